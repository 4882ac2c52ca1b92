import type { ColumnRef, Condition, Expr, QuerySpec } from '../query';

/**
 * Aggregates a fact table before it is joined, for MySQL and MariaDB (issue 20). A grouped question over a
 * join — "top 10 customers by revenue": orders joined to customers, grouped by customer — makes MariaDB look up
 * the customer of every order and keep a temporary table keyed by the customer's id and name (600,000 lookups
 * and updates for 600,000 orders). Summing the orders per join key first, then joining the few thousand sums,
 * does the same work once per key: about a fifth of the server's CPU on 600,000 orders (docs/benchmarks.md).
 * The same holds along a chain of dimensions — "revenue by category": orders → products → categories — where
 * the orders are summed per product, then the 2,000 sums joined to their products and categories: 2.0 s
 * instead of 15 s on 10,000,000 orders (docs/benchmarks.md).
 *
 * The answer stays exact, ties and NULL ordering included: the outer query joins, groups, orders and limits
 * exactly as before, over per-key partial aggregates that re-aggregate losslessly (SUM and COUNT by SUM, MIN by
 * MIN, MAX by MAX). Every join condition reads the fact table through its key columns only, so the rows of one
 * key join exactly as each of them did: a join row that matches several rows, or none (LEFT JOIN), repeats or
 * drops the key's partial result exactly as it repeated or dropped each of its rows. Only one join may reach
 * the fact table (the others hang off the dimensions): one sum per key of that join, never one per combination.
 * Anything else (AVG, DISTINCT, HAVING, a condition mixing the fact table with a dimension, a literal in the
 * select list) is left as it was.
 */

/** Inner queries built here: the compiler tells MySQL not to read them in an index's order (see compile.ts). */
export const PRE_AGGREGATED = new WeakSet<QuerySpec>();

const REAGGREGATE = { sum: 'sum', count: 'sum', min: 'min', max: 'max' } as const;

export function preAggregate(spec: QuerySpec): QuerySpec | null {
  const joins = spec.joins ?? [];
  if (!joins.length || spec.from.query || spec.from.sample || spec.distinct || spec.having || !spec.groupBy?.length)
    return null;
  const fact = spec.from.alias;
  const factOnly = (e: Expr) => aliasesOf(e)?.every((a) => a === fact) ?? false;
  const dimsOnly = (e: Expr) => aliasesOf(e)?.every((a) => a !== fact) ?? false;

  // The one join that reaches the fact table: its fact-side columns become the inner query's grouping.
  const reaching = joins.filter((j) => j.on.some((p) => p.left.table === fact || p.right.table === fact));
  if (reaching.length !== 1) return null;
  const keys: ColumnRef[] = [];
  const key = (c: ColumnRef): ColumnRef => {
    let i = keys.findIndex((k) => k.column === c.column);
    if (i < 0) i = keys.push(c) - 1;
    return { kind: 'column', table: fact, column: `k${i}` };
  };
  const rejoined: NonNullable<QuerySpec['joins']> = [];
  for (const join of joins) {
    if (join !== reaching[0]) {
      rejoined.push(join);
      continue;
    }
    const on: typeof join.on = [];
    for (const pair of join.on) {
      const [mine, theirs] = pair.left.table === fact ? [pair.left, pair.right] : [pair.right, pair.left];
      if (mine.table !== fact || theirs.table === fact) return null;
      on.push({ left: key(mine), right: theirs });
    }
    rejoined.push({ ...join, on });
  }

  // The grouping is the dimensions' alone; each aggregate reads the fact table alone.
  if (!spec.groupBy.every((g) => g.kind !== 'agg' && dimsOnly(g))) return null;
  const partials: Array<{ alias: string; expr: Expr }> = [];
  const rewritten = new Map<string, Expr>();
  const select: QuerySpec['select'] = [];
  for (const item of spec.select) {
    const e = item.expr;
    if (e.kind === 'agg') {
      const outer = REAGGREGATE[e.fn as keyof typeof REAGGREGATE];
      if (!outer || (e.arg !== null && !factOnly(e.arg))) return null;
      const alias = `a${partials.length}`;
      partials.push({ alias, expr: e });
      const expr: Expr = { kind: 'agg', fn: outer, arg: { kind: 'column', table: fact, column: alias } };
      rewritten.set(JSON.stringify(e), expr);
      select.push({ alias: item.alias, expr });
    } else {
      if (!dimsOnly(e) || hasLiteral(e)) return null;
      select.push(item);
    }
  }
  if (!partials.length) return null;

  // ORDER BY: the selected columns (by the same expression) or the dimensions' own.
  const orderBy = spec.orderBy?.map((o) => {
    const swapped = rewritten.get(JSON.stringify(o.expr));
    if (swapped) return { ...o, expr: swapped };
    return o.expr.kind !== 'agg' && dimsOnly(o.expr) ? o : null;
  });
  if (orderBy?.some((o) => o === null)) return null;

  // WHERE: the fact table's conditions filter its rows before they are summed, the dimensions' after the join.
  const conjuncts = !spec.where ? [] : spec.where.kind === 'and' ? spec.where.conditions : [spec.where];
  const inner: Condition[] = [];
  const outer: Condition[] = [];
  for (const c of conjuncts) {
    const aliases = aliasesOfCondition(c);
    if (!aliases) return null;
    if (aliases.every((a) => a === fact)) inner.push(c);
    else if (aliases.every((a) => a !== fact)) outer.push(c);
    else return null;
  }

  const innerSpec: QuerySpec = {
    from: { entity: spec.from.entity, alias: fact },
    select: [...keys.map((k, i) => ({ alias: `k${i}`, expr: k as Expr })), ...partials],
    ...(inner.length ? { where: inner.length === 1 ? inner[0] : { kind: 'and', conditions: inner } } : {}),
    groupBy: keys,
  };
  PRE_AGGREGATED.add(innerSpec);
  return {
    from: { entity: spec.from.entity, alias: fact, query: innerSpec },
    joins: rejoined,
    select,
    ...(outer.length ? { where: outer.length === 1 ? outer[0] : { kind: 'and', conditions: outer } } : {}),
    groupBy: spec.groupBy,
    ...(orderBy ? { orderBy: orderBy as NonNullable<QuerySpec['orderBy']> } : {}),
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
  };
}

/** The table aliases an expression reads; null for what this rewrite does not look into (windows). */
function aliasesOf(e: Expr): string[] | null {
  switch (e.kind) {
    case 'column':
      return [e.table];
    case 'literal':
      return [];
    case 'agg':
      return e.arg ? aliasesOf(e.arg) : [];
    case 'arith':
      return merge(aliasesOf(e.left), aliasesOf(e.right));
    case 'time':
    case 'weekday':
    case 'hour':
    case 'as_time':
    case 'as_number':
      return aliasesOf(e.arg);
    case 'coalesce':
    case 'concat':
      return merge(...e.args.map(aliasesOf));
    case 'case':
      return merge(aliasesOfCondition(e.when), aliasesOf(e.then), e.else ? aliasesOf(e.else) : []);
    case 'days_between':
      return merge(aliasesOf(e.from), aliasesOf(e.to));
    default:
      return null;
  }
}

function aliasesOfCondition(c: Condition): string[] | null {
  switch (c.kind) {
    case 'cmp':
      return merge(aliasesOf(c.left), aliasesOf(c.right));
    case 'in':
    case 'eq_ci':
    case 'contains':
    case 'is_null':
    case 'text':
      return aliasesOf(c.expr);
    case 'and':
    case 'or':
      return merge(...c.conditions.map(aliasesOfCondition));
    case 'not':
      return aliasesOfCondition(c.condition);
    default:
      return null; // EXISTS reads other tables
  }
}

function merge(...lists: Array<string[] | null>): string[] | null {
  if (lists.some((l) => l === null)) return null;
  return [...new Set(lists.flat() as string[])];
}

/** The outer select list's parameters would be numbered after the derived table's, yet come first in the text. */
function hasLiteral(e: Expr): boolean {
  return JSON.stringify(e).includes('"kind":"literal"');
}
