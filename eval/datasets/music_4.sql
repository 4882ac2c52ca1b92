-- music_4: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/music_4.LICENSE.md

CREATE TABLE "artist" (
  "Artist_ID" integer,
  "Artist" text,
  "Age" integer,
  "Famous_Title" text,
  "Famous_Release_date" text,
  PRIMARY KEY ("Artist_ID")
);
CREATE TABLE "volume" (
  "Volume_ID" integer,
  "Volume_Issue" text,
  "Issue_Date" text,
  "Weeks_on_Top" double precision,
  "Song" text,
  "Artist_ID" integer,
  PRIMARY KEY ("Volume_ID")
);
CREATE TABLE "music_festival" (
  "ID" integer,
  "Music_Festival" text,
  "Date_of_ceremony" text,
  "Category" text,
  "Volume" integer,
  "Result" text,
  PRIMARY KEY ("ID")
);

INSERT INTO "artist" ("Artist_ID", "Artist", "Age", "Famous_Title", "Famous_Release_date") VALUES
(1, 'Gorgoroth', 34, 'Bergen 1996', 'November 2007'),
(2, 'Ophiolatry', 35, 'Transmutation', 'January 21, 2008'),
(3, 'Ophiolatry', 22, 'Antievangelistical Process (re-release)', '2009'),
(4, 'Black Flame', 18, 'Imperivm', 'June 23, 2008'),
(5, 'Tangorodrim', 35, 'Unholy Metal Way (re-release)', '2009'),
(6, 'Tangorodrim', 27, 'Those Who Unleashed (re-release)', '2009'),
(7, 'Triumfall', 49, 'Antithesis of All Flesh', 'June 15, 2009');
INSERT INTO "volume" ("Volume_ID", "Volume_Issue", "Issue_Date", "Weeks_on_Top", "Song", "Artist_ID") VALUES
(1, '45:14 §', '27 December 1986 - 10 January', 3, ' The Way', 1),
(2, '45:15', '17 January', 1, ' Everybody Have Fun Tonight ', 2),
(3, '45:16', '24 January', 1, ' Walk Like an Egyptian ', 1),
(4, '45:21-22', '28 February - 7 March', 2, ' Touch Me (I Want Your Body) ', 2),
(5, '46:5', '9 May', 1, ' With or Without You ', 1),
(6, '46:6-8', '16 May - 30 May', 3, ' (I Just) Died in Your Arms ', 1),
(7, '46:9', '6 June', 1, ' La Isla Bonita ', 4),
(8, '46:10', '13 June', 1, 'Looking for a New Love', 5),
(9, '46:14-15', '11 July - 18 July', 2, ' Always ', 6),
(10, '46:16', '25 July', 1, 'Head to Toe ', 5);
INSERT INTO "music_festival" ("ID", "Music_Festival", "Date_of_ceremony", "Category", "Volume", "Result") VALUES
(1, '34th England Academy Prize', '18 February 2011', 'Best Song', 1, 'Nominated'),
(2, '34th Japan Academy Prize', '18 February 2011', 'Best Lyrics', 2, 'Nominated'),
(3, '34th European Academy Prize', '18 February 2011', 'Best Song', 3, 'Awarded'),
(4, '36th Japan Academy Prize', '18 February 2011', 'Best Song', 4, 'Awarded'),
(5, '34th USA Academy Prize', '18 February 2011', 'Best Song', 5, 'Nominated'),
(6, '40th Japan Academy Prize', '18 February 2011', 'Best Song', 6, 'Nominated'),
(7, '37th Sweden Academy Prize', '18 February 2011', 'Best Lyrics', 7, 'Nominated'),
(8, '37th Canadian Academy Prize', '18 February 2011', 'Best Lyrics', 8, 'Nominated'),
(9, '35th China Academy Prize', '18 February 2011', 'Best Sound Song', 9, 'Awarded');

ALTER TABLE "volume" ADD FOREIGN KEY ("Artist_ID") REFERENCES "artist" ("Artist_ID");
ALTER TABLE "music_festival" ADD FOREIGN KEY ("Volume") REFERENCES "volume" ("Volume_ID");
