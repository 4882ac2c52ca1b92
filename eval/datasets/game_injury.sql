-- game_injury: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/game_injury.LICENSE.md

CREATE TABLE "stadium" (
  "id" integer,
  "name" text,
  "Home_Games" integer,
  "Average_Attendance" double precision,
  "Total_Attendance" double precision,
  "Capacity_Percentage" double precision,
  PRIMARY KEY ("id")
);
CREATE TABLE "game" (
  "stadium_id" integer,
  "id" integer,
  "Season" integer,
  "Date" text,
  "Home_team" text,
  "Away_team" text,
  "Score" text,
  "Competition" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "injury_accident" (
  "game_id" integer,
  "id" integer,
  "Player" text,
  "Injury" text,
  "Number_of_matches" text,
  "Source" text,
  PRIMARY KEY ("id")
);

INSERT INTO "stadium" ("id", "name", "Home_Games", "Average_Attendance", "Total_Attendance", "Capacity_Percentage") VALUES
(1, 'Cowboys Stadium', 8, 87047, 696377, 108.8),
(2, 'FedExField', 8, 83172, 665380, 90.7),
(3, 'New Meadowlands Stadium', 8, 79019, 632156, 95.8),
(4, 'New Meadowlands Stadium', 8, 78596, 628768, 95.3),
(5, 'Invesco Field at Mile High', 8, 74908, 599264, 98.4),
(6, 'Bank of America Stadium', 8, 72620, 580965, 98.4),
(7, 'M&T Bank Stadium', 8, 71227, 569817, 100.3),
(8, 'Reliant Stadium', 8, 71080, 568643, 100),
(9, 'Lambeau Field', 8, 70795, 566362, 97.1),
(10, 'Louisiana Superdome', 8, 70038, 560304, 96),
(11, 'Lincoln Financial Field', 8, 69144, 553152, 102.3),
(12, 'LP Field', 8, 69143, 553144, 100),
(13, 'Gillette Stadium', 8, 68756, 550048, 100);
INSERT INTO "game" ("stadium_id", "id", "Season", "Date", "Home_team", "Away_team", "Score", "Competition") VALUES
(1, 1, 2007, '18 May 2007', 'Quruvchi', 'Pakhtakor', '1–1', 'League'),
(2, 2, 2007, '22 September 2007', 'Pakhtakor', 'Quruvchi', '0–0', 'League'),
(3, 3, 2007, '9 December 2007', 'Pakhtakor', 'Quruvchi', '0–0 (7:6)', 'Cup'),
(4, 4, 2008, '10 July 2008', 'Pakhtakor', 'Quruvchi', '1–1', 'League'),
(5, 5, 2008, '16 August 2008', 'Bunyodkor', 'Pakhtakor', '1–1', 'League'),
(6, 6, 2008, '31 October 2008', 'Bunyodkor', 'Pakhtakor', '3–1', 'Cup'),
(7, 7, 2009, '12 July 2009', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(8, 8, 2009, '14 October 2009', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(9, 9, 2009, '8 August 2009', 'Pakhtakor', 'Bunyodkor', '1–0', 'Cup'),
(10, 10, 2010, '14 March 2010', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(10, 11, 2010, '31 October 2010', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(10, 12, 2011, '7 July 2011', 'Pakhtakor', 'Bunyodkor', '0–0', 'League'),
(1, 13, 2011, '21 August 2011', 'Bunyodkor', 'Pakhtakor', '2–1', 'League'),
(2, 14, 2012, '11 March 2012', 'Bunyodkor', 'Pakhtakor', '–', 'Supercup'),
(3, 15, 2012, '26 June 2012', 'Bunyodkor', 'Pakhtakor', '2–0', 'League'),
(4, 16, 2012, '9 August 2012', 'Pakhtakor', 'Bunyodkor', '1–1', 'League'),
(5, 17, 2012, '22 August 2012', 'Bunyodkor', 'Pakhtakor', '1–1', 'Cup'),
(11, 18, 2012, '25 November 2012', 'Pakhtakor', 'Bunyodkor', '1–3', 'Cup'),
(12, 19, 2013, '30 June 2013', 'Pakhtakor', 'Bunyodkor', '0–2', 'League'),
(7, 20, 2013, '8 August 2013', 'Bunyodkor', 'Pakhtakor', '1–2', 'League');
INSERT INTO "injury_accident" ("game_id", "id", "Player", "Injury", "Number_of_matches", "Source") VALUES
(1, 1, 'Davide Santon', 'Clean-up surgery on his right knee', '12', 'inter.it'),
(2, 2, 'Maicon', 'Knee problem', '2', 'inter.it'),
(3, 3, 'Dejan Stanković', 'Hamstring muscle strain in his left thigh', '2', 'inter.it'),
(4, 4, 'Wesley Sneijder', 'Foot injury', '1', 'inter.it'),
(5, 5, 'Diego Milito', 'Slight thigh strain in right leg', '1', 'inter.it'),
(5, 6, 'Javier Zanetti', 'Post-traumatic pneumothrorax', '4', 'inter.it'),
(6, 7, 'Walter Samuel', 'Right thigh muscle strain', '3', 'inter.it'),
(6, 8, 'Thiago Motta', 'Surgery on his right knee', '10', 'inter.it'),
(6, 9, 'Goran Pandev', 'Ankle problem', '3', 'inter.it'),
(8, 10, 'Iván Córdoba', 'Sustained a biceps femoris strain in his left leg', '1', 'inter.it'),
(9, 11, 'Esteban Cambiasso', 'First-degree strain left hamstring muscles', '2', 'inter.it'),
(10, 12, 'Dejan Stanković (2)', 'Right calf strain', '4 (6)', 'inter.it'),
(10, 13, 'Wesley Sneijder (2)', 'Fainted during half time', '1 (2)', 'inter.it'),
(11, 14, 'Esteban Cambiasso (2)', 'Sustained posterior thigh strains in his left leg', '4 (6)', 'inter.it'),
(12, 15, 'Thiago Motta (2)', 'Knee problem', '7 (17)', 'inter.it');

ALTER TABLE "game" ADD FOREIGN KEY ("stadium_id") REFERENCES "stadium" ("id");
ALTER TABLE "injury_accident" ADD FOREIGN KEY ("game_id") REFERENCES "game" ("id");
