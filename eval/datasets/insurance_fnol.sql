-- insurance_fnol: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/insurance_fnol.LICENSE.md

CREATE TABLE "Customers" (
  "Customer_ID" integer NOT NULL,
  "Customer_name" varchar(40),
  PRIMARY KEY ("Customer_ID")
);
CREATE TABLE "Services" (
  "Service_ID" integer NOT NULL,
  "Service_name" varchar(40),
  PRIMARY KEY ("Service_ID")
);
CREATE TABLE "Available_Policies" (
  "Policy_ID" integer NOT NULL,
  "policy_type_code" varchar(18),
  "Customer_Phone" varchar(255),
  PRIMARY KEY ("Policy_ID")
);
CREATE TABLE "Customers_Policies" (
  "Customer_ID" integer NOT NULL,
  "Policy_ID" integer NOT NULL,
  "Date_Opened" date,
  "Date_Closed" date,
  PRIMARY KEY ("Customer_ID", "Policy_ID")
);
CREATE TABLE "First_Notification_of_Loss" (
  "FNOL_ID" integer NOT NULL,
  "Customer_ID" integer NOT NULL,
  "Policy_ID" integer NOT NULL,
  "Service_ID" integer NOT NULL,
  PRIMARY KEY ("FNOL_ID")
);
CREATE TABLE "Claims" (
  "Claim_ID" integer NOT NULL,
  "FNOL_ID" integer NOT NULL,
  "Effective_Date" date,
  PRIMARY KEY ("Claim_ID")
);
CREATE TABLE "Settlements" (
  "Settlement_ID" integer NOT NULL,
  "Claim_ID" integer,
  "Effective_Date" date,
  "Settlement_Amount" double precision,
  PRIMARY KEY ("Settlement_ID")
);

INSERT INTO "Customers" ("Customer_ID", "Customer_name") VALUES
(194, 'America Jaskolski'),
(214, 'Ellsworth Paucek'),
(256, 'Mrs. Hanna Willms'),
(562, 'Dr. Diana Rath'),
(582, 'Selena Gerhold'),
(641, 'Dayana Robel'),
(682, 'Mr. Edwardo Blanda I'),
(756, 'Mr. Randal Lynch III'),
(805, 'Mrs. Liza Heller V'),
(826, 'Mrs. Lilly Graham III'),
(882, 'Miss Felicita Reichel'),
(892, 'Sydnie Friesen'),
(923, 'David Ross'),
(956, 'Cai Zhang'),
(996, 'Jay Chou');
INSERT INTO "Services" ("Service_ID", "Service_name") VALUES
(1, 'New policy application'),
(4, 'Close a policy'),
(6, 'Change a policy'),
(9, 'Upgrade a policy');
INSERT INTO "Available_Policies" ("Policy_ID", "policy_type_code", "Customer_Phone") VALUES
(246, 'Life Insurance', '+16(2)5838999222'),
(257, 'Property Insurance', '242.763.9214'),
(300, 'Property Insurance', '1-416-503-7735x94204'),
(301, 'Property Insurance', '(777)537-7792'),
(346, 'Mortgage Insurance', '1-446-940-9907x257'),
(366, 'Mortgage Insurance', '(379)862-8274x12620'),
(472, 'Mortgage Insurance', '+85(6)1302858396'),
(583, 'Travel Insurance', '1-797-927-3585x9321'),
(586, 'Life Insurance', '991.642.6485x822'),
(630, 'Property Insurance', '813.178.8211x557'),
(636, 'Life Insurance', '889-572-0609x552'),
(751, 'Life Insurance', '1-138-841-3073'),
(879, 'Mortgage Insurance', '1-381-132-0127x3801'),
(927, 'Mortgage Insurance', '00481937923'),
(993, 'Property Insurance', '405.090.8654x021');
INSERT INTO "Customers_Policies" ("Customer_ID", "Policy_ID", "Date_Opened", "Date_Closed") VALUES
(214, 257, '2016-11-19', '2018-03-04'),
(214, 301, '2016-04-12', '2018-02-07'),
(256, 583, '2016-07-22', '2018-02-20'),
(562, 346, '2017-01-09', '2018-03-08'),
(562, 583, '2016-06-24', '2018-02-22'),
(582, 586, '2016-04-11', '2018-03-17'),
(641, 366, '2016-07-10', '2018-02-24'),
(641, 472, '2016-07-07', '2018-03-10'),
(682, 583, '2016-11-01', '2018-03-03'),
(826, 630, '2016-11-18', '2018-02-13'),
(892, 927, '2017-01-08', '2018-02-25'),
(996, 366, '2016-10-31', '2018-03-19'),
(996, 879, '2017-01-05', '2018-02-20'),
(996, 993, '2016-07-03', '2018-03-20');
INSERT INTO "First_Notification_of_Loss" ("FNOL_ID", "Customer_ID", "Policy_ID", "Service_ID") VALUES
(532, 214, 257, 6),
(1611, 996, 993, 9),
(1722, 996, 879, 6),
(2543, 996, 366, 1),
(4226, 892, 927, 1),
(4323, 826, 630, 4),
(4525, 582, 586, 1);
INSERT INTO "Claims" ("Claim_ID", "FNOL_ID", "Effective_Date") VALUES
(134, 1722, '1973-08-18'),
(145, 1611, '2014-10-19'),
(228, 532, '1975-05-07'),
(309, 2543, '1982-05-03'),
(311, 4226, '1992-02-09'),
(360, 4226, '2006-06-10'),
(428, 4226, '1992-01-05'),
(604, 4323, '2009-02-11'),
(641, 4525, '1985-03-24'),
(717, 4525, '1996-11-29');
INSERT INTO "Settlements" ("Settlement_ID", "Claim_ID", "Effective_Date", "Settlement_Amount") VALUES
(161, 717, '2009-11-20', 6451.65),
(176, 641, '1971-06-29', 1588.45),
(205, 604, '1978-09-09', 9814.39),
(208, 428, '2003-12-28', 8827.06),
(393, 360, '2006-04-19', 8013.95),
(543, 309, '1972-03-02', 2722.67),
(544, 311, '1973-10-27', 9164.1),
(604, 228, '2014-12-09', 2138.96),
(616, 145, '1995-04-02', 3101.3),
(628, 134, '2001-07-02', 1721.17);

ALTER TABLE "Customers_Policies" ADD FOREIGN KEY ("Policy_ID") REFERENCES "Available_Policies" ("Policy_ID");
ALTER TABLE "Customers_Policies" ADD FOREIGN KEY ("Customer_ID") REFERENCES "Customers" ("Customer_ID");
ALTER TABLE "First_Notification_of_Loss" ADD FOREIGN KEY ("Service_ID") REFERENCES "Services" ("Service_ID");
ALTER TABLE "Claims" ADD FOREIGN KEY ("FNOL_ID") REFERENCES "First_Notification_of_Loss" ("FNOL_ID");
ALTER TABLE "Settlements" ADD FOREIGN KEY ("Claim_ID") REFERENCES "Claims" ("Claim_ID");
