import type { Catalog, CatalogColumn, CatalogEntity, RevenueMeasure } from '../catalog/types';
import { stem } from '../read/normalize';
import { HOLDING_WORDS, NOT_HOLDING_WORDS } from '../catalog/vocabulary';

/** Words for what a business holds: its stock, its inventory. */
const HOLDING_NOUNS = 'inventory|inventories|stock|stocks|holdings?|on[- ]hand';

/** Words that value stock at what it sells for ('retail value of the stock', 'inventory value at selling price'). */
const AT_PRICE = '(?:retail|selling|sales?|market|list)';

/** 'inventory value', 'stock worth', 'value of the inventory', 'retail value of stock', '… at retail price'. */
const VALUE_OF_HOLDINGS: RegExp[] = [
  new RegExp(`\\b(?:${AT_PRICE}\\s+)?(?:${HOLDING_NOUNS})\\s+(?:value|worth|valuation)\\b`, 'i'),
  new RegExp(
    `\\b(?:${AT_PRICE}\\s+)?(?:value|worth|valuation)\\s+of\\s+(?:the\\s+|our\\s+|all\\s+)?(?:${HOLDING_NOUNS})\\b`,
    'i',
  ),
  // 'value of the products in stock', 'worth of items on hand': what is held, named by its things.
  new RegExp(
    `\\b(?:${AT_PRICE}\\s+)?(?:value|worth|valuation)\\s+of\\s+(?:the\\s+|our\\s+|all\\s+)?(?:[a-z]+\\s+){1,2}?(?:in\\s+(?:stock|inventory)|on[- ]hand)\\b`,
    'i',
  ),
];
const PRICE_BEFORE = new RegExp(`^${AT_PRICE}\\b`, 'i');
const PRICE_AFTER = new RegExp(`^\\s*at\\s+(?:the\\s+)?${AT_PRICE}(?:\\s+prices?)?\\b`, 'i');

/** Stems of entity words that name a table of what is held ('stock_level', 'inventory'). */
const HOLDING_TABLE_WORDS = new Set(['stock', 'inventory', 'holding', 'onhand'].map(stem));

/**
 * Reads the value of what is held ('inventory value by warehouse', 'value of stock'): the quantity held times
 * its unit cost, summed. The quantity is a quantity column of a table of stock (its words say it is held now:
 * on hand, in stock); the unit cost is a cost column of that table or of the table it points at (the
 * product), else its price. The phrase becomes the money word of the rest of the reading, whose revenue is
 * then this product; `term` names it in the answer. Null when the schema holds no such pair (the phrase is
 * then read as usual, and what it could not use is said).
 */
export function readHoldings(
  question: string,
  catalog: Catalog,
): { question: string; revenue: RevenueMeasure; term: string } | null {
  for (const re of VALUE_OF_HOLDINGS) {
    const m = re.exec(question);
    if (!m) continue;
    // 'at retail price' after the phrase is part of it.
    const after = question.slice(m.index + m[0].length);
    const priceAfter = PRICE_AFTER.exec(after);
    const atPrice = PRICE_BEFORE.test(m[0]) || !!priceAfter;
    const revenue = holdingValue(catalog, atPrice);
    if (!revenue) return null;
    return {
      question: `${question.slice(0, m.index)}revenue${after.slice(priceAfter?.[0].length ?? 0)}`,
      revenue,
      term: `${m[0]}${priceAfter?.[0] ?? ''}`.toLowerCase().replace(/\s+/g, ' '),
    };
  }
  return null;
}

/** The best quantity held with a unit cost (else price) to multiply it by, in its table or the one above it. */
function holdingValue(catalog: Catalog, atPrice: boolean): RevenueMeasure | null {
  let best: { m: RevenueMeasure; score: number } | null = null;
  for (const e of catalog.entities) {
    for (const q of e.columns) {
      const held = heldScore(e, q);
      if (held <= 0) continue;
      const unit = unitValue(catalog, e, atPrice);
      if (!unit) continue;
      const score = held + unit.score;
      const m: RevenueMeasure = {
        entity: e.name,
        kind: 'line',
        quantity: q.name,
        price: unit.column.name,
        ...(unit.column.entity !== e.name ? { priceEntity: unit.column.entity } : {}),
      };
      if (!best || score > best.score) best = { m, score };
    }
  }
  return best?.m ?? null;
}

/** How surely a column is the quantity a table holds now: 0 when it is not one. */
function heldScore(e: CatalogEntity, c: CatalogColumn): number {
  if (c.role !== 'measure' || c.isKey || (c.money !== 'quantity' && !c.stems.some((s) => HOLDING_WORDS.has(s))))
    return 0;
  if (c.stems.some((s) => NOT_HOLDING_WORDS.has(s))) return 0;
  let score = 0;
  if (c.stems.some((s) => HOLDING_WORDS.has(s))) score += 2;
  if (e.stems.some((s) => HOLDING_TABLE_WORDS.has(s))) score += 1;
  return score >= 2 ? score : 0;
}

/**
 * The cost of one unit for a holding table: a numeric cost column of its own, else of a table its rows point
 * at (one hop, one key); a price only when no cost is kept. A stock is valued at what it cost, unless the
 * question values it at what it sells for ('retail value'): then the price comes first.
 */
function unitValue(
  catalog: Catalog,
  e: CatalogEntity,
  atPrice: boolean,
): { column: CatalogColumn; score: number } | null {
  const tables = [
    e,
    ...catalog.edges
      .filter((x) => x.from === e.name && x.to !== e.name && x.fromFields.length === 1)
      .map((x) => catalog.byName.get(x.to)!),
  ];
  let best: { column: CatalogColumn; score: number } | null = null;
  for (const t of tables)
    for (const c of t.columns) {
      if (c.role !== 'measure' || c.isKey) continue;
      const cost = c.stems.includes('cost');
      const price = c.stems.includes('pric') || c.money === 'price';
      if (!cost && !price) continue;
      // Replacement, shipping and the like are costs of something else.
      if (c.stems.some((s) => ['replacement', 'shipping', 'freight', 'total', 'extra'].map(stem).includes(s))) continue;
      const score = (cost !== atPrice ? 1 : 0) + (c.stems.includes('unit') ? 0.5 : 0) - (t === e ? 0 : 0.1);
      if (!best || score > best.score) best = { column: c, score };
    }
  return best;
}
