import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets protein_institute, school_bus, school_player and
 * scientist_1), asked here on a schema written for them. Every expected answer comes from SQL run here.
 *
 * Towers, the museums housed in them and projects:
 * - `museum.Founded` is a real named by what happened, holding only whole years: 'founded after 1990', 'founded
 *   before 1890' (a year before 1900 too), 'founded in 2003' compare it with the year, also inside an 'or'; 'the
 *   foundation year' and 'the year founded' name it;
 * - 'the towers except for those having a museum founded in 2003' are the towers that have no such museum;
 * - 'a height above the average or a number of floors above the average': the 'or' joins the two comparisons;
 * - `tower.Years_as_tallest` holds the word 'tallest': 'the tallest tower' ranks by the height, and shows no years;
 * - `project.Hours` is how long a project takes: 'the longest project', 'continues for the longest time', 'taken
 *   longer than the average number of hours' rank and compare by it.
 */
const NOW = new Date('2018-03-26T12:00:00Z');
const sorted = (xs: string[]) => [...xs].sort();

const TOWERS = `
CREATE TABLE tower (tower_id text PRIMARY KEY, name text, "Years_as_tallest" text, "Height_feet" integer, floors integer);
INSERT INTO tower VALUES ('t1', 'Harbour Point', '1961–1972', 410, 31), ('t2', 'Citadel One', '1972–present', 655, 48),
  ('t3', 'Old Exchange', '1913–1961', 188, 14), ('t4', 'Quay House', '', 240, 30), ('t5', 'Mill Tower', '', 150, 11);
CREATE TABLE museum (museum_id text PRIMARY KEY, title text, "Founded" real, kind text, "Visitors" integer,
  tower_id text REFERENCES tower(tower_id));
INSERT INTO museum VALUES ('m1', 'Sea Museum', 1998, 'Private', 1200, 't1'), ('m2', 'Rail Hall', 1871, 'Public', 800, 't1'),
  ('m3', 'Glass House', 2003, 'Private', 2600, 't2'), ('m4', 'Map Room', 1952, 'Public', 450, 't3'),
  ('m5', 'Clock Works', 1885, 'Public', 3100, 't3'), ('m6', 'Salt Store', 2003, 'Public', 700, 't4'),
  ('m7', 'Kite Loft', 1994, 'Private', 300, 't2');
CREATE TABLE project (code char(4) PRIMARY KEY, name text, "Hours" integer);
INSERT INTO project VALUES ('AE01', 'Wind Tunnel', 156), ('AE02', 'Ice Rink Drag', 9200), ('AS01', 'Star Charts', 480),
  ('BC01', 'Soil Lab', 5400), ('BC02', 'Pond Survey', 320), ('CH01', 'Salt Crystals', 75);
`;

describe('years kept as numbers named by what happened, rows excepted, and how long things take', () => {
  const open = useScriptSystem(TOWERS, 'Towers', 1815);
  const { ask, column, figure } = askerOf(open, NOW);

  it("'founded after 1990' compares a number column named by the verb with the year", async () => {
    const after = await ask('How many museums were founded after 1990?');
    expect(after, after).not.toMatch(NOT_STATED);
    expect(figureOf(after), after).toBe(await figure('SELECT count(*) FROM museum WHERE "Founded" > 1990'));
    const before = await ask('How many museums were founded before 1890?');
    expect(figureOf(before), before).toBe(await figure('SELECT count(*) FROM museum WHERE "Founded" < 1890'));
    const during = await ask('Show the titles of museums founded in 2003.');
    expect(sorted(labelsOf(during)), during).toEqual(
      sorted(await column('SELECT title FROM museum WHERE "Founded" = 2003')),
    );
    // (The year shown beside each is a year, '2003', not a figure '2,003'.)
    expect(during, during).toMatch(/"label":"Founded","key":"founded","align":"left"\}/);
  });

  it("'the foundation year', 'the year founded' name that column", async () => {
    const ordered = await ask('List the titles of museums in ascending order of foundation year.');
    expect(ordered, ordered).not.toMatch(NOT_STATED);
    expect(labelsOf(ordered), ordered).toEqual(await column('SELECT title FROM museum ORDER BY "Founded", title'));
    const earliest = await ask('Which museum has the earliest year founded?');
    expect(earliest, earliest).not.toMatch(NOT_STATED);
    expect(earliest.split('\n')[0], earliest).toContain(
      (await column('SELECT title FROM museum ORDER BY "Founded" LIMIT 1'))[0],
    );
  });

  it("a year compared inside an 'or' keeps the 'or', and one beside another bound keeps both", async () => {
    const either = await ask('How many museums were founded after 1880 or have kind Private?');
    expect(figureOf(either), either).toBe(
      await figure(`SELECT count(*) FROM museum WHERE "Founded" > 1880 OR kind = 'Private'`),
    );
    // (A value said in quotes beside the year keeps its quotes and case for the readers after.)
    const quoted = await ask("How many museums founded after 1990 have kind 'Private'?");
    expect(figureOf(quoted), quoted).toBe(
      await figure(`SELECT count(*) FROM museum WHERE "Founded" > 1990 AND kind = 'Private'`),
    );
    const both = await ask('Show the kinds of museums founded after 1990 and with at least 1000 visitors.');
    expect(both, both).not.toMatch(NOT_STATED);
    expect(labelsOf(both).length, both).toBe(
      await figure('SELECT count(*) FROM museum WHERE "Founded" > 1990 AND "Visitors" >= 1000'),
    );
  });

  it("'a height above the average or a number of floors above the average' keeps the 'or'", async () => {
    const a = await ask(
      'Show the number of towers with a height feet above the average or a number of floors above the average.',
    );
    expect(a, a).not.toMatch(NOT_STATED);
    expect(figureOf(a), a).toBe(
      await figure(
        'SELECT count(*) FROM tower WHERE "Height_feet" > (SELECT avg("Height_feet") FROM tower) OR floors > (SELECT avg(floors) FROM tower)',
      ),
    );
  });

  it("'except for those having a museum founded in 2003' are the rows with no such museum", async () => {
    const a = await ask('Show the names of towers except for those having a museum founded in 2003.');
    expect(a, a).not.toMatch(NOT_STATED);
    expect(sorted(labelsOf(a)), a).toEqual(
      sorted(
        await column(
          'SELECT name FROM tower WHERE tower_id NOT IN (SELECT tower_id FROM museum WHERE "Founded" = 2003)',
        ),
      ),
    );
  });

  it("'the tallest tower' ranks by height and names the tower, not the column that holds the word", async () => {
    const a = await ask('What is the name of the tallest tower?');
    expect(a, a).not.toMatch(NOT_STATED);
    expect(a.split('\n')[0], a).toContain(
      (await column('SELECT name FROM tower ORDER BY "Height_feet" DESC LIMIT 1'))[0],
    );
    expect(a, a).not.toMatch(/years as tallest/i);
  });

  it("how long a project takes is its hours: 'the longest', 'longer than the average number of hours'", async () => {
    const top = (await column('SELECT name FROM project ORDER BY "Hours" DESC LIMIT 1'))[0];
    const longest = await ask('What is the name of the longest project?');
    expect(longest, longest).not.toMatch(NOT_STATED);
    expect(longest.split('\n')[0], longest).toContain(top);
    const time = await ask('Find the name of the project that continues for the longest time.');
    expect(time.split('\n')[0], time).toContain(top);
    const longer = await ask(
      'What are the names of projects that have taken longer than the average number of hours for all projects?',
    );
    expect(sorted(labelsOf(longer)), longer).toEqual(
      sorted(await column('SELECT name FROM project WHERE "Hours" > (SELECT avg("Hours") FROM project)')),
    );
    const over = await ask(
      'What are the names of projects with hours over the average number of hours of all projects?',
    );
    expect(over, over).not.toMatch(NOT_STATED);
    expect(sorted(labelsOf(over)), over).toEqual(sorted(labelsOf(longer)));
  });
});
