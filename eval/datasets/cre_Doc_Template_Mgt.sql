-- cre_Doc_Template_Mgt: a database of the Spider benchmark's dev split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/cre_Doc_Template_Mgt.LICENSE.md

CREATE TABLE "Ref_Template_Types" (
  "Template_Type_Code" char(15) NOT NULL,
  "Template_Type_Description" varchar(255) NOT NULL,
  PRIMARY KEY ("Template_Type_Code")
);
CREATE TABLE "Templates" (
  "Template_ID" integer NOT NULL,
  "Version_Number" integer NOT NULL,
  "Template_Type_Code" char(15) NOT NULL,
  "Date_Effective_From" timestamp,
  "Date_Effective_To" timestamp,
  "Template_Details" varchar(255) NOT NULL,
  PRIMARY KEY ("Template_ID")
);
CREATE TABLE "Documents" (
  "Document_ID" integer NOT NULL,
  "Template_ID" integer,
  "Document_Name" varchar(255),
  "Document_Description" varchar(255),
  "Other_Details" varchar(255),
  PRIMARY KEY ("Document_ID")
);
CREATE TABLE "Paragraphs" (
  "Paragraph_ID" integer NOT NULL,
  "Document_ID" integer NOT NULL,
  "Paragraph_Text" varchar(255),
  "Other_Details" varchar(255),
  PRIMARY KEY ("Paragraph_ID")
);

INSERT INTO "Ref_Template_Types" ("Template_Type_Code", "Template_Type_Description") VALUES
('PPT', 'Presentation'),
('CV', 'CV'),
('AD', 'Advertisement'),
('PP', 'Paper'),
('BK', 'Book');
INSERT INTO "Templates" ("Template_ID", "Version_Number", "Template_Type_Code", "Date_Effective_From", "Date_Effective_To", "Template_Details") VALUES
(0, 5, 'PP', '2005-11-12 07:09:48', '2008-01-05 14:19:28', ''),
(1, 9, 'PP', '2010-09-24 01:15:11', '1999-07-08 03:31:04', ''),
(4, 4, 'BK', '2002-03-02 14:39:49', '2001-04-18 09:29:52', ''),
(6, 2, 'PPT', '1975-05-20 22:51:19', '1992-05-02 20:06:11', ''),
(7, 8, 'PPT', '1993-10-07 02:33:04', '1975-07-16 04:52:10', ''),
(8, 3, 'BK', '1983-07-16 21:16:16', '1976-10-28 10:08:50', ''),
(9, 2, 'BK', '1997-04-17 08:29:44', '1994-12-07 13:26:23', ''),
(10, 1, 'PPT', '2003-06-05 04:03:45', '2007-06-06 06:18:53', ''),
(11, 6, 'BK', '1996-02-04 11:27:24', '1995-09-19 22:27:48', ''),
(14, 7, 'AD', '1975-10-20 02:28:58', '1979-11-04 08:58:39', ''),
(15, 9, 'CV', '1986-12-09 14:51:36', '1993-03-24 14:30:23', ''),
(16, 5, 'CV', '2012-04-05 07:11:42', '1980-05-07 12:15:47', ''),
(18, 5, 'PP', '1984-08-07 13:36:26', '1998-05-12 12:51:29', ''),
(19, 7, 'AD', '1999-06-21 11:10:30', '1974-09-14 06:34:39', ''),
(20, 6, 'BK', '1986-11-14 12:20:18', '2008-08-08 18:36:43', ''),
(21, 9, 'AD', '2002-08-25 13:26:23', '2015-09-06 01:08:44', ''),
(22, 0, 'PP', '2005-02-20 00:31:34', '1989-11-24 19:06:06', ''),
(23, 2, 'BK', '1979-12-24 10:28:16', '2000-10-22 11:57:12', ''),
(24, 8, 'PP', '2008-08-01 13:57:26', '1973-01-12 14:13:34', ''),
(25, 5, 'PP', '1979-10-20 21:23:20', '2006-02-06 23:52:04', '');
INSERT INTO "Documents" ("Document_ID", "Template_ID", "Document_Name", "Document_Description", "Other_Details") VALUES
(0, 7, 'Introduction of OS', 'n', NULL),
(1, 25, 'Understanding DB', 'y', NULL),
(3, 6, 'Summer Show', 'u', NULL),
(76, 20, 'Robbin CV', 'y', NULL),
(80, 14, 'Welcome to NY', 'h', NULL),
(82, 11, 'Data base', 'w', NULL),
(2394, 10, 'Customer reviews', 'y', NULL),
(3830, 14, 'Do not panic', 'k', NULL),
(33930, 1, 'How Google people work', 'z', NULL),
(50123, 22, 'Learning French', 'r', NULL),
(651512, 21, 'How to write a CV', 'f', NULL),
(801801, 4, 'How to read a book', 'w', NULL),
(3540024, 8, 'Palm reading', 'y', NULL),
(16514113, 25, 'A history of Arts', 'h', NULL),
(385906526, 11, 'About Korea', 'b', NULL);
INSERT INTO "Paragraphs" ("Paragraph_ID", "Document_ID", "Paragraph_Text", "Other_Details") VALUES
(7, 2394, 'Korea', NULL),
(9, 3, 'Somalia', NULL),
(65, 50123, 'Palestinian Territory', NULL),
(241, 651512, 'Jersey', NULL),
(3708, 33930, 'UK', NULL),
(9946, 385906526, 'Fiji', NULL),
(16615, 80, 'Japan', NULL),
(1104059, 3830, 'Senegal', NULL),
(243399026, 651512, 'Indonesia', NULL),
(280120913, 2394, 'Ukraine', NULL),
(510442723, 2394, 'Korea', NULL),
(571212310, 16514113, 'Brazil', NULL),
(608931827, 80, 'Micronesia', NULL),
(765713812, 16514113, 'Ireland', NULL),
(946335436, 3540024, 'Papua New Guinea', NULL);

ALTER TABLE "Templates" ADD FOREIGN KEY ("Template_Type_Code") REFERENCES "Ref_Template_Types" ("Template_Type_Code");
ALTER TABLE "Documents" ADD FOREIGN KEY ("Template_ID") REFERENCES "Templates" ("Template_ID");
ALTER TABLE "Paragraphs" ADD FOREIGN KEY ("Document_ID") REFERENCES "Documents" ("Document_ID");
