import { nearUp, upEdges } from '../catalog/join-graph';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { sameEvent } from '../read/lemma';

/**
 * 'how many yoga mats were shipped', 'how many units did we receive': the verb says which movement of the units is
 * counted. Schemas name a movement's quantity and date after it (qty_shipped, ship_date, a shipment's lines), so
 * the verb picks them among the quantities and dates that could count the units.
 */

/** Whether one of the words names the verb's event ('shipped' ~ 'shipped', 'ship', 'shipment'). */
function carries(words: string[], verb: string): boolean {
  return words.some((w) => sameEvent(w, verb));
}

/** The quantity column of a table that counts moved units: the one the verb names, else its first. */
export function movedQuantity(e: CatalogEntity, verb: string | undefined): CatalogColumn | undefined {
  const quantities = e.columns.filter((c) => c.money === 'quantity');
  return (verb ? quantities.find((c) => carries(c.words, verb)) : undefined) ?? quantities[0];
}

/**
 * How closely the verb names a quantity: 0 its column carries it ('QtyShipped'), 1 its table does (the order's own
 * lines for 'ordered'), 1.5 only a table it points to does (an invoice line pointing at an order line), 2 not at all.
 */
function verbTier(c: { entity: string; column: string }, catalog: Catalog, verb: string): number {
  const e = catalog.byName.get(c.entity);
  if (!e) return 2;
  if (carries(e.byName.get(c.column)?.words ?? [], verb)) return 0;
  if (carries(e.words, verb)) return 1;
  const header = upEdges(catalog, e.name).some((x) => carries(catalog.byName.get(x.to)?.words ?? [], verb));
  return header ? 1.5 : 2;
}

/**
 * Of the quantities that may count the units, those the verb names most closely (verbTier); `named` says whether it
 * named any. When it names none, all stay, and the joins of the rest of the question decide.
 */
export function namedByVerb<T extends { entity: string; column: string }>(
  candidates: T[],
  catalog: Catalog,
  verb: string | undefined,
): { list: T[]; named: boolean } {
  if (!verb) return { list: candidates, named: false };
  const tiers = candidates.map((c) => verbTier(c, catalog, verb));
  const best = Math.min(...tiers);
  return best < 2
    ? { list: candidates.filter((_, i) => tiers[i] === best), named: true }
    : { list: candidates, named: false };
}

/**
 * Date columns the verb names ('shipped' → ship_date) on the facts or the tables above them: the date of the
 * movement, which dates the period when the counted lines have none of their own and their header has several
 * (shipped, promised, delivered).
 */
export function verbDates(catalog: Catalog, verb: string, facts: string[]): string[] {
  const out: string[] = [];
  for (const f of new Set(facts))
    for (const e of nearUp(catalog, f, 2))
      for (const c of e.timeColumns) if (carries(c.words, verb) && !out.includes(c.name)) out.push(c.name);
  return out;
}

/** Past participles no -ed makes, by their verb. */
const PAST: Record<string, string> = {
  sell: 'sold',
  buy: 'bought',
  pay: 'paid',
  send: 'sent',
  lose: 'lost',
  spend: 'spent',
  give: 'given',
  take: 'taken',
  make: 'made',
  build: 'built',
};

/** What the counted units are in the answer's words: 'units shipped', 'units received' ('units sold' with no verb). */
export function unitsText(verb: string | undefined): string {
  if (!verb) return 'units sold';
  if (/ed$/.test(verb) || Object.values(PAST).includes(verb)) return `units ${verb}`;
  const base = verb.replace(/ing$/, '');
  if (PAST[base]) return `units ${PAST[base]}`;
  if (base.endsWith('e')) return `units ${base}d`;
  // 'ship' → 'shipped': one short syllable ending in a consonant doubles it.
  if (/^[^aeiou]*[aeiou][bdgklmnprt]$/.test(base)) return `units ${base}${base.slice(-1)}ed`;
  return `units ${base}ed`;
}
