import type {
  COMPARISONS,
  FigureOfRows,
  RelatedFigure,
  StructuredDimension,
  StructuredFilter,
  StructuredMeasure,
  StructuredQuery,
} from '@soe/shared';
import {
  col,
  lit,
  type AggregateFn,
  type Condition,
  type Expr,
  type Literal,
  type QuerySpec,
} from '../../connectors/query';
import { findPath, type JoinPath } from '../catalog/join-graph';
import type { Catalog, CatalogColumn, CatalogEntity, JoinEdge } from '../catalog/types';
import { ageExpr } from '../plan/age';
import { JoinBuilder } from '../plan/joins';
import type { ColumnFormat, PlannedColumn } from '../plan/plan-types';
import { readTextDates } from '../plan/text-dates';
import { FormulaError, bareNames, hasAggregate, parseFormula, type FormulaNode, type RowFunction } from './formula';
import { StructuredQueryError, columnNamed, entityNamed, findColumn, findEntity, splitRef } from './names';

export { StructuredQueryError } from './names';

/** A structured query made executable: the connectors' QuerySpec and how each result column reads. */
export interface CompiledQuery {
  spec: QuerySpec;
  columns: PlannedColumn[];
  shape: 'scalar' | 'grouped' | 'rows';
  /** The catalog's tables the query reads. */
  tables: string[];
}

/** One column of a table reached from the query's base table, with the alias that reads it. */
interface Reached {
  entity: CatalogEntity;
  column: CatalogColumn;
  expr: Expr;
}

const NUMERIC = new Set(['integer', 'decimal']);
/**
 * Refuses a sum, an average or a median of a column that holds no numbers. Numbers kept as text (catalog
 * `textNumber`, '7', '12km') are numbers: the compiled statement reads each value as the number it starts with
 * (plan/text-dates.ts), as SOE Local does.
 */
function checkAggregable(reached: Reached | null, agg: string): void {
  const c = reached?.column;
  if (c && ['sum', 'avg', 'median'].includes(agg) && !NUMERIC.has(c.type) && !c.textNumber)
    throw new StructuredQueryError(
      `${reached!.entity.name}.${c.name} is ${c.type}, not a number, so it has no ${agg}.`,
    );
}
const TIMED = new Set(['date', 'timestamp']);

/**
 * Compiles a structured query against one system's catalog. Every table, column and relation is checked here, so a
 * query that names something the catalog does not have (or a secret column, which the served catalog leaves out) is
 * refused with a message saying what exists instead, before anything reaches the system.
 */
export function compileStructured(query: StructuredQuery, catalog: Catalog): CompiledQuery {
  try {
    return new Compiler(query, catalog).compile();
  } catch (error) {
    if (error instanceof FormulaError) throw new StructuredQueryError(error.message);
    throw error;
  }
}

class Compiler {
  private readonly base: CatalogEntity;
  private readonly joins: JoinBuilder;
  private readonly via: JoinEdge[];
  private readonly tables = new Set<string>();
  /** The alias of the base table: t0, or r1_0 … in a correlated subquery, so its aliases never meet the outer ones. */
  private readonly baseAlias: string;
  /** The query's computed values by lower-cased name, each read like a column of the base table. */
  private readonly computed = new Map<string, Reached>();
  /** The measures compiled so far by lower-cased name: a later measure's formula may use them. */
  private readonly measureExprs = new Map<string, Expr>();

  constructor(
    private readonly q: StructuredQuery,
    private readonly catalog: Catalog,
    prefix = 't',
    private readonly subqueries = { count: 0 },
  ) {
    this.base = entityNamed(catalog, q.from);
    this.joins = new JoinBuilder(this.base.name, prefix);
    this.baseAlias = `${prefix}0`;
    this.tables.add(this.base.name);
    this.via = (q.via ?? []).map((name) => this.edgeNamed(name));
    for (const c of q.computed ?? []) this.defineComputed(c.name, c.formula);
  }

  compile(): CompiledQuery {
    const q = this.q;
    const measures = q.measures ?? [];
    const dims = [...(q.dimensions ?? [])];
    if (q.time?.bucket) dims.unshift({ column: q.time.column, bucket: q.time.bucket, name: q.time.bucket });
    if (!measures.length && !dims.length && !q.columns?.length)
      throw new StructuredQueryError('Say what to compute: measures, dimensions, or columns to list.');
    if (measures.length && q.columns?.length)
      throw new StructuredQueryError(
        '`columns` lists rows and cannot be combined with measures; group with `dimensions` instead.',
      );

    const select: QuerySpec['select'] = [];
    const columns: PlannedColumn[] = [];
    const named = new Map<string, Expr>();
    const add = (name: string, expr: Expr, column: PlannedColumn) => {
      if (named.has(name.toLowerCase()))
        throw new StructuredQueryError(`Two result columns are named '${name}': give one a different name.`);
      named.set(name.toLowerCase(), expr);
      select.push({ alias: name, expr });
      columns.push(column);
    };

    const groupBy: Expr[] = [];
    for (const dim of dims) {
      const d = this.dimension(dim);
      add(d.name, d.expr, { key: d.name, label: d.name, role: 'dimension', format: d.format, unit: dim.bucket });
      groupBy.push(...d.group);
    }
    for (const [i, m] of measures.entries()) {
      const { expr, format, name } = this.measure(m, i);
      add(name, expr, { key: name, label: name, role: 'measure', format });
      this.measureExprs.set(name.toLowerCase(), expr);
    }
    for (const ref of q.columns ?? []) {
      const d = this.shown(ref);
      add(d.name, d.expr, { key: d.name, label: d.name, role: 'detail', format: d.format });
    }

    const where: Condition[] = (q.filters ?? []).map((f) => this.filter(f));
    if (q.time?.from || q.time?.to) {
      const t = this.timeColumn(q.time.column, 'the period');
      if (q.time.from) where.push({ kind: 'cmp', op: '>=', left: t.expr, right: lit(q.time.from) });
      if (q.time.to) where.push({ kind: 'cmp', op: '<', left: t.expr, right: lit(q.time.to) });
    }

    const grouped = measures.length > 0 && dims.length > 0;
    const having = (q.having ?? []).map((h): Condition => {
      const m = named.get(h.measure.toLowerCase());
      if (!m || !measures.length)
        throw new StructuredQueryError(`having: '${h.measure}' is not the name of a measure of this query.`);
      return { kind: 'cmp', op: h.op, left: m, right: lit(h.value) };
    });

    const orderBy = (q.orderBy ?? []).map((o) => ({
      expr: named.get(o.by.toLowerCase()) ?? this.orderColumn(o.by, grouped || measures.length > 0),
      direction: o.dir ?? 'asc',
    }));
    // A time series reads in time order unless told otherwise.
    if (!orderBy.length && grouped && q.time?.bucket) orderBy.push({ expr: select[0].expr, direction: 'asc' });

    let spec: QuerySpec = {
      from: { entity: this.base.name, alias: this.baseAlias },
      joins: this.joins.build(),
      select,
      ...(where.length ? { where: where.length === 1 ? where[0] : { kind: 'and', conditions: where } } : {}),
      ...(grouped ? { groupBy } : {}),
      ...(having.length ? { having: having.length === 1 ? having[0] : { kind: 'and', conditions: having } } : {}),
      ...(orderBy.length ? { orderBy } : {}),
      ...(q.distinct || (!measures.length && dims.length && !q.columns?.length) ? { distinct: true } : {}),
    };
    if (!spec.joins?.length) delete spec.joins;
    if (q.limitPer) spec = this.limitPer(spec, named, orderBy);
    else if (q.limit) spec.limit = q.limit;
    if (q.ofGroups) {
      if (!grouped)
        throw new StructuredQueryError(
          'ofGroups aggregates the groups of `dimensions` and `measures`: give the query both, then say which measure.',
        );
      const figure = this.ofGroups(spec, columns);
      return {
        spec: readTextDates(figure.spec, this.catalog),
        columns: [figure.column],
        shape: 'scalar',
        tables: [...this.tables],
      };
    }

    const shape = measures.length && !dims.length ? 'scalar' : measures.length ? 'grouped' : 'rows';
    return { spec: readTextDates(spec, this.catalog), columns, shape, tables: [...this.tables] };
  }

  /**
   * One figure over the groups (the average of per-customer totals, how many customers meet `having`): the grouped
   * query becomes a derived table and the figure is computed over its rows, in the same statement.
   */
  private ofGroups(grouped: QuerySpec, columns: PlannedColumn[]): { spec: QuerySpec; column: PlannedColumn } {
    const { agg, measure } = this.q.ofGroups!;
    const counted = agg === 'count' && !measure;
    const of = measure
      ? columns.find((c) => c.role === 'measure' && c.key.toLowerCase() === measure.toLowerCase())
      : null;
    if (!counted && !of)
      throw new StructuredQueryError(
        measure
          ? `ofGroups: '${measure}' is not the name of a measure of this query.`
          : `ofGroups: say which measure's figures to ${agg} (only count may leave it out, to count the groups).`,
      );
    const name = counted ? 'groups' : `${agg} of ${of!.key}`;
    const format: ColumnFormat =
      agg === 'count'
        ? 'integer'
        : agg === 'avg' || agg === 'median'
          ? of!.format === 'money'
            ? 'money'
            : 'number'
          : of!.format;
    const spec: QuerySpec = {
      from: { entity: this.base.name, alias: 'g', query: grouped },
      select: [{ alias: name, expr: { kind: 'agg', fn: agg, arg: counted ? null : col('g', of!.key) } }],
    };
    return { spec, column: { key: name, label: name, role: 'measure', format } };
  }

  /** Top `limit` rows within each value of one dimension: ranked in a derived table, then cut. */
  private limitPer(
    inner: QuerySpec,
    named: Map<string, Expr>,
    orderBy: Array<{ expr: Expr; direction: 'asc' | 'desc' }>,
  ): QuerySpec {
    const q = this.q;
    if (!q.limit) throw new StructuredQueryError('limitPer needs `limit`: how many rows to keep per group.');
    const part = named.get(q.limitPer!.toLowerCase());
    const dim = inner.select.find((s) => s.expr === part);
    if (!part || !dim) throw new StructuredQueryError(`limitPer: '${q.limitPer}' is not the name of a dimension.`);
    if (!orderBy.length) throw new StructuredQueryError('limitPer needs `orderBy`: what ranks the rows in each group.');
    const ranked: QuerySpec = {
      ...inner,
      select: [
        ...inner.select,
        { alias: '__rank', expr: { kind: 'window', fn: 'row_number', arg: null, partitionBy: [part], orderBy } },
      ],
    };
    delete ranked.orderBy;
    const outer = (alias: string) => col('q', alias);
    const byAlias = new Map(inner.select.map((s) => [s.expr, s.alias]));
    return {
      from: { entity: this.base.name, alias: 'q', query: ranked },
      select: inner.select.map((s) => ({ alias: s.alias, expr: outer(s.alias) })),
      where: { kind: 'cmp', op: '<=', left: outer('__rank'), right: lit(q.limit!) },
      orderBy: [
        { expr: outer(dim.alias), direction: 'asc' },
        ...orderBy.map((o) => ({ expr: outer(byAlias.get(o.expr) ?? '__rank'), direction: o.direction })),
      ],
    };
  }

  // ── names ───────────────────────────────────────────────────────────────────────────────────────────────────

  private edgeNamed(name: string): JoinEdge {
    const ref = splitRef(this.catalog, name);
    const edge =
      ref &&
      this.catalog.edges.find(
        (e) =>
          e.from === ref.entity.name &&
          e.fromFields.length === 1 &&
          e.fromFields[0].toLowerCase() === ref.column.replace(/"/g, '').toLowerCase(),
      );
    if (edge) return edge;
    const known = this.catalog.edges
      .filter((e) => !ref || e.from === ref.entity.name)
      .slice(0, 30)
      .map((e) => `${e.from}.${e.fromFields.join(',')} → ${e.to}`);
    throw new StructuredQueryError(
      `via: '${name}' is not a relation (write it as table.foreign_key_column)${known.length ? `; relations: ${known.join('; ')}` : ''}`,
    );
  }

  /** The alias that reads `entity` from the base table, joining along the catalog's relations. */
  private aliasOf(entity: CatalogEntity, required: boolean): string {
    if (entity.name === this.base.name) return this.baseAlias;
    const via = this.via.find((e) => e.to === entity.name);
    const path = findPath(this.catalog, this.base.name, entity.name, via);
    if (!path)
      throw new StructuredQueryError(
        `No relation leads from ${this.base.name} to ${entity.name}${via ? ` through ${via.from}.${via.fromFields.join(',')}` : ''}: choose another \`from\`, or a column of a related table.`,
      );
    this.tables.add(entity.name);
    for (const s of path.steps) this.tables.add(s.edge.from).add(s.edge.to);
    return this.joins.aliasFor(path, required);
  }

  /** A column by `table.column`, or `column` of the base table, or a column only one related table has. */
  private column(ref: string, required = false): Reached {
    const computed = this.computed.get(ref.trim().toLowerCase());
    if (computed) return computed;
    const through = this.throughReference(ref, required);
    if (through) return through;
    const split = splitRef(this.catalog, ref);
    if (split) {
      const column = columnNamed(split.entity, split.column);
      return { entity: split.entity, column, expr: col(this.aliasOf(split.entity, required), column.name) };
    }
    const own = findColumn(this.base, ref);
    if (own) return { entity: this.base, column: own, expr: col(this.baseAlias, own.name) };
    const holders = this.catalog.entities.filter((e) => e !== this.base && findColumn(e, ref));
    const reachable = holders.filter((e) => findPath(this.catalog, this.base.name, e.name));
    if (reachable.length === 1) {
      const column = findColumn(reachable[0], ref)!;
      return { entity: reachable[0], column, expr: col(this.aliasOf(reachable[0], required), column.name) };
    }
    if (reachable.length > 1)
      throw new StructuredQueryError(
        `'${ref}' is a column of several tables (${reachable.map((e) => e.name).join(', ')}): write it as table.column.`,
      );
    const column = columnNamed(this.base, ref);
    return { entity: this.base, column, expr: col(this.baseAlias, column.name) };
  }

  /**
   * A column read through a foreign key, `reports_to.last_name` or `employee.reports_to.last_name`: the column of the
   * row the key references. It names one road when two lead to the same table, and the other row of a table that
   * references itself (a course's prerequisite, an employee's manager), which `table.column` cannot.
   */
  private throughReference(ref: string, required: boolean): Reached | null {
    const parts = ref.match(/"(?:[^"]|"")+"|[^.]+/g) ?? [];
    if (parts.length < 2) return null;
    const lead = parts.slice(0, -1).join('.');
    if (findEntity(this.catalog, lead)) return null;
    const split = splitRef(this.catalog, lead);
    const owner = split ? split.entity : this.base;
    const key = findColumn(owner, split ? split.column : lead);
    const edge =
      key &&
      this.catalog.edges.find(
        (e) => e.from === owner.name && e.fromFields.length === 1 && e.fromFields[0] === key.name,
      );
    if (!edge) return null;
    const lead0 =
      owner === this.base ? { steps: [], fansOut: false } : findPath(this.catalog, this.base.name, owner.name);
    if (!lead0)
      throw new StructuredQueryError(
        `No relation leads from ${this.base.name} to ${owner.name}: choose another \`from\`.`,
      );
    const path: JoinPath = { steps: [...lead0.steps, { edge, direction: 'up' }], fansOut: lead0.fansOut };
    const target = entityNamed(this.catalog, edge.to);
    const column = columnNamed(target, parts.at(-1)!);
    for (const s of path.steps) this.tables.add(s.edge.from).add(s.edge.to);
    return { entity: target, column, expr: col(this.joins.aliasFor(path, required), column.name) };
  }

  /** The table a name means when it is a table's name and no column's ('customer' for customers by their name). */
  private tableRef(ref: string): CatalogEntity | undefined {
    if (this.computed.has(ref.trim().toLowerCase()) || findColumn(this.base, ref) || splitRef(this.catalog, ref))
      return undefined;
    return findEntity(this.catalog, ref);
  }

  /** How a table's rows are named in an answer: its label columns, or its key. */
  private rowName(entity: CatalogEntity): { expr: Expr; group: Expr[] } {
    const alias = this.aliasOf(entity, false);
    const keys = entity.primaryKey.map((k) => col(alias, k));
    const labels = entity.label?.columns ?? [];
    if (!labels.length) {
      if (!keys.length) throw new StructuredQueryError(`${entity.name} has no name or key column: name a column.`);
      return { expr: keys[0], group: keys };
    }
    const expr: Expr =
      labels.length === 1
        ? col(alias, labels[0])
        : { kind: 'concat', args: labels.map((l) => col(alias, l)), separator: ' ' };
    // Two rows of the same name stay two rows: grouped by their key too.
    return { expr, group: [...keys, expr] };
  }

  // ── parts ───────────────────────────────────────────────────────────────────────────────────────────────────

  private dimension(d: StructuredDimension): { name: string; expr: Expr; group: Expr[]; format: ColumnFormat } {
    const table = this.tableRef(d.column);
    if (table && !d.bucket && !d.part) {
      const { expr, group } = this.rowName(table);
      return { name: d.name ?? table.table, expr, group, format: 'text' };
    }
    const reached = this.column(d.column);
    if (d.bucket || d.part) {
      const t = this.timeColumn(d.column, 'a time bucket');
      const expr: Expr =
        d.part === 'weekday'
          ? { kind: 'weekday', arg: t.expr }
          : d.bucket
            ? { kind: 'time', unit: d.bucket, mode: 'trunc', arg: t.expr }
            : { kind: 'time', unit: d.part as 'year' | 'quarter' | 'month', mode: 'part', arg: t.expr };
      return {
        name: d.name ?? `${reached.column.name} ${d.bucket ?? d.part}`,
        expr,
        group: [expr],
        format: d.bucket ? 'period' : 'integer',
      };
    }
    return {
      name: d.name ?? reached.column.name,
      expr: reached.expr,
      group: [reached.expr],
      format: formatOf(reached.column),
    };
  }

  private shown(ref: string): { name: string; expr: Expr; format: ColumnFormat } {
    const table = this.tableRef(ref);
    if (table) return { name: table.table, expr: this.rowName(table).expr, format: 'text' };
    const reached = this.column(ref);
    return { name: reached.column.name, expr: reached.expr, format: formatOf(reached.column) };
  }

  private timeColumn(ref: string, use: string): Reached {
    const reached = this.column(ref);
    if (!TIMED.has(reached.column.type) && !reached.column.textDate)
      throw new StructuredQueryError(
        `${reached.entity.name}.${reached.column.name} is not a date, so it cannot give ${use}; its date columns are ${
          reached.entity.timeColumns.map((c) => c.name).join(', ') || 'none'
        }.`,
      );
    return reached;
  }

  private orderColumn(ref: string, grouped: boolean): Expr {
    if (grouped)
      throw new StructuredQueryError(
        `orderBy: '${ref}' is not the name of a measure or dimension of this query; order by one of those.`,
      );
    const table = this.tableRef(ref);
    return table ? this.rowName(table).expr : this.column(ref).expr;
  }

  private measure(m: StructuredMeasure, index: number): { name: string; expr: Expr; format: ColumnFormat } {
    const when = m.where?.length ? this.all(m.where.map((f) => this.filter(f, true))) : null;
    let expr: Expr;
    let format: ColumnFormat;
    let name: string;
    if (m.formula) {
      const tree = parseFormula(m.formula);
      const bare = bareNames(tree);
      const own = hasAggregate(tree) || bare.some((n) => this.measureExprs.has(n.toLowerCase()));
      // Figures and a row's values do not mix: a column outside the aggregations would not be one value per group.
      const loose = own ? bare.find((n) => !this.measureExprs.has(n.toLowerCase())) : undefined;
      if (loose)
        throw new StructuredQueryError(
          `The formula '${m.formula}' aggregates, so '${loose}' must be an aggregation of it (sum(${loose}) …) or the name of a measure before this one.`,
        );
      if (own && m.agg)
        throw new StructuredQueryError(
          `The formula '${m.formula}' aggregates by itself: leave \`agg\` out, or write the formula row by row.`,
        );
      if (!own && !m.agg)
        throw new StructuredQueryError(
          `The formula '${m.formula}' is computed per row: say how to aggregate it with \`agg\` (sum, avg …).`,
        );
      const money = { seen: false };
      const built = this.formula(tree, when, money);
      expr = own ? built : aggregate(m.agg!, built, when);
      format = m.agg === 'count' || m.agg === 'count_distinct' ? 'integer' : money.seen ? 'money' : 'number';
      name = m.name ?? (own ? `measure ${index + 1}` : `${m.agg} of ${m.formula}`);
    } else {
      const agg = m.agg ?? (m.column ? undefined : 'count');
      if (!agg) throw new StructuredQueryError(`Say how to aggregate ${m.column} with \`agg\` (sum, avg, count …).`);
      if (!m.column && agg !== 'count')
        throw new StructuredQueryError(`${agg} needs a \`column\`; only count may leave it out (count of rows).`);
      const reached = m.column ? this.column(m.column) : null;
      checkAggregable(reached, agg);
      expr = aggregate(agg, reached?.expr ?? null, when);
      format =
        agg === 'count' || agg === 'count_distinct'
          ? 'integer'
          : reached && (reached.column.money === 'amount' || reached.column.money === 'price')
            ? 'money'
            : reached && TIMED.has(reached.column.type) && (agg === 'min' || agg === 'max')
              ? 'date'
              : 'number';
      name = m.name ?? (reached ? `${agg} of ${reached.column.name}` : 'count');
    }
    if (m.shareOfTotal) {
      expr = {
        kind: 'arith',
        op: '/',
        left: { kind: 'arith', op: '*', left: expr, right: lit(100) },
        right: { kind: 'window', fn: 'sum', arg: expr },
      };
      format = 'percent';
    }
    return { name, expr, format };
  }

  /**
   * A formula's tree as an expression. `inAgg` is the aggregation around the node, if any: outside one, a name may
   * be a measure of the query; inside count, any column counts (a date, a text), not only numbers.
   */
  private formula(
    node: FormulaNode,
    when: Condition | null,
    money: { seen: boolean },
    inAgg: AggregateFn | null = null,
  ): Expr {
    switch (node.kind) {
      case 'number':
        return lit(node.value);
      case 'day':
        throw new StructuredQueryError(
          `'${node.value}' is a day: only days_between and age take one, as their second argument.`,
        );
      case 'call':
        return this.rowFunction(node.fn, node.args);
      case 'column': {
        const measure = inAgg ? undefined : this.measureExprs.get(node.name.toLowerCase());
        if (measure) return measure;
        const reached = this.column(node.name);
        if (inAgg === 'count' || inAgg === 'count_distinct') return reached.expr;
        if (!NUMERIC.has(reached.column.type))
          throw new StructuredQueryError(
            `${reached.entity.name}.${reached.column.name} is ${reached.column.type}, not a number: a formula computes with numbers.`,
          );
        if (reached.column.money === 'amount' || reached.column.money === 'price') money.seen = true;
        return reached.expr;
      }
      case 'agg':
        return aggregate(node.fn, node.arg ? this.formula(node.arg, null, money, node.fn) : null, when);
      case 'arith':
        return {
          kind: 'arith',
          op: node.op,
          left: this.formula(node.left, when, money, inAgg),
          right: this.formula(node.right, when, money, inAgg),
        };
    }
  }

  /** A function of one row's dates: days between two, a part of one, an age in whole years. */
  private rowFunction(fn: RowFunction, args: FormulaNode[]): Expr {
    const date = (node: FormulaNode, literal: boolean): Expr => {
      if (node.kind === 'day' && literal) return lit(node.value);
      if (node.kind !== 'column')
        throw new StructuredQueryError(`${fn} reads a date column${literal ? " or a day written 'YYYY-MM-DD'" : ''}.`);
      return this.timeColumn(node.name, `${fn}()`).expr;
    };
    switch (fn) {
      case 'days_between':
        return { kind: 'days_between', from: date(args[0], true), to: date(args[1], true) };
      case 'age': {
        const on = args[1];
        return ageExpr(date(args[0], false), on.kind === 'day' ? on.value : date(on, false));
      }
      case 'weekday':
        return { kind: 'weekday', arg: date(args[0], false) };
      default:
        return { kind: 'time', unit: fn, mode: 'part', arg: date(args[0], false) };
    }
  }

  /**
   * A value computed per row, read like a column of the base table by its name: its type is a number, and it may
   * use the computed values defined before it.
   */
  private defineComputed(name: string, text: string): void {
    const key = name.trim().toLowerCase();
    if (this.computed.has(key) || findColumn(this.base, name))
      throw new StructuredQueryError(
        `computed: '${name}' is already ${this.computed.has(key) ? 'a computed value' : `a column of ${this.base.name}`}; give it another name.`,
      );
    const tree = parseFormula(text);
    if (hasAggregate(tree))
      throw new StructuredQueryError(
        `computed: '${name}' is computed per row, so it cannot aggregate; put the aggregation in a measure.`,
      );
    // Days, parts of dates and ages are whole numbers; arithmetic may not be.
    const integer = tree.kind === 'call';
    const column: CatalogColumn = {
      entity: this.base.name,
      name,
      type: integer ? 'integer' : 'decimal',
      role: 'measure',
      words: [],
      stems: [],
      isKey: false,
      money: null,
    };
    this.computed.set(key, { entity: this.base, column, expr: this.formula(tree, null, { seen: false }) });
  }

  private all(conditions: Condition[]): Condition {
    return conditions.length === 1 ? conditions[0] : { kind: 'and', conditions };
  }

  /** A filter as a condition; `inMeasure` keeps the joins it needs outer (the other rows still count elsewhere). */
  private filter(f: StructuredFilter, inMeasure = false): Condition {
    if ('any' in f) return { kind: 'or', conditions: f.any.map((x) => this.filter(x, true)) };
    if ('not' in f) return { kind: 'not', condition: this.filter(f.not, true) };
    if ('related' in f) return this.related(f.related, f.exists, f.where ?? [], f.having);
    if ('figure' in f) return this.comparedWithFigure(f.column, f.op, f.figure);
    const reached = this.column(f.column, !inMeasure);
    const c = reached.column;
    const e = reached.expr;
    if (f.otherColumn) {
      if (!['=', '<>', '<', '<=', '>', '>='].includes(f.op))
        throw new StructuredQueryError(`otherColumn compares with =, <>, <, <=, > or >=, not ${f.op}.`);
      const other = this.column(f.otherColumn, !inMeasure);
      return { kind: 'cmp', op: f.op as '=', left: e, right: other.expr };
    }
    const where = `${reached.entity.name}.${c.name}`;
    switch (f.op) {
      case 'is_null':
      case 'is_not_null':
        return { kind: 'is_null', expr: e, negate: f.op === 'is_not_null' };
      case 'in':
      case 'not_in': {
        if (!Array.isArray(f.value)) throw new StructuredQueryError(`${f.op} on ${where} needs a list of values.`);
        const values = f.value.flatMap((v) => valueFor(c, v, where));
        // Text equality ignores case, in a list as with '='.
        const cond: Condition =
          c.type === 'text' && values.every((v) => typeof v === 'string') && !c.truth
            ? { kind: 'or', conditions: values.map((v) => ({ kind: 'eq_ci', expr: e, value: v as string })) }
            : { kind: 'in', expr: e, values };
        return f.op === 'in' ? cond : { kind: 'not', condition: cond };
      }
      case 'between': {
        if (!Array.isArray(f.value) || f.value.length !== 2)
          throw new StructuredQueryError(`between on ${where} needs [low, high].`);
        const [lo, hi] = f.value.map((v) => single(c, v, where));
        return {
          kind: 'and',
          conditions: [
            { kind: 'cmp', op: '>=', left: e, right: lit(lo) },
            { kind: 'cmp', op: '<=', left: e, right: lit(hi) },
          ],
        };
      }
      case 'contains':
      case 'starts_with':
      case 'ends_with': {
        if (typeof f.value !== 'string') throw new StructuredQueryError(`${f.op} on ${where} needs a text value.`);
        const mode = f.op === 'contains' ? 'contains' : f.op === 'starts_with' ? 'starts' : 'ends';
        return { kind: 'text', expr: e, mode, value: f.value };
      }
      default: {
        if (f.value === undefined || Array.isArray(f.value))
          throw new StructuredQueryError(`${f.op} on ${where} needs one value.`);
        if (f.value === null)
          throw new StructuredQueryError(`Compare with null by is_null or is_not_null, not ${f.op}.`);
        const values = valueFor(c, f.value, where);
        // A flag kept as text ('Y'/'N') may have several spellings of yes.
        if (values.length > 1) {
          const cond: Condition = { kind: 'in', expr: e, values };
          if (f.op === '=') return cond;
          if (f.op === '<>') return { kind: 'not', condition: cond };
          throw new StructuredQueryError(`${where} is a yes/no flag: compare it with = or <>.`);
        }
        const v = values[0];
        if (f.op === '=' && typeof v === 'string' && c.type === 'text') return { kind: 'eq_ci', expr: e, value: v };
        if (f.op === '<>' && typeof v === 'string' && c.type === 'text')
          return { kind: 'not', condition: { kind: 'eq_ci', expr: e, value: v } };
        return { kind: 'cmp', op: f.op, left: e, right: lit(v) };
      }
    }
  }

  /**
   * A column compared with one figure over a table's rows ("above the average"): EXISTS over that table with the
   * comparison in HAVING and no grouping, so the subquery is one aggregate row that holds exactly when the comparison
   * does, in every SQL dialect, with no scalar subquery in the QuerySpec.
   */
  private comparedWithFigure(ref: string, op: (typeof COMPARISONS)[number], figure: FigureOfRows): Condition {
    const left = this.column(ref, true);
    const split = splitRef(this.catalog, figure.column);
    const table = split?.entity ?? this.base;
    const sub = new Compiler(
      { from: table.name, columns: [] },
      this.catalog,
      `r${++this.subqueries.count}_`,
      this.subqueries,
    );
    const reached = sub.column(figure.column);
    checkAggregable(reached, figure.agg);
    const where = (figure.where ?? []).map((w) => sub.filter(w));
    sub.tables.forEach((t) => this.tables.add(t));
    const query: QuerySpec = {
      from: { entity: table.name, alias: sub.baseAlias },
      joins: sub.joins.build(),
      select: [{ alias: 'one', expr: lit(1) }],
      ...(where.length ? { where: sub.all(where) } : {}),
      having: { kind: 'cmp', op, left: left.expr, right: aggregate(figure.agg, reached.expr, null) },
    };
    if (!query.joins?.length) delete query.joins;
    return { kind: 'exists', query, negate: false };
  }

  /** Rows of a related table exist (or not) for each base row: a correlated EXISTS along the relation's path. */
  private related(name: string, exists: boolean, where: StructuredFilter[], having?: RelatedFigure): Condition {
    const other = entityNamed(this.catalog, name);
    if (!this.base.primaryKey.length)
      throw new StructuredQueryError(`${this.base.name} has no key, so its related rows cannot be told apart.`);
    const path = findPath(this.catalog, other.name, this.base.name);
    if (!path || !path.steps.length)
      throw new StructuredQueryError(`No relation leads from ${other.name} to ${this.base.name}.`);
    this.tables.add(other.name);
    const sub = new Compiler(
      { from: other.name, columns: [] },
      this.catalog,
      `r${++this.subqueries.count}_`,
      this.subqueries,
    );
    const end = sub.joins.aliasFor(path, true);
    const conditions: Condition[] = this.base.primaryKey.map((k) => ({
      kind: 'cmp',
      op: '=',
      left: col(end, k),
      right: col(this.baseAlias, k),
    }));
    for (const f of where) conditions.push(sub.filter(f));
    sub.tables.forEach((t) => this.tables.add(t));
    const query: QuerySpec = {
      from: { entity: other.name, alias: sub.baseAlias },
      joins: sub.joins.build(),
      select: [{ alias: 'one', expr: lit(1) }],
      where: { kind: 'and', conditions },
      // A figure of each base row's related rows: the subquery is their one aggregate row, kept when it meets this.
      ...(having ? { having: sub.relatedFigure(having) } : {}),
    };
    return { kind: 'exists', query, negate: !exists };
  }

  private relatedFigure(h: RelatedFigure): Condition {
    if (!h.column && h.agg !== 'count')
      throw new StructuredQueryError(`related having: ${h.agg} needs a \`column\`; only count may leave it out.`);
    const reached = h.column ? this.column(h.column) : null;
    checkAggregable(reached, h.agg);
    return { kind: 'cmp', op: h.op, left: aggregate(h.agg, reached?.expr ?? null, null), right: lit(h.value) };
  }
}

function aggregate(fn: AggregateFn, arg: Expr | null, when: Condition | null): Expr {
  if (!when) return { kind: 'agg', fn, arg };
  // Conditional aggregation: rows outside the condition give NULL, which every aggregate skips.
  const value = arg ?? lit(1);
  return { kind: 'agg', fn, arg: { kind: 'case', when, then: value, else: null } };
}

function formatOf(c: CatalogColumn): ColumnFormat {
  if (c.type === 'date' || c.type === 'timestamp' || c.textDate) return 'date';
  if (c.money === 'amount' || c.money === 'price') return 'money';
  if (c.type === 'integer') return c.role === 'id' ? 'text' : 'integer';
  if (c.type === 'decimal') return 'number';
  return 'text';
}

/** The value as the column keeps it; a flag's true and false become the values that mean yes and no. */
function valueFor(c: CatalogColumn, v: Literal, where: string): Literal[] {
  if (c.truth && (typeof v === 'boolean' || /^(true|false|yes|no)$/i.test(String(v)))) {
    const yes = typeof v === 'boolean' ? v : /^(true|yes)$/i.test(String(v));
    return yes ? c.truth.yes : c.truth.no;
  }
  return [single(c, v, where)];
}

function single(c: CatalogColumn, v: Literal, where: string): Literal {
  if (v === null) return null;
  if (NUMERIC.has(c.type)) {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (Number.isNaN(n)) throw new StructuredQueryError(`${where} holds numbers; ${JSON.stringify(v)} is not one.`);
    return n;
  }
  if (c.type === 'boolean') {
    if (typeof v === 'boolean') return v;
    if (/^(true|yes|1)$/i.test(String(v))) return true;
    if (/^(false|no|0)$/i.test(String(v))) return false;
    throw new StructuredQueryError(`${where} is true or false; ${JSON.stringify(v)} is neither.`);
  }
  if (
    (c.type === 'date' || c.type === 'timestamp') &&
    typeof v === 'string' &&
    !/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v)
  )
    throw new StructuredQueryError(`${where} is a date: write ${JSON.stringify(v)} as YYYY-MM-DD.`);
  return typeof v === 'string' || typeof v === 'boolean' ? v : c.type === 'text' ? String(v) : v;
}
