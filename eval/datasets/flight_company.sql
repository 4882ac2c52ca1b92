-- flight_company: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/flight_company.LICENSE.md

CREATE TABLE "airport" (
  "id" integer,
  "City" text,
  "Country" text,
  "IATA" text,
  "ICAO" text,
  "name" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "operate_company" (
  "id" integer,
  "name" text,
  "Type" text,
  "Principal_activities" text,
  "Incorporated_in" text,
  "Group_Equity_Shareholding" double precision,
  PRIMARY KEY ("id")
);
CREATE TABLE "flight" (
  "id" integer,
  "Vehicle_Flight_number" text,
  "Date" text,
  "Pilot" text,
  "Velocity" double precision,
  "Altitude" double precision,
  "airport_id" integer,
  "company_id" integer,
  PRIMARY KEY ("id")
);

INSERT INTO "airport" ("id", "City", "Country", "IATA", "ICAO", "name") VALUES
(1, 'Akureyri', 'Iceland', 'AEY', 'BIAR', 'Akureyri Airport'),
(2, 'Amsterdam', 'Netherlands', 'AMS', 'EHAM', 'Schiphol Airport'),
(3, 'Anchorage', 'United States', 'ANC', 'PANC', 'Ted Stevens Airport'),
(4, 'Baltimore', 'United States', 'BWI', 'KBWI', 'Baltimore-Washington Airport'),
(5, 'Barcelona', 'Spain', 'BCN', 'LEBL', 'El Prat Airport'),
(6, 'Bergen', 'Norway', 'BGO', 'ENBR', 'Bergen Airport'),
(7, 'Billund', 'Denmark', 'BLL', 'EKBI', 'Billund Airport'),
(8, 'Boston', 'United States', 'BOS', 'KBOS', 'Logan International Airport'),
(9, 'Brussels', 'Belgium', 'BRU', 'EBBR', 'National Airport');
INSERT INTO "operate_company" ("id", "name", "Type", "Principal_activities", "Incorporated_in", "Group_Equity_Shareholding") VALUES
(1, 'Air China', 'Corporate', 'Airline', 'China', 18.77),
(2, 'Air China Cargo', 'Joint Venture', 'Cargo airline', 'China', 49),
(3, 'Air Hong Kong', 'Joint Venture', 'Cargo airline', 'Hong Kong', 60),
(4, 'Dragonair', 'Subsidiary', 'Airline', 'Hong Kong', 100),
(5, 'Cathay Pacific Cargo', 'Subsidiary', 'Cargo airline', 'Hong Kong', 100),
(6, 'Cathay Pacific Catering Services (HK) Limited', 'Subsidiary', 'Catering services', 'Hong Kong', 100),
(7, 'Cathay Pacific Services Limited', 'Subsidiary', 'Cargo', 'Hong Kong', 100),
(8, 'Cathay Pacific Holidays', 'Subsidiary', 'Travel agency', 'Hong Kong', 100),
(9, 'Dragonair Holidays', 'Subsidiary', 'Travel agency', 'Hong Kong', 100),
(10, 'Hong Kong Airport Services', 'Subsidiary', 'Ground handling', 'Hong Kong', 100),
(11, 'Vogue Laundry Service Limited', 'Subsidiary', 'Laundry', 'Hong Kong', 100),
(12, 'China Pacific Laundry Services', 'Joint Venture', 'Laundry', 'Taiwan', 45),
(13, 'VN/CX Catering Services Limited', 'Joint Venture', 'Catering services', 'Vietnam', 40),
(14, 'CLS Catering Services Limited', 'Joint Venture', 'Catering services', 'Canada', 30);
INSERT INTO "flight" ("id", "Vehicle_Flight_number", "Date", "Pilot", "Velocity", "Altitude", "airport_id", "company_id") VALUES
(1, 'M2-F1 #0', 'March 1, 1963', 'Thompson', 135, 0, 1, 2),
(2, 'M2-F1 #1', 'August 16, 1963', 'Thompson', 240, 3650, 2, 3),
(3, 'M2-F1 #6', 'September 3, 1963', 'Thompson', 240, 3650, 2, 4),
(4, 'M2-F1 #13', 'October 25, 1963', 'Thompson', 240, 3650, 3, 4),
(5, 'M2-F1 #14', 'November 8, 1963', 'Thompson', 240, 3650, 4, 5),
(6, 'M2-F1 #21', 'January 29, 1964', 'Thompson', 240, 3650, 4, 6),
(7, 'M2-F1 #33', 'March 30, 1964', 'Peterson', 240, 3650, 5, 11),
(8, 'M2-F1 #39', 'May 19, 1964', 'Peterson', 240, 3650, 2, 13),
(9, 'M2-F1 #61', 'July 16, 1965', 'Thompson', 240, 3650, 6, 11),
(10, 'M2-F1 #64', 'August 30, 1965', 'Thompson', 240, 3650, 9, 1),
(11, 'M2-F1 #70', 'October 8, 1965', 'Thompson', 240, 3650, 4, 5),
(12, 'M2-F1 #71', 'March 28, 1966', 'Thompson', 240, 3650, 6, 7),
(13, 'M2-F1 #73', 'August 4, 1966', 'Peterson', 240, 3650, 8, 9);

ALTER TABLE "flight" ADD FOREIGN KEY ("company_id") REFERENCES "operate_company" ("id");
ALTER TABLE "flight" ADD FOREIGN KEY ("airport_id") REFERENCES "airport" ("id");
