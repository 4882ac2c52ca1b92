import { asDate, asNumber } from '../api/values';
import type { Condition, Expr, Literal } from '../query';
import { ID_FIELD, valuesForLabel, type HsPropertyMeta, type ObjectMeta } from './metadata';

/**
 * WHERE terms → the search API's filterGroups (OR of groups, AND inside one).
 * A term the API cannot say is left out and applied in memory, where the
 * whole WHERE is always evaluated again; so a filter may select more records
 * than SQL would (text comparisons ignore case in HubSpot), never fewer.
 * `exact` says every term was pushed with SQL's exact meaning, which is what
 * allows the sort and the limit to be pushed too.
 */

export interface HsFilter {
  propertyName: string;
  operator: string;
  value?: string;
  values?: string[];
}

export interface FilterPlan {
  filterGroups: Array<{ filters: HsFilter[] }>;
  exact: boolean;
  /** Columns the pushed filters prove non-null (an ascending sort on them cannot meet nulls). */
  notNull: Set<string>;
}

// The search API's documented ceilings.
const MAX_GROUPS = 5;
const MAX_FILTERS_PER_GROUP = 6;
const MAX_FILTERS = 18;
const OPS: Record<string, string> = { '=': 'EQ', '<>': 'NEQ', '<': 'LT', '<=': 'LTE', '>': 'GT', '>=': 'GTE' };
const FLIP: Record<string, string> = { '=': '=', '<>': '<>', '<': '>', '<=': '>=', '>': '<', '>=': '<=' };
const TOKEN = /^[\p{L}\p{N}]+$/u;

interface Converted {
  /** Alternatives (ORed), each a list of filters (ANDed). */
  alts: HsFilter[][];
  exact: boolean;
  notNull: string[];
}

export function planFilters(conditions: Condition[], meta: ObjectMeta, alias: string): FilterPlan {
  let alts: HsFilter[][] = [[]];
  let exact = true;
  const notNull = new Set<string>();
  for (const c of conditions) {
    const converted = convert(c, meta, alias);
    if (!converted) {
      exact = false;
      continue;
    }
    const product = alts.flatMap((a) => converted.alts.map((b) => [...a, ...b]));
    const total = product.reduce((n, g) => n + g.length, 0);
    if (product.length > MAX_GROUPS || product.some((g) => g.length > MAX_FILTERS_PER_GROUP) || total > MAX_FILTERS) {
      exact = false;
      continue;
    }
    alts = product;
    exact &&= converted.exact;
    for (const n of converted.notNull) notNull.add(n);
  }
  return { filterGroups: alts.filter((g) => g.length).map((filters) => ({ filters })), exact, notNull };
}

/** The HubSpot property a column reads; `id` is hs_object_id. */
export function propertyOf(meta: ObjectMeta, column: string): HsPropertyMeta | undefined {
  if (column === ID_FIELD) return { name: 'hs_object_id', label: 'Record ID', type: 'number' };
  return meta.byName.get(column);
}

function columnOf(e: Expr, alias: string): string | null {
  return e.kind === 'column' && e.table === alias ? e.column : null;
}

function single(filters: HsFilter[], exact: boolean, notNull: string[] = []): Converted {
  return { alts: [filters], exact, notNull };
}

function convert(c: Condition, meta: ObjectMeta, alias: string): Converted | null {
  switch (c.kind) {
    case 'and': {
      let alts: HsFilter[][] = [[]];
      let exact = true;
      const notNull: string[] = [];
      for (const x of c.conditions) {
        const part = convert(x, meta, alias);
        if (!part) return null;
        alts = alts.flatMap((a) => part.alts.map((b) => [...a, ...b]));
        exact &&= part.exact;
        notNull.push(...part.notNull);
      }
      return { alts, exact, notNull };
    }
    case 'or': {
      if (!c.conditions.length) return null;
      const parts = c.conditions.map((x) => convert(x, meta, alias));
      if (parts.some((p) => !p)) return null;
      return { alts: parts.flatMap((p) => p!.alts), exact: parts.every((p) => p!.exact), notNull: [] };
    }
    case 'is_null': {
      const column = columnOf(c.expr, alias);
      const p = column && propertyOf(meta, column);
      if (!column || !p) return null;
      return single(
        [{ propertyName: p.name, operator: c.negate ? 'HAS_PROPERTY' : 'NOT_HAS_PROPERTY' }],
        true,
        c.negate ? [column] : [],
      );
    }
    case 'cmp': {
      let column = columnOf(c.left, alias);
      let value: Literal | undefined = c.right.kind === 'literal' ? c.right.value : undefined;
      let op: string = c.op;
      if (!column) {
        column = columnOf(c.right, alias);
        value = c.left.kind === 'literal' ? c.left.value : undefined;
        op = FLIP[c.op];
      }
      const p = column && propertyOf(meta, column);
      if (!column || !p || value === undefined || value === null || !OPS[op]) return null;
      if (p.type === 'enumeration') {
        if (op !== '=' && op !== '<>') return null;
        const ids = valuesForLabel(meta, p.name, String(value), false);
        if (!ids.length) return null;
        return op === '='
          ? single([{ propertyName: p.name, operator: 'IN', values: ids }], true, [column])
          : single(
              [
                { propertyName: p.name, operator: 'NOT_IN', values: ids },
                { propertyName: p.name, operator: 'HAS_PROPERTY' },
              ],
              true,
              [column],
            );
      }
      const v = filterValue(p, value);
      if (v === null) return null;
      if (p.type === 'string' || p.type === 'phone_number') {
        // HubSpot compares text ignoring case: = selects a superset (re-checked in memory); <> or < would drop rows.
        if (op !== '=') return null;
        return single([{ propertyName: p.name, operator: 'EQ', value: v }], false, [column]);
      }
      const filters: HsFilter[] = [{ propertyName: p.name, operator: OPS[op], value: v }];
      // SQL's <> never matches null; HubSpot's NEQ does.
      if (op === '<>') filters.push({ propertyName: p.name, operator: 'HAS_PROPERTY' });
      return single(filters, true, [column]);
    }
    case 'in': {
      const column = columnOf(c.expr, alias);
      const p = column && propertyOf(meta, column);
      const values = c.values.filter((v): v is Exclude<Literal, null> => v !== null);
      if (!column || !p || !values.length) return null;
      let ids: string[];
      if (p.type === 'enumeration')
        ids = [...new Set(values.flatMap((v) => valuesForLabel(meta, p.name, String(v), false)))];
      else ids = values.map((v) => filterValue(p, v)).filter((v): v is string => v !== null);
      if (!ids.length || (p.type !== 'enumeration' && ids.length !== values.length)) return null;
      return single(
        [{ propertyName: p.name, operator: 'IN', values: ids }],
        p.type !== 'string' && p.type !== 'phone_number',
        [column],
      );
    }
    case 'eq_ci': {
      const column = columnOf(c.expr, alias);
      const p = column && propertyOf(meta, column);
      if (!column || !p) return null;
      if (p.type === 'enumeration') {
        const ids = valuesForLabel(meta, p.name, c.value, true);
        return ids.length ? single([{ propertyName: p.name, operator: 'IN', values: ids }], true, [column]) : null;
      }
      if (p.type !== 'string' && p.type !== 'phone_number') return null;
      return single([{ propertyName: p.name, operator: 'EQ', value: c.value }], false, [column]);
    }
    case 'contains': {
      const column = columnOf(c.expr, alias);
      const p = column && propertyOf(meta, column);
      // CONTAINS_TOKEN matches words; one alphanumeric run inside a word is what `*value*` can find.
      if (!column || !p || (p.type !== 'string' && p.type !== 'phone_number') || !TOKEN.test(c.value)) return null;
      return single([{ propertyName: p.name, operator: 'CONTAINS_TOKEN', value: `*${c.value}*` }], false, [column]);
    }
    default:
      return null;
  }
}

/** A literal as the search API wants it: numbers as text, dates in epoch milliseconds, booleans as 'true'/'false'. */
function filterValue(p: HsPropertyMeta, v: Exclude<Literal, null>): string | null {
  switch (p.type) {
    case 'number': {
      const n = asNumber(v as string | number);
      return n === null ? null : String(n);
    }
    case 'date':
    case 'datetime': {
      const d = asDate(v as string);
      return d ? String(d.getTime()) : null;
    }
    case 'bool':
      if (v === true || v === 'true') return 'true';
      if (v === false || v === 'false') return 'false';
      return null;
    default:
      return String(v);
  }
}
