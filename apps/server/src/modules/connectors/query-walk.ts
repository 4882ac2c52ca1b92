import type { ColumnRef, Condition, Expr, QuerySpec } from './query';

/**
 * One walk over the QuerySpec tree. Every reader of a spec (which columns it reads, which forms only SQL runs,
 * renaming aliases to nest it in another query) used to carry its own switch over every kind of expression and
 * condition, and a new kind had to be added to each; now the kinds are listed once, here.
 */

/** The expressions and conditions directly inside an expression, in the order they are written. */
export function partsOfExpr(e: Expr): { exprs: Expr[]; conditions: Condition[] } {
  switch (e.kind) {
    case 'column':
    case 'literal':
      return { exprs: [], conditions: [] };
    case 'agg':
      return { exprs: e.arg ? [e.arg] : [], conditions: [] };
    case 'arith':
      return { exprs: [e.left, e.right], conditions: [] };
    case 'time':
    case 'weekday':
    case 'hour':
    case 'as_time':
    case 'as_number':
      return { exprs: [e.arg], conditions: [] };
    case 'coalesce':
    case 'concat':
      return { exprs: e.args, conditions: [] };
    case 'case':
      return { exprs: e.else ? [e.then, e.else] : [e.then], conditions: [e.when] };
    case 'window':
      return {
        exprs: [...(e.arg ? [e.arg] : []), ...(e.partitionBy ?? []), ...(e.orderBy ?? []).map((o) => o.expr)],
        conditions: [],
      };
    case 'days_between':
      return { exprs: [e.from, e.to], conditions: [] };
  }
}

/** The expressions and conditions directly inside a condition; an EXISTS holds a query instead. */
export function partsOfCondition(c: Condition): { exprs: Expr[]; conditions: Condition[]; query?: QuerySpec } {
  switch (c.kind) {
    case 'cmp':
      return { exprs: [c.left, c.right], conditions: [] };
    case 'in':
    case 'eq_ci':
    case 'contains':
    case 'is_null':
    case 'text':
      return { exprs: [c.expr], conditions: [] };
    case 'and':
    case 'or':
      return { exprs: [], conditions: c.conditions };
    case 'not':
      return { exprs: [], conditions: [c.condition] };
    case 'exists':
      return { exprs: [], conditions: [], query: c.query };
  }
}

/** Called for each node, parent before children; returning false skips the node's children. */
export interface SpecVisitor {
  expr?(e: Expr): boolean | void;
  condition?(c: Condition): boolean | void;
  /** A query nested in the spec (a derived table or an EXISTS); returning true walks into it too. */
  query?(q: QuerySpec): boolean | void;
}

export function visitExpr(e: Expr, v: SpecVisitor): void {
  if (v.expr?.(e) === false) return;
  const parts = partsOfExpr(e);
  for (const c of parts.conditions) visitCondition(c, v);
  for (const x of parts.exprs) visitExpr(x, v);
}

export function visitCondition(c: Condition, v: SpecVisitor): void {
  if (v.condition?.(c) === false) return;
  const parts = partsOfCondition(c);
  for (const x of parts.exprs) visitExpr(x, v);
  for (const x of parts.conditions) visitCondition(x, v);
  if (parts.query && v.query?.(parts.query) === true) visitSpec(parts.query, v);
}

/** Every clause of a spec: the derived table (when the visitor asks), joins, select, where, group, having, order. */
export function visitSpec(spec: QuerySpec, v: SpecVisitor): void {
  if (spec.from.query && v.query?.(spec.from.query) === true) visitSpec(spec.from.query, v);
  for (const j of spec.joins ?? [])
    for (const on of j.on) {
      visitExpr(on.left, v);
      visitExpr(on.right, v);
    }
  for (const s of spec.select) visitExpr(s.expr, v);
  if (spec.where) visitCondition(spec.where, v);
  for (const g of spec.groupBy ?? []) visitExpr(g, v);
  if (spec.having) visitCondition(spec.having, v);
  for (const o of spec.orderBy ?? []) visitExpr(o.expr, v);
}

/** The expression rebuilt with `f` applied to every column reference (nested queries are left as they are). */
export function mapColumns(e: Expr, f: (c: ColumnRef) => ColumnRef): Expr {
  const m = (x: Expr) => mapColumns(x, f);
  switch (e.kind) {
    case 'column':
      return f(e);
    case 'literal':
      return e;
    case 'agg':
      return { ...e, arg: e.arg && m(e.arg) };
    case 'arith':
      return { ...e, left: m(e.left), right: m(e.right) };
    case 'time':
    case 'weekday':
    case 'hour':
    case 'as_time':
    case 'as_number':
      return { ...e, arg: m(e.arg) };
    case 'coalesce':
    case 'concat':
      return { ...e, args: e.args.map(m) };
    case 'case':
      return { ...e, when: mapConditionColumns(e.when, f), then: m(e.then), else: e.else && m(e.else) };
    case 'window':
      return {
        ...e,
        arg: e.arg && m(e.arg),
        partitionBy: e.partitionBy?.map(m),
        orderBy: e.orderBy?.map((o) => ({ ...o, expr: m(o.expr) })),
      };
    case 'days_between':
      return { ...e, from: m(e.from), to: m(e.to) };
  }
}

export function mapConditionColumns(c: Condition, f: (c: ColumnRef) => ColumnRef): Condition {
  return mapConditionExprs(c, (e) => mapColumns(e, f));
}

/** The condition rebuilt with `f` applied to each expression it compares (nested queries are left as they are). */
export function mapConditionExprs(c: Condition, f: (x: Expr) => Expr): Condition {
  switch (c.kind) {
    case 'cmp':
      return { ...c, left: f(c.left), right: f(c.right) };
    case 'in':
    case 'eq_ci':
    case 'contains':
    case 'is_null':
    case 'text':
      return { ...c, expr: f(c.expr) };
    case 'and':
    case 'or':
      return { ...c, conditions: c.conditions.map((x) => mapConditionExprs(x, f)) };
    case 'not':
      return { ...c, condition: mapConditionExprs(c.condition, f) };
    case 'exists':
      return c;
  }
}

/**
 * The first construct of a spec that only SQL sources run (a derived table, EXISTS, a window, CASE, a text
 * pattern, date arithmetic, a median), in words for the user; null for a spec every connector understands.
 */
export function sqlOnlyFeature(spec: QuerySpec): string | null {
  if (spec.from.query) return 'a query over the result of another query';
  let found: string | null = null;
  const exprFeature = (e: Expr): string | null => {
    if (e.kind === 'agg' && e.fn === 'median') return 'a median';
    if (e.kind === 'case') return 'a conditional figure';
    if (e.kind === 'window') return 'a ranking or share within groups';
    if (e.kind === 'days_between' || e.kind === 'weekday' || e.kind === 'hour') return 'date arithmetic';
    return null;
  };
  const conditionFeature = (c: Condition): string | null =>
    c.kind === 'text' ? 'a text pattern' : c.kind === 'exists' ? 'a condition on related records' : null;
  visitSpec(spec, {
    expr: (e) => !(found ??= exprFeature(e)),
    condition: (c) => !(found ??= conditionFeature(c)),
  });
  return found;
}
