-- school_bus: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/school_bus.LICENSE.md

CREATE TABLE "driver" (
  "Driver_ID" integer,
  "Name" text,
  "Party" text,
  "Home_city" text,
  "Age" integer,
  PRIMARY KEY ("Driver_ID")
);
CREATE TABLE "school" (
  "School_ID" integer,
  "Grade" text,
  "School" text,
  "Location" text,
  "Type" text,
  PRIMARY KEY ("School_ID")
);
CREATE TABLE "school_bus" (
  "School_ID" integer,
  "Driver_ID" integer,
  "Years_Working" integer,
  "If_full_time" boolean,
  PRIMARY KEY ("School_ID", "Driver_ID")
);

INSERT INTO "driver" ("Driver_ID", "Name", "Party", "Home_city", "Age") VALUES
(1, 'Matthew Ritter', 'Dem', 'Hartford', 40),
(2, 'Dan Carter', 'Rep', 'Bethel', 30),
(3, 'Minnie Gonzalez', 'Dem', 'Hartford', 46),
(4, 'Angel Acre', 'Dem', 'Hartford', 42),
(5, 'Brandon McGee', 'Dem', 'Hartford', 45),
(6, 'Edwin Vargas', 'Dem', 'Hartford', 52),
(7, 'Douglas McCrory', 'Dem', 'Hartford', 36),
(8, 'Timothy Ackert', 'Rep', 'Coventry', 35),
(9, 'Jason Rojas', 'Dem', 'East Hartford', 38),
(10, 'Henry Genga', 'Dem', 'East Hartford', 37),
(11, 'Tim Larson', 'Dem', 'East Hartford', 36),
(12, 'Geoff Luxenberg', 'Dem', 'Manchester', 52);
INSERT INTO "school" ("School_ID", "Grade", "School", "Location", "Type") VALUES
(1, 'Kindergarten', 'Noelani Elementary School', 'Honolulu, Hawaii', 'Public'),
(2, '1st-3rd grade', 'St. Francis Assisi', 'Jakarta, Indonesia', 'Private Catholic'),
(3, '4th grade', 'State Elementary School Menteng 01', 'Jakarta, Indonesia', 'Public'),
(4, '5th-12th grade', 'Punahou School', 'Honolulu, Hawaii', 'Private'),
(5, 'Freshman–Sophomore year', 'Occidental College', 'Los Angeles, California', 'Private'),
(6, 'Junior–Senior year', 'Columbia University', 'New York City', 'Private'),
(7, 'College', 'Harvard Law School', 'Cambridge, Massachusetts', 'Private');
INSERT INTO "school_bus" ("School_ID", "Driver_ID", "Years_Working", "If_full_time") VALUES
(1, 10, 10, 'F'),
(5, 7, 8, 'T'),
(3, 4, 6, 'T'),
(7, 9, 2, 'T'),
(4, 3, 3, 'T');

ALTER TABLE "school_bus" ADD FOREIGN KEY ("Driver_ID") REFERENCES "driver" ("Driver_ID");
ALTER TABLE "school_bus" ADD FOREIGN KEY ("School_ID") REFERENCES "school" ("School_ID");
