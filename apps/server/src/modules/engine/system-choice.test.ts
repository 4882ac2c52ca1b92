import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSystemScope } from '../chat/system-scope';
import { SoeLocal, type EngineAnswer, type EngineSystem } from './index';
import { demoSystem } from './testing/demo-system';
import { EVAL_DIR } from './testing/eval-set';
import { discoverPglite, pgliteFromScript, pgliteSystem } from './testing/pglite-system';
import { rowsOf } from './testing/answer-text';

const NOW = new Date('2026-11-22T12:00:00Z');

const money = (v: unknown) => Math.round(Number(v) * 100);
const figure = (text: string) => /\*\*([\d,.]+)\*\*/.exec(text)?.[1]?.replace(/,/g, '');

/** The Demo Company and Chinook connected side by side: each question goes to the system it is about. */
describe('the right system, by evidence', () => {
  const engine = new SoeLocal();
  let demo: Awaited<ReturnType<typeof demoSystem>>;
  let db: PGlite;
  let chinook: EngineSystem;
  let both: EngineSystem[];
  const chinookSql = async (q: string) => (await db.query<Record<string, unknown>>(q)).rows;

  beforeAll(async () => {
    demo = await demoSystem(1);
    db = await pgliteFromScript(new URL('datasets/chinook.sql', EVAL_DIR).pathname);
    chinook = pgliteSystem(db, await discoverPglite(db), 'Chinook', 2);
    both = [demo.system, chinook];
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await db?.close();
  });

  /** As the chat asks: a system the question names ("… in Demo Company", "@Chinook") is the only one asked. */
  async function ask(question: string): Promise<EngineAnswer> {
    const scope = resolveSystemScope(
      question,
      both.map((s) => ({ id: Number(s.id), name: s.name })),
    );
    const systems = scope.systemIds.length ? both.filter((s) => scope.systemIds.includes(Number(s.id))) : both;
    return engine.answer(scope.question, systems, { now: NOW });
  }

  it('"total sales per billing country" is answered from Chinook, where billing country names a column', async () => {
    const a = await ask('What are total sales per billing country? top 5');
    expect(a.understood, a.text).toBe(true);
    expect(a.systemSources).toEqual(['Chinook']);
  });

  // The reader takes 'billing' in 'per billing country' for a money word and drops the grouping ('per revenue').
  // Until it reads the phrase as the column it names, Chinook answers with one total: drop `.fails` then.
  it('… grouped by billing country, top 5, with the figures SQL gives', async () => {
    const a = await ask('What are total sales per billing country? top 5');
    const expected = await chinookSql(
      `SELECT billing_country AS c, sum(total)::float AS v FROM invoice GROUP BY billing_country ORDER BY v DESC LIMIT 5`,
    );
    const rows = rowsOf(a.text);
    expect(rows.map((r) => money(Object.values(r)[1]))).toEqual(expected.map((r) => money(r.v)));
    expect(rows.map((r) => Object.values(r)[0])).toEqual(expected.map((r) => r.c));
  });

  it('"… in Demo Company" is answered from the Demo Company', async () => {
    const a = await ask('What are total sales per billing country? top 5 in Demo Company');
    expect(a.understood, a.text).toBe(true);
    expect(a.systemSources).toEqual(['Demo Company']);
    expect(a.alternatives).toBeUndefined();
  });

  it('questions about one system go to it, with its figures, and offer no other', async () => {
    const tracks = await ask('How many tracks per genre?');
    expect(tracks.systemSources).toEqual(['Chinook']);
    const genres = await chinookSql(
      `SELECT g.name, count(*)::int AS n FROM track t JOIN genre g ON g.genre_id = t.genre_id GROUP BY g.name ORDER BY n DESC`,
    );
    expect(rowsOf(tracks.text)[0]).toMatchObject({ genre: genres[0].name });
    expect(Object.values(rowsOf(tracks.text)[0])[1]).toBe(genres[0].n);

    const artist = await ask('Which artist has the most albums?');
    expect(artist.systemSources).toEqual(['Chinook']);
    const [top] = await chinookSql(
      `SELECT ar.name, count(*)::int AS n FROM album al JOIN artist ar ON ar.artist_id = al.artist_id GROUP BY ar.name ORDER BY n DESC LIMIT 1`,
    );
    expect(artist.text).toContain(`**${String(top.name)}** (${String(top.n)})`);

    const pipeline = await ask('What is our pipeline?');
    expect(pipeline.systemSources).toEqual(['Demo Company']);
    const [open] = await demo.sql(`SELECT sum(amount)::float AS v FROM demo.deals WHERE stage NOT IN ('Won', 'Lost')`);
    expect(figure(pipeline.text)).toBe(Number(open.v).toFixed(2));

    const won = await ask('How many won deals in 2025?');
    expect(won.systemSources).toEqual(['Demo Company']);
    const [w] = await demo.sql(
      `SELECT count(*)::int AS v FROM demo.deals WHERE stage = 'Won' AND close_date >= '2025-01-01' AND close_date < '2026-01-01'`,
    );
    expect(figure(won.text)).toBe(String(w.v));

    const industry = await ask('Total revenue by industry');
    expect(industry.systemSources).toEqual(['Demo Company']);
    const byIndustry = await demo.sql(
      `SELECT a.industry, sum(i.total)::float AS v FROM demo.invoices i JOIN demo.accounts a ON a.id = i.account_id
       GROUP BY a.industry ORDER BY v DESC`,
    );
    expect(rowsOf(industry.text).map((r) => [r.industry, money(r.revenue)])).toEqual(
      byIndustry.map((r) => [r.industry, money(r.v)]),
    );

    for (const a of [tracks, artist, pipeline, won, industry]) expect(a.alternatives, a.text).toBeUndefined();
  });

  it('when both systems could answer, the answer names the one used and offers the other', async () => {
    const a = await ask('How many employees are there?');
    expect(a.understood).toBe(true);
    const [used] = a.systemSources;
    // A near tie goes to the first connected system (engine note 19, docs/engine-notes.md).
    expect(used).toBe('Demo Company');
    const other = used === 'Chinook' ? 'Demo Company' : 'Chinook';
    expect(a.text).toContain(`Answered from ${used}; ${other} could answer this too.`);
    expect(a.alternatives).toEqual([
      {
        label: `Ask ${other} instead`,
        question:
          other === 'Chinook'
            ? 'How many employees are there? @Chinook'
            : 'How many employees are there? in Demo Company',
      },
    ]);
    // The alternative, asked, is answered by the other system with its own figure.
    const instead = await ask(a.alternatives![0].question);
    expect(instead.systemSources).toEqual([other]);
    const [n] =
      other === 'Chinook'
        ? await chinookSql('SELECT count(*)::int AS n FROM employee')
        : await demo.sql('SELECT count(*)::int AS n FROM demo.employees');
    expect(figure(instead.text)).toBe(String(n.n));
  });
});
