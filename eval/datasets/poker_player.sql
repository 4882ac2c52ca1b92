-- poker_player: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/poker_player.LICENSE.md

CREATE TABLE "poker_player" (
  "Poker_Player_ID" integer,
  "People_ID" integer,
  "Final_Table_Made" double precision,
  "Best_Finish" double precision,
  "Money_Rank" double precision,
  "Earnings" double precision,
  PRIMARY KEY ("Poker_Player_ID")
);
CREATE TABLE "people" (
  "People_ID" integer,
  "Nationality" text,
  "Name" text,
  "Birth_Date" text,
  "Height" double precision,
  PRIMARY KEY ("People_ID")
);

INSERT INTO "poker_player" ("Poker_Player_ID", "People_ID", "Final_Table_Made", "Best_Finish", "Money_Rank", "Earnings") VALUES
(1, 1, 42, 1, 68, 476090),
(2, 2, 10, 2, 141, 189233),
(3, 5, 21, 1, 166, 104871),
(4, 6, 19, 2, 58, 596462),
(5, 7, 26, 3, 154, 142800);
INSERT INTO "people" ("People_ID", "Nationality", "Name", "Birth_Date", "Height") VALUES
(1, 'Russia', 'Aleksey Ostapenko', 'May 26, 1986', 207),
(2, 'Bulgaria', 'Teodor Salparov', 'August 16, 1982', 182),
(3, 'Russia', 'Roman Bragin', 'April 17, 1987', 187),
(4, 'Russia', 'Sergey Grankin', 'January 22, 1987', 193),
(5, 'Russia', 'Yevgeni Sivozhelez', 'August 8, 1986', 196),
(6, 'Russia', 'Maksim Botin', 'July 14, 1983', 194),
(7, 'Russia', 'Semen Poltavskiy', 'February 8, 1981', 205);

ALTER TABLE "poker_player" ADD FOREIGN KEY ("People_ID") REFERENCES "people" ("People_ID");
