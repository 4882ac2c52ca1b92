-- products_gen_characteristics: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/products_gen_characteristics.LICENSE.md

CREATE TABLE "Ref_Characteristic_Types" (
  "characteristic_type_code" varchar(15),
  "characteristic_type_description" varchar(80),
  PRIMARY KEY ("characteristic_type_code")
);
CREATE TABLE "Ref_Colors" (
  "color_code" varchar(15),
  "color_description" varchar(80),
  PRIMARY KEY ("color_code")
);
CREATE TABLE "Ref_Product_Categories" (
  "product_category_code" varchar(15),
  "product_category_description" varchar(80),
  "unit_of_measure" varchar(20),
  PRIMARY KEY ("product_category_code")
);
CREATE TABLE "Characteristics" (
  "characteristic_id" integer,
  "characteristic_type_code" varchar(15) NOT NULL,
  "characteristic_data_type" varchar(10),
  "characteristic_name" varchar(80),
  "other_characteristic_details" varchar(255),
  PRIMARY KEY ("characteristic_id")
);
CREATE TABLE "Products" (
  "product_id" integer,
  "color_code" varchar(15) NOT NULL,
  "product_category_code" varchar(15) NOT NULL,
  "product_name" varchar(80),
  "typical_buying_price" varchar(20),
  "typical_selling_price" varchar(20),
  "product_description" varchar(255),
  "other_product_details" varchar(255),
  PRIMARY KEY ("product_id")
);
CREATE TABLE "Product_Characteristics" (
  "product_id" integer NOT NULL,
  "characteristic_id" integer NOT NULL,
  "product_characteristic_value" varchar(50)
);

INSERT INTO "Ref_Characteristic_Types" ("characteristic_type_code", "characteristic_type_description") VALUES
('Grade', 'Grade'),
('Purity', 'Purity');
INSERT INTO "Ref_Colors" ("color_code", "color_description") VALUES
('9', 'red'),
('5', 'green'),
('1', 'yellow'),
('4', 'blue'),
('7', 'black'),
('2', 'white'),
('8', 'purple'),
('3', 'gray');
INSERT INTO "Ref_Product_Categories" ("product_category_code", "product_category_description", "unit_of_measure") VALUES
('Herbs', 'Herbs', 'Handful             '),
('Seeds', 'Seeds', 'Weight - pound,kilo.'),
('Spices', 'Spices', 'Weight - pound,kilo.');
INSERT INTO "Characteristics" ("characteristic_id", "characteristic_type_code", "characteristic_data_type", "characteristic_name", "other_characteristic_details") VALUES
(1, 'Grade', 'numquam', 'slow', NULL),
(2, 'Grade', 'doloribus', 'fast', NULL),
(3, 'Purity', 'rem', 'warm', NULL),
(4, 'Grade', 'aut', 'hot', NULL),
(5, 'Purity', 'impedit', 'hot', NULL),
(6, 'Purity', 'qui', 'warm', NULL),
(7, 'Grade', 'et', 'cool', NULL),
(8, 'Grade', 'dolores', 'cool', NULL),
(9, 'Grade', 'quam', 'cool', NULL),
(10, 'Grade', 'velit', 'fast', NULL),
(11, 'Purity', 'at', 'fast', NULL),
(12, 'Grade', 'totam', 'error', NULL),
(13, 'Purity', 'mollitia', 'slow', NULL),
(14, 'Purity', 'placeat', 'slow', NULL),
(15, 'Grade', 'facere', 'slow', NULL);
INSERT INTO "Products" ("product_id", "color_code", "product_category_code", "product_name", "typical_buying_price", "typical_selling_price", "product_description", "other_product_details") VALUES
(1, '4', 'Spices', 'cumin', '', '2878.3', 'et', NULL),
(2, '2', 'Spices', 'peper', '352447.2874677', '1892070.2803543', 'rerum', NULL),
(3, '9', 'Herbs', 'basil', '503.8431967', '0.1859512', 'officia', NULL),
(4, '1', 'Herbs', 'borage', '', '10377614.847385', 'blanditiis', NULL),
(5, '4', 'Spices', 'chili', '', '39446', 'eius', NULL),
(6, '4', 'Seeds', 'ginger', '5.578', '52735.6101', 'doloribus', NULL),
(7, '9', 'Seeds', 'sesame', '1284268.0659', '68205825.7', 'et', NULL),
(8, '9', 'Herbs', 'caraway', '24493', '', 'nulla', NULL),
(9, '2', 'Herbs', 'catnip', '12008702.623', '21577.891642', 'vel', NULL),
(10, '5', 'Seeds', 'flax', '339404395.7', '59622629.74', 'et', NULL),
(11, '7', 'Herbs', 'chervil', '', '', 'minus', NULL),
(12, '4', 'Seeds', 'voluptatem', '162', '149', 'officia', NULL),
(13, '5', 'Spices', 'cinnam', '1686539.4', '17595111.4', 'nisi', NULL),
(14, '4', 'Seeds', 'lotus', '43221310.465574', '63589.4054376', 'exercitationem', NULL),
(15, '2', 'Herbs', 'laurel', '', '57857', 'ut', NULL);
INSERT INTO "Product_Characteristics" ("product_id", "characteristic_id", "product_characteristic_value") VALUES
(13, 13, 'low'),
(11, 2, 'low'),
(5, 15, 'low'),
(1, 13, 'low'),
(7, 12, 'low'),
(11, 6, 'low'),
(7, 2, 'medium'),
(12, 10, 'medium'),
(8, 11, 'high'),
(14, 4, 'medium'),
(11, 3, 'medium'),
(6, 15, 'high'),
(11, 3, 'high'),
(6, 10, 'high'),
(12, 2, 'high');

ALTER TABLE "Characteristics" ADD FOREIGN KEY ("characteristic_type_code") REFERENCES "Ref_Characteristic_Types" ("characteristic_type_code");
ALTER TABLE "Products" ADD FOREIGN KEY ("color_code") REFERENCES "Ref_Colors" ("color_code");
ALTER TABLE "Products" ADD FOREIGN KEY ("product_category_code") REFERENCES "Ref_Product_Categories" ("product_category_code");
ALTER TABLE "Product_Characteristics" ADD FOREIGN KEY ("product_id") REFERENCES "Products" ("product_id");
ALTER TABLE "Product_Characteristics" ADD FOREIGN KEY ("characteristic_id") REFERENCES "Characteristics" ("characteristic_id");
