-- loan_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/loan_1.LICENSE.md

CREATE TABLE "bank" (
  "branch_ID" integer,
  "bname" varchar(20),
  "no_of_customers" integer,
  "city" varchar(14),
  "state" varchar(20),
  PRIMARY KEY ("branch_ID")
);
CREATE TABLE "customer" (
  "cust_ID" varchar(3),
  "cust_name" varchar(20),
  "acc_type" varchar(8),
  "acc_bal" integer,
  "no_of_loans" integer,
  "credit_score" integer,
  "branch_ID" integer,
  "state" varchar(20),
  PRIMARY KEY ("cust_ID")
);
CREATE TABLE "loan" (
  "loan_ID" varchar(3),
  "loan_type" varchar(15),
  "cust_ID" varchar(3),
  "branch_ID" integer,
  "amount" integer,
  PRIMARY KEY ("loan_ID")
);

INSERT INTO "bank" ("branch_ID", "bname", "no_of_customers", "city", "state") VALUES
(1, 'morningside', 203, 'New York City', 'New York'),
(2, 'downtown', 123, 'Salt Lake City', 'Utah'),
(3, 'broadway', 453, 'New York City', 'New York'),
(4, 'high', 367, 'Austin', 'Texas');
INSERT INTO "customer" ("cust_ID", "cust_name", "acc_type", "acc_bal", "no_of_loans", "credit_score", "branch_ID", "state") VALUES
('1', 'Mary', 'saving', 2000, 2, 30, 2, 'Utah'),
('2', 'Jack', 'checking', 1000, 1, 20, 1, 'Texas'),
('3', 'Owen', 'saving', 800000, 0, 210, 3, 'New York');
INSERT INTO "loan" ("loan_ID", "loan_type", "cust_ID", "branch_ID", "amount") VALUES
('1', 'Mortgages', '1', '1', 2050),
('2', 'Auto', '1', '2', 3000),
('3', 'Business', '3', '3', 5000);

ALTER TABLE "customer" ADD FOREIGN KEY ("branch_ID") REFERENCES "bank" ("branch_ID");
ALTER TABLE "loan" ADD FOREIGN KEY ("cust_ID") REFERENCES "customer" ("cust_ID");
ALTER TABLE "loan" ADD FOREIGN KEY ("branch_ID") REFERENCES "bank" ("branch_ID");
