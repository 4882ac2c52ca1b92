-- body_builder: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/body_builder.LICENSE.md

CREATE TABLE "body_builder" (
  "Body_Builder_ID" integer,
  "People_ID" integer,
  "Snatch" double precision,
  "Clean_Jerk" double precision,
  "Total" double precision,
  PRIMARY KEY ("Body_Builder_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Name" text,
  "Height" double precision,
  "Weight" double precision,
  "Birth_Date" text,
  "Birth_Place" text,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "body_builder" ("Body_Builder_ID", "People_ID", "Snatch", "Clean_Jerk", "Total") VALUES
(1, 1, 142.5, 175, 317.5),
(2, 2, 137.5, 177.5, 315),
(3, 3, 140, 175, 315),
(4, 5, 137.5, 175, 312.5),
(5, 6, 130, 162.5, 292.5);
INSERT INTO "people" ("People_ID", "Name", "Height", "Weight", "Birth_Date", "Birth_Place") VALUES
(1, 'Jack Campbell', 182, 80, 'January 1, 1992', 'Port Huron, Michigan'),
(2, 'Ty Conklin', 192, 90, 'March 30, 1976', 'Anchorage, Alaska'),
(3, 'Al Montoya', 195, 100, 'February 13, 1985', 'Glenview, Illinois'),
(4, 'Mark Fayne', 215, 102, 'May 5, 1987', 'Nashua, New Hampshire'),
(5, 'Cam Fowler', 196, 89, 'December 5, 1991', 'Farmington Hills, Michigan'),
(6, 'Jake Gardiner', 205, 92, 'July 4, 1990', 'Minnetonka, Minnesota');

ALTER TABLE "body_builder" ADD FOREIGN KEY ("People_ID") REFERENCES "people" ("People_ID");
