-- network_2: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/network_2.LICENSE.md

CREATE TABLE "Person" (
  "name" varchar(20),
  "age" integer,
  "city" text,
  "gender" text,
  "job" text,
  PRIMARY KEY ("name")
);
CREATE TABLE "PersonFriend" (
  "name" varchar(20),
  "friend" varchar(20),
  "year" integer
);

INSERT INTO "Person" ("name", "age", "city", "gender", "job") VALUES
('Alice', 25, 'new york city', 'female', 'student'),
('Bob', 35, 'salt lake city', 'male', 'engineer'),
('Zach', 45, 'austin', 'male', 'doctor'),
('Dan', 26, 'chicago', 'female', 'student');
INSERT INTO "PersonFriend" ("name", "friend", "year") VALUES
('Alice', 'Bob', 10),
('Zach', 'Dan', 12),
('Bob', 'Zach', 5),
('Zach', 'Alice', 6);

ALTER TABLE "PersonFriend" ADD FOREIGN KEY ("friend") REFERENCES "Person" ("name");
ALTER TABLE "PersonFriend" ADD FOREIGN KEY ("name") REFERENCES "Person" ("name");
