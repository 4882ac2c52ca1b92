import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from '../testing/answer-text';
import { askerOf, useScriptSystem } from '../testing/eval-set';
import { profileSchema } from './profile';

/**
 * A gym's bookings kept as a small hand-built schema does it: no key declared anywhere, flags as 0/1 integers, and
 * members known only by the id on their bookings. The data says what the names do not: bookings.class_id holds
 * keys of classes (joinable), waitlist.class_id does not (it names classes that were never created),
 * is_outdoor / attended hold only 0 and 1, and accessible only 'Y' and 'N' (level_code holds 'A' and 'B': no flag). Every figure comes from SQL run on the same data.
 */
const GYM = `
CREATE TABLE classes (class_id int NOT NULL, class_name text NOT NULL, studio text NOT NULL, is_outdoor int NOT NULL,
  accessible char(1) NOT NULL, level_code char(1) NOT NULL);
INSERT INTO classes SELECT g, 'Class ' || g, (ARRAY['Riverside', 'Downtown', 'Harbour'])[1 + g % 3],
  CASE WHEN g % 4 = 0 THEN 1 ELSE 0 END, CASE WHEN g % 3 = 0 THEN 'N' ELSE 'Y' END, (ARRAY['A', 'B'])[1 + g % 2]
  FROM generate_series(1, 24) g;
CREATE TABLE plans (plan_id int NOT NULL, plan_name text NOT NULL, monthly_fee numeric(8,2) NOT NULL);
INSERT INTO plans VALUES (1, 'Basic', 25), (2, 'Plus', 45), (3, 'Premium', 80);
CREATE TABLE bookings (booking_ref text NOT NULL, member_id int NOT NULL, class_id int NOT NULL, plan_id int NOT NULL,
  booked_on date NOT NULL, attended int NOT NULL, spots int NOT NULL);
INSERT INTO bookings SELECT 'B' || g, 1 + (g * 17) % 90, 1 + (g * 5) % 24, 1 + g % 3, date '2024-06-01' + g % 700,
  CASE WHEN g % 7 = 0 THEN 0 ELSE 1 END, 1 + g % 3 FROM generate_series(1, 2000) g;
CREATE TABLE waitlist (entry_no int NOT NULL, class_id int NOT NULL, added_on date NOT NULL);
INSERT INTO waitlist SELECT g, 20 + g % 30, date '2025-01-01' + g FROM generate_series(1, 60) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('a schema that declares no keys, read from its data', () => {
  const open = useScriptSystem(GYM, 'Gym bookings', 983);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('keeps a relation only where every value is a unique key of the other table', async () => {
    const profile = await profileSchema(open.system.schema, (spec) => open.system.run(spec));
    const found = profile.relations.map((r) => `${r.fromEntity}.${r.fromFields[0]} → ${r.toEntity}.${r.toFields[0]}`);
    expect(found.sort()).toEqual([
      'public.bookings.class_id → public.classes.class_id',
      'public.bookings.plan_id → public.plans.plan_id',
    ]);
    expect([...profile.flags.keys()].sort()).toEqual([
      'public.bookings|attended',
      'public.classes|accessible',
      'public.classes|is_outdoor',
    ]);
  });

  it('joins through the confirmed relations', async () => {
    const text = await ask('Number of bookings by studio');
    const expected = await rows(
      `SELECT c.studio, count(*)::int FROM bookings b JOIN classes c USING (class_id) GROUP BY 1 ORDER BY 1`,
    );
    expect(tableOf(text).sort(), text).toEqual(expected.map((r) => [r[0], r[1]]));
    const fees = await ask('Total monthly fee of bookings by plan name');
    expect(tableOf(fees).length, fees).toBe(3);
  });

  it('reads 0/1 integers and Y/N texts as flags', async () => {
    const outdoor = await ask('How many classes are outdoor?');
    expect(figureOf(outdoor), outdoor).toBe(await figure('SELECT count(*) FROM classes WHERE is_outdoor = 1'));
    const accessible = await ask('How many classes are accessible?');
    expect(figureOf(accessible), accessible).toBe(await figure(`SELECT count(*) FROM classes WHERE accessible = 'Y'`));
    const attended = await ask('How many bookings were attended in 2025?');
    expect(figureOf(attended), attended).toBe(
      await figure(
        `SELECT count(*) FROM bookings WHERE attended = 1 AND booked_on >= '2025-01-01' AND booked_on < '2026-01-01'`,
      ),
    );
  });

  it('counts and groups a thing known only by its id', async () => {
    const members = await ask('How many unique members booked in 2025?');
    expect(members).not.toMatch(/Not used/);
    expect(figureOf(members), members).toBe(
      await figure(
        `SELECT count(DISTINCT member_id) FROM bookings WHERE booked_on >= '2025-01-01' AND booked_on < '2026-01-01'`,
      ),
    );
    const top = await ask('Top 3 members by number of bookings');
    const expected = await rows('SELECT member_id, count(*)::int FROM bookings GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3');
    expect(
      tableOf(top).map((r) => r[1]),
      top,
    ).toEqual(expected.map((r) => r[1]));
  });
});

/** Dates kept as ISO text, as exported files and hand-built tables keep them: periods, months and days still read. */
const SHOP = `
CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text NOT NULL, signup_date varchar(10) NOT NULL);
INSERT INTO customers SELECT g, 'Customer ' || g, to_char(date '2024-01-01' + g * 9, 'YYYY-MM-DD')
  FROM generate_series(1, 80) g;
CREATE TABLE orders (order_id int PRIMARY KEY, customer_id int REFERENCES customers, order_date text NOT NULL,
  shipped_date text, total numeric(10,2) NOT NULL, note text);
INSERT INTO orders SELECT g, 1 + g % 80, to_char(date '2024-06-01' + g % 500, 'YYYY-MM-DD'),
  CASE WHEN g % 5 = 0 THEN NULL ELSE to_char(date '2024-06-01' + g % 500 + 1 + g % 9, 'YYYY-MM-DD') END,
  20 + g % 300, 'gift ' || g FROM generate_series(1, 2000) g;
`;

describe('dates kept as ISO text', () => {
  const open = useScriptSystem(SHOP, 'Text-dated shop', 986);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('finds them by their values, and only them', async () => {
    const profile = await profileSchema(open.system.schema, (spec) => open.system.run(spec));
    expect([...profile.textDates].sort()).toEqual([
      'public.customers|signup_date',
      'public.orders|order_date',
      'public.orders|shipped_date',
    ]);
  });

  it('dates, buckets and measures days between them', async () => {
    const march = await ask('How many orders in March 2025?');
    expect(figureOf(march), march).toBe(
      await figure(`SELECT count(*) FROM orders WHERE order_date >= '2025-03-01' AND order_date < '2025-04-01'`),
    );
    const monthly = await ask('Monthly revenue in 2025');
    const expected = await rows(
      `SELECT to_char(order_date::date, 'YYYY-MM'), sum(total)::float8 FROM orders
       WHERE order_date >= '2025-01-01' AND order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
    );
    expect(tableOf(monthly), monthly).toEqual(expected);
    const days = await ask('Average days between order date and shipped date');
    expect(figureOf(days), days).toBeCloseTo(
      await figure('SELECT avg(shipped_date::date - order_date::date) FROM orders WHERE shipped_date IS NOT NULL'),
      2,
    );
  });
});
