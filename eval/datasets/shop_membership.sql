-- shop_membership: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/shop_membership.LICENSE.md

CREATE TABLE "member" (
  "Member_ID" integer,
  "Card_Number" text,
  "Name" text,
  "Hometown" text,
  "Level" integer,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "branch" (
  "Branch_ID" integer,
  "Name" text,
  "Open_year" text,
  "Address_road" text,
  "City" text,
  "membership_amount" text,
  PRIMARY KEY ("Branch_ID")
);
CREATE TABLE "membership_register_branch" (
  "Member_ID" integer,
  "Branch_ID" integer,
  "Register_Year" text,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "purchase" (
  "Member_ID" integer,
  "Branch_ID" integer,
  "Year" text,
  "Total_pounds" double precision,
  PRIMARY KEY ("Member_ID", "Branch_ID", "Year")
);

INSERT INTO "member" ("Member_ID", "Card_Number", "Name", "Hometown", "Level") VALUES
(1, 'LE99', 'Jeremy Jarmon', 'Collierville, Tennessee', 6),
(2, 'LT98', 'Myron Pryor', 'Louisville, Kentucky', 6),
(3, 'RT91', 'Corey Peters', 'Louisville, Kentucky', 6),
(4, 'RE95', 'Ventrell Jenkins', 'Columbia, South Carolina', 6),
(5, 'OLB56', 'Braxton Kelley', 'LaGrange, Georgia', 6),
(6, 'MLB4', 'Micah Johnson', 'Fort Campbell, Kentucky', 4),
(7, 'SLB51', 'Johnny Williams', 'Jacksonville, Florida', 6),
(8, 'RCB32', 'Trevard Lindley', 'Hiram, Georgia', 6),
(9, 'LCB7', 'David Jones', 'Red Jacket, West Virginia', 6),
(10, 'FS10', 'Matt Lentz', 'Simpsonville, South Carolina', 2);
INSERT INTO "branch" ("Branch_ID", "Name", "Open_year", "Address_road", "City", "membership_amount") VALUES
(1, 'Alexandre', '2001', 'Valleys Place', 'London', '112'),
(2, 'Popert', '2009', 'Oaks Crescent', 'London', '11'),
(3, 'Stanley', '2013', 'Abbott Street', 'London', '6'),
(4, 'Zytogorski', '2009', 'Abbey Rise', 'Oxford', '7'),
(5, 'Cochrane', '2012', 'Brampton Road', 'London', '1418'),
(6, 'Taverner', '2014', 'Cecilia Avenue', 'Oxford', '56'),
(7, 'Saint Amant', '2015', 'Concord Road', 'London', '91'),
(8, 'Brooke Greville', '2009', 'Glebe Street', 'Oxford', '31');
INSERT INTO "membership_register_branch" ("Member_ID", "Branch_ID", "Register_Year") VALUES
(1, '1', '2016'),
(2, '4', '2016'),
(3, '1', '2017'),
(4, '1', '2016'),
(5, '5', '2016'),
(6, '6', '2017'),
(7, '2', '2016'),
(8, '8', '2016');
INSERT INTO "purchase" ("Member_ID", "Branch_ID", "Year", "Total_pounds") VALUES
(1, '3', '2018', 2013.32),
(2, '5', '2018', 321.13),
(3, '1', '2017', 988.09),
(4, '1', '2018', 20.99),
(3, '5', '2018', 343.76),
(6, '6', '2018', 232.09),
(2, '2', '2018', 402.1),
(2, '3', '2018', 430.29);

ALTER TABLE "membership_register_branch" ADD FOREIGN KEY ("Branch_ID") REFERENCES "branch" ("Branch_ID");
ALTER TABLE "membership_register_branch" ADD FOREIGN KEY ("Member_ID") REFERENCES "member" ("Member_ID");
ALTER TABLE "purchase" ADD FOREIGN KEY ("Branch_ID") REFERENCES "branch" ("Branch_ID");
ALTER TABLE "purchase" ADD FOREIGN KEY ("Member_ID") REFERENCES "member" ("Member_ID");
