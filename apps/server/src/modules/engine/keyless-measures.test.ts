import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';
import { loadStance } from './testing/score-set';

/**
 * What is measured on small schemas that declare no keys and know some things only as an id column: money spent
 * through a price one join away, the days someone came, how rows ended as told by a nullable reason, and numbers
 * kept as text with their unit. Two businesses written here (a tea room with no keys at all, a bike-hire scheme
 * with some); every expected figure comes from SQL run on the same data.
 */
const TEA_ROOM = `
CREATE TABLE tastings (guest_id varchar(3), tasted_on date, tea_id int);
INSERT INTO tastings SELECT 'G' || (1 + g % 5), date '2025-03-01' + (g * 5) % 45, 1 + (g * 3) % 4
  FROM generate_series(1, 70) g;
CREATE TABLE teas (tea_id int, tea_name varchar(30), price numeric(6,2));
INSERT INTO teas VALUES (1, 'Sencha', 4.50), (2, 'Assam', 3.00), (3, 'Oolong', 5.25), (4, 'Rooibos', 2.75);
CREATE TABLE guest_cards (guest_id varchar(3), issued_on date);
INSERT INTO guest_cards VALUES ('G1', '2025-02-01'), ('G2', '2025-02-10'), ('G4', '2025-02-20');
`;

const BIKE_HIRE = `
CREATE TABLE bikes (bike_id int PRIMARY KEY, model text NOT NULL);
INSERT INTO bikes VALUES (1, 'City Cruiser'), (2, 'Trail Blazer'), (3, 'Folding Fox');
CREATE TABLE rides (ride_id int PRIMARY KEY, rider_id int, bike_id int REFERENCES bikes, started_at timestamp,
  distance varchar(12), duration varchar(16), failure_reason varchar(30));
INSERT INTO rides SELECT g, 100 + (g / 3) % 6, 1 + g % 3, timestamp '2025-05-01 07:00' + g * interval '4 hours',
  CASE WHEN g % 11 = 0 THEN NULL WHEN g % 3 = 0 THEN (2 + g % 7) || '.5 km' WHEN g % 3 = 1 THEN (3 + g % 5) || 'km'
    ELSE (1 + g % 9) || ' km' END,
  CASE WHEN g % 2 = 0 THEN (10 + g % 30) || ' minutes' ELSE (5 + g % 20) || 'mins' END,
  CASE WHEN g % 8 = 0 THEN 'Flat tyre' WHEN g % 13 = 0 THEN 'Dock fault' WHEN g % 5 = 0 THEN ''
    WHEN g % 7 = 0 THEN 'null' ELSE NULL END
  FROM generate_series(1, 90) g;
CREATE TABLE helmet_sales (cust_id int, sold_on date, amount numeric(8,2));
INSERT INTO helmet_sales SELECT 1 + g % 5, date '2025-05-01' + g, 20 + g % 13 FROM generate_series(1, 40) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');
/** The number a text starts with, in SQL, to compute the expected figures the way a person would. */
const NUM = (c: string) => `substring(${c} from '^\\s*([0-9]+(?:\\.[0-9]+)?)')::float`;
/** A reason for failing is given: not NULL, not empty, not the text 'null'. */
const FAILED = `failure_reason IS NOT NULL AND failure_reason NOT IN ('', 'null')`;

/** [label, figure] rows as text and numbers, sorted by label, for comparing a breakdown with SQL. */
const sorted = (rows: unknown[][]) =>
  rows.map((r) => [String(r[0]), Number(r[1])] as [string, number]).sort((a, b) => a[0].localeCompare(b[0]));

function expectRows(actual: unknown[][], expected: unknown[][], text: string) {
  const a = sorted(actual);
  const e = sorted(expected);
  expect(
    a.map((r) => r[0]),
    text,
  ).toEqual(e.map((r) => r[0]));
  a.forEach((r, i) => expect(r[1], text).toBeCloseTo(e[i][1], 2));
}

describe('a tea room with no keys: guests known only by guest_id', () => {
  const open = useScriptSystem(TEA_ROOM, 'Tea room', 993);
  const { ask, rows } = askerOf(open, NOW);
  const SPENT = `SELECT t.guest_id, sum(p.price) FROM tastings t JOIN teas p ON p.tea_id = t.tea_id GROUP BY 1`;

  it('"how much did each guest spend" adds up the price of the tea of each tasting, per guest', async () => {
    const text = await ask('How much did each guest spend?');
    expectRows(tableOf(text), await rows(SPENT), text);
    // Said with 'pay', the same money.
    const paid = await ask('What did each guest pay?');
    expectRows(tableOf(paid), await rows(SPENT), paid);
    // Ranked: the guest who spent the most, by their id.
    const [top] = await rows(`${SPENT} ORDER BY 2 DESC, 1 LIMIT 1`);
    const most = await ask('Which guest spent the most?');
    expect(tableOf(most)[0]?.[0], most).toBe(top[0]);
    // What worked before still does: the guests counted once each.
    const unique = await ask('How many unique guests are there?');
    expect(figureOf(unique), unique).toBe(5);
  });

  it('"how much revenue did each tea bring" is that money per tea', async () => {
    const text = await ask('How much revenue did each tea bring?');
    const expected = await rows(
      `SELECT p.tea_name, sum(p.price) FROM tastings t JOIN teas p ON p.tea_id = t.tea_id GROUP BY 1`,
    );
    expectRows(tableOf(text), expected, text);
  });

  it('"how many days did each guest visit" counts the different days of their tastings', async () => {
    const expected = await rows(`SELECT guest_id, count(DISTINCT tasted_on) FROM tastings GROUP BY 1`);
    // More tastings than days: a count of rows would be another figure.
    const [[tastings]] = await rows(`SELECT count(*) FROM tastings WHERE guest_id = 'G1'`);
    expect(Number(tastings)).toBeGreaterThan(Number(expected.find((r) => r[0] === 'G1')![1]));
    for (const q of ['How many days did each guest visit?', 'On how many different days did each guest come in?']) {
      const text = await ask(q);
      expectRows(tableOf(text), expected, text);
    }
  });
});

describe('a bike-hire scheme: riders known only by rider_id, outcomes and measures kept as text', () => {
  const open = useScriptSystem(BIKE_HIRE, 'Bike hire', 994);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('"failed" rides are those with a reason; NULL, empty and the text \'null\' are none', async () => {
    const failed = await ask('How many rides failed?');
    expect(figureOf(failed), failed).toBe(await figure(`SELECT count(*) FROM rides WHERE ${FAILED}`));
    expect((await loadStance())(failed), failed).toBe('fact');
    const text = await ask('How many successful rides did each rider have?');
    expectRows(
      tableOf(text),
      await rows(`SELECT rider_id, count(*) FROM rides WHERE NOT (${FAILED}) GROUP BY 1`),
      text,
    );
  });

  it('distances and durations kept as text with a unit are averaged and added up as numbers', async () => {
    const avg = await ask('What was the average distance for each bike?');
    const expected = await rows(
      `SELECT b.model, avg(${NUM('r.distance')}) FROM rides r JOIN bikes b USING (bike_id) GROUP BY 1`,
    );
    expectRows(tableOf(avg), expected, avg);
    const total = await ask('What is the total duration of all rides?');
    expect(figureOf(total), total).toBeCloseTo(await figure(`SELECT sum(${NUM('duration')}) FROM rides`), 2);
  });

  it("a table's only id column whose values repeat is who each row is about, not the row's key", async () => {
    const expected = await rows(`SELECT cust_id, sum(amount) FROM helmet_sales GROUP BY 1`);
    for (const q of ['Total amount per customer', 'How much did each customer spend?']) {
      const text = await ask(q);
      expectRows(tableOf(text), expected, text);
    }
    const [top] = await rows(`SELECT cust_id FROM helmet_sales GROUP BY 1 ORDER BY sum(amount) DESC, 1 LIMIT 1`);
    const most = await ask('Which customer spent the most?');
    expect(String(tableOf(most)[0]?.[0]), most).toBe(String(top[0]));
  });

  it('"on how many days did each rider ride" counts days, not rides, on a timestamp', async () => {
    const text = await ask('On how many different days did each rider ride?');
    const expected = await rows(`SELECT rider_id, count(DISTINCT started_at::date) FROM rides GROUP BY 1`);
    // Riders ride more than once a day here: a count of rides would be another figure.
    expect(await figure(`SELECT count(*) FROM rides WHERE rider_id = ${String(expected[0][0])}`)).toBeGreaterThan(
      Number(expected[0][1]),
    );
    expectRows(tableOf(text), expected, text);
  });
});

describe('a laundromat: members with a signup date of their own, and the washes they do', () => {
  const LAUNDROMAT = `
CREATE TABLE members (member_code varchar(3), signup_date date);
INSERT INTO members VALUES ('M01', '2025-03-01'), ('M02', '2025-03-10'), ('M03', '2025-04-02');
CREATE TABLE washes (wash_id int, member_code varchar(3), machine_no int, started_at varchar(19), price numeric(5,2));
INSERT INTO washes SELECT g, 'M0' || (1 + g % 3), 1 + (g * 5) % 4,
  to_char(timestamp '2025-03-01 07:00' + g * interval '9 hours 20 minutes', 'YYYY-MM-DD HH24:MI:SS'),
  3 + (g % 7) * 0.5
  FROM generate_series(1, 60) g;
`;
  const open = useScriptSystem(LAUNDROMAT, 'Laundromat', 974);
  const { ask, rows } = askerOf(open, NOW);

  it('"how many days did each member come in" counts the days of their washes, not of their signup', async () => {
    const expected = await rows(`SELECT member_code, count(DISTINCT started_at::date) FROM washes GROUP BY 1`);
    for (const q of ['How many days did each member come in?', 'How many days did each member wash?']) {
      const text = await ask(q);
      expect(text).toMatch(/washes/);
      expectRows(tableOf(text), expected, text);
    }
  });

  it('"how much has each member spent" sums the price each wash was paid at, with no other revenue', async () => {
    const spent = await rows(`SELECT member_code, sum(price) FROM washes GROUP BY 1`);
    const each = await ask('How much has each member spent in total?');
    expectRows(tableOf(each), spent, each);
    // A catalogue of priced things with a date reads the same: the reading is named, never stated as plain fact.
    expect(each).toMatch(/^I read this as [\s\S]*Read as the revenue of each washes row as its own price/);
    const [[top]] = await rows(`SELECT member_code FROM washes GROUP BY 1 ORDER BY sum(price) DESC LIMIT 1`);
    const text = await ask('Which member spent the most?');
    expect(text).toMatch(new RegExp(`\\*\\*${top}\\*\\*`));
  });
});
