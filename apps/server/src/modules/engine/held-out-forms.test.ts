import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Readings found missing on a schema SOE had never seen (the property set in eval/), asked here in other words on
 * another one: a fitness chain written with abbreviated snake_case names. Money collected is the money that came
 * in; a whole-number column groups; 'per <row>' on the row's own column is what the average is over; a year kept
 * as a number is compared as one; a membership's length runs from its start to its end; 'paid' alone ranks
 * nothing; a value spelled like a common word counts when its column is named beside it. Every expected figure
 * comes from SQL run here.
 */
const GYM = `
CREATE TABLE club (club_id int PRIMARY KEY, club_nm text NOT NULL, city text NOT NULL, state_cd char(2) NOT NULL,
  year_opened int NOT NULL, size_cd varchar(6) NOT NULL);
INSERT INTO club SELECT g, 'Club ' || chr(64 + g), (ARRAY['Salem', 'Albany', 'Eugene'])[1 + g % 3],
  (ARRAY['OR', 'NY', 'OR', 'WA'])[1 + g % 4], 1995 + (g * 7) % 28, (ARRAY['SMALL', 'BIG'])[1 + g % 2]
  FROM generate_series(1, 12) g;
CREATE TABLE mbr (mbr_id int PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL, guest_passes int NOT NULL);
INSERT INTO mbr SELECT g, 'Ann' || g, 'Lee' || g, g % 4 FROM generate_series(1, 300) g;
CREATE TABLE mbrship (ms_id int PRIMARY KEY, mbr_id int NOT NULL REFERENCES mbr, club_id int NOT NULL REFERENCES club,
  signed_dt date NOT NULL, start_dt date NOT NULL, end_dt date NOT NULL, monthly_fee_amt numeric(8,2) NOT NULL,
  mbrship_status varchar(10) NOT NULL);
INSERT INTO mbrship SELECT g, 1 + g % 300, 1 + g % 12, date '2023-01-01' + g % 700, date '2023-01-10' + g % 700,
  date '2023-01-10' + g % 700 + 90 + (g * 37) % 400, 20 + (g * 13) % 45,
  (ARRAY['Running', 'Paused', 'Closed'])[1 + (g * 7) % 3] FROM generate_series(1, 600) g;
CREATE TABLE repair (repair_id int PRIMARY KEY, club_id int NOT NULL REFERENCES club, reported_dt date NOT NULL,
  cost_amt numeric(8,2) NOT NULL);
INSERT INTO repair SELECT g, 1 + (g * g) % 12, date '2024-01-01' + g % 600, 40 + (g * 31) % 900 FROM generate_series(1, 400) g;
CREATE TABLE fee_pmt (pmt_id int PRIMARY KEY, ms_id int NOT NULL REFERENCES mbrship, due_dt date NOT NULL, paid_dt date,
  amt_paid numeric(8,2) NOT NULL);
INSERT INTO fee_pmt SELECT g, 1 + g % 600, date '2023-02-01' + (g % 30) * 30,
  CASE WHEN g % 17 = 0 THEN NULL ELSE date '2023-02-01' + (g % 30) * 30 + (g * 5) % 14 - 4 END,
  CASE WHEN g % 17 = 0 THEN 0 ELSE 20 + (g * 13) % 45 END FROM generate_series(1, 5000) g;
`;

describe('readings on a schema of abbreviated snake_case names (a fitness chain)', () => {
  const gym = useScriptSystem(GYM, 'Fitness', 961);
  const NOW = new Date('2026-11-22T12:00:00Z');
  const { ask, rows, figure } = askerOf(gym, NOW);

  it('reads money collected as the money paid in, dated by the day it was paid', async () => {
    const text = await ask('How much in fees did we collect in 2024?');
    expect(figureOf(text), text).toBeCloseTo(
      await figure(`SELECT sum(amt_paid) FROM fee_pmt WHERE paid_dt >= '2024-01-01' AND paid_dt < '2025-01-01'`),
      2,
    );
    expect(text).toMatch(/amt_paid/);
  });

  it('groups by a whole-number column, written plainly or as "number of"', async () => {
    const want = await rows('SELECT guest_passes, count(*) FROM mbr GROUP BY 1');
    for (const q of ['Number of members by guest passes', 'How many members are there by number of guest passes?']) {
      const text = await ask(q);
      const table = tableOf(text);
      expect(table.length, text).toBe(want.length);
      for (const [passes, n] of want)
        expect(table.find((r) => Number(r[0]) === Number(passes))?.[1], text).toBe(Number(n));
    }
  });

  it('takes an average "per membership" over the memberships, and ranks a group by it', async () => {
    expect(figureOf(await ask('Average monthly fee per membership'))).toBeCloseTo(
      await figure('SELECT avg(monthly_fee_amt) FROM mbrship'),
      2,
    );
    const [[city, best]] = await rows(
      'SELECT c.city, avg(m.monthly_fee_amt) v FROM mbrship m JOIN club c USING (club_id) GROUP BY 1 ORDER BY v DESC LIMIT 1',
    );
    const text = await ask('Which city has the highest average monthly fee per membership?');
    expect(text).toContain(`**${String(city)}**`);
    expect(tableOf(text)[0][1]).toBeCloseTo(Number(best), 2);
  });

  it('compares a year kept as a number', async () => {
    const want = (await rows('SELECT club_nm FROM club WHERE year_opened < 2010')).map((r) => String(r[0]));
    expect(want.length).toBeGreaterThan(0);
    expect(labelsOf(await ask('Which clubs opened before 2010?')).sort()).toEqual(want.sort());
  });

  it('measures a membership from its start date to its end date', async () => {
    expect(figureOf(await ask('What is the average membership length in days?'))).toBeCloseTo(
      await figure('SELECT avg(end_dt - start_dt) FROM mbrship'),
      2,
    );
  });

  it('counts payments paid after the due date, and their share among the payments that were paid', async () => {
    expect(figureOf(await ask('How many fee payments were paid after the due date?'))).toBe(
      await figure('SELECT count(*) FROM fee_pmt WHERE paid_dt > due_dt'),
    );
    expect(figureOf(await ask('What percentage of fee payments were paid after the due date?'))).toBeCloseTo(
      await figure(
        'SELECT 100.0 * count(*) FILTER (WHERE paid_dt > due_dt) / count(*) FROM fee_pmt WHERE paid_dt IS NOT NULL',
      ),
      2,
    );
  });

  it('reads a coded value spelled like a common word when its column is named beside it', async () => {
    expect(figureOf(await ask('How many clubs are size small?'))).toBe(
      await figure(`SELECT count(*) FROM club WHERE size_cd = 'SMALL'`),
    );
  });

  it('never drops a period the rows have no date for, and never dates people by their birth', async () => {
    const text = await ask('How many members were there in 2025?');
    expect(text).toMatch(/could not tell which date of members/);
    expect(text).not.toMatch(/\*\*[0-9]/);
  });

  it('asks for a column named after its own table by its own word ("memberships by status")', async () => {
    const want = await rows('SELECT mbrship_status, count(*) FROM mbrship GROUP BY 1');
    const table = tableOf(await ask('Number of memberships by status'));
    expect(table.length).toBe(want.length);
    for (const [status, n] of want) expect(table.find((r) => r[0] === status)?.[1]).toBe(Number(n));
  });

  it('ranks things by the total of a cost their events incurred', async () => {
    const want = await rows(
      'SELECT c.club_nm, sum(r.cost_amt) v FROM repair r JOIN club c USING (club_id) GROUP BY 1 ORDER BY v DESC LIMIT 3',
    );
    for (const q of ['Top 3 clubs by repair cost', 'Which 3 clubs have the highest repair cost?']) {
      const table = tableOf(await ask(q));
      expect(
        table.map((r) => [r[0], Number(r[1])]),
        q,
      ).toEqual(want.map((r) => [r[0], Number(r[1])]));
    }
    const text = await ask('Which club has the highest repair cost?');
    expect(text).toContain(`**${String(want[0][0])}**`);
    expect(figureOf(await ask('What is the highest repair cost?'))).toBe(
      await figure('SELECT max(cost_amt) FROM repair'),
    );
  });

  it('ranks the previous figure when a follow-up asks "which … had the highest?", then turns it round', async () => {
    const by = await rows(`SELECT c.club_nm, sum(p.amt_paid) v FROM fee_pmt p JOIN mbrship m USING (ms_id)
      JOIN club c USING (club_id) WHERE p.paid_dt >= '2024-01-01' AND p.paid_dt < '2025-01-01' GROUP BY 1 ORDER BY v DESC`);
    let previous = (await gym.engine.answer('Total fees collected in 2024', [gym.system], { now: NOW })).reading;
    const turn = async (q: string) => {
      const a = await gym.engine.answer(q, [gym.system], { now: NOW, previous });
      previous = a.reading ?? previous;
      return a.text;
    };
    const highest = await turn('which club had the highest?');
    expect(highest).toMatch(/^Same as before, by club/);
    expect(highest).toContain(`**${String(by[0][0])}**`);
    const lowest = await turn('and the lowest?');
    expect(lowest).toMatch(/^Same as before, the lowest first/);
    expect(lowest).toContain(`**${String(by[by.length - 1][0])}**`);
    expect(await ask('which club had the highest?')).toMatch(/could not tell what to rank clubs by/);
  });

  it('reads a place named in full against the code the data keeps, never as a word of the question', async () => {
    expect(figureOf(await ask('How many clubs are in Oregon?'))).toBe(
      await figure(`SELECT count(*) FROM club WHERE state_cd = 'OR'`),
    );
    const [[york]] = await rows(`SELECT count(*) FROM club WHERE state_cd = 'NY'`);
    expect(figureOf(await ask('How many clubs are in New York?'))).toBe(Number(york));
    // No club in Ohio: the state is not in the data, so the word is reported unused, not dropped in silence.
    expect(await ask('How many clubs are in Ohio?')).toMatch(/Not used from the question: "ohio"/);
  });

  it('reads a change asked "in percent"', async () => {
    const [[a, b]] = await rows(`SELECT sum(amt_paid) FILTER (WHERE paid_dt >= '2024-01-01' AND paid_dt < '2025-01-01'),
      sum(amt_paid) FILTER (WHERE paid_dt >= '2023-01-01' AND paid_dt < '2024-01-01') FROM fee_pmt`);
    const text = await ask('By how much did fees collected grow in 2024 compared with 2023, in percent?');
    expect(text).toMatch(/%/);
    expect(figureOf(text), text).toBeCloseTo((100 * (Number(a) - Number(b))) / Number(b), 1);
  });
});

describe('a name after a reference to the same table ("report to")', () => {
  const org = useScriptSystem(
    `CREATE TABLE staff (staff_id int PRIMARY KEY, first_nm text NOT NULL, last_nm text NOT NULL,
       reports_to_id int REFERENCES staff (staff_id));
     INSERT INTO staff VALUES (1, 'Ada', 'Stone', NULL), (2, 'Ben', 'Okafor', 1), (3, 'Cleo', 'Marsh', 1),
       (4, 'Dev', 'Patel', 2), (5, 'Eli', 'Novak', 2), (6, 'Fay', 'Quinn', 2), (7, 'Gus', 'Lind', 1);`,
    'Org',
    962,
  );
  const ask = async (q: string) => (await org.engine.answer(q, [org.system], { now: new Date('2026-01-05') })).text;

  it('counts and lists the people who point at the named one, not the named one', async () => {
    expect(figureOf(await ask('How many staff report to Ben Okafor?'))).toBe(3);
    expect(labelsOf(await ask('Who reports to Ada Stone?')).sort()).toEqual(['Ben Okafor', 'Cleo Marsh', 'Gus Lind']);
  });
});
