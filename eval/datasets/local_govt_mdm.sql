-- local_govt_mdm: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/local_govt_mdm.LICENSE.md

CREATE TABLE "Customer_Master_Index" (
  "master_customer_id" integer NOT NULL,
  "cmi_details" varchar(255),
  PRIMARY KEY ("master_customer_id")
);
CREATE TABLE "CMI_Cross_References" (
  "cmi_cross_ref_id" integer NOT NULL,
  "master_customer_id" integer NOT NULL,
  "source_system_code" char(15) NOT NULL,
  PRIMARY KEY ("cmi_cross_ref_id")
);
CREATE TABLE "Council_Tax" (
  "council_tax_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("council_tax_id")
);
CREATE TABLE "Business_Rates" (
  "business_rates_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("business_rates_id")
);
CREATE TABLE "Benefits_Overpayments" (
  "council_tax_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("council_tax_id")
);
CREATE TABLE "Parking_Fines" (
  "council_tax_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("council_tax_id")
);
CREATE TABLE "Rent_Arrears" (
  "council_tax_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("council_tax_id")
);
CREATE TABLE "Electoral_Register" (
  "electoral_register_id" integer NOT NULL,
  "cmi_cross_ref_id" integer NOT NULL,
  PRIMARY KEY ("electoral_register_id")
);

INSERT INTO "Customer_Master_Index" ("master_customer_id", "cmi_details") VALUES
(1, 'Schmitt-Lang'),
(2, 'Volkman, Mills and Ferry'),
(3, 'Gusikowski PLC'),
(4, 'Schmidt, Kertzmann and Lubowitz'),
(5, 'Gottlieb, Becker and Wyman'),
(6, 'Mayer-Hagenes'),
(7, 'Streich-Morissette'),
(8, 'Quigley-Paucek'),
(9, 'Reynolds-McClure');
INSERT INTO "CMI_Cross_References" ("cmi_cross_ref_id", "master_customer_id", "source_system_code") VALUES
(2, 4, 'Rent'),
(4, 5, 'Parking'),
(8, 1, 'Rent'),
(41, 5, 'Benefits'),
(48, 5, 'Benefits'),
(49, 1, 'Business'),
(59, 1, 'Rent'),
(65, 9, 'Benefits'),
(75, 5, 'Electoral'),
(77, 4, 'Electoral'),
(81, 9, 'Parking'),
(83, 3, 'Benefits'),
(95, 2, 'Business'),
(99, 9, 'Business'),
(100, 4, 'Rent'),
(101, 2, 'Tax'),
(102, 4, 'Tax'),
(103, 9, 'Tax'),
(104, 2, 'Tax'),
(105, 2, 'Tax'),
(106, 1, 'Tax');
INSERT INTO "Council_Tax" ("council_tax_id", "cmi_cross_ref_id") VALUES
(1, 101),
(2, 103),
(3, 104),
(7, 102),
(8, 106),
(9, 105);
INSERT INTO "Business_Rates" ("business_rates_id", "cmi_cross_ref_id") VALUES
(2, 99),
(5, 49),
(8, 95);
INSERT INTO "Benefits_Overpayments" ("council_tax_id", "cmi_cross_ref_id") VALUES
(3, 65),
(6, 41),
(7, 83),
(8, 48);
INSERT INTO "Parking_Fines" ("council_tax_id", "cmi_cross_ref_id") VALUES
(9, 4),
(10, 81);
INSERT INTO "Rent_Arrears" ("council_tax_id", "cmi_cross_ref_id") VALUES
(1, 100),
(2, 8),
(6, 59),
(7, 2);
INSERT INTO "Electoral_Register" ("electoral_register_id", "cmi_cross_ref_id") VALUES
(2, 83),
(3, 65),
(4, 100),
(6, 95),
(7, 65),
(8, 75);

ALTER TABLE "CMI_Cross_References" ADD FOREIGN KEY ("master_customer_id") REFERENCES "Customer_Master_Index" ("master_customer_id");
ALTER TABLE "Council_Tax" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
ALTER TABLE "Business_Rates" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
ALTER TABLE "Benefits_Overpayments" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
ALTER TABLE "Parking_Fines" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
ALTER TABLE "Rent_Arrears" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
ALTER TABLE "Electoral_Register" ADD FOREIGN KEY ("cmi_cross_ref_id") REFERENCES "CMI_Cross_References" ("cmi_cross_ref_id");
