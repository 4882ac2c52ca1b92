import { describe, expect, it } from 'vitest';
import type { QueryResult, QuerySpec } from '../connectors/query';
import { cachedRun, ResultCache } from './result-cache';

const spec = (entity: string): QuerySpec => ({
  from: { entity, alias: 't' },
  select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
});
const result = (n: number): QueryResult => ({ columns: ['n'], rows: [{ n }], truncated: false, elapsedMs: 1 });
const scope = { systemId: 1, discoveredAt: '2026-01-01T00:00:00.000Z', clearedAt: null, cacheSeconds: 30 };

/** A source that counts its queries and answers with the count. */
function source() {
  let runs = 0;
  return {
    run: async () => result(++runs),
    get runs() {
      return runs;
    },
  };
}

describe('the short result cache', () => {
  it('is off unless the system has a freshness window: every question reaches the source', async () => {
    const cache = new ResultCache();
    const s = source();
    await cachedRun(cache, { ...scope, cacheSeconds: null }, spec('orders'), s.run);
    await cachedRun(cache, { ...scope, cacheSeconds: null }, spec('orders'), s.run);
    expect(s.runs).toBe(2);
    expect(cache.stats.entries).toBe(0);
  });

  it('answers the same spec on the same system from the cache within the window', async () => {
    const cache = new ResultCache();
    const s = source();
    const first = await cachedRun(cache, scope, spec('orders'), s.run);
    expect(first).toMatchObject(result(1));
    expect(await cachedRun(cache, scope, spec('orders'), s.run)).toMatchObject(result(1));
    expect(s.runs).toBe(1);
    expect(cache.stats).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it('says when the rows were read, and that a cached result is one, with its first read time', async () => {
    const cache = new ResultCache();
    const s = source();
    const before = Date.now();
    const live = await cachedRun(cache, { ...scope, cacheSeconds: null }, spec('orders'), s.run);
    expect(Date.parse(live.readAt!)).toBeGreaterThanOrEqual(before);
    expect(live.cached).toBeUndefined();
    const first = await cachedRun(cache, scope, spec('customers'), s.run);
    expect(first.cached).toBeUndefined();
    await new Promise((r) => setTimeout(r, 5));
    const served = await cachedRun(cache, scope, spec('customers'), s.run);
    expect(served).toMatchObject({ cached: true, readAt: first.readAt, rows: first.rows });
  });

  it('keys on the system, its discovery, its last clear and the exact spec', async () => {
    const cache = new ResultCache();
    const s = source();
    await cachedRun(cache, scope, spec('orders'), s.run);
    await cachedRun(cache, scope, spec('customers'), s.run);
    await cachedRun(cache, { ...scope, systemId: 2 }, spec('orders'), s.run);
    await cachedRun(cache, { ...scope, discoveredAt: '2026-02-01T00:00:00.000Z' }, spec('orders'), s.run);
    await cachedRun(cache, { ...scope, clearedAt: new Date('2026-03-01T00:00:00Z') }, spec('orders'), s.run);
    expect(s.runs).toBe(5);
  });

  it('serves a result with the statement that computed it', async () => {
    const cache = new ResultCache();
    let runs = 0;
    const withStatement = async (): Promise<QueryResult> => ({
      ...result(++runs),
      statement: { language: 'sql', text: 'SELECT COUNT(*) AS "n"\nFROM "orders" AS "t"\nLIMIT 1001' },
    });
    const first = await cachedRun(cache, scope, spec('orders'), withStatement);
    const served = await cachedRun(cache, scope, spec('orders'), withStatement);
    expect(runs).toBe(1);
    expect(served.statement).toEqual(first.statement);
    expect(served.statement?.text).toContain('FROM "orders"');
  });

  it('forgets an entry once its freshness window has passed', async () => {
    const cache = new ResultCache();
    const s = source();
    const short = { ...scope, cacheSeconds: 0.05 };
    await cachedRun(cache, short, spec('orders'), s.run);
    await cachedRun(cache, short, spec('orders'), s.run);
    expect(s.runs).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await cachedRun(cache, short, spec('orders'), s.run)).toMatchObject(result(2));
  });

  it('clears one system’s entries and keeps the others’', async () => {
    const cache = new ResultCache();
    const s = source();
    await cachedRun(cache, scope, spec('orders'), s.run);
    await cachedRun(cache, { ...scope, systemId: 11 }, spec('orders'), s.run);
    cache.clear(1);
    await cachedRun(cache, scope, spec('orders'), s.run);
    await cachedRun(cache, { ...scope, systemId: 11 }, spec('orders'), s.run);
    expect(s.runs).toBe(3);
  });

  it('does not keep a result too large for it, nor a failure', async () => {
    const cache = new ResultCache();
    let runs = 0;
    const huge = async (): Promise<QueryResult> => {
      runs++;
      return {
        columns: ['text'],
        rows: Array.from({ length: 3000 }, () => ({ text: 'x'.repeat(1000) })),
        truncated: false,
        elapsedMs: 1,
      };
    };
    await cachedRun(cache, scope, spec('big'), huge);
    await cachedRun(cache, scope, spec('big'), huge);
    expect(runs).toBe(2);
    const failing = async (): Promise<QueryResult> => {
      runs++;
      throw new Error('down');
    };
    await expect(cachedRun(cache, scope, spec('down'), failing)).rejects.toThrow('down');
    await expect(cachedRun(cache, scope, spec('down'), failing)).rejects.toThrow('down');
    expect(runs).toBe(4);
  });
});
