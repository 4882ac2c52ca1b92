-- local_govt_in_alabama: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/local_govt_in_alabama.LICENSE.md

CREATE TABLE "Services" (
  "Service_ID" integer NOT NULL,
  "Service_Type_Code" char(15) NOT NULL,
  PRIMARY KEY ("Service_ID")
);
CREATE TABLE "Participants" (
  "Participant_ID" integer NOT NULL,
  "Participant_Type_Code" char(15) NOT NULL,
  "Participant_Details" varchar(255),
  PRIMARY KEY ("Participant_ID")
);
CREATE TABLE "Events" (
  "Event_ID" integer NOT NULL,
  "Service_ID" integer NOT NULL,
  "Event_Details" varchar(255),
  PRIMARY KEY ("Event_ID")
);
CREATE TABLE "Participants_in_Events" (
  "Event_ID" integer NOT NULL,
  "Participant_ID" integer NOT NULL,
  PRIMARY KEY ("Event_ID", "Participant_ID")
);

INSERT INTO "Services" ("Service_ID", "Service_Type_Code") VALUES
(2, 'Marriage'),
(5, 'Death Proof'),
(6, 'Birth Proof'),
(8, 'Property Change');
INSERT INTO "Participants" ("Participant_ID", "Participant_Type_Code", "Participant_Details") VALUES
(9, 'Organizer', 'Karlee Batz'),
(26, 'Organizer', 'Vilma Schinner'),
(28, 'Organizer', 'Lupe Deckow'),
(36, 'Organizer', 'Kenyatta Kuhn'),
(37, 'Participant', 'Miss Kaci Lebsack'),
(38, 'Organizer', 'Macy Mayer DDS'),
(60, 'Participant', 'Dewitt Walter'),
(63, 'Participant', 'Prof. Michelle Maggio Jr.'),
(64, 'Participant', 'Dr. Jaydon Renner'),
(66, 'Participant', 'Justyn Lebsack'),
(75, 'Participant', 'Berniece Weimann'),
(86, 'Organizer', 'Neil Blick'),
(90, 'Participant', 'Dedrick Ebert'),
(96, 'Organizer', 'Miss Joyce Cremin'),
(98, 'Participant', 'Dr. Kris Deckow');
INSERT INTO "Events" ("Event_ID", "Service_ID", "Event_Details") VALUES
(3, 5, 'Success'),
(8, 8, 'Success'),
(13, 8, 'Fail'),
(16, 2, 'Fail'),
(17, 5, 'Fail'),
(38, 6, 'Fail'),
(40, 6, 'Fail'),
(43, 8, 'Fail'),
(48, 8, 'Fail'),
(57, 5, 'Success'),
(60, 2, 'Fail'),
(74, 2, 'Success'),
(80, 5, 'Success'),
(95, 2, 'Fail'),
(96, 2, 'Success');
INSERT INTO "Participants_in_Events" ("Event_ID", "Participant_ID") VALUES
(3, 26),
(3, 66),
(8, 86),
(13, 64),
(13, 90),
(16, 60),
(17, 37),
(17, 66),
(38, 66),
(40, 37),
(40, 86),
(57, 90),
(60, 26),
(80, 36),
(80, 66),
(80, 96),
(95, 63),
(96, 90);

ALTER TABLE "Events" ADD FOREIGN KEY ("Service_ID") REFERENCES "Services" ("Service_ID");
ALTER TABLE "Participants_in_Events" ADD FOREIGN KEY ("Event_ID") REFERENCES "Events" ("Event_ID");
ALTER TABLE "Participants_in_Events" ADD FOREIGN KEY ("Participant_ID") REFERENCES "Participants" ("Participant_ID");
