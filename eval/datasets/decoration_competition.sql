-- decoration_competition: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/decoration_competition.LICENSE.md

CREATE TABLE "college" (
  "College_ID" integer,
  "Name" text,
  "Leader_Name" text,
  "College_Location" text,
  PRIMARY KEY ("College_ID")
);
CREATE TABLE "member" (
  "Member_ID" integer,
  "Name" text,
  "Country" text,
  "College_ID" integer,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "round" (
  "Round_ID" integer,
  "Member_ID" integer,
  "Decoration_Theme" text,
  "Rank_in_Round" integer,
  PRIMARY KEY ("Member_ID", "Round_ID")
);

INSERT INTO "college" ("College_ID", "Name", "Leader_Name", "College_Location") VALUES
(1, 'Saskatchewan School', 'Ousame Tounkara', 'Ottawa'),
(2, 'B.C. School', 'Ryan Thelwell', 'Minnesota'),
(3, 'Calgary School', 'Andre Arlain', 'St. Francis Xavier'),
(4, 'Edmonton School', 'Samir Chahine', 'McGill'),
(5, 'Toronto School', 'Roger Dunbrack', 'Western Ontario');
INSERT INTO "member" ("Member_ID", "Name", "Country", "College_ID") VALUES
(1, 'Jack Nicklaus', 'United States', 1),
(2, 'Billy Casper', 'United States', 1),
(3, 'Arnold Palmer', 'Canada', 4),
(4, 'Tom Watson', 'United States', 4),
(5, 'Homero Blancas', 'United States', 2),
(6, 'Pat Fitzsimons', 'Canada', 5),
(7, 'Bobby Nichols', 'Canada', 5),
(8, 'J. C. Snead', 'Canada', 4),
(9, 'Lee Trevino', 'United States', 3),
(10, 'Tom Weiskopf', 'United States', 3);
INSERT INTO "round" ("Round_ID", "Member_ID", "Decoration_Theme", "Rank_in_Round") VALUES
(1, 1, 'Walk on the Moon', 1),
(1, 2, 'Soft Dream', 2),
(1, 10, 'Dark Nights', 4),
(2, 4, 'Sweetie', 3),
(2, 6, 'Summer', 2),
(2, 9, 'Happiness', 1);

ALTER TABLE "member" ADD FOREIGN KEY ("College_ID") REFERENCES "college" ("College_ID");
ALTER TABLE "round" ADD FOREIGN KEY ("Member_ID") REFERENCES "member" ("Member_ID");
