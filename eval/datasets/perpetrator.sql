-- perpetrator: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/perpetrator.LICENSE.md

CREATE TABLE "perpetrator" (
  "Perpetrator_ID" integer,
  "People_ID" integer,
  "Date" text,
  "Year" double precision,
  "Location" text,
  "Country" text,
  "Killed" integer,
  "Injured" integer,
  PRIMARY KEY ("Perpetrator_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Name" text,
  "Height" double precision,
  "Weight" double precision,
  "Home Town" text,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "perpetrator" ("Perpetrator_ID", "People_ID", "Date", "Year", "Location", "Country", "Killed", "Injured") VALUES
(1, 1, '04.26 April 26/27', 1982, 'Uiryeong', 'South Korea', 56, 37),
(2, 3, '11.18 Nov. 18', 1995, 'Zhaodong', 'China', 32, 16),
(3, 4, '05.21 May 21', 1938, 'Kaio', 'Japan', 30, 3),
(4, 6, '09.20 Sep. 20', 1994, 'Beijing', 'China', 23, 80),
(5, 8, '04.00 April', 1950, 'Nainital', 'India', 22, 0);
INSERT INTO "people" ("People_ID", "Name", "Height", "Weight", "Home Town") VALUES
(1, 'Ron Baxter', 6.4, 205, 'Los Angeles, CA'),
(2, 'Brent Boyd', 6.3, 185, 'Baton Rouge, LA'),
(3, 'Tyrone Brayan', 6.7, 220, 'Placentia, CA'),
(4, 'Rob Cunningham', 6.8, 215, 'Westport, CT'),
(5, 'John Danks', 6.6, 190, 'Beaver Dam, KY'),
(6, 'Ovie Dotson', 6.5, 200, 'San Antonio, TX'),
(7, 'Gary Goodner', 6.7, 220, 'Denton, TX'),
(8, 'Henry Johnson', 6.6, 190, 'Los Angeles, CA'),
(9, 'Jim Krivacs', 6.1, 160, 'Indianapolis, IN'),
(10, 'John Moore', 6.1, 170, 'Altoona, PA'),
(11, 'Mike Murphy', 6.8, 215, 'Austin, TX');

ALTER TABLE "perpetrator" ADD FOREIGN KEY ("People_ID") REFERENCES "people" ("People_ID");
