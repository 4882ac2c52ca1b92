-- manufacturer: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/manufacturer.LICENSE.md

CREATE TABLE "manufacturer" (
  "Manufacturer_ID" integer,
  "Open_Year" double precision,
  "Name" text,
  "Num_of_Factories" integer,
  "Num_of_Shops" integer,
  PRIMARY KEY ("Manufacturer_ID")
);
CREATE TABLE "furniture" (
  "Furniture_ID" integer,
  "Name" text,
  "Num_of_Component" integer,
  "Market_Rate" double precision,
  PRIMARY KEY ("Furniture_ID")
);
CREATE TABLE "furniture_manufacte" (
  "Manufacturer_ID" integer,
  "Furniture_ID" integer,
  "Price_in_Dollar" double precision,
  PRIMARY KEY ("Manufacturer_ID", "Furniture_ID")
);

INSERT INTO "manufacturer" ("Manufacturer_ID", "Open_Year", "Name", "Num_of_Factories", "Num_of_Shops") VALUES
(1, 1980, 'Chevrolet House', 36, 8),
(2, 1990, 'IKEA', 21, 19),
(3, 1991, 'Ford Make', 12, 2),
(4, 1992, 'Jiaju', 1, 35),
(5, 2000, 'Chevrolet', 38, 24),
(6, 2001, 'Dodge', 3, 7),
(7, 2008, 'Tomorrow', 12, 4);
INSERT INTO "furniture" ("Furniture_ID", "Name", "Num_of_Component", "Market_Rate") VALUES
(1, 'Billiard table', 14, 52.5),
(2, 'Chabudai', 4, 40),
(3, 'Bookcase', 6, 1),
(4, 'Hatstand', 5, 0.5),
(5, 'Bench', 5, 3.5),
(6, 'Four-poster bed', 3, 2),
(7, 'Dining set', 12, 0.5);
INSERT INTO "furniture_manufacte" ("Manufacturer_ID", "Furniture_ID", "Price_in_Dollar") VALUES
(1, 3, 239),
(4, 2, 450),
(7, 7, 2124),
(5, 1, 443),
(7, 4, 1234);

ALTER TABLE "furniture_manufacte" ADD FOREIGN KEY ("Furniture_ID") REFERENCES "furniture" ("Furniture_ID");
ALTER TABLE "furniture_manufacte" ADD FOREIGN KEY ("Manufacturer_ID") REFERENCES "manufacturer" ("Manufacturer_ID");
