-- entrepreneur: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/entrepreneur.LICENSE.md

CREATE TABLE "entrepreneur" (
  "Entrepreneur_ID" integer,
  "People_ID" integer,
  "Company" text,
  "Money_Requested" double precision,
  "Investor" text,
  PRIMARY KEY ("Entrepreneur_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Name" text,
  "Height" double precision,
  "Weight" double precision,
  "Date_of_Birth" text,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "entrepreneur" ("Entrepreneur_ID", "People_ID", "Company", "Money_Requested", "Investor") VALUES
(1, 1, 'Umbrolly', 150000, 'Duncan Bannatyne'),
(2, 2, 'Grails Ltd', 120000, 'Doug Richard'),
(3, 3, 'Le Beanock', 54000, 'Rachel Elnaugh'),
(4, 5, 'IV Cam', 50000, 'Peter Jones'),
(5, 6, 'Mycorrhizal Systems', 75000, 'Simon Woodroffe'),
(6, 8, 'Elizabeth Galton Ltd', 110000, 'Duncan Bannatyne');
INSERT INTO "people" ("People_ID", "Name", "Height", "Weight", "Date_of_Birth") VALUES
(1, 'Francesco Postiglione', 1.9, 80, '1972-04-29'),
(2, 'Leonardo Binchi', 1.86, 57, '1975-08-27'),
(3, 'Fabrizio Buonocore', 1.83, 45, '1977-04-28'),
(4, 'Marco Gerini', 1.72, 75, '1971-08-05'),
(5, 'Roberto Calcaterra', 1.75, 67, '1972-02-06'),
(6, 'Goran Fiorentini', 1.78, 89, '1981-11-21'),
(7, 'Alberto Angelini', 1.82, 58, '1974-09-28'),
(8, 'Maurizio Felugo', 1.95, 76, '1981-03-04');

ALTER TABLE "entrepreneur" ADD FOREIGN KEY ("People_ID") REFERENCES "people" ("People_ID");
