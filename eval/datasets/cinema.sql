-- cinema: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/cinema.LICENSE.md

CREATE TABLE "film" (
  "Film_ID" integer,
  "Rank_in_series" integer,
  "Number_in_season" integer,
  "Title" text,
  "Directed_by" text,
  "Original_air_date" text,
  "Production_code" text,
  PRIMARY KEY ("Film_ID")
);
CREATE TABLE "cinema" (
  "Cinema_ID" integer,
  "Name" text,
  "Openning_year" integer,
  "Capacity" integer,
  "Location" text,
  PRIMARY KEY ("Cinema_ID")
);
CREATE TABLE "schedule" (
  "Cinema_ID" integer,
  "Film_ID" integer,
  "Date" text,
  "Show_times_per_day" integer,
  "Price" double precision,
  PRIMARY KEY ("Cinema_ID", "Film_ID")
);

INSERT INTO "film" ("Film_ID", "Rank_in_series", "Number_in_season", "Title", "Directed_by", "Original_air_date", "Production_code") VALUES
(1, 26, 1, 'The Case of the Mystery Weekend', 'Bill Schreiner', 'September 21–25, 1992', '50021–50025'),
(2, 27, 2, 'The Case of the Smart Dummy', 'Bill Schreiner', 'September 28–October 2, 1992', '50231–50235'),
(3, 28, 3, 'The Case: Off the Record', 'Bill Schreiner', 'October 5–9, 1992', '50011–50015'),
(4, 29, 4, 'The Case of the Bermuda Triangle', 'Jesus Salvador Treviño', 'October 12–16, 1992', '50251–50255'),
(5, 30, 5, 'The Case of the Piggy Banker', 'Bill Schreiner', 'October 19–23, 1992', '50241–50245');
INSERT INTO "cinema" ("Cinema_ID", "Name", "Openning_year", "Capacity", "Location") VALUES
(1, 'Codling', 2010, 1100, 'County Wicklow'),
(2, 'Carrowleagh', 2012, 368, 'County Cork'),
(3, 'Dublin Array', 2015, 364, 'County Dublin'),
(4, 'Glenmore', 2009, 305, 'County Clare'),
(5, 'Glenough', 2010, 325, 'County Tipperary'),
(6, 'Gortahile', 2010, 208, 'County Laois'),
(7, 'Grouse Lodge', 2011, 203, 'County Tipperary'),
(8, 'Moneypoint', 2011, 225, 'County Clare'),
(9, 'Mount Callan', 2011, 908, 'County Clare'),
(10, 'Oriel', 2013, 330, 'County Louth');
INSERT INTO "schedule" ("Cinema_ID", "Film_ID", "Date", "Show_times_per_day", "Price") VALUES
(1, 1, '21 May', 5, 12.99),
(1, 2, '21 May', 3, 12.99),
(1, 3, '21 Jun', 2, 8.99),
(2, 1, '11 July', 5, 9.99),
(6, 5, '2 Aug', 4, 12.99),
(9, 4, '20 May', 5, 9.99),
(10, 1, '19 May', 5, 15.99);

ALTER TABLE "schedule" ADD FOREIGN KEY ("Cinema_ID") REFERENCES "cinema" ("Cinema_ID");
ALTER TABLE "schedule" ADD FOREIGN KEY ("Film_ID") REFERENCES "film" ("Film_ID");
