import type { ColumnRef, Condition, Expr, Literal, QuerySpec } from '../query';
import { dialects, type SqlDialect, type SqlDialectName } from './dialect';
import { QuerySpecError } from './errors';
import { PRE_AGGREGATED, preAggregate } from './pre-aggregate';

export interface CompileOptions {
  /** Database schema every entity must live in (e.g. 'demo'): unqualified entities get it, others must match it. */
  namespace?: string;
  /** MySQL: aggregate a grouped join's fact table first (pre-aggregate.ts); false compiles the spec as written. */
  preAggregate?: boolean;
}

export interface CompiledSql {
  sql: string;
  params: unknown[];
}

export { QuerySpecError };

const AGG_SQL = {
  count: 'COUNT',
  count_distinct: 'COUNT',
  sum: 'SUM',
  avg: 'AVG',
  min: 'MIN',
  max: 'MAX',
  median: 'MEDIAN',
} as const;
const WINDOW_SQL = {
  row_number: 'ROW_NUMBER',
  rank: 'RANK',
  dense_rank: 'DENSE_RANK',
  sum: 'SUM',
  avg: 'AVG',
  count: 'COUNT',
  lag: 'LAG',
} as const;
const TEXT_MODES = new Set(['starts', 'ends', 'contains']);
const CMP_OPS = new Set(['=', '<>', '<', '<=', '>', '>=']);
const ARITH_OPS = new Set(['+', '-', '*', '/']);
const TIME_UNITS = new Set(['year', 'quarter', 'month', 'week', 'day']);
/** A hard ceiling on LIMIT so a spec can never ask a source for an unbounded result. */
const MAX_LIMIT = 100_000;

/**
 * Compiles a QuerySpec to one SELECT statement. Identifiers are always quoted,
 * every literal value is a bound parameter, and the closed vocabularies (operators,
 * aggregate functions, time units) are checked against allow-lists, so neither a
 * hostile name nor a hostile value can change the statement's shape.
 */
export function compileSql(spec: QuerySpec, dialectName: SqlDialectName, options: CompileOptions = {}): CompiledSql {
  const dialect = dialects[dialectName];
  if (!dialect) throw new QuerySpecError(`Unknown SQL dialect: ${String(dialectName)}`);
  // MySQL and MariaDB join before they group: a grouped join is summed per join key first (pre-aggregate.ts).
  const rewritten = dialect.name === 'mysql' && options.preAggregate !== false ? preAggregate(spec) : null;
  return new Compiler(dialect, rewritten ?? spec, options, []).compile();
}

/** Subqueries nest at most this deep (a derived table of a derived table …). */
const MAX_DEPTH = 4;

class Compiler {
  private readonly aliases = new Set<string>();
  private readonly q: (name: string) => string;

  /**
   * `params` is shared with the enclosing query (one parameter list per statement); `outer` are the aliases of
   * the enclosing queries, which a correlated subquery (EXISTS) may refer to.
   */
  constructor(
    private readonly d: SqlDialect,
    private readonly spec: QuerySpec,
    private readonly options: CompileOptions,
    private readonly params: unknown[],
    private readonly outer: ReadonlySet<string> = new Set(),
    private readonly depth = 0,
  ) {
    this.q = d.quoteIdent;
    if (depth > MAX_DEPTH) throw new QuerySpecError('The query nests too deeply.');
  }

  private sub(spec: QuerySpec, correlated: boolean): string {
    const visible = correlated ? new Set([...this.outer, ...this.aliases]) : new Set<string>();
    return new Compiler(this.d, spec, this.options, this.params, visible, this.depth + 1).compile().sql;
  }

  compile(): CompiledSql {
    const { spec } = this;
    if (!spec.select?.length) throw new QuerySpecError('A query needs at least one selected column.');
    // A derived table is compiled before this query's aliases exist, so it cannot see them.
    const derived = spec.from.query ? `(${this.sub(spec.from.query, false)})` : null;
    this.declareAlias(spec.from.alias);
    for (const j of spec.joins ?? []) this.declareAlias(j.alias);
    const outNames = new Set(spec.select.map((s) => s.alias));
    if (outNames.size !== spec.select.length || [...outNames].some((a) => typeof a !== 'string' || !a))
      throw new QuerySpecError('Selected columns need distinct names.');

    const parts: string[] = [];
    const select = spec.select.map((s) => `${this.expr(s.expr)} AS ${this.q(s.alias)}`);
    parts.push(`SELECT ${spec.distinct ? 'DISTINCT ' : ''}${select.join(', ')}`);
    parts.push(`FROM ${derived ? `${derived} AS ${this.q(spec.from.alias)}` : this.from(spec.from)}`);
    for (const j of spec.joins ?? []) {
      if (j.type !== 'inner' && j.type !== 'left') throw new QuerySpecError(`Unknown join type: ${String(j.type)}`);
      if (!j.on.length) throw new QuerySpecError(`Join to ${j.entity} has no join columns.`);
      const on = j.on.map((p) => `${this.column(p.left)} = ${this.column(p.right)}`).join(' AND ');
      parts.push(`${j.type === 'left' ? 'LEFT JOIN' : 'JOIN'} ${this.entity(j.entity)} AS ${this.q(j.alias)} ON ${on}`);
    }
    if (spec.where) parts.push(`WHERE ${this.condition(spec.where)}`);
    if (spec.groupBy?.length)
      parts.push(`GROUP BY ${spec.groupBy.map((e) => this.selectRef(e, 'position')).join(', ')}`);
    if (spec.having) parts.push(`HAVING ${this.condition(spec.having)}`);
    if (spec.orderBy?.length) {
      const terms = spec.orderBy.map((o) => {
        if (o.direction !== 'asc' && o.direction !== 'desc') throw new QuerySpecError('Unknown sort direction.');
        return this.d.orderTerm(this.selectRef(o.expr, 'alias'), o.direction);
      });
      parts.push(`ORDER BY ${terms.join(', ')}`);
    }
    if (spec.limit !== undefined) parts.push(`LIMIT ${validLimit(spec.limit)}`);
    return { sql: parts.join('\n'), params: this.params };
  }

  /** The FROM item, sampled when asked: page sampling on PostgreSQL, the first rows elsewhere (MySQL has no TABLESAMPLE). */
  private from(from: QuerySpec['from']): string {
    const table = this.entity(from.entity);
    const alias = this.q(from.alias);
    // Reading the fact table in the join key's index order would fetch each row at random: a scan is faster.
    if (PRE_AGGREGATED.has(this.spec)) return `${table} AS ${alias} USE INDEX FOR GROUP BY ()`;
    if (!from.sample) return `${table} AS ${alias}`;
    const { percent, rows } = from.sample;
    if (!(typeof percent === 'number' && percent > 0 && percent <= 100))
      throw new QuerySpecError('A sample needs a percentage between 0 and 100.');
    if (this.d.name === 'postgres') return `${table} AS ${alias} TABLESAMPLE SYSTEM (${Number(percent.toFixed(6))})`;
    return `(SELECT * FROM ${table} LIMIT ${validLimit(rows)}) AS ${alias}`;
  }

  private declareAlias(alias: string): void {
    if (typeof alias !== 'string' || !alias) throw new QuerySpecError('Every table in a query needs an alias.');
    if (this.aliases.has(alias)) throw new QuerySpecError(`Table alias used twice: ${alias}`);
    this.aliases.add(alias);
  }

  /** 'public.invoice' → "public"."invoice"; the namespace option pins every entity to one schema. */
  private entity(name: string): string {
    if (typeof name !== 'string' || !name) throw new QuerySpecError('Missing entity name.');
    const dot = name.indexOf('.');
    let ns = dot > 0 ? name.slice(0, dot) : undefined;
    const table = dot > 0 ? name.slice(dot + 1) : name;
    if (!table) throw new QuerySpecError(`Bad entity name: ${name}`);
    if (this.options.namespace !== undefined) {
      if (ns !== undefined && ns !== this.options.namespace)
        throw new QuerySpecError(`Entity ${name} is outside this system.`);
      ns = this.options.namespace;
    }
    return ns !== undefined ? `${this.q(ns)}.${this.q(table)}` : this.q(table);
  }

  private column(ref: ColumnRef): string {
    if (!this.aliases.has(ref.table) && !this.outer.has(ref.table))
      throw new QuerySpecError(`Unknown table alias: ${ref.table}`);
    if (typeof ref.column !== 'string' || !ref.column) throw new QuerySpecError('Missing column name.');
    return `${this.q(ref.table)}.${this.q(ref.column)}`;
  }

  private param(value: unknown): string {
    this.params.push(value);
    return this.d.placeholder(this.params.length, value);
  }

  private literal(value: Literal): string {
    if (value === null) return 'NULL';
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new QuerySpecError('A number in the query is not finite.');
    if (!['string', 'number', 'boolean'].includes(typeof value)) throw new QuerySpecError('Unsupported literal.');
    return this.param(value);
  }

  /**
   * GROUP BY / ORDER BY an expression that is also selected refer to it (GROUP BY by position, ORDER
   * BY by output name, which both dialects accept): repeating it would bind its parameters again under
   * new numbers, which PostgreSQL then treats as a different expression ("must appear in the GROUP BY
   * clause").
   */
  private selectRef(e: Expr, how: 'position' | 'alias'): string {
    const key = JSON.stringify(e);
    const i = this.spec.select.findIndex((s) => JSON.stringify(s.expr) === key);
    if (i < 0) return this.expr(e);
    return how === 'position' ? String(i + 1) : this.q(this.spec.select[i].alias);
  }

  private expr(e: Expr): string {
    switch (e.kind) {
      case 'column':
        return this.column(e);
      case 'literal':
        return this.literal(e.value);
      case 'agg': {
        const fn = AGG_SQL[e.fn];
        if (!fn) throw new QuerySpecError(`Unknown aggregate: ${String(e.fn)}`);
        if (e.arg === null) {
          if (e.fn !== 'count') throw new QuerySpecError(`${e.fn} needs an argument.`);
          return 'COUNT(*)';
        }
        if (e.fn === 'median') return this.d.median(this.expr(e.arg));
        return `${fn}(${e.fn === 'count_distinct' ? 'DISTINCT ' : ''}${this.expr(e.arg)})`;
      }
      case 'case':
        return `(CASE WHEN ${this.condition(e.when)} THEN ${this.expr(e.then)} ELSE ${e.else === null ? 'NULL' : this.expr(e.else)} END)`;
      case 'window': {
        const fn = WINDOW_SQL[e.fn];
        if (!fn) throw new QuerySpecError(`Unknown window function: ${String(e.fn)}`);
        const ranks = e.fn === 'row_number' || e.fn === 'rank' || e.fn === 'dense_rank';
        if (ranks !== (e.arg === null) && e.fn !== 'count')
          throw new QuerySpecError(`${e.fn} ${ranks ? 'takes no' : 'needs an'} argument.`);
        const over: string[] = [];
        if (e.partitionBy?.length) over.push(`PARTITION BY ${e.partitionBy.map((x) => this.expr(x)).join(', ')}`);
        if (e.orderBy?.length)
          over.push(
            `ORDER BY ${e.orderBy.map((o) => this.d.orderTerm(this.expr(o.expr), direction(o.direction))).join(', ')}`,
          );
        return `${fn}(${e.arg === null ? (e.fn === 'count' ? '*' : '') : this.expr(e.arg)}) OVER (${over.join(' ')})`;
      }
      case 'days_between':
        return this.d.daysBetween(this.expr(e.from), this.expr(e.to));
      case 'weekday':
        return this.d.weekday(this.expr(e.arg));
      case 'hour':
        return this.d.hour(this.expr(e.arg));
      case 'as_time':
        return `CAST(${this.expr(e.arg)} AS ${this.d.timestampType})`;
      case 'as_number':
        return this.d.leadingNumber(this.expr(e.arg), this.param(this.d.leadingNumberPattern));
      case 'arith': {
        if (!ARITH_OPS.has(e.op)) throw new QuerySpecError(`Unknown operator: ${String(e.op)}`);
        const l = this.expr(e.left);
        const r = this.expr(e.right);
        return e.op === '/' ? this.d.divide(l, r) : `(${l} ${e.op} ${r})`;
      }
      case 'time': {
        if (!TIME_UNITS.has(e.unit)) throw new QuerySpecError(`Unknown time unit: ${String(e.unit)}`);
        const arg = this.expr(e.arg);
        if (e.mode === 'trunc') return this.d.timeTrunc(e.unit, arg);
        if (e.mode === 'part') return this.d.timePart(e.unit, arg);
        throw new QuerySpecError('Unknown time mode.');
      }
      case 'coalesce':
        if (!e.args.length) throw new QuerySpecError('coalesce needs arguments.');
        return `COALESCE(${e.args.map((a) => this.expr(a)).join(', ')})`;
      case 'concat':
        if (!e.args.length) throw new QuerySpecError('concat needs arguments.');
        return this.d.concat(
          this.param(String(e.separator ?? '')),
          e.args.map((a) => this.expr(a)),
        );
      default:
        throw new QuerySpecError(`Unknown expression kind: ${String((e as { kind: unknown }).kind)}`);
    }
  }

  private condition(c: Condition): string {
    switch (c.kind) {
      case 'cmp':
        if (!CMP_OPS.has(c.op)) throw new QuerySpecError(`Unknown comparison: ${String(c.op)}`);
        return `${this.expr(c.left)} ${c.op} ${this.expr(c.right)}`;
      case 'in': {
        if (!c.values.length) return '1 = 0';
        const x = this.expr(c.expr);
        return `${x} IN (${c.values.map((v) => this.literal(v)).join(', ')})`;
      }
      case 'eq_ci':
        return `${this.d.lowerText(this.expr(c.expr))} = lower(${this.param(String(c.value))})`;
      case 'contains':
        return this.d.containsCi(this.expr(c.expr), this.param(String(c.value)));
      case 'is_null':
        return `${this.expr(c.expr)} IS ${c.negate ? 'NOT ' : ''}NULL`;
      case 'and':
      case 'or': {
        if (!c.conditions.length) return c.kind === 'and' ? '1 = 1' : '1 = 0';
        return `(${c.conditions.map((x) => this.condition(x)).join(c.kind === 'and' ? ' AND ' : ' OR ')})`;
      }
      case 'not':
        return `NOT (${this.condition(c.condition)})`;
      case 'text': {
        if (!TEXT_MODES.has(c.mode)) throw new QuerySpecError(`Unknown text match: ${String(c.mode)}`);
        // The value's own % and _ are escaped, so it matches as plain text.
        const plain = String(c.value)
          .replace(/[!%_]/g, (ch) => `!${ch}`)
          .toLowerCase();
        const pattern = c.mode === 'starts' ? `${plain}%` : c.mode === 'ends' ? `%${plain}` : `%${plain}%`;
        return `${this.d.lowerText(this.expr(c.expr))} LIKE ${this.param(pattern)} ESCAPE '!'`;
      }
      case 'exists':
        return `${c.negate ? 'NOT ' : ''}EXISTS (${this.sub(c.query, true)})`;
      default:
        throw new QuerySpecError(`Unknown condition kind: ${String((c as { kind: unknown }).kind)}`);
    }
  }
}

function direction(d: unknown): 'asc' | 'desc' {
  if (d !== 'asc' && d !== 'desc') throw new QuerySpecError('Unknown sort direction.');
  return d;
}

function validLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 0)
    throw new QuerySpecError('The row limit must be a whole number.');
  return Math.min(limit, MAX_LIMIT);
}
