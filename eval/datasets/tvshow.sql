-- tvshow: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/tvshow.LICENSE.md

CREATE TABLE "TV_Channel" (
  "id" text,
  "series_name" text,
  "Country" text,
  "Language" text,
  "Content" text,
  "Pixel_aspect_ratio_PAR" text,
  "Hight_definition_TV" text,
  "Pay_per_view_PPV" text,
  "Package_Option" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "TV_series" (
  "id" double precision,
  "Episode" text,
  "Air_Date" text,
  "Rating" text,
  "Share" double precision,
  "18_49_Rating_Share" text,
  "Viewers_m" text,
  "Weekly_Rank" double precision,
  "Channel" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "Cartoon" (
  "id" double precision,
  "Title" text,
  "Directed_by" text,
  "Written_by" text,
  "Original_air_date" text,
  "Production_code" double precision,
  "Channel" text,
  PRIMARY KEY ("id")
);

INSERT INTO "TV_Channel" ("id", "series_name", "Country", "Language", "Content", "Pixel_aspect_ratio_PAR", "Hight_definition_TV", "Pay_per_view_PPV", "Package_Option") VALUES
('700', 'Sky Radio', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia'),
('701', 'Sky Music', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia'),
('703', 'Music Box Italia', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia'),
('704', 'MTV Hits', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia'),
('705', 'MTV Classic', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia'),
('706', 'MTV Rocks', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia'),
('707', 'MTV Dance', 'United Kingdom', 'English', 'music', '16:9', 'no', 'no', 'Sky Famiglia'),
('708', 'MTV Music', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'no ( FTV )'),
('709', 'MTV Live HD', 'Poland', 'English', 'music', '16:9', 'yes', 'no', 'Sky Famiglia + Sky HD'),
('713', 'Radio Capital TiVù', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'no ( FTV )'),
('714', 'myDeejay', 'Italy', 'Italian', 'music', '16:9', 'no', 'no', 'Sky Famiglia'),
('715', 'Match Music', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia'),
('717', 'Rock TV', 'Italy', 'Italian', 'music', '4:3 / 16:9', 'no', 'no', 'Sky Famiglia'),
('719', 'Hip Hop TV', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Sky Famiglia'),
('728', 'Classica', 'Italy', 'Italian', 'music', '4:3', 'no', 'no', 'Option');
INSERT INTO "TV_series" ("id", "Episode", "Air_Date", "Rating", "Share", "18_49_Rating_Share", "Viewers_m", "Weekly_Rank", "Channel") VALUES
(1, 'A Love of a Lifetime', 'September 24, 2007', '5.8', 9, '3.5/9', '9.16', 43, '700'),
(2, 'Friendly Skies', 'October 1, 2007', '5.3', 9, '3.2/8', '8.23', 50, '701'),
(3, 'Game Three', 'October 8, 2007', '4.4', 7, '2.9/7', '6.94', 61, '707'),
(4, 'The Year of the Rabbit', 'October 15, 2007', '4.3', 7, '2.7/7', '6.75', 67, '713'),
(5, 'The Legend of Dylan McCleen', 'October 22, 2007', '3.8', 6, '2.4/6', '6.06', 72, '714'),
(6, 'Keepers', 'October 29, 2007', '3.7', 6, '2.2/6', '5.75', 71, '700'),
(7, 'Double Down', 'November 5, 2007', '3.4', 6, '2.1/5', '5.13', 80, '708'),
(8, 'Winterland', 'November 12, 2007', '4.0', 7, '2.4/6', '6.09', 70, '707'),
(9, 'Emily', 'November 19, 2007', '3.7', 6, '2.2/6', '5.61', 66, '717'),
(10, 'Blowback', 'November 26, 2007', '3.7', 6, '2.4/6', '6.05', 68, '719'),
(11, 'Home By Another Way', 'December 10, 2007', '3.5', 6, '1.7/5', '5.28', 62, '728'),
(12, 'The Hanged Man', 'December 17, 2007', '3.0', 5, '1.5/4', '4.24', 65, '714');
INSERT INTO "Cartoon" ("id", "Title", "Directed_by", "Written_by", "Original_air_date", "Production_code", "Channel") VALUES
(1, 'The Rise of the Blue Beetle!', 'Ben Jones', 'Michael Jelenic', 'November14,2008', 101, '700'),
(2, 'Terror on Dinosaur Island!', 'Brandon Vietti', 'Steven Melching', 'November21,2008', 102, '701'),
(3, 'Evil Under the Sea!', 'Michael Chang', 'Joseph Kuhr', 'December5,2008', 103, '703'),
(4, 'Day of the Dark Knight!', 'Ben Jones', 'J. M. DeMatteis', 'January2,2009', 104, '704'),
(5, 'Invasion of the Secret Santas!', 'Brandon Vietti', 'Adam Beechen', 'December12,2008', 105, '705'),
(6, 'Enter the Outsiders!', 'Michael Chang', 'Todd Casey', 'January9,2009', 106, '706'),
(7, 'Dawn of the Dead Man!', 'Ben Jones', 'Steven Melching', 'January16,2009', 107, '707'),
(8, 'Fall of the Blue Beetle!', 'Brandon Vietti', 'James Krieg', 'January23,2009', 108, '708'),
(9, 'Journey to the Center of the Bat!', 'Michael Chang', 'Matt Wayne', 'January30,2009', 109, '707'),
(10, 'The Eyes of Despero!', 'Ben Jones', 'J. M. DeMatteis', 'February6,2009', 110, '728'),
(11, 'Return of the Fearsome Fangs!', 'Brandon Vietti', 'Todd Casey', 'February20,2009', 111, '700'),
(12, 'Deep Cover for Batman!', 'Michael Chang', 'Joseph Kuhr', 'February27,2009', 112, '707');

ALTER TABLE "TV_series" ADD FOREIGN KEY ("Channel") REFERENCES "TV_Channel" ("id");
ALTER TABLE "Cartoon" ADD FOREIGN KEY ("Channel") REFERENCES "TV_Channel" ("id");
