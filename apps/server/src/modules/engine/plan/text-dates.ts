import type { AggregateFn, Expr, QuerySpec } from '../../connectors/query';
import { visitSpec } from '../../connectors/query-walk';
import type { Catalog } from '../catalog/types';

/**
 * Dates kept as ISO text (catalog `textDate`, found by profile.ts) compare as dates already ('2025-03-14' sorts
 * before '2025-04-01', so a period's bounds need nothing), but a month, a weekday or days between two of them must
 * be computed on a date: each such use of the column reads it as a point in time first. Numbers kept as text with
 * their unit (catalog `textNumber`: '12km') are read as the number each starts with inside a sum, an average, a
 * least or a greatest. Applied to the finished statement, so every plan and form gets it in one place.
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
  visitSpec(copy, {
    expr(e) {
      if (e.kind === 'agg' && e.arg && NUMBER_AGGREGATES.has(e.fn)) e.arg = counted(e.arg);
      if (e.kind === 'time' || e.kind === 'weekday' || e.kind === 'hour') e.arg = timed(e.arg);
      else if (e.kind === 'days_between') {
        e.from = timed(e.from);
        e.to = timed(e.to);
      }
    },
    query: () => true,
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
