-- singer: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/singer.LICENSE.md

CREATE TABLE "singer" (
  "Singer_ID" integer,
  "Name" text,
  "Birth_Year" double precision,
  "Net_Worth_Millions" double precision,
  "Citizenship" text,
  PRIMARY KEY ("Singer_ID")
);
CREATE TABLE "song" (
  "Song_ID" integer,
  "Title" text,
  "Singer_ID" integer,
  "Sales" double precision,
  "Highest_Position" double precision,
  PRIMARY KEY ("Song_ID")
);

INSERT INTO "singer" ("Singer_ID", "Name", "Birth_Year", "Net_Worth_Millions", "Citizenship") VALUES
(1, 'Liliane Bettencourt', 1944, 30, 'France'),
(2, 'Christy Walton', 1948, 28.8, 'United States'),
(3, 'Alice Walton', 1949, 26.3, 'United States'),
(4, 'Iris Fontbona', 1942, 17.4, 'Chile'),
(5, 'Jacqueline Mars', 1940, 17.8, 'United States'),
(6, 'Gina Rinehart', 1953, 17, 'Australia'),
(7, 'Susanne Klatten', 1962, 14.3, 'Germany'),
(8, 'Abigail Johnson', 1961, 12.7, 'United States');
INSERT INTO "song" ("Song_ID", "Title", "Singer_ID", "Sales", "Highest_Position") VALUES
(1, 'Do They Know It''s Christmas', 1, 1094000, 1),
(2, 'F**k It (I Don''t Want You Back)', 1, 552407, 1),
(3, 'Cha Cha Slide', 2, 351421, 1),
(4, 'Call on Me', 4, 335000, 1),
(5, 'Yeah', 2, 300000, 1),
(6, 'All This Time', 6, 292000, 1),
(7, 'Left Outside Alone', 5, 275000, 3),
(8, 'Mysterious Girl', 7, 261000, 1);

ALTER TABLE "song" ADD FOREIGN KEY ("Singer_ID") REFERENCES "singer" ("Singer_ID");
