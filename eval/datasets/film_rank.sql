-- film_rank: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/film_rank.LICENSE.md

CREATE TABLE "film" (
  "Film_ID" integer,
  "Title" text,
  "Studio" text,
  "Director" text,
  "Gross_in_dollar" integer,
  PRIMARY KEY ("Film_ID")
);
CREATE TABLE "market" (
  "Market_ID" integer,
  "Country" text,
  "Number_cities" integer,
  PRIMARY KEY ("Market_ID")
);
CREATE TABLE "film_market_estimation" (
  "Estimation_ID" integer,
  "Low_Estimate" double precision,
  "High_Estimate" double precision,
  "Film_ID" integer,
  "Type" text,
  "Market_ID" integer,
  "Year" integer,
  PRIMARY KEY ("Estimation_ID")
);

INSERT INTO "film" ("Film_ID", "Title", "Studio", "Director", "Gross_in_dollar") VALUES
(1, 'ET the Extra-Terrestrial', 'Universal', 'Steven Spielberg', 435110554),
(2, 'Tootsie', 'Columbia', 'Sydney Pollack', 177200000),
(3, 'An Officer and a Gentleman', 'Paramount / Lorimar', 'Taylor Hackford', 129795554),
(4, 'Rocky III', 'United Artists', 'Sylvester Stallone', 125049125),
(5, 'Porky''s', '20th Century Fox', 'Bob Clark', 109492484),
(6, 'Star Trek II: The Wrath of Khan', 'Paramount', 'Nicholas Meyer', 79912963),
(7, '48 Hrs', 'Paramount', 'Walter Hill', 78868508),
(8, 'Poltergeist', 'MGM', 'Tobe Hooper', 76606280),
(9, 'The Best Little Whorehouse in Texas', 'Universal / RKO', 'Colin Higgins', 69701637),
(10, 'Annie', 'Columbia / Rastar', 'John Huston', 57059003),
(11, 'The Verdict', '20th Century Fox', 'Sidney Lumet', 53977250),
(12, 'Gandhi', 'Columbia', 'Richard Attenborough', 52767889),
(13, 'First Blood', 'Orion / Carolco', 'Ted Kotcheff', 47212904);
INSERT INTO "market" ("Market_ID", "Country", "Number_cities") VALUES
(1, 'Japan', 209),
(2, 'China', 540),
(3, 'USA', 700),
(4, 'Russia', 231),
(5, 'France', 212),
(6, 'Poland', 453);
INSERT INTO "film_market_estimation" ("Estimation_ID", "Low_Estimate", "High_Estimate", "Film_ID", "Type", "Market_ID", "Year") VALUES
(1, 80000, 80400, 1, 'Mass suicide murder', 1, 1945),
(2, 8000, 8000, 2, 'Mass suicide', 2, 1944),
(3, 3000, 80400, 3, 'Mass human sacrifice', 3, 1487),
(4, 960, 960, 4, 'Mass suicide', 2, 1973),
(5, 913, 913, 4, 'Mass suicide murder', 1, 1978),
(6, 300, 1000, 4, 'Mass suicide', 1, 2000),
(7, 53, 53, 4, 'Mass suicide', 1, 1994),
(8, 39, 39, 1, 'Mass suicide', 2, 1997),
(9, 16, 16, 1, 'Mass suicide', 3, 1995);

ALTER TABLE "film_market_estimation" ADD FOREIGN KEY ("Market_ID") REFERENCES "market" ("Market_ID");
ALTER TABLE "film_market_estimation" ADD FOREIGN KEY ("Film_ID") REFERENCES "film" ("Film_ID");
