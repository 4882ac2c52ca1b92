-- debate: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/debate.LICENSE.md

CREATE TABLE "people" (
  "People_ID" integer,
  "District" text,
  "Name" text,
  "Party" text,
  "Age" integer,
  PRIMARY KEY ("People_ID")
);
CREATE TABLE "debate" (
  "Debate_ID" integer,
  "Date" text,
  "Venue" text,
  "Num_of_Audience" integer,
  PRIMARY KEY ("Debate_ID")
);
CREATE TABLE "debate_people" (
  "Debate_ID" integer,
  "Affirmative" integer,
  "Negative" integer,
  "If_Affirmative_Win" boolean,
  PRIMARY KEY ("Debate_ID", "Affirmative", "Negative")
);

INSERT INTO "people" ("People_ID", "District", "Name", "Party", "Age") VALUES
(1, 'New York 1', 'Luther C. Carter', 'Republican', 35),
(2, 'New York 2', 'James Humphrey', 'Republican', 38),
(3, 'New York 3', 'Daniel Sickles', 'Democratic', 46),
(4, 'New York 4', 'Thomas J. Barr', 'Independent Democrat', 48),
(5, 'New York 5', 'William B. Maclay', 'Democratic', 36),
(6, 'New York 6', 'John Cochrane', 'Democratic', 46),
(7, 'New York 7', 'George Briggs', 'Republican', 42),
(8, 'New York 8', 'Horace F. Clark', 'Anti-Lecompton Democrat', 45),
(9, 'New York 9', 'John B. Haskin', 'Anti-Lecompton Democrat', 43),
(10, 'New York 10', 'Charles Van Wyck', 'Republican', 36);
INSERT INTO "debate" ("Debate_ID", "Date", "Venue", "Num_of_Audience") VALUES
(1, 'October 21, 2011', 'Manama , Bahrain', 342),
(2, 'December 17, 2014', 'Doha , Qatar', 134),
(3, 'August 3, 2015', 'Manama , Bahrain', 90),
(4, 'October 27, 2015', 'Manama , Bahrain', 209),
(5, 'January 12, 2017', 'Dubai , UAE', 313),
(6, 'January 21, 2017', 'Abu Dhabi , UAE', 159);
INSERT INTO "debate_people" ("Debate_ID", "Affirmative", "Negative", "If_Affirmative_Win") VALUES
(1, 1, 10, 'F'),
(5, 2, 8, 'F'),
(3, 4, 7, 'T'),
(6, 5, 6, 'T'),
(4, 5, 8, 'F');

ALTER TABLE "debate_people" ADD FOREIGN KEY ("Negative") REFERENCES "people" ("People_ID");
ALTER TABLE "debate_people" ADD FOREIGN KEY ("Affirmative") REFERENCES "people" ("People_ID");
ALTER TABLE "debate_people" ADD FOREIGN KEY ("Debate_ID") REFERENCES "debate" ("Debate_ID");
