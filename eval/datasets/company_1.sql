-- company_1: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/company_1.LICENSE.md

CREATE TABLE "works_on" (
  "Essn" integer,
  "Pno" integer,
  "Hours" double precision,
  PRIMARY KEY ("Essn", "Pno")
);
CREATE TABLE "employee" (
  "Fname" text,
  "Minit" text,
  "Lname" text,
  "Ssn" integer,
  "Bdate" text,
  "Address" text,
  "Sex" text,
  "Salary" integer,
  "Super_ssn" integer,
  "Dno" integer,
  PRIMARY KEY ("Ssn")
);
CREATE TABLE "department" (
  "Dname" text,
  "Dnumber" integer,
  "Mgr_ssn" integer,
  "Mgr_start_date" text,
  PRIMARY KEY ("Dnumber")
);
CREATE TABLE "project" (
  "Pname" text,
  "Pnumber" integer,
  "Plocation" text,
  "Dnum" integer,
  PRIMARY KEY ("Pnumber")
);
CREATE TABLE "dependent" (
  "Essn" integer,
  "Dependent_name" text,
  "Sex" text,
  "Bdate" text,
  "Relationship" text,
  PRIMARY KEY ("Essn", "Dependent_name")
);
CREATE TABLE "dept_locations" (
  "Dnumber" integer,
  "Dlocation" text,
  PRIMARY KEY ("Dnumber", "Dlocation")
);

INSERT INTO "works_on" ("Essn", "Pno", "Hours") VALUES
(123456789, 1, 32.5),
(123456789, 2, 7.5),
(666884444, 3, 40),
(453453453, 1, 20),
(453453453, 2, 20),
(333445555, 2, 10),
(333445555, 3, 10),
(333445555, 10, 10),
(333445555, 20, 10),
(999887777, 30, 30),
(999887777, 10, 10),
(987987987, 10, 35),
(987987987, 30, 5),
(987654321, 30, 20),
(987654321, 20, 15),
(888665555, 20, NULL);
INSERT INTO "employee" ("Fname", "Minit", "Lname", "Ssn", "Bdate", "Address", "Sex", "Salary", "Super_ssn", "Dno") VALUES
('Jonh', 'B', 'Smith', 123456789, '1965-01-09', '731 Fondren, Houston, TX', 'M', 30000, 333445555, 5),
('Franklin', 'T', 'Wong', 333445555, '1955-12-08', '638 Voss, Houston, TX', 'M', 40000, 888665555, 5),
('Joyce', 'A', 'English', 453453453, '1972-07-31', '5631 Rice, Houston, TX', 'F', 25000, 333445555, 5),
('Ramesh', 'K', 'Narayan', 666884444, '1962-09-15', '975 Fire Oak, Humble, TX', 'M', 38000, 333445555, 5),
('James', 'E', 'Borg', 888665555, '1937-11-10', '450 Stone, Houston, TX', 'M', 55000, NULL, 1),
('Jennifier', 'S', 'Wallace', 987654321, '1941-06-20', '291 Berry, Bellaire, TX', 'F', 43000, 888665555, 4),
('Ahmad', 'V', 'Jabbar', 987987987, '1969-03-29', '980 Dallas, Houston, TX', 'M', 25000, 987654321, 4),
('Alicia', 'J', 'Zelaya', 999887777, '1968-01-19', '3321 Castle, Spring, TX', 'F', 25000, 987654321, 4);
INSERT INTO "department" ("Dname", "Dnumber", "Mgr_ssn", "Mgr_start_date") VALUES
('Headquarters', 1, 888665555, '1981-06-19'),
('Administration', 4, 987654321, '1995-01-01'),
('Research', 5, 333445555, '1988-05-22');
INSERT INTO "project" ("Pname", "Pnumber", "Plocation", "Dnum") VALUES
('ProductX', 1, 'Bellaire', 5),
('ProductY', 2, 'Sugarland', 5),
('ProductZ', 3, 'Houston', 5),
('Computerization', 10, 'Stafford', 4),
('Reorganization', 20, 'Houston', 1),
('Newbenefits', 30, 'Stafford', 4);
INSERT INTO "dependent" ("Essn", "Dependent_name", "Sex", "Bdate", "Relationship") VALUES
(333445555, 'Alice', 'F', '1986-04-05', 'Daughter'),
(333445555, 'Theodore', 'M', '1983-10-25', 'Son'),
(333445555, 'Joy', 'F', '1958-05-03', 'Spouse'),
(987654321, 'Abner', 'M', '1942-02-28', 'Spouse'),
(123456789, 'Michael', 'M', '1988-01-04', 'Son'),
(123456789, 'Alice', 'F', '1988-12-30', 'Daughter'),
(123456789, 'Elizabeth', 'F', '1967-05-05', 'Spouse');
INSERT INTO "dept_locations" ("Dnumber", "Dlocation") VALUES
(1, 'Houston'),
(4, 'Stafford'),
(5, 'Bellaire'),
(5, 'Sugarland'),
(5, 'Houston');

