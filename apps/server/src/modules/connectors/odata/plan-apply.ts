import type { AggregateFn, ColumnRef, Condition, Expr, QuerySpec } from '../query';
import type { FieldType } from '../schema';
import { translateWhere, type ResolvedColumn } from './filter';
import type { ODataEntitySet, ODataModel, ODataNavigation } from './metadata';
import { capTop, GROUPS, SCAN_LIMIT, setOf, type AggregatePlan } from './plan-types';

/**
 * Aggregation at the service: $apply=filter(…)/groupby((…),aggregate(…)),
 * joins as navigation paths, or /$count; the rest of the query over the
 * grouped rows as a second QuerySpec for the evaluator.
 */

const allOf = (filters: string[]) => (filters.length > 1 ? filters.map((f) => `(${f})`).join(' and ') : filters[0]!);

const METHODS: Partial<Record<AggregateFn, string>> = {
  sum: 'sum',
  avg: 'average',
  min: 'min',
  max: 'max',
  count_distinct: 'countdistinct',
};

interface Output {
  key: string;
  path: string[];
  type: FieldType;
  nullable: boolean;
  /** The term in $orderby, when it may be sorted there. */
  sortable: boolean;
}

/** Aliases of the query as property path prefixes of the base set: '' for it, 'Nav/' for a joined set. */
function joinPaths(spec: QuerySpec, model: ODataModel, base: ODataEntitySet) {
  const paths = new Map<string, { prefix: string; set: ODataEntitySet; optional: boolean }>([
    [spec.from.alias, { prefix: '', set: base, optional: false }],
  ]);
  const guards: string[] = [];
  for (const j of spec.joins ?? []) {
    const pairs = j.on.map((p) =>
      p.left.table === j.alias ? { mine: p.left.column, theirs: p.right } : { mine: p.right.column, theirs: p.left },
    );
    if (pairs.some((p) => p.theirs.table !== spec.from.alias)) return null;
    const nav: ODataNavigation | undefined = base.navigation.find(
      (n) =>
        !n.collection &&
        n.target === j.entity &&
        n.constraint.length === pairs.length &&
        pairs.every((p) => n.constraint.some((c) => c.property === p.theirs.column && c.referenced === p.mine)),
    );
    if (!nav) return null;
    const fkNullable = nav.constraint.some((c) => base.byName.get(c.property)?.nullable !== false);
    const optional = nav.nullable && fkNullable;
    // An inner join drops rows without a partner; a navigation path would give them a null group.
    if (j.type === 'inner' && optional)
      for (const c of nav.constraint)
        if (base.byName.get(c.property)?.nullable !== false) guards.push(`${c.property} ne null`);
    paths.set(j.alias, {
      prefix: `${nav.name}/`,
      set: setOf(model, j.entity),
      optional: optional && j.type === 'left',
    });
  }
  return { paths, guards };
}

export function planAggregate(
  spec: QuerySpec,
  model: ODataModel,
  base: ODataEntitySet,
  rowCap: number,
): AggregatePlan | null {
  if (!base.filterable && spec.where) return null;
  const joined = joinPaths(spec, model, base);
  if (!joined) return null;
  const resolve = (ref: ColumnRef): ResolvedColumn | null => {
    const a = joined.paths.get(ref.table);
    const prop = a?.set.byName.get(ref.column);
    return a && prop && prop.primitive
      ? { path: a.prefix + prop.name, prop, nullable: prop.nullable || a.optional }
      : null;
  };
  const where = translateWhere(spec.where, {
    version: model.version,
    column: (ref) => {
      const r = resolve(ref);
      return r && !base.nonFilterable.has(r.path) ? r : null;
    },
  });
  if (!where.complete) return null;

  const outputs: Output[] = [];
  const groups: Array<{ ref: ColumnRef; out: Output }> = [];
  for (const g of spec.groupBy ?? []) {
    if (g.kind !== 'column') return null;
    const r = resolve(g);
    if (!r) return null;
    if (groups.some((x) => x.out.path.join('/') === r.path)) continue;
    const out: Output = {
      key: `g${groups.length}`,
      path: r.path.split('/'),
      type: r.prop.type,
      nullable: r.nullable,
      sortable: base.sortable && !base.nonSortable.has(r.path),
    };
    groups.push({ ref: g, out });
    outputs.push(out);
  }
  const aggregates = new Map<string, { text: string; out: Output }>();
  const rewrite = (e: Expr): Expr | null => {
    switch (e.kind) {
      case 'literal':
        return e;
      case 'column': {
        const g = groups.find((x) => x.ref.table === e.table && x.ref.column === e.column);
        return g ? { kind: 'column', table: 'g', column: g.out.key } : null;
      }
      case 'agg': {
        const id = JSON.stringify(e);
        let a = aggregates.get(id);
        if (!a) {
          const key = `a${aggregates.size}`;
          const made = aggregateClause(e, key, resolve);
          if (!made) return null;
          a = { text: made.text, out: { key, path: [key], ...made.out } };
          aggregates.set(id, a);
          outputs.push(a.out);
        }
        return { kind: 'column', table: 'g', column: a.out.key };
      }
      case 'arith': {
        const l = rewrite(e.left);
        const r = rewrite(e.right);
        return l && r ? { ...e, left: l, right: r } : null;
      }
      case 'time': {
        const arg = rewrite(e.arg);
        return arg && { ...e, arg };
      }
      case 'coalesce':
      case 'concat': {
        const args = e.args.map(rewrite);
        return args.every((a) => a !== null) ? { ...e, args: args as Expr[] } : null;
      }
      default:
        return null;
    }
  };
  const rewriteCondition = (c: Condition): Condition | null => {
    switch (c.kind) {
      case 'cmp': {
        const l = rewrite(c.left);
        const r = rewrite(c.right);
        return l && r ? { ...c, left: l, right: r } : null;
      }
      case 'and':
      case 'or': {
        const parts = c.conditions.map(rewriteCondition);
        return parts.every((p) => p !== null) ? { ...c, conditions: parts as Condition[] } : null;
      }
      case 'not': {
        const inner = rewriteCondition(c.condition);
        return inner && { ...c, condition: inner };
      }
      case 'exists':
        // A correlated subquery is not expressible over grouped $apply results.
        return null;
      default: {
        const expr = rewrite(c.expr);
        return expr && { ...c, expr };
      }
    }
  };
  const select = spec.select.map((s) => ({ alias: s.alias, expr: rewrite(s.expr) }));
  const orderBy = (spec.orderBy ?? []).map((o) => ({ direction: o.direction, expr: rewrite(o.expr) }));
  const having = spec.having ? rewriteCondition(spec.having) : undefined;
  if (select.some((s) => !s.expr) || orderBy.some((o) => !o.expr) || having === null) return null;
  const post: QuerySpec = {
    from: { entity: GROUPS, alias: 'g' },
    select: select as QuerySpec['select'],
    ...(having ? { where: having } : {}),
    ...(orderBy.length ? { orderBy: orderBy as NonNullable<QuerySpec['orderBy']> } : {}),
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
    ...(spec.distinct ? { distinct: true } : {}),
  };

  const filters = [...joined.guards, ...(where.filter ? [where.filter] : [])];
  const aggs = [...aggregates.values()];
  if (!base.apply) return countOnly(spec, base, aggs, groups.length, filters, outputs, post);
  const needed = [
    groups.length ? 'groupby' : 'aggregate',
    ...(filters.length ? ['filter'] : []),
    ...(groups.length && aggs.length ? ['aggregate'] : []),
  ];
  if (needed.some((t) => !base.apply!.has(t)))
    return countOnly(spec, base, aggs, groups.length, filters, outputs, post);
  if (!groups.length && !aggs.length) return null;

  const steps: string[] = [];
  if (filters.length) steps.push(`filter(${allOf(filters)})`);
  const aggregateText = aggs.map((a) => a.text).join(',');
  if (groups.length)
    steps.push(
      `groupby((${groups.map((g) => g.out.path.join('/')).join(',')})${aggs.length ? `,aggregate(${aggregateText})` : ''})`,
    );
  else steps.push(`aggregate(${aggregateText})`);
  const options: Array<[string, string]> = [['$apply', steps.join('/')]];

  // Order and limit go to the service only when it would sort exactly as the evaluator does.
  let maxRows = SCAN_LIMIT;
  let bounded = false;
  if (!spec.having && !spec.distinct && base.topSupported && groups.length) {
    const terms = (spec.orderBy ?? []).map((o, i) => {
      const e = orderBy[i]!.expr!;
      const out = e.kind === 'column' ? outputs.find((x) => x.key === e.column) : undefined;
      return out && out.sortable && (o.direction === 'desc' || !out.nullable)
        ? `${out.path.join('/')} ${o.direction}`
        : null;
    });
    if (terms.every((t) => t !== null)) {
      if (terms.length) options.push(['$orderby', terms.join(',')]);
      maxRows = capTop(spec, rowCap);
      options.push(['$top', String(maxRows)]);
      bounded = true;
    }
  }
  return { kind: 'aggregate', read: { set: base, count: false, options, maxRows, bounded }, outputs, post };
}

function aggregateClause(
  e: Extract<Expr, { kind: 'agg' }>,
  key: string,
  resolve: (ref: ColumnRef) => ResolvedColumn | null,
): { text: string; out: Omit<Output, 'key' | 'path'> } | null {
  const counted = { type: 'integer' as const, nullable: false, sortable: true };
  if (e.fn === 'count' && e.arg === null) return { text: `$count as ${key}`, out: counted };
  if (!e.arg || e.arg.kind !== 'column') return null;
  const r = resolve(e.arg);
  if (!r) return null;
  // count(x) counts non-null values; $count counts rows — the same only when x is never null.
  if (e.fn === 'count') return r.nullable ? null : { text: `$count as ${key}`, out: counted };
  const method = METHODS[e.fn];
  if (!method) return null;
  if (e.fn === 'count_distinct') return { text: `${r.path} with countdistinct as ${key}`, out: counted };
  const numericOnly = e.fn === 'sum' || e.fn === 'avg';
  const numeric = r.prop.type === 'integer' || r.prop.type === 'decimal';
  if (numericOnly ? !numeric : !numeric && r.prop.type !== 'date' && r.prop.type !== 'timestamp') return null;
  return {
    text: `${r.path} with ${method} as ${key}`,
    out: { type: e.fn === 'avg' ? 'decimal' : r.prop.type, nullable: r.nullable, sortable: true },
  };
}

/** Without $apply, a bare count(*) (no groups, no joins) still goes to the service as /$count. */
function countOnly(
  spec: QuerySpec,
  base: ODataEntitySet,
  aggs: Array<{ text: string }>,
  groups: number,
  filters: string[],
  outputs: Output[],
  post: QuerySpec,
): AggregatePlan | null {
  if (groups || spec.joins?.length || !base.countable || aggs.length !== 1 || !aggs[0]!.text.startsWith('$count '))
    return null;
  const options: Array<[string, string]> = filters.length ? [['$filter', allOf(filters)]] : [];
  return { kind: 'aggregate', read: { set: base, count: true, options, maxRows: 1, bounded: true }, outputs, post };
}
