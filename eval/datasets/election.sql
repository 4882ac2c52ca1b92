-- election: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/election.LICENSE.md

CREATE TABLE "county" (
  "County_Id" integer,
  "County_name" text,
  "Population" double precision,
  "Zip_code" text,
  PRIMARY KEY ("County_Id")
);
CREATE TABLE "party" (
  "Party_ID" integer,
  "Year" double precision,
  "Party" text,
  "Governor" text,
  "Lieutenant_Governor" text,
  "Comptroller" text,
  "Attorney_General" text,
  "US_Senate" text,
  PRIMARY KEY ("Party_ID")
);
CREATE TABLE "election" (
  "Election_ID" integer,
  "Counties_Represented" text,
  "District" integer,
  "Delegate" text,
  "Party" integer,
  "First_Elected" double precision,
  "Committee" text,
  PRIMARY KEY ("Election_ID")
);

INSERT INTO "county" ("County_Id", "County_name", "Population", "Zip_code") VALUES
(1, 'Howard', 21000, 'D21'),
(2, 'Baltimore County', 90000, 'D08'),
(3, 'Colony', 79000, 'D02'),
(4, 'Mansfield', 87200, 'D09'),
(5, 'Manning', 13300, 'D11');
INSERT INTO "party" ("Party_ID", "Year", "Party", "Governor", "Lieutenant_Governor", "Comptroller", "Attorney_General", "US_Senate") VALUES
(1, 1998, 'Democratic', 'Peter Vallone', 'Sandra Frankel', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(2, 1998, 'Liberal', 'Betsy McCaughey Ross', 'Jonathan Reiter', 'Carl McCall', 'Eliot Spitzer', 'Charles Schumer'),
(3, 2002, 'Democratic', 'Carl McCall', 'Dennis Mehiel', 'Alan Hevesi', 'Eliot Spitzer', '(no election)'),
(4, 2002, 'Independence', 'Tom Golisano', 'Mary Donohue', 'John Faso', 'Eliot Spitzer', '(no election)'),
(5, 2006, 'Democratic', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton'),
(6, 2006, 'Independence', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Jeanine Pirro', 'Hillary Rodham Clinton'),
(7, 2006, 'Working Families', 'Eliot Spitzer', 'David Paterson', 'Alan Hevesi', 'Andrew Cuomo', 'Hillary Rodham Clinton');
INSERT INTO "election" ("Election_ID", "Counties_Represented", "District", "Delegate", "Party", "First_Elected", "Committee") VALUES
(1, '09.1 9A', 1, 'Bates, Gail H. Gail H. Bates', 1, 2002, 'Appropriations'),
(2, '09.1 9A', 1, 'Miller, Warren E. Warren E. Miller', 1, 2003, 'Economic Matters'),
(3, '12.1 12A', 2, 'DeBoy, Steven J. Sr. Steven J. DeBoy, Sr.', 2, 2002, 'Appropriations'),
(4, '12.1 12A', 3, 'Malone, James E. Jr. James E. Malone, Jr.', 2, 1994, 'Environmental Matters (Vice-Chair)'),
(5, '12.2 12B', 2, 'Bobo, Elizabeth Elizabeth Bobo', 3, 1994, 'Environmental Matters'),
(6, '13', 1, 'Pendergrass, Shane E. Shane Pendergrass', 4, 1994, 'Health and Government Operations'),
(7, '13', 4, 'Guzzone, Guy Guy Guzzone', 1, 2006, 'Appropriations'),
(8, '13', 3, 'Turner, Frank S. Frank S. Turner', 7, 1994, 'Ways and Means');

ALTER TABLE "election" ADD FOREIGN KEY ("District") REFERENCES "county" ("County_Id");
ALTER TABLE "election" ADD FOREIGN KEY ("Party") REFERENCES "party" ("Party_ID");
