-- icfp_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/icfp_1.LICENSE.md

CREATE TABLE "Inst" (
  "instID" integer,
  "name" text,
  "country" text,
  PRIMARY KEY ("instID")
);
CREATE TABLE "Authors" (
  "authID" integer,
  "lname" text,
  "fname" text,
  PRIMARY KEY ("authID")
);
CREATE TABLE "Papers" (
  "paperID" integer,
  "title" text,
  PRIMARY KEY ("paperID")
);
CREATE TABLE "Authorship" (
  "authID" integer,
  "instID" integer,
  "paperID" integer,
  "authOrder" integer,
  PRIMARY KEY ("authID", "instID", "paperID")
);

INSERT INTO "Inst" ("instID", "name", "country") VALUES
(1000, 'University of Oxford', 'UK'),
(1010, 'Northeastern University', 'USA'),
(1020, 'Indiana University', 'USA'),
(1030, 'Google', 'USA'),
(1040, 'Tohoku University', 'Japan'),
(1050, 'University of Pennsylvania', 'USA'),
(1060, 'Portland State University', 'Japan'),
(1070, 'INRIA', 'France');
INSERT INTO "Authors" ("authID", "lname", "fname") VALUES
(50, 'Gibbons', 'Jeremy'),
(51, 'Hinze', 'Ralf'),
(52, 'James', 'Daniel W. H.'),
(53, 'Shivers', 'Olin'),
(54, 'Turon', 'Aaron'),
(55, 'Ahmed', 'Amal'),
(56, 'Blume', 'Matthias'),
(57, 'Ohori', 'Atsushi'),
(58, 'Ueno', 'Katsuhiro'),
(59, 'Pouillard', 'Nicolas'),
(60, 'Weirich', 'Stephanie'),
(61, 'Yorgey', 'Brent'),
(62, 'Sheard', 'Tim');
INSERT INTO "Papers" ("paperID", "title") VALUES
(200, 'Just do it: Simple Monadic Equational Reasoning'),
(201, 'Proving the Unique Fixed-Point Principle Correct: An Adventure with Category Theory'),
(202, 'Functional Pearl: Modular Rollback through Control Logging'),
(203, 'An Equivalence-Preserving CPS Translation via Multi-Language Semantics'),
(204, 'Making Standard ML a Practical Database Programming Language'),
(205, 'Nameless, Painless'),
(206, 'Binders Unbound');
INSERT INTO "Authorship" ("authID", "instID", "paperID", "authOrder") VALUES
(50, 1000, 200, 1),
(51, 1000, 200, 2),
(51, 1000, 201, 1),
(52, 1000, 201, 2),
(53, 1010, 202, 1),
(54, 1010, 202, 2),
(55, 1020, 203, 1),
(56, 1030, 203, 2),
(57, 1040, 204, 1),
(58, 1040, 204, 2),
(59, 1070, 205, 1),
(60, 1050, 206, 1),
(61, 1050, 206, 2),
(62, 1060, 206, 3);

ALTER TABLE "Authorship" ADD FOREIGN KEY ("paperID") REFERENCES "Papers" ("paperID");
ALTER TABLE "Authorship" ADD FOREIGN KEY ("instID") REFERENCES "Inst" ("instID");
ALTER TABLE "Authorship" ADD FOREIGN KEY ("authID") REFERENCES "Authors" ("authID");
