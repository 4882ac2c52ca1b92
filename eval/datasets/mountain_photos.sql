-- mountain_photos: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/mountain_photos.LICENSE.md

CREATE TABLE "mountain" (
  "id" integer,
  "name" text,
  "Height" double precision,
  "Prominence" double precision,
  "Range" text,
  "Country" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "camera_lens" (
  "id" integer,
  "brand" text,
  "name" text,
  "focal_length_mm" double precision,
  "max_aperture" double precision,
  PRIMARY KEY ("id")
);
CREATE TABLE "photos" (
  "id" integer,
  "camera_lens_id" integer,
  "mountain_id" integer,
  "color" text,
  "name" text,
  PRIMARY KEY ("id")
);

INSERT INTO "mountain" ("id", "name", "Height", "Prominence", "Range", "Country") VALUES
(1, 'Abune Yosef / Guliba Amba', 4260, 1909, 'Lasta Massif', 'Ethiopia'),
(2, 'Ioll / Yoll', 4220, 350, 'Kollo Massif', 'Ethiopia'),
(3, 'Bada', 4195, 1605, 'Arsi Mountains', 'Ethiopia'),
(4, 'Kaka / Kecha / Chiqe', 4193, 1215, 'Arsi Mountains', 'Ethiopia'),
(5, 'Jbel Toubkal', 4167, 3755, 'Toubkal Atlas', 'Morocco'),
(6, 'Muhavura', 4127, 1530, 'Virunga Mountains', 'Rwanda Uganda'),
(7, 'Hey / Hay', 4125, 660, 'Semien Mountains', 'Ethiopia'),
(8, 'Guna', 4120, 1510, 'Guna Massif', 'Ethiopia'),
(9, 'Choqa / Choke / Birhan', 4100, 2225, 'Choqa Mountains', 'Ethiopia'),
(10, 'Ouanoukrim', 4088, 420, 'Toubkal Atlas', 'Morocco'),
(11, 'Chilalo', 4071, 610, 'Arsi Mountains', 'Ethiopia'),
(12, 'Mount Cameroon', 4070, 3931, 'Cameroon line', 'Cameroon'),
(13, 'Inatye', 4070, 500, 'Semien Mountains', 'Ethiopia'),
(14, 'Ighil Mgoun', 4068, 1904, 'Central High Atlas', 'Morocco'),
(15, 'Weshema / Wasema?', 4030, 420, 'Bale Mountains', 'Ethiopia'),
(16, 'Oldoinyo Lesatima', 4001, 2081, 'Aberdare Range', 'Kenya'),
(17, 'Jebel n''Tarourt / Tifnout / Iferouane', 3996, 910, 'Toubkal Atlas', 'Morocco'),
(18, 'Muggia', 3950, 500, 'Lasta Massif', 'Ethiopia'),
(19, 'Dubbai', 3941, 1540, 'Tigray Mountains', 'Ethiopia'),
(20, 'Taska n’Zat', 3912, 460, 'Toubkal Atlas', 'Morocco'),
(21, 'Aksouâl', 3903, 450, 'Toubkal Atlas', 'Morocco'),
(22, 'Mount Kinangop', 3902, 530, 'Aberdare Range', 'Kenya'),
(23, 'Cimbia', 3900, 590, 'Kollo Massif', 'Ethiopia');
INSERT INTO "camera_lens" ("id", "brand", "name", "focal_length_mm", "max_aperture") VALUES
(1, 'Olympus', 'Olympus 15mm f/8.0 Body Cap', 15, 8),
(2, 'Olympus', 'Olympus M.Zuiko Digital ED 45mm f/1.8', 45, 1.8),
(3, 'Olympus', 'Olympus M.Zuiko Digital ED 75mm f/1.8', 75, 1.8),
(4, 'Panasonic', 'Panasonic Leica DG Summilux 25mm f /1.4 Asph.', 25, 1.4),
(5, 'Panasonic', 'Panasonic Leica DG Nocticron 42.5mm f /1.2', 42.5, 1.2),
(6, 'Panasonic', 'Panasonic Lumix G 150mm f /2.8', 150, 2.8),
(7, 'Schneider Kreuznach', 'Schneider Kreuznach Super Angulon 14mm f /2.0', 14, 2),
(8, 'Schneider Kreuznach', 'Schneider Kreuznach Xenon 30mm f /1.4', 30, 1.4),
(9, 'Sigma', 'Sigma 19mm f2.8 DN', 19, 2.8),
(10, 'Sigma', 'Sigma 19mm f2.8 EX DN', 19, 2.8),
(11, 'Sigma', 'Sigma 30mm f2.8 DN', 30, 2.8);
INSERT INTO "photos" ("id", "camera_lens_id", "mountain_id", "color", "name") VALUES
(1, 1, 20, 'RBG', 'monkey'),
(2, 10, 2, 'RBG', 'rabbits'),
(3, 10, 1, 'Black/White', 'deers'),
(4, 1, 10, 'RBG', 'grass'),
(5, 5, 14, 'RBG', 'cloud'),
(6, 6, 12, 'RBG', 'sunset'),
(7, 7, 12, 'RBG', 'river'),
(8, 7, 12, 'Black/White', 'wolfs'),
(9, 10, 14, 'RBG', 'the mountain'),
(10, 10, 20, 'RBG', 'life');

ALTER TABLE "photos" ADD FOREIGN KEY ("mountain_id") REFERENCES "mountain" ("id");
ALTER TABLE "photos" ADD FOREIGN KEY ("camera_lens_id") REFERENCES "camera_lens" ("id");
