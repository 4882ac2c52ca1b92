-- music_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/music_1.LICENSE.md

CREATE TABLE "genre" (
  "g_name" varchar(20) NOT NULL,
  "rating" varchar(10),
  "most_popular_in" varchar(50),
  PRIMARY KEY ("g_name")
);
CREATE TABLE "artist" (
  "artist_name" varchar(50) NOT NULL,
  "country" varchar(20),
  "gender" varchar(20),
  "preferred_genre" varchar(20),
  PRIMARY KEY ("artist_name")
);
CREATE TABLE "files" (
  "f_id" integer NOT NULL,
  "artist_name" varchar(50),
  "file_size" varchar(20),
  "duration" varchar(20),
  "formats" varchar(20),
  PRIMARY KEY ("f_id")
);
CREATE TABLE "song" (
  "song_name" varchar(50),
  "artist_name" varchar(50),
  "country" varchar(20),
  "f_id" integer,
  "genre_is" varchar(20),
  "rating" integer,
  "languages" varchar(20),
  "releasedate" text,
  "resolution" integer NOT NULL,
  PRIMARY KEY ("song_name")
);

INSERT INTO "genre" ("g_name", "rating", "most_popular_in") VALUES
('tagore', '8', 'Bangladesh'),
('nazrul', '7', 'Bangladesh'),
('folk', '9', 'Sylhet,Chittagong,Kustia'),
('modern', '8', 'Bangladesh'),
('blues', '7', 'Canada'),
('pop', '9', 'America');
INSERT INTO "artist" ("artist_name", "country", "gender", "preferred_genre") VALUES
('Shrikanta', 'India', 'Male', 'tagore'),
('Prity', 'Bangladesh', 'Female', 'nazrul'),
('Farida', 'Bangladesh', 'Female', 'folk'),
('Topu', 'India', 'Female', 'modern'),
('Enrique', 'USA', 'Male', 'blues'),
('Michel', 'UK', 'Male', 'pop');
INSERT INTO "files" ("f_id", "artist_name", "file_size", "duration", "formats") VALUES
(1, 'Shrikanta', '3.78 MB', '3:45', 'mp4'),
(2, 'Prity', '4.12 MB', '2:56', 'mp3'),
(3, 'Farida', '3.69 MB', '4:12', 'mp4'),
(4, 'Enrique', '4.58 MB', '5:23', 'mp4'),
(5, 'Michel', '5.10 MB', '4:34', 'mp3'),
(6, 'Topu', '4.10 MB', '4:30', 'mp4');
INSERT INTO "song" ("song_name", "artist_name", "country", "f_id", "genre_is", "rating", "languages", "releasedate", "resolution") VALUES
('Tumi robe nirobe', 'Shrikanta', 'India', 1, 'tagore', 8, 'bangla', '28-AUG-2011', 1080),
('Shukno patar nupur pae', 'Prity', 'Bangladesh', 2, 'nazrul', 5, 'bangla', '21-SEP-1997', 512),
('Ami opar hoye', 'Farida', 'Bangladesh', 3, 'folk', 7, 'bangla', '7-APR-2001', 320),
('My love', 'Enrique', 'USA', 4, 'blues', 6, 'english', '24-JAN-2007', 1080),
('Just beat it', 'Michel', 'UK', 5, 'pop', 8, 'english', '17-MAR-2002', 720),
('Aj ei akash', 'Topu', 'India', 6, 'modern', 10, 'bangla', '27-MAR-2004', 320);

ALTER TABLE "artist" ADD FOREIGN KEY ("preferred_genre") REFERENCES "genre" ("g_name");
ALTER TABLE "files" ADD FOREIGN KEY ("artist_name") REFERENCES "artist" ("artist_name");
ALTER TABLE "song" ADD FOREIGN KEY ("genre_is") REFERENCES "genre" ("g_name");
ALTER TABLE "song" ADD FOREIGN KEY ("f_id") REFERENCES "files" ("f_id");
ALTER TABLE "song" ADD FOREIGN KEY ("artist_name") REFERENCES "artist" ("artist_name");
