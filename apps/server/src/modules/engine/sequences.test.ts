import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';
import { readForm } from './readings/forms';

/**
 * Records in the order of their entity's dates, and figures by the days that recur in a week, asked of two
 * businesses of our own: a bike-hire shop with no declared keys, where the rider exists only as `rider_id` and the
 * start of a hire is kept as ISO text, and a tea subscription shop with declared keys. Every expected figure comes
 * from SQL run here on the same data.
 */
const BIKES = `
CREATE TABLE bikes (bike_id int, bike_name varchar(20), hourly_rate int);
INSERT INTO bikes VALUES (1, 'Red Racer', 6), (2, 'Blue Cruiser', 5), (3, 'Green Tandem', 9), (4, 'City Glide', 4),
  (5, 'Hill Climber', 7);
CREATE TABLE hires (hire_id int, rider_id varchar(3), bike_id int, started_at varchar(19), minutes int);
INSERT INTO hires SELECT g, 'R' || (1 + g % 6), 1 + (g * 3 + g / 7) % 5,
  to_char(timestamp '2025-03-01 07:00' + g * interval '9 hours 20 minutes', 'YYYY-MM-DD HH24:MI:SS'), 20 + g % 50
  FROM generate_series(1, 60) g;
-- A second hire on R1's first day, of another bike: both are R1's first.
INSERT INTO hires VALUES (100, 'R1', 5, '2025-03-03 20:30:00', 30);
CREATE TABLE memberships (rider_id varchar(3), joined_on date);
INSERT INTO memberships VALUES ('R1', '2025-03-10'), ('R2', '2025-03-05'), ('R3', '2025-03-20');
`;

const TEA = `
CREATE TABLE subscribers (subscriber_id int PRIMARY KEY, full_name text NOT NULL);
INSERT INTO subscribers SELECT g, 'Subscriber ' || g FROM generate_series(1, 8) g;
CREATE TABLE plans (plan_id int PRIMARY KEY, plan_name text NOT NULL);
INSERT INTO plans VALUES (1, 'Green Leaf'), (2, 'Black Pearl'), (3, 'Herbal Calm');
CREATE TABLE subscriptions (subscription_id int PRIMARY KEY, subscriber_id int NOT NULL REFERENCES subscribers,
  plan_id int NOT NULL REFERENCES plans, started_on date NOT NULL, monthly_fee numeric(6,2) NOT NULL);
INSERT INTO subscriptions SELECT g, 1 + g % 8, 1 + (g + g / 4) % 3, date '2024-01-05' + g * 11, 9 + g % 4
  FROM generate_series(1, 50) g;
CREATE TABLE loyalty_cards (card_id int PRIMARY KEY, subscriber_id int NOT NULL REFERENCES subscribers,
  issued_on date NOT NULL);
INSERT INTO loyalty_cards VALUES (1, 1, '2024-06-01'), (2, 2, '2024-09-15'), (3, 5, '2025-01-10');
`;

const NOW = new Date('2026-11-22T12:00:00Z');
const pairs = (rows: unknown[][]) => rows.map((r) => `${String(r[0])}|${String(r[1])}`).sort();
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

describe('records in order of their dates, bike hire (no declared keys, dates as ISO text)', () => {
  const open = useScriptSystem(BIKES, 'Bike hire', 983);
  const { ask, rows } = askerOf(open, NOW);

  it('"the first bike hired by each rider" lists, per rider, every bike of the first day', async () => {
    const want = await rows(`SELECT rider_id, bike_name FROM (SELECT h.rider_id, b.bike_name,
      dense_rank() OVER (PARTITION BY h.rider_id ORDER BY h.started_at::timestamp::date) AS place
      FROM hires h JOIN bikes b ON b.bike_id = h.bike_id) x WHERE place = 1`);
    const text = await ask('What was the first bike hired by each rider?');
    expect(text).not.toMatch(/^I read this as/);
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
    // R1's first day has two hires: both are shown.
    expect(pairs(tableOf(text)).filter((p) => p.startsWith('R1|')).length).toBe(2);
    // A name, a period or a count after 'first' / 'last' is no record of a sequence.
    for (const q of [
      'What is the last name of each rider?',
      'Revenue in the last month for each region',
      'Show the first 5 hires of each rider',
    ])
      expect(readForm(q).form?.kind, q).not.toBe('firstPerGroup');
  });

  it('"the last bike each rider took" is the latest day\'s', async () => {
    const want = await rows(`SELECT rider_id, bike_name FROM (SELECT h.rider_id, b.bike_name,
      dense_rank() OVER (PARTITION BY h.rider_id ORDER BY h.started_at::timestamp::date DESC) AS place
      FROM hires h JOIN bikes b ON b.bike_id = h.bike_id) x WHERE place = 1`);
    const text = await ask('What was the last bike each rider hired?');
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
  });

  it('"the most popular bike for each rider" counts the hires of each bike, ties kept', async () => {
    const want = await rows(`SELECT rider_id, bike_name FROM (SELECT h.rider_id, b.bike_name,
      rank() OVER (PARTITION BY h.rider_id ORDER BY count(*) DESC) AS place
      FROM hires h JOIN bikes b ON b.bike_id = h.bike_id GROUP BY 1, 2) x WHERE place = 1`);
    expect(want.length).toBeGreaterThan(6);
    const text = await ask('Which bike is the most popular for each rider?');
    expect(text).not.toMatch(/^I read this as/);
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
  });

  it('"by day of the week" on a date kept as text: named days, in the order of the week', async () => {
    const want = await rows(`SELECT trim(to_char(started_at::timestamp, 'Day')), count(*) FROM hires
      GROUP BY 1, extract(isodow FROM started_at::timestamp) ORDER BY extract(isodow FROM started_at::timestamp)`);
    const text = await ask('Number of hires by day of the week');
    expect(
      tableOf(text).map((r) => `${String(r[0])}|${Number(r[1])}`),
      text,
    ).toEqual(want.map((r) => `${String(r[0])}|${Number(r[1])}`));
    expect(labelsOf(text)).toEqual(WEEK.filter((d) => labelsOf(text).includes(d)));
    // Listed in the order of the week, the sentence still names the busiest day.
    const [top] = await rows(`SELECT trim(to_char(started_at::timestamp, 'Day')) FROM hires GROUP BY 1,
      extract(isodow FROM started_at::timestamp) ORDER BY count(*) DESC, extract(isodow FROM started_at::timestamp) LIMIT 1`);
    expect(text).toContain(`highest **${String(top[0])}**`);
  });

  it('"by hour of the day" groups by the hour of a time kept as text, hours in order', async () => {
    const want = await rows(
      `SELECT extract(hour FROM started_at::timestamp)::int, count(*) FROM hires GROUP BY 1 ORDER BY 1`,
    );
    const text = await ask('Number of hires by hour of the day');
    expect(
      tableOf(text).map((r) => `${Number(r[0])}|${Number(r[1])}`),
      text,
    ).toEqual(want.map((r) => `${Number(r[0])}|${Number(r[1])}`));
    const [top] = await rows(`SELECT extract(hour FROM started_at::timestamp)::int, count(*) FROM hires GROUP BY 1
      ORDER BY 2 DESC, 1 LIMIT 1`);
    const busiest = await ask('Which hour of the day had the most hires?');
    expect(labelsOf(busiest)[0], busiest).toBe(String(top[0]));
  });

  it('"after becoming a member" keeps the hires dated on or after the rider\'s membership, matched on rider_id', async () => {
    const want = await rows(`SELECT h.rider_id, count(*) FROM hires h JOIN memberships m USING (rider_id)
      WHERE h.started_at::timestamp >= m.joined_on GROUP BY 1 ORDER BY 1`);
    const text = await ask('How many hires did each rider make after becoming a member?');
    expect(text).not.toMatch(/^I read this as/);
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
    // An event no table dates is not taken for another date: the question is read as usual, and says so.
    const other = await ask('How many hires did each rider make after being promoted?');
    expect(other).toMatch(/^I read this as/);
  });

  it('"in their first week after becoming a member" is the seven days from that date', async () => {
    const [want] = await rows(`SELECT count(*) FROM hires h JOIN memberships m USING (rider_id)
      WHERE h.started_at::timestamp >= m.joined_on AND h.started_at::timestamp < m.joined_on + 7`);
    const text = await ask('How many hires were made in their first week after becoming a member?');
    expect(figureOf(text), text).toBe(Number(want[0]));
  });
});

describe('records in order of their dates, tea subscriptions (declared keys)', () => {
  const open = useScriptSystem(TEA, 'Tea club', 984);
  const { ask, rows } = askerOf(open, NOW);

  it('"the most recent plan of every subscriber" is the plan of the latest subscription', async () => {
    const want = await rows(`SELECT full_name, plan_name FROM (SELECT s.full_name, p.plan_name,
      dense_rank() OVER (PARTITION BY s.subscriber_id ORDER BY x.started_on DESC) AS place
      FROM subscriptions x JOIN subscribers s USING (subscriber_id) JOIN plans p USING (plan_id)) y WHERE place = 1`);
    const text = await ask('What is the most recent plan of every subscriber?');
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
  });

  it('"each subscriber\'s second plan" is the plan of the second date', async () => {
    const want = await rows(`SELECT full_name, plan_name FROM (SELECT s.full_name, p.plan_name,
      dense_rank() OVER (PARTITION BY s.subscriber_id ORDER BY x.started_on) AS place
      FROM subscriptions x JOIN subscribers s USING (subscriber_id) JOIN plans p USING (plan_id)) y WHERE place = 2`);
    const text = await ask("What was each subscriber's second plan?");
    expect(pairs(tableOf(text)), text).toEqual(pairs(want));
  });

  it('"before receiving a loyalty card" compares with the card of the same subscriber (declared keys)', async () => {
    const [want] = await rows(`SELECT count(*) FROM subscriptions x WHERE EXISTS (SELECT 1 FROM loyalty_cards c
      WHERE c.subscriber_id = x.subscriber_id AND x.started_on < c.issued_on)`);
    const text = await ask('How many subscriptions were started before receiving a loyalty card?');
    expect(figureOf(text), text).toBe(Number(want[0]));
  });

  it('"by hour" on a date without a time of day is refused in a sentence', async () => {
    const text = await ask('Number of subscriptions by hour of the day');
    expect(text).toMatch(/^I could not group by hour/);
  });

  it('"per year and month" is one bucket per month of its year', async () => {
    const want = await rows(`SELECT to_char(started_on, 'YYYY-MM'), count(*) FROM subscriptions GROUP BY 1 ORDER BY 1`);
    const text = await ask('Number of subscriptions per year and month');
    expect(
      tableOf(text).map((r) => `${String(r[0])}|${Number(r[1])}`),
      text,
    ).toEqual(want.map((r) => `${String(r[0])}|${Number(r[1])}`));
  });

  it('"on each day of the week" groups by the weekday of the date', async () => {
    const want = await rows(`SELECT trim(to_char(started_on, 'Day')), count(*) FROM subscriptions
      GROUP BY 1, extract(isodow FROM started_on) ORDER BY extract(isodow FROM started_on)`);
    const text = await ask('How many subscriptions started on each day of the week?');
    expect(
      tableOf(text).map((r) => `${String(r[0])}|${Number(r[1])}`),
      text,
    ).toEqual(want.map((r) => `${String(r[0])}|${Number(r[1])}`));
  });
});
