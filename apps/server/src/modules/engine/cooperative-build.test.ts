import { describe, expect, it } from 'vitest';
import { buildCatalog, buildCatalogInSlices } from './catalog/build-catalog';
import { SchemaPhrases } from './candidates/schema-phrases';
import { discovered, wideTables } from './testing/wide-schema';
import { TIMING } from '../../../test/timing';

/**
 * Building a wide schema's knowledge gives the event loop to other requests as it goes (lib/slices.ts):
 * the longest wait of a timer while it builds is a small share of the whole build, whatever the machine's speed.
 */
async function longestGap<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; gapMs: number; turns: number }> {
  let last = performance.now();
  let gapMs = 0;
  let turns = 0;
  const timer = setInterval(() => {
    turns++;
    const now = performance.now();
    gapMs = Math.max(gapMs, now - last);
    last = now;
  }, 1);
  const t0 = performance.now();
  try {
    const result = await fn();
    const ms = performance.now() - t0;
    gapMs = Math.max(gapMs, performance.now() - last);
    return { result, ms, gapMs, turns };
  } finally {
    clearInterval(timer);
  }
}

/** A phrase index as text: every key with its hits, the exact-match marks, the vocabulary and the longest phrase. */
function dump(phrases: SchemaPhrases): string {
  const inside = phrases as unknown as { index: Map<string, unknown>; exact: Map<string, boolean> };
  return JSON.stringify([[...inside.index], [...inside.exact], [...phrases.vocabulary], phrases.maxWords]);
}

describe('building a 10,000-table schema cooperatively', () => {
  const schema = discovered(wideTables(10_000), { orders: 1000, customers: 100 });
  const catalog = buildCatalog('Wide', schema);

  it('builds the phrase index in slices, the same index as in one go', { ...TIMING, timeout: 120_000 }, async () => {
    const { result, ms, gapMs, turns } = await longestGap(() => SchemaPhrases.build(catalog));
    // One go holds the loop for the whole build; in slices the longest wait is a small part of it.
    expect(turns).toBeGreaterThan(20);
    expect(gapMs).toBeLessThan(ms / 4);
    const direct = new SchemaPhrases(catalog);
    expect(result.maxWords).toBe(direct.maxWords);
    expect(result.vocabulary).toEqual(direct.vocabulary);
    for (const words of [['orders'], ['customer', 'country'], ['order', 'date'], ['ledger'], ['fi', 'ledger', 'entry']])
      expect(result.lookup(words)).toEqual(direct.lookup(words));
    // The whole index, entry by entry and in order (a deep compare of maps this size takes minutes).
    expect(dump(result)).toBe(dump(direct));
  });

  it('builds the catalog in slices, the same catalog as in one go', { ...TIMING, timeout: 120_000 }, async () => {
    const { result, ms, gapMs, turns } = await longestGap(() => buildCatalogInSlices('Wide', schema));
    expect(turns).toBeGreaterThan(20);
    expect(gapMs).toBeLessThan(ms / 4);
    // Entities, edges and revenue measures as text (the maps only index the entities and columns by name).
    expect(JSON.stringify(result)).toBe(JSON.stringify(catalog));
    expect([...result.byName.keys()]).toEqual([...catalog.byName.keys()]);
  });
});
