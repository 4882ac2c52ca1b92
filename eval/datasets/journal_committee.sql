-- journal_committee: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/journal_committee.LICENSE.md

CREATE TABLE "journal" (
  "Journal_ID" integer,
  "Date" text,
  "Theme" text,
  "Sales" integer,
  PRIMARY KEY ("Journal_ID")
);
CREATE TABLE "editor" (
  "Editor_ID" integer,
  "Name" text,
  "Age" double precision,
  PRIMARY KEY ("Editor_ID")
);
CREATE TABLE "journal_committee" (
  "Editor_ID" integer,
  "Journal_ID" integer,
  "Work_Type" text,
  PRIMARY KEY ("Editor_ID", "Journal_ID")
);

INSERT INTO "journal" ("Journal_ID", "Date", "Theme", "Sales") VALUES
(1, 'September 9, 2001', 'Miami Dolphins', 798),
(2, 'September 23, 2001', 'at Jacksonville Jaguars', 994),
(4, 'October 7, 2001', 'at Baltimore Ravens', 7494),
(5, 'October 14, 2001', 'Tampa Bay Buccaneers', 4798),
(6, 'October 21, 2001', 'at Detroit Lions', 2940),
(7, 'October 29, 2001', 'at Pittsburgh Steelers', 1763),
(8, 'November 4, 2001', 'Jacksonville Jaguars', 1232),
(9, 'November 12, 2001', 'Baltimore Ravens', 6532),
(10, 'November 18, 2001', 'at Cincinnati Bengals', 3421),
(11, 'November 25, 2001', 'Pittsburgh Steelers', 3342),
(12, 'December 2, 2001', 'at Cleveland Browns', 3534),
(13, 'December 9, 2001', 'at Minnesota Vikings', 4271),
(14, 'December 16, 2001', 'Green Bay Packers', 2804),
(15, 'December 22, 2001', 'at Oakland Raiders', 1934),
(16, 'December 30, 2001', 'Cleveland Browns', 3798),
(17, 'January 6, 2002', 'Cincinnati Bengals', 5342);
INSERT INTO "editor" ("Editor_ID", "Name", "Age") VALUES
(1, 'Kamila Porczyk', 34),
(2, 'Anna Powierza', 35),
(3, 'Marek Siudym', 21),
(4, 'Piotr Pręgowski', 43),
(5, 'Szymon Wydra', 20),
(6, 'Władysław Grzywna', 24),
(7, 'Mariusz Zalejski', 25),
(8, 'Grażyna Wolszczak', 54),
(9, 'Maria Góralczyk', 38);
INSERT INTO "journal_committee" ("Editor_ID", "Journal_ID", "Work_Type") VALUES
(1, 13, 'Photo'),
(8, 17, 'Article'),
(6, 11, 'Photo'),
(4, 2, 'Article'),
(3, 6, 'Title'),
(9, 12, 'Photo'),
(8, 4, 'Photo');

ALTER TABLE "journal_committee" ADD FOREIGN KEY ("Journal_ID") REFERENCES "journal" ("Journal_ID");
ALTER TABLE "journal_committee" ADD FOREIGN KEY ("Editor_ID") REFERENCES "editor" ("Editor_ID");
