import { stem } from '../read/normalize';
import type { CatalogEntity, JoinEdge, RevenueMeasure } from './types';
import { HOLDING_WORDS, NOT_HOLDING_WORDS } from './vocabulary';

/** Table words of records that move or hold stock rather than sell it. */
const NOT_SALES_TABLE_WORDS = new Set(
  ['stock', 'inventory', 'movement', 'transfer', 'adjustment', 'receipt', 'count', 'level'].map(stem),
);

/**
 * Revenue of a schema that keeps no amount and no line price: quantity sold × the unit price of the record the
 * line points at (order_items.quantity × products.unit_price). Only for schemas with no other way to compute
 * revenue, only for lines of a dated sale (the line's own date or its header's), never for stock held or
 * moved; a discount on the line is applied as on any line.
 */
export function joinedRevenue(entities: CatalogEntity[], edges: JoinEdge[]): RevenueMeasure[] {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const out: RevenueMeasure[] = [];
  for (const e of entities) {
    if (e.stems.some((s) => NOT_SALES_TABLE_WORDS.has(s))) continue;
    const qty = e.columns.find(
      (c) => c.money === 'quantity' && !c.stems.some((s) => HOLDING_WORDS.has(s) || NOT_HOLDING_WORDS.has(s)),
    );
    if (!qty || e.columns.some((c) => c.money === 'price')) continue;
    const up = edges.filter((x) => x.from === e.name && x.to !== e.name && x.fromFields.length === 1);
    const dated = e.eventTimeColumns.length > 0 || up.some((x) => byName.get(x.to)!.eventTimeColumns.length > 0);
    if (!dated) continue;
    // The priced record: the one target with a unit price (a product, a plan), not a header.
    const priced = up
      .map((x) => byName.get(x.to)!)
      .filter((t) => !t.eventTimeColumns.length)
      .map((t) => ({ t, price: t.columns.find((c) => c.money === 'price' && c.stems.includes('pric')) }))
      .filter((x) => x.price);
    if (priced.length !== 1) continue;
    const discount = e.columns.find((c) => c.money === 'discount');
    out.push({
      entity: e.name,
      kind: 'line',
      quantity: qty.name,
      price: priced[0].price!.name,
      discount: discount?.name,
      priceEntity: priced[0].t.name,
    });
  }
  return out;
}
