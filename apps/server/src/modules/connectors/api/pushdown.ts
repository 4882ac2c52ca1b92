import type { Condition, Expr, QuerySpec } from '../query';
import { visitCondition, visitExpr } from '../query-walk';

/**
 * What an API connector needs to know about a QuerySpec to push part of it
 * down: the top-level conjuncts of WHERE, which table aliases a condition
 * touches, and which columns of each alias the query reads. A conjunct that
 * touches one alias only may be sent to the API as a filter on that alias's
 * records when the alias is the FROM table or an inner join (a left join's
 * WHERE must see the null-extended rows, so its filters stay in memory).
 */

/** The top-level AND terms of a condition (a single term when it is not an AND). */
export function conjuncts(c: Condition | undefined): Condition[] {
  if (!c) return [];
  return c.kind === 'and' ? c.conditions.flatMap(conjuncts) : [c];
}

/** The table aliases an expression reads. */
export function exprAliases(e: Expr, into = new Set<string>()): Set<string> {
  visitExpr(e, { expr: (x) => void (x.kind === 'column' && into.add(x.table)) });
  return into;
}

/** The table aliases a condition reads (an EXISTS reads none of the query's own rows). */
export function conditionAliases(c: Condition, into = new Set<string>()): Set<string> {
  visitCondition(c, { expr: (x) => void (x.kind === 'column' && into.add(x.table)) });
  return into;
}

/** The WHERE conjuncts that only touch `alias`, when that alias's rows may be filtered at the source. */
export function filtersFor(spec: QuerySpec, alias: string): Condition[] {
  const join = spec.joins?.find((j) => j.alias === alias);
  if (alias !== spec.from.alias && join?.type !== 'inner') return [];
  return conjuncts(spec.where).filter((c) => {
    const touched = conditionAliases(c);
    return touched.size === 1 && touched.has(alias);
  });
}

function exprColumns(e: Expr, alias: string, into: Set<string>): void {
  if (e.kind === 'column') {
    if (e.table === alias) into.add(e.column);
  } else if (e.kind === 'agg') {
    if (e.arg) exprColumns(e.arg, alias, into);
  } else if (e.kind === 'arith') {
    exprColumns(e.left, alias, into);
    exprColumns(e.right, alias, into);
  } else if (e.kind === 'time') exprColumns(e.arg, alias, into);
  else if (e.kind === 'coalesce' || e.kind === 'concat') for (const a of e.args) exprColumns(a, alias, into);
}

function conditionColumns(c: Condition, alias: string, into: Set<string>): void {
  switch (c.kind) {
    case 'cmp':
      exprColumns(c.left, alias, into);
      exprColumns(c.right, alias, into);
      break;
    case 'in':
    case 'eq_ci':
    case 'contains':
    case 'is_null':
      exprColumns(c.expr, alias, into);
      break;
    case 'and':
    case 'or':
      for (const x of c.conditions) conditionColumns(x, alias, into);
      break;
    case 'not':
      conditionColumns(c.condition, alias, into);
      break;
  }
}

/** Every column of `alias` the query reads anywhere (select, joins, where, group, having, order). */
export function columnsUsed(spec: QuerySpec, alias: string): Set<string> {
  const out = new Set<string>();
  for (const s of spec.select) exprColumns(s.expr, alias, out);
  for (const j of spec.joins ?? [])
    for (const p of j.on) for (const side of [p.left, p.right]) if (side.table === alias) out.add(side.column);
  if (spec.where) conditionColumns(spec.where, alias, out);
  for (const g of spec.groupBy ?? []) exprColumns(g, alias, out);
  if (spec.having) conditionColumns(spec.having, alias, out);
  for (const o of spec.orderBy ?? []) exprColumns(o.expr, alias, out);
  return out;
}

/** The query's tables as alias → entity, FROM first. */
export function aliasesOf(spec: QuerySpec): Array<{ alias: string; entity: string }> {
  return [
    { alias: spec.from.alias, entity: spec.from.entity },
    ...(spec.joins ?? []).map((j) => ({ alias: j.alias, entity: j.entity })),
  ];
}

export function hasAggregate(e: Expr): boolean {
  switch (e.kind) {
    case 'agg':
      return true;
    case 'arith':
      return hasAggregate(e.left) || hasAggregate(e.right);
    case 'time':
      return hasAggregate(e.arg);
    case 'coalesce':
    case 'concat':
      return e.args.some(hasAggregate);
    default:
      return false;
  }
}

/** True when the query groups or aggregates (its rows are groups, not records). */
export function isAggregateQuery(spec: QuerySpec): boolean {
  return Boolean(spec.groupBy?.length) || spec.having !== undefined || spec.select.some((s) => hasAggregate(s.expr));
}
