-- machine_repair: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/machine_repair.LICENSE.md

CREATE TABLE "repair" (
  "repair_ID" integer,
  "name" text,
  "Launch_Date" text,
  "Notes" text,
  PRIMARY KEY ("repair_ID")
);
CREATE TABLE "machine" (
  "Machine_ID" integer,
  "Making_Year" integer,
  "Class" text,
  "Team" text,
  "Machine_series" text,
  "value_points" double precision,
  "quality_rank" integer,
  PRIMARY KEY ("Machine_ID")
);
CREATE TABLE "technician" (
  "technician_id" double precision,
  "Name" text,
  "Team" text,
  "Starting_Year" double precision,
  "Age" integer,
  PRIMARY KEY ("technician_id")
);
CREATE TABLE "repair_assignment" (
  "technician_id" double precision,
  "repair_ID" integer,
  "Machine_ID" integer,
  PRIMARY KEY ("technician_id", "repair_ID", "Machine_ID")
);

INSERT INTO "repair" ("repair_ID", "name", "Launch_Date", "Notes") VALUES
(1, 'Discoverer', '21 Jan 2009', 'repair Failed. Failed to achieve orbit'),
(2, 'Discoverer 1', '28 Feb 2009', 'First object in polar orbit'),
(3, 'Discoverer 3', '03 Jun 2009', 'repair failed. Failed to achieve orbit'),
(4, 'OPS 3236', '13 Jun 2014', 'First object in polar orbit'),
(5, 'OPS 3467', '24 Mar 2014', 'repair failed. Guidance system failed. No orbit.'),
(6, 'OPS 3754', '19 Jun 2014', 'Out-of-focus area on some film.'),
(7, 'OPS 3491', '10 Jun 2014', 'Cameras operated satisfactorily'),
(8, 'OPS 3042', '05 Aug 2014', 'Cameras operated successfully.'),
(9, 'OPS 3360', '18 Nov 2014', 'Cameras operated successfully.');
INSERT INTO "machine" ("Machine_ID", "Making_Year", "Class", "Team", "Machine_series", "value_points", "quality_rank") VALUES
(1, 1991, '125cc', 'Hero Sports TS- Honda', 'RS125', 105, 2),
(2, 1992, '125cc', 'Marlboro Pileri - Honda', 'RS125', 57, 1),
(3, 1993, '125cc', 'Marlboro Pileri - Honda', 'RS125', 129, 4),
(4, 1994, '125cc', 'Givi Racing- Honda', 'RS125', 194, 5),
(5, 1995, '125cc', 'Givi Racing- Honda', 'RS125', 65, 3),
(6, 1996, '125cc', 'Honda', 'RS125', 126, 7),
(7, 1997, '125cc', 'Honda', 'RS125', 238, 8),
(8, 1998, '125cc', 'Team Givi- Honda LCR', 'RS125', 62, 13),
(9, 1999, '125cc', 'Team Givi- Honda LCR', 'RS125', 171, 11);
INSERT INTO "technician" ("technician_id", "Name", "Team", "Starting_Year", "Age") VALUES
(1, 'Joe Sewell', 'NYY', 2012, 37),
(2, 'John Brown', 'NYY', 2013, 36),
(3, 'Tony Sewell', 'CLE', 2005, 43),
(4, 'Mark Sewell', 'CLE', 2009, 28),
(5, 'Charlie Hollocher', 'CHC', 2002, 35),
(6, 'Lou Boudreau', 'CLE', 2016, 32),
(7, 'Eddie Collins', 'CWS', 2005, 45),
(8, 'Joe Cochrane', 'CLE', 2006, 46),
(9, 'Eddie Collins', 'CWS', 2003, 47),
(10, 'Mickey Cochrane', 'PHA', 2009, 38);
INSERT INTO "repair_assignment" ("technician_id", "repair_ID", "Machine_ID") VALUES
(1, 1, 1),
(2, 2, 2),
(3, 3, 3),
(1, 4, 7),
(1, 5, 6),
(1, 2, 3),
(1, 8, 7),
(5, 5, 2),
(7, 2, 4);

ALTER TABLE "repair_assignment" ADD FOREIGN KEY ("Machine_ID") REFERENCES "machine" ("Machine_ID");
ALTER TABLE "repair_assignment" ADD FOREIGN KEY ("repair_ID") REFERENCES "repair" ("repair_ID");
ALTER TABLE "repair_assignment" ADD FOREIGN KEY ("technician_id") REFERENCES "technician" ("technician_id");
