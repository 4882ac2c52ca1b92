-- A rental-store schema in PascalCase (quoted identifiers), with audit timestamps and link tables.
CREATE TABLE "Category" ("CategoryId" integer PRIMARY KEY, "Name" varchar(25) NOT NULL, "LastUpdate" timestamp NOT NULL DEFAULT '2020-01-01');
CREATE TABLE "Film" (
  "FilmId" integer PRIMARY KEY, "Title" varchar(80) NOT NULL, "ReleaseYear" integer, "RentalRate" numeric(4,2) NOT NULL,
  "Length" smallint NOT NULL, "ReplacementCost" numeric(5,2) NOT NULL, "Rating" varchar(5) NOT NULL, "LastUpdate" timestamp NOT NULL DEFAULT '2020-01-01'
);
CREATE TABLE "FilmCategory" ("FilmId" integer REFERENCES "Film", "CategoryId" integer REFERENCES "Category", "LastUpdate" timestamp NOT NULL DEFAULT '2020-01-01', PRIMARY KEY ("FilmId", "CategoryId"));
CREATE TABLE "Actor" ("ActorId" integer PRIMARY KEY, "FirstName" varchar(45) NOT NULL, "LastName" varchar(45) NOT NULL);
CREATE TABLE "FilmActor" ("ActorId" integer REFERENCES "Actor", "FilmId" integer REFERENCES "Film", PRIMARY KEY ("ActorId", "FilmId"));
CREATE TABLE "Store" ("StoreId" integer PRIMARY KEY, "StoreName" varchar(40) NOT NULL, "City" varchar(40) NOT NULL);
CREATE TABLE "Staff" ("StaffId" integer PRIMARY KEY, "FirstName" varchar(45) NOT NULL, "LastName" varchar(45) NOT NULL, "StoreId" integer REFERENCES "Store");
CREATE TABLE "Customer" (
  "CustomerId" integer PRIMARY KEY, "FirstName" varchar(45) NOT NULL, "LastName" varchar(45) NOT NULL, "Email" varchar(60),
  "StoreId" integer REFERENCES "Store", "Active" boolean NOT NULL, "CreateDate" date NOT NULL
);
CREATE TABLE "Inventory" ("InventoryId" integer PRIMARY KEY, "FilmId" integer REFERENCES "Film", "StoreId" integer REFERENCES "Store");
CREATE TABLE "Rental" (
  "RentalId" integer PRIMARY KEY, "RentalDate" timestamp NOT NULL, "InventoryId" integer REFERENCES "Inventory",
  "CustomerId" integer REFERENCES "Customer", "ReturnDate" timestamp, "StaffId" integer REFERENCES "Staff"
);
CREATE TABLE "Payment" (
  "PaymentId" integer PRIMARY KEY, "CustomerId" integer REFERENCES "Customer", "StaffId" integer REFERENCES "Staff",
  "RentalId" integer REFERENCES "Rental", "Amount" numeric(5,2) NOT NULL, "PaymentDate" timestamp NOT NULL
);
