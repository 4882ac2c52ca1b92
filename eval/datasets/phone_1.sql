-- phone_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/phone_1.LICENSE.md

CREATE TABLE "chip_model" (
  "Model_name" text,
  "Launch_year" double precision,
  "RAM_MiB" double precision,
  "ROM_MiB" double precision,
  "Slots" text,
  "WiFi" text,
  "Bluetooth" text,
  PRIMARY KEY ("Model_name")
);
CREATE TABLE "screen_mode" (
  "Graphics_mode" double precision,
  "Char_cells" text,
  "Pixels" text,
  "Hardware_colours" double precision,
  "used_kb" double precision,
  "map" text,
  "Type" text,
  PRIMARY KEY ("Graphics_mode")
);
CREATE TABLE "phone" (
  "Company_name" text,
  "Hardware_Model_name" text,
  "Accreditation_type" text,
  "Accreditation_level" text,
  "Date" text,
  "chip_model" text,
  "screen_mode" double precision,
  PRIMARY KEY ("Hardware_Model_name")
);

INSERT INTO "chip_model" ("Model_name", "Launch_year", "RAM_MiB", "ROM_MiB", "Slots", "WiFi", "Bluetooth") VALUES
('X5', 2002, 32, 32, '1CFII,1SD', 'No', 'No'),
('X5 high end', 2002, 64, 48, '1CFII,1SD', 'No', 'No'),
('X3 Basic', 2003, 32, 32, '1SD', 'No', 'No'),
('X3 Advanced', 2003, 64, 64, '1SD', 'No', 'No'),
('X3i', 2003, 64, 64, '1SD', '802.11b', 'No'),
('X30 low-end', 2004, 32, 32, '1SD', 'No', 'No'),
('X30 mid-range', 2004, 64, 64, '1SD', '802.11b', '1.1'),
('X30 high-end', 2004, 64, 64, '1SD', '802.11b', '1.1'),
('X50 Standard', 2004, 64, 64, '1CFII,1SD', 'No', 'Yes'),
('X50 Advanced', 2004, 64, 128, '1CFII,1SD', '802.11b', 'Yes'),
('X50v', 2004, 64, 128, '1CFII,1SD', '802.11b', '1.2'),
('X51 low-end', 2005, 64, 128, '1CFII,1SD', 'No', '1.2'),
('X51 mid-range', 2005, 64, 128, '1CFII,1SD', '802.11b', '1.2'),
('X51v', 2005, 64, 256, '1CFII,1SD', '802.11b', '1.2');
INSERT INTO "screen_mode" ("Graphics_mode", "Char_cells", "Pixels", "Hardware_colours", "used_kb", "map", "Type") VALUES
(0, '80 × 32', '640 × 256', 2, 20, '3000–7FFF', 'Graphics'),
(1, '40 × 32', '320 × 256', 4, 20, '3000–7FFF', 'Graphics'),
(2, '20 × 32', '160 × 256', 8, 20, '3000–7FFF', 'Graphics'),
(3, '80 × 25', '640 × 200', 2, 16, '4000–7FFF', 'Text'),
(4, '40 × 32', '320 × 256', 2, 10, '5800–7FFF', 'Graphics'),
(5, '20 × 32', '160 × 256', 4, 10, '5800–7FFF', 'Graphics'),
(6, '40 × 25', '320 × 200', 2, 8, '6000–7FFF', 'Text');
INSERT INTO "phone" ("Company_name", "Hardware_Model_name", "Accreditation_type", "Accreditation_level", "Date", "chip_model", "screen_mode") VALUES
('Sony Mobile Communications', 'XPERIA T, XPERIA J', 'Full', 'joyn Hot Fixes', 'Approved (awarded 15.11.12)', 'X5', '1'),
('LG Electronics', 'LG-P760', 'Full', 'joyn Hot Fixes', 'Approved (awarded 19.11.12)', 'X51v', '3'),
('Nokia Corporation', 'Lumia 920, Lumia 820, Lumia 620', 'Full', 'joyn Hot Fixes', 'Approved (awarded 05.12.12)', 'X5', '4'),
('Samsung Electronics Co Ltd', 'GT-I9300', 'Full', 'joyn', 'Approved (awarded 23.10.12)', 'X30 low-end', '5'),
('HTC Corporation', 'Z520e', 'Provisional', 'joyn', 'Approved (valid until 14.09.13)', 'X3i', '6'),
('Samsung Electronics Co Ltd', 'GT-I9100', 'Provisional', 'joyn', 'Approved (valid until 06.04.13)', 'X50 Advanced', '1'),
('Nokia Corporation', 'Nokia 700', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X5', '2'),
('Huawei Technologies Co.Ltd.', 'U8815 Asura', 'Provisional', 'joyn', 'Approved (valid until 03.05.13)', 'X50 Standard', '3');

ALTER TABLE "phone" ADD FOREIGN KEY ("chip_model") REFERENCES "chip_model" ("Model_name");
ALTER TABLE "phone" ADD FOREIGN KEY ("screen_mode") REFERENCES "screen_mode" ("Graphics_mode");
