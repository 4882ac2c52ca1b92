-- tracking_orders: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/tracking_orders.LICENSE.md

CREATE TABLE "Customers" (
  "customer_id" integer,
  "customer_name" varchar(80),
  "customer_details" varchar(255),
  PRIMARY KEY ("customer_id")
);
CREATE TABLE "Invoices" (
  "invoice_number" integer,
  "invoice_date" timestamp,
  "invoice_details" varchar(255),
  PRIMARY KEY ("invoice_number")
);
CREATE TABLE "Orders" (
  "order_id" integer,
  "customer_id" integer NOT NULL,
  "order_status" varchar(10) NOT NULL,
  "date_order_placed" timestamp NOT NULL,
  "order_details" varchar(255),
  PRIMARY KEY ("order_id")
);
CREATE TABLE "Products" (
  "product_id" integer,
  "product_name" varchar(80),
  "product_details" varchar(255),
  PRIMARY KEY ("product_id")
);
CREATE TABLE "Order_Items" (
  "order_item_id" integer,
  "product_id" integer NOT NULL,
  "order_id" integer NOT NULL,
  "order_item_status" varchar(10) NOT NULL,
  "order_item_details" varchar(255),
  PRIMARY KEY ("order_item_id")
);
CREATE TABLE "Shipments" (
  "shipment_id" integer,
  "order_id" integer NOT NULL,
  "invoice_number" integer NOT NULL,
  "shipment_tracking_number" varchar(80),
  "shipment_date" timestamp,
  "other_shipment_details" varchar(255),
  PRIMARY KEY ("shipment_id")
);
CREATE TABLE "Shipment_Items" (
  "shipment_id" integer NOT NULL,
  "order_item_id" integer NOT NULL
);

INSERT INTO "Customers" ("customer_id", "customer_name", "customer_details") VALUES
(1, 'Savannah', 'rerum'),
(2, 'George', 'est'),
(3, 'Alberto', 'deleniti'),
(4, 'Leilani', 'sequi'),
(5, 'Hadley', 'corrupti'),
(6, 'Chaz', 'nostrum'),
(7, 'Violet', 'consectetur'),
(8, 'Parker', 'rerum'),
(9, 'Devan', 'doloribus'),
(10, 'Beulah', 'commodi'),
(11, 'Hershel', 'vel'),
(12, 'Conrad', 'eligendi'),
(13, 'Samson', 'dicta'),
(14, 'Mabelle', 'quidem'),
(15, 'Jeramie', 'officia');
INSERT INTO "Invoices" ("invoice_number", "invoice_date", "invoice_details") VALUES
(1, '1989-09-03 16:03:05', 'vitae'),
(2, '1989-12-11 16:40:57', 'magnam'),
(3, '1995-10-07 14:13:05', 'et'),
(4, '1985-04-27 08:38:49', 'tempore'),
(5, '1971-02-12 00:29:57', 'labore'),
(6, '2007-12-25 15:49:37', 'optio'),
(7, '1991-01-05 16:44:25', 'reiciendis'),
(8, '2012-06-12 07:34:17', 'doloremque'),
(9, '1974-07-27 16:18:49', 'quo'),
(10, '2005-02-27 19:53:13', 'eveniet'),
(11, '1972-08-12 05:48:49', 'earum'),
(12, '1987-11-15 15:41:40', 'ea'),
(13, '1981-03-28 20:01:44', 'voluptatem'),
(14, '1998-07-30 15:39:12', 'repellat'),
(15, '2012-12-08 02:21:54', 'voluptatem');
INSERT INTO "Orders" ("order_id", "customer_id", "order_status", "date_order_placed", "order_details") VALUES
(1, 2, 'Shipped', '2009-02-21 15:26:19', NULL),
(2, 11, 'Shipped', '1974-06-24 22:10:26', NULL),
(3, 4, 'Shipped', '1982-12-29 21:10:11', NULL),
(4, 15, 'Packing', '1974-08-10 08:15:16', NULL),
(5, 5, 'Packing', '2010-06-08 02:20:49', NULL),
(6, 7, 'Packing', '1975-12-23 15:59:43', NULL),
(7, 15, 'Packing', '1976-09-01 09:27:00', NULL),
(8, 10, 'On Road', '1997-01-27 19:12:01', NULL),
(9, 3, 'On Road', '1983-09-08 12:32:49', NULL),
(10, 2, 'On Road', '1982-12-09 09:42:23', NULL),
(11, 9, 'On Road', '1979-12-07 02:03:49', NULL),
(12, 2, 'On Road', '1976-01-18 08:09:12', NULL),
(13, 15, 'On Road', '2002-12-06 14:13:30', NULL),
(14, 10, 'On Road', '2002-09-13 07:38:09', NULL),
(15, 8, 'On Road', '1971-05-10 01:54:18', NULL);
INSERT INTO "Products" ("product_id", "product_name", "product_details") VALUES
(1, 'food', NULL),
(2, 'book', NULL),
(3, 'food', NULL),
(4, 'food', NULL),
(5, 'clothes', NULL),
(6, 'clothes', NULL),
(7, 'clothes', NULL),
(8, 'book', NULL),
(9, 'book', NULL),
(10, 'phone', NULL),
(11, 'phone', NULL),
(12, 'phone', NULL),
(13, 'phone', NULL),
(14, 'music', NULL),
(15, 'music', NULL);
INSERT INTO "Order_Items" ("order_item_id", "product_id", "order_id", "order_item_status", "order_item_details") VALUES
(1, 4, 6, 'Finish', NULL),
(2, 15, 6, 'Finish', NULL),
(3, 12, 15, 'Finish', NULL),
(4, 8, 15, 'Payed', NULL),
(5, 11, 6, 'Payed', NULL),
(6, 14, 8, 'Payed', NULL),
(7, 3, 5, 'Payed', NULL),
(8, 4, 10, 'Cancel', NULL),
(9, 11, 15, 'Cancel', NULL),
(10, 7, 7, 'Cancel', NULL),
(11, 15, 11, 'Cancel', NULL),
(12, 1, 11, 'Cancel', NULL),
(13, 14, 7, 'Payed', NULL),
(14, 15, 14, 'Payed', NULL),
(15, 3, 9, 'Payed', NULL);
INSERT INTO "Shipments" ("shipment_id", "order_id", "invoice_number", "shipment_tracking_number", "shipment_date", "other_shipment_details") VALUES
(1, 5, 13, '3452', '1983-08-13 22:34:11', NULL),
(2, 7, 2, '0114', '1977-11-10 12:11:25', NULL),
(3, 10, 5, '478', '2006-01-17 03:08:05', NULL),
(4, 5, 2, '08858', '1982-01-24 12:13:16', NULL),
(5, 6, 15, '35342', '1981-11-13 23:20:42', NULL),
(6, 4, 3, '7480', '1978-05-17 00:03:43', NULL),
(7, 13, 15, '7662', '1999-10-12 10:41:49', NULL),
(8, 9, 10, '2323', '1983-03-08 16:14:58', NULL),
(9, 8, 10, '5991', '1986-06-07 13:54:27', NULL),
(10, 14, 15, '0182', '1973-06-20 14:26:43', NULL),
(11, 8, 2, '1334', '1992-08-13 04:04:52', NULL),
(12, 2, 9, '2421', '1985-11-12 12:41:34', NULL),
(13, 3, 10, '2424', '1970-02-02 05:23:57', NULL),
(14, 12, 3, '4029', '2014-01-15 20:52:15', NULL),
(15, 7, 9, '2436', '1991-04-01 15:24:24', NULL);
INSERT INTO "Shipment_Items" ("shipment_id", "order_item_id") VALUES
(11, 12),
(10, 15),
(10, 12),
(2, 2),
(14, 10),
(3, 7),
(4, 5),
(13, 7),
(12, 10),
(5, 13),
(15, 4),
(4, 11),
(12, 15),
(5, 5),
(2, 10);

ALTER TABLE "Orders" ADD FOREIGN KEY ("customer_id") REFERENCES "Customers" ("customer_id");
ALTER TABLE "Order_Items" ADD FOREIGN KEY ("product_id") REFERENCES "Products" ("product_id");
ALTER TABLE "Order_Items" ADD FOREIGN KEY ("order_id") REFERENCES "Orders" ("order_id");
ALTER TABLE "Shipments" ADD FOREIGN KEY ("invoice_number") REFERENCES "Invoices" ("invoice_number");
ALTER TABLE "Shipments" ADD FOREIGN KEY ("order_id") REFERENCES "Orders" ("order_id");
ALTER TABLE "Shipment_Items" ADD FOREIGN KEY ("shipment_id") REFERENCES "Shipments" ("shipment_id");
ALTER TABLE "Shipment_Items" ADD FOREIGN KEY ("order_item_id") REFERENCES "Order_Items" ("order_item_id");
