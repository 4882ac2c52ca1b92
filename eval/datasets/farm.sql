-- farm: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/farm.LICENSE.md

CREATE TABLE "city" (
  "City_ID" integer,
  "Official_Name" text,
  "Status" text,
  "Area_km_2" double precision,
  "Population" double precision,
  "Census_Ranking" text,
  PRIMARY KEY ("City_ID")
);
CREATE TABLE "farm" (
  "Farm_ID" integer,
  "Year" integer,
  "Total_Horses" double precision,
  "Working_Horses" double precision,
  "Total_Cattle" double precision,
  "Oxen" double precision,
  "Bulls" double precision,
  "Cows" double precision,
  "Pigs" double precision,
  "Sheep_and_Goats" double precision,
  PRIMARY KEY ("Farm_ID")
);
CREATE TABLE "farm_competition" (
  "Competition_ID" integer,
  "Year" integer,
  "Theme" text,
  "Host_city_ID" integer,
  "Hosts" text,
  PRIMARY KEY ("Competition_ID")
);
CREATE TABLE "competition_record" (
  "Competition_ID" integer,
  "Farm_ID" integer,
  "Rank" integer,
  PRIMARY KEY ("Competition_ID", "Farm_ID")
);

INSERT INTO "city" ("City_ID", "Official_Name", "Status", "Area_km_2", "Population", "Census_Ranking") VALUES
(1, 'Grand Falls/Grand-Sault', 'Town', 18.06, 5706, '636 of 5008'),
(2, 'Perth-Andover', 'Village', 8.89, 1778, '1442 of 5,008'),
(3, 'Plaster Rock', 'Village', 3.09, 1135, '1936 of 5,008'),
(4, 'Drummond', 'Village', 8.91, 775, '2418 of 5008'),
(5, 'Aroostook', 'Village', 2.24, 351, '3460 of 5008');
INSERT INTO "farm" ("Farm_ID", "Year", "Total_Horses", "Working_Horses", "Total_Cattle", "Oxen", "Bulls", "Cows", "Pigs", "Sheep_and_Goats") VALUES
(1, 1927, 5056.5, 3900.1, 8374.5, 805.5, 31.6, 3852.1, 4412.4, 7956.3),
(2, 1928, 5486.9, 4090.5, 8604.8, 895.3, 32.8, 3987, 6962.9, 8112.2),
(3, 1929, 5607.5, 4198.8, 7611, 593.7, 26.9, 3873, 4161.2, 7030.8),
(4, 1930, 5308.2, 3721.6, 6274.1, 254.8, 49.6, 3471.6, 3171.8, 4533.4),
(5, 1931, 4781.3, 3593.7, 6189.5, 113.8, 40, 3377, 3373.3, 3364.8),
(6, 1932, 3658.9, 3711.6, 5006.7, 105.2, 71.6, 2739.5, 2623.7, 2109.5),
(7, 1933, 2604.8, 3711.2, 4446.3, 116.9, 37.6, 2407.2, 2089.2, 2004.7),
(8, 1934, 2546.9, 2197.3, 5277.5, 156.5, 46.7, 2518, 4236.7, 2197.1);
INSERT INTO "farm_competition" ("Competition_ID", "Year", "Theme", "Host_city_ID", "Hosts") VALUES
(1, 2013, 'Carnival M is back!', 1, 'Miley Cyrus Jared Leto and Karen Mok'),
(2, 2006, 'Codehunters', 2, 'Leehom Wang and Kelly Rowland'),
(3, 2005, 'MTV Asia Aid', 3, 'Alicia Keys'),
(4, 2004, 'Valentine''s Day', 4, 'Vanness Wu and Michelle Branch'),
(5, 2003, 'MTV Cube', 5, 'Shaggy and Coco Lee'),
(6, 2002, 'Aliens', 5, 'Mandy Moore and Ronan Keating');
INSERT INTO "competition_record" ("Competition_ID", "Farm_ID", "Rank") VALUES
(1, 8, 1),
(1, 2, 2),
(1, 3, 3),
(2, 1, 3),
(2, 4, 1),
(2, 3, 2),
(3, 7, 1),
(3, 1, 3),
(4, 3, 2),
(4, 1, 4),
(5, 5, 1),
(5, 3, 2);

ALTER TABLE "farm_competition" ADD FOREIGN KEY ("Host_city_ID") REFERENCES "city" ("City_ID");
ALTER TABLE "competition_record" ADD FOREIGN KEY ("Farm_ID") REFERENCES "farm" ("Farm_ID");
ALTER TABLE "competition_record" ADD FOREIGN KEY ("Competition_ID") REFERENCES "farm_competition" ("Competition_ID");
