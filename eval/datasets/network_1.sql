-- network_1: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/network_1.LICENSE.md

CREATE TABLE "Highschooler" (
  "ID" integer,
  "name" text,
  "grade" integer,
  PRIMARY KEY ("ID")
);
CREATE TABLE "Friend" (
  "student_id" integer,
  "friend_id" integer,
  PRIMARY KEY ("student_id", "friend_id")
);
CREATE TABLE "Likes" (
  "student_id" integer,
  "liked_id" integer,
  PRIMARY KEY ("student_id", "liked_id")
);

INSERT INTO "Highschooler" ("ID", "name", "grade") VALUES
(1510, 'Jordan', 9),
(1689, 'Gabriel', 9),
(1381, 'Tiffany', 9),
(1709, 'Cassandra', 9),
(1101, 'Haley', 10),
(1782, 'Andrew', 10),
(1468, 'Kris', 10),
(1641, 'Brittany', 10),
(1247, 'Alexis', 11),
(1316, 'Austin', 11),
(1911, 'Gabriel', 11),
(1501, 'Jessica', 11),
(1304, 'Jordan', 12),
(1025, 'John', 12),
(1934, 'Kyle', 12),
(1661, 'Logan', 12);
INSERT INTO "Friend" ("student_id", "friend_id") VALUES
(1510, 1381),
(1510, 1689),
(1689, 1709),
(1381, 1247),
(1709, 1247),
(1689, 1782),
(1782, 1468),
(1782, 1316),
(1782, 1304),
(1468, 1101),
(1468, 1641),
(1101, 1641),
(1247, 1911),
(1247, 1501),
(1911, 1501),
(1501, 1934),
(1316, 1934),
(1934, 1304),
(1304, 1661),
(1661, 1025);
INSERT INTO "Likes" ("student_id", "liked_id") VALUES
(1689, 1709),
(1709, 1689),
(1782, 1709),
(1911, 1247),
(1247, 1468),
(1641, 1468),
(1316, 1304),
(1501, 1934),
(1934, 1501),
(1025, 1101);

ALTER TABLE "Friend" ADD FOREIGN KEY ("friend_id") REFERENCES "Highschooler" ("ID");
ALTER TABLE "Friend" ADD FOREIGN KEY ("student_id") REFERENCES "Highschooler" ("ID");
ALTER TABLE "Likes" ADD FOREIGN KEY ("student_id") REFERENCES "Highschooler" ("ID");
ALTER TABLE "Likes" ADD FOREIGN KEY ("liked_id") REFERENCES "Highschooler" ("ID");
