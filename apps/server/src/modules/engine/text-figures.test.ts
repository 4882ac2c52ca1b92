import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Numbers kept as text ('9', '35'): figures, averaged, compared and ordered as numbers (as text '9' sorts after
 * '35'), while a code of a few digits ('0'/'1' for a gender) stays a category and a zip code with its leading zero
 * stays text. Also: 'where is X from' asks for X's place, and 'the names of clubs' is read on the clubs though the
 * athletes have names too. The schema is a sports league written for these tests; every expected answer comes from
 * SQL run here.
 */
const LEAGUE = `
CREATE TABLE athlete (athlete_id int PRIMARY KEY, name text, age text, weight text, hometown text, gender text,
  zip text);
INSERT INTO athlete VALUES
  (1, 'Ada Moss', '35', '61.5', 'Leeds', '1', '02647'), (2, 'Bo Chan', '9', '30', 'York', '0', '10001'),
  (3, 'Cy Ortiz', '41', '82', 'Hull', '0', '02110'), (4, 'Di Rowe', '10', '33.5', 'Bath', '1', '30301'),
  (5, 'Ed Kahn', '27', 'null', 'Derby', '0', '60601'), (6, 'Flo Nye', '19', '58', 'Leeds', '1', '94105');
CREATE TABLE club (club_id int PRIMARY KEY, name text, budget numeric);
INSERT INTO club VALUES (1, 'Harriers', 150), (2, 'Rovers', 420), (3, 'Comets', 200), (4, 'Swifts', 90);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('numbers kept as text, places and names said of one table', () => {
  const open = useScriptSystem(LEAGUE, 'League', 995);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('averages and compares a text age as a number', async () => {
    const avg = await figure(`SELECT avg(age::numeric) FROM athlete`);
    expect(figureOf(await ask('What is the average age of athletes?'))).toBeCloseTo(avg, 2);
    const older = await figure(`SELECT count(*) FROM athlete WHERE age::int > 30`);
    expect(figureOf(await ask('How many athletes are older than 30?'))).toBe(older);
    const heavy = await figure(`SELECT count(*) FROM athlete WHERE weight <> 'null' AND weight::numeric > 40`);
    expect(figureOf(await ask('How many athletes have a weight over 40?'))).toBe(heavy);
  });

  it("orders a text age as a number: 'the youngest athlete' is 9, not '10'", async () => {
    const [[town]] = await rows(`SELECT hometown FROM athlete ORDER BY age::int ASC LIMIT 1`);
    for (const q of ['What is the hometown of the youngest athlete?', 'Where is the youngest athlete from?']) {
      const text = await ask(q);
      expect(text, q).toContain(`**${town}**`);
    }
  });

  it('keeps a few digit codes and zip codes as text', async () => {
    const expected = (await rows(`SELECT gender, count(*) FROM athlete GROUP BY gender ORDER BY gender`)).map(
      ([g, n]) => [g, Number(n)],
    );
    const text = await ask('How many athletes are there of each gender?');
    expect(tableOf(text).sort(), text).toEqual(expected);
    const zips = await rows(`SELECT zip FROM athlete WHERE name = 'Ada Moss'`);
    expect(await ask('What is the zip of Ada Moss?')).toContain(String(zips[0][0]));
  });

  it("'the names of clubs with budget at most 200' lists clubs, though athletes have names too", async () => {
    const expected = (await rows(`SELECT name FROM club WHERE budget <= 200 ORDER BY name`)).map((r) => String(r[0]));
    const text = await ask('What are the names of clubs with budget at most 200?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });
});
