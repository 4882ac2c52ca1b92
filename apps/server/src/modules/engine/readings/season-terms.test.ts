import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from '../testing/answer-text';
import { useScriptSystem } from '../testing/eval-set';

// Terms named by season and year where the data keeps a code: 'Fall 2025' is the term '2025FA' (or 'FA2025'), never
// the calendar year 2025 and never a fall in numbers. Expected figures come from SQL run here.
const SCHOOL = `
CREATE TABLE classes (class_id int PRIMARY KEY, term_code varchar(8) NOT NULL, starts_on date NOT NULL, delivery text NOT NULL);
INSERT INTO classes SELECT g, (ARRAY['2024FA', '2025SP', '2025SU', '2025FA', '2026SP'])[1 + g % 5],
  (ARRAY[date '2024-09-01', date '2025-01-15', date '2025-06-01', date '2025-09-01', date '2026-01-15'])[1 + g % 5],
  (ARRAY['Online', 'In person', 'Hybrid'])[1 + g % 3] FROM generate_series(1, 200) g;
CREATE TABLE registrations (reg_id int PRIMARY KEY, class_id int NOT NULL REFERENCES classes, registered_on date NOT NULL);
INSERT INTO registrations SELECT g, 1 + g % 200, date '2024-08-01' + g % 600 FROM generate_series(1, 3000) g;
`;

const CLUB = `
CREATE TABLE matches (match_id int PRIMARY KEY, season_code varchar(8) NOT NULL, goals int NOT NULL);
INSERT INTO matches SELECT g, (ARRAY['FA2025', 'SP2025', 'FA2024'])[1 + g % 3], g % 5 FROM generate_series(1, 60) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('terms named by season and year', () => {
  const school = useScriptSystem(SCHOOL, 'School', 981);
  const club = useScriptSystem(CLUB, 'Club', 982);
  const ask = async (q: string) => (await school.engine.answer(q, [school.system], { now: NOW })).text;
  const figure = async (sql: string) =>
    Number((await school.db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows[0][0]);

  it("reads 'Fall 2025' as the stored term code, not as the year or a decline", async () => {
    const text = await ask('How many online classes were there in Fall 2025?');
    expect(text).toMatch(/2025FA/);
    expect(figureOf(text), text).toBe(
      await figure(`SELECT count(*) FROM classes WHERE term_code = '2025FA' AND delivery = 'Online'`),
    );
    const registrations = await ask('Registrations by delivery in spring 2026');
    const want = await school.db.query<unknown[]>(
      `SELECT c.delivery, count(*) FROM registrations r JOIN classes c USING (class_id) WHERE c.term_code = '2026SP' GROUP BY 1`,
      [],
      { rowMode: 'array' },
    );
    for (const [delivery, n] of want.rows)
      expect(tableOf(registrations).find((r) => r[0] === delivery)?.[1], registrations).toBe(Number(n));
  });

  it('finds the code written season first, and leaves a season no column holds as written', async () => {
    const text = (await club.engine.answer('Total goals in Fall 2025', [club.system], { now: NOW })).text;
    const want = await club.db.query<unknown[]>(`SELECT sum(goals) FROM matches WHERE season_code = 'FA2025'`, [], {
      rowMode: 'array',
    });
    expect(figureOf(text), text).toBe(Number(want.rows[0][0]));
    const winter = await ask('How many classes were there in Winter 2025?');
    expect(winter).not.toMatch(/2025FA|2025SP|2025SU/);
  });
});
