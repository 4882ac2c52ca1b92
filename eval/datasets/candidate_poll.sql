-- candidate_poll: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/candidate_poll.LICENSE.md

CREATE TABLE "candidate" (
  "Candidate_ID" integer,
  "People_ID" integer,
  "Poll_Source" text,
  "Date" text,
  "Support_rate" double precision,
  "Consider_rate" double precision,
  "Oppose_rate" double precision,
  "Unsure_rate" double precision,
  PRIMARY KEY ("Candidate_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Sex" text,
  "Name" text,
  "Date_of_Birth" text,
  "Height" double precision,
  "Weight" double precision,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "candidate" ("Candidate_ID", "People_ID", "Poll_Source", "Date", "Support_rate", "Consider_rate", "Oppose_rate", "Unsure_rate") VALUES
(1, 1, 'WNBC/Marist Poll', 'Feb 12–15, 2007', 0.25, 0.3, 0.43, 0.2),
(2, 3, 'WNBC/Marist Poll', 'Feb 12–15, 2007', 0.17, 0.42, 0.32, 0.9),
(3, 4, 'FOX News/Opinion Dynamics Poll', 'Feb 13–14, 2007', 0.18, 0.34, 0.44, 0.3),
(4, 6, 'Newsweek Poll', 'Nov 9–10, 2006', 0.33, 0.2, 0.45, 0.2),
(5, 7, 'Newsweek Poll', 'Nov 9–10, 2006', 0.24, 0.3, 0.32, 0.4),
(6, 9, 'Newsweek Poll', 'Nov 9–10, 2006', 0.24, 0.27, 0.43, 0.2);
INSERT INTO "people" ("People_ID", "Sex", "Name", "Date_of_Birth", "Height", "Weight") VALUES
(1, 'M', 'Hubert Henno', '06.10.1976', 188, 83),
(2, 'M', 'Dominique Daquin', '10.11.1972', 197, 85),
(3, 'F', 'Stéphane Antiga', '03.02.1976', 200, 94),
(4, 'M', 'Laurent Capet', '05.05.1972', 202, 92),
(5, 'F', 'Frantz Granvorka', '10.03.1976', 195, 90),
(6, 'M', 'Vincent Montméat', '01.09.1977', 196, 88),
(7, 'M', 'Loïc De Kergret', '20.08.1970', 193, 89),
(8, 'M', 'Philippe Barça-Cysique', '22.04.1977', 194, 88),
(9, 'M', 'Guillaume Samica', '28.09.1981', 196, 82);

ALTER TABLE "candidate" ADD FOREIGN KEY ("People_ID") REFERENCES "people" ("People_ID");
