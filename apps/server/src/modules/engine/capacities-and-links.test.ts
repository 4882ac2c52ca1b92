import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets dorm_1, device, customers_campaigns_ecommerce, debate and
 * document_management), asked here on schemas written for them: halls of residence, outlets and their gadgets, text
 * campaigns, matches between teams, and files with sections.
 * - 'halls that can accommodate more than 200 residents': a bound on the capacity kept, not a count of residents;
 * - 'girl residents': a gender kept as 'F'; 'the female hall': the hall's own gender, though residents keep one too;
 * - 'residents staying in …' through a table named `Stays_in`: the verb names the link; 'living in town LDS' names the
 *   value's condition;
 * - 'older than the average age', 'older than average' on an age: more, not earlier;
 * - 'in age 20 to 23': a range; 'either female and in town LDS or male and under 20': two sides of two conditions;
 * - 'a Gym but no Sauna': one related row of the first kind and none of the second;
 * - 'the average age of residents who are staying in the hall with …': one figure, not one per resident; 'the given
 *   name and age of every resident who …': each resident's age, listed, not an average per resident;
 * - 'the most common town across residents': the residents counted by town, over them all; 'the number of residents
 *   for the towns …': one figure for each town;
 * - 'the outlet with the latest open year': ordered by the year, shown as a year (2019, not 2,019); 'ordered by year
 *   of opening' sorts by Open_Year; 'the OS platform shared by the greatest number of gadgets' is the one ranked first;
 * - 'the different OS platforms for gadgets, and how many gadgets have each': grouped by the platform alone;
 * - 'the average quantity of inventory': the quantity averaged; 'more than a single kind of gadget': more than one;
 * - `Textblast_Campaigns` keyed by `textblast_id`: 'textblasts' are its rows; 'premise types' of `premises_type`;
 *   a value in single quotes ('Order') is that value, though a table is called Orders; 'the number of textblasts in
 *   each outcome code', where a campaign's sends have several outcomes, says the groups overlap;
 * - 'teams on the away side of matches at least twice': the reference named (match_teams.Away) is the one counted;
 * - 'file types that have more than 1000 total access number': a bound on the total; 'the codes of file types':
 *   file_type_code; 'the section titles of the file named …': the sections' titles.
 * Every expected answer comes from SQL run here.
 */
const HALLS = `
CREATE TABLE residents (ResID integer PRIMARY KEY, Surname varchar(20), Given varchar(20), Age integer,
  Sex varchar(1), town_code varchar(3));
CREATE TABLE hall (hallid integer PRIMARY KEY, hall_name varchar(30), bed_capacity integer, gender varchar(1));
CREATE TABLE facility (facid integer PRIMARY KEY, facility_name varchar(30));
CREATE TABLE has_facility (hallid integer REFERENCES hall, facid integer REFERENCES facility);
CREATE TABLE stays_in (resid integer REFERENCES residents, hallid integer REFERENCES hall, room_no integer);
INSERT INTO residents VALUES (1, 'Abbot', 'Ann', 19, 'F', 'LDS'), (2, 'Brook', 'Ben', 22, 'M', 'YRK'),
  (3, 'Cole', 'Cara', 24, 'F', 'LDS'), (4, 'Dean', 'Dan', 18, 'M', 'LDS'), (5, 'Eyre', 'Eve', 21, 'F', 'BTH'),
  (6, 'Ford', 'Finn', 26, 'M', 'YRK'), (7, 'Gale', 'Gina', 20, 'F', 'YRK'), (8, 'Hart', 'Hugo', 19, 'M', 'BTH'),
  (9, 'Irwin', 'Ida', 23, 'F', 'LDS'), (10, 'Jay', 'Joe', 30, 'M', 'LDS');
INSERT INTO hall VALUES (1, 'North Court', 320, 'X'), (2, 'Elm House', 120, 'F'), (3, 'Stone Hall', 250, 'M'),
  (4, 'Mill Lodge', 80, 'X');
INSERT INTO facility VALUES (1, 'Gym'), (2, 'Sauna'), (3, 'Library'), (4, 'Laundry');
INSERT INTO has_facility VALUES (1, 1), (1, 2), (1, 3), (2, 1), (2, 4), (3, 1), (3, 3), (4, 4);
INSERT INTO stays_in VALUES (1, 2, 11), (2, 3, 12), (3, 2, 13), (4, 3, 14), (5, 1, 15), (6, 1, 16), (7, 2, 17),
  (8, 3, 18), (9, 4, 19), (10, 1, 20);
`;

const OUTLETS = `
CREATE TABLE gadget (Gadget_ID integer PRIMARY KEY, Gadget text, Network text, OS_Platform text);
CREATE TABLE outlet (Outlet_ID integer PRIMARY KEY, Outlet_Name text, City text, Open_Year integer);
CREATE TABLE inventory (Outlet_ID integer REFERENCES outlet, Gadget_ID integer REFERENCES gadget, Quantity integer,
  PRIMARY KEY (Outlet_ID, Gadget_ID));
INSERT INTO gadget VALUES (1, 'Pixel', 'Vodafone', 'Android'), (2, 'Lumia', 'Orange', 'Windows'),
  (3, 'Galaxy', 'Vodafone', 'Android'), (4, 'iPhone', 'EE', 'iOS'), (5, 'Moto', 'Orange', 'Android');
INSERT INTO outlet VALUES (1, 'High Street', 'Leeds', 2011), (2, 'Mall Kiosk', 'York', 2019),
  (3, 'Station Shop', 'Bath', 2015), (4, 'Harbour', 'Hull', 2008);
INSERT INTO inventory VALUES (1, 1, 40), (1, 3, 15), (2, 3, 90), (3, 2, 12), (3, 4, 60), (3, 5, 8), (4, 1, 25);
`;

const CAMPAIGNS = `
CREATE TABLE premises (premise_id integer PRIMARY KEY, premises_type varchar(15), premise_details varchar(60));
CREATE TABLE customers (customer_id integer PRIMARY KEY, customer_name varchar(40));
CREATE TABLE customer_orders (order_id integer PRIMARY KEY, customer_id integer REFERENCES customers,
  order_status_code varchar(15));
CREATE TABLE textblast_campaigns (textblast_id integer PRIMARY KEY, product_category varchar(15),
  textblast_name varchar(40));
CREATE TABLE textblast_customers (textblast_id integer REFERENCES textblast_campaigns,
  customer_id integer REFERENCES customers, outcome_code varchar(15));
INSERT INTO premises VALUES (1, 'Warehouse', 'North'), (2, 'Office', 'South'), (3, 'Office', 'East'),
  (4, 'Residence', 'West'), (5, 'Office', 'Dock');
INSERT INTO customers VALUES (1, 'Ada'), (2, 'Bea'), (3, 'Cy'), (4, 'Dot');
INSERT INTO customer_orders VALUES (1, 1, 'Paid'), (2, 2, 'Cancelled'), (3, 3, 'Paid');
INSERT INTO textblast_campaigns VALUES (1, 'food', 'Spring'), (2, 'food', 'Summer'), (3, 'clothes', 'Autumn'),
  (4, 'food', 'Winter');
INSERT INTO textblast_customers VALUES (1, 1, 'Order'), (2, 1, 'Order'), (3, 1, 'No Response'), (1, 2, 'Order'),
  (2, 2, 'No Response'), (3, 3, 'Order'), (4, 3, 'Order'), (4, 4, 'Order');
`;

const MATCHES = `
CREATE TABLE teams (Team_ID integer PRIMARY KEY, Name text, Town text);
CREATE TABLE matches (Match_ID integer PRIMARY KEY, Ground text, Crowd integer);
CREATE TABLE match_teams (Match_ID integer REFERENCES matches, Home integer REFERENCES teams,
  Away integer REFERENCES teams, PRIMARY KEY (Match_ID, Home, Away));
INSERT INTO teams VALUES (1, 'Rovers', 'Leeds'), (2, 'United', 'York'), (3, 'Albion', 'Bath'), (4, 'City', 'Hull');
INSERT INTO matches VALUES (1, 'Park', 900), (2, 'Field', 400), (3, 'Park', 1200), (4, 'Dale', 300), (5, 'Field', 700);
INSERT INTO match_teams VALUES (1, 1, 2), (2, 1, 3), (3, 2, 3), (4, 4, 2), (5, 1, 4);
`;

const FILES = `
CREATE TABLE files (file_code varchar(15) PRIMARY KEY, file_type_code varchar(15), access_count integer,
  file_name varchar(40));
CREATE TABLE file_sections (section_id integer PRIMARY KEY, file_code varchar(15) REFERENCES files,
  section_title varchar(40));
INSERT INTO files VALUES ('f1', 'Report', 700, 'Annual Report'), ('f2', 'Report', 650, 'Half Year'),
  ('f3', 'Memo', 200, 'Move Notice'), ('f4', 'Memo', 90, 'Lunch'), ('f5', 'Memo', 120, 'Parking'),
  ('f6', 'Form', 1500, 'Leave Form');
INSERT INTO file_sections VALUES (1, 'f1', 'Summary'), (2, 'f1', 'Accounts'), (3, 'f2', 'Outlook'),
  (4, 'f6', 'Details');
`;

const NOW = new Date('2025-03-01T12:00:00Z');

describe('halls of residence: capacities, genders, links named by a verb, ranges and either-or', () => {
  const open = useScriptSystem(HALLS, 'Residences', 1101);
  const { ask, figure, column, pairs } = askerOf(open, NOW);

  it("'the most common town across residents' counts the residents by town", async () => {
    const text = await ask('Show the most common town across residents.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column('SELECT town_code FROM residents GROUP BY 1 ORDER BY count(*) DESC LIMIT 1'),
    );
  });

  it("'the number of residents for the towns where have more than one resident' groups by the town", async () => {
    const text = await ask('Find the number of residents for the towns where have more than one resident.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT town_code, count(*) FROM residents GROUP BY 1 HAVING count(*) > 1'),
    );
  });

  it("'halls that can accommodate more than 200 residents' bounds the capacity kept", async () => {
    const text = await ask('Find the names of halls that can accommodate more than 200 residents.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column('SELECT hall_name FROM hall WHERE bed_capacity > 200 ORDER BY 1'),
    );
  });

  it("'girl residents' are those kept as 'F'; 'the female hall' is the hall's own gender", async () => {
    const girls = await ask('How many girl residents are younger than 21?');
    expect(girls, girls).not.toMatch(NOT_STATED);
    expect(figureOf(girls), girls).toBe(await figure("SELECT count(*) FROM residents WHERE Sex = 'F' AND Age < 21"));
    const hall = await ask('How many residents are staying in the female hall?');
    expect(hall, hall).not.toMatch(NOT_STATED);
    expect(figureOf(hall), hall).toBe(
      await figure("SELECT count(*) FROM stays_in s JOIN hall h ON h.hallid = s.hallid WHERE h.gender = 'F'"),
    );
  });

  it("'older than the average age' and 'older than average' on an age are more than the average", async () => {
    const expected = await pairs(
      'SELECT Sex, count(*) FROM residents WHERE Age > (SELECT avg(Age) FROM residents) GROUP BY Sex',
    );
    const said = await ask('Find the number of residents whose age is older than the average age for each sex.');
    expect(pairsOf(said), said).toEqual(expected);
    const bare = await ask('How many residents are older than average for each sex?');
    expect(bare, bare).not.toMatch(NOT_STATED);
    expect(pairsOf(bare), bare).toEqual(expected);
  });

  it("'in age 20 to 23 and living in town LDS' is a range and a value, every word read", async () => {
    const text = await ask('What is the given name of the residents who are in age 20 to 23 and living in town LDS?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT Given || ' ' || Surname FROM residents WHERE Age BETWEEN 20 AND 23 AND town_code = 'LDS' ORDER BY 1",
      ),
    );
  });

  it("'either female and in town LDS or male and under 20' keeps each side's two conditions together", async () => {
    const text = await ask(
      'Find the surnames of residents who are either female and from town LDS or male and in town BTH.',
    );
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT Given || ' ' || Surname FROM residents WHERE (Sex = 'F' AND town_code = 'LDS') OR (Sex = 'M' AND town_code = 'BTH') ORDER BY 1",
      ),
    );
  });

  it("'halls which have a Gym but no Sauna as facility' keep a Gym and lack a Sauna", async () => {
    const text = await ask('Find the name of halls which have a Gym but no Sauna as facility.');
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        `SELECT hall_name FROM hall h WHERE EXISTS (SELECT 1 FROM has_facility x JOIN facility f ON f.facid = x.facid
           WHERE x.hallid = h.hallid AND f.facility_name = 'Gym')
         AND NOT EXISTS (SELECT 1 FROM has_facility x JOIN facility f ON f.facid = x.facid
           WHERE x.hallid = h.hallid AND f.facility_name = 'Sauna') ORDER BY 1`,
      ),
    );
  });

  it("'the given name and age of every resident who stays in a hall with a Gym' lists each resident's age", async () => {
    const text = await ask('What is the given name and age of every resident who stays in a hall with a Gym?');
    expect(text, text).not.toMatch(/average/i);
    expect(pairsOf(text), text).toEqual(
      await pairs(
        `SELECT r.Given || ' ' || r.Surname, r.Age FROM residents r WHERE EXISTS (SELECT 1 FROM stays_in s
           JOIN has_facility x ON x.hallid = s.hallid JOIN facility f ON f.facid = x.facid
           WHERE s.resid = r.ResID AND f.facility_name = 'Gym')`,
      ),
    );
  });

  it("'the average age of residents who are staying in the hall with the largest bed capacity' is one figure", async () => {
    const text = await ask(
      'Find the average age of residents who are staying in the hall with the largest bed capacity.',
    );
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBeCloseTo(
      await figure(
        'SELECT avg(r.Age) FROM residents r JOIN stays_in s ON s.resid = r.ResID WHERE s.hallid = (SELECT hallid FROM hall ORDER BY bed_capacity DESC LIMIT 1)',
      ),
      2,
    );
  });
});

describe('outlets and gadgets: years ranked, platforms counted, quantities averaged', () => {
  const open = useScriptSystem(OUTLETS, 'Gadget Outlets', 1102);
  const { ask, figure, column, pairs } = askerOf(open, NOW);

  it("'the outlet with the latest open year' ranks by the year and shows it as a year", async () => {
    const latest = await ask('List the name of the outlet with the latest open year.');
    expect(latest, latest).not.toMatch(NOT_STATED);
    expect(labelsOf(latest), latest).toEqual(
      await column('SELECT Outlet_Name FROM outlet ORDER BY Open_Year DESC LIMIT 1'),
    );
    expect(latest, latest).toContain('2019');
    expect(latest, latest).not.toContain('2,019');
    const recent = await ask('What is the outlet name of the outlet that opened in the most recent year?');
    expect(labelsOf(recent), recent).toEqual(
      await column('SELECT Outlet_Name FROM outlet ORDER BY Open_Year DESC LIMIT 1'),
    );
  });

  it("'ordered by year of opening' sorts by Open_Year; 'the OS platform shared by the greatest number of gadgets'", async () => {
    const sorted = await ask('Return the names of outlets, ordered by year of opening ascending.');
    expect(labelsOf(sorted), sorted).toEqual(await column('SELECT Outlet_Name FROM outlet ORDER BY Open_Year'));
    const shared = await ask('List the OS platform shared by the greatest number of gadgets.');
    expect(shared, shared).not.toMatch(NOT_STATED);
    expect(labelsOf(shared), shared).toEqual(
      await column('SELECT OS_Platform FROM gadget GROUP BY 1 ORDER BY count(*) DESC LIMIT 1'),
    );
  });

  it("'the different OS platforms for gadgets, and how many gadgets have each' groups by the platform alone", async () => {
    const text = await ask('What are the different OS platforms for gadgets, and how many gadgets have each?');
    expect(pairsOf(text), text).toEqual(await pairs('SELECT OS_Platform, count(*) FROM gadget GROUP BY OS_Platform'));
  });

  it("'the average quantity of inventory' averages the quantity; 'more than a single kind of gadget' is one", async () => {
    const average = await ask('What is the average quantity of inventory?');
    expect(average, average).not.toMatch(NOT_STATED);
    expect(figureOf(average), average).toBeCloseTo(await figure('SELECT avg(Quantity) FROM inventory'), 2);
    const kinds = await ask('What are the names of outlets that have more than a single kind of gadget in inventory?');
    expect(kinds, kinds).not.toMatch(NOT_STATED);
    expect(labelsOf(kinds).sort(), kinds).toEqual(
      await column(
        'SELECT o.Outlet_Name FROM inventory i JOIN outlet o ON o.Outlet_ID = i.Outlet_ID GROUP BY o.Outlet_Name HAVING count(*) > 1 ORDER BY 1',
      ),
    );
  });
});

describe('text campaigns: a table named by its run-together key, premises, a value in single quotes', () => {
  const open = useScriptSystem(CAMPAIGNS, 'Text Campaigns', 1103);
  const { ask, column, pairs } = askerOf(open, NOW);

  it("'the number of textblasts in each category' counts the campaigns keyed by textblast_id", async () => {
    const text = await ask(
      'Show all distinct product categories along with the number of textblasts in each category.',
    );
    expect(text, text).not.toMatch(NOT_STATED);
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT product_category, count(*) FROM textblast_campaigns GROUP BY product_category'),
    );
  });

  it("'the number of textblasts in each outcome code' says each campaign counts once in every outcome it has", async () => {
    const text = await ask(
      'Show the outcome code of textblasts along with the number of textblasts in each outcome code.',
    );
    expect(text, text).toMatch(/^I read this as/);
    expect(text, text).toMatch(/Read as the count of .*each counted once in every group it has rows in/);
    expect(pairsOf(text), text).toEqual(
      await pairs('SELECT outcome_code, count(DISTINCT textblast_id) FROM textblast_customers GROUP BY 1'),
    );
  });

  it("'the distinct premise types' and 'each premise type' name premises_type", async () => {
    const types = await ask('What are all the distinct premise types?');
    expect(labelsOf(types).sort(), types).toEqual(
      await column('SELECT DISTINCT premises_type FROM premises ORDER BY 1'),
    );
    const each = await ask('Show each premise type and the number of premises in that type.');
    expect(pairsOf(each), each).toEqual(await pairs('SELECT premises_type, count(*) FROM premises GROUP BY 1'));
  });

  it("'at least 2 textblasts with outcome code 'Order'' reads the quoted value, not the orders table", async () => {
    const text = await ask("Show the names of customers who have at least 2 textblasts with outcome code 'Order'.");
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        `SELECT c.customer_name FROM textblast_customers t JOIN customers c ON c.customer_id = t.customer_id
         WHERE t.outcome_code = 'Order' GROUP BY c.customer_name HAVING count(*) >= 2 ORDER BY 1`,
      ),
    );
  });
});

describe('matches between teams: the reference named is the one counted', () => {
  const open = useScriptSystem(MATCHES, 'Fixtures', 1104);
  const { ask, column } = askerOf(open, NOW);

  it("'teams that have been on the away (home) side of matches at least twice' count by that reference", async () => {
    for (const side of ['Away', 'Home']) {
      const text = await ask(
        `Show the names of teams that have been on the ${side.toLowerCase()} side of matches at least twice.`,
      );
      expect(labelsOf(text).sort(), text).toEqual(
        await column(
          `SELECT t.Name FROM match_teams m JOIN teams t ON t.Team_ID = m.${side} GROUP BY t.Name HAVING count(*) >= 2 ORDER BY 1`,
        ),
      );
    }
  });
});

describe('files and sections: totals bounded, codes of types, columns of the rows that point at a file', () => {
  const open = useScriptSystem(FILES, 'File Store', 1105);
  const { ask, column } = askerOf(open, NOW);

  it("'file types that have more than 1000 total access number' bounds each type's total", async () => {
    const text = await ask('What file types do have more than 1000 total access number?');
    expect(labelsOf(text).sort(), text).toEqual(
      await column('SELECT file_type_code FROM files GROUP BY 1 HAVING sum(access_count) > 1000 ORDER BY 1'),
    );
  });

  it("'the codes of file types that have more than 2 corresponding files' are file_type_code, every word read", async () => {
    const text = await ask('Give the codes of file types that have more than 2 corresponding files.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column('SELECT file_type_code FROM files GROUP BY 1 HAVING count(*) > 2 ORDER BY 1'),
    );
  });

  it("'the section titles of the file with the name \"Annual Report\"' lists that file's sections", async () => {
    const text = await ask('Give the section titles of the file with the name "Annual Report".');
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        "SELECT s.section_title FROM file_sections s JOIN files f ON f.file_code = s.file_code WHERE f.file_name = 'Annual Report' ORDER BY 1",
      ),
    );
  });
});
