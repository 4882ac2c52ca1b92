-- county_public_safety: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/county_public_safety.LICENSE.md

CREATE TABLE "county_public_safety" (
  "County_ID" integer,
  "Name" text,
  "Population" integer,
  "Police_officers" integer,
  "Residents_per_officer" integer,
  "Case_burden" integer,
  "Crime_rate" double precision,
  "Police_force" text,
  "Location" text,
  PRIMARY KEY ("County_ID")
);
CREATE TABLE "city" (
  "City_ID" integer,
  "County_ID" integer,
  "Name" text,
  "White" double precision,
  "Black" double precision,
  "Amerindian" double precision,
  "Asian" double precision,
  "Multiracial" double precision,
  "Hispanic" double precision,
  PRIMARY KEY ("City_ID")
);

INSERT INTO "county_public_safety" ("County_ID", "Name", "Population", "Police_officers", "Residents_per_officer", "Case_burden", "Crime_rate", "Police_force", "Location") VALUES
(1, 'Abbotsford', 128165, 187, 685, 81, 118, 'Abbotsford Police Department', 'East'),
(2, 'Burnaby', 204320, 253, 808, 100, 123, 'RCMP', 'East'),
(3, 'Campbell River', 30810, 40, 770, 137, 178, 'RCMP', 'West'),
(4, 'Castlegar', 7821, 11, 711, 107, 150, 'RCMP', 'North'),
(5, 'Central Saanich', 16821, 21, 801, 39, 49, 'Central Saanich Police', 'East'),
(6, 'Chilliwack', 73066, 91, 803, 140, 174, 'RCMP', 'West');
INSERT INTO "city" ("City_ID", "County_ID", "Name", "White", "Black", "Amerindian", "Asian", "Multiracial", "Hispanic") VALUES
(1, 1, 'Adjuntas', 93.1, 3.1, 0.3, 0, 3.4, 99.6),
(2, 1, 'Aguada', 86.6, 5.3, 0.3, 0.1, 7.7, 99.4),
(3, 1, 'Aguadilla', 83, 7.4, 0.3, 0.2, 8.2, 98.5),
(4, 2, 'Aguas Buenas', 72.5, 12.6, 0.6, 0.1, 14.2, 99.5),
(5, 2, 'Aibonito', 83.5, 7.3, 0.2, 0, 9, 99.3),
(6, 3, 'Añasco', 82, 7.2, 0.4, 0.1, 10.3, 99.2),
(7, 3, 'Arecibo', 84.5, 6.1, 0.4, 0.1, 7.9, 99.2),
(8, 3, 'Arroyo', 53.5, 32.5, 0.9, 0.2, 13, 99.1),
(9, 3, 'Barceloneta', 80.7, 7.6, 0.3, 0.1, 11.2, 99.4),
(10, 3, 'Barranquitas', 86, 5.4, 0.3, 0, 8.3, 99.3),
(11, 3, 'Bayamón', 78.3, 10.3, 0.6, 0.2, 10.7, 99),
(12, 4, 'Cabo Rojo', 84.1, 5.4, 0.3, 0.1, 10.1, 98.9),
(13, 4, 'Caguas', 76.1, 11, 0.6, 0.2, 12.1, 99.1),
(14, 5, 'Camuy', 87.9, 4.1, 0.3, 0.1, 7.6, 99.4),
(15, 5, 'Canóvanas', 61.2, 21.6, 0.9, 0.2, 16.1, 99.2),
(16, 6, 'Carolina', 64.3, 22.8, 0.9, 0.4, 11.7, 98.6),
(17, 6, 'Cataño', 70.7, 14.4, 1, 0.3, 13.7, 99);

ALTER TABLE "city" ADD FOREIGN KEY ("County_ID") REFERENCES "county_public_safety" ("County_ID");
