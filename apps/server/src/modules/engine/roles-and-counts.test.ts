import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets driving_school, e_government, e_learning and election),
 * asked here on schemas written for them: council offices, course mentors and learners, permits and bookings,
 * riding lessons and band labels.
 * - 'Count the number of services' beside a column form_number: the verb is the count phrase's, 'number' no column;
 * - 'the name of all the towns and regions': a place kept as text is named by its value;
 * - 'the email of the party that booked the most', 'the learner ID and given name of the learners with at least two
 *   enrolments', 'their addresses and mentor IDs': columns asked of the groups, shown beside them;
 * - 'each test result and its count', 'in ascending order of count': a count per value, in that order;
 * - 'the people that have been mayor the most times', 'served as treasurer most frequently', 'the frequency count':
 *   names kept as a column's values, ranked by how often they repeat;
 * - 'the party that has at least two records', 'two or more records': the rows of each name, counted;
 * - 'the course mentor that teaches the course …' beside `Course_Mentors_and_Tutors` and Courses.mentor_id: the
 *   table named by one of its two kinds of rows, the verb said by the join;
 * - 'the total time of lessons' where lesson_time keeps hours as text; 'lessons taught by Ivy Shaw', 'taught by an
 *   instructor whose first name has the letter a in it': who did it, named, no grouping;
 * - 'learners enrolled in courses', 'courses that have enrolled learners': those with a link named by the verb's
 *   event (learner_course_enrolment); 'courses that have just one enrolment': exactly one;
 * - 'the youngest agency': the latest founded; 'the type of the permit': Permit_Types, not another table of types;
 *   'contacted most recently' where a contact keeps a from and a to date: the answer says which it ranked by;
 * - 'the pony used in lessons for most of the times': the one used most often; 'the count and code of the job with
 *   the most staff': the job ranked first, the count its figure;
 * - 'regions which have between 2 to 4 workers living there', '2 to 4 workers': each region's count bounded;
 *   'the address "12 Mill Lane"': a quoted text, number and all, held by one column's values;
 * - 'services used more than twice in claims lodged': the records named after 'in' are counted;
 * - 'Find the representatives who are from counties with …': names kept as a column's values are the rows asked;
 * - 'taught by the tutor who has given name Ola': a column and its value, no record that exists;
 *   'for each distinct test result': the results said, no empty one; 'How long is the total lesson time': the
 *   figure kept, no days between dates; 'the given names used by learners and tutors' is not stated as fact.
 * Every expected answer comes from SQL run here.
 */
const COUNCIL = `
CREATE TABLE council (Council_ID integer PRIMARY KEY, Year integer, Party text, Mayor text, Treasurer text);
INSERT INTO council VALUES (1, 2010, 'Green', 'Ann Lowe', 'Carl Birt'), (2, 2011, 'Labour', 'Ann Lowe', 'Carl Birt'),
  (3, 2012, 'Green', 'Bo Reyes', 'Dee Marsh'), (4, 2013, 'Liberal', 'Ann Lowe', 'Carl Birt'),
  (5, 2014, 'Labour', 'Bo Reyes', 'Eli Shaw'), (6, 2015, 'Green', 'Cy Tran', 'Carl Birt'),
  (7, 2016, 'Unity', 'Cy Tran', 'Dee Marsh');
`;

const PERMITS = `
CREATE TABLE places (place_id integer PRIMARY KEY, town_city varchar(40), region_county varchar(40));
CREATE TABLE services (service_id integer PRIMARY KEY, service_name varchar(40));
CREATE TABLE forms (form_id integer PRIMARY KEY, form_number varchar(10), form_name varchar(40),
  service_id integer REFERENCES services);
CREATE TABLE parties (party_id integer PRIMARY KEY, party_phone varchar(20), party_email varchar(40));
CREATE TABLE party_bookings (booking_id integer PRIMARY KEY, customer_id integer REFERENCES parties,
  service_id integer REFERENCES services);
INSERT INTO places VALUES (1, 'Ashford', 'Kent'), (2, 'Dover', 'Kent'), (3, 'Ashford', 'Kent'), (4, 'Lewes', 'Sussex'),
  (5, 'Hove', 'Sussex'), (6, 'Bath', 'Somerset');
INSERT INTO services VALUES (1, 'Parking'), (2, 'Waste'), (3, 'Housing'), (4, 'Licensing'), (5, 'Parking');
INSERT INTO forms VALUES (1, '100', 'Permit', 1), (2, '200', 'Bin Request', 2), (3, '300', 'Tenancy', 3);
INSERT INTO parties VALUES (1, '555-01', 'kim@example.org'), (2, '555-02', 'lee@example.org'),
  (3, '555-03', 'max@example.org');
INSERT INTO party_bookings VALUES (1, 2, 1), (2, 2, 3), (3, 1, 2), (4, 2, 4), (5, 3, 1);
`;

const COURSES = `
CREATE TABLE course_mentors_and_tutors (mentor_id integer PRIMARY KEY, login_name varchar(20), given_name varchar(20),
  family_name varchar(20), address_line_1 varchar(60));
CREATE TABLE learners (learner_id integer PRIMARY KEY, login_name varchar(20), given_name varchar(20),
  middle_name varchar(20));
CREATE TABLE courses (course_id integer PRIMARY KEY, mentor_id integer REFERENCES course_mentors_and_tutors,
  course_name varchar(40));
CREATE TABLE learner_course_enrolment (registration_id integer PRIMARY KEY, learner_id integer REFERENCES learners,
  course_id integer REFERENCES courses);
CREATE TABLE learner_tests_taken (registration_id integer REFERENCES learner_course_enrolment, test_result varchar(10));
INSERT INTO course_mentors_and_tutors VALUES (1, 'ola1', 'Ola', 'Berg', '1 Mill Lane'),
  (2, 'raj2', 'Raj', 'Iyer', '2 Quay Street'), (3, 'zoe3', 'Zoe', 'Park', '3 High Road');
INSERT INTO learners VALUES (1, 'amy', 'Amy', 'Jo'), (2, 'bob', 'Bob', 'Al'), (3, 'cat', 'Cat', 'Mae'),
  (4, 'dan', 'Dan', 'Lee'), (5, 'eve', 'Eve', 'Rose');
INSERT INTO courses VALUES (1, 1, 'Algebra'), (2, 1, 'Geometry'), (3, 2, 'Poetry'), (4, 3, 'Chemistry'),
  (5, 3, 'Physics'), (6, 3, 'Biology');
INSERT INTO learner_course_enrolment VALUES (1, 1, 1), (2, 1, 3), (3, 1, 4), (4, 2, 2), (5, 2, 5), (6, 3, 1),
  (7, 4, 6), (8, 5, 3);
INSERT INTO learner_tests_taken VALUES (1, 'Pass'), (2, 'Fail'), (3, 'Pass'), (4, 'Pass'), (5, 'Fail'), (6, 'Pass'),
  (7, 'Pass');
`;

const LESSONS = `
CREATE TABLE instructors (instructor_id integer PRIMARY KEY, first_name varchar(20), last_name varchar(20),
  date_joined timestamp, date_left timestamp);
CREATE TABLE pupils (pupil_id integer PRIMARY KEY, first_name varchar(20), last_name varchar(20));
CREATE TABLE lessons (lesson_id integer PRIMARY KEY, pupil_id integer REFERENCES pupils,
  instructor_id integer REFERENCES instructors, lesson_date timestamp, lesson_time varchar(10), price numeric);
INSERT INTO instructors VALUES (1, 'Ivy', 'Shaw', '2019-01-01', NULL), (2, 'Tom', 'Reed', '2018-03-01', '2024-06-30'),
  (3, 'Mark', 'Oduya', '2020-05-01', NULL);
INSERT INTO pupils VALUES (1, 'Lena', 'Fox'), (2, 'Omar', 'Khan'), (3, 'Pia', 'Lund');
INSERT INTO lessons VALUES (1, 1, 1, '2024-01-05 10:00', '2', 40), (2, 2, 1, '2024-01-06 10:00', '3', 55),
  (3, 1, 2, '2024-01-07 10:00', '1', 25), (4, 3, 3, '2024-01-08 10:00', '4', 80), (5, 2, 3, '2024-01-09 10:00', '2', 40),
  (6, 3, 2, '2024-01-10 10:00', '5', 95), (7, 1, 1, '2024-01-11 10:00', '6', 110);
`;

const BANDS = `
CREATE TABLE staff (staff_id integer PRIMARY KEY, staff_name varchar(30), staff_jobcode varchar(10));
INSERT INTO staff VALUES (1, 'Ann', 'TECH'), (2, 'Bob', 'PROF'), (3, 'Cy', 'PROF'), (4, 'Di', 'ADMIN'), (5, 'Ed', 'PROF'),
  (6, 'Flo', 'TECH');
CREATE TABLE band (Band_ID integer PRIMARY KEY, Band text, Label_Company text, Main_Record_Format text);
INSERT INTO band VALUES (1, 'Fjord', 'Polar', 'Vinyl'), (2, 'Moss', 'Polar', 'CD'), (3, 'Tide', 'Harbour', 'CD'),
  (4, 'Reed', 'Orbit', 'CD'), (5, 'Kite', 'Harbour', 'Tape'), (6, 'Vale', 'Orbit', 'Vinyl');
`;

const NOW = new Date('2025-03-01T12:00:00Z');

describe('council offices: names kept as values, ranked by how often they repeat; rows of each name counted', () => {
  const open = useScriptSystem(COUNCIL, 'Council', 1201);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the people that have been mayor the most times' ranks the mayors by their rows", async () => {
    const text = await ask('Show the people that have been mayor the most times.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column('SELECT Mayor FROM council GROUP BY Mayor ORDER BY count(*) DESC LIMIT 1'),
    );
  });

  it("'served as treasurer most frequently', with 'the frequency count', is the treasurer of the most rows", async () => {
    const expected = await pairs('SELECT Treasurer, count(*) FROM council GROUP BY 1 ORDER BY 2 DESC LIMIT 1');
    const text = await ask('Which people served as treasurer most frequently?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(expected);
    const counted = await ask(
      'Which people served as treasurer most frequently? Give me the name of the person and the frequency count.',
    );
    expect(pairsOf(counted), counted).toEqual(expected);
  });

  it("'the party that has at least two records' and 'two or more records' count the rows of each name", async () => {
    const expected = await pairs('SELECT Party, count(*) FROM council GROUP BY Party HAVING count(*) >= 2');
    for (const q of [
      'Show the name of the party that has at least two records.',
      'Which party has two or more records?',
    ]) {
      const text = await ask(q);
      expect(pairsOf(text), text).toEqual(expected);
    }
  });
});

describe('permits: a count verb before its phrase, places named by their values, columns asked of the groups', () => {
  const open = useScriptSystem(PERMITS, 'Permits', 1202);
  const { ask, figure, column } = askerOf(open, NOW);

  it("'Count the number of services' counts services, though forms keep a form_number", async () => {
    const text = await ask('Count the number of services.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM services'));
  });

  it("'Count the number of towns in the region of Kent' counts the different towns, every word read", async () => {
    const text = await ask('Count the number of towns in the region of Kent.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(
      await figure("SELECT count(DISTINCT town_city) FROM places WHERE region_county = 'Kent'"),
    );
  });

  it("'the name of all the towns and regions' lists the towns and the regions, not forms' names", async () => {
    const text = await ask('Find the name of all the towns and regions.');
    expect(text, text).not.toMatch(/form/i);
    const shown = new Set(rowsOf(text).flatMap((r) => Object.values(r).map(String)));
    for (const v of await column('SELECT town_city FROM places UNION SELECT region_county FROM places'))
      expect(shown.has(v), text).toBe(true);
  });

  it("'the email of the party that has used the services the most' shows the party's email", async () => {
    const expected = await column(
      'SELECT p.party_email FROM parties p JOIN party_bookings b ON b.customer_id = p.party_id GROUP BY p.party_id ORDER BY count(*) DESC LIMIT 1',
    );
    for (const q of [
      'Which is the email of the party that has used the services the most number of times?',
      'Return the party email that has used party bookings the greatest number of times.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      expect(text, text).toContain(expected[0]);
    }
  });
});

describe('course mentors and learners: a table of two kinds of rows, columns asked of groups, counts per value', () => {
  const open = useScriptSystem(COURSES, 'Courses', 1203);
  const { ask, column, figure, pairs } = askerOf(open, NOW);

  it("'the login name of the course mentor that teaches the course named X' reads the mentors' table", async () => {
    const text = await ask('Find the login name of the course mentor that teaches the course with name "Poetry".');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(
      rowsOf(text).map((r) => r.login_name),
      text,
    ).toEqual(
      await column(
        "SELECT m.login_name FROM course_mentors_and_tutors m JOIN courses c ON c.mentor_id = m.mentor_id WHERE c.course_name = 'Poetry'",
      ),
    );
  });

  it("'the addresses and mentor IDs of the course mentors that teach at least two courses' shows both", async () => {
    const expected = await column(
      'SELECT m.address_line_1 FROM course_mentors_and_tutors m JOIN courses c ON c.mentor_id = m.mentor_id GROUP BY m.mentor_id HAVING count(*) >= 2 ORDER BY 1',
    );
    for (const q of [
      'Find the addresses and mentor IDs of the course mentors that teach at least two courses.',
      'Which course mentors teach two or more courses? Give me their addresses and mentor IDs.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(/Not used from the question/);
      expect(
        rowsOf(text)
          .map((r) => String(r.address_line_1))
          .sort(),
        text,
      ).toEqual(expected);
    }
  });

  it("'the learner ID and given name of the learners with at least two enrolments' shows their given names", async () => {
    const expected = await column(
      'SELECT l.given_name FROM learners l JOIN learner_course_enrolment e ON e.learner_id = l.learner_id GROUP BY l.learner_id HAVING count(*) >= 2 ORDER BY 1',
    );
    for (const q of [
      'Find the learner ID and given name of the learners with at least two enrolments.',
      'Find the learner ID and middle name for all the learners with at least two enrolments.',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      const key = q.includes('middle') ? 'middle_name' : 'given_name';
      const names = q.includes('middle')
        ? await column(
            'SELECT l.middle_name FROM learners l JOIN learner_course_enrolment e ON e.learner_id = l.learner_id GROUP BY l.learner_id HAVING count(*) >= 2 ORDER BY 1',
          )
        : expected;
      expect(
        rowsOf(text)
          .map((r) => String(r[key]))
          .sort(),
        text,
      ).toEqual(names);
    }
  });

  it("'distinct learners enrolled in courses' and 'courses that have enrolled learners' count those with a link", async () => {
    const learners = await ask('How many distinct learners are enrolled in courses?');
    expect(learners, learners).not.toMatch(NOT_STATED);
    expect(figureOf(learners), learners).toBe(
      await figure('SELECT count(DISTINCT learner_id) FROM learner_course_enrolment'),
    );
    const courses = await ask('Find the number of distinct courses that have enrolled learners.');
    expect(courses, courses).not.toMatch(NOT_STATED);
    expect(figureOf(courses), courses).toBe(
      await figure('SELECT count(DISTINCT course_id) FROM learner_course_enrolment'),
    );
  });

  it("'the courses that have just one learner enrolment' keep exactly one", async () => {
    const text = await ask('Find the names of the courses that have just one learner enrolment.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        'SELECT c.course_name FROM courses c JOIN learner_course_enrolment e ON e.course_id = c.course_id GROUP BY c.course_id HAVING count(*) = 1 ORDER BY 1',
      ),
    );
  });

  it("'the courses taught by the tutor who has given name Ola' keep that mentor's courses", async () => {
    const text = await ask('Find the names of courses taught by the tutor who has given name "Ola".');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT c.course_name FROM courses c JOIN course_mentors_and_tutors m ON m.mentor_id = c.mentor_id WHERE m.given_name = 'Ola' ORDER BY 1",
      ),
    );
  });

  it("'for each distinct test result, the number of learners who got it' has no empty result", async () => {
    const text = await ask('For each distinct test result, find the number of learners who got the result.');
    expect(Object.keys(pairsOf(text)).sort(), text).toEqual(
      await column('SELECT DISTINCT test_result FROM learner_tests_taken ORDER BY 1'),
    );
  });

  it("'the given names used by learners and tutors' is not stated as fact", async () => {
    const text = await ask('What are the given names that are used by learners and tutors?');
    expect(text, text).toMatch(/^I read this as|^I could not/m);
  });

  it("'each test result and its count' counts the tests of each result", async () => {
    const text = await ask('List each test result and its count in descending order of count.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT test_result, count(*) FROM learner_tests_taken GROUP BY 1'),
    );
  });
});

describe('riding lessons: hours kept as text, who taught them named, a letter in a name', () => {
  const open = useScriptSystem(LESSONS, 'Lessons', 1204);
  const { ask, figure } = askerOf(open, NOW);

  it("'the total time for all lessons taught by Ivy Shaw' adds up the hours kept as text", async () => {
    const text = await ask('What is the total time for all lessons taught by Ivy Shaw?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(
      await figure(
        "SELECT sum(l.lesson_time::numeric) FROM lessons l JOIN instructors i ON i.instructor_id = l.instructor_id WHERE i.first_name = 'Ivy' AND i.last_name = 'Shaw'",
      ),
    );
  });

  it("'How long is the total lesson time taught by Tom Reed' adds up the hours kept, no days between dates", async () => {
    const text = await ask(
      'How long is the total lesson time taught by instructor with first name as Tom and last name as Reed?',
    );
    expect(text, text).not.toMatch(/days/i);
    expect(figureOf(text), text).toBe(
      await figure(
        "SELECT sum(l.lesson_time::numeric) FROM lessons l JOIN instructors i ON i.instructor_id = l.instructor_id WHERE i.first_name = 'Tom' AND i.last_name = 'Reed'",
      ),
    );
  });

  it("'lessons taught by an instructor whose first name has the letter a in it' is one count, no grouping", async () => {
    const text = await ask("How many lessons were taught by an instructor whose first name has the letter 'a' in it?");
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(
      await figure(
        "SELECT count(*) FROM lessons l JOIN instructors i ON i.instructor_id = l.instructor_id WHERE i.first_name LIKE '%a%'",
      ),
    );
  });
});

describe('band labels and staff jobs: values listed in the order of their count, the count asked with a ranking', () => {
  const open = useScriptSystem(BANDS, 'Bands', 1205);
  const { ask, pairs } = askerOf(open, NOW);

  it("'the count and code of the job with the most staff' is the job ranked first, with its count", async () => {
    const text = await ask('What is the count and code of the job with the most staff?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT staff_jobcode, count(*) FROM staff GROUP BY 1 ORDER BY 2 DESC LIMIT 1'),
    );
  });

  it("'the record formats of bands in ascending order of count' counts the bands of each format, fewest first", async () => {
    const text = await ask('Please show the record formats of bands in ascending order of count.');
    expect(text, text).not.toMatch(NOT_STATED);
    const expected = await pairs('SELECT Main_Record_Format, count(*) FROM band GROUP BY 1');
    expect(pairsOf(text), text).toEqual(expected);
    const counts = Object.values(pairsOf(text));
    expect(counts, text).toEqual([...counts].sort((a, b) => a - b));
  });
});

const AGENCIES = `
CREATE TABLE permit_types (permit_type_code varchar(10) PRIMARY KEY, permit_type_description varchar(40));
CREATE TABLE agency_types (agency_type_code varchar(10) PRIMARY KEY, agency_type_description varchar(40));
CREATE TABLE agencies (agency_id integer PRIMARY KEY, agency_type_code varchar(10) REFERENCES agency_types,
  date_formed timestamp, agency_name varchar(40));
CREATE TABLE permits (permit_id integer PRIMARY KEY, permit_type_code varchar(10) REFERENCES permit_types,
  agency_id integer REFERENCES agencies, permit_description varchar(60));
INSERT INTO permit_types VALUES ('PARK', 'Parking permit'), ('TRADE', 'Street trading');
INSERT INTO agency_types VALUES ('GOV', 'Government'), ('CHAR', 'Charity');
INSERT INTO agencies VALUES (1, 'GOV', '1990-04-01', 'Roads Office'), (2, 'CHAR', '2015-09-12', 'Food Bank'),
  (3, 'GOV', '2004-01-20', 'Markets Board');
INSERT INTO permits VALUES (1, 'PARK', 1, 'Resident bay'), (2, 'TRADE', 3, 'Initial stall licence'),
  (3, 'PARK', 1, 'Visitor bay');
CREATE TABLE individuals (individual_id integer PRIMARY KEY, first_name varchar(20), last_name varchar(20));
CREATE TABLE agency_contact_individuals (individual_id integer REFERENCES individuals,
  agency_id integer REFERENCES agencies, date_contact_from timestamp NOT NULL, date_contact_to timestamp,
  PRIMARY KEY (individual_id, agency_id));
INSERT INTO individuals VALUES (1, 'Ada', 'Wren'), (2, 'Bo', 'Finch'), (3, 'Cy', 'Lark');
INSERT INTO agency_contact_individuals VALUES (1, 1, '2023-01-05', '2024-06-01'), (2, 1, '2023-09-10', '2023-12-01'),
  (3, 1, '2022-04-01', '2024-11-30');
`;

const PONIES = `
CREATE TABLE ponies (pony_id integer PRIMARY KEY, pony_details varchar(30));
CREATE TABLE rides (ride_id integer PRIMARY KEY, pony_id integer REFERENCES ponies, ride_date timestamp);
INSERT INTO ponies VALUES (1, 'Bramble'), (2, 'Clover'), (3, 'Dusty');
INSERT INTO rides VALUES (1, 2, '2024-02-01'), (2, 2, '2024-02-02'), (3, 1, '2024-02-03'), (4, 2, '2024-02-04'),
  (5, 3, '2024-02-05');
`;

describe('agencies and ponies: the youngest by founding, a type named by its table, the one used most often', () => {
  const agencies = useScriptSystem(AGENCIES, 'Agencies', 1206);
  const ponies = useScriptSystem(PONIES, 'Ponies', 1207);
  const a = askerOf(agencies, NOW);
  const p = askerOf(ponies, NOW);

  it("'the name of the youngest agency' is the one founded last", async () => {
    const text = await a.ask('Find the name of the youngest agency.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await a.column('SELECT agency_name FROM agencies ORDER BY date_formed DESC LIMIT 1'),
    );
  });

  it("'the contact individual … contacted most recently' says which of a contact's two dates it took", async () => {
    const text = await a.ask(
      'What is the last name of the contact individual from the Roads Office agency who was contacted most recently?',
    );
    expect(text, text).toMatch(/^I read this as/);
    expect(text, text).toMatch(/date contact to is kept too/);
  });

  it("'the type of the permit whose description starts with Initial' reads permit_types", async () => {
    const text = await a.ask("What is the type of the permit whose description starts with the word 'Initial'?");
    expect(text, text).not.toMatch(/agency/i);
    expect(text, text).toContain(
      (
        await a.column(
          "SELECT t.permit_type_description FROM permit_types t JOIN permits p ON p.permit_type_code = t.permit_type_code WHERE p.permit_description LIKE 'Initial%'",
        )
      )[0],
    );
  });

  it("'the pony used in rides for most of the times' is the one used most often", async () => {
    const text = await p.ask('What is the id and detail of the pony used in rides for most of the times?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await p.column(
        'SELECT y.pony_details FROM ponies y JOIN rides r ON r.pony_id = y.pony_id GROUP BY y.pony_id ORDER BY count(*) DESC LIMIT 1',
      ),
    );
  });
});

const REGIONS = `
CREATE TABLE addresses (address_id integer PRIMARY KEY, line_1 varchar(60), town varchar(30), region varchar(30));
CREATE TABLE workers (worker_id integer PRIMARY KEY, worker_name varchar(30), address_id integer REFERENCES addresses);
CREATE TABLE services (service_id integer PRIMARY KEY, service_name varchar(30));
CREATE TABLE claims_lodged (claim_id integer PRIMARY KEY, service_id integer REFERENCES services);
CREATE TABLE counties (county_id integer PRIMARY KEY, county_name varchar(30), population integer);
CREATE TABLE seats (seat_id integer PRIMARY KEY, county integer REFERENCES counties, representative text);
INSERT INTO addresses VALUES (1, '12 Mill Lane Flat 2', 'Ashford', 'Kent'), (2, '4 Quay Road', 'Dover', 'Kent'),
  (3, '9 Hill Rise', 'Lewes', 'Sussex'), (4, '77 Sea View', 'Hove', 'Sussex'), (5, '1 Abbey Close', 'Bath', 'Avon');
INSERT INTO workers VALUES (1, 'Ana', 1), (2, 'Ben', 2), (3, 'Cai', 1), (4, 'Dee', 3), (5, 'Eli', 4), (6, 'Fay', 5),
  (7, 'Gus', 3), (8, 'Hal', 2);
INSERT INTO services VALUES (1, 'Repair'), (2, 'Towing'), (3, 'Rental');
INSERT INTO claims_lodged VALUES (1, 1), (2, 2), (3, 1), (4, 1), (5, 3), (6, 2);
INSERT INTO counties VALUES (1, 'Ashdown', 42000), (2, 'Bramley', 120000), (3, 'Corfe', 8000);
INSERT INTO seats VALUES (1, 1, 'Lowe, Ann'), (2, 2, 'Reyes, Bo'), (3, 3, 'Tran, Cy'), (4, 2, 'Marsh, Dee');
`;

describe('regions, claims and seats: counts bounded by a range, records counted after in, names kept as values', () => {
  const open = useScriptSystem(REGIONS, 'Regions', 1208);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the regions which have between 2 to 4 workers living there' bound each region's count", async () => {
    const expected = await pairs(
      'SELECT a.region, count(*) FROM workers w JOIN addresses a ON a.address_id = w.address_id GROUP BY a.region HAVING count(*) BETWEEN 2 AND 4',
    );
    for (const q of [
      'List the regions which have between 2 to 4 workers living there.',
      'What are the names of the regions that have 2 to 4 workers living there?',
    ]) {
      const text = await ask(q);
      expect(text, text).not.toMatch(NOT_STATED);
      expect(pairsOf(text), text).toEqual(expected);
    }
  });

  it('\'the address "12 Mill Lane"\' is one text held by the first line of an address', async () => {
    const text = await ask('Which region is the address "12 Mill Lane" in?');
    expect(text, text).not.toMatch(/Not used from the question/);
    expect(text, text).toContain((await column("SELECT region FROM addresses WHERE line_1 LIKE '12 Mill Lane%'"))[0]);
  });

  it("'services used more than twice in claims lodged' counts the claims of each service", async () => {
    const text = await ask('Which services have been used more than twice in claims lodged? Return the service name.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column(
        'SELECT s.service_name FROM services s JOIN claims_lodged c ON c.service_id = s.service_id GROUP BY s.service_id HAVING count(*) > 2',
      ),
    );
  });

  it("'Find the representatives who are from counties with population below 50000' lists the names kept", async () => {
    const text = await ask('Find the representatives who are from counties with population below 50000.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        'SELECT s.representative FROM seats s JOIN counties c ON c.county_id = s.county WHERE c.population < 50000 ORDER BY 1',
      ),
    );
  });
});
