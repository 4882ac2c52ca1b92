import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Absence said in more ways: a verb with its preposition before 'any' ('have not gone through any training', 'not
 * used by any delivery') and 'are not' before a related table's name ('people that are not couriers'), while 'are
 * not' before anything else stays a plain condition ('couriers that are not in Leeds'). The schema is a delivery
 * firm written for these tests; every expected answer comes from SQL run here. Negation said before a bound or before
 * a column and its value is the opposite condition.
 */
const FIRM = `
CREATE TABLE person (person_id int PRIMARY KEY, full_name text, city text);
INSERT INTO person VALUES (1, 'Ada Pike', 'Leeds'), (2, 'Ben Holt', 'York'), (3, 'Cleo Marsh', 'Leeds'),
  (4, 'Dev Rana', 'Hull'), (5, 'Eve Stone', 'York'), (6, 'Finn Lowe', 'Leeds');
CREATE TABLE courier (courier_id int PRIMARY KEY, person_id int REFERENCES person, vehicle text);
INSERT INTO courier VALUES (10, 1, 'van'), (11, 2, 'bike'), (12, 4, 'van'), (13, 6, 'bike');
CREATE TABLE zone (zone_code text PRIMARY KEY, zone_name text);
INSERT INTO zone VALUES ('N', 'North'), ('S', 'South'), ('E', 'East'), ('W', 'West');
CREATE TABLE training (training_id int PRIMARY KEY, courier_id int REFERENCES courier, topic text);
INSERT INTO training VALUES (1, 10, 'safety'), (2, 10, 'lifting'), (3, 10, 'first aid');
CREATE TABLE delivery (delivery_id int PRIMARY KEY, courier_id int REFERENCES courier, zone_code text REFERENCES zone,
  weight_kg numeric);
INSERT INTO delivery VALUES (1, 10, 'N', 2.5), (2, 11, 'N', 7), (3, 12, 'S', 4), (4, 10, 'S', 12), (5, 13, 'N', 5);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('absence and negation said in more ways', () => {
  const open = useScriptSystem(FIRM, 'Delivery firm', 993);
  const { ask, rows, figure } = askerOf(open, NOW);
  const names = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'have not gone through any training' counts the couriers with no training", async () => {
    const n = await figure(`SELECT count(*) FROM courier WHERE courier_id NOT IN (SELECT courier_id FROM training)`);
    expect(figureOf(await ask('How many couriers have not gone through any training?'))).toBe(n);
  });

  it("'not used by any delivery' lists the zones no delivery points at", async () => {
    const expected = await names(`SELECT zone_name FROM zone WHERE zone_code NOT IN (SELECT zone_code FROM delivery)`);
    const text = await ask('Show the names of all zones that are not used by any delivery.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'people that are not couriers' are the people no courier row points at", async () => {
    const expected = await names(`SELECT full_name FROM person WHERE person_id NOT IN (SELECT person_id FROM courier)`);
    const text = await ask('List the names of people that are not couriers.');
    expect(text).not.toMatch(/^I (read|could)/);
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'people that are not in Leeds' is a condition on their own column", async () => {
    const n = await figure(`SELECT count(*) FROM person WHERE city <> 'Leeds'`);
    expect(figureOf(await ask('How many people that are not in Leeds?'))).toBe(n);
  });

  it("'not higher than 5' is at most 5, and 'not more than 5' too", async () => {
    const n = await figure(`SELECT count(*) FROM delivery WHERE weight_kg <= 5`);
    for (const q of [
      'How many deliveries have a weight not higher than 5?',
      'How many deliveries whose weight is not more than 5?',
    ])
      expect(figureOf(await ask(q)), q).toBe(n);
  });

  it("'do not have the vehicle van' is every other vehicle", async () => {
    const n = await figure(`SELECT count(*) FROM courier WHERE vehicle <> 'van'`);
    const text = await ask('How many couriers do not have the vehicle "van"?');
    expect(text).not.toMatch(/^I (read|could)/);
    expect(figureOf(text), text).toBe(n);
  });
});
