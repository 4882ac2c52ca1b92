import { findPath } from '../catalog/join-graph';
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

/** Stems of words that say money came in: an amount paid, received or collected, or a payment's own table. */
const RECEIVED = new Set(['paid', 'receiv', 'collect', 'collected', 'payment', 'receipt', 'collection']);

/**
 * The money column a verb of receiving means ('how much rent did we collect'). A lease's monthly rent is what
 * was agreed; what was collected is in the payments. When the measured column does not itself say money came
 * in, the amount column that does (an amount paid, or the amount of a payments table) and is joined closest to
 * the measured table is meant instead. Null when the measure already says so, or no such column exists.
 */
export function receivedAmount(
  catalog: Catalog,
  entity: string,
  column: string,
): { entity: string; column: string } | null {
  const says = (stems: string[]) => stems.some((s) => RECEIVED.has(s));
  const measured = catalog.byName.get(entity);
  if (!measured || says(measured.byName.get(column)?.stems ?? []) || says(measured.stems)) return null;
  let best: { entity: string; column: string; hops: number; own: boolean } | null = null;
  for (const e of catalog.entities) {
    const path = e.name === entity ? { steps: [] } : findPath(catalog, e.name, entity);
    if (!path || path.steps.length > 3) continue;
    for (const c of e.columns) {
      if (c.money !== 'amount' || c.role !== 'measure') continue;
      const own = says(c.stems);
      if (!own && !says(e.stems)) continue;
      const better = !best || (own && !best.own) || (own === best.own && path.steps.length < best.hops);
      if (better) best = { entity: e.name, column: c.name, hops: path.steps.length, own };
    }
  }
  return best && { entity: best.entity, column: best.column };
}
