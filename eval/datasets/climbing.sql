-- climbing: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/climbing.LICENSE.md

CREATE TABLE "mountain" (
  "Mountain_ID" integer,
  "Name" text,
  "Height" double precision,
  "Prominence" double precision,
  "Range" text,
  "Country" text,
  PRIMARY KEY ("Mountain_ID")
);
CREATE TABLE "climber" (
  "Climber_ID" integer,
  "Name" text,
  "Country" text,
  "Time" text,
  "Points" double precision,
  "Mountain_ID" integer,
  PRIMARY KEY ("Climber_ID")
);

INSERT INTO "mountain" ("Mountain_ID", "Name", "Height", "Prominence", "Range", "Country") VALUES
(1, 'Kibo (Uhuru Pk)', 5895, 5885, 'Kilimanjaro', 'Tanzania'),
(2, 'Mount Kenya (Batian)', 5199, 3825, 'Mount Kenya', 'Kenya'),
(3, 'Mawenzi (Hans Meyer Pk)', 5148, 850, 'Kilimanjaro', 'Tanzania'),
(4, 'Ngaliema / Mt Stanley (Margherita Pk)', 5109, 3951, 'Rwenzori', 'DR Congo Uganda'),
(5, 'Mount Kenya (Lenana)', 4985, 130, 'Mount Kenya', 'Kenya'),
(6, 'Ngaliema / Mt Stanley (Savoia Pk)', 4977, 110, 'Rwenzori', 'Uganda'),
(7, 'Duwoni / Mt Speke (Vittorio Emanuele Pk)', 4890, 720, 'Rwenzori', 'Uganda');
INSERT INTO "climber" ("Climber_ID", "Name", "Country", "Time", "Points", "Mountain_ID") VALUES
(1, 'Klaus Enders', 'West Germany', '1:13.05.6', 15, 1),
(2, 'Siegfried Schauzu', 'West Germany', '1:14.56.4', 12, 1),
(3, 'Hans Luthringhauser', 'West Germany', '1:16.58.0', 10, 2),
(4, 'Jean Claude Castella', 'Switzerland', '1:17.16.0', 8, 2),
(5, 'Horst Owesle', 'West Germany', '1:17.22.0', 6, 2),
(6, 'Georg Auerbacher', 'West Germany', '1:18.14.6', 5, 3),
(7, 'Arseneus Butscher', 'West Germany', '1:21.35.6', 4, 5),
(8, 'Charlie Freedman', 'United Kingdom', '1:25.02.8', 3, 5),
(9, 'L Currie', 'United Kingdom', '1:25.40.6', 2, 7),
(10, 'Mick Horsepole', 'United Kingdom', '1:27.28.8', 1, 7);

ALTER TABLE "climber" ADD FOREIGN KEY ("Mountain_ID") REFERENCES "mountain" ("Mountain_ID");
