-- phone_market: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/phone_market.LICENSE.md

CREATE TABLE "phone" (
  "Name" text,
  "Phone_ID" integer,
  "Memory_in_G" integer,
  "Carrier" text,
  "Price" double precision,
  PRIMARY KEY ("Phone_ID")
);
CREATE TABLE "market" (
  "Market_ID" integer,
  "District" text,
  "Num_of_employees" integer,
  "Num_of_shops" double precision,
  "Ranking" integer,
  PRIMARY KEY ("Market_ID")
);
CREATE TABLE "phone_market" (
  "Market_ID" integer,
  "Phone_ID" integer,
  "Num_of_stock" integer,
  PRIMARY KEY ("Market_ID", "Phone_ID")
);

INSERT INTO "phone" ("Name", "Phone_ID", "Memory_in_G", "Carrier", "Price") VALUES
('IPhone 5s', 1, 32, 'Sprint', 320),
('IPhone 6', 5, 128, 'Sprint', 480),
('IPhone 6s', 2, 128, 'TMobile', 699),
('IPhone 7', 4, 16, 'TMobile', 899),
('IPhone X', 3, 64, 'TMobile', 1000);
INSERT INTO "market" ("Market_ID", "District", "Num_of_employees", "Num_of_shops", "Ranking") VALUES
(1, 'Alberta', 1966, 40, 1),
(2, 'British Columbia', 1965, 49, 21),
(3, 'New Brunswick', 1978, 10, 4),
(4, 'Nova Scotia', 1968, 32, 5),
(5, 'Ontario', 1958, 54, 3),
(6, 'Quebec', 1958, 54, 8);
INSERT INTO "phone_market" ("Market_ID", "Phone_ID", "Num_of_stock") VALUES
(1, '1', 2232),
(2, '2', 4324),
(1, '4', 874),
(5, '1', 682),
(2, '3', 908),
(6, '3', 1632);

ALTER TABLE "phone_market" ADD FOREIGN KEY ("Phone_ID") REFERENCES "phone" ("Phone_ID");
ALTER TABLE "phone_market" ADD FOREIGN KEY ("Market_ID") REFERENCES "market" ("Market_ID");
