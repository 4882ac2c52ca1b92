import { describe, expect, it } from 'vitest';
import { NOT_STATED, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train set roller_coaster), asked here on a schema written for them.
 * Every expected answer comes from SQL run here.
 *
 * Lighthouses and water slides, each in a country:
 * - 'the country of the highest lighthouse', 'which country has the highest lighthouse' rank the lighthouses by their
 *   height (the thing said after 'highest') and show the country of the first, not a list of countries or the
 *   countries' total height;
 * - 'the country of the water slide with the highest height': the slides listed, each with its country beside it (the
 *   country was once made a group of the listed slides, a query PostgreSQL refuses).
 */
const NOW = new Date('2018-03-26T12:00:00Z');

const LIGHTHOUSES = `
CREATE TABLE country (country_id integer PRIMARY KEY, name text, population integer);
INSERT INTO country VALUES (1, 'Norway', 5400000), (2, 'Chile', 19500000), (3, 'Ireland', 5100000);
CREATE TABLE lighthouse (lighthouse_id integer PRIMARY KEY, name text, country_id integer REFERENCES country(country_id),
  height real, lamp text);
INSERT INTO lighthouse VALUES (1, 'Svenner', 1, 24.5, 'LED'), (2, 'Punta Angamos', 2, 31, 'Halogen'),
  (3, 'Hook Head', 3, 35.2, 'LED'), (4, 'Lista', 1, 34, 'Xenon'), (5, 'Faro Corona', 2, 18, 'LED');
`;

const SLIDES = `
CREATE TABLE country (country_id integer PRIMARY KEY, name text, population integer);
INSERT INTO country VALUES (1, 'Norway', 5400000), (2, 'Chile', 19500000), (3, 'Ireland', 5100000);
CREATE TABLE water_slide (slide_id integer PRIMARY KEY, name text, park text,
  country_id integer REFERENCES country(country_id), length real, height real, opened text);
INSERT INTO water_slide VALUES (1, 'Blue Drop', 'Sea World', 1, 120, 24.5, '2011'),
  (2, 'Red Twist', 'Aqua Park', 2, 90, 31, '2014'), (3, 'Green Loop', 'Sea World', 3, 150, 35.2, '2009'),
  (4, 'Gold Rush', 'Fun Bay', 1, 80, 34, '2016');
`;

describe('the row a ranked thing points at', () => {
  const open = useScriptSystem(LIGHTHOUSES, 'Lighthouses', 1817);
  const { ask, column } = askerOf(open, NOW);

  it("'the country of the highest lighthouse' is the country of the lighthouse ranked first by height", async () => {
    const [country] = await column(
      'SELECT c.name FROM lighthouse l JOIN country c ON c.country_id = l.country_id ORDER BY l.height DESC LIMIT 1',
    );
    for (const q of ['What is the country of the highest lighthouse?', 'Which country has the highest lighthouse?']) {
      const a = await ask(q);
      expect(a, a).not.toMatch(NOT_STATED);
      const rows = rowsOf(a);
      expect(rows.length, a).toBe(1);
      expect(rows[0].country, a).toBe(country);
    }
  });
});

describe('rows listed with the row they point at', () => {
  const open = useScriptSystem(SLIDES, 'Water slides', 1818);
  const { ask, column } = askerOf(open, NOW);

  it("'the country of the water slide with the highest height' lists the slide with its country beside it", async () => {
    const [country] = await column(
      'SELECT c.name FROM water_slide w JOIN country c ON c.country_id = w.country_id ORDER BY w.height DESC LIMIT 1',
    );
    for (const q of [
      'What is the name of the country of the water slide with the highest height?',
      'What is the country of the water slide with the highest height?',
    ]) {
      const a = await ask(q);
      expect(a, a).not.toMatch(/could not run/);
      expect(rowsOf(a)[0]?.country, a).toBe(country);
    }
  });
});
