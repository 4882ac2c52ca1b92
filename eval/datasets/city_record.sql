-- city_record: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/city_record.LICENSE.md

CREATE TABLE "city" (
  "City_ID" integer,
  "City" text,
  "Hanzi" text,
  "Hanyu_Pinyin" text,
  "Regional_Population" integer,
  "GDP" double precision,
  PRIMARY KEY ("City_ID")
);
CREATE TABLE "match" (
  "Match_ID" integer,
  "Date" text,
  "Venue" text,
  "Score" text,
  "Result" text,
  "Competition" text,
  PRIMARY KEY ("Match_ID")
);
CREATE TABLE "temperature" (
  "City_ID" integer,
  "Jan" double precision,
  "Feb" double precision,
  "Mar" double precision,
  "Apr" double precision,
  "Jun" double precision,
  "Jul" double precision,
  "Aug" double precision,
  "Sep" double precision,
  "Oct" double precision,
  "Nov" double precision,
  "Dec" double precision,
  PRIMARY KEY ("City_ID")
);
CREATE TABLE "hosting_city" (
  "Year" integer,
  "Match_ID" integer,
  "Host_City" integer,
  PRIMARY KEY ("Year")
);

INSERT INTO "city" ("City_ID", "City", "Hanzi", "Hanyu_Pinyin", "Regional_Population", "GDP") VALUES
(1, 'Shanghai', '上海', 'Shànghǎi', 23019148, 1919.57),
(2, 'Nanjing ( Jiangsu )', '南京', 'Nánjīng', 8004680, 614.55),
(3, 'Hangzhou ( Zhejiang )', '杭州', 'Hángzhōu', 8700400, 701.18),
(4, 'Suzhou ( Jiangsu )', '苏州/ 蘇州', 'Sūzhōu', 10465994, 1071.7),
(5, 'Ningbo ( Zhejiang )', '宁波/ 寧波', 'Níngbō', 7605689, 601.05),
(6, 'Wuxi ( Jiangsu )', '无锡/ 無錫', 'Wúxī', 6372624, 688.02),
(7, 'Nantong ( Jiangsu )', '南通', 'Nántōng', 7282835, 408.02),
(8, 'Shaoxing ( Zhejiang )', '绍兴/ 紹興', 'Shàoxīng', 4912200, 329.12),
(9, 'Changzhou ( Jiangsu )', '常州', 'Chángzhōu', 4591972, 358.04),
(10, 'Jinhua ( Zhejiang )', '金华/ 金華', 'Jīnhuá', 4614100, 244.77),
(11, 'Jiaxing ( Zhejiang )', '嘉兴/ 嘉興', 'Jiāxīng', 4501700, 266.81),
(12, 'Taizhou ( Zhejiang )', '台州', 'Tāizhōu', 5968800, 279.49),
(13, 'Yangzhou ( Jiangsu )', '扬州/ 揚州', 'Yángzhōu', 4459760, 263.03);
INSERT INTO "match" ("Match_ID", "Date", "Venue", "Score", "Result", "Competition") VALUES
(1, '18 February 1992', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '2-0', 'Friendly match'),
(2, '19 July 1992', 'Estadio Rigoberto López , Managua , Nicaragua', '3-0', '5-0', '1994 FIFA World Cup qualification'),
(3, '23 July 1992', 'Estadio Cuscatlán , San Salvador , El Salvador', '1-0', '5-1', '1994 FIFA World Cup qualification'),
(4, '23 July 1992', 'Estadio Cuscatlán , San Salvador , El Salvador', '3-0', '5-1', '1994 FIFA World Cup qualification'),
(5, '4 April 1993', 'Estadio Cuscatlán , San Salvador , El Salvador', '1–0', '2–1', '1994 FIFA World Cup qualification'),
(6, '23 July 2000', 'Estadio Cuscatlán , San Salvador , El Salvador', '2–1', '7–1', '2002 FIFA World Cup qualification');
INSERT INTO "temperature" ("City_ID", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec") VALUES
(1, 17.8, 17.8, 18.3, 18.9, 20, 20.6, 20.6, 20.6, 20, 19.4, 18.3),
(2, 26.1, 26.1, 26.1, 26.1, 27.8, 27.8, 28.3, 28.3, 28.3, 27.2, 26.7),
(3, 18.9, 18.3, 19.4, 20, 22.2, 23.3, 23.9, 23.3, 22.8, 21.7, 20),
(4, 26.7, 27.2, 27.8, 28.3, 30.6, 31.1, 31.7, 31.7, 30.6, 28.9, 27.8),
(6, 17.2, 17.2, 18.3, 18.9, 20.6, 21.7, 21.7, 21.1, 20.6, 20, 18.3),
(10, 26.7, 27.2, 27.8, 27.8, 30, 30.6, 31.1, 31.1, 30.6, 28.9, 27.8),
(7, 18.3, 18.9, 19.4, 20.6, 22.8, 23.3, 23.3, 23.3, 22.8, 21.7, 20),
(11, 25.6, 26.6, 26.6, 26.1, 28.3, 28.9, 29.4, 29.4, 28.9, 27.2, 26.1);
INSERT INTO "hosting_city" ("Year", "Match_ID", "Host_City") VALUES
(2008, 1, '1'),
(2009, 2, '2'),
(2010, 3, '2'),
(2011, 4, '6'),
(2012, 5, '12'),
(2013, 6, '11');

ALTER TABLE "temperature" ADD FOREIGN KEY ("City_ID") REFERENCES "city" ("City_ID");
ALTER TABLE "hosting_city" ADD FOREIGN KEY ("Match_ID") REFERENCES "match" ("Match_ID");
ALTER TABLE "hosting_city" ADD FOREIGN KEY ("Host_City") REFERENCES "city" ("City_ID");
