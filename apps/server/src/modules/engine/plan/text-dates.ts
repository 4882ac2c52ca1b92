import type { Expr, QuerySpec } from '../../connectors/query';
import { visitSpec } from '../../connectors/query-walk';
import type { Catalog } from '../catalog/types';

/**
 * Dates kept as ISO text (catalog `textDate`, found by profile.ts) compare as dates already ('2025-03-14' sorts
 * before '2025-04-01', so a period's bounds need nothing), but a month, a weekday or days between two of them must
 * be computed on a date: each such use of the column reads it as a point in time first. Applied to the finished
 * statement, so every plan and form gets it in one place.
 */
export function readTextDates(spec: QuerySpec, catalog: Catalog): QuerySpec {
  const textDates = textDatesOf(catalog);
  if (!textDates.size) return spec;
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
  visitSpec(copy, {
    expr(e) {
      if (e.kind === 'time' || e.kind === 'weekday') e.arg = timed(e.arg);
      else if (e.kind === 'days_between') {
        e.from = timed(e.from);
        e.to = timed(e.to);
      }
    },
    query: () => true,
  });
  return copy;
}

/** The catalog's text-date columns, found once per catalog: a wide catalog has tens of thousands of columns. */
const known = new WeakMap<Catalog, Set<string>>();
function textDatesOf(catalog: Catalog): Set<string> {
  let found = known.get(catalog);
  if (!found) {
    found = new Set<string>();
    for (const e of catalog.entities) for (const c of e.columns) if (c.textDate) found.add(`${e.name}|${c.name}`);
    known.set(catalog, found);
  }
  return found;
}
