import { LRUCache } from 'lru-cache';
import type { Catalog, CatalogEntity, JoinEdge } from './types';

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

/** The deepest path any caller asks for (findPath's default); trees are grown this far once and cut per call. */
const MAX_DEPTH = 5;
/**
 * Nodes kept in cached search trees per catalog: an up-only tree holds a table's ancestors (a few), a
 * distance map can hold the whole schema, so the bound is on nodes rather than on trees.
 */
const CACHED_NODES_PER_CATALOG = 400_000;

/** Where a breadth-first search reached a node: the hop that reached it and the node it came from. */
interface TreeNode {
  depth: number;
  parent: string | null;
  step: PathStep | null;
  path?: JoinPath;
}
type Tree = Map<string, TreeNode>;

/**
 * The join graph of one catalog, indexed once per discovery (a catalog is rebuilt only when its
 * schema is discovered again). Each node lists its own edges, so a search step touches only the
 * edges at hand instead of all of them, which kept a question on a 2,000-table schema busy for
 * seconds. Breadth-first trees are cached per source: every path from one fact table comes out of
 * one search.
 */
class GraphIndex {
  /** Edges at each node, in the catalog's order, each with the direction it is walked from there. */
  readonly incident = new Map<string, PathStep[]>();
  /** Foreign keys leaving each node (many → one), self references left out. */
  readonly upward = new Map<string, JoinEdge[]>();
  /** Foreign keys arriving at each node, self references left out. */
  readonly downward = new Map<string, JoinEdge[]>();
  /** Each entity's position in the catalog, so subsets come out in the catalog's order. */
  readonly position = new Map<string, number>();
  private readonly trees = new LRUCache<string, Tree>({
    maxSize: CACHED_NODES_PER_CATALOG,
    sizeCalculation: (t) => t.size,
  });
  private readonly reachers = new LRUCache<string, Map<string, number>>({
    maxSize: CACHED_NODES_PER_CATALOG,
    sizeCalculation: (m) => m.size,
  });
  private readonly bothTrees = new LRUCache<string, Tree>({
    maxSize: CACHED_NODES_PER_CATALOG,
    sizeCalculation: (t) => t.size,
  });
  private readonly valleys = new LRUCache<string, { path: JoinPath | null }>({ max: 50_000 });

  constructor(catalog: Catalog) {
    const push = <T>(m: Map<string, T[]>, k: string, v: T) => {
      const list = m.get(k);
      if (list) list.push(v);
      else m.set(k, [v]);
    };
    catalog.entities.forEach((e, i) => this.position.set(e.name, i));
    for (const edge of catalog.edges) {
      // Self references only make sense when asked for by name (via), never as a shortcut.
      if (edge.selfReference) continue;
      push(this.incident, edge.from, { edge, direction: 'up' });
      push(this.incident, edge.to, { edge, direction: 'down' });
      push(this.upward, edge.from, edge);
      push(this.downward, edge.to, edge);
    }
  }

  /**
   * The up-only breadth-first tree from `from`. Nodes are reached in the same order as a search
   * that stops at its target, so the path to any node is the one such a search returns.
   */
  upTree(from: string): Tree {
    const cached = this.trees.get(from);
    if (cached) return cached;
    const tree: Tree = new Map([[from, { depth: 0, parent: null, step: null }]]);
    let frontier = [from];
    for (let depth = 1; depth <= MAX_DEPTH && frontier.length; depth++) {
      const next: string[] = [];
      for (const at of frontier) {
        for (const edge of this.upward.get(at) ?? []) {
          if (tree.has(edge.to)) continue;
          tree.set(edge.to, { depth, parent: at, step: { edge, direction: 'up' } });
          next.push(edge.to);
        }
      }
      frontier = next;
    }
    this.trees.set(from, tree);
    return tree;
  }

  /**
   * The two-way breadth-first tree from `from`, reached in the same order as a search that stops at
   * its target. One search per source answers every target: the planner asks one fact table for
   * paths to many candidate tables in a row.
   */
  bothTree(from: string): Tree {
    const cached = this.bothTrees.get(from);
    if (cached) return cached;
    const tree: Tree = new Map([[from, { depth: 0, parent: null, step: null }]]);
    let frontier = [from];
    for (let depth = 1; depth <= MAX_DEPTH && frontier.length; depth++) {
      const next: string[] = [];
      for (const at of frontier)
        for (const step of this.incident.get(at) ?? []) {
          const target = step.direction === 'up' ? step.edge.to : step.edge.from;
          if (tree.has(target)) continue;
          tree.set(target, { depth, parent: at, step });
          next.push(target);
        }
      frontier = next;
    }
    this.bothTrees.set(from, tree);
    return tree;
  }

  /**
   * The shortest path from `from` to `to` that goes down first and only then up (down* up*: through records that
   * join the two, as enrolments join courses and students), within `maxHops`; null when there is none. A search of
   * (table, gone up yet) states; cached per pair.
   */
  valleyPath(from: string, to: string, maxHops: number): JoinPath | null {
    const cacheKey = `${from}\u0000${to}\u0000${maxHops}`;
    const cached = this.valleys.get(cacheKey);
    if (cached) return cached.path;
    type State = { at: string; up: boolean; steps: PathStep[] };
    const seen = new Set<string>([`${from}|0`]);
    let frontier: State[] = [{ at: from, up: false, steps: [] }];
    let found: JoinPath | null = null;
    for (let depth = 1; depth <= maxHops && frontier.length && !found; depth++) {
      const next: State[] = [];
      for (const s of frontier) {
        for (const step of this.incident.get(s.at) ?? []) {
          if (s.up && step.direction === 'down') continue;
          const target = step.direction === 'up' ? step.edge.to : step.edge.from;
          const up = s.up || step.direction === 'up';
          const k = `${target}|${up ? 1 : 0}`;
          if (seen.has(k) || s.steps.some((x) => x.edge.from === target || x.edge.to === target)) continue;
          seen.add(k);
          const steps = [...s.steps, step];
          if (target === to) {
            found = { steps, fansOut: steps.some((x) => x.direction === 'down') };
            break;
          }
          next.push({ at: target, up, steps });
        }
        if (found) break;
      }
      frontier = next;
    }
    this.valleys.set(cacheKey, { path: found });
    return found;
  }

  /** Entities with an up-only path to `to` of at most MAX_DEPTH hops, with its length (a search down from `to`). */
  reachersOf(to: string): Map<string, number> {
    const cached = this.reachers.get(to);
    if (cached) return cached;
    const out = new Map<string, number>([[to, 0]]);
    let frontier = [to];
    for (let depth = 1; depth <= MAX_DEPTH && frontier.length; depth++) {
      const next: string[] = [];
      for (const at of frontier)
        for (const e of this.downward.get(at) ?? [])
          if (!out.has(e.from)) {
            out.set(e.from, depth);
            next.push(e.from);
          }
      frontier = next;
    }
    this.reachers.set(to, out);
    return out;
  }
}

const indexes = new WeakMap<Catalog, GraphIndex>();

/** The catalog's graph index, built on first use and kept as long as the catalog itself. */
function graphOf(catalog: Catalog): GraphIndex {
  let g = indexes.get(catalog);
  if (!g) {
    g = new GraphIndex(catalog);
    indexes.set(catalog, g);
  }
  return g;
}

/**
 * Whether a foreign key is its table's whole primary key (`CHECKING.custid` → `ACCOUNTS.custid`): the table extends
 * the rows it points at, one row at most for each.
 */
export function extendsRows(catalog: Catalog, edge: JoinEdge): boolean {
  const key = catalog.byName.get(edge.from)?.primaryKey ?? [];
  return (
    !edge.selfReference &&
    key.length > 0 &&
    key.length === edge.fromFields.length &&
    key.every((k) => edge.fromFields.includes(k))
  );
}

/** Whether `table` extends `entity`'s rows: keyed by its foreign key to them (`CHECKING` extends `ACCOUNTS`). */
export function extendsEntity(catalog: Catalog, table: string, entity: string): boolean {
  return catalog.edges.some((x) => x.from === table && x.to === entity && extendsRows(catalog, x));
}

/**
 * Whether a path keeps each row one row: up only, or down only foreign keys that are their table's whole key (a
 * table extending the rows: `ACCOUNTS` → `CHECKING`). `fansOut` says whether it goes down at all.
 */
export function keepsRows(catalog: Catalog, path: JoinPath): boolean {
  return path.steps.every((x) => x.direction === 'up' || extendsRows(catalog, x.edge));
}

function pathIn(tree: Tree, to: string, maxHops: number): JoinPath | null {
  const node = tree.get(to);
  if (!node || node.depth > maxHops) return null;
  if (!node.path) {
    const steps: PathStep[] = [];
    for (let n: TreeNode | undefined = node; n?.step; n = n.parent === null ? undefined : tree.get(n.parent))
      steps.push(n.step);
    steps.reverse();
    node.path = { steps, fansOut: steps.some((s) => s.direction === 'down') };
  }
  // A copy of the step list: callers may extend it (a 'via' hop) without touching the cached one.
  return { steps: [...node.path.steps], fansOut: node.path.fansOut };
}

/**
 * Shortest join path from `from` to `to` over foreign-key edges. A path that only goes up (never
 * multiplies rows) is preferred over a shorter one that fans out; `via`, when given, must be the
 * path's last edge (a dimension named by its role, such as 'support rep' or 'reports to').
 */
/**
 * The other reference of a link table to the same table as `edge` (`prereq.course_id` beside `prereq.prereq_id`, both
 * to courses): a table linking rows of one table to rows of the same table.
 */
export function otherReference(catalog: Catalog, edge: JoinEdge): JoinEdge | undefined {
  return catalog.edges.find((x) => x.from === edge.from && x.to === edge.to && x.id !== edge.id);
}

export function findPath(
  catalog: Catalog,
  from: string,
  to: string,
  via?: JoinEdge,
  maxHops = MAX_DEPTH,
): JoinPath | null {
  if (via) {
    // A link table's reference back to the rows' own table ('courses with X as a prerequisite'): down through the
    // link's other reference to those rows, then up this one.
    const sibling = via.to === from && via.from !== from ? otherReference(catalog, via) : undefined;
    const lead =
      via.selfReference && via.from === from
        ? { steps: [], fansOut: false }
        : sibling
          ? { steps: [{ edge: sibling, direction: 'down' as const }], fansOut: true }
          : findPath(catalog, from, via.from, undefined, maxHops - 1);
    if (!lead || via.to !== to) return null;
    return { steps: [...lead.steps, { edge: via, direction: 'up' }], fansOut: lead.fansOut };
  }
  if (from === to) return { steps: [], fansOut: false };
  const hops = Math.min(maxHops, MAX_DEPTH);
  const g = graphOf(catalog);
  // The up-only tree answers most questions; the two-way tree, when it has no path. Both are searched
  // once per source and cached, so neither search runs again per call.
  const up = pathIn(g.upTree(from), to, hops);
  if (up) return up;
  const both = pathIn(g.bothTree(from), to, hops);
  // A path up to a table and back down relates two tables by what they share (students and courses of one
  // department); one down through the records that join them (enrolments) and back up says how they are related.
  // The latter wins when it is at most one hop longer.
  if (both && turnsDown(both)) {
    const budget = Math.min(hops, both.steps.length + 1);
    const valley = g.valleyPath(from, to, budget);
    if (valley) return valley;
    // A row that is one row of another table under a role (a professor, one employee: `labelVia`) is related as that
    // row is: up to it first, then down and up ('professors teaching a class': the employee's classes).
    const self = catalog.byName.get(from)?.labelVia;
    const edge = self && catalog.edges.find((x) => x.id === self.edge);
    const beyond = edge ? g.valleyPath(edge.to, to, budget - 1) : null;
    if (edge && beyond) return { steps: [{ edge, direction: 'up' }, ...beyond.steps], fansOut: beyond.fansOut };
  }
  return both;
}

/** A path that goes up and later down: through a table both ends point at. */
function turnsDown(p: JoinPath): boolean {
  const firstUp = p.steps.findIndex((s) => s.direction === 'up');
  return firstUp >= 0 && p.steps.slice(firstUp + 1).some((s) => s.direction === 'down');
}

/**
 * True when `from` reaches `to` going up only, within `maxHops`: the test behind "this table
 * describes that one without fan-out". One search down from `to` answers it for every `from`, so a
 * loop over all tables does not search once per table.
 */
export function reachesUp(catalog: Catalog, from: string, to: string, maxHops = MAX_DEPTH): boolean {
  const d = graphOf(catalog).reachersOf(to).get(from);
  return d !== undefined && d <= maxHops;
}

/** Foreign keys leaving `entity` (self references left out), from the catalog's index. */
export function upEdges(catalog: Catalog, entity: string): readonly JoinEdge[] {
  return graphOf(catalog).upward.get(entity) ?? [];
}

/** Entities reachable by going up only, with their hop count: what a fact row can be described by without fan-out. */
export function upReach(catalog: Catalog, from: string, maxHops = 4): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, node] of graphOf(catalog).upTree(from)) if (node.depth <= maxHops) out.set(name, node.depth);
  return out;
}

/** The entities `from` reaches going up within `maxHops` (itself included), in the catalog's order. */
export function nearUp(catalog: Catalog, from: string, maxHops: number): CatalogEntity[] {
  const g = graphOf(catalog);
  const out: CatalogEntity[] = [];
  for (const [name, node] of g.upTree(from)) {
    const e = node.depth <= maxHops ? catalog.byName.get(name) : undefined;
    if (e) out.push(e);
  }
  return out.sort((a, b) => (g.position.get(a.name) ?? 0) - (g.position.get(b.name) ?? 0));
}

/**
 * What a record of `entity` is named by when it only links other tables to one more ('has_pet' linking a student to
 * a pet is said 'pet'): the table at the link's end that is none of `except`; any other table is its own name.
 */
export function linkedEnd(catalog: Catalog, entity: string, except: string[]): string {
  if (!catalog.byName.get(entity)?.isJunction) return entity;
  const ends = new Set(catalog.edges.filter((x) => x.from === entity && !except.includes(x.to)).map((x) => x.to));
  return ends.size === 1 ? [...ends][0] : entity;
}

/**
 * Whether a reference is named like the table that holds it (`friend_id` in Friend, `liked_id` in Likes; `friend` in
 * PersonFriend, a person's table named for the person and the role): in a table linking a table to itself it is the
 * other end of the link, and a question naming the table asks for the table.
 */
export function namesItsOwnTable(edge: JoinEdge, from: CatalogEntity | undefined, to?: CatalogEntity): boolean {
  if (!from || !edge.stems.length) return false;
  const own = from.stems.join(' ');
  return own === edge.stems.join(' ') || (!!to && to !== from && own === [...to.stems, ...edge.stems].join(' '));
}

/**
 * The column of `entity` that keeps a value of another table as its reference to it ('blues', a genre's name, kept
 * in song.genre_is, which references genre.g_name): the rows of `entity` hold that value themselves. Null if none.
 */
export function keptReference(
  catalog: Catalog,
  entity: string,
  hit: { entity: string; columns: string[] },
): string | null {
  const edge = catalog.edges.find(
    (e) =>
      e.from === entity &&
      e.to === hit.entity &&
      e.fromFields.length === 1 &&
      hit.columns.length === 1 &&
      e.toFields[0] === hit.columns[0],
  );
  return edge ? edge.fromFields[0] : null;
}
