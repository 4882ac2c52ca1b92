import type { Catalog, JoinEdge } from './types';

/** One hop of a join path. 'up' follows the foreign key (many rows → one row): it never multiplies rows. */
export interface PathStep {
  edge: JoinEdge;
  direction: 'up' | 'down';
}

export interface JoinPath {
  steps: PathStep[];
  /** True when some hop goes 'down' (one → many): sums over the start entity would be counted several times. */
  fansOut: boolean;
}

/**
 * Shortest join path from `from` to `to` over foreign-key edges. A path that only goes up (never
 * multiplies rows) is preferred over a shorter one that fans out; `via`, when given, must be the
 * path's last edge (a dimension named by its role, such as 'support rep' or 'reports to').
 */
export function findPath(catalog: Catalog, from: string, to: string, via?: JoinEdge, maxHops = 5): JoinPath | null {
  if (via) {
    const lead = via.selfReference && via.from === from ? { steps: [], fansOut: false } : findPath(catalog, from, via.from, undefined, maxHops - 1);
    if (!lead || via.to !== to) return null;
    return { steps: [...lead.steps, { edge: via, direction: 'up' }], fansOut: lead.fansOut };
  }
  if (from === to) return { steps: [], fansOut: false };
  return bfs(catalog, from, to, true, maxHops) ?? bfs(catalog, from, to, false, maxHops);
}

function bfs(catalog: Catalog, from: string, to: string, upOnly: boolean, maxHops: number): JoinPath | null {
  const queue: Array<{ at: string; steps: PathStep[] }> = [{ at: from, steps: [] }];
  const seen = new Set([from]);
  while (queue.length) {
    const { at, steps } = queue.shift()!;
    if (steps.length >= maxHops) continue;
    for (const edge of catalog.edges) {
      // Self references only make sense when asked for by name (via), never as a shortcut.
      if (edge.selfReference) continue;
      const next: PathStep | null = edge.from === at ? { edge, direction: 'up' } : !upOnly && edge.to === at ? { edge, direction: 'down' } : null;
      if (!next) continue;
      const target = next.direction === 'up' ? edge.to : edge.from;
      if (seen.has(target)) continue;
      // Passing through a link table is fine; passing through a person or header to reach a sibling is only a fallback.
      const path = [...steps, next];
      if (target === to) return { steps: path, fansOut: path.some((s) => s.direction === 'down') };
      seen.add(target);
      queue.push({ at: target, steps: path });
    }
  }
  return null;
}

/** Entities reachable by going up only, with their hop count: what a fact row can be described by without fan-out. */
export function upReach(catalog: Catalog, from: string, maxHops = 4): Map<string, number> {
  const out = new Map<string, number>([[from, 0]]);
  let frontier = [from];
  for (let d = 1; d <= maxHops && frontier.length; d++) {
    const next: string[] = [];
    for (const at of frontier)
      for (const e of catalog.edges)
        if (e.from === at && !e.selfReference && !out.has(e.to)) {
          out.set(e.to, d);
          next.push(e.to);
        }
    frontier = next;
  }
  return out;
}
