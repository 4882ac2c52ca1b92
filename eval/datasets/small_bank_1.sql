-- small_bank_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/small_bank_1.LICENSE.md

CREATE TABLE "ACCOUNTS" (
  "custid" integer NOT NULL,
  "name" varchar(64) NOT NULL,
  PRIMARY KEY ("custid")
);
CREATE TABLE "SAVINGS" (
  "custid" integer NOT NULL,
  "balance" double precision NOT NULL,
  PRIMARY KEY ("custid")
);
CREATE TABLE "CHECKING" (
  "custid" integer NOT NULL,
  "balance" double precision NOT NULL,
  PRIMARY KEY ("custid")
);

INSERT INTO "ACCOUNTS" ("custid", "name") VALUES
(1, 'Brown'),
(2, 'Wang'),
(3, 'O''mahony'),
(4, 'Weeks'),
(5, 'Granger'),
(6, 'Porter'),
(7, 'Wesley');
INSERT INTO "SAVINGS" ("custid", "balance") VALUES
(1, 200000),
(2, 999999999),
(3, 230000),
(4, 60),
(5, 80000),
(6, 240);
INSERT INTO "CHECKING" ("custid", "balance") VALUES
(1, 10000),
(2, 2000),
(3, 3000),
(4, 7000),
(5, 10000),
(6, 77),
(7, 7);

ALTER TABLE "SAVINGS" ADD FOREIGN KEY ("custid") REFERENCES "ACCOUNTS" ("custid");
ALTER TABLE "CHECKING" ADD FOREIGN KEY ("custid") REFERENCES "ACCOUNTS" ("custid");
