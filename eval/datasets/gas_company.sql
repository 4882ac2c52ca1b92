-- gas_company: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/gas_company.LICENSE.md

CREATE TABLE "company" (
  "Company_ID" integer,
  "Rank" integer,
  "Company" text,
  "Headquarters" text,
  "Main_Industry" text,
  "Sales_billion" double precision,
  "Profits_billion" double precision,
  "Assets_billion" double precision,
  "Market_Value" double precision,
  PRIMARY KEY ("Company_ID")
);
CREATE TABLE "gas_station" (
  "Station_ID" integer,
  "Open_Year" integer,
  "Location" text,
  "Manager_Name" text,
  "Vice_Manager_Name" text,
  "Representative_Name" text,
  PRIMARY KEY ("Station_ID")
);
CREATE TABLE "station_company" (
  "Station_ID" integer,
  "Company_ID" integer,
  "Rank_of_the_Year" integer,
  PRIMARY KEY ("Station_ID", "Company_ID")
);

INSERT INTO "company" ("Company_ID", "Rank", "Company", "Headquarters", "Main_Industry", "Sales_billion", "Profits_billion", "Assets_billion", "Market_Value") VALUES
(1, 1, 'ExxonMobil', 'USA', 'Oil and gas', 433.5, 41.1, 331.1, 407.4),
(2, 3, 'General Electric', 'USA', 'Conglomerate', 147.3, 14.2, 717.2, 213.7),
(3, 4, 'Royal Dutch Shell', 'Netherlands', 'Oil and gas', 470.2, 30.9, 340.5, 227.6),
(4, 5, 'Industrial and Commercial Bank of China', 'China', 'Banking', 82.6, 25.1, 2039.1, 237.4),
(5, 6, 'HSBC', 'UK', 'Banking', 102, 16.2, 2550, 164.3),
(6, 7, 'PetroChina', 'China', 'Oil and gas', 310.1, 20.6, 304.7, 294.7),
(7, 8, 'Berkshire Hathaway', 'USA', 'Conglomerate', 143.7, 10.3, 392.6, 202.2),
(8, 9, 'Wells Fargo', 'USA', 'Banking', 87.6, 15.9, 1313.9, 178.7),
(9, 10, 'Petrobras', 'Brazil', 'Oil and gas', 145.9, 20.1, 319.4, 180),
(10, 11, 'BP', 'UK', 'Oil and gas', 375.5, 25.7, 292.5, 147.4);
INSERT INTO "gas_station" ("Station_ID", "Open_Year", "Location", "Manager_Name", "Vice_Manager_Name", "Representative_Name") VALUES
(1, 1998, 'Herne Hill', 'BrianWingrave', 'Russell Denman', 'Clive Burr'),
(2, 1999, 'Channel Hill', 'SimonMarloe', 'Russell Brown', 'Rob Jefferies '),
(3, 2000, 'Reading North', 'Simon Cope Derek Marloe', 'James Colin ', 'Dave Edwards Roger '),
(4, 2002, 'Herne St', 'Colin Denman', 'Martin Garnham', 'Ray Hughes'),
(5, 2003, 'Reading', 'Colin Denman', 'Martin Freeman', 'Andrew Russell'),
(6, 2004, 'Herne Ave', 'Tom Whit', 'Simon Gaywood', 'Tony Gibb'),
(7, 2005, 'Hennry Hill', 'Bryan Taylor', 'James Holland-Leader', 'Simon Gaywood'),
(8, 2006, 'Jane Ave', 'BryanDenman', 'James Holland-Leader', 'Simon Gaywood'),
(9, 2007, 'Maindy Hill', 'Tony Bristow', 'JameMarloe', 'Courtney Rowe'),
(10, 2008, 'Maindy Ave', 'Luke Rowe', 'TonyBristow', 'Chris Pyatt'),
(11, 2009, 'Newport Rd', 'Jon Rowe', 'Steve Parsons', 'Tim Read');
INSERT INTO "station_company" ("Station_ID", "Company_ID", "Rank_of_the_Year") VALUES
(11, 1, 1),
(1, 3, 2),
(6, 6, 3),
(7, 9, 4),
(10, 10, 9),
(4, 1, 13);

ALTER TABLE "station_company" ADD FOREIGN KEY ("Company_ID") REFERENCES "company" ("Company_ID");
ALTER TABLE "station_company" ADD FOREIGN KEY ("Station_ID") REFERENCES "gas_station" ("Station_ID");
