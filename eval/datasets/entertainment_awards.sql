-- entertainment_awards: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/entertainment_awards.LICENSE.md

CREATE TABLE "festival_detail" (
  "Festival_ID" integer,
  "Festival_Name" text,
  "Chair_Name" text,
  "Location" text,
  "Year" integer,
  "Num_of_Audience" integer,
  PRIMARY KEY ("Festival_ID")
);
CREATE TABLE "artwork" (
  "Artwork_ID" integer,
  "Type" text,
  "Name" text,
  PRIMARY KEY ("Artwork_ID")
);
CREATE TABLE "nomination" (
  "Artwork_ID" integer,
  "Festival_ID" integer,
  "Result" text,
  PRIMARY KEY ("Artwork_ID", "Festival_ID")
);

INSERT INTO "festival_detail" ("Festival_ID", "Festival_Name", "Chair_Name", "Location", "Year", "Num_of_Audience") VALUES
(1, 'Panasonic Awards', 'Raymond Floyd', 'United States', 2006, 152),
(2, 'Flower Awards', 'Charles Coody', 'United States', 2007, 155),
(3, 'Cherry Awards', 'Doug Ford', 'United States', 2007, 160),
(4, 'Gobel Awards', 'Arnold Palmer', 'United States', 2008, 160),
(5, 'LA Awards', 'Lucy Lu', 'United States', 2010, 161);
INSERT INTO "artwork" ("Artwork_ID", "Type", "Name") VALUES
(1, 'Program Music/Variety Show', 'Indonesian Idol'),
(2, 'Program Music/Variety Show', 'I Know'),
(3, 'Presenter Music/Variety Show', 'Loving you'),
(4, 'Program Music/Variety Show', 'Why'),
(5, 'Presenter Music/Variety Show', 'Boys'),
(6, 'Program Talent Show', 'Cats'),
(7, 'Presenter Talent Show', 'Daniel Mananta'),
(8, 'Program Talent Show', 'Martin'),
(9, 'Presenter Talent Show', 'Back Home');
INSERT INTO "nomination" ("Artwork_ID", "Festival_ID", "Result") VALUES
(1, 2, 'Nominated'),
(2, 2, 'Won'),
(3, 1, 'Nominated'),
(4, 1, 'Won'),
(8, 5, 'Nominated'),
(9, 5, 'Nominated');

ALTER TABLE "nomination" ADD FOREIGN KEY ("Festival_ID") REFERENCES "festival_detail" ("Festival_ID");
ALTER TABLE "nomination" ADD FOREIGN KEY ("Artwork_ID") REFERENCES "artwork" ("Artwork_ID");
