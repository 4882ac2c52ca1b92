import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableBlock, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets), asked here on a schema written for them, where columns
 * are named with a key's word though they are no keys (`berth_type_code`, `berth_number`), counts are kept as
 * columns (`mooring_count`), and a table is referred to by a short name (`boat_id` for Owner_Boats):
 * - 'the berth type codes', 'the different berth types', 'all booking status codes' list each value once;
 * - 'the berth numbers of the berths with type code "Floating"' shows the numbers, the words 'type code' read with
 *   the value they name;
 * - 'the booking status code and the corresponding number of bookings' is one count for each status;
 * - 'the average number of moorings' averages the count each berth keeps (not their total);
 * - 'how many boats' counts the boats, not the different boats on the bookings;
 * - 'the owner names that contain the word "sea"' lists the names the pattern keeps;
 * - 'the boat that was booked most often' ranks the boats by their bookings;
 * - 'the most popular payment method', 'the payment method used the least often' count the payments of each method;
 * - 'the total amount of refund' is the amount refunded, not the amount requested (refund ~ refunded);
 * - 'sort the berth numbers in ascending order of mooring count' lists the berths in that order;
 * - 'berth type codes with at least 2 berths' groups the berths by type, 'all berth type codes and the number of
 *   bookings using each type' the bookings; with the payment methods a lookup table, 'the most popular' one is the one
 *   the most payments use;
 * - 'how many different berths do the bookings use' counts the different berths the bookings point at.
 * Every expected answer comes from SQL run here.
 */
const MARINA = `
CREATE TABLE "Boat_Owners" (owner_id int PRIMARY KEY, owner_name text, gender_code text);
INSERT INTO "Boat_Owners" VALUES (1, 'Seaton Hale', 'Male'), (2, 'Ivy Marsh', 'Female'), (3, 'Oda Seagrave', 'Female'),
  (4, 'Rufus Kell', 'Unknown');
CREATE TABLE "Marina_Berths" (berth_id int PRIMARY KEY, berth_number text, berth_type_code varchar(10),
  mooring_count int, pier_name text);
INSERT INTO "Marina_Berths" VALUES (1, 'A-01', 'Fixed', 2, 'North Pier'), (2, 'A-02', 'Floating', 4, 'North Pier'),
  (3, 'B-01', 'Floating', 6, 'South Pier'), (4, 'B-02', 'Swing', 1, 'South Pier'), (5, 'C-01', 'Floating', 5, 'East Pier'),
  (6, 'C-02', 'Fixed', 3, 'East Pier');
CREATE TABLE "Owner_Boats" (boat_id int PRIMARY KEY, owner_id int REFERENCES "Boat_Owners", boat_name text,
  boat_type_code text);
INSERT INTO "Owner_Boats" VALUES (1, 1, 'Kestrel', 'Sail'), (2, 1, 'Puffin', 'Motor'), (3, 2, 'Tern', 'Sail'),
  (4, 3, 'Gannet', 'Motor'), (5, 4, 'Shag', 'Sail'), (6, 2, 'Skua', 'Motor');
CREATE TABLE "Berth_Bookings" (booking_id int PRIMARY KEY, berth_id int REFERENCES "Marina_Berths",
  boat_id int REFERENCES "Owner_Boats", booking_status_code text, booking_start date);
INSERT INTO "Berth_Bookings" VALUES (1, 1, 1, 'Confirmed', '2026-01-04'), (2, 2, 1, 'Provisional', '2026-01-09'),
  (3, 3, 3, 'Confirmed', '2026-01-12'), (4, 3, 1, 'Confirmed', '2026-02-01'), (5, 5, 3, 'Provisional', '2026-02-03'),
  (6, 6, 4, 'Confirmed', '2026-02-10'), (7, 2, 1, 'Cancelled', '2026-02-11');
CREATE TABLE "Ref_Payment_Methods" (payment_method_code text PRIMARY KEY, payment_method_name text);
INSERT INTO "Ref_Payment_Methods" VALUES ('Card', 'Debit or credit card'), ('Cash', 'Cash at the office'),
  ('Transfer', 'Bank transfer'), ('Cheque', 'Cheque');
CREATE TABLE "Berth_Payments" (payment_id int PRIMARY KEY, booking_id int REFERENCES "Berth_Bookings",
  payment_method_code text REFERENCES "Ref_Payment_Methods", amount_paid numeric);
INSERT INTO "Berth_Payments" VALUES (1, 1, 'Card', 120), (2, 3, 'Card', 80), (3, 4, 'Transfer', 200), (4, 6, 'Cash', 45),
  (5, 2, 'Card', 60), (6, 5, 'Transfer', 75);
CREATE TABLE "Refunds" (refund_id int PRIMARY KEY, payment_id int REFERENCES "Berth_Payments", amount_requested numeric,
  amount_refunded numeric);
INSERT INTO "Refunds" VALUES (1, 1, 120, 100), (2, 3, 200, 50), (3, 6, 75, 0);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('columns named with a key word, counts kept as columns, tables named short', () => {
  const open = useScriptSystem(MARINA, 'Marina', 995);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0]));
  /** The answer's [label, figure] rows and those of SQL, as text, in one order. */
  const pairsOf = (text: string) =>
    tableOf(text)
      .map((r) => r.map(String))
      .sort();
  const pairs = async (sql: string) => (await rows(sql)).map((r) => r.map(String)).sort();

  it("'the berth type codes' and 'the different berth types' list each type once", async () => {
    const expected = await column(`SELECT DISTINCT berth_type_code FROM "Marina_Berths" ORDER BY 1`);
    expect(expected).toEqual(['Fixed', 'Floating', 'Swing']);
    for (const q of [
      'Show all berth type codes.',
      'What are the different berth types?',
      'List the berth type codes.',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(expected);
      expect(text, q).not.toMatch(/^I read this as/);
    }
  });

  it('\'the berth numbers of the berths with type code "Floating"\' shows their numbers', async () => {
    const expected = await column(
      `SELECT berth_number FROM "Marina_Berths" WHERE berth_type_code = 'Floating' ORDER BY 1`,
    );
    for (const q of [
      'Return the berth numbers of the berths with type code "Floating".',
      'Which berths have type code "Floating"? Give me their berth numbers.',
    ]) {
      const text = await ask(q);
      const table = tableBlock(text);
      const shown = table?.headers.find((h) => /number/i.test(h.label ?? ''));
      const numbers = table?.rows.map((r) => String(r[shown?.key ?? ''])).sort();
      expect(numbers, `${q}\n${text}`).toEqual(expected);
      expect(text, q).not.toMatch(/^I read this as/);
    }
  });

  it("'the booking status code and the corresponding number of bookings' counts per status", async () => {
    const expected = await pairs(`SELECT booking_status_code, count(*)::int FROM "Berth_Bookings" GROUP BY 1`);
    for (const q of [
      'Show the booking status code and the corresponding number of bookings.',
      'Show all booking status codes and the number of bookings in each status.',
    ]) {
      const text = await ask(q);
      expect(pairsOf(text), `${q}\n${text}`).toEqual(expected);
      expect(text, q).not.toMatch(/^I read this as/);
    }
  });

  it("'the average number of moorings' averages the count each berth keeps", async () => {
    const average = await figure(`SELECT avg(mooring_count) FROM "Marina_Berths"`);
    const total = await figure(`SELECT sum(mooring_count) FROM "Marina_Berths"`);
    expect(average).not.toBeCloseTo(total, 0);
    for (const q of [
      'What is the average number of moorings of all berths?',
      'Find the average mooring count of the berths.',
    ]) {
      const text = await ask(q);
      expect(figureOf(text), `${q}\n${text}`).toBeCloseTo(average, 2);
    }
    const floating = await figure(`SELECT avg(mooring_count) FROM "Marina_Berths" WHERE berth_type_code = 'Floating'`);
    const text = await ask('What is the average number of moorings of berths with type code "Floating"?');
    expect(figureOf(text), text).toBeCloseTo(floating, 2);
  });

  it("'how many boats' counts the boats, named short by the bookings' boat_id", async () => {
    const boats = await figure(`SELECT count(*) FROM "Owner_Boats"`);
    const booked = await figure(`SELECT count(DISTINCT boat_id) FROM "Berth_Bookings"`);
    expect(boats).not.toEqual(booked);
    const text = await ask('How many boats are there?');
    expect(figureOf(text), text).toEqual(boats);
    const perType = await pairs(`SELECT boat_type_code, count(*)::int FROM "Owner_Boats" GROUP BY 1`);
    const types = await ask('Show the boat type codes and the number of boats.');
    expect(pairsOf(types), types).toEqual(perType);
  });

  it('\'the owner names that contain the word "sea"\' lists the names', async () => {
    const expected = await column(`SELECT owner_name FROM "Boat_Owners" WHERE owner_name ILIKE '%sea%' ORDER BY 1`);
    expect(expected.length).toBe(2);
    const text = await ask('What are the owner names that contain the word "sea"?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'the boat that was booked most often' ranks the boats by their bookings", async () => {
    const expected = await column(
      `SELECT b.boat_name FROM "Owner_Boats" b JOIN "Berth_Bookings" k USING (boat_id) GROUP BY b.boat_name ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(expected).toEqual(['Kestrel']);
    for (const q of ['Which boat was booked the most?', 'What is the name of the boat that was booked most often?']) {
      const text = await ask(q);
      expect(labelsOf(text).slice(0, 1), `${q}\n${text}`).toEqual(expected);
    }
  });

  it("'the most popular payment method' and 'the one used the least often' count the payments", async () => {
    // Each method is named by its name in the lookup table; the least often used is counted over every method, so one
    // never used (0 payments) is it (plan/empty-groups.ts).
    const byUse = (dir: string) =>
      column(
        `SELECT r.payment_method_name FROM "Ref_Payment_Methods" r LEFT JOIN "Berth_Payments" p USING (payment_method_code)
         GROUP BY 1 ORDER BY count(p.payment_id) ${dir} LIMIT 1`,
      );
    const [most, least] = [await byUse('DESC'), await byUse('ASC')];
    expect([most, least]).toEqual([['Debit or credit card'], ['Cheque']]);
    for (const q of ['What is the most popular payment method?', 'Which payment method is used the most often?']) {
      const text = await ask(q);
      expect(labelsOf(text).slice(0, 1), `${q}\n${text}`).toEqual(most);
    }
    const text = await ask('Which payment method was used the least often?');
    expect(labelsOf(text).slice(0, 1), text).toEqual(least);
  });

  it("'the total amount of refund' is the amount refunded", async () => {
    const refunded = await figure(`SELECT sum(amount_refunded) FROM "Refunds"`);
    const requested = await figure(`SELECT sum(amount_requested) FROM "Refunds"`);
    expect(refunded).not.toEqual(requested);
    const text = await ask('What is the total amount of refund made for all the refunds?');
    expect(figureOf(text), text).toEqual(refunded);
  });

  it("'sort the berth numbers in ascending order of mooring count' lists them in that order", async () => {
    const expected = await column(`SELECT berth_number FROM "Marina_Berths" ORDER BY mooring_count`);
    for (const q of [
      'Sort the berth numbers in ascending order of mooring count.',
      'Return all the berth numbers sorted by the mooring count in ascending order.',
    ]) {
      const text = await ask(q);
      const table = tableBlock(text);
      const shown = table?.headers.find((h) => /number/i.test(h.label ?? ''));
      expect(
        table?.rows.map((r) => String(r[shown?.key ?? ''])),
        `${q}\n${text}`,
      ).toEqual(expected);
    }
  });

  it("'berth type codes with at least 2 berths', 'berth type codes and the number of bookings' group by the code", async () => {
    const kept = await column(`SELECT berth_type_code FROM "Marina_Berths" GROUP BY 1 HAVING count(*) >= 2 ORDER BY 1`);
    expect(kept).toEqual(['Fixed', 'Floating']);
    const text = await ask('Show berth type codes with at least 2 berths.');
    expect(labelsOf(text).sort(), text).toEqual(kept);
    const perType = await pairs(
      `SELECT berth_type_code, count(*)::int FROM "Berth_Bookings" JOIN "Marina_Berths" USING (berth_id) GROUP BY 1`,
    );
    const counts = await ask('Show all berth type codes and the number of bookings using each type.');
    expect(pairsOf(counts), counts).toEqual(perType);
  });

  it("'how many different berths do the bookings use' counts the berths the bookings point at", async () => {
    for (const [q, sql] of [
      ['How many different berths do the bookings use?', `SELECT count(DISTINCT berth_id) FROM "Berth_Bookings"`],
      ['How many different boats appear in bookings?', `SELECT count(DISTINCT boat_id) FROM "Berth_Bookings"`],
    ] as const) {
      const used = await figure(sql);
      const all = await figure(`SELECT count(*) FROM ${q.includes('berths') ? '"Marina_Berths"' : '"Owner_Boats"'}`);
      expect(used).not.toEqual(all);
      const text = await ask(q);
      expect(figureOf(text), `${q}\n${text}`).toEqual(used);
    }
  });
});
