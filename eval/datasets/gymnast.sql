-- gymnast: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/gymnast.LICENSE.md

CREATE TABLE "gymnast" (
  "Gymnast_ID" integer,
  "Floor_Exercise_Points" double precision,
  "Pommel_Horse_Points" double precision,
  "Rings_Points" double precision,
  "Vault_Points" double precision,
  "Parallel_Bars_Points" double precision,
  "Horizontal_Bar_Points" double precision,
  "Total_Points" double precision,
  PRIMARY KEY ("Gymnast_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Name" text,
  "Age" double precision,
  "Height" double precision,
  "Hometown" text,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "gymnast" ("Gymnast_ID", "Floor_Exercise_Points", "Pommel_Horse_Points", "Rings_Points", "Vault_Points", "Parallel_Bars_Points", "Horizontal_Bar_Points", "Total_Points") VALUES
(1, 9.725, 9.737, 9.512, 9.575, 9.762, 9.75, 58.061),
(2, 9.7, 9.625, 9.625, 9.65, 9.587, 9.737, 57.924),
(4, 8.987, 9.75, 9.75, 9.65, 9.787, 9.725, 57.649),
(6, 9.762, 9.325, 9.475, 9.762, 9.562, 9.55, 57.436),
(7, 9.687, 9.675, 9.3, 9.537, 9.725, 9.5, 57.424),
(8, 9.65, 9.712, 9.487, 9.637, 9.5, 9.412, 57.398),
(10, 9.412, 9.525, 9.712, 9.55, 9.625, 9.55, 57.374);
INSERT INTO "people" ("People_ID", "Name", "Age", "Height", "Hometown") VALUES
(1, 'Paul Hamm', 24, 1.71, 'Santo Domingo'),
(2, 'Lorraine Súarez Carmona', 21, 1.75, 'Bonao'),
(3, 'Ashley Pérez Cabrera', 19, 1.7, 'Miami'),
(4, 'Elizabeth Quiñónez Aroyo', 20, 1.71, 'Santo Domingo'),
(5, 'Eve Tatiana Cruz Oviedo', 19, 1.72, 'Santo Domingo'),
(6, 'Nadia Caba Rodríguez', 22, 1.79, 'Santo Domingo'),
(7, 'Clary Sermina Delgado Cid', 21, 1.75, 'Santiago de los Caballeros'),
(8, 'Marina Castro Medina', 20, 1.76, 'Santo Domingo'),
(9, 'Rosa Clarissa Ortíz Melo', 23, 1.81, 'La Romana'),
(10, 'Endis de los Santos Álvarez', 24, 1.72, 'Los Alcarrizos');

ALTER TABLE "gymnast" ADD FOREIGN KEY ("Gymnast_ID") REFERENCES "people" ("People_ID");
