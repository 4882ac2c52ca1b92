-- election_representative: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/election_representative.LICENSE.md

CREATE TABLE "election" (
  "Election_ID" integer,
  "Representative_ID" integer,
  "Date" text,
  "Votes" double precision,
  "Vote_Percent" double precision,
  "Seats" double precision,
  "Place" double precision,
  PRIMARY KEY ("Election_ID")
);
CREATE TABLE "representative" (
  "Representative_ID" integer,
  "Name" text,
  "State" text,
  "Party" text,
  "Lifespan" text,
  PRIMARY KEY ("Representative_ID")
);

INSERT INTO "election" ("Election_ID", "Representative_ID", "Date", "Votes", "Vote_Percent", "Seats", "Place") VALUES
(1, 1, 'July 1942', 9423, 16.2, 6, 3),
(2, 2, 'October 1942', 11059, 18.5, 10, 1),
(3, 4, '1946', 13049, 19.5, 10, 2),
(4, 5, '1949', 14077, 19.5, 9, 2),
(5, 7, '1953', 12422, 16, 7, 3);
INSERT INTO "representative" ("Representative_ID", "Name", "State", "Party", "Lifespan") VALUES
(1, 'Dan Quayle', 'Indiana', 'Republican', '1947–'),
(2, 'John Quayle', 'New York', 'Democratic', '1868–1930'),
(3, 'Al Quie', 'Minnesota', 'Republican', '1923–'),
(4, 'James M. Quigley', 'Pennsylvania', 'Democratic', '1918–'),
(5, 'Jimmy Quillen', 'Tennessee', 'Republican', '1916–2003'),
(6, 'Jack Quinn', 'New York', 'Republican', '1951–'),
(7, 'James L. Quinn', 'Pennsylvania', 'Democratic', '1875–1960');

ALTER TABLE "election" ADD FOREIGN KEY ("Representative_ID") REFERENCES "representative" ("Representative_ID");
