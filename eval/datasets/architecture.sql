-- architecture: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/architecture.LICENSE.md

CREATE TABLE "architect" (
  "id" text,
  "name" text,
  "nationality" text,
  "gender" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "bridge" (
  "architect_id" text,
  "id" integer,
  "name" text,
  "location" text,
  "length_meters" double precision,
  "length_feet" double precision,
  PRIMARY KEY ("id")
);
CREATE TABLE "mill" (
  "architect_id" text,
  "id" integer,
  "location" text,
  "name" text,
  "type" text,
  "built_year" integer,
  "notes" text,
  PRIMARY KEY ("id")
);

INSERT INTO "architect" ("id", "name", "nationality", "gender") VALUES
('1', 'Frank Lloyd Wright', 'American', 'male'),
('2', 'Frank Gehry', 'Canadian', 'male'),
('3', 'Zaha Hadid', 'Iraqi, British', 'female'),
('4', 'Mies Van Der Rohe', 'German, American', 'male'),
('5', 'Le Corbusier', 'Swiss, French', 'male');
INSERT INTO "bridge" ("architect_id", "id", "name", "location", "length_meters", "length_feet") VALUES
(1, 1, 'Xian Ren Qiao (Fairy Bridge)', 'Guangxi , China', 121, 400),
(2, 2, 'Landscape Arch', 'Arches National Park , Utah , USA', 88, 290),
(3, 3, 'Kolob Arch', 'Zion National Park , Utah , USA', 87, 287),
(4, 4, 'Aloba Arch', 'Ennedi Plateau , Chad', 76, 250),
(5, 5, 'Morning Glory Natural Bridge', 'Negro Bill Canyon , Utah , USA', 74, 243),
(5, 6, 'Rainbow Bridge', 'Glen Canyon National Recreation Area , Utah , USA', 71, 234),
(4, 7, 'Gaotun Natural Bridge', 'Guizhou , China', 70, 230),
(3, 8, 'Sipapu Natural Bridge', 'Natural Bridges National Monument , Utah , USA', 69, 225),
(2, 9, 'Stevens Arch', 'Escalante Canyon , Utah , USA', 67, 220),
(1, 10, 'Shipton''s Arch', 'Xinjiang , China', 65, 212),
(1, 11, 'Jiangzhou Arch', 'Guangxi , China', 65, 212),
(1, 12, 'Hazarchishma Natural Bridge', 'Bamiyan Province , Afghanistan', 64.2, 210.6),
(2, 13, 'Outlaw Arch', 'Dinosaur National Monument , Colorado , USA', 63, 206),
(2, 14, 'Snake Bridge', 'Sanostee , New Mexico , USA', 62, 204),
(5, 15, 'Wrather Arch', 'Wrather Canyon , Arizona , USA', 75, 246);
INSERT INTO "mill" ("architect_id", "id", "location", "name", "type", "built_year", "notes") VALUES
(1, 1, 'Coswarem', 'Le Vieux Molen', 'Grondzeiler', 1840, 'Molenechos (Dutch)'),
(1, 2, 'Donceel', 'Moulin Bertrand', 'Grondzeiler', 1890, 'Molenechos (Dutch)'),
(2, 3, 'Fexhe-le-haut-Clocher', 'Moulin de Fexhe', 'Grondzeiler', 1843, 'Molenechos (Dutch)'),
(3, 4, 'Momalle', 'Moulin de Momalle', 'Bergmolen', 1850, 'Molenechos (Dutch)'),
(4, 5, 'Othée', 'Moulin du Château', 'Grondzeiler', 1856, 'Molenechos (Dutch)'),
(4, 6, 'Pousset', 'Moulin de Pousset', 'Grondzeiler', 1819, 'Molenechos (Dutch)');

ALTER TABLE "bridge" ADD FOREIGN KEY ("architect_id") REFERENCES "architect" ("id");
ALTER TABLE "mill" ADD FOREIGN KEY ("architect_id") REFERENCES "architect" ("id");
