-- orchestra: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/orchestra.LICENSE.md

CREATE TABLE "conductor" (
  "Conductor_ID" integer,
  "Name" text,
  "Age" integer,
  "Nationality" text,
  "Year_of_Work" integer,
  PRIMARY KEY ("Conductor_ID")
);
CREATE TABLE "orchestra" (
  "Orchestra_ID" integer,
  "Orchestra" text,
  "Conductor_ID" integer,
  "Record_Company" text,
  "Year_of_Founded" double precision,
  "Major_Record_Format" text,
  PRIMARY KEY ("Orchestra_ID")
);
CREATE TABLE "performance" (
  "Performance_ID" integer,
  "Orchestra_ID" integer,
  "Type" text,
  "Date" text,
  "Official_ratings_(millions)" double precision,
  "Weekly_rank" text,
  "Share" text,
  PRIMARY KEY ("Performance_ID")
);
CREATE TABLE "show" (
  "Show_ID" integer,
  "Performance_ID" integer,
  "If_first_show" text,
  "Result" text,
  "Attendance" double precision
);

INSERT INTO "conductor" ("Conductor_ID", "Name", "Age", "Nationality", "Year_of_Work") VALUES
(1, 'Antal Doráti', 40, 'USA', 10),
(2, 'Igor Stravinsky', 41, 'UK', 11),
(3, 'Colin Davis', 42, 'USA', 6),
(4, 'Paul Jorgensen', 43, 'UK', 11),
(5, 'Antal Brown', 43, 'USA', 20),
(6, 'Charles Dutoit', 43, 'France', 12),
(7, 'Gerard Schwarz', 50, 'USA', 20),
(8, 'Pierre Boulez', 49, 'UK', 11),
(9, 'Valeri Gergiev', 47, 'USA', 16),
(10, 'Robert Craft', 63, 'UK', 21),
(11, 'Seiji Ozawa', 43, 'USA', 10),
(12, 'Michael Tilson Thomas', 42, 'France', 12);
INSERT INTO "orchestra" ("Orchestra_ID", "Orchestra", "Conductor_ID", "Record_Company", "Year_of_Founded", "Major_Record_Format") VALUES
(1, 'London Symphony Orchestra', 1, 'Mercury Records', 2003, 'CD'),
(2, 'Columbia Symphony Orchestra', 2, 'Columbia Masterworks', 2009, 'CD / LP'),
(3, 'Royal Concertgebouw Orchestra', 3, 'Philips', 2008, 'CD'),
(4, 'Royal Danish Orchestra', 4, 'Kultur', 2002, 'DVD'),
(5, 'Detroit Symphony Orchestra', 5, 'Decca Records', 2002, 'CD'),
(6, 'Montreal Symphony Orchestra', 6, 'Decca Records', 2004, 'CD'),
(7, 'Seattle Symphony Orchestra', 7, 'Delos Records', 2002, 'CD'),
(8, 'Chicago Symphony Orchestra', 8, 'Deutsche Grammophon', 2003, 'CD'),
(9, 'Kirov Orchestra', 9, 'Philips Classics Records', 2008, 'CD'),
(10, 'Philharmonia Orchestra', 10, 'Koch Records / Naxos Records', 2006, 'CD'),
(11, 'Orchestre de Paris', 11, 'EMI', 2007, 'CD'),
(12, 'San Francisco Symphony Orchestra', 12, 'RCA', 2008, 'CD');
INSERT INTO "performance" ("Performance_ID", "Orchestra_ID", "Type", "Date", "Official_ratings_(millions)", "Weekly_rank", "Share") VALUES
(1, 1, 'Auditions 1', '9 June', 5.2, '12', '22.7%'),
(2, 2, 'Auditions 2', '10 June', 6.73, '8', '28.0%'),
(3, 3, 'Auditions 3', '11 June', 7.28, '15', '29.4%'),
(4, 4, 'Auditions 4', '12 June', 7.39, '13', '29.3%'),
(5, 5, 'Auditions 5', '13 June', 7.51, '11', '29.2%'),
(11, 11, 'Semi-final 1', '14 June', 8.36, '9', '34.0%'),
(6, 6, 'Semi-final 2', '15 June', 9.28, '8', '38.1%'),
(7, 7, 'Semi-final 3', '16 June', 9.29, '7', '40.9%'),
(8, 8, 'Live final', '17 June', 11.58, '1', '43.7%'),
(9, 9, 'Live final results', '17 June', 11.45, '2', '44.7%'),
(10, 10, 'Series average', '2007', 8.38, 'TBC', '34%');
INSERT INTO "show" ("Show_ID", "Performance_ID", "If_first_show", "Result", "Attendance") VALUES
(1, 1, 'Glebe Park', 'T', 1026),
(2, 2, 'Fir Park', 'T', 695),
(3, 3, 'St. Mirren Park', 'F', 555),
(4, 4, 'St. Mirren Park', 'F', 1925),
(5, 5, 'Hampden Park', 'T', 2431);

ALTER TABLE "orchestra" ADD FOREIGN KEY ("Conductor_ID") REFERENCES "conductor" ("Conductor_ID");
ALTER TABLE "performance" ADD FOREIGN KEY ("Orchestra_ID") REFERENCES "orchestra" ("Orchestra_ID");
ALTER TABLE "show" ADD FOREIGN KEY ("Performance_ID") REFERENCES "performance" ("Performance_ID");
