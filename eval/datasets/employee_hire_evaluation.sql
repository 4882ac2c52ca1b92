-- employee_hire_evaluation: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/employee_hire_evaluation.LICENSE.md

CREATE TABLE "employee" (
  "Employee_ID" integer,
  "Name" text,
  "Age" integer,
  "City" text,
  PRIMARY KEY ("Employee_ID")
);
CREATE TABLE "shop" (
  "Shop_ID" integer,
  "Name" text,
  "Location" text,
  "District" text,
  "Number_products" integer,
  "Manager_name" text,
  PRIMARY KEY ("Shop_ID")
);
CREATE TABLE "hiring" (
  "Shop_ID" integer,
  "Employee_ID" integer,
  "Start_from" text,
  "Is_full_time" boolean,
  PRIMARY KEY ("Employee_ID")
);
CREATE TABLE "evaluation" (
  "Employee_ID" integer,
  "Year_awarded" text,
  "Bonus" double precision,
  PRIMARY KEY ("Employee_ID", "Year_awarded")
);

INSERT INTO "employee" ("Employee_ID", "Name", "Age", "City") VALUES
(1, 'George Chuter', 23, 'Bristol'),
(2, 'Lee Mears', 29, 'Bath'),
(3, 'Mark Regan', 43, 'Bristol'),
(4, 'Jason Hobson', 30, 'Bristol'),
(5, 'Tim Payne', 29, 'Wasps'),
(6, 'Andrew Sheridan', 28, 'Sale'),
(7, 'Matt Stevens', 29, 'Bath'),
(8, 'Phil Vickery', 40, 'Wasps'),
(9, 'Steve Borthwick', 32, 'Bath'),
(10, 'Louis Deacon', 36, 'Leicester');
INSERT INTO "shop" ("Shop_ID", "Name", "Location", "District", "Number_products", "Manager_name") VALUES
(1, 'FC Haka', 'Valkeakoski', 'Tehtaan kenttä', 3516, 'Olli Huttunen'),
(2, 'HJK', 'Helsinki', 'Finnair Stadium', 10770, 'Antti Muurinen'),
(3, 'FC Honka', 'Espoo', 'Tapiolan Urheilupuisto', 6000, 'Mika Lehkosuo'),
(4, 'FC Inter', 'Turku', 'Veritas Stadion', 10000, 'Job Dragtsma'),
(5, 'FF Jaro', 'Jakobstad', 'Jakobstads Centralplan', 5000, 'Mika Laurikainen'),
(6, 'FC KooTeePee', 'Kotka', 'Arto Tolsa Areena', 4780, 'Tommi Kautonen'),
(7, 'KuPS', 'Kuopio', 'Magnum Areena', 3500, 'Kai Nyyssönen'),
(8, 'FC Lahti', 'Lahti', 'Lahden Stadion', 15000, 'Ilkka Mäkelä'),
(9, 'IFK Mariehamn', 'Mariehamn', 'Wiklöf Holding Arena', 1600, 'Pekka Lyyski');
INSERT INTO "hiring" ("Shop_ID", "Employee_ID", "Start_from", "Is_full_time") VALUES
(1, 1, '2009', 'T'),
(1, 2, '2003', 'T'),
(8, 3, '2011', 'F'),
(4, 4, '2012', 'T'),
(5, 5, '2013', 'T'),
(2, 6, '2010', 'F'),
(6, 7, '2008', 'T');
INSERT INTO "evaluation" ("Employee_ID", "Year_awarded", "Bonus") VALUES
('1', '2011', 3000),
('2', '2015', 3200),
('1', '2016', 2900),
('4', '2017', 3200),
('7', '2018', 3200),
('10', '2016', 4000);

ALTER TABLE "hiring" ADD FOREIGN KEY ("Employee_ID") REFERENCES "employee" ("Employee_ID");
ALTER TABLE "hiring" ADD FOREIGN KEY ("Shop_ID") REFERENCES "shop" ("Shop_ID");
ALTER TABLE "evaluation" ADD FOREIGN KEY ("Employee_ID") REFERENCES "employee" ("Employee_ID");
