-- party_people: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/party_people.LICENSE.md

CREATE TABLE "region" (
  "Region_ID" integer,
  "Region_name" text,
  "Date" text,
  "Label" text,
  "Format" text,
  "Catalogue" text,
  PRIMARY KEY ("Region_ID")
);
CREATE TABLE "party" (
  "Party_ID" integer,
  "Minister" text,
  "Took_office" text,
  "Left_office" text,
  "Region_ID" integer,
  "Party_name" text,
  PRIMARY KEY ("Party_ID")
);
CREATE TABLE "member" (
  "Member_ID" integer,
  "Member_Name" text,
  "Party_ID" integer,
  "In_office" text,
  PRIMARY KEY ("Member_ID")
);
CREATE TABLE "party_events" (
  "Event_ID" integer,
  "Event_Name" text,
  "Party_ID" integer,
  "Member_in_charge_ID" integer,
  PRIMARY KEY ("Event_ID")
);

INSERT INTO "region" ("Region_ID", "Region_name", "Date", "Label", "Format", "Catalogue") VALUES
(1, 'United Kingdom', '1 July 2002', 'Parlophone', 'CD', '540 3622'),
(2, 'United Kingdom', '1 July 2002', 'Parlophone', '2× LP', '539 9821'),
(3, 'Japan', '3 July 2002', 'Toshiba-EMI', 'CD', 'TOCP-66045'),
(4, 'United States', '16 July 2002', 'Astralwerks', 'CD', 'ASW 40362'),
(5, 'United States', '16 July 2002', 'Astralwerks', 'CD digipak', 'ASW 40522');
INSERT INTO "party" ("Party_ID", "Minister", "Took_office", "Left_office", "Region_ID", "Party_name") VALUES
(1, 'Dr. Kwame Nkrumah (MP)', '1957', '1958', 1, 'Convention Peoples Party'),
(2, 'Kojo Botsio (MP)', '1958', '1959', 2, 'Progress Party'),
(3, 'Ebenezer Ako-Adjei (MP)', '1959', '1960', 3, '3'),
(4, 'Imoru Egala (MP)', '1960', '1961', 4, 'Convention Union Party'),
(5, 'Ebenezer Ako-Adjei (MP)', '1961', '1962', 5, 'Sinefine Party');
INSERT INTO "member" ("Member_ID", "Member_Name", "Party_ID", "In_office") VALUES
(1, 'Hon Tony Abbott', '3', '1994–present'),
(2, 'Hon Dick Adams', '2', '1993–2013'),
(3, 'Anthony Albanese', '2', '1996–present'),
(4, 'Hon John Anderson', '1', '1989–2007'),
(5, 'Peter Andren', '3', '1996–2007'),
(6, 'Hon Kevin Andrews', '3', '1991–present'),
(7, 'Hon Fran Bailey', '3', '1990–1993, 1996–2010'),
(8, 'Hon Bruce Baird', '3', '2001–2007'),
(9, 'Mark Baker', '3', '2004–2007'),
(10, 'Hon Bob Baldwin', '3', '2001–present'),
(11, 'Phil Barresi', '3', '1996–2007'),
(12, 'Kerry Bartlett', '1', '1996–2007'),
(13, 'Hon Kim Beazley', '2', '1980–2007'),
(14, 'Hon Arch Bevis', '2', '1990–2010'),
(15, 'Hon Bruce Billson', '3', '1996–present');
INSERT INTO "party_events" ("Event_ID", "Event_Name", "Party_ID", "Member_in_charge_ID") VALUES
(1, 'Annaual Meeting', 1, 4),
(2, 'Conference', 1, 12),
(3, 'Annaual Meeting', 2, 2),
(4, 'Budget Meeting', 2, 3),
(5, 'Annaual Meeting', 3, 10),
(6, 'Election Meeting', 3, 11),
(7, 'Budget Meeting', 3, 15),
(8, 'Election Meeting', 1, 4);

ALTER TABLE "party" ADD FOREIGN KEY ("Region_ID") REFERENCES "region" ("Region_ID");
ALTER TABLE "member" ADD FOREIGN KEY ("Party_ID") REFERENCES "party" ("Party_ID");
ALTER TABLE "party_events" ADD FOREIGN KEY ("Member_in_charge_ID") REFERENCES "member" ("Member_ID");
ALTER TABLE "party_events" ADD FOREIGN KEY ("Party_ID") REFERENCES "party" ("Party_ID");
