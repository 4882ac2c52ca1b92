import { LINK_METHOD_LABELS, type LinkMethod } from '@soe/shared';
import { ConnectorError } from '../connectors/connector';
import {
  col,
  type AggregateFn,
  type ColumnRef,
  type Condition,
  type Expr,
  type QueryResult,
  type QuerySpec,
} from '../connectors/query';
import { mapConditionExprs, partsOfCondition, partsOfExpr, visitSpec } from '../connectors/query-walk';
import type { ColumnType, JoinEngine, Part } from './duck';
import { linkKey } from './normalize';

/** One of the two systems of a cross-system answer. */
export interface FederationSide {
  name: string;
  run(spec: QuerySpec): Promise<QueryResult>;
  /** The system's own id of an entity of the combined schema, or null when the entity is not this system's. */
  own(entity: string): string | null;
  /** An entity's name in words ('customers'), for the answer's note. */
  tableOf(entity: string): string;
}

/** A link as the combined schema names it: `a` is always a column of sides[0], `b` of sides[1]. */
export interface FederationLink {
  method: LinkMethod;
  a: { entity: string; column: string };
  b: { entity: string; column: string };
}

export interface FederationContext {
  sides: [FederationSide, FederationSide];
  links: FederationLink[];
  engine: JoinEngine;
  /** Most rows one system may hand over for the join; a larger part is refused, never cut. */
  rowCap: number;
  signal?: AbortSignal;
}

/** Aggregates that add up from per-key partial results (a median needs every row). */
const PARTIAL: ReadonlySet<AggregateFn> = new Set(['sum', 'count', 'avg', 'min', 'max', 'count_distinct']);
const KEY = '__k';
const WEIGHT = '__n';

/**
 * Runs a query over the combined schema of two systems. A query that reads one system's tables only is that
 * system's. Otherwise each system gets the part it can run, pushed down with its filters and grouped to the
 * link's key (sums, counts, minima and maxima per key; the other side's rows counted per key and group), and
 * DuckDB joins the parts on the link's normalised values and computes the answer. Joining partial sums weighted
 * by the other side's row counts gives exactly what one SQL join over both systems would.
 */
export async function runFederated(spec: QuerySpec, ctx: FederationContext): Promise<QueryResult> {
  const started = performance.now();
  const sideOf = (entity: string): 0 | 1 => {
    if (ctx.sides[0].own(entity) !== null) return 0;
    if (ctx.sides[1].own(entity) !== null) return 1;
    throw new ConnectorError(`No connected system has the table ${entity}.`, 'query');
  };
  const used = new Set(tablesOf(spec).map(sideOf));
  if (used.size < 2) {
    const only = used.has(1) ? 1 : 0;
    return ctx.sides[only].run(renameTables(spec, (e) => ctx.sides[only].own(e)!));
  }
  const split = splitSpec(spec, sideOf, ctx);
  const [rootRead, joinedRead, allKeys] = await Promise.all([
    readPart(split.parts[0], ctx),
    readPart(split.parts[1], ctx),
    // Filters on the other system narrow its rows, not the matching: what did not match is counted on all its keys.
    split.parts[1].spec.where ? readKeys(split.parts[1], ctx) : null,
  ]);
  const [rootPart, joinedPart] = [rootRead.part, joinedRead.part];
  const stats = matchStats(rootPart, allKeys ?? joinedPart);
  const result = await ctx.engine.run(split.top, [rootPart, joinedPart], ctx.signal);
  const [root, joined] = split.parts;
  const side = (p: PartPlan) => ctx.sides[p.side];
  const rootTable = side(root).tableOf(root.keyEntity);
  const joinedTable = side(joined).tableOf(joined.keyEntity);
  const note =
    `${side(root).name} and ${side(joined).name} were joined on ${rootTable}.${root.keyColumn} = ${joinedTable}.${joined.keyColumn} ` +
    `(matched by ${LINK_METHOD_LABELS[split.method]})` +
    (!stats.keys
      ? '.'
      : stats.unmatched
        ? `; ${stats.unmatched.toLocaleString('en-US')} of ${stats.keys.toLocaleString('en-US')} ${rootTable} in ${side(root).name} had no match in ${side(joined).name}${split.inner ? ' and are not counted' : ''}.`
        : `; all ${stats.keys.toLocaleString('en-US')} ${rootTable} in ${side(root).name} matched.`);
  return {
    columns: result.columns,
    rows: result.rows,
    truncated: false,
    elapsedMs: Math.round(performance.now() - started),
    note,
    // Each system's part, as that system ran it (the join itself runs in SOE, on what they returned).
    queries: [...(rootRead.queries ?? []), ...(joinedRead.queries ?? [])],
  };
}

interface PartPlan {
  side: 0 | 1;
  spec: QuerySpec;
  method: LinkMethod;
  keyEntity: string;
  keyColumn: string;
  /** The DuckDB table the part is loaded as. */
  table: string;
  /** Columns that are numbers whatever the rows say: sums, counts and the row count per key. */
  numeric: string[];
}

/** The two parts (the query's own table's system first) and the DuckDB query joining them. */
function splitSpec(
  spec: QuerySpec,
  sideOf: (entity: string) => 0 | 1,
  ctx: FederationContext,
): { parts: [PartPlan, PartPlan]; top: QuerySpec; method: LinkMethod; inner: boolean } {
  const unsupported = unsupportedForm(spec);
  if (unsupported)
    throw new ConnectorError(
      `This question needs ${unsupported} across two systems, which SOE cannot combine yet. Ask it of one system.`,
      'unsupported',
    );
  const aliasSide = new Map<string, 0 | 1>([[spec.from.alias, sideOf(spec.from.entity)]]);
  const aliasEntity = new Map<string, string>([[spec.from.alias, spec.from.entity]]);
  for (const j of spec.joins ?? []) {
    aliasSide.set(j.alias, sideOf(j.entity));
    aliasEntity.set(j.alias, j.entity);
  }
  const crossing = (spec.joins ?? []).filter((j) =>
    j.on.some((on) => aliasSide.get(on.left.table) !== aliasSide.get(on.right.table)),
  );
  if (crossing.length !== 1 || crossing[0].on.length !== 1)
    throw new ConnectorError('This question joins the two systems in more than one place.', 'unsupported');
  const link = crossing[0];
  const rootSide = aliasSide.get(spec.from.alias)!;
  const joinedSide: 0 | 1 = rootSide === 0 ? 1 : 0;
  const on = link.on[0];
  const [rootKey, joinedKey] = aliasSide.get(on.left.table) === rootSide ? [on.left, on.right] : [on.right, on.left];
  const method = linkMethod(
    ctx.links,
    { entity: aliasEntity.get(rootKey.table)!, column: rootKey.column },
    {
      entity: aliasEntity.get(joinedKey.table)!,
      column: joinedKey.column,
    },
  );

  // The side whose rows are measured: that of every aggregate's columns; a row count is of the query's own table.
  const aggs: Array<Extract<Expr, { kind: 'agg' }>> = [];
  const collect = (e: Expr) => {
    if (e.kind === 'agg') aggs.push(e);
    else forEachChild(e, collect);
  };
  for (const s of spec.select) collect(s.expr);
  for (const o of spec.orderBy ?? []) collect(o.expr);
  if (spec.having) forEachConditionExpr(spec.having, collect);
  const measured = new Set<0 | 1>();
  for (const a of aggs) {
    const sides = a.arg ? sidesOf(a.arg, aliasSide) : new Set([rootSide]);
    if (sides.size > 1)
      throw new ConnectorError('This question computes one figure from columns of both systems.', 'unsupported');
    for (const s of sides) measured.add(s);
  }
  if (measured.size > 1)
    throw new ConnectorError('This question computes figures from both systems at once.', 'unsupported');
  const measureSide: 0 | 1 = measured.size ? [...measured][0] : rootSide;
  const partial = aggs.length > 0 && aggs.every((a) => PARTIAL.has(a.fn));

  const where = conjuncts(spec.where);
  const builders: [PartBuilder, PartBuilder] = [
    new PartBuilder(rootSide === 0 ? 'r' : 's'),
    new PartBuilder(rootSide === 1 ? 'r' : 's'),
  ];
  const builderOf = (side: 0 | 1) => builders[side];
  for (const c of where) {
    const sides = conditionSides(c, aliasSide);
    if (sides.size > 1)
      throw new ConnectorError(
        'This question compares a column of one system with a column of the other.',
        'unsupported',
      );
    builderOf(sides.size ? [...sides][0] : rootSide).where.push(c);
  }

  // The answer's expressions, rewritten over the parts' columns.
  const top = (e: Expr): Expr => {
    if (e.kind === 'agg') {
      const arg = e.arg;
      const m = builderOf(measureSide);
      if (!partial) return { ...e, arg: arg && m.row(arg) };
      const weight = measureSide === rootSide ? weightOf(builderOf(joinedSide)) : weightOf(builderOf(rootSide));
      switch (e.fn) {
        case 'sum':
          return { kind: 'agg', fn: 'sum', arg: times(m.agg('sum', arg), weight) };
        case 'count':
          return {
            kind: 'coalesce',
            args: [{ kind: 'agg', fn: 'sum', arg: times(m.agg('count', arg), weight) }, lit0],
          };
        case 'avg':
          return {
            kind: 'arith',
            op: '/',
            left: { kind: 'agg', fn: 'sum', arg: times(m.agg('sum', arg), weight) },
            right: { kind: 'agg', fn: 'sum', arg: times(m.agg('count', arg), weight) },
          };
        case 'min':
        case 'max':
          return { kind: 'agg', fn: e.fn, arg: m.agg(e.fn, arg) };
        case 'count_distinct':
          return { kind: 'agg', fn: 'count_distinct', arg: m.row(arg!) };
        default:
          throw new ConnectorError(`A ${e.fn} cannot be combined across systems.`, 'unsupported');
      }
    }
    const sides = sidesOf(e, aliasSide);
    if (sides.size === 1 && !containsAgg(e)) return builderOf([...sides][0]).row(e);
    if (sides.size === 0) return e;
    return mapChildren(e, top, topCondition);
  };
  const topCondition = (c: Condition): Condition => {
    const sides = conditionSides(c, aliasSide);
    if (c.kind === 'and' || c.kind === 'or') return { ...c, conditions: c.conditions.map(topCondition) };
    if (c.kind === 'not') return { ...c, condition: topCondition(c.condition) };
    if (sides.size > 1 && !conditionHasAgg(c))
      throw new ConnectorError(
        'This question compares a column of one system with a column of the other.',
        'unsupported',
      );
    return mapConditionExprs(c, top);
  };

  const topSpec: QuerySpec = {
    from: { entity: 'r', alias: 'r' },
    joins: [{ entity: 's', alias: 's', type: link.type, on: [{ left: col('r', KEY), right: col('s', KEY) }] }],
    select: spec.select.map((s) => ({ alias: s.alias, expr: top(s.expr) })),
    ...(spec.groupBy ? { groupBy: spec.groupBy.map(top) } : {}),
    ...(spec.having ? { having: topCondition(spec.having) } : {}),
    ...(spec.orderBy ? { orderBy: spec.orderBy.map((o) => ({ ...o, expr: top(o.expr) })) } : {}),
    ...(spec.limit !== undefined ? { limit: spec.limit } : {}),
    ...(spec.distinct ? { distinct: true } : {}),
  };

  const sideJoins = (side: 0 | 1) => (spec.joins ?? []).filter((j) => j !== link && aliasSide.get(j.alias) === side);
  const partOf = (side: 0 | 1, key: ColumnRef): PartPlan => {
    const b = builderOf(side);
    const from: QuerySpec['from'] =
      side === rootSide
        ? { entity: spec.from.entity, alias: spec.from.alias }
        : { entity: link.entity, alias: link.alias };
    const grouped = partial;
    const weighted = grouped && side !== measureSide;
    const partSpec: QuerySpec = {
      from,
      joins: sideJoins(side),
      select: [
        { alias: KEY, expr: key },
        ...b.groups.map((g) => ({ alias: g.alias, expr: g.expr })),
        ...b.aggs.map((a) => ({ alias: a.alias, expr: a.expr })),
        ...(weighted ? [{ alias: WEIGHT, expr: { kind: 'agg', fn: 'count', arg: null } as Expr }] : []),
      ],
      ...(b.where.length ? { where: b.where.length === 1 ? b.where[0] : { kind: 'and', conditions: b.where } } : {}),
      ...(grouped ? { groupBy: [key, ...b.groups.map((g) => g.expr)] } : {}),
    };
    return {
      side,
      spec: partSpec,
      method,
      keyEntity: side === rootSide ? aliasEntity.get(rootKey.table)! : aliasEntity.get(joinedKey.table)!,
      keyColumn: side === rootSide ? rootKey.column : joinedKey.column,
      table: b.table,
      numeric: [
        ...b.aggs
          .filter((a) => a.expr.kind === 'agg' && (a.expr.fn === 'sum' || a.expr.fn === 'count'))
          .map((a) => a.alias),
        ...(weighted ? [WEIGHT] : []),
      ],
    };
  };
  const parts: [PartPlan, PartPlan] = [partOf(rootSide, rootKey), partOf(joinedSide, joinedKey)];
  return { parts, top: topSpec, method, inner: link.type === 'inner' };

  // A row of the measured side that found no partner in a left join still counts once, as in SQL.
  function weightOf(b: PartBuilder): Expr {
    return { kind: 'coalesce', args: [col(b.table, WEIGHT), { kind: 'literal', value: 1 }] };
  }
}

/** Columns one part hands over: the expressions it groups by (or reads row by row) and its partial aggregates. */
class PartBuilder {
  readonly groups: Array<{ alias: string; expr: Expr }> = [];
  readonly aggs: Array<{ alias: string; expr: Expr }> = [];
  readonly where: Condition[] = [];
  private readonly seen = new Map<string, string>();
  constructor(readonly table: 'r' | 's') {}

  row(expr: Expr): Expr {
    return col(this.table, this.register(this.groups, 'g', expr));
  }

  agg(fn: AggregateFn, arg: Expr | null): Expr {
    return col(this.table, this.register(this.aggs, 'a', { kind: 'agg', fn, arg }));
  }

  private register(list: Array<{ alias: string; expr: Expr }>, prefix: string, expr: Expr): string {
    const key = `${prefix}:${JSON.stringify(expr)}`;
    const known = this.seen.get(key);
    if (known) return known;
    const alias = `__${prefix}${list.length}`;
    list.push({ alias, expr });
    this.seen.set(key, alias);
    return alias;
  }
}

async function readPart(
  part: PartPlan,
  ctx: FederationContext,
): Promise<{ part: Part; queries: QueryResult['queries'] }> {
  const side = ctx.sides[part.side];
  const spec = renameTables(part.spec, (e) => side.own(e)!);
  const result = await side.run({ ...spec, limit: ctx.rowCap + 1 });
  if (result.truncated || result.rows.length > ctx.rowCap)
    throw new ConnectorError(
      `${side.name} would hand over more than ${ctx.rowCap.toLocaleString('en-US')} rows for this question, more than SOE joins across systems. Narrow it with a period or a filter.`,
      'query',
    );
  // The link's values in the form both systems are compared in (normalise.ts): what matched when the link was found joins now.
  const rows = result.rows.map((r) => ({ ...r, [KEY]: linkKey(part.method, r[KEY]) }));
  // The key is text, partial aggregates and counts are numbers, even when every value is null (no rows matched).
  const types: Record<string, ColumnType> = { [KEY]: 'VARCHAR' };
  for (const alias of part.numeric) types[alias] = 'DOUBLE';
  return {
    part: { name: part.table, columns: part.spec.select.map((s) => s.alias), rows, types },
    queries: result.queries,
  };
}

/** Every value of the link's column in a part's system, as the join compares them. */
async function readKeys(part: PartPlan, ctx: FederationContext): Promise<Part> {
  const side = ctx.sides[part.side];
  const key = col('k', part.keyColumn);
  const spec: QuerySpec = {
    from: { entity: side.own(part.keyEntity)!, alias: 'k' },
    select: [{ alias: KEY, expr: key }],
    groupBy: [key],
    limit: ctx.rowCap + 1,
  };
  const result = await side.run(spec);
  return { name: 'keys', columns: [KEY], rows: result.rows.map((r) => ({ [KEY]: linkKey(part.method, r[KEY]) })) };
}

/** Distinct keys of the query's own system, and how many of them have no match in the other. */
function matchStats(root: Part, joined: Part): { keys: number; unmatched: number } {
  const other = new Set(joined.rows.map((r) => r[KEY]).filter((k) => k !== null));
  const keys = new Set(root.rows.map((r) => r[KEY]).filter((k) => k !== null));
  let unmatched = 0;
  for (const k of keys) if (!other.has(k)) unmatched++;
  return { keys: keys.size, unmatched };
}

function linkMethod(
  links: FederationLink[],
  x: { entity: string; column: string },
  y: { entity: string; column: string },
): LinkMethod {
  const same = (p: { entity: string; column: string }, q: { entity: string; column: string }) =>
    p.entity === q.entity && p.column === q.column;
  const found = links.find((l) => (same(l.a, x) && same(l.b, y)) || (same(l.a, y) && same(l.b, x)));
  if (!found) throw new ConnectorError('The two systems are joined on columns no link names.', 'query');
  return found.method;
}

/** What a cross-system query cannot hold, in words; null when it can be split. */
function unsupportedForm(spec: QuerySpec): string | null {
  if (spec.from.query) return 'a query over the result of another query';
  let found: string | null = null;
  visitSpec(spec, {
    expr: (e) => {
      if (e.kind === 'window') found ??= 'a ranking or share within groups';
      return !found;
    },
    condition: (c) => {
      if (c.kind === 'exists') found ??= 'a condition on related records';
      return !found;
    },
  });
  return found;
}

const lit0: Expr = { kind: 'literal', value: 0 };
const times = (x: Expr, weight: Expr): Expr => ({ kind: 'arith', op: '*', left: x, right: weight });

function conjuncts(c: Condition | undefined): Condition[] {
  if (!c) return [];
  return c.kind === 'and' ? c.conditions.flatMap(conjuncts) : [c];
}

function sidesOf(e: Expr, aliasSide: Map<string, 0 | 1>): Set<0 | 1> {
  const out = new Set<0 | 1>();
  const walk = (x: Expr) => {
    if (x.kind === 'column') {
      const s = aliasSide.get(x.table);
      if (s !== undefined) out.add(s);
      return;
    }
    const parts = partsOfExpr(x);
    parts.exprs.forEach(walk);
    parts.conditions.forEach((c) => conditionSides(c, aliasSide).forEach((s) => out.add(s)));
  };
  walk(e);
  return out;
}

function conditionSides(c: Condition, aliasSide: Map<string, 0 | 1>): Set<0 | 1> {
  const out = new Set<0 | 1>();
  const parts = partsOfCondition(c);
  for (const e of parts.exprs) sidesOf(e, aliasSide).forEach((s) => out.add(s));
  for (const x of parts.conditions) conditionSides(x, aliasSide).forEach((s) => out.add(s));
  return out;
}

function containsAgg(e: Expr): boolean {
  if (e.kind === 'agg') return true;
  const parts = partsOfExpr(e);
  return parts.exprs.some(containsAgg) || parts.conditions.some(conditionHasAgg);
}

function conditionHasAgg(c: Condition): boolean {
  const parts = partsOfCondition(c);
  return parts.exprs.some(containsAgg) || parts.conditions.some(conditionHasAgg);
}

function forEachChild(e: Expr, f: (x: Expr) => void): void {
  const parts = partsOfExpr(e);
  parts.exprs.forEach(f);
  parts.conditions.forEach((c) => forEachConditionExpr(c, f));
}

function forEachConditionExpr(c: Condition, f: (x: Expr) => void): void {
  const parts = partsOfCondition(c);
  parts.exprs.forEach(f);
  parts.conditions.forEach((x) => forEachConditionExpr(x, f));
}

/** The expression with its direct sub-expressions and conditions rewritten. */
function mapChildren(e: Expr, f: (x: Expr) => Expr, g: (c: Condition) => Condition): Expr {
  switch (e.kind) {
    case 'arith':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'time':
    case 'weekday':
    case 'hour':
    case 'as_time':
    case 'as_number':
      return { ...e, arg: f(e.arg) };
    case 'coalesce':
    case 'concat':
      return { ...e, args: e.args.map(f) };
    case 'case':
      return { ...e, when: g(e.when), then: f(e.then), else: e.else && f(e.else) };
    case 'days_between':
      return { ...e, from: f(e.from), to: f(e.to) };
    default:
      return e;
  }
}

/** Every table a spec reads, nested queries included. */
export function tablesOf(spec: QuerySpec): string[] {
  const out = [spec.from.entity, ...(spec.joins ?? []).map((j) => j.entity)];
  visitSpec(spec, {
    query: (q) => {
      out.push(q.from.entity, ...(q.joins ?? []).map((j) => j.entity));
      return true;
    },
  });
  return out;
}

/** The spec with every table (of the spec and its nested queries) named as `rename` says. */
export function renameTables(spec: QuerySpec, rename: (entity: string) => string): QuerySpec {
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!value || typeof value !== 'object' || value instanceof Date) return value;
    const obj = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(obj)) out[k] = walk(v);
    // A table reference (the spec's from, or a join) is the one object with both an entity and an alias.
    if (typeof obj.entity === 'string' && typeof obj.alias === 'string') out.entity = rename(obj.entity);
    return out;
  };
  return walk(spec) as QuerySpec;
}
