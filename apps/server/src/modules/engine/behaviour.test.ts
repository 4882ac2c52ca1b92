import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { northwindDb } from './testing/northwind/dataset';
import { rentalDb } from './testing/rental/dataset';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';

const NOW = new Date('2026-11-22T12:00:00Z');
/** A figure in bold is what the engine states as a computed result. */
const STATED_FIGURE = /\*\*[\d.,]+\*\*/;

describe('SOE Local behaviour', () => {
  let nwDb: PGlite;
  let rsDb: PGlite;
  let northwind: EngineSystem;
  let rental: EngineSystem;
  let queries = 0;
  const engine = new SoeLocal();

  beforeAll(async () => {
    nwDb = await northwindDb();
    rsDb = await rentalDb();
    const nw = pgliteSystem(nwDb, await discoverPglite(nwDb), 'Northwind Trading', 10);
    northwind = { ...nw, run: (spec) => (queries++, nw.run(spec)) };
    rental = pgliteSystem(rsDb, await discoverPglite(rsDb), 'Video Rentals', 11);
    await engine.prepare(northwind);
    await engine.prepare(rental);
  });
  afterAll(async () => {
    await nwDb?.close();
    await rsDb?.close();
  });

  it.each(['what is the meaning of life', 'asdf qwerty', 'tell me a joke about penguins'])(
    'says plainly it cannot map "%s", suggests questions and states no figure',
    async (q) => {
      const a = await engine.answer(q, [northwind], { now: NOW });
      expect(a.understood).toBe(false);
      expect(a.text).toMatch(/could not map/);
      expect(a.text.match(/^- /gm)?.length).toBeGreaterThanOrEqual(2);
      expect(a.text).not.toMatch(STATED_FIGURE);
      expect(a.text).not.toContain('[TABLE:');
    },
  );

  it('suggests questions that it can itself answer', async () => {
    const a = await engine.answer('asdf qwerty', [northwind], { now: NOW });
    const suggestions = [...a.text.matchAll(/^- (.+)$/gm)].map((m) => m[1]);
    for (const s of suggestions) expect((await engine.answer(s, [northwind], { now: NOW })).understood, s).toBe(true);
  });

  it('reads typos and synonyms', async () => {
    const count = async (q: string) => (await nwDb.query<{ n: number }>(q)).rows[0].n;
    const customers = await count('SELECT count(*)::int AS n FROM customers');
    for (const q of [
      'How many custmers do we have?',
      'how many clients are there',
      'Number of accounts',
      'HOW MANY CUSTOMERS?',
    ]) {
      const a = await engine.answer(q, [northwind], { now: NOW });
      expect(a.text, q).toContain(`**${customers}**`);
    }
    const typo = await engine.answer('How many custmers do we have?', [northwind], { now: NOW });
    expect(typo.text).toContain('"custmers" as "customers"');
  });

  it('matches values case- and accent-insensitively and sends the stored value', async () => {
    const a = await engine.answer('how many customers in sao paulo', [northwind], { now: NOW });
    const expected = (
      await nwDb.query<{ n: number }>(`SELECT count(*)::int AS n FROM customers WHERE city = 'São Paulo'`)
    ).rows[0].n;
    expect(a.text).toContain(`**${expected}**`);
    expect(JSON.stringify(a.spec)).toContain('São Paulo');
  });

  it('states the concrete dates of relative periods', async () => {
    const a = await engine.answer('revenue last quarter', [northwind], { now: NOW });
    expect(a.text).toContain('2026-07-01 to 2026-09-30');
    const b = await engine.answer('orders in the last 30 days', [northwind], { now: NOW });
    expect(b.text).toContain('2026-10-24 to 2026-11-22');
  });

  it('never sums a header amount across its lines', async () => {
    const a = await engine.answer('revenue by category', [northwind], { now: NOW });
    expect(a.spec?.from.entity).toBe('public.order_details');
  });

  it('picks the system whose catalog explains the question', async () => {
    const a = await engine.answer('Which actor appears in the most films?', [northwind, rental], { now: NOW });
    expect(a.systemSources).toEqual(['Video Rentals']);
    const b = await engine.answer('Top 3 suppliers by sales', [rental, northwind], { now: NOW });
    expect(b.systemSources).toEqual(['Northwind Trading']);
  });

  it('answers external mode plainly without figures', async () => {
    const a = await engine.answer('What is the GDP of France?', [northwind], { now: NOW, mode: 'external' });
    expect(a.understood).toBe(false);
    expect(a.text).toMatch(/language-model provider/);
    expect(a.text).not.toMatch(/\d/);
  });

  it('runs one statement per answer, caches the catalog, and rebuilds after invalidate', async () => {
    queries = 0;
    await engine.answer('Total sales by category', [northwind], { now: NOW });
    expect(queries).toBe(1);
    engine.invalidate(northwind.id);
    queries = 0;
    await engine.answer('Total sales by category', [northwind], { now: NOW });
    expect(queries).toBeGreaterThan(1); // the value index was sampled again
  });

  it('reuses what it built for a system: a warm answer costs a small part of the first one', async () => {
    // A ratio within one run, not a time limit (timings are benchmarked in bench/engine.mjs): the first answer of a
    // fresh engine builds the system's catalog, phrases and value index; later answers must not build them again.
    const fresh = new SoeLocal();
    const qs = [
      'Top 5 products by revenue',
      'Monthly sales in 2024',
      'How many orders were shipped to France?',
      'Which employee handled the most orders?',
    ];
    const first = (await fresh.answer(qs[0], [northwind], { now: NOW })).engineMs ?? 0;
    for (const q of qs) await fresh.answer(q, [northwind], { now: NOW });
    const warm: number[] = [];
    for (const q of qs) {
      const a = await fresh.answer(q, [northwind], { now: NOW });
      expect(a.understood, q).toBe(true);
      warm.push(a.engineMs ?? 0);
    }
    // The median, so one collection of garbage during a warm answer does not decide it.
    const median = warm.sort((x, y) => x - y)[Math.floor(warm.length / 2)];
    expect(median).toBeLessThan(first / 3);
  });
});
