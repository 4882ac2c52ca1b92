-- book_2: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/book_2.LICENSE.md

CREATE TABLE "publication" (
  "Publication_ID" integer,
  "Book_ID" integer,
  "Publisher" text,
  "Publication_Date" text,
  "Price" double precision,
  PRIMARY KEY ("Publication_ID")
);
CREATE TABLE "book" (
  "Book_ID" integer,
  "Title" text,
  "Issues" double precision,
  "Writer" text,
  PRIMARY KEY ("Book_ID")
);

INSERT INTO "publication" ("Publication_ID", "Book_ID", "Publisher", "Publication_Date", "Price") VALUES
(1, 1, 'Pearson', 'August 2008', 15000000),
(2, 3, 'Thomson Reuters', 'March 2008', 6000000),
(3, 4, 'Wiley', 'June 2006', 4100000),
(4, 5, 'Wiley', 'October 2005', 3000000),
(5, 7, 'Springer Nature', 'August 2008', 3000000),
(6, 9, 'Pearson', 'March 2007', 2000000),
(7, 10, 'Bertelsmann', 'April 2007', 2000000);
INSERT INTO "book" ("Book_ID", "Title", "Issues", "Writer") VALUES
(1, 'The Black Lamb', 6, 'Timothy Truman'),
(2, 'Bloody Mary', 4, 'Garth Ennis'),
(3, 'Bloody Mary : Lady Liberty', 4, 'Garth Ennis'),
(4, 'BrainBanx', 6, 'Elaine Lee'),
(5, 'Cyberella', 12, 'Howard Chaykin'),
(6, 'Dead Corps', 4, 'Christopher Hinz'),
(7, 'The Dome: Ground Zero', 1, 'Dave Gibbons'),
(8, 'Gemini Blood', 9, 'Christopher Hinz'),
(9, 'Michael Moorcock''s Multiverse', 12, 'Michael Moorcock'),
(10, 'Sheva''s War', 5, 'Christopher Moeller');

ALTER TABLE "publication" ADD FOREIGN KEY ("Book_ID") REFERENCES "book" ("Book_ID");
