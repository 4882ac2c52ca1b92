import { ConnectorError } from '../connector';
import type { ColumnRef, Condition, Expr, Literal, QuerySpec } from '../query';
import { asDate, asNumber } from '../api/values';
import { isAggregateQuery } from '../api/pushdown';
import { findField, NUMBER_TYPES, TEXT_TYPES, type SfFieldMeta, type SfObjectMeta } from './metadata';

/**
 * QuerySpec → SOQL (SOQL and SOSL Reference). A spec compiles when SOQL can
 * say all of it: one object plus parent lookups through relationship names
 * (Opportunity → Account as Account.Name), WHERE, GROUP BY, aggregates,
 * HAVING, ORDER BY and LIMIT. Anything else throws NotPushable and the
 * connector pushes per-object filters instead and evaluates the rest in memory.
 *
 * Values are always SOQL literals of the field's type: text quoted with
 * backslash escapes, numbers bare, dates and dateTimes as bare ISO literals —
 * a user's value never reaches the statement unescaped. SOQL differs from SQL
 * on nulls (`!=` and NOT IN match null), so negations carry `!= null`.
 */

export class NotPushable extends Error {}

/** What the compiled statement returns, per output column: how to read it and of which Salesforce type it is. */
export interface SoqlColumn {
  alias: string;
  /** Path into a plain record (['Account', 'Name']) or the alias key of an aggregate record (['c0']). */
  path: string[];
  /** The Salesforce type of the value ('date', 'currency', …) or 'number' for counts and date parts. */
  type: string;
}

export interface CompiledSoql {
  soql: string;
  columns: SoqlColumn[];
  aggregate: boolean;
}

/** Most rows an aggregate query returns in one batch (aggregate results have no queryMore). */
export const AGGREGATE_BATCH = 2000;

const AGG: Record<string, string> = {
  count: 'COUNT',
  count_distinct: 'COUNT_DISTINCT',
  sum: 'SUM',
  avg: 'AVG',
  min: 'MIN',
  max: 'MAX',
};
const DATE_PARTS: Record<string, string> = {
  year: 'CALENDAR_YEAR',
  quarter: 'CALENDAR_QUARTER',
  month: 'CALENDAR_MONTH',
  day: 'DAY_IN_MONTH',
};
const NEGATED: Record<string, string> = { '=': '<>', '<>': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };
const FLIPPED: Record<string, string> = { '=': '=', '<>': '<>', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

/** Quotes a text value as a SOQL string literal (Quoted String Escape Sequences). */
export function quoteSoql(value: string): string {
  const escaped = value.replace(
    /[\\'"\n\r\t\b\f]/g,
    (c) =>
      ({ '\\': '\\\\', "'": "\\'", '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' })[c]!,
  );
  return `'${escaped}'`;
}

/** A LIKE pattern matching `value` anywhere; its own % and _ are escaped so they match literally. */
export function containsPattern(value: string): string {
  const body = quoteSoql(value)
    .slice(1, -1)
    .replace(/[%_]/g, (c) => `\\${c}`);
  return `'%${body}%'`;
}

/** Resolves table aliases to SOQL paths and fields to their metadata. */
class Scope {
  readonly paths = new Map<string, { path: string[]; meta: SfObjectMeta }>();
  /** Conditions an inner join adds (the reference must be set). */
  readonly required: string[] = [];

  constructor(spec: QuerySpec, metas: Map<string, SfObjectMeta>) {
    const root = metas.get(spec.from.entity);
    if (!root) throw new ConnectorError(`Salesforce has no object "${spec.from.entity}".`, 'query');
    this.paths.set(spec.from.alias, { path: [], meta: root });
    for (const join of spec.joins ?? []) {
      // Only a child → parent lookup: child.RefField = parent.Id.
      if (join.on.length !== 1) throw new NotPushable('multi-column join');
      const { left, right } = join.on[0];
      const [mine, theirs] = left.table === join.alias ? [left, right] : [right, left];
      const parentMeta = metas.get(join.entity);
      const child = this.paths.get(theirs.table);
      if (mine.table !== join.alias || !child || !parentMeta || mine.column.toLowerCase() !== 'id')
        throw new NotPushable('not a parent lookup');
      const ref = findField(child.meta, theirs.column);
      if (!ref || ref.type !== 'reference' || !ref.relationshipName || !(ref.referenceTo ?? []).includes(join.entity))
        throw new NotPushable('not a reference field');
      // A polymorphic reference would need TYPEOF; only single-target lookups are paths.
      if ((ref.referenceTo ?? []).length !== 1) throw new NotPushable('polymorphic reference');
      if (join.type === 'inner') this.required.push(`${[...child.path, ref.name].join('.')} != null`);
      this.paths.set(join.alias, { path: [...child.path, ref.relationshipName], meta: parentMeta });
    }
  }

  field(ref: ColumnRef): { soql: string; path: string[]; field: SfFieldMeta } {
    const table = this.paths.get(ref.table);
    if (!table) throw new ConnectorError(`Unknown table alias: ${ref.table}`, 'query');
    const field = findField(table.meta, ref.column);
    if (!field) throw new ConnectorError(`Salesforce object ${table.meta.name} has no field "${ref.column}".`, 'query');
    const path = [...table.path, field.name];
    return { soql: path.join('.'), path, field };
  }
}

/** Compiles the whole spec to one SOQL statement, or throws NotPushable. */
export function compileSoql(
  spec: QuerySpec,
  metas: Map<string, SfObjectMeta>,
  limit: number | undefined,
): CompiledSoql {
  const scope = new Scope(spec, metas);
  const aggregate = isAggregateQuery(spec) || Boolean(spec.distinct);
  const parts: string[] = [];
  const columns: SoqlColumn[] = [];
  const selectSoql: string[] = [];

  spec.select.forEach((s, i) => {
    if (aggregate) {
      const { soql, type } = aggregateExpr(s.expr, scope);
      selectSoql.push(soql);
      parts.push(`${soql} c${i}`);
      columns.push({ alias: s.alias, path: [`c${i}`], type });
    } else {
      if (s.expr.kind !== 'column') throw new NotPushable('computed column');
      const f = scope.field(s.expr);
      selectSoql.push(f.soql);
      parts.push(f.soql);
      columns.push({ alias: s.alias, path: f.path, type: f.field.type });
    }
  });
  // SOQL has no DISTINCT: grouping by every selected field gives the same rows.
  const groupBy = spec.distinct && !isAggregateQuery(spec) ? spec.select.map((s) => s.expr) : (spec.groupBy ?? []);
  const rootName = metas.get(spec.from.entity)!.name;
  // A field selected twice is read twice from one SOQL column (SOQL refuses duplicate fields).
  let soql = `SELECT ${[...new Set(parts)].join(', ')} FROM ${rootName}`;

  const where = [...scope.required, ...(spec.where ? [condition(spec.where, scope, false)] : [])];
  if (where.length) soql += ` WHERE ${where.join(' AND ')}`;
  if (groupBy.length) {
    soql += ` GROUP BY ${groupBy
      .map((g) => {
        const { soql: text, field } = groupExpr(g, scope);
        if (field && !field.groupable) throw new NotPushable('field cannot be grouped');
        return text;
      })
      .join(', ')}`;
  }
  if (spec.having) soql += ` HAVING ${havingCondition(spec.having, scope)}`;
  if (spec.orderBy?.length) {
    soql += ` ORDER BY ${spec.orderBy
      .map((o) => {
        if (o.direction !== 'asc' && o.direction !== 'desc')
          throw new ConnectorError('Unknown sort direction.', 'query');
        const i = spec.select.findIndex((s) => JSON.stringify(s.expr) === JSON.stringify(o.expr));
        let text: string;
        if (aggregate) text = i >= 0 ? selectSoql[i] : aggregateExpr(o.expr, scope).soql;
        else {
          if (o.expr.kind !== 'column') throw new NotPushable('computed sort');
          const f = scope.field(o.expr);
          if (!f.field.sortable) throw new NotPushable('field cannot be sorted');
          text = f.soql;
        }
        // NULLS LAST both ways, as the SQL connectors order.
        return `${text} ${o.direction.toUpperCase()} NULLS LAST`;
      })
      .join(', ')}`;
  }
  if (limit !== undefined) soql += ` LIMIT ${Math.max(0, Math.floor(limit))}`;
  return { soql, columns, aggregate };
}

/** A select/order term of an aggregate query: an aggregate, a grouped field, or a date part of a date field. */
function aggregateExpr(e: Expr, scope: Scope): { soql: string; type: string } {
  if (e.kind === 'agg') {
    const fn = AGG[e.fn];
    if (!fn) throw new ConnectorError(`Unknown aggregate: ${String(e.fn)}`, 'query');
    if (e.arg === null) {
      if (e.fn !== 'count') throw new ConnectorError(`${e.fn} needs an argument.`, 'query');
      // COUNT() alone answers with totalSize only; COUNT(Id) counts every row and returns a record.
      return { soql: 'COUNT(Id)', type: 'number' };
    }
    if (e.arg.kind !== 'column') throw new NotPushable('aggregate of an expression');
    const f = scope.field(e.arg);
    if ((e.fn === 'sum' || e.fn === 'avg') && !NUMBER_TYPES.has(f.field.type))
      throw new NotPushable('sum of a non-number');
    if (f.field.aggregatable === false && e.fn !== 'count') throw new NotPushable('field cannot be aggregated');
    return { soql: `${fn}(${f.soql})`, type: e.fn === 'min' || e.fn === 'max' ? f.field.type : 'number' };
  }
  const g = groupExpr(e, scope);
  return { soql: g.soql, type: g.type };
}

function groupExpr(e: Expr, scope: Scope): { soql: string; type: string; field?: SfFieldMeta } {
  if (e.kind === 'column') {
    const f = scope.field(e);
    return { soql: f.soql, type: f.field.type, field: f.field };
  }
  // Date functions on dateTime fields convert to the user's time zone; only date fields match SQL exactly.
  if (e.kind === 'time' && e.mode === 'part' && DATE_PARTS[e.unit] && e.arg.kind === 'column') {
    const f = scope.field(e.arg);
    if (f.field.type === 'date') return { soql: `${DATE_PARTS[e.unit]}(${f.soql})`, type: 'number' };
  }
  throw new NotPushable('expression cannot be grouped');
}

/** A WHERE condition; `negated` pushes NOT inward so every comparison can carry its null guard. */
export function condition(c: Condition, scope: Pick<Scope, 'field'>, negated: boolean): string {
  switch (c.kind) {
    case 'and':
    case 'or': {
      if (!c.conditions.length) throw new NotPushable('empty and/or');
      const joiner = (c.kind === 'and') !== negated ? ' AND ' : ' OR ';
      const parts = c.conditions.map((x) => condition(x, scope, negated));
      return parts.length === 1 ? parts[0] : `(${parts.join(joiner)})`;
    }
    case 'not':
      return condition(c.condition, scope, !negated);
    case 'is_null': {
      const f = filterField(c.expr, scope);
      // A boolean field is never null in Salesforce (= null matches false).
      if (f.field.type === 'boolean') throw new NotPushable('null test on a boolean');
      return `${f.soql} ${c.negate !== negated ? '!=' : '='} null`;
    }
    case 'cmp': {
      let op: string = c.op;
      let column = c.left;
      let value = c.right;
      if (c.left.kind !== 'column') {
        column = c.right;
        value = c.left;
        op = FLIPPED[c.op];
      }
      if (column.kind !== 'column' || value.kind !== 'literal' || !op)
        throw new NotPushable('comparison of expressions');
      if (negated) op = NEGATED[op];
      const f = filterField(column, scope);
      const lit = literal(value.value, f.field);
      if (op === '<>') return `(${f.soql} != ${lit} AND ${f.soql} != null)`;
      return `${f.soql} ${op} ${lit}`;
    }
    case 'in': {
      const f = filterField(c.expr, scope);
      const values = c.values.filter((v) => v !== null);
      if (!values.length) throw new NotPushable('empty IN');
      const list = `(${values.map((v) => literal(v, f.field)).join(', ')})`;
      if (!negated) return `${f.soql} IN ${list}`;
      // NOT IN over a list holding null is never true in SQL.
      if (values.length !== c.values.length) throw new NotPushable('NOT IN with null');
      return `(${f.soql} NOT IN ${list} AND ${f.soql} != null)`;
    }
    case 'eq_ci': {
      const f = filterField(c.expr, scope);
      if (!TEXT_TYPES.has(f.field.type)) throw new NotPushable('eq_ci on a non-text field');
      // Text equality in SOQL ignores case.
      const lit = quoteSoql(String(c.value));
      return negated ? `(${f.soql} != ${lit} AND ${f.soql} != null)` : `${f.soql} = ${lit}`;
    }
    case 'contains': {
      const f = filterField(c.expr, scope);
      if (!TEXT_TYPES.has(f.field.type)) throw new NotPushable('contains on a non-text field');
      const like = `${f.soql} LIKE ${containsPattern(String(c.value))}`;
      return negated ? `((NOT ${like}) AND ${f.soql} != null)` : like;
    }
    default:
      throw new ConnectorError(`Unknown condition kind: ${String((c as { kind: unknown }).kind)}`, 'query');
  }
}

function filterField(e: Expr, scope: Pick<Scope, 'field'>) {
  if (e.kind !== 'column') throw new NotPushable('condition on an expression');
  const f = scope.field(e);
  if (!f.field.filterable) throw new NotPushable('field cannot be filtered');
  return f;
}

/** HAVING: aggregates or grouped fields compared with literals. */
function havingCondition(c: Condition, scope: Scope): string {
  switch (c.kind) {
    case 'and':
    case 'or':
      return `(${c.conditions.map((x) => havingCondition(x, scope)).join(c.kind === 'and' ? ' AND ' : ' OR ')})`;
    case 'not':
      return `(NOT ${havingCondition(c.condition, scope)})`;
    case 'cmp': {
      const [term, value, op] = c.left.kind === 'literal' ? [c.right, c.left, FLIPPED[c.op]] : [c.left, c.right, c.op];
      if (value.kind !== 'literal' || value.value === null || !op) throw new NotPushable('having on expressions');
      const { soql, type } = aggregateExpr(term, scope);
      const lit = type === 'number' ? numberLiteral(value.value) : literal(value.value, { type } as SfFieldMeta);
      return `${soql} ${op === '<>' ? '!=' : op} ${lit}`;
    }
    default:
      throw new NotPushable('having condition');
  }
}

function numberLiteral(v: Literal): string {
  const n = asNumber(v as string | number);
  if (n === null) throw new NotPushable('not a number');
  const text = String(n);
  if (/e/i.test(text)) throw new NotPushable('number out of SOQL range');
  return text;
}

/** A value as a SOQL literal of the field's type. */
export function literal(v: Literal, field: Pick<SfFieldMeta, 'type'>): string {
  if (v === null) throw new NotPushable('null literal');
  const type = field.type;
  if (TEXT_TYPES.has(type)) return quoteSoql(String(v));
  if (NUMBER_TYPES.has(type)) return numberLiteral(v);
  if (type === 'boolean') {
    if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
    if (v === 'true' || v === 'false') return v.toUpperCase();
    throw new NotPushable('not a boolean');
  }
  if (type === 'date' || type === 'datetime') {
    const d = asDate(v);
    if (!d) throw new NotPushable('not a date');
    const iso = d.toISOString();
    if (type === 'date') {
      // A date field against a moment inside a day is not a date literal.
      if (!iso.endsWith('T00:00:00.000Z')) throw new NotPushable('time of day on a date field');
      return iso.slice(0, 10);
    }
    return iso.endsWith('.000Z') ? `${iso.slice(0, 19)}Z` : iso;
  }
  throw new NotPushable(`no literal for ${type}`);
}

/** SELECT fields FROM object [WHERE pushable conditions] for reading one object's records into memory. */
export function fetchSoql(
  meta: SfObjectMeta,
  alias: string,
  fields: string[],
  filters: Condition[],
): { soql: string; pushed: Condition[] } {
  const scope = {
    field(ref: ColumnRef) {
      const field = findField(meta, ref.column);
      if (ref.table !== alias || !field) throw new NotPushable('unknown field');
      return { soql: field.name, path: [field.name], field };
    },
  };
  const pushed: Array<{ c: Condition; soql: string }> = [];
  for (const c of filters) {
    try {
      pushed.push({ c, soql: condition(c, scope, false) });
    } catch (err) {
      if (!(err instanceof NotPushable)) throw err;
    }
  }
  let soql = `SELECT ${fields.join(', ')} FROM ${meta.name}`;
  if (pushed.length) soql += ` WHERE ${pushed.map((p) => p.soql).join(' AND ')}`;
  return { soql, pushed: pushed.map((p) => p.c) };
}
