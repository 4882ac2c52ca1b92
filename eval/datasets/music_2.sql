-- music_2: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/music_2.LICENSE.md

CREATE TABLE "Songs" (
  "SongId" integer,
  "Title" text,
  PRIMARY KEY ("SongId")
);
CREATE TABLE "Albums" (
  "AId" integer,
  "Title" text,
  "Year" integer,
  "Label" text,
  "Type" text,
  PRIMARY KEY ("AId")
);
CREATE TABLE "Band" (
  "Id" integer,
  "Firstname" text,
  "Lastname" text,
  PRIMARY KEY ("Id")
);
CREATE TABLE "Instruments" (
  "SongId" integer,
  "BandmateId" integer,
  "Instrument" text,
  PRIMARY KEY ("SongId", "BandmateId", "Instrument")
);
CREATE TABLE "Performance" (
  "SongId" integer,
  "Bandmate" integer,
  "StagePosition" text,
  PRIMARY KEY ("SongId", "Bandmate")
);
CREATE TABLE "Tracklists" (
  "AlbumId" integer,
  "Position" integer,
  "SongId" integer,
  PRIMARY KEY ("AlbumId", "Position")
);
CREATE TABLE "Vocals" (
  "SongId" integer,
  "Bandmate" integer,
  "Type" text,
  PRIMARY KEY ("SongId", "Bandmate")
);


ALTER TABLE "Instruments" ADD FOREIGN KEY ("BandmateId") REFERENCES "Band" ("Id");
ALTER TABLE "Instruments" ADD FOREIGN KEY ("SongId") REFERENCES "Songs" ("SongId");
ALTER TABLE "Performance" ADD FOREIGN KEY ("Bandmate") REFERENCES "Band" ("Id");
ALTER TABLE "Performance" ADD FOREIGN KEY ("SongId") REFERENCES "Songs" ("SongId");
ALTER TABLE "Tracklists" ADD FOREIGN KEY ("AlbumId") REFERENCES "Albums" ("AId");
ALTER TABLE "Tracklists" ADD FOREIGN KEY ("SongId") REFERENCES "Songs" ("SongId");
ALTER TABLE "Vocals" ADD FOREIGN KEY ("Bandmate") REFERENCES "Band" ("Id");
ALTER TABLE "Vocals" ADD FOREIGN KEY ("SongId") REFERENCES "Songs" ("SongId");
