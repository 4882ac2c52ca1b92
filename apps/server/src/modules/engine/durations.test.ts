import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';

const NOW = new Date('2026-11-22T12:00:00Z');
const figure = (text: string) => Number(/\*\*([\d,.]+)\*\*/.exec(text)?.[1]?.replace(/,/g, ''));

/**
 * "Playing time", "call time", "duration" with a unit name the schema's duration column, summed or averaged and
 * converted: never a title that happens to be "Time". Two schemas of the test's own: podcast episodes kept in
 * seconds, and calls with talk and hold seconds.
 */
describe('a kind of time names the duration column', () => {
  const engine = new SoeLocal();
  let db: PGlite;
  let podcasts: EngineSystem;
  let calls: EngineSystem;
  const sql = async (q: string) => (await db.query<Record<string, number>>(q)).rows[0];

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      CREATE SCHEMA pod;
      CREATE TABLE pod.shows (show_id int PRIMARY KEY, show_name text NOT NULL);
      CREATE TABLE pod.episodes (episode_id int PRIMARY KEY, show_id int REFERENCES pod.shows(show_id),
                                 title text NOT NULL, duration_seconds int NOT NULL, published_on date NOT NULL);
      INSERT INTO pod.shows VALUES (1,'Deep Work'),(2,'Market Hours'),(3,'Garden Talk');
      INSERT INTO pod.episodes
      SELECT g, 1 + g % 3, CASE WHEN g % 10 = 0 THEN 'Time' ELSE 'Episode ' || g END, 600 + (g * 97 % 3000),
             DATE '2025-01-01' + g * 3
      FROM generate_series(1, 80) g;
      CREATE SCHEMA desk;
      CREATE TABLE desk.agents (agent_id int PRIMARY KEY, agent_name text NOT NULL);
      CREATE TABLE desk.calls (call_id int PRIMARY KEY, agent_id int REFERENCES desk.agents(agent_id),
                               topic text NOT NULL, talk_seconds int NOT NULL, hold_seconds int NOT NULL,
                               started_at timestamp NOT NULL);
      INSERT INTO desk.agents VALUES (1,'Rosa Lind'),(2,'Omar Haddad'),(3,'Kei Tanaka');
      INSERT INTO desk.calls
      SELECT g, 1 + g % 3, CASE WHEN g % 7 = 0 THEN 'Time' ELSE 'Billing' END, 60 + (g * 53 % 900), g * 7 % 120,
             TIMESTAMP '2026-03-01 09:00' + g * interval '37 minutes'
      FROM generate_series(1, 150) g;`);
    podcasts = pgliteSystem(db, await discoverPglite(db, 'pod'), 'Podcasts', 1);
    calls = pgliteSystem(db, await discoverPglite(db, 'desk'), 'Help desk', 2);
  }, 120_000);
  afterAll(async () => db?.close());

  it('"total playing time of all episodes in hours": the sum of the seconds, in hours, saying so', async () => {
    const { v } = await sql(`SELECT sum(duration_seconds) / 3600.0 AS v FROM pod.episodes`);
    for (const q of ['Total playing time of all episodes in hours', 'Total time of all episodes in hours']) {
      const a = await engine.answer(q, [podcasts], { now: NOW });
      expect(a.understood, a.text).toBe(true);
      expect(figure(a.text), a.text).toBeCloseTo(Number(v), 2);
      expect(a.text).toMatch(/duration seconds \(episodes\.duration_seconds\) in hours/);
      expect(a.text).not.toMatch(/title is Time/);
    }
  });

  it('"average running time per show in minutes" groups the converted average by show', async () => {
    const a = await engine.answer('Average running time per show in minutes', [podcasts], { now: NOW });
    const { v } = await sql(
      `SELECT avg(e.duration_seconds) / 60.0 AS v FROM pod.episodes e JOIN pod.shows s USING (show_id)
       WHERE s.show_name = 'Deep Work'`,
    );
    expect(a.text).toContain('Deep Work');
    expect(a.text).toContain(Number(v).toFixed(2));
  });

  it('the kind of time picks its column: talk time is talk_seconds, hold time hold_seconds', async () => {
    const talk = await engine.answer('Total talk time in hours', [calls], { now: NOW });
    const hold = await engine.answer('Average hold time in minutes', [calls], { now: NOW });
    const { t, h } = await sql(`SELECT sum(talk_seconds) / 3600.0 AS t, avg(hold_seconds) / 60.0 AS h FROM desk.calls`);
    expect(figure(talk.text), talk.text).toBeCloseTo(Number(t), 2);
    expect(talk.text).toMatch(/talk seconds \(calls\.talk_seconds\) in hours/);
    expect(figure(hold.text), hold.text).toBeCloseTo(Number(h), 2);
    expect(hold.text).toMatch(/hold seconds \(calls\.hold_seconds\) in minutes/);
    // 'time' alone, with two durations and nothing to choose between them, is not guessed into either.
    const either = await engine.answer('Total time of all calls in hours', [calls], { now: NOW });
    expect(either.text).not.toMatch(/talk_seconds|hold_seconds/);
  });

  it('"time" with no unit and no kind stays a word of the question (a topic called Time)', async () => {
    const a = await engine.answer('How many calls about Time?', [calls], { now: NOW });
    const { n } = await sql(`SELECT count(*)::int AS n FROM desk.calls WHERE topic = 'Time'`);
    expect(figure(a.text), a.text).toBe(Number(n));
  });
});
