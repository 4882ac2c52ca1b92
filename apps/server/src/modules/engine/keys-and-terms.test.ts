import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets college_2, college_3 and company_employee), asked here on a
 * schema written for them: a campus whose rooms are keyed by building and number, whose units are keyed by their name,
 * whose sessions run in a term of a year kept as numeric(4,0), and a register of companies by headquarters.
 * - 'the number of rooms' counts rooms (rows keyed by building and room number), not distinct room numbers;
 * - a text key named as its table's name (`unit_name` of `unit`) is the unit's name: 'the names of the 2 units with
 *   the most lecturers', 'the names and average salaries for units …' group by it, not by a lecturer's name;
 * - 'the unit name of the lecturer whose name contains …': the pattern is on the lecturer's name, the unit shown;
 * - 'earns', 'lowest earning' name the salary; 'salary > 70000' compares as 'over 70000';
 * - 'modules with 4 credits': a number before a figure column is its value;
 * - 'sessions in Fall 2019' where the year is numeric(4,0): the year compared as a number;
 * - 'either in division SCI or in division ENG and in building Tower': the 'and' stays on the right side;
 * - 'the electrical engineering unit' where the data says 'Elec. Eng.': words cut short with a dot are named in full;
 * - 'the footfall of Physics in February' on a table with a column per month: the rows show February's column;
 * - 'points of 3.5 or above in at least one module': the bound is no verb of the existence clause;
 * - 'the most common headquarters' is one value though the column's name ends in s; 'in the US' where the data says
 *   'USA';
 * - 'the name of unit has the highest number of lecturers' (no article, no relative pronoun) is one unit.
 * Every expected answer comes from SQL run here.
 */
const CAMPUS = `
CREATE TABLE venue (building text, room_number varchar(7), capacity integer, PRIMARY KEY (building, room_number));
CREATE TABLE unit (unit_name varchar(20) PRIMARY KEY, division varchar(4), building text, budget numeric(12,2));
CREATE TABLE lecturer (lecturer_id varchar(5) PRIMARY KEY, name text, unit_name varchar(20) REFERENCES unit,
  salary numeric(8,2));
CREATE TABLE module (module_code varchar(8) PRIMARY KEY, title text, unit_name varchar(20) REFERENCES unit,
  credits integer);
CREATE TABLE session (module_code varchar(8) REFERENCES module, session_no varchar(4), term varchar(6),
  year numeric(4,0), building text, room_number varchar(7), PRIMARY KEY (module_code, session_no, term, year),
  FOREIGN KEY (building, room_number) REFERENCES venue (building, room_number));
CREATE TABLE learner (learner_id integer PRIMARY KEY, first_name text, last_name text);
CREATE TABLE result (learner_id integer REFERENCES learner, module_code varchar(8) REFERENCES module, points real);
CREATE TABLE firm (firm_id integer PRIMARY KEY, name text, headquarters text, sector text);
CREATE TABLE footfall (unit_name varchar(20) PRIMARY KEY REFERENCES unit, "Jan" integer, "Feb" integer, "Mar" integer);
CREATE TABLE person (person_id integer PRIMARY KEY, name text, nationality text);
INSERT INTO venue VALUES ('Harmon', '101', 40), ('Harmon', '102', 25), ('Tower', '101', 60), ('Tower', '210', 90),
  ('Quad', '101', 30), ('Quad', '5', 12);
INSERT INTO unit VALUES ('Physics', 'SCI', 'Harmon', 90000), ('Chemistry', 'SCI', 'Quad', 80000),
  ('Civil Works', 'ENG', 'Tower', 120000), ('Robotics', 'ENG', 'Harmon', 95000), ('Poetry', 'ART', 'Tower', 30000),
  ('Elec. Eng.', 'ENG', 'Quad', 70000);
INSERT INTO lecturer VALUES ('L1', 'Van Dyke', 'Physics', 72000), ('L2', 'Okoro', 'Physics', 65000),
  ('L3', 'Marsh', 'Physics', 81000), ('L4', 'Ito', 'Chemistry', 58000), ('L5', 'Bell', 'Civil Works', 90000),
  ('L6', 'Ruiz', 'Civil Works', 61000), ('L7', 'Kaur', 'Robotics', 99000), ('L8', 'Lund', 'Poetry', 45000),
  ('L9', 'Ngata', 'Elec. Eng.', 52000), ('L10', 'Oduya', 'Elec. Eng.', 57000);
INSERT INTO module VALUES ('PH1', 'Mechanics', 'Physics', 4), ('PH2', 'Optics', 'Physics', 2),
  ('CH1', 'Bonds', 'Chemistry', 4), ('CW1', 'Bridges', 'Civil Works', 3), ('RB1', 'Sensors', 'Robotics', 2),
  ('PO1', 'Sonnets', 'Poetry', 1);
INSERT INTO session VALUES ('PH1', '1', 'Fall', 2019, 'Harmon', '101'), ('PH1', '2', 'Fall', 2019, 'Tower', '101'),
  ('PH2', '1', 'Spring', 2019, 'Harmon', '102'), ('CH1', '1', 'Fall', 2019, 'Quad', '101'),
  ('CW1', '1', 'Fall', 2020, 'Tower', '210'), ('RB1', '1', 'Spring', 2020, 'Harmon', '101'),
  ('PO1', '1', 'Fall', 2018, 'Quad', '5');
INSERT INTO learner VALUES (1, 'Ama', 'Boateng'), (2, 'Ben', 'Cole'), (3, 'Ama', 'Diaz'), (4, 'Cy', 'Eng'),
  (5, 'Dee', 'Fox');
INSERT INTO result VALUES (1, 'PH1', 3.7), (1, 'CH1', 3.9), (2, 'PH1', 2.8), (3, 'PH2', 3.5), (4, 'CW1', 3.2),
  (4, 'RB1', 3.4), (5, 'PO1', 4.0);
INSERT INTO firm VALUES (1, 'Acme Corp', 'USA', 'Tools'), (2, 'Beta Bank', 'USA', 'Banking'),
  (3, 'Gamma Oil', 'UK', 'Oil'), (4, 'Delta Rail', 'USA', 'Transport'), (5, 'Epsilon', 'France', 'Banking');
INSERT INTO footfall VALUES ('Physics', 120, 340, 90), ('Poetry', 15, 22, 31);
INSERT INTO person VALUES (1, 'Jo', 'United States'), (2, 'Kim', 'France'), (3, 'Lee', 'United States');
`;

const NOW = new Date('2021-03-26T12:00:00Z');

describe('keys that name things, terms of a year, words for pay and signs for comparisons', () => {
  const open = useScriptSystem(CAMPUS, 'Campus', 993);
  const { ask, figure, column, pairs } = askerOf(open, NOW);
  const stated = (text: string) => expect(text, text).not.toMatch(NOT_STATED);
  const sorted = (xs: string[]) => [...xs].sort();

  it("'the number of rooms' counts rooms keyed by building and number, not distinct room numbers", async () => {
    const text = await ask('Count the number of rooms that are not in the Harmon building.');
    stated(text);
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM venue WHERE building <> 'Harmon'`));
  });

  it('a text key named as its table is its name: units are grouped and shown by it', async () => {
    const top = await ask('What are the names of the 2 units with the most lecturers?');
    stated(top);
    expect(sorted(labelsOf(top)), top).toEqual(
      sorted(await column(`SELECT unit_name FROM lecturer GROUP BY unit_name ORDER BY count(*) DESC LIMIT 2`)),
    );
    const avg = await ask('What are the names and average salaries for units with average salary higher than 70000?');
    const got = pairsOf(avg);
    const want = await pairs(
      `SELECT unit_name, avg(salary)::float8 FROM lecturer GROUP BY unit_name HAVING avg(salary) > 70000`,
    );
    expect(Object.keys(got).sort(), avg).toEqual(Object.keys(want).sort());
    for (const k of Object.keys(want)) expect(got[k], avg).toBeCloseTo(want[k], 2);
    const one = await ask('Find the name of unit has the highest number of lecturers?');
    stated(one);
    expect(labelsOf(one), one).toEqual(
      await column(`SELECT unit_name FROM lecturer GROUP BY unit_name ORDER BY count(*) DESC LIMIT 1`),
    );
  });

  it("'the unit name of the lecturer whose name contains …' matches the lecturer's name and shows the unit", async () => {
    const text = await ask("Find the unit name of the lecturer whose name contains 'Van'.");
    stated(text);
    const row = rowsOf(text)[0];
    expect(Object.values(row), text).toContain(
      (await column(`SELECT unit_name FROM lecturer WHERE name LIKE '%Van%'`))[0],
    );
  });

  it("'earns', 'lowest earning' and 'salary > 70000' are read on the salary", async () => {
    const lowest = await ask('Give the name of the lowest earning lecturer in the Physics unit.');
    stated(lowest);
    expect(labelsOf(lowest), lowest).toEqual(
      await column(`SELECT name FROM lecturer WHERE unit_name = 'Physics' ORDER BY salary LIMIT 1`),
    );
    const more = await ask('What are the names of the lecturers in the Physics unit who earn more than 70000?');
    stated(more);
    expect(sorted(labelsOf(more)), more).toEqual(
      sorted(await column(`SELECT name FROM lecturer WHERE unit_name = 'Physics' AND salary > 70000`)),
    );
    const sign = await ask('Find the names of all lecturers with salary > 70000.');
    stated(sign);
    expect(sorted(labelsOf(sign)), sign).toEqual(
      sorted(await column(`SELECT name FROM lecturer WHERE salary > 70000`)),
    );
  });

  it("'modules with 4 credits' and 'sessions in Fall 2019' with a year kept as numeric(4,0)", async () => {
    const credits = await ask('List the titles of modules with 4 credits.');
    stated(credits);
    expect(sorted(labelsOf(credits)), credits).toEqual(
      sorted(await column(`SELECT title FROM module WHERE credits = 4`)),
    );
    const count = await ask('How many modules have 2 credits?');
    stated(count);
    expect(figureOf(count), count).toBe(await figure(`SELECT count(*) FROM module WHERE credits = 2`));
    const term = await ask('How many sessions are there in Fall 2019?');
    expect(figureOf(term), term).toBe(await figure(`SELECT count(*) FROM session WHERE term = 'Fall' AND year = 2019`));
  });

  it("'the footfall of Physics in February' shows the February column of a table with a column per month", async () => {
    const text = await ask('What is the footfall of Physics in February?');
    expect(Object.values(rowsOf(text)[0] ?? {}).map(Number), text).toContain(
      await figure(`SELECT "Feb" FROM footfall WHERE unit_name = 'Physics'`),
    );
  });

  it("'the electrical engineering unit' is the unit the data calls 'Elec. Eng.'", async () => {
    const text = await ask('How many lecturers are in the electrical engineering unit?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM lecturer WHERE unit_name = 'Elec. Eng.'`));
  });

  it("'either A or B and C' keeps the 'and' on the right side, said with brackets", async () => {
    const text = await ask(
      'Find the names of units that are either in division SCI or in division ENG and in building Tower.',
    );
    stated(text);
    expect(text, text).toMatch(/or \(.+ and .+\)\)/);
    expect(sorted(labelsOf(text)), text).toEqual(
      sorted(
        await column(`SELECT unit_name FROM unit WHERE division = 'SCI' OR (division = 'ENG' AND building = 'Tower')`),
      ),
    );
  });

  it("'points of 3.5 or above in at least one module' bounds the points; the bound is no verb", async () => {
    const text = await ask(
      'What are the distinct first names of learners with points of 3.5 or above in at least one module?',
    );
    expect(sorted(labelsOf(text)), text).toEqual(
      sorted(
        await column(
          `SELECT DISTINCT l.first_name FROM learner l JOIN result r USING (learner_id) WHERE r.points >= 3.5`,
        ),
      ),
    );
  });

  it("'the most common headquarters' is one value; 'in the US' is the data's 'USA'", async () => {
    const common = await ask('Show the most common headquarters for firms.');
    stated(common);
    expect(labelsOf(common), common).toEqual(
      await column(`SELECT headquarters FROM firm GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`),
    );
    const us = await ask('How many firms are headquartered in the US?');
    stated(us);
    expect(figureOf(us), us).toBe(await figure(`SELECT count(*) FROM firm WHERE headquarters = 'USA'`));
  });
});
