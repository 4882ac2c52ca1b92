-- battle_death: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/battle_death.LICENSE.md

CREATE TABLE "battle" (
  "id" integer,
  "name" text,
  "date" text,
  "bulgarian_commander" text,
  "latin_commander" text,
  "result" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "ship" (
  "lost_in_battle" integer,
  "id" integer,
  "name" text,
  "tonnage" text,
  "ship_type" text,
  "location" text,
  "disposition_of_ship" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "death" (
  "caused_by_ship_id" integer,
  "id" integer,
  "note" text,
  "killed" integer,
  "injured" integer,
  PRIMARY KEY ("id")
);

INSERT INTO "battle" ("id", "name", "date", "bulgarian_commander", "latin_commander", "result") VALUES
(1, 'Battle of Adrianople', '14 April 1205', 'Kaloyan', 'Baldwin I', 'Bulgarian victory'),
(2, 'Battle of Serres', 'June 1205', 'Kaloyan', 'Unknown', 'Bulgarian victory'),
(3, 'Battle of Rusion', '31 January 1206', 'Kaloyan', 'Thierry de Termond', 'Bulgarian victory'),
(4, 'Battle of Rodosto', 'February 1206', 'Kaloyan', 'Unknown', 'Bulgarian victory'),
(5, 'Battle of Messinopolis', '4 September 1207', 'Unknown', 'Boniface of Montferrat', 'Bulgarian victory'),
(6, 'Battle of Boruy', 'June 1205', 'Boril', 'Henry I', 'Bulgarian victory'),
(7, 'Battle of Philippopolis', '31 June 1208', 'Boril', 'Henry I', 'Latin victory'),
(8, 'Siege of Constantinople', '1235', 'Ivan Asen II', 'John of Brienne', 'Two Year Truce');
INSERT INTO "ship" ("lost_in_battle", "id", "name", "tonnage", "ship_type", "location", "disposition_of_ship") VALUES
(8, 1, 'Lettice', 't', 'Brig', 'English Channel', 'Captured'),
(7, 2, 'Bon Accord', 't', 'Brig', 'English Channel', 'Captured'),
(6, 3, 'Mary', 't', 'Brig', 'English Channel', 'Captured'),
(5, 4, 'HMS Avon', '391', '18-gun Brig', 'English Channel', 'Wrecked'),
(5, 5, 'Three Brothers', 't', 'Brig', 'SW Approaches', 'Scuttled'),
(4, 6, 'Bacchus', 't', 'Brig', 'English Channel', 'Sank'),
(8, 7, 'HMS Atalanta', '225', '8 gun Brig', 'Mid-Atlantic', 'Captured');
INSERT INTO "death" ("caused_by_ship_id", "id", "note", "killed", "injured") VALUES
(1, 1, 'Dantewada, Chhattisgarh', 8, 0),
(2, 2, 'Dantewada, Chhattisgarh', 3, 0),
(3, 13, 'Erraboru, Chhattisgarh', 25, 0),
(3, 3, 'East Champaran, Bihar', 2, 0),
(4, 4, 'Gajapati, Odisha', 3, 0),
(4, 5, 'Sundargarh, Odisha', 0, 9),
(5, 6, 'Dantewada, Chhattisgarh', 0, 0),
(5, 7, 'Dantewada, Chhattisgarh', 4, 5),
(6, 8, 'Kanker, Chhattisgarh', 0, 0),
(1, 9, 'Dantewada, Chhattisgarh', 29, 0),
(3, 10, 'WestMidnapore, West Bengal', 0, 0),
(2, 11, 'Bastar, Chattisgarh', 0, 0),
(5, 12, 'Bokaro, Jharkhand', 14, 0);

ALTER TABLE "ship" ADD FOREIGN KEY ("lost_in_battle") REFERENCES "battle" ("id");
ALTER TABLE "death" ADD FOREIGN KEY ("caused_by_ship_id") REFERENCES "ship" ("id");
