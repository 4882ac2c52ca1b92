import type { Catalog } from '../catalog/types';
import type { FilterRef } from '../readings/interpretation';
import type { ValueIndex } from '../values/value-index';

/**
 * Status values that mean the money was actually earned: a paid invoice, a completed payment, a won deal.
 * Open, void, failed or lost rows are not revenue, so a finance person signs off only on these.
 */
const SETTLED = ['paid', 'settled', 'completed', 'complete', 'succeeded', 'successful', 'success', 'closed won', 'won'];

/**
 * Revenue as a system records it by default, when no business term says which rows count: on the table the money
 * comes from, only rows whose status says it was earned ('paid' invoices), when such a status exists.
 * The filter is an ordinary value filter, so the answer says "where status is paid" and a follow-up or a
 * business term can change it.
 */
export function settledRevenue(catalog: Catalog, values: ValueIndex | null): FilterRef | null {
  if (!values) return null;
  for (const measure of catalog.revenue) {
    const entity = catalog.byName.get(measure.entity);
    if (!entity) continue;
    for (const word of SETTLED) {
      const hits = (values.byText.get(word) ?? []).filter(
        (h) =>
          h.entity === entity.name &&
          h.columns.length === 1 &&
          entity.byName.get(h.columns[0])?.role === 'category' &&
          entity.byName.get(h.columns[0])!.words.some((w) => w === 'status' || w === 'state' || w === 'stage'),
      );
      if (hits.length) return { kind: 'value', text: word, hits, context: [], negate: false, scope: true };
    }
  }
  return null;
}
