import type { Catalog } from '../catalog/types';
import type { FilterRef, Interpretation } from '../readings/interpretation';
import type { ValueIndex } from '../values/value-index';

/** Words of a column that holds a recurring amount: monthly or annual recurring revenue. */
const RECURRING = new Set(['mrr', 'arr', 'recurring']);
/** Status values that mean the row is running now. */
const LIVE = ['active', 'live', 'current', 'running'];

/**
 * A recurring amount (MRR, ARR) is what the running rows bring: a cancelled or paused subscription's MRR is no
 * longer recurring. When the measure is such a column and its table has a status saying a row is active, only
 * those rows count; the filter is an ordinary value filter, so the answer says "where status is active".
 */
export function liveRecurring(it: Interpretation, catalog: Catalog, values: ValueIndex | null): FilterRef | null {
  const m = it.measure;
  if (!values || m.kind !== 'column' || !m.columns.length) return null;
  const c = m.columns[0];
  const entity = catalog.byName.get(c.entity);
  const column = entity?.byName.get(c.column);
  if (!entity || !column || !column.words.some((w) => RECURRING.has(w))) return null;
  for (const word of LIVE) {
    const hits = (values.byText.get(word) ?? []).filter(
      (h) =>
        h.entity === entity.name &&
        h.columns.length === 1 &&
        entity.byName.get(h.columns[0])?.role === 'category' &&
        entity.byName.get(h.columns[0])!.words.some((w) => w === 'status' || w === 'state'),
    );
    if (!hits.length) continue;
    // A status the question already names ('churned accounts' MRR') is left as asked.
    if (
      it.filters.some(
        (f) =>
          f.kind === 'value' && f.hits.some((h) => h.entity === entity.name && h.columns[0] === hits[0].columns[0]),
      )
    )
      return null;
    return { kind: 'value', text: word, hits, context: [], negate: false, scope: true };
  }
  return null;
}
