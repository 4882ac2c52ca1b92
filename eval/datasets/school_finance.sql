-- school_finance: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/school_finance.LICENSE.md

CREATE TABLE "School" (
  "School_id" text,
  "School_name" text,
  "Location" text,
  "Mascot" text,
  "Enrollment" integer,
  "IHSAA_Class" text,
  "IHSAA_Football_Class" text,
  "County" text,
  PRIMARY KEY ("School_id")
);
CREATE TABLE "budget" (
  "School_id" text,
  "Year" integer,
  "Budgeted" integer,
  "total_budget_percent_budgeted" double precision,
  "Invested" integer,
  "total_budget_percent_invested" double precision,
  "Budget_invested_percent" text,
  PRIMARY KEY ("School_id", "Year")
);
CREATE TABLE "endowment" (
  "endowment_id" integer,
  "School_id" text,
  "donator_name" text,
  "amount" double precision,
  PRIMARY KEY ("endowment_id")
);

INSERT INTO "School" ("School_id", "School_name", "Location", "Mascot", "Enrollment", "IHSAA_Class", "IHSAA_Football_Class", "County") VALUES
('1', 'Bremen', 'Bremen', 'Lions', 495, 'AA', 'AA', '50 Marshall'),
('2', 'Culver Community', 'Culver', 'Cavaliers', 287, 'A', 'A', '50 Marshall'),
('3', 'Glenn', 'Walkerton', 'Falcons', 605, 'AAA', 'AAA', '71 St. Joseph'),
('4', 'Jimtown', 'Elkhart', 'Jimmies', 601, 'AAA', 'AAA', '20 Elkhart'),
('5', 'Knox Community', 'Knox', 'Redskins', 620, 'AAA', 'AAA', '75 Starke'),
('6', 'LaVille', 'Lakeville', 'Lancers', 379, 'AA', 'A', '71 St. Joseph'),
('7', 'New Prairie 1', 'New Carlisle', 'Cougars', 852, 'AAA', 'AAAA', '46 LaPorte 71 St. Joseph'),
('8', 'Triton', 'Bourbon', 'Trojans', 316, 'A', 'A', '50 Marshall');
INSERT INTO "budget" ("School_id", "Year", "Budgeted", "total_budget_percent_budgeted", "Invested", "total_budget_percent_invested", "Budget_invested_percent") VALUES
(2, 1999, 4979, 2, 2134, 2, '42.9'),
(2, 2000, 3666, 2, 5840, 2, '159.3'),
(2, 2001, 6803, 2, 8335, 2, '122.5'),
(3, 2002, 6803, 2, 8335, 2, '146.9'),
(1, 2003, 119527, 2.4, 85249, 2.2, '71.3'),
(4, 2004, 74849, 2, 95542, 2.2, '127.6'),
(5, 2005, 61283, 1.3, 140102, 2.7, '228.8'),
(5, 2006, 113531, 2, 146102, 2.7, '228.6');
INSERT INTO "endowment" ("endowment_id", "School_id", "donator_name", "amount") VALUES
(1, 1, 'Monte Plata', 9.51),
(2, 2, 'San José de Ocoa', 9.83),
(3, 3, 'Distrito Nacional', 9.55),
(4, 3, 'Valverde', 9.73),
(5, 3, 'San Cristóbal', 9.05),
(6, 4, 'Santo Domingo Este', 8.99),
(7, 4, 'Santiago', 8.85),
(8, 5, 'Duarte', 8.53),
(9, 6, 'Com. Dom. En Estados Unidos', 8.43),
(10, 7, 'La Vega', 8.82),
(11, 8, 'Peravia', 8.33);

ALTER TABLE "budget" ADD FOREIGN KEY ("School_id") REFERENCES "School" ("School_id");
ALTER TABLE "endowment" ADD FOREIGN KEY ("School_id") REFERENCES "School" ("School_id");
