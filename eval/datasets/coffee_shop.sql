-- coffee_shop: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/coffee_shop.LICENSE.md

CREATE TABLE "shop" (
  "Shop_ID" integer,
  "Address" text,
  "Num_of_staff" text,
  "Score" double precision,
  "Open_Year" text,
  PRIMARY KEY ("Shop_ID")
);
CREATE TABLE "member" (
  "Member_ID" integer,
  "Name" text,
  "Membership_card" text,
  "Age" integer,
  "Time_of_purchase" integer,
  "Level_of_membership" integer,
  "Address" text,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "happy_hour" (
  "HH_ID" integer,
  "Shop_ID" integer,
  "Month" text,
  "Num_of_shaff_in_charge" integer,
  PRIMARY KEY ("HH_ID", "Shop_ID", "Month")
);
CREATE TABLE "happy_hour_member" (
  "HH_ID" integer,
  "Member_ID" integer,
  "Total_amount" double precision,
  PRIMARY KEY ("HH_ID", "Member_ID")
);

INSERT INTO "shop" ("Shop_ID", "Address", "Num_of_staff", "Score", "Open_Year") VALUES
(1, '1200 Main Street', '13', 42, '2010'),
(2, '1111 Main Street', '19', 38, '2008'),
(3, '1330 Baltimore Street', '42', 36, '2010'),
(4, '909 Walnut Street', '27', 32, '2010'),
(5, '414 E. 12th Street', '24', 30, '2011'),
(6, '1201 Walnut Street', '34', 30, '2010'),
(7, '2345 McGee Street', '425', 40, '2008'),
(8, '909 Main Street', '28', 30, '2011'),
(9, '1100 Main Street', '23', 30, '2006'),
(10, '324 E. 11th Street', '16', 28, '2008');
INSERT INTO "member" ("Member_ID", "Name", "Membership_card", "Age", "Time_of_purchase", "Level_of_membership", "Address") VALUES
(1, 'Ashby, Lazale', 'Black', 29, 18, 5, 'Hartford'),
(2, 'Breton, Robert', 'White', 67, 41, 4, 'Waterbury'),
(3, 'Campbell, Jessie', 'Black', 34, 20, 6, 'Hartford'),
(4, 'Cobb, Sedrick', 'Black', 51, 27, 2, 'Waterbury'),
(5, 'Hayes, Steven', 'White', 50, 44, 3, 'Cheshire'),
(6, 'Komisarjevsky, Joshua', 'White', 33, 26, 2, 'Cheshire'),
(7, 'Peeler, Russell', 'Black', 42, 26, 6, 'Bridgeport'),
(8, 'Reynolds, Richard', 'Black', 45, 24, 1, 'Waterbury'),
(9, 'Rizzo, Todd', 'White', 35, 18, 4, 'Waterbury'),
(10, 'Webb, Daniel', 'Black', 51, 27, 22, 'Hartford');
INSERT INTO "happy_hour" ("HH_ID", "Shop_ID", "Month", "Num_of_shaff_in_charge") VALUES
(1, 1, 'May', 10),
(2, 1, 'April', 12),
(3, 10, 'June', 15),
(4, 5, 'July', 5),
(5, 1, 'May', 10),
(6, 1, 'April', 12),
(7, 2, 'June', 5),
(8, 3, 'July', 15),
(9, 3, 'May', 3),
(10, 3, 'April', 4);
INSERT INTO "happy_hour_member" ("HH_ID", "Member_ID", "Total_amount") VALUES
(1, 3, 20.9),
(4, 3, 20.92),
(7, 9, 4.9),
(2, 5, 16.9),
(5, 5, 16.92),
(8, 9, 4.2);

ALTER TABLE "happy_hour" ADD FOREIGN KEY ("Shop_ID") REFERENCES "shop" ("Shop_ID");
ALTER TABLE "happy_hour_member" ADD FOREIGN KEY ("Member_ID") REFERENCES "member" ("Member_ID");
