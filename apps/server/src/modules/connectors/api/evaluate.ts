import { ConnectorError } from '../connector';
import type { Condition, Expr, Join, Literal, QueryResult, QuerySpec } from '../query';
import { isAggregateQuery } from './pushdown';
import { decimalAdd, decimalMul, decimalSub, decimalSum } from './decimal';
import { datePart, truncDate } from './time';
import { asDate, asNumber, asText, compareValues, joinKey, valueKey, type Value } from './values';

/**
 * An exact in-memory evaluator of the whole QuerySpec, with PostgreSQL's
 * semantics (the SQL connectors' compiler is the reference): inner/left joins,
 * three-valued logic, SQL null rules in aggregates, exact decimal sums, NULLS
 * LAST in both directions, DISTINCT, LIMIT and the row cap. API connectors
 * push down what their API can do and evaluate the rest here, so SOE Local's
 * questions work on any tabular API.
 */

export type SourceRow = Record<string, Literal | Date>;
/** One row of the FROM … JOIN …: each alias's record, or null for a left join without a match. */
type Row = Record<string, SourceRow | null>;
interface Group {
  rows: Row[];
}

export function evaluateQuery(
  spec: QuerySpec,
  rowsOf: (entity: string) => SourceRow[],
  options: { rowCap: number },
): QueryResult {
  const started = performance.now();
  validate(spec);
  let rows: Row[] = rowsOf(spec.from.entity).map((r) => ({ [spec.from.alias]: r }));
  for (const join of spec.joins ?? []) rows = applyJoin(rows, join, rowsOf(join.entity));
  if (spec.where) rows = rows.filter((r) => condition(spec.where!, r) === true);

  const grouped = isAggregateQuery(spec);
  let contexts: Array<{ row: Row; group?: Group }>;
  if (grouped) {
    const groups = groupRows(rows, spec.groupBy ?? []);
    // The one group of an aggregate over no rows still has its aliases (all null).
    const none: Row = Object.fromEntries(
      [spec.from.alias, ...(spec.joins ?? []).map((j) => j.alias)].map((alias) => [alias, null]),
    );
    contexts = groups.map((g) => ({ row: g.rows[0] ?? none, group: g }));
    if (spec.having) contexts = contexts.filter((c) => condition(spec.having!, c.row, c.group) === true);
  } else {
    contexts = rows.map((row) => ({ row }));
  }

  let out = contexts.map((c) => ({ c, values: spec.select.map((s) => expr(s.expr, c.row, c.group)) }));
  if (spec.distinct) {
    const seen = new Set<string>();
    out = out.filter((o) => {
      const key = o.values.map(valueKey).join('\u0000');
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  if (spec.orderBy?.length) {
    const selectKeys = spec.select.map((s) => JSON.stringify(s.expr));
    const keyed = out.map((o) => ({
      o,
      keys: spec.orderBy!.map((term) => {
        const i = selectKeys.indexOf(JSON.stringify(term.expr));
        return i >= 0 ? o.values[i] : expr(term.expr, o.c.row, o.c.group);
      }),
    }));
    keyed.sort((a, b) => {
      for (let i = 0; i < spec.orderBy!.length; i++) {
        const d = compareForSort(a.keys[i], b.keys[i], spec.orderBy![i].direction);
        if (d !== 0) return d;
      }
      return 0;
    });
    out = keyed.map((k) => k.o);
  }
  if (spec.limit !== undefined) out = out.slice(0, Math.max(0, spec.limit));
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const truncated = out.length > rowCap;
  const columns = spec.select.map((s) => s.alias);
  const result = (truncated ? out.slice(0, rowCap) : out).map(
    (o) => Object.fromEntries(columns.map((c, i) => [c, o.values[i]])) as SourceRow,
  );
  return { columns, rows: result, truncated, elapsedMs: Math.round(performance.now() - started) };
}

function validate(spec: QuerySpec): void {
  if (!spec.select?.length) throw new ConnectorError('A query needs at least one selected column.', 'query');
  const aliases = [spec.from.alias, ...(spec.joins ?? []).map((j) => j.alias)];
  if (new Set(aliases).size !== aliases.length)
    throw new ConnectorError('A table alias is used twice in the query.', 'query');
  const names = spec.select.map((s) => s.alias);
  if (new Set(names).size !== names.length || names.some((n) => !n))
    throw new ConnectorError('Selected columns need distinct names.', 'query');
  if (spec.limit !== undefined && (!Number.isSafeInteger(spec.limit) || spec.limit < 0))
    throw new ConnectorError('The row limit must be a whole number.', 'query');
}

/** Hash join on the `on` pairs; nulls never match (SQL equality). */
function applyJoin(rows: Row[], join: Join, right: SourceRow[]): Row[] {
  if (!join.on.length) throw new ConnectorError(`Join to ${join.entity} has no join columns.`, 'query');
  // Orient each pair: one side is the joined alias, the other an alias already in the row.
  const pairs = join.on.map((p) =>
    p.right.table === join.alias ? { mine: p.right.column, theirs: p.left } : { mine: p.left.column, theirs: p.right },
  );
  if (join.on.some((p) => p.left.table !== join.alias && p.right.table !== join.alias)) {
    throw new ConnectorError(`Join to ${join.entity} does not use its alias ${join.alias}.`, 'query');
  }
  const index = new Map<string, SourceRow[]>();
  for (const r of right) {
    const keys = pairs.map((p) => joinKey(r[p.mine] ?? null));
    if (keys.some((k) => k === null)) continue;
    const key = keys.join('\u0000');
    const list = index.get(key);
    if (list) list.push(r);
    else index.set(key, [r]);
  }
  const out: Row[] = [];
  for (const row of rows) {
    const keys = pairs.map((p) => joinKey(columnValue(row, p.theirs.table, p.theirs.column)));
    const matches = keys.some((k) => k === null) ? undefined : index.get(keys.join('\u0000'));
    if (matches?.length) for (const m of matches) out.push({ ...row, [join.alias]: m });
    else if (join.type === 'left') out.push({ ...row, [join.alias]: null });
    else if (join.type !== 'inner') throw new ConnectorError(`Unknown join type: ${String(join.type)}`, 'query');
  }
  return out;
}

function groupRows(rows: Row[], by: Expr[]): Group[] {
  // Aggregates without GROUP BY make exactly one group, even over no rows (count 0, sum null).
  if (!by.length) return [{ rows }];
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = by.map((e) => valueKey(expr(e, row))).join('\u0000');
    const g = groups.get(key);
    if (g) g.rows.push(row);
    else groups.set(key, { rows: [row] });
  }
  return [...groups.values()];
}

function columnValue(row: Row, table: string, column: string): Value {
  if (!(table in row)) throw new ConnectorError(`Unknown table alias: ${table}`, 'query');
  const record = row[table];
  if (!record) return null;
  const v = record[column];
  return v === undefined ? null : v;
}

function expr(e: Expr, row: Row, group?: Group): Value {
  switch (e.kind) {
    case 'column':
      return columnValue(row, e.table, e.column);
    case 'literal':
      return e.value;
    case 'agg':
      if (!group) throw new ConnectorError('An aggregate cannot be used here.', 'query');
      return aggregate(e, group);
    case 'arith':
      return arith(e.op, expr(e.left, row, group), expr(e.right, row, group));
    case 'time': {
      const v = expr(e.arg, row, group);
      const d = v === null ? null : asDate(v);
      if (!d) return null;
      if (e.mode === 'trunc') return truncDate(d, e.unit);
      if (e.mode === 'part') return datePart(d, e.unit);
      throw new ConnectorError('Unknown time mode.', 'query');
    }
    case 'coalesce':
      for (const a of e.args) {
        const v = expr(a, row, group);
        if (v !== null) return v;
      }
      return null;
    case 'concat':
      return e.args
        .map((a) => asText(expr(a, row, group)))
        .filter((t): t is string => t !== null)
        .join(e.separator ?? '');
    default:
      throw new ConnectorError(`Unknown expression kind: ${String((e as { kind: unknown }).kind)}`, 'query');
  }
}

function aggregate(e: Extract<Expr, { kind: 'agg' }>, group: Group): Value {
  if (e.arg === null) {
    if (e.fn !== 'count') throw new ConnectorError(`${e.fn} needs an argument.`, 'query');
    return group.rows.length;
  }
  const arg = e.arg;
  const values = group.rows.map((r) => expr(arg, r)).filter((v): v is Exclude<Value, null> => v !== null);
  switch (e.fn) {
    case 'count':
      return values.length;
    case 'count_distinct':
      return new Set(values.map(valueKey)).size;
    case 'sum':
    case 'avg': {
      if (!values.length) return null;
      const numbers = values.map((v) => {
        const n = asNumber(v);
        if (n === null)
          throw new ConnectorError(
            `Cannot ${e.fn === 'sum' ? 'add up' : 'average'} values that are not numbers.`,
            'query',
          );
        return n;
      });
      const sum = decimalSum(numbers);
      return e.fn === 'sum' ? sum : sum / numbers.length;
    }
    case 'min':
    case 'max': {
      if (!values.length) return null;
      let best = values[0];
      for (const v of values.slice(1)) {
        const d = compareValues(v, best);
        if (e.fn === 'min' ? d < 0 : d > 0) best = v;
      }
      return best;
    }
    default:
      throw new ConnectorError(`Unknown aggregate: ${String(e.fn)}`, 'query');
  }
}

function arith(op: string, l: Value, r: Value): Value {
  if (l === null || r === null) return null;
  const x = asNumber(l);
  const y = asNumber(r);
  if (x === null || y === null) throw new ConnectorError('Arithmetic needs numbers.', 'query');
  switch (op) {
    case '+':
      return decimalAdd(x, y);
    case '-':
      return decimalSub(x, y);
    case '*':
      return decimalMul(x, y);
    case '/':
      // As compiled for SQL: x / NULLIF(y, 0).
      return y === 0 ? null : x / y;
    default:
      throw new ConnectorError(`Unknown operator: ${op}`, 'query');
  }
}

/** SQL three-valued logic: true, false, or null (unknown). */
function condition(c: Condition, row: Row, group?: Group): boolean | null {
  switch (c.kind) {
    case 'cmp': {
      const l = expr(c.left, row, group);
      const r = expr(c.right, row, group);
      if (l === null || r === null) return null;
      const d = compareValues(l, r);
      switch (c.op) {
        case '=':
          return d === 0;
        case '<>':
          return d !== 0;
        case '<':
          return d < 0;
        case '<=':
          return d <= 0;
        case '>':
          return d > 0;
        case '>=':
          return d >= 0;
        default:
          throw new ConnectorError(`Unknown comparison: ${String(c.op)}`, 'query');
      }
    }
    case 'in': {
      const v = expr(c.expr, row, group);
      if (v === null) return c.values.length ? null : false;
      let unknown = false;
      for (const candidate of c.values) {
        if (candidate === null) unknown = true;
        else if (compareValues(v, candidate) === 0) return true;
      }
      return unknown ? null : false;
    }
    case 'eq_ci': {
      const t = asText(expr(c.expr, row, group));
      return t === null ? null : t.toLowerCase() === String(c.value).toLowerCase();
    }
    case 'contains': {
      const t = asText(expr(c.expr, row, group));
      return t === null ? null : t.toLowerCase().includes(String(c.value).toLowerCase());
    }
    case 'is_null':
      return (expr(c.expr, row, group) === null) !== c.negate;
    case 'and': {
      let unknown = false;
      for (const x of c.conditions) {
        const v = condition(x, row, group);
        if (v === false) return false;
        if (v === null) unknown = true;
      }
      return unknown ? null : true;
    }
    case 'or': {
      let unknown = false;
      for (const x of c.conditions) {
        const v = condition(x, row, group);
        if (v === true) return true;
        if (v === null) unknown = true;
      }
      return unknown ? null : false;
    }
    case 'not': {
      const v = condition(c.condition, row, group);
      return v === null ? null : !v;
    }
    default:
      throw new ConnectorError(`Unknown condition kind: ${String((c as { kind: unknown }).kind)}`, 'query');
  }
}

/** NULLS LAST in both directions, as the SQL compiler orders. */
function compareForSort(a: Value, b: Value, direction: 'asc' | 'desc'): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const d = compareValues(a, b);
  return direction === 'desc' ? -d : d;
}
