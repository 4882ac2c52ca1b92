-- school_player: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/school_player.LICENSE.md

CREATE TABLE "school" (
  "School_ID" integer,
  "School" text,
  "Location" text,
  "Enrollment" double precision,
  "Founded" double precision,
  "Denomination" text,
  "Boys_or_Girls" text,
  "Day_or_Boarding" text,
  "Year_Entered_Competition" double precision,
  "School_Colors" text,
  PRIMARY KEY ("School_ID")
);
CREATE TABLE "school_details" (
  "School_ID" integer,
  "Nickname" text,
  "Colors" text,
  "League" text,
  "Class" text,
  "Division" text,
  PRIMARY KEY ("School_ID")
);
CREATE TABLE "school_performance" (
  "School_Id" integer,
  "School_Year" text,
  "Class_A" text,
  "Class_AA" text,
  PRIMARY KEY ("School_Id", "School_Year")
);
CREATE TABLE "player" (
  "Player_ID" integer,
  "Player" text,
  "Team" text,
  "Age" integer,
  "Position" text,
  "School_ID" integer,
  PRIMARY KEY ("Player_ID")
);

INSERT INTO "school" ("School_ID", "School", "Location", "Enrollment", "Founded", "Denomination", "Boys_or_Girls", "Day_or_Boarding", "Year_Entered_Competition", "School_Colors") VALUES
(1, 'St Aloysius'' College', 'Milsons Point', 1200, 1879, 'Catholic', 'Boys', 'Day', 1929, 'Royal Blue and Gold'),
(2, 'Barker College', 'Hornsby', 2300, 1890, 'Anglican', 'Boys only to Yr 9 Co-ed Year 10 to 12', 'Day & Boarding', 1929, 'Red & Blue'),
(3, 'Cranbrook School', 'Bellevue Hill', 1000, 1918, 'Anglican', 'Boys', 'Day & Boarding', 1929, 'Red, White & Blue'),
(4, 'Knox Grammar School', 'Wahroonga', 1850, 1924, 'Uniting Church', 'Boys', 'Day & Boarding', 1929, 'Black & Blue'),
(5, 'Trinity Grammar School', 'Summer Hill', 2200, 1913, 'Anglican', 'Boys', 'Day & Boarding', 1929, 'Green and White'),
(6, 'Waverley College', 'Waverley', 1430, 1903, 'Catholic', 'Boys', 'Day', 1944, 'Royal Blue and Gold');
INSERT INTO "school_details" ("School_ID", "Nickname", "Colors", "League", "Class", "Division") VALUES
(1, 'Tigers', 'Blue and Yellow', 'DSHA', 'Flight A', 'Division 1'),
(2, 'Auks', 'Dark Green and White', 'DSHA', 'Flight B', 'Division 3'),
(3, 'Buccaneers', 'Garnet and White', 'DSHA', 'Fight A', 'Division 1'),
(4, 'Raiders', 'Maroon and White', 'DSHA', 'Flight B', 'Division 3'),
(5, 'Seahawks', 'Blue and Gold', 'DSHA', 'Flight B', 'Division 2'),
(6, 'Silver Eagles', 'Silver and Maroon', 'DSHA', 'Flight B', 'Division 3');
INSERT INTO "school_performance" ("School_Id", "School_Year", "Class_A", "Class_AA") VALUES
(1, '1987-88', 'Yantis', 'Blanco'),
(1, '1988-89', 'Happy', 'Blanco'),
(1, '1989-90', 'Skidmore-Tynan', 'Bishop'),
(2, '1990-91', 'Louise', 'Lytle'),
(2, '1991-92', 'Anton', 'Clarendon'),
(3, '1992-93', 'Anton', 'Wheeler'),
(4, '1993-94', 'Utopia', 'Lytle'),
(3, '1994-95', 'Martin''s Mill', 'Wallis Brazos'),
(5, '1995-96', 'Lindsay', 'Henrietta'),
(6, '1996-97', 'Martin''s Mill', 'Canadian'),
(1, '1997-98', 'Martin''s Mill', 'Buffalo'),
(2, '1998-99', 'Wheeler', 'Van Alstyne'),
(3, '1999-2000', 'Valley View', 'Lindsay'),
(5, '2000-01', 'Menard', 'Weimar'),
(6, '2001-02', 'Santa Anna', 'Hale Center'),
(2, '2002-03', 'Martin''s Mill', 'Hale Center'),
(1, '2003-04', 'Martin''s Mill', 'S&S Consolidated'),
(2, '2004-05', 'Lindsay', 'Salado'),
(3, '2005-06', 'Quanah', 'Salado'),
(1, '2006-07', 'Martin''s Mill', 'Weimar'),
(6, '2007-08', 'Frost', 'Weimar'),
(4, '2008-09', 'Winters', 'Dimmitt');
INSERT INTO "player" ("Player_ID", "Player", "Team", "Age", "Position", "School_ID") VALUES
(1, 'Timothy Beckham', 'Tampa Bay Devil Rays', 15, 'Shortstop', 1),
(2, 'Pedro Álvarez', 'Pittsburgh Pirates', 14, 'Third baseman', 2),
(3, 'Eric Hosmer', 'Kansas City Royals', 16, 'First Baseman', 1),
(4, 'Brian Matusz', 'Baltimore Orioles', 17, 'Left-handed pitcher', 1),
(5, 'Buster Posey', 'San Francisco Giants', 15, 'Catcher', 2),
(6, 'Kyle Skipworth', 'Florida Marlins', 14, 'Catcher', 2),
(7, 'Yonder Alonso', 'Cincinnati Reds', 15, 'First baseman', 1),
(8, 'Gordon Beckham', 'Chicago White Sox', 16, 'Shortstop', 1),
(9, 'Aaron Crow *', 'Washington Nationals', 16, 'Right-handed pitcher', 1),
(10, 'Jason Castro', 'Houston Astros', 15, 'Catcher', 1),
(11, 'Justin Smoak', 'Texas Rangers', 15, 'First baseman', 1),
(12, 'Jemile Weeks', 'Oakland Athletics', 15, 'Second baseman', 2),
(13, 'Brett Wallace', 'St. Louis Cardinals', 17, 'Third baseman', 5),
(14, 'Aaron Hicks', 'Minnesota Twins', 14, 'Outfielder', 6),
(15, 'Ethan Martin', 'Los Angeles Dodgers', 15, 'Right-handed pitcher', 1),
(16, 'Brett Lawrie', 'Milwaukee Brewers', 15, 'Catcher', 1),
(17, 'David Cooper', 'Toronto Blue Jays', 17, 'First baseman', 1),
(18, 'Ike Davis', 'New York Mets', 15, 'First baseman', 4),
(19, 'Andrew Cashner', 'Chicago Cubs', 16, 'Right-handed pitcher', 4),
(20, 'Josh Fields', 'Seattle Mariners', 15, 'Right-handed pitcher', 4),
(21, 'Ryan Perry', 'Detroit Tigers', 17, 'Right-handed pitcher', 3),
(22, 'Reese Havens', 'New York Mets', 18, 'Shortstop', 5),
(23, 'Allan Dykstra', 'San Diego Padres', 15, 'First baseman', 5);

ALTER TABLE "school_details" ADD FOREIGN KEY ("School_ID") REFERENCES "school" ("School_ID");
ALTER TABLE "school_performance" ADD FOREIGN KEY ("School_Id") REFERENCES "school" ("School_ID");
ALTER TABLE "player" ADD FOREIGN KEY ("School_ID") REFERENCES "school" ("School_ID");
