-- program_share: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/program_share.LICENSE.md

CREATE TABLE "program" (
  "Program_ID" integer,
  "Name" text,
  "Origin" text,
  "Launch" double precision,
  "Owner" text,
  PRIMARY KEY ("Program_ID")
);
CREATE TABLE "channel" (
  "Channel_ID" integer,
  "Name" text,
  "Owner" text,
  "Share_in_percent" double precision,
  "Rating_in_percent" double precision,
  PRIMARY KEY ("Channel_ID")
);
CREATE TABLE "broadcast" (
  "Channel_ID" integer,
  "Program_ID" integer,
  "Time_of_day" text,
  PRIMARY KEY ("Channel_ID", "Program_ID")
);
CREATE TABLE "broadcast_share" (
  "Channel_ID" integer,
  "Program_ID" integer,
  "Date" text,
  "Share_in_percent" double precision,
  PRIMARY KEY ("Channel_ID", "Program_ID")
);

INSERT INTO "program" ("Program_ID", "Name", "Origin", "Launch", "Owner") VALUES
(1, 'Aniworld', 'Hunan', 2005, 'Hunan Broadcasting System (HBS)'),
(2, 'Kaku', 'Beijing', 2004, 'Beijing Television (BTV)'),
(3, 'Toonmax', 'Shanghai', 2005, 'Shanghai Media Group (SMG)'),
(4, 'Jiajia', 'Guangdong', 2007, 'Southern Media Corporation (SMC)'),
(5, 'Youman', 'Jiangsu', 2010, 'Jiangsu Broadcasting Corporation (JSBC)');
INSERT INTO "channel" ("Channel_ID", "Name", "Owner", "Share_in_percent", "Rating_in_percent") VALUES
(1, 'CCTV-1', 'CCTV', 4.9, 0.54),
(2, 'Hunan Satellite TV', 'HBS', 4.81, 0.53),
(3, 'CCTV-8', 'CCTV', 3.76, 0.41),
(4, 'CCTV-13', 'CCTV', 2.91, 0.32),
(5, 'CCTV-3', 'CCTV', 2.86, 0.31),
(6, 'CCTV-6', 'CCTV', 2.73, 0.3),
(7, 'CCTV-14', 'CCTV', 2.6, 0.29),
(8, 'CCTV-4', 'CCTV', 2.33, 0.26),
(9, 'Anhui Satellite TV', 'Anhui Television', 1.78, 0.2),
(10, 'Shandong Satellite TV', 'Shandong Television', 1.74, 0.19);
INSERT INTO "broadcast" ("Channel_ID", "Program_ID", "Time_of_day") VALUES
(1, 1, 'Morning'),
(2, 1, 'Night'),
(3, 2, 'Morning'),
(4, 1, 'Night'),
(5, 4, 'Morning'),
(6, 3, 'Morning'),
(7, 3, 'Noon'),
(8, 2, 'Night'),
(9, 3, 'Noon'),
(10, 4, 'Night'),
(1, 2, 'Night');
INSERT INTO "broadcast_share" ("Channel_ID", "Program_ID", "Date", "Share_in_percent") VALUES
(1, 1, '01,May', 3.1),
(2, 1, '02,May', 1.8),
(3, 2, '03,May', 2.8),
(4, 1, '04,April', 3.2),
(5, 4, '01,May', 1.1),
(6, 3, '03,May', 2.1),
(7, 3, '10,Jun', 1.9),
(8, 2, '11,May', 4.2),
(9, 3, '13,May', 3);

ALTER TABLE "broadcast" ADD FOREIGN KEY ("Program_ID") REFERENCES "program" ("Program_ID");
ALTER TABLE "broadcast" ADD FOREIGN KEY ("Channel_ID") REFERENCES "channel" ("Channel_ID");
ALTER TABLE "broadcast_share" ADD FOREIGN KEY ("Program_ID") REFERENCES "program" ("Program_ID");
ALTER TABLE "broadcast_share" ADD FOREIGN KEY ("Channel_ID") REFERENCES "channel" ("Channel_ID");
