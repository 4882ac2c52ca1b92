import { describe, expect, it } from 'vitest';
import { labelsOf, rowsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Two readings of a ranking that is no figure of a group: 'the most common X' (a column that is no figure, ranked by
 * how often its values repeat among the rows named with it) and 'the Y of the Z with the highest W' (a column asked
 * of the one row that another column of its table ranks first). The schema is a sales floor written for these
 * tests; every expected answer comes from SQL run here.
 */
const FLOOR = `
CREATE TABLE agent (agent_id int PRIMARY KEY, full_name text, home_office text, shift text, commission_tier int,
  closed_value numeric, start_year int);
INSERT INTO agent VALUES
  (1, 'Rosa Lind', 'Leeds', 'early', 3, 182000, 2015), (2, 'Omar Vee', 'York', 'late', 1, 96500, 2019),
  (3, 'Ines Park', 'Leeds', 'late', 2, 240100, 2012), (4, 'Tom Aske', 'Hull', 'early', 4, 51200, 2021),
  (5, 'Lena Moor', 'Leeds', 'early', 2, 133000, 2017), (6, 'Cal Reyes', 'York', 'night', 5, 20400, 2023);
CREATE TABLE visit (visit_id int PRIMARY KEY, agent_id int REFERENCES agent, channel text, minutes int);
INSERT INTO visit VALUES (1, 1, 'phone', 12), (2, 1, 'video', 30), (3, 2, 'phone', 8), (4, 3, 'phone', 15),
  (5, 3, 'in person', 60), (6, 4, 'video', 25), (7, 5, 'phone', 9), (8, 6, 'in person', 45), (9, 3, 'video', 20);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('rankings of a column that is no figure, and of one row', () => {
  const open = useScriptSystem(FLOOR, 'Sales floor', 991);
  const { ask, rows } = askerOf(open, NOW);

  it("'the most common home office of agents' is the value that repeats most, one value", async () => {
    const [[office, n]] = await rows(
      `SELECT home_office, count(*) FROM agent GROUP BY home_office ORDER BY count(*) DESC LIMIT 1`,
    );
    for (const q of [
      'What is the most common home office of agents?',
      'Give the home office that is most common across all agents.',
    ]) {
      const text = await ask(q);
      expect(text, q).not.toMatch(/^I (read|could)/);
      expect(tableOf(text), q).toEqual([[office, Number(n)]]);
    }
    const [[channel]] = await rows(`SELECT channel FROM visit GROUP BY channel ORDER BY count(*) DESC LIMIT 1`);
    expect(labelsOf(await ask('Which channel is the most frequent channel of visits?'))).toEqual([channel]);
  });

  it("'the commission tier of the agent with the highest closed value' is that agent's own column", async () => {
    const [[tier, lowTier]] = await rows(
      `SELECT (SELECT commission_tier FROM agent ORDER BY closed_value DESC LIMIT 1),
              (SELECT commission_tier FROM agent ORDER BY closed_value ASC LIMIT 1)`,
    );
    for (const [q, want] of [
      ['What is the commission tier of the agent with the highest closed value?', tier],
      ['Return the commission tier of the agent with the greatest closed value.', tier],
      ['Show the commission tier of the agent who has the lowest closed value.', lowTier],
    ] as const) {
      const text = await ask(q);
      expect(text, q).not.toMatch(/^I (read|could)/);
      const [row] = rowsOf(text);
      expect(rowsOf(text), q).toHaveLength(1);
      expect(row.commission_tier, q).toBe(want);
    }
    const [[year]] = await rows(`SELECT start_year FROM agent ORDER BY closed_value DESC LIMIT 1`);
    const text = await ask('What is the start year of the agent with the largest closed value?');
    expect(rowsOf(text)[0].start_year, text).toBe(year);
  });

  it("'List the agent name and id': the key of the rows grouped by is shown beside their name", async () => {
    const [[name, id, n]] = await rows(
      `SELECT a.full_name, a.agent_id, count(*) FROM visit v JOIN agent a USING (agent_id)
       GROUP BY a.agent_id, a.full_name ORDER BY count(*) DESC LIMIT 1`,
    );
    for (const q of [
      'Which agent has the most visits? List the agent name and id.',
      'What is the id and name of the agent with the most visits?',
    ]) {
      const text = await ask(q);
      expect(text, q).not.toMatch(/^I (read|could)/);
      expect(
        rowsOf(text).map((r) => Object.values(r)),
        q,
      ).toEqual([[name, id, Number(n)]]);
    }
  });
});
