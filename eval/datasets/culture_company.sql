-- culture_company: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/culture_company.LICENSE.md

CREATE TABLE "book_club" (
  "book_club_id" integer,
  "Year" integer,
  "Author_or_Editor" text,
  "Book_Title" text,
  "Publisher" text,
  "Category" text,
  "Result" text,
  PRIMARY KEY ("book_club_id")
);
CREATE TABLE "movie" (
  "movie_id" integer,
  "Title" text,
  "Year" integer,
  "Director" text,
  "Budget_million" double precision,
  "Gross_worldwide" integer,
  PRIMARY KEY ("movie_id")
);
CREATE TABLE "culture_company" (
  "Company_name" text,
  "Type" text,
  "Incorporated_in" text,
  "Group_Equity_Shareholding" double precision,
  "book_club_id" integer,
  "movie_id" integer,
  PRIMARY KEY ("Company_name")
);

INSERT INTO "book_club" ("book_club_id", "Year", "Author_or_Editor", "Book_Title", "Publisher", "Category", "Result") VALUES
(1, 1989, 'Michael Nava', 'Goldenboy', 'Alyson', 'Gay M/SF', 'Won [A ]'),
(2, 1989, 'Donald Ward', 'Death Takes the Stage', 'St. Martin''s Press', 'Gay M/SF', 'Nom'),
(3, 1989, 'Michael Bishop', 'Unicorn Mountain', 'William Morrow', 'Gay M/SF', 'Nom'),
(4, 1989, 'Joseph Hansen', 'Obedience', 'Mysterious Press', 'Gay M/SF', 'Nom'),
(5, 1989, 'George Baxt', 'Whoӳ Next', 'International Polygonics', 'Gay M/SF', 'Nom'),
(6, 1989, 'Antoinette Azolakov', 'Skiptrace', 'Banned Books', 'Lesb. M/SF', 'Won'),
(7, 1989, 'Claire McNab', 'Lessons In Murder', 'Naiad Press', 'Lesb. M/SF', 'Nom'),
(8, 1989, 'Judy Grahn', 'Mundaneӳ World', 'Crossing Press', 'Lesb. M/SF', 'Nom'),
(9, 1989, 'Dolores Klaich', 'Heavy Gilt', 'Naiad Press', 'Lesb. M/SF', 'Nom'),
(10, 1989, 'Sandy Bayer', 'The Crystal Curtain', 'Alyson', 'Lesb. M/SF', 'Nom'),
(11, 1990, 'Jeffrey N. McMahan', 'Somewhere in the Night', 'Alyson', 'Gay SF/F', 'Won [B ]'),
(12, 1990, 'Thom Nickels', 'Walking Water / After All This', 'Banned Books', 'Gay SF/F', 'Nom');
INSERT INTO "movie" ("movie_id", "Title", "Year", "Director", "Budget_million", "Gross_worldwide") VALUES
(1, 'The Boondock Saints', 1999, 'Troy Duffy', 6, 30471),
(2, 'The Big Kahuna', 1999, 'John Swanbeck', 7, 3728888),
(3, 'Storm Catcher', 1999, 'Anthony Hickox', 5, 40500),
(4, 'Jill Rips', 2000, 'Anthony Hickox', 4, 456774),
(5, 'The Whole Nine Yards', 2000, 'Jonathan Lynn', 41.3, 106371651),
(6, 'Battlefield Earth', 2000, 'Roger Christian', 44, 29725663),
(7, 'Get Carter', 2000, 'Stephen Kay', 63.6, 19412993),
(8, 'The Art of War', 2000, 'Christian Duguay', 60, 40400425),
(9, 'Agent Red', 2000, 'Damian Lee', 47, 543356),
(10, '3000 Miles to Graceland', 2001, 'Demian Lichtenstein', 62, 18720175);
INSERT INTO "culture_company" ("Company_name", "Type", "Incorporated_in", "Group_Equity_Shareholding", "book_club_id", "movie_id") VALUES
('Culture China', 'Corporate', 'China', 18.77, '1', '2'),
('Culture China Cargo', 'Joint Venture', 'China', 49, '2', '3'),
('Culture Hong Kong', 'Joint Venture', 'Hong Kong', 60, '3', '4'),
('Dragonair', 'Subsidiary', 'Hong Kong', 100, '5', '7'),
('Cathay Pacific Culture', 'Subsidiary', 'Hong Kong', 100, '5', '5'),
('Cathay Pacific Culture Services (HK) Limited', 'Subsidiary', 'Hong Kong', 100, '6', '6');

ALTER TABLE "culture_company" ADD FOREIGN KEY ("movie_id") REFERENCES "movie" ("movie_id");
ALTER TABLE "culture_company" ADD FOREIGN KEY ("book_club_id") REFERENCES "book_club" ("book_club_id");
