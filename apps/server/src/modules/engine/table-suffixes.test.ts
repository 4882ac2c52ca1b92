import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
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

/** A column said of a table named right after it ('the names of the bands') is that table's, not the counted one's. */
const LABEL = `
CREATE TABLE band (band_id int PRIMARY KEY, name text NOT NULL);
INSERT INTO band VALUES (1, 'The Quays'), (2, 'Low Tide'), (3, 'Marram');
CREATE TABLE song (song_id int PRIMARY KEY, name text NOT NULL, band_id int NOT NULL REFERENCES band);
INSERT INTO song VALUES (1, 'Harbour', 1), (2, 'Salt', 1), (3, 'Gull', 2), (4, 'Fog', 3), (5, 'Dune', 3), (6, 'Reed', 3);
`;

describe("'the names of the bands that have more than one song'", () => {
  const open = useScriptSystem(LABEL, 'Record label', 991);
  const { ask, rows } = askerOf(open, NOW);

  it('groups the bands by their names, not the songs by theirs', async () => {
    const expected = (
      await rows(`SELECT b.name FROM band b JOIN song s USING (band_id) GROUP BY b.band_id, b.name HAVING count(*) > 1`)
    )
      .map((r) => String(r[0]))
      .sort();
    const text = await ask('What are the names of the bands that have more than one song?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });
});

/** A yes/no kept as text of any length, named as one ('IsOfficial' holding 'T' and 'F'), said as an adjective. */
const LANGUAGES = `
CREATE TABLE region (code char(3) PRIMARY KEY, name text NOT NULL);
INSERT INTO region VALUES ('WLS', 'Wales'), ('BRT', 'Brittany'), ('GAL', 'Galicia');
CREATE TABLE spoken (code char(3) NOT NULL REFERENCES region, language text NOT NULL, "IsOfficial" text NOT NULL,
  PRIMARY KEY (code, language));
INSERT INTO spoken VALUES ('WLS', 'Welsh', 'T'), ('WLS', 'English', 'T'), ('WLS', 'Polish', 'F'), ('BRT', 'French', 'T'),
  ('BRT', 'Breton', 'F'), ('GAL', 'Galician', 'T'), ('GAL', 'Spanish', 'T'), ('GAL', 'Portuguese', 'F');
`;

describe("a yes/no kept as text ('IsOfficial'), said as an adjective", () => {
  const open = useScriptSystem(LANGUAGES, 'Languages', 993);
  const { ask, figure, rows } = askerOf(open, NOW);

  it("'how many official languages' counts the rows the flag says yes of, not the flag's values", async () => {
    const text = await ask('How many official languages are there?');
    expect(figureOf(text), text).toBe(await figure(`SELECT count(*) FROM spoken WHERE "IsOfficial" = 'T'`));
  });

  it("'the official languages of Brittany' keeps only those", async () => {
    const expected = (await rows(`SELECT language FROM spoken WHERE code = 'BRT' AND "IsOfficial" = 'T'`)).map((r) =>
      String(r[0]),
    );
    const text = await ask('What is the official language spoken in Brittany?');
    expect(text, text).toContain(expected[0]);
    expect(text).not.toContain('Breton');
  });
});

/** A follow-up superlative of what the figure measures: 'and the shortest?' after an average length. */
const TRIPS = `
CREATE TABLE trip (trip_id int PRIMARY KEY, driver text NOT NULL, duration_min int NOT NULL);
INSERT INTO trip SELECT g, (ARRAY['Ana', 'Bo', 'Cy'])[1 + g % 3], 10 + (g * 17) % 50 FROM generate_series(1, 30) g;
`;

describe("'and the shortest?' after an average duration", () => {
  const open = useScriptSystem(TRIPS, 'Trips', 994);
  const { rows } = askerOf(open, NOW);

  it('asks for the least value per group instead of the average', async () => {
    const first = await open.engine.answer('What is the average trip duration by driver?', [open.system], { now: NOW });
    const next = await open.engine.answer('and the shortest?', [open.system], {
      now: NOW,
      previous: JSON.parse(JSON.stringify(first.reading)),
    });
    const expected = (await rows(`SELECT driver, min(duration_min) FROM trip GROUP BY 1 ORDER BY 1`)).map(
      (r) => `${r[0]} ${r[1]}`,
    );
    const table = JSON.parse(/\[TABLE:(.*)\]/.exec(next.text)![1]) as { rows: Array<Record<string, unknown>> };
    expect(table.rows.map((r) => Object.values(r).join(' ')).sort(), next.text).toEqual(expected);
  });
});
