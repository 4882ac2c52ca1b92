-- roller_coaster: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/roller_coaster.LICENSE.md

CREATE TABLE "roller_coaster" (
  "Roller_Coaster_ID" integer,
  "Name" text,
  "Park" text,
  "Country_ID" integer,
  "Length" double precision,
  "Height" double precision,
  "Speed" text,
  "Opened" text,
  "Status" text,
  PRIMARY KEY ("Roller_Coaster_ID")
);
CREATE TABLE "country" (
  "Country_ID" integer,
  "Name" text,
  "Population" integer,
  "Area" integer,
  "Languages" text,
  PRIMARY KEY ("Country_ID")
);

INSERT INTO "roller_coaster" ("Roller_Coaster_ID", "Name", "Park", "Country_ID", "Length", "Height", "Speed", "Opened", "Status") VALUES
(1, 'Boardwalk Bullet', 'Kemah Boardwalk', 1, 3236, 96, '51', 'August 31, 2007', 'Operating'),
(2, 'Dauling Dragon', 'Happy Valley', 1, 3914, 105, '55', '2012', 'Operating'),
(3, 'Hades 360', 'Mt. Olympus', 1, 4726, 136, '70', 'May 14, 2005', 'Operating'),
(4, 'Ravine Flyer II', 'Waldameer', 2, 2900, 120, '57', 'May 17, 2008', 'Operating'),
(5, 'Twister', 'Gröna Lund', 2, 1574, 50, '37.9', '2011', 'Operating'),
(6, 'The Voyage', 'Holiday World', 3, 6442, 163, '67', 'May 6, 2006', 'Operating');
INSERT INTO "country" ("Country_ID", "Name", "Population", "Area", "Languages") VALUES
(1, 'Austria', 8206524, 83871, 'German'),
(2, 'Finland', 5261008, 338145, 'Finnish Swedish'),
(3, 'Sweden', 9047752, 449964, 'Swedish');

ALTER TABLE "roller_coaster" ADD FOREIGN KEY ("Country_ID") REFERENCES "country" ("Country_ID");
