import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf, tableBlock } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets local_govt_mdm, machine_repair, manufacturer,
 * match_season, medicine_enzyme_interaction, mountain_photos), asked here on schemas written for them. Every expected
 * answer comes from SQL run here.
 */
const NOW = new Date('2018-03-26T12:00:00Z');

/**
 * A climbing club's pictures: peaks, lenses and the shots taken of each peak with each lens. One shot is titled 'The
 * peak'.
 * - 'the average elevation of the peaks in region Alps': 'the peaks' names the table, not the shot titled so;
 * - 'the number of shots taken by it': a participle, 'by' and a pronoun for the rows each count is for say only how
 *   the two are related; 'Order the result by the count of shots.', a second sentence, orders the list;
 * - a table named `lens` is 'lens', not 'len'.
 */
const CLUB = `
CREATE TABLE peak (id integer PRIMARY KEY, name text, elevation real, region text);
CREATE TABLE lens (id integer PRIMARY KEY, brand text, name text, focal_mm real);
CREATE TABLE shot (id integer PRIMARY KEY, lens_id integer REFERENCES lens(id), peak_id integer REFERENCES peak(id), title text);
INSERT INTO peak VALUES (1, 'Eiger', 3967, 'Alps'), (2, 'Matterhorn', 4478, 'Alps'), (3, 'Snowdon', 1085, 'Wales'),
  (4, 'Ben Nevis', 1345, 'Highlands'), (5, 'Dom', 4545, 'Alps');
INSERT INTO lens VALUES (1, 'Sigma', 'Sigma 19mm', 19), (2, 'Olympus', 'Olympus 15mm', 15), (3, 'Canon', 'Canon 50mm', 50);
INSERT INTO shot VALUES (1, 1, 1, 'Dawn'), (2, 1, 2, 'The peak'), (3, 2, 3, 'Mist'), (4, 1, 3, 'Ridge'),
  (5, 3, 1, 'North face'), (6, 1, 4, 'Summit'), (7, 2, 2, 'Clouds');
`;

describe('a climbing club: a table named as a value begins, a participle before "by it", a second sentence that orders', () => {
  const open = useScriptSystem(CLUB, 'Climbing Club', 1601);
  const { ask, figure, rows } = askerOf(open, NOW);

  it("'the peaks' names the table, not the shot titled 'The peak'", async () => {
    const text = await ask("What is the average elevation of the peaks in region 'Alps'?");
    expect(text, text).not.toMatch(/the peak\b.*title|title is/i);
    expect(figureOf(text), text).toBeCloseTo(await figure(`SELECT avg(elevation) FROM peak WHERE region = 'Alps'`), 2);
    const listed = await ask('What are the names of the peaks that have at least 2 shots?');
    expect(labelsOf(listed).sort(), listed).toEqual(
      (await rows('SELECT p.name FROM peak p JOIN shot s ON s.peak_id = p.id GROUP BY p.name HAVING count(*) >= 2'))
        .map((r) => String(r[0]))
        .sort(),
    );
  });

  it("'the number of shots taken by it', then 'Order the result by the count of shots.'", async () => {
    const text = await ask(
      'What is the name of each lens and the number of shots taken by it? Order the result by the count of shots.',
    );
    expect(text, text).not.toMatch(NOT_STATED);
    expect(tableBlock(text)?.headers[0].label, text).toBe('Lens');
    const expected = await rows(
      'SELECT l.name, count(*) FROM shot s JOIN lens l ON l.id = s.lens_id GROUP BY l.name ORDER BY count(*), l.name',
    );
    expect(pairsOf(text), text).toEqual(Object.fromEntries(expected.map((r) => [String(r[0]), Number(r[1])])));
    expect(labelsOf(text), text).toEqual(expected.map((r) => String(r[0])));
  });
});

/**
 * A repair workshop: mechanics with an age and the year they started, crews, parts that keep how many bolts each
 * holds (`num_of_bolts`), and suppliers with a certification kept as the text 'Yes' or 'No' (`iso_certified`).
 * - 'the oldest mechanic' is the one of the highest age, not of the earliest starting year;
 * - 'the crew and starting year for each mechanic': the mechanics' own crew, though machines have a crew too;
 * - 'the crews with the most mechanics': the crew at the top (with its ties), in the plural as in the singular;
 * - 'How many part bolts are there in total?': the bolts each part keeps, added up;
 * - a text column named by a participle and holding only 'Yes' and 'No' is a yes/no column: 'certified suppliers',
 *   'the ISO certified status 'No'', and 'how many distinct ISO certified statuses' (its two values).
 */
const WORKSHOP = `
CREATE TABLE mechanic (mechanic_id integer PRIMARY KEY, name text, crew text, starting_year integer, age integer);
CREATE TABLE part (part_id integer PRIMARY KEY, name text, num_of_bolts integer, weight real);
CREATE TABLE supplier (supplier_id integer PRIMARY KEY, name text, iso_certified text);
CREATE TABLE machine (machine_id integer PRIMARY KEY, crew text, making_year integer);
INSERT INTO mechanic VALUES (1, 'Ann', 'Red', 2001, 38), (2, 'Bob', 'Blue', 1999, 41), (3, 'Cid', 'Red', 2004, 52),
  (4, 'Dee', 'Red', 2010, 29), (5, 'Eve', 'Green', 2002, 45), (6, 'Fay', 'Blue', 2012, 33);
INSERT INTO part VALUES (1, 'Hinge', 4, 0.2), (2, 'Bracket', 6, 0.5), (3, 'Panel', 12, 3.5), (4, 'Clamp', 2, 0.1);
INSERT INTO machine VALUES (1, 'Red', 1990), (2, 'Blue', 1995), (3, 'Blue', 2001);
INSERT INTO supplier VALUES (1, 'Acme', 'Yes'), (2, 'Bolt & Co', 'No'), (3, 'Corefix', 'No'), (4, 'Dynaparts', 'Yes'),
  (5, 'Elko', 'No');
`;

describe('a repair workshop: the oldest by age, the crews with the most, counts kept on each row, yes/no kept as text', () => {
  const open = useScriptSystem(WORKSHOP, 'Repair Workshop', 1602);
  const { ask, column, figure, rows } = askerOf(open, NOW);

  it("'the oldest mechanic' is the one of the highest age", async () => {
    const text = await ask('What is the starting year of the oldest mechanic?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT starting_year FROM mechanic ORDER BY age DESC LIMIT 1'));
  });

  it("'the crew and starting year for each mechanic' lists the mechanics' own crew, though machines have one too", async () => {
    const text = await ask('What is the crew and starting year for each mechanic?');
    expect(text, text).not.toMatch(NOT_STATED);
    const shown = rowsOf(text).map((r) => [String(r.name), String(r.crew), Number(r.starting_year)]);
    expect(shown, text).toEqual(
      (await rows('SELECT name, crew, starting_year FROM mechanic ORDER BY name')).map((r) => [
        String(r[0]),
        String(r[1]),
        Number(r[2]),
      ]),
    );
  });

  it("'the crews with the most mechanics' is the crew at the top", async () => {
    const text = await ask('What are the crews with the most mechanics?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column('SELECT crew FROM mechanic GROUP BY crew ORDER BY count(*) DESC LIMIT 1'),
    );
  });

  it("'How many part bolts are there in total?' adds up the bolts each part keeps", async () => {
    const text = await ask('How many part bolts are there in total?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(await figure('SELECT sum(num_of_bolts) FROM part'));
    // 'the average number of bolts' is the column's average, and 'how many parts' still counts the parts.
    const average = await ask('What is the average number of bolts of the parts?');
    expect(figureOf(average), average).toBe(await figure('SELECT avg(num_of_bolts) FROM part'));
    const counted = await ask('How many parts are there?');
    expect(figureOf(counted), counted).toBe(await figure('SELECT count(*) FROM part'));
  });

  it("a text column named by a participle and holding 'Yes' and 'No' is a yes/no column", async () => {
    const certified = await ask('How many suppliers are ISO certified?');
    expect(certified, certified).not.toMatch(NOT_STATED);
    expect(figureOf(certified), certified).toBe(
      await figure(`SELECT count(*) FROM supplier WHERE iso_certified = 'Yes'`),
    );
    const no = await ask("How many suppliers have the ISO certified status 'No'?");
    expect(figureOf(no), no).toBe(await figure(`SELECT count(*) FROM supplier WHERE iso_certified = 'No'`));
    const statuses = await ask('How many distinct ISO certified statuses are there for the suppliers?');
    expect(figureOf(statuses), statuses).toBe(await figure('SELECT count(DISTINCT iso_certified) FROM supplier'));
  });
});

/**
 * A league's drafts: each draft year names its athlete in a text column (`draft.athlete`) beside the athlete's
 * college, position, nation and club, while a table of athletes (another list, linked to the clubs only) exists too.
 * The athletes asked with a college, a position or a nation are the drafts', named by that column: joined through
 * the club, each athlete would stand for every draft of the club.
 */
const LEAGUE = `
CREATE TABLE club (club_id integer PRIMARY KEY, name text);
CREATE TABLE nation (nation_id integer PRIMARY KEY, nation_name text, capital text);
CREATE TABLE athlete (athlete_id integer PRIMARY KEY, athlete text, club integer REFERENCES club(club_id));
CREATE TABLE draft (year integer PRIMARY KEY, athlete text, position text, college text,
  nation integer REFERENCES nation(nation_id), club integer REFERENCES club(club_id));
INSERT INTO club VALUES (1, 'Harbour FC'), (2, 'Valley United'), (3, 'Ridge Rovers');
INSERT INTO nation VALUES (1, 'Ireland', 'Dublin'), (2, 'Canada', 'Ottawa'), (3, 'Japan', 'Tokyo');
INSERT INTO athlete VALUES (1, 'Sam Reed', 1), (2, 'Tom Vale', 1), (3, 'Uma Rhys', 2), (4, 'Vic Lowe', 3);
INSERT INTO draft VALUES (2001, 'Aidan Byrne', 'Forward', 'Duke', 1, 1), (2002, 'Ben Moss', 'Defender', 'UCLA', 2, 1),
  (2003, 'Cal Hart', 'Midfielder', 'Duke', 2, 2), (2004, 'Dan Kerr', 'Defender', 'Maryland', 3, 2),
  (2005, 'Eli Ford', 'Forward', 'UCLA', 1, 3), (2006, 'Finn Gray', 'Defender', 'Duke', 2, 1),
  (2007, 'Gus Penn', 'Midfielder', 'Virginia', 2, 3);
`;

describe("a league: athletes named in the drafts' own column, beside a table of athletes met only through a club", () => {
  const open = useScriptSystem(LEAGUE, 'League', 1603);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the athletes from college Duke' are the drafts' athletes", async () => {
    const text = await ask('Show the athletes from college Duke.');
    expect(text, text).not.toMatch(NOT_STATED);
    const shown = rowsOf(text).map((r) => String(r.athlete));
    expect(shown.sort(), text).toEqual(await column(`SELECT athlete FROM draft WHERE college = 'Duke' ORDER BY 1`));
  });

  it("'how many athletes are from each nation' counts the drafts by their nation", async () => {
    const text = await ask('How many athletes are from each nation?');
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT n.nation_name, count(*) FROM draft d JOIN nation n ON n.nation_id = d.nation GROUP BY 1'),
    );
  });

  it("'colleges that have at least two athletes' counts the drafts of each college", async () => {
    const colleges = await ask('Show the name of colleges that have at least two athletes.');
    expect(labelsOf(colleges).sort(), colleges).toEqual(
      await column('SELECT college FROM draft GROUP BY college HAVING count(*) >= 2 ORDER BY 1'),
    );
  });
});

/**
 * A research office: projects, the kinds of outcome (a lookup keyed by a code) and the outcomes each project produced
 * (a table of links), and a master index of clients with their references in source systems.
 * - 'the details and id of the project with the most outcomes': the project's outcomes counted, not the kinds;
 * - 'sort them by details in descending order': a pronoun between the sort verb and 'by';
 * - 'Which distinct source system code includes the substring 'en'?': each value once.
 */
const OFFICE = `
CREATE TABLE projects (project_id integer PRIMARY KEY, project_details text);
CREATE TABLE outcome_kinds (outcome_code varchar(10) PRIMARY KEY, outcome_description text);
CREATE TABLE project_outcomes (project_id integer REFERENCES projects, outcome_code varchar(10) REFERENCES outcome_kinds,
  outcome_details text);
CREATE TABLE client_index (master_client_id integer PRIMARY KEY, client_details text);
CREATE TABLE client_references (client_ref_id integer PRIMARY KEY, master_client_id integer REFERENCES client_index,
  source_system_code char(15));
INSERT INTO projects VALUES (1, 'alpha'), (2, 'beta'), (3, 'gamma'), (4, 'delta');
INSERT INTO outcome_kinds VALUES ('Paper', 'Published paper'), ('Patent', 'Patent granted');
INSERT INTO project_outcomes VALUES (1, 'Paper', NULL), (1, 'Patent', NULL), (2, 'Paper', NULL), (3, 'Paper', NULL),
  (3, 'Paper', NULL), (3, 'Patent', NULL), (4, 'Patent', NULL);
INSERT INTO client_index VALUES (1, 'Hart and Sons'), (2, 'Moss Ltd'), (3, 'Vale Group'), (4, 'Byrne Partners');
INSERT INTO client_references VALUES (1, 1, 'Benefits'), (2, 1, 'Rent'), (3, 2, 'Tax'), (4, 3, 'Benefits'),
  (5, 4, 'Rent'), (6, 4, 'Electoral'), (7, 2, 'Benefits');
`;

describe('a research office: outcomes counted through their links, a sort said of "them", distinct values of a pattern', () => {
  const open = useScriptSystem(OFFICE, 'Research Office', 1604);
  const { ask, column } = askerOf(open, NOW);

  it("'the project with the most outcomes' counts the project's outcomes", async () => {
    const text = await ask('What are the details and id of the project with the most outcomes?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(text).toContain(
      `**${(await column('SELECT p.project_details FROM projects p JOIN project_outcomes o USING (project_id) GROUP BY p.project_id ORDER BY count(*) DESC LIMIT 1'))[0]}**`,
    );
  });

  it("'sort them by details in descending order'", async () => {
    const text = await ask(
      'List all information about the client index, and sort them by details in descending order.',
    );
    expect(labelsOf(text), text).toEqual(await column('SELECT client_details FROM client_index ORDER BY 1 DESC'));
  });

  it("'Which distinct source system code includes the substring 'en'?' lists each value once", async () => {
    const text = await ask("Which distinct source system code includes the substring 'en'?");
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        `SELECT DISTINCT trim(source_system_code) FROM client_references WHERE source_system_code ILIKE '%en%' ORDER BY 1`,
      ),
    );
  });
});
