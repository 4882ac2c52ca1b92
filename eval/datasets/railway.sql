-- railway: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/railway.LICENSE.md

CREATE TABLE "railway" (
  "Railway_ID" integer,
  "Railway" text,
  "Builder" text,
  "Built" text,
  "Wheels" text,
  "Location" text,
  "ObjectNumber" text,
  PRIMARY KEY ("Railway_ID")
);
CREATE TABLE "train" (
  "Train_ID" integer,
  "Train_Num" text,
  "Name" text,
  "From" text,
  "Arrival" text,
  "Railway_ID" integer,
  PRIMARY KEY ("Train_ID")
);
CREATE TABLE "manager" (
  "Manager_ID" integer,
  "Name" text,
  "Country" text,
  "Working_year_starts" text,
  "Age" integer,
  "Level" integer,
  PRIMARY KEY ("Manager_ID")
);
CREATE TABLE "railway_manage" (
  "Railway_ID" integer,
  "Manager_ID" integer,
  "From_Year" text,
  PRIMARY KEY ("Railway_ID", "Manager_ID")
);

INSERT INTO "railway" ("Railway_ID", "Railway", "Builder", "Built", "Wheels", "Location", "ObjectNumber") VALUES
(1, 'SECR', 'SECR Ashford', '1901', '4-4-0', 'York', '1975-7006'),
(2, 'MR', 'MR Derby', '1902 Midland Railway 1000 was rebuilt in 1914.', '4-4-0', 'Bo''ness', '1975-7018'),
(3, 'GNRD', 'GNR Doncaster', '1902', '4-4-2', 'Barrow Hill', '1975-7005'),
(4, 'GWRS', 'GWR Swindon', '1903', '4-4-0', 'Toddington', '1978-7025'),
(5, 'GERSt', 'GER Stratford', '1904', '0-6-0T', 'Bressingham', '1975-7003'),
(6, 'GERHt', 'GER Hartford', '1905', '0-6-0', 'Barrow Hill', '1978-7026'),
(7, 'GWRSn', 'GWR Swindon', '1905', '2-8-0', 'Shildon', '1976-7001'),
(8, 'GWRWk', 'Swindon Works', '1907', '4-6-0', 'Swindon', '1978-7027'),
(9, 'LTSR', 'Stephenson', '1909', '4-4-2T', 'Bressingham', '1978-7028'),
(10, 'Longmoor', 'Avonside', '1910', '0-6-0ST', 'Basingstoke', '2008-7159');
INSERT INTO "train" ("Train_ID", "Train_Num", "Name", "From", "Arrival", "Railway_ID") VALUES
(1, '51195', 'Wardha-Ballarshah Pass', 'Wardha', '08:54', 1),
(2, '12139', 'Sewagram Exp', 'Mumbai CST', '09:08', 1),
(3, '12140', 'Ballarshah-Mumbai Pass', 'Ballarshah', '09:48', 2),
(4, '57135', 'Nagpur-Kazipet Pass', 'Nagpur', '23:44', 3),
(5, '57136', 'Kazipet-Nagpur Pass', 'Kazipet', '05:09', 5),
(6, '16094', 'Lucknow-Chennai Exp', 'Lucknow', '13:04', 5),
(7, '16032', 'Andaman Exp', 'Jammu Tawi', '13:04', 7),
(8, '16031', 'Andaman Exp', 'Chennai', '23:39', 9),
(9, '11401', 'Nandigram Exp', 'Mumbai CST', '13:28', 10);
INSERT INTO "manager" ("Manager_ID", "Name", "Country", "Working_year_starts", "Age", "Level") VALUES
(1, 'Ben Curtis', 'United States', '2003', 45, 5),
(2, 'Todd Hamilton', 'United States', '2004', 55, 5),
(3, 'Tiger Woods', 'United States', '2006', 46, 5),
(4, 'David Duval', 'United States', '2001', 47, 7),
(5, 'Sandy Lyle', 'Scotland', '1985', 48, 8),
(6, 'Nick Faldo', 'England', '1999', 51, 11),
(7, 'Greg Norman', 'Australia', '1993', 52, 12);
INSERT INTO "railway_manage" ("Railway_ID", "Manager_ID", "From_Year") VALUES
(8, 1, '2010'),
(9, 2, '2011'),
(7, 3, '2012'),
(2, 4, '2013');

ALTER TABLE "train" ADD FOREIGN KEY ("Railway_ID") REFERENCES "railway" ("Railway_ID");
ALTER TABLE "railway_manage" ADD FOREIGN KEY ("Railway_ID") REFERENCES "railway" ("Railway_ID");
ALTER TABLE "railway_manage" ADD FOREIGN KEY ("Manager_ID") REFERENCES "manager" ("Manager_ID");
