-- performance_attendance: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/performance_attendance.LICENSE.md

CREATE TABLE "member" (
  "Member_ID" text,
  "Name" text,
  "Nationality" text,
  "Role" text,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "performance" (
  "Performance_ID" double precision,
  "Date" text,
  "Host" text,
  "Location" text,
  "Attendance" integer,
  PRIMARY KEY ("Performance_ID")
);
CREATE TABLE "member_attendance" (
  "Member_ID" text,
  "Performance_ID" double precision,
  "Num_of_Pieces" integer,
  PRIMARY KEY ("Member_ID", "Performance_ID")
);

INSERT INTO "member" ("Member_ID", "Name", "Nationality", "Role") VALUES
('1', 'Wilfredo Ruiz', 'Uruguay', 'Prime Violin'),
('2', 'Luis González', 'Argentina', 'Violin'),
('3', 'Héctor Campana', 'Argentina', 'Violin'),
('4', 'Héctor Campana', 'Argentina', 'Violin'),
('5', 'Juan Espil', 'Argentina', 'Viola'),
('6', 'Andrew Moten', 'United States', 'Viola'),
('7', 'Charlie Burke', 'United States', 'Viola'),
('8', 'Corey Allen', 'United States', 'Cello'),
('9', 'John Eubanks', 'United States', 'Cello'),
('10', 'Joshua Pittman', 'United States', 'Bass'),
('11', 'Joseph Bunn', 'United States', 'Bass');
INSERT INTO "performance" ("Performance_ID", "Date", "Host", "Location", "Attendance") VALUES
(1, 'February 2', 'Boston Bruins', 'TD Garden', 165),
(2, 'February 4', 'New York Rangers', 'Madison Square Garden', 1820),
(3, 'February 5', 'Atlanta Thrashers', 'Verizon Center', 1878),
(4, 'February 7', 'Pittsburgh Penguins', 'Verizon Center', 1877),
(5, 'February 10', 'Montreal Canadiens', 'Bell Centre', 2173),
(6, 'February 11', 'Ottawa Senators', 'Scotiabank Place', 1982);
INSERT INTO "member_attendance" ("Member_ID", "Performance_ID", "Num_of_Pieces") VALUES
(11, 3, 2),
(7, 2, 3),
(4, 6, 4),
(2, 1, 1),
(3, 1, 1),
(4, 3, 2),
(5, 1, 2),
(1, 4, 4);

ALTER TABLE "member_attendance" ADD FOREIGN KEY ("Performance_ID") REFERENCES "performance" ("Performance_ID");
ALTER TABLE "member_attendance" ADD FOREIGN KEY ("Member_ID") REFERENCES "member" ("Member_ID");
