import { describe, expect, it } from 'vitest';
import { displayNumber } from './answer/format';
import { figureOf, labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Plain questions that first contact with schemas written by others got wrong: a text column that is one part of a
 * composite key is what the rows are about (the language a store speaks), not an id; a function word is no data
 * value ('as' is not the continent code AS); a common English word is no typo ('distinct' is not the column
 * district); 'any' asks for rows that have related records; 'under age 30' bounds the age; 'the amount of late invoices'
 * is the invoices' total, not a column called amount elsewhere; fixed-width text shows without its padding. Every figure comes from SQL run here.
 */
const STORES = `
CREATE TABLE stores (store_code char(4) PRIMARY KEY, store_name char(30) NOT NULL, region text NOT NULL,
  continent_code char(2) NOT NULL, district text NOT NULL);
INSERT INTO stores SELECT 'S' || lpad(g::text, 3, '0'), 'Store ' || g, (ARRAY['North', 'South', 'East'])[1 + g % 3],
  (ARRAY['AS', 'EU', 'AF'])[1 + (g + g / 3) % 3], 'D' || (g % 5) FROM generate_series(1, 30) g;
CREATE TABLE store_languages (store_code char(4) NOT NULL REFERENCES stores, language text NOT NULL,
  staff_share numeric(5,2) NOT NULL, PRIMARY KEY (store_code, language));
INSERT INTO store_languages SELECT s.store_code, l.language, 10 + (g * 7) % 80
  FROM generate_series(1, 30) g
  JOIN stores s ON s.store_code = 'S' || lpad(g::text, 3, '0')
  JOIN (VALUES ('English', 1), ('French', 2), ('Dutch', 3), ('Polish', 5)) l(language, every) ON g % l.every = 0;
CREATE TABLE staff (staff_id int PRIMARY KEY, store_code char(4) NOT NULL REFERENCES stores, staff_name text NOT NULL,
  age int NOT NULL);
INSERT INTO staff SELECT g, 'S' || lpad((1 + g % 30)::text, 3, '0'), 'Person ' || g, 19 + (g * 7) % 45
  FROM generate_series(1, 120) g;
CREATE TABLE trainings (training_id int PRIMARY KEY, staff_id int NOT NULL REFERENCES staff, taken_on date NOT NULL,
  fee numeric(8,2) NOT NULL);
INSERT INTO trainings SELECT g, 1 + (g * 13) % 70, date '2025-01-01' + g * 3, 50 + g FROM generate_series(1, 90) g;
CREATE TABLE invoices (invoice_id int PRIMARY KEY, store_code char(4) NOT NULL REFERENCES stores, total numeric(10,2) NOT NULL,
  status text NOT NULL);
INSERT INTO invoices SELECT g, 'S' || lpad((1 + g % 30)::text, 3, '0'), 100 + (g * 37) % 900,
  (ARRAY['paid', 'paid', 'late', 'open'])[1 + g % 4] FROM generate_series(1, 200) g;
CREATE TABLE deals (deal_id int PRIMARY KEY, store_code char(4) NOT NULL REFERENCES stores, amount numeric(10,2) NOT NULL,
  stage text NOT NULL);
INSERT INTO deals SELECT g, 'S' || lpad((1 + g % 30)::text, 3, '0'), 1000 + (g * 91) % 9000,
  (ARRAY['won', 'lost', 'open'])[1 + g % 3] FROM generate_series(1, 150) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('plain words on a schema written by others', () => {
  const open = useScriptSystem(STORES, 'Store network', 985);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('groups and filters by a text column that is part of a composite key', async () => {
    const text = await ask('Which language is spoken in the most stores?');
    const [top] = await rows(
      'SELECT language, count(*)::int FROM store_languages GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 1',
    );
    expect(labelsOf(text)[0], text).toBe(top[0]);
    const french = await ask('How many stores speak French?');
    expect(figureOf(french), french).toBe(
      await figure(`SELECT count(*) FROM store_languages WHERE language = 'French'`),
    );
  });

  it('reads a function word as a word, and a common word as written', async () => {
    const north = await ask('How many stores have North as their region?');
    expect(figureOf(north), north).toBe(await figure(`SELECT count(*) FROM stores WHERE region = 'North'`));
    const distinct = await ask('How many distinct languages are spoken?');
    expect(distinct).not.toMatch(/district/i);
    expect(figureOf(distinct), distinct).toBe(await figure('SELECT count(DISTINCT language) FROM store_languages'));
  });

  it('counts rows that have any related record', async () => {
    const text = await ask('How many staff took any trainings?');
    expect(figureOf(text), text).toBe(
      await figure(
        'SELECT count(*) FROM staff s WHERE EXISTS (SELECT 1 FROM trainings t WHERE t.staff_id = s.staff_id)',
      ),
    );
    const none = await ask('How many staff never took a training?');
    expect(figureOf(none), none).toBe(
      await figure(
        'SELECT count(*) FROM staff s WHERE NOT EXISTS (SELECT 1 FROM trainings t WHERE t.staff_id = s.staff_id)',
      ),
    );
  });

  it("takes 'the amount of' a table from that table", async () => {
    const text = await ask('What is the total amount of late invoices?');
    expect(text).not.toMatch(/deals/);
    expect(figureOf(text), text).toBeCloseTo(await figure(`SELECT sum(total) FROM invoices WHERE status = 'late'`), 2);
  });

  it('bounds a column by the comparison said before it', async () => {
    const text = await ask('How many staff are under age 30?');
    expect(figureOf(text), text).toBe(await figure('SELECT count(*) FROM staff WHERE age < 30'));
  });

  it('shows fixed-width text without its padding, and a date as a date', async () => {
    const text = await ask('List the stores in the North region');
    expect(tableOf(text).length, text).toBeGreaterThan(0);
    for (const name of labelsOf(text)) expect(name).toBe(name.trimEnd());
    expect(displayNumber(new Date(2025, 2, 14), 'number')).toBe('2025-03-14');
  });
});
