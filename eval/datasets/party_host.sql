-- party_host: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/party_host.LICENSE.md

CREATE TABLE "party" (
  "Party_ID" integer,
  "Party_Theme" text,
  "Location" text,
  "First_year" text,
  "Last_year" text,
  "Number_of_hosts" integer,
  PRIMARY KEY ("Party_ID")
);
CREATE TABLE "host" (
  "Host_ID" integer,
  "Name" text,
  "Nationality" text,
  "Age" text,
  PRIMARY KEY ("Host_ID")
);
CREATE TABLE "party_host" (
  "Party_ID" integer,
  "Host_ID" integer,
  "Is_Main_in_Charge" boolean,
  PRIMARY KEY ("Party_ID", "Host_ID")
);

INSERT INTO "party" ("Party_ID", "Party_Theme", "Location", "First_year", "Last_year", "Number_of_hosts") VALUES
(1, 'Spring', 'Hemkade 48 Zaandam', '2000', '2001', 5),
(2, 'Club Q-BASE', 'Hemkade 48 Zaandam', '2002', '2002', 23),
(3, 'Hardcore Resurrection', 'Various locations', '2000', '2003', 4),
(4, 'Teqnology', 'Heineken Music Hall Amsterdam', '2002', '2004', 6),
(5, 'Qlubtempo', 'Hemkade 48 Zaandam, Heineken Music Hall Amsterdam', '2001', '2007', 31),
(6, 'QrimeTime', 'Heineken Music Hall Amsterdam', '2004', '2007', 4),
(7, 'In Qontrol', 'RAI Amsterdam', '2004', '2010', 7),
(8, 'Houseqlassics', 'Various locations', '1999', '2010', 18);
INSERT INTO "host" ("Host_ID", "Name", "Nationality", "Age") VALUES
(1, 'Austin Daye', 'United States', '43'),
(2, 'Lloyd Daniels', 'United States', '37'),
(3, 'Kornel David', 'Hungary', '31'),
(4, 'Antonio Davis', 'United States', '26'),
(5, 'Ed Davis', 'United States', '45'),
(6, 'Hubert Davis', 'United States', '47'),
(7, 'Carlos Delfino', 'Argentina', '30'),
(8, 'Justin Dentmon', 'United States', '40'),
(9, 'DeMar DeRozan', 'United States', '31'),
(10, 'Derrick Dial', 'United States', '60');
INSERT INTO "party_host" ("Party_ID", "Host_ID", "Is_Main_in_Charge") VALUES
(1, 1, 'T'),
(8, 7, 'T'),
(6, 10, 'F'),
(4, 2, 'T'),
(2, 5, 'F'),
(6, 3, 'T');

ALTER TABLE "party_host" ADD FOREIGN KEY ("Party_ID") REFERENCES "party" ("Party_ID");
ALTER TABLE "party_host" ADD FOREIGN KEY ("Host_ID") REFERENCES "host" ("Host_ID");
