-- pilot_record: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/pilot_record.LICENSE.md

CREATE TABLE "aircraft" (
  "Aircraft_ID" integer,
  "Order_Year" integer,
  "Manufacturer" text,
  "Model" text,
  "Fleet_Series" text,
  "Powertrain" text,
  "Fuel_Propulsion" text,
  PRIMARY KEY ("Aircraft_ID")
);
CREATE TABLE "pilot" (
  "Pilot_ID" integer,
  "Pilot_name" text,
  "Rank" integer,
  "Age" integer,
  "Nationality" text,
  "Position" text,
  "Join_Year" integer,
  "Team" text,
  PRIMARY KEY ("Pilot_ID")
);
CREATE TABLE "pilot_record" (
  "Record_ID" integer,
  "Pilot_ID" integer,
  "Aircraft_ID" integer,
  "Date" text,
  PRIMARY KEY ("Pilot_ID", "Aircraft_ID", "Date")
);

INSERT INTO "aircraft" ("Aircraft_ID", "Order_Year", "Manufacturer", "Model", "Fleet_Series", "Powertrain", "Fuel_Propulsion") VALUES
(1, 1992, 'Gillig', 'Phantom (High Floor)', '444-464 (21)', 'DD S50EGR Allison WB-400R', 'Diesel'),
(2, 1996, 'Gillig', 'Phantom (High Floor)', '465-467 (3)', 'DD S50 Allison WB-400R', 'Diesel'),
(3, 1998, 'Gillig', 'Phantom (High Floor)', '468-473 (6)', 'DD S50 Allison WB-400R', 'Diesel'),
(4, 2000, 'Gillig', 'Advantage (Low Floor)', '474-481 (8)', 'Cummins ISC Allison WB-400R', 'Diesel'),
(5, 2002, 'Gillig', 'Advantage (Low Floor)', '482-492 (11)', 'Cummins ISL Allison WB-400R', 'Diesel'),
(6, 2010, 'NFI', 'GE40LFR', '300-309 (10)', 'Ford Triton V10 ISE-Thundervolt TB40-HG', 'Hybrid'),
(7, 2011, 'NFI', 'C40LFR', '310-329 (20)', 'Cummins Westport ISL-G Allison WB-400R', 'CNG');
INSERT INTO "pilot" ("Pilot_ID", "Pilot_name", "Rank", "Age", "Nationality", "Position", "Join_Year", "Team") VALUES
(1, 'Patrick O''Bryant', 13, 33, 'United States', 'Center Team', 2009, 'Bradley'),
(2, 'Jermaine O''Neal', 6, 40, 'United States', 'Forward-Center Team', 2008, 'Eau Claire High School'),
(3, 'Dan O''Sullivan', 45, 37, 'United States', 'Center Team', 1999, 'Fordham'),
(4, 'Charles Oakley', 34, 22, 'United Kindom', 'Forward Team', 2001, 'Virginia Union'),
(5, 'Hakeem Olajuwon', 34, 32, 'Nigeria', 'Center Team', 2010, 'Houston');
INSERT INTO "pilot_record" ("Record_ID", "Pilot_ID", "Aircraft_ID", "Date") VALUES
(1, 1, 1, '2003/01/04'),
(2, 2, 1, '2004/01/04'),
(3, 1, 4, '2005/01/04'),
(4, 3, 6, '2006/01/04'),
(5, 4, 2, '2007/01/04'),
(6, 1, 5, '2008/01/04');

ALTER TABLE "pilot_record" ADD FOREIGN KEY ("Aircraft_ID") REFERENCES "aircraft" ("Aircraft_ID");
ALTER TABLE "pilot_record" ADD FOREIGN KEY ("Pilot_ID") REFERENCES "pilot" ("Pilot_ID");
