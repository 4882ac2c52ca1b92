-- department_management: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/department_management.LICENSE.md

CREATE TABLE "department" (
  "Department_ID" integer,
  "Name" text,
  "Creation" text,
  "Ranking" integer,
  "Budget_in_Billions" double precision,
  "Num_Employees" double precision,
  PRIMARY KEY ("Department_ID")
);
CREATE TABLE "head" (
  "head_ID" integer,
  "name" text,
  "born_state" text,
  "age" double precision,
  PRIMARY KEY ("head_ID")
);
CREATE TABLE "management" (
  "department_ID" integer,
  "head_ID" integer,
  "temporary_acting" text,
  PRIMARY KEY ("department_ID", "head_ID")
);

INSERT INTO "department" ("Department_ID", "Name", "Creation", "Ranking", "Budget_in_Billions", "Num_Employees") VALUES
(1, 'State', '1789', 1, 9.96, 30266),
(2, 'Treasury', '1789', 2, 11.1, 115897),
(3, 'Defense', '1947', 3, 439.3, 3000000),
(4, 'Justice', '1870', 4, 23.4, 112557),
(5, 'Interior', '1849', 5, 10.7, 71436),
(6, 'Agriculture', '1889', 6, 77.6, 109832),
(7, 'Commerce', '1903', 7, 6.2, 36000),
(8, 'Labor', '1913', 8, 59.7, 17347),
(9, 'Health and Human Services', '1953', 9, 543.2, 67000),
(10, 'Housing and Urban Development', '1965', 10, 46.2, 10600),
(11, 'Transportation', '1966', 11, 58, 58622),
(12, 'Energy', '1977', 12, 21.5, 116100),
(13, 'Education', '1979', 13, 62.8, 4487),
(14, 'Veterans Affairs', '1989', 14, 73.2, 235000),
(15, 'Homeland Security', '2002', 15, 44.6, 208000);
INSERT INTO "head" ("head_ID", "name", "born_state", "age") VALUES
(1, 'Tiger Woods', 'Alabama', 67),
(2, 'Sergio García', 'California', 68),
(3, 'K. J. Choi', 'Alabama', 69),
(4, 'Dudley Hart', 'California', 52),
(5, 'Jeff Maggert', 'Delaware', 53),
(6, 'Billy Mayfair', 'California', 69),
(7, 'Stewart Cink', 'Florida', 50),
(8, 'Nick Faldo', 'California', 56),
(9, 'Pádraig Harrington', 'Connecticut', 43),
(10, 'Franklin Langham', 'Connecticut', 67);
INSERT INTO "management" ("department_ID", "head_ID", "temporary_acting") VALUES
(2, 5, 'Yes'),
(15, 4, 'Yes'),
(2, 6, 'Yes'),
(7, 3, 'No'),
(11, 10, 'No');

ALTER TABLE "management" ADD FOREIGN KEY ("head_ID") REFERENCES "head" ("head_ID");
ALTER TABLE "management" ADD FOREIGN KEY ("department_ID") REFERENCES "department" ("Department_ID");
