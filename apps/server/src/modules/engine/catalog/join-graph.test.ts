import { describe, expect, it } from 'vitest';
import { discovered, wideTables } from '../testing/wide-schema';
import { buildCatalog } from './build-catalog';
import { findPath, nearUp, reachesUp, upReach, type JoinPath, type PathStep } from './join-graph';
import type { Catalog } from './types';
import { TIMING } from '../../../../test/timing';

/** The search the index replaced (every edge scanned at every node), kept as the reference. */
function referenceBfs(catalog: Catalog, from: string, to: string, upOnly: boolean, maxHops: number): JoinPath | null {
  const queue: Array<{ at: string; steps: PathStep[] }> = [{ at: from, steps: [] }];
  const seen = new Set([from]);
  while (queue.length) {
    const { at, steps } = queue.shift()!;
    if (steps.length >= maxHops) continue;
    for (const edge of catalog.edges) {
      if (edge.selfReference) continue;
      const next: PathStep | null =
        edge.from === at ? { edge, direction: 'up' } : !upOnly && edge.to === at ? { edge, direction: 'down' } : null;
      if (!next) continue;
      const target = next.direction === 'up' ? edge.to : edge.from;
      if (seen.has(target)) continue;
      const path = [...steps, next];
      if (target === to) return { steps: path, fansOut: path.some((s) => s.direction === 'down') };
      seen.add(target);
      queue.push({ at: target, steps: path });
    }
  }
  return null;
}
const reference = (c: Catalog, from: string, to: string, maxHops = 5) =>
  from === to
    ? { steps: [], fansOut: false }
    : (referenceBfs(c, from, to, true, maxHops) ?? referenceBfs(c, from, to, false, maxHops));
const ids = (p: JoinPath | null) =>
  p && { fansOut: p.fansOut, steps: p.steps.map((s) => `${s.edge.id}${s.direction === 'up' ? '^' : 'v'}`) };

describe('join graph index', () => {
  const catalog = buildCatalog('Wide', discovered(wideTables(400)));
  const names = catalog.entities.map((e) => e.name);

  it('finds the same path as a full breadth-first search, for every pair tried and every hop limit', () => {
    let fannedOut = 0;
    let none = 0;
    for (let i = 0; i < names.length; i += 7)
      for (let j = 0; j < names.length; j += 13)
        for (const hops of [2, 5]) {
          const want = reference(catalog, names[i], names[j], hops);
          expect(ids(findPath(catalog, names[i], names[j], undefined, hops))).toEqual(ids(want));
          if (want?.fansOut) fannedOut++;
          if (!want) none++;
        }
    // The sample covers the three cases: up only, fanning out, and no path.
    expect(fannedOut).toBeGreaterThan(50);
    expect(none).toBeGreaterThan(50);
  });

  it('answers reachability and nearby tables as the searches do', () => {
    for (let i = 0; i < names.length; i += 11) {
      const reach = upReach(catalog, names[i], 2);
      expect(nearUp(catalog, names[i], 2).map((e) => e.name)).toEqual(names.filter((n) => reach.has(n)));
      for (let j = 0; j < names.length; j += 17) {
        const up = referenceBfs(catalog, names[i], names[j], true, 5);
        expect(reachesUp(catalog, names[i], names[j])).toBe(i === j || up !== null);
        // The planner's bound: the hops of the up-only path a search finds, or none.
        expect(upReach(catalog, names[i], 5).get(names[j]) ?? null).toBe(i === j ? 0 : (up?.steps.length ?? null));
      }
    }
  });

  it('does not let callers change a cached path', () => {
    const p = findPath(catalog, 'public.orders', 'public.categories')!;
    p.steps.pop();
    expect(findPath(catalog, 'public.orders', 'public.categories')!.steps).toHaveLength(2);
  });

  it('finds 200 join paths on a 10,000-table schema in less time than it takes to read the schema once', TIMING, () => {
    // A ratio of two costs in the same run, not a time limit: reading the schema into a catalog is the work every
    // question relies on already being done; planning a question's joins must stay far below it.
    const schema = discovered(wideTables(10_000));
    const t0 = performance.now();
    const wide = buildCatalog('Wide', schema);
    const buildMs = performance.now() - t0;
    const from = Array.from({ length: 200 }, (_, i) => wide.entities[(i * 37) % wide.entities.length].name);
    const t1 = performance.now();
    for (const f of from) findPath(wide, f, 'public.categories');
    expect(performance.now() - t1).toBeLessThan(buildMs);
  });
});
