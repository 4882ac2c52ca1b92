import { describe, expect, it } from 'vitest';
import type { QueryResult, QuerySpec } from '../connectors/query';
import { SoeLocal, type EngineSystem } from './soe-local';
import { buildCatalog, buildCatalogInSlices } from './catalog/build-catalog';
import { discovered, wideTables } from './testing/wide-schema';
import { TIMING } from '../../../test/timing';

/** A source that answers every query after `ms` with one row per selected column, counting queries. */
function slowSource(schema: EngineSystem['schema'], ms: number) {
  const calls: QuerySpec[] = [];
  const system: EngineSystem = {
    id: 1,
    name: 'Wide',
    schema,
    run: async (spec) => {
      calls.push(spec);
      await new Promise((r) => setTimeout(r, ms));
      return {
        columns: spec.select.map((s) => s.alias),
        rows: [Object.fromEntries(spec.select.map((s) => [s.alias, 7]))],
        truncated: false,
        elapsedMs: ms,
      } satisfies QueryResult;
    },
  };
  return { system, calls };
}

/** The longest the event loop was kept from a 5 ms timer while `fn` ran. */
async function worstLag<T>(fn: () => Promise<T>): Promise<{ result: T; lagMs: number }> {
  let last = performance.now();
  let lagMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    lagMs = Math.max(lagMs, now - last - 5);
    last = now;
  }, 5);
  try {
    return { result: await fn(), lagMs };
  } finally {
    clearInterval(timer);
  }
}

describe('SOE Local at scale', () => {
  // Ratios of costs within one run, not time limits (timings are benchmarked in bench/scale.mjs): a question must
  // cost a small part of what reading the schema costs, whatever else the machine is doing.
  it(
    'answers a time question on a 2,000-table schema for a small part of the cost of reading it, without holding the event loop',
    TIMING,
    async () => {
      const { system } = slowSource(discovered(wideTables(2000), { orders: 1000, customers: 100 }), 1);
      const engine = new SoeLocal();
      const p0 = performance.now();
      await engine.prepare(system);
      const prepareMs = performance.now() - p0;
      const { result, lagMs } = await worstLag(async () => {
        const t0 = performance.now();
        const answer = await engine.answer('How many orders in 2025?', [system], {
          now: new Date('2026-01-10T00:00:00Z'),
        });
        return { answer, ms: performance.now() - t0 };
      });
      expect(result.answer.text).toContain('Number of orders in 2025 (by order date)');
      expect(result.ms).toBeLessThan(prepareMs / 4);
      expect(lagMs).toBeLessThan(prepareMs / 4);
    },
  );

  it(
    'weighs a revenue question on a 10,000-table schema without a search per candidate table',
    { ...TIMING, timeout: 60_000 },
    async () => {
      // About 3,300 tables have an amount column: each is a candidate fact. Searching join paths from each of them
      // took seconds; the planner's bound skips those that cannot beat the best so far.
      const { system } = slowSource(discovered(wideTables(10_000), { orders: 1000, customers: 100 }), 1);
      const engine = new SoeLocal();
      const k0 = performance.now();
      await engine.knowledgeFor(system);
      const knowledgeMs = performance.now() - k0;
      const t0 = performance.now();
      const answer = await engine.answer('Top 5 customers by revenue', [system]);
      expect(answer.text).toContain('customers');
      expect(answer.spec?.from.entity).toBe('public.orders');
      expect(performance.now() - t0).toBeLessThan(knowledgeMs / 4);
    },
  );

  it('builds the same catalog in slices as in one go', async () => {
    const schema = discovered(wideTables(700));
    // That the slices give the event loop away is cooperative-build.test.ts's (10,000 tables, as a ratio).
    expect(await buildCatalogInSlices('Wide', schema)).toEqual(buildCatalog('Wide', schema));
  });

  it('runs identical questions asked at the same time once', async () => {
    const { system, calls } = slowSource(discovered(wideTables(10), { orders: 1000, customers: 100 }), 100);
    const engine = new SoeLocal();
    await engine.prepare(system);
    calls.length = 0;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => engine.answer('How many orders are there?', [system])),
    );
    expect(answers.map((a) => a.text)).toEqual(Array(5).fill(answers[0].text));
    expect(answers[0].text).toContain('7');
    expect(calls).toHaveLength(1);
  });
});
