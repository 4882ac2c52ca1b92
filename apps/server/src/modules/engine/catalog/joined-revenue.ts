import { stem } from '../read/normalize';
import type { CatalogEntity, JoinEdge, RevenueMeasure } from './types';
import { HOLDING_WORDS, NOT_HOLDING_WORDS } from './vocabulary';

/** Table words of records that move or hold stock rather than sell it. */
const NOT_SALES_TABLE_WORDS = new Set(
  ['stock', 'inventory', 'movement', 'transfer', 'adjustment', 'receipt', 'count', 'level'].map(stem),
);
/** Table words of dated rows that point at a priced thing without buying it (a review of a product, a wishlist). */
const NOT_BOUGHT_TABLE_WORDS = new Set(
  ['review', 'rating', 'feedback', 'wishlist', 'view', 'complaint', 'return', 'refund', 'price', 'history'].map(stem),
);

/**
 * Revenue of a schema that keeps no amount and no line price: quantity sold × the unit price of the record the
 * line points at (order_items.quantity × products.unit_price). Only for schemas with no other way to compute
 * revenue, only for lines of a dated sale (the line's own date or its header's), never for stock held or
 * moved; a discount on the line is applied as on any line. A dated purchase with no quantity at all
 * (`purchases.item_id` on a day) is one of the thing bought: its price counted once per row (unitSales).
 */
export function joinedRevenue(entities: CatalogEntity[], edges: JoinEdge[]): RevenueMeasure[] {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const out: RevenueMeasure[] = [];
  for (const e of entities) {
    if (e.stems.some((s) => NOT_SALES_TABLE_WORDS.has(s))) continue;
    const qty = e.columns.find(
      (c) => c.money === 'quantity' && !c.stems.some((s) => HOLDING_WORDS.has(s) || NOT_HOLDING_WORDS.has(s)),
    );
    if (!qty) {
      const paid = paidPerRow(e, edges);
      if (paid) {
        out.push(paid);
        continue;
      }
    }
    if (e.columns.some((c) => c.money === 'price')) continue;
    if (!qty) {
      const unit = unitSale(e, edges, byName);
      if (unit) out.push(unit);
      continue;
    }
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

/**
 * Rows that each record one thing bought on a day (`purchases`: who, when, item_id → items.price): revenue is the
 * price of the thing, once per row. Only for a table dated itself, with no quantity, amount or price of its own,
 * pointing at exactly one priced record that is not an event, and not named as rows that do not buy (reviews).
 */
function unitSale(e: CatalogEntity, edges: JoinEdge[], byName: Map<string, CatalogEntity>): RevenueMeasure | null {
  if (!e.eventTimeColumns.length || e.stems.some((s) => NOT_BOUGHT_TABLE_WORDS.has(s))) return null;
  if (e.columns.some((c) => c.money !== null)) return null;
  const priced = edges
    .filter((x) => x.from === e.name && x.to !== e.name && x.fromFields.length === 1)
    .map((x) => byName.get(x.to)!)
    .filter((t) => !t.eventTimeColumns.length)
    .map((t) => ({ t, price: t.columns.find((c) => c.money === 'price' && c.stems.includes('pric')) }))
    .filter((x) => x.price);
  if (priced.length !== 1) return null;
  return { entity: e.name, kind: 'line', price: priced[0].price!.name, priceEntity: priced[0].t.name };
}

/**
 * Rows that each record one thing paid for at a price of its own (`washes`: who, when, price; `bookings`: date,
 * fee): revenue is the price, once per row. Only for a table dated itself, with no quantity, not named as rows that
 * do not buy (reviews, a price history), and that no table points at. A catalogue of priced things with a launch
 * date reads the same, so the answer says how it read the revenue ("I read this as …"), never as plain fact.
 */
function paidPerRow(e: CatalogEntity, edges: JoinEdge[]): RevenueMeasure | null {
  if (!e.eventTimeColumns.length || e.stems.some((s) => NOT_BOUGHT_TABLE_WORDS.has(s))) return null;
  if (edges.some((x) => x.to === e.name && x.from !== e.name)) return null;
  const prices = e.columns.filter((c) => c.money === 'price');
  if (prices.length !== 1) return null;
  // A line with its own price and no quantity: the plan says how it read it (plan-query.ts), as a reading to check.
  return { entity: e.name, kind: 'line', price: prices[0].name };
}
