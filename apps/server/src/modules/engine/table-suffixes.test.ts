import { describe, expect, it } from 'vitest';
import { figureOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Tables named '<thing> data' or '<thing> list' are tables of that thing ('vehicles' names vehicle_data, not
 * vehicle_makers, which only starts with the same word), and a year kept as a number answers open periods ('before
 * 1980', 'after 1975') as it answers 'in 1980'. The schema is a fleet register's, written for these tests; every
 * expected figure comes from SQL run here.
 */
const FLEET = `
CREATE TABLE vehicle_makers (id int PRIMARY KEY, maker text NOT NULL, country text NOT NULL);
INSERT INTO vehicle_makers VALUES (1, 'Albion', 'uk'), (2, 'Scania', 'sweden'), (3, 'Iveco', 'italy');
CREATE TABLE vehicle_data (id int PRIMARY KEY, cylinders int NOT NULL, weight int NOT NULL, year int NOT NULL);
INSERT INTO vehicle_data SELECT g, (ARRAY[4, 6, 8])[1 + g % 3], 1500 + (g * 37) % 2500, 1970 + g % 15 FROM generate_series(1, 60) g;
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe("tables named '<thing> data', and years kept as numbers", () => {
  const open = useScriptSystem(FLEET, 'Fleet register', 990);
  const { ask, figure } = askerOf(open, NOW);

  it("'vehicles' are the rows of vehicle_data", async () => {
    const text = await ask('How many vehicles have more than 4 cylinders?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM vehicle_data WHERE cylinders > 4`));
  });

  it("'before 1980' and 'after 1975' on a year kept as a number", async () => {
    const before = await ask('What is the average weight of the vehicles before 1980?');
    expect(figureOf(before), before).toBeCloseTo(
      await figure(`SELECT avg(weight) FROM vehicle_data WHERE year < 1980`),
      2,
    );
    const after = await ask('How many vehicles were built after 1975?');
    expect(figureOf(after), after).toBe(await figure(`SELECT count(*) FROM vehicle_data WHERE year > 1975`));
  });
});
