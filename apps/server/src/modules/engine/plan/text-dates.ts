import type { AggregateFn, Expr, QuerySpec } from '../../connectors/query';
import { visitSpec } from '../../connectors/query-walk';
import type { Catalog } from '../catalog/types';

/**
 * Dates kept as ISO text (catalog `textDate`, found by profile.ts) compare as dates already ('2025-03-14' sorts
 * before '2025-04-01', so a period's bounds need nothing), but a month, a weekday or days between two of them must
 * be computed on a date: each such use of the column reads it as a point in time first. Numbers kept as text with
 * their unit (catalog `textNumber`: '12km') are read as the number each starts with inside a sum, an average, a
 * least or a greatest, and compared with a number or ordered as numbers; so are plain numbers kept as text ('32').
 * Applied to the finished statement, so every plan and form gets it in one place.
 */
export function readTextDates(spec: QuerySpec, catalog: Catalog): QuerySpec {
  const { textDates, textNumbers } = textColumnsOf(catalog);
  if (!textDates.size && !textNumbers.size) return spec;
  const copy = structuredClone(spec);
  const entityOf = new Map<string, string>();
  const note = (q: QuerySpec) => {
    entityOf.set(q.from.alias, q.from.entity);
    for (const j of q.joins ?? []) entityOf.set(j.alias, j.entity);
  };
  note(copy);
  visitSpec(copy, { query: (q) => (note(q), true) });
  const timed = (e: Expr): Expr =>
    e.kind === 'column' && textDates.has(`${entityOf.get(e.table)}|${e.column}`) ? { kind: 'as_time', arg: e } : e;
  // Numbers kept as text with their unit ('12km') are added up and compared by the number each starts with.
  const counted = (e: Expr): Expr =>
    e.kind === 'column' && textNumbers.has(`${entityOf.get(e.table)}|${e.column}`) ? { kind: 'as_number', arg: e } : e;
  // A figure on the other side of a comparison: a number, a numeric column, a number kept as text, a computed figure.
  const isNumber = (e: Expr): boolean => {
    if (e.kind === 'literal') return typeof e.value === 'number';
    if (e.kind === 'agg' || e.kind === 'arith' || e.kind === 'as_number') return true;
    if (e.kind !== 'column') return false;
    const c = catalog.byName.get(entityOf.get(e.table) ?? '')?.byName.get(e.column);
    return !!c && (c.type === 'integer' || c.type === 'decimal' || !!c.textNumber);
  };
  const order = (q: QuerySpec) => {
    // Ordered by the number, not the text ('9' after '10'); with DISTINCT an order must be a listed expression.
    if (!q.distinct) for (const o of q.orderBy ?? []) o.expr = counted(o.expr);
  };
  order(copy);
  visitSpec(copy, {
    condition(c) {
      // 'older than 30', 'a weight over 10': compared as numbers.
      if (c.kind === 'cmp' && isNumber(c.right) && isNumber(c.left)) {
        c.left = counted(c.left);
        c.right = counted(c.right);
      } else if (c.kind === 'in' && c.values.length && c.values.every((v) => typeof v === 'number'))
        c.expr = counted(c.expr);
    },
    expr(e) {
      if (e.kind === 'agg' && e.arg && NUMBER_AGGREGATES.has(e.fn)) e.arg = counted(e.arg);
      if (e.kind === 'time' || e.kind === 'weekday' || e.kind === 'hour') e.arg = timed(e.arg);
      else if (e.kind === 'days_between') {
        e.from = timed(e.from);
        e.to = timed(e.to);
      }
    },
    query: (q) => (order(q), true),
  });
  return copy;
}

/** Aggregates of a figure: a number kept as text is read as one inside them (a count or a distinct count is not). */
const NUMBER_AGGREGATES = new Set<AggregateFn>(['sum', 'avg', 'min', 'max', 'median']);

interface TextColumns {
  textDates: Set<string>;
  textNumbers: Set<string>;
}

/** The catalog's text-date and text-number columns, found once per catalog: a wide one has tens of thousands. */
const known = new WeakMap<Catalog, TextColumns>();
function textColumnsOf(catalog: Catalog): TextColumns {
  let found = known.get(catalog);
  if (!found) {
    found = { textDates: new Set<string>(), textNumbers: new Set<string>() };
    for (const e of catalog.entities)
      for (const c of e.columns) {
        if (c.textDate) found.textDates.add(`${e.name}|${c.name}`);
        if (c.textNumber) found.textNumbers.add(`${e.name}|${c.name}`);
      }
    known.set(catalog, found);
  }
  return found;
}
