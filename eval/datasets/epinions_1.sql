-- epinions_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/epinions_1.LICENSE.md

CREATE TABLE "item" (
  "i_id" integer NOT NULL,
  "title" varchar(20),
  PRIMARY KEY ("i_id")
);
CREATE TABLE "review" (
  "a_id" integer NOT NULL,
  "u_id" integer NOT NULL,
  "i_id" integer NOT NULL,
  "rating" integer,
  "rank" integer,
  PRIMARY KEY ("a_id")
);
CREATE TABLE "useracct" (
  "u_id" integer NOT NULL,
  "name" varchar(128),
  PRIMARY KEY ("u_id")
);
CREATE TABLE "trust" (
  "source_u_id" integer NOT NULL,
  "target_u_id" integer NOT NULL,
  "trust" integer NOT NULL
);

INSERT INTO "item" ("i_id", "title") VALUES
(0, 'pear'),
(1, 'orange'),
(2, 'apple'),
(3, 'shampoo'),
(4, 'avocado'),
(5, 'comb'),
(6, 'blue hoodie'),
(7, 'cup');
INSERT INTO "review" ("a_id", "u_id", "i_id", "rating", "rank") VALUES
(1, 1, 1, 10, 1),
(2, 2, 1, 5, 2),
(3, 1, 4, 7, 3),
(4, 2, 7, 10, 7),
(5, 2, 5, 7, 4),
(6, 1, 3, 5, 5),
(7, 2, 7, 6, 6);
INSERT INTO "useracct" ("u_id", "name") VALUES
(1, 'Helen'),
(2, 'Mark'),
(3, 'Terry'),
(4, 'Nancy'),
(5, 'Rosie'),
(6, 'Roxi'),
(7, 'Emily');
INSERT INTO "trust" ("source_u_id", "target_u_id", "trust") VALUES
(1, 2, 10),
(1, 3, 6),
(2, 4, 8),
(3, 6, 10),
(7, 2, 3),
(7, 5, 2),
(7, 3, 4),
(6, 2, 1),
(1, 5, 7);

ALTER TABLE "review" ADD FOREIGN KEY ("i_id") REFERENCES "item" ("i_id");
ALTER TABLE "review" ADD FOREIGN KEY ("u_id") REFERENCES "useracct" ("u_id");
ALTER TABLE "trust" ADD FOREIGN KEY ("target_u_id") REFERENCES "useracct" ("u_id");
ALTER TABLE "trust" ADD FOREIGN KEY ("source_u_id") REFERENCES "useracct" ("u_id");
