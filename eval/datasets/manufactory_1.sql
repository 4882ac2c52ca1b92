-- manufactory_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/manufactory_1.LICENSE.md

CREATE TABLE "Manufacturers" (
  "Code" integer,
  "Name" varchar(255) NOT NULL,
  "Headquarter" varchar(255) NOT NULL,
  "Founder" varchar(255) NOT NULL,
  "Revenue" double precision,
  PRIMARY KEY ("Code")
);
CREATE TABLE "Products" (
  "Code" integer,
  "Name" varchar(255) NOT NULL,
  "Price" numeric NOT NULL,
  "Manufacturer" integer NOT NULL,
  PRIMARY KEY ("Code")
);

INSERT INTO "Manufacturers" ("Code", "Name", "Headquarter", "Founder", "Revenue") VALUES
(1, 'Sony', 'Tokyo', 'Andy', 120),
(2, 'Creative Labs', 'Austin', 'Owen', 100),
(3, 'Hewlett-Packard', 'Los Angeles', 'James', 50),
(4, 'Iomega', 'Beijing', 'Mary', 200),
(5, 'Fujitsu', 'Taiwan', 'John', 130),
(6, 'Winchester', 'Paris', 'Robert', 30);
INSERT INTO "Products" ("Code", "Name", "Price", "Manufacturer") VALUES
(1, 'Hard drive', 240, 5),
(2, 'Memory', 120, 6),
(3, 'ZIP drive', 150, 4),
(4, 'Floppy disk', 5, 6),
(5, 'Monitor', 240, 1),
(6, 'DVD drive', 180, 2),
(7, 'CD drive', 90, 2),
(8, 'Printer', 270, 3),
(9, 'Toner cartridge', 66, 3),
(10, 'DVD burner', 180, 2),
(11, 'DVD drive', 150, 3);

ALTER TABLE "Products" ADD FOREIGN KEY ("Manufacturer") REFERENCES "Manufacturers" ("Code");
