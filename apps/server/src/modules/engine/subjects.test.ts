import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';
import { loadStance } from './testing/score-set';

/**
 * Who a question is about, read from its grammar (held-out misses, asked here of a gym chain): "how much did each
 * member pay us" is the average of each member's total, "which gym has the most members" never names the members
 * without a gym, "the session type whose total fee is the lowest" is one row, and "what are the regions of …" lists
 * each region once, as written (a char(n) column's padding is not part of its value). Every figure comes from SQL run
 * here.
 */
const GYM = `
CREATE TABLE gyms (gym_id int PRIMARY KEY, gym_name text NOT NULL, region char(12) NOT NULL, floor_area int NOT NULL);
INSERT INTO gyms VALUES (1, 'Harbour Gym', 'Coast', 900), (2, 'Hilltop Gym', 'Uplands', 1200), (3, 'Riverside Gym', 'Coast', 700);
CREATE TABLE members (member_id int PRIMARY KEY, member_name text NOT NULL, home_gym_id int REFERENCES gyms,
  joined_on date NOT NULL);
INSERT INTO members SELECT g, 'Member ' || g, CASE WHEN g % 5 IN (0, 1) THEN NULL ELSE 1 + g % 3 END,
  date '2023-01-01' + g * 5 FROM generate_series(1, 90) g;
CREATE TABLE dues (due_id int PRIMARY KEY, member_id int NOT NULL REFERENCES members, paid_amt numeric(10,2) NOT NULL,
  paid_on date NOT NULL);
INSERT INTO dues SELECT g, 1 + (g * 7) % 90, 20 + (g * 31) % 90, date '2024-03-01' + g % 600 FROM generate_series(1, 900) g;
CREATE TABLE session_types (type_id int PRIMARY KEY, type_desc text NOT NULL);
INSERT INTO session_types VALUES (1, 'Spin class'), (2, 'Personal training'), (3, 'Yoga'), (4, 'Swim coaching');
CREATE TABLE sessions (session_id int PRIMARY KEY, type_id int NOT NULL REFERENCES session_types,
  member_id int NOT NULL REFERENCES members, fee numeric(8,2) NOT NULL, held_on date NOT NULL);
INSERT INTO sessions SELECT g, 1 + (g * 3) % 4, 1 + g % 90, 5 + (g * 17) % 40, date '2024-01-01' + g % 700
  FROM generate_series(1, 600) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('the subject of a question, read from its grammar', () => {
  const open = useScriptSystem(GYM, 'Gym chain', 982);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('"on average, how much did each member pay us" averages the members\' totals', async () => {
    const text = await ask('On average, how much did each member pay us in 2025?');
    const expected = await figure(`SELECT avg(t) FROM (SELECT sum(paid_amt) AS t FROM dues
      WHERE paid_on >= '2025-01-01' AND paid_on < '2026-01-01' GROUP BY member_id) x`);
    expect(figureOf(text), text).toBeCloseTo(expected, 2);
  });

  it('a ranking of groups leaves out the rows that belong to none (they are the largest group here)', async () => {
    const [none] = await rows(`SELECT count(*) FROM members WHERE home_gym_id IS NULL`);
    const [top] = await rows(`SELECT g.gym_name, count(*) FROM members m JOIN gyms g ON g.gym_id = m.home_gym_id
      GROUP BY g.gym_name ORDER BY 2 DESC, 1 LIMIT 1`);
    expect(Number(none[0])).toBeGreaterThan(Number(top[1]));
    const text = await ask('Which gym has the most members?');
    expect(labelsOf(text)[0], text).toBe(top[0]);
    // A breakdown still shows them.
    const all = await ask('Number of members by gym');
    expect(all, all).toMatch(/\(none\)|"gym":null/);
  });

  it('"the session type whose total fee is the lowest" is one row', async () => {
    const [low] = await rows(`SELECT t.type_desc FROM sessions s JOIN session_types t ON t.type_id = s.type_id
      GROUP BY t.type_desc ORDER BY sum(s.fee), 1 LIMIT 1`);
    const text = await ask('Give me the description of the session type whose total fee is the lowest.');
    expect(labelsOf(text), text).toEqual([low[0]]);
    // Plural subjects keep their list.
    const plural = await ask('Give me the session types whose total fee is the lowest.');
    expect(labelsOf(plural).length, plural).toBeGreaterThan(1);
  });

  it('a change with nothing to measure says so in a sentence, as a refusal', async () => {
    const text = await ask('By what percentage did it grow in 2025 compared with 2024?');
    expect(text).toMatch(/^I could not/);
    expect((await loadStance())(text), text).toBe('refused');
  });

  it('"what are the regions …" lists each value of the category once, without char(n) padding', async () => {
    const text = await ask('What are the regions of our gyms?');
    expect(labelsOf(text), text).toEqual(['Coast', 'Uplands']);
    expect(text).not.toMatch(/Coast {2,}/);
    // Asked with another of the rows' columns, the rows themselves are listed.
    const both = await ask('What region does Harbour Gym belong to and what is its floor area?');
    expect(both, both).toMatch(/900/);
    expect(both).not.toMatch(/Coast {2,}/);
  });
});
