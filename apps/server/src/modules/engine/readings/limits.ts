import type { Catalog, CatalogColumn } from '../catalog/types';
import { canonical, HOLDING_WORDS, NOT_HOLDING_WORDS } from '../catalog/vocabulary';
import { stem } from '../read/normalize';
import type { FilterRef } from './interpretation';

/** Two numeric columns compared, possibly of two tables along a join ('stock on hand below the reorder point'). */
export type LimitFilter = Extract<FilterRef, { kind: 'columns' }>;

/** Words that compare with what follows, and how ('below their reorder point'). */
const COMPARE: Array<[RegExp, '<' | '>' | '<=' | '>=']> = [
  [/\b(?:less|fewer|lower|smaller)\s+than$/i, '<'],
  [/\b(?:more|greater|higher|larger|bigger)\s+than$/i, '>'],
  [/\b(?:at\s+or\s+below|no\s+more\s+than)$/i, '<='],
  [/\b(?:at\s+or\s+above|no\s+less\s+than)$/i, '>='],
  [/\b(?:below|under|beneath)$/i, '<'],
  [/\b(?:above|over|exceeds?|exceeding|beyond)$/i, '>'],
];

/** The word that ties the compared column to the row ('their reorder point', 'its credit limit'), if any. */
const OWNER = /\s+(?:(?:their|its|his|her|the)\s+)?/iy;

/**
 * Column words that make a column a limit set for a row (a reorder point, a credit limit, a budget): the
 * figure compared with it is the row's own holding, which the question need not name.
 */
const LIMIT_WORDS = new Set(
  [
    'point',
    'level',
    'limit',
    'threshold',
    'min',
    'minimum',
    'max',
    'maximum',
    'target',
    'quota',
    'budget',
    'capacity',
    'reorder',
    'safety',
    'par',
    'cap',
    'ceiling',
    'floor',
    'allowance',
  ].map(stem),
);

/**
 * Limits on a total of the row's records (a warehouse's capacity, a department's budget): a record of another
 * table is not held against them one by one, so only a figure of the row's own table is.
 */
const TOTAL_LIMIT_WORDS = new Set(['capacity', 'budget', 'quota', 'target', 'allowance', 'cap', 'ceiling'].map(stem));

/** Column words that say only what kind of number it holds. */
const UNSAID = new Set(['amount', 'number', 'value', 'num', 'nbr', 'figure'].map(stem));

/**
 * Reads 'below their reorder point', 'over its credit limit', 'more than the budget': a row's figure compared
 * with a limit column of the row (or of a record it belongs to). The figure is the column named just before
 * the comparison ('whose balance is over the credit limit'); else, for a limit, the quantity the row holds
 * ('products below their reorder point': the stock on hand, in the product's own table or in a table of
 * stock that points at it). When no figure is told apart from a limit, the reading is unclear and gives no
 * figure; other words compared stay for the rest of the reading.
 */
export function readLimits(
  question: string,
  catalog: Catalog,
): { question: string; filters: LimitFilter[]; unclear?: string } {
  const words = [...question.matchAll(/[A-Za-z0-9]+/g)];
  for (const [re, op] of COMPARE)
    for (let w = 0; w < words.length; w++) {
      const end = words[w].index + words[w][0].length;
      const m = re.exec(question.slice(0, end));
      if (!m) continue;
      OWNER.lastIndex = end;
      const owner = OWNER.exec(question);
      if (!owner) continue;
      const after = words.filter((x) => x.index >= end + owner[0].length).slice(0, 4);
      const right = limitColumn(
        after.map((x) => said(x[0])),
        catalog,
      );
      if (!right) continue;
      const before = words.filter((x) => x.index < m.index);
      const named = namedBefore(
        before.map((x) => said(x[0])),
        catalog,
        right.column,
      );
      const left = named?.column ?? (isLimit(right.column) ? heldFigure(catalog, right.column) : null);
      // A limit with nothing to hold against it ('warehouses over their capacity'): no figure rather than another.
      if (!left && isLimit(right.column))
        return { question, filters: [], unclear: `which figure is compared with ${right.column.words.join(' ')}` };
      if (!left) continue;
      const start = named ? before[before.length - named.n].index : m.index;
      const stop = after[right.n - 1].index + after[right.n - 1][0].length;
      const filter: LimitFilter = {
        kind: 'columns',
        entity: left.entity,
        left: left.name,
        op,
        right: right.column.name,
        ...(right.column.entity !== left.entity ? { rightEntity: right.column.entity } : {}),
      };
      const rest = `${question.slice(0, start).replace(/\b(?:whose|with|where|that|which)\s*$/i, '')} ${question.slice(stop)}`;
      return { question: rest.replace(/\s+/g, ' ').trim(), filters: [filter] };
    }
  return { question, filters: [] };
}

/**
 * The numeric column the first words name ('reorder point in the …' → reorder_pt), and how many words it took;
 * else the one limit column they name in part ('capacity' for capacity_pallets).
 */
function limitColumn(words: Said[], catalog: Catalog): { column: CatalogColumn; n: number } | null {
  for (const partial of [false, true])
    for (let n = Math.min(4, words.length); n >= 1; n--) {
      const found: CatalogColumn[] = [];
      for (const e of catalog.entities)
        for (const c of e.columns)
          if (
            c.role === 'measure' &&
            !c.isKey &&
            (!partial || isLimit(c)) &&
            namesColumn(words.slice(0, n), c, e.stems, partial)
          )
            found.push(c);
      if (found.length && (!partial || found.length === 1)) return { column: found[0], n };
    }
  return null;
}

/**
 * Whether the words name the column, in any order: each of its words is said (the table's own words may be
 * left out: 'reorder point' for product_reorder_point, and so may 'amount'), unless `partial`, and each word
 * said is one of them; a short word of the schema matches a word it abbreviates ('pt' for point).
 */
function namesColumn(words: Said[], c: CatalogColumn, entityStems: string[], partial = false): boolean {
  // 'budget' names budget_amount: a word that only says the column is a number or a sum of money may go unsaid.
  const own = c.stems.filter((s) => !entityStems.includes(s) && !UNSAID.has(s));
  const want = own.length ? own : c.stems;
  const named = (s: string) => words.some((w) => sameWord(w, s));
  return (
    (partial ? want.some(named) : want.every(named)) &&
    words.every((w) => c.stems.some((s) => sameWord(w, s)) || entityStems.includes(w.stem))
  );
}

/** A word of the question in the forms it is compared in, worked out once per word. */
interface Said {
  w: string;
  stem: string;
  canon: string;
}

const said = (word: string): Said => {
  const w = word.toLowerCase();
  return { w, stem: stem(w), canon: canonical(w) };
};

function sameWord({ w, stem: ws, canon }: Said, schemaStem: string): boolean {
  if (ws === schemaStem || canon === canonical(schemaStem)) return true;
  // 'pt' for point, 'qty' for quantity: a short schema word whose letters come in order in the word said.
  if (schemaStem.length > 3 || schemaStem[0] !== w[0] || w.length <= schemaStem.length) return false;
  let i = 0;
  for (const ch of w) if (ch === schemaStem[i]) i++;
  return i === schemaStem.length;
}

/** A numeric column of the limit's table or a table that points at it, named by the last words before the comparison. */
function namedBefore(
  words: Said[],
  catalog: Catalog,
  limit: CatalogColumn,
): { column: CatalogColumn; n: number } | null {
  let end = words.length;
  while (end > 0 && /^(is|are|was|were|be|been|being|stays?|falls?|fell|goes|went|run|runs)$/.test(words[end - 1].w))
    end--;
  for (let n = Math.min(4, end); n >= 1; n--) {
    const span = words.slice(end - n, end);
    for (const e of related(catalog, limit.entity))
      for (const c of e.columns)
        if (c !== limit && c.role === 'measure' && !c.isKey && namesColumn(span, c, e.stems))
          return { column: c, n: n + words.length - end };
  }
  return null;
}

function isLimit(c: CatalogColumn): boolean {
  return c.stems.some((s) => LIMIT_WORDS.has(s));
}

/**
 * What a row holds, compared with its limit: the one numeric column of the limit's table, or (for a limit per
 * record, not on a total) of a table that points at it, whose words say it is held now (stock on hand,
 * balance); null when none or several equally.
 */
function heldFigure(catalog: Catalog, limit: CatalogColumn): CatalogColumn | null {
  const scored: Array<{ c: CatalogColumn; score: number }> = [];
  const ownOnly = limit.stems.some((s) => TOTAL_LIMIT_WORDS.has(s));
  for (const e of related(catalog, limit.entity))
    for (const c of e.columns) {
      if (ownOnly && e.name !== limit.entity) continue;
      if (c === limit || c.role !== 'measure' || c.isKey || c.money === 'price') continue;
      if (!c.stems.some((s) => HOLDING_WORDS.has(s)) || c.stems.some((s) => LIMIT_WORDS.has(s))) continue;
      let score = 2;
      if (c.stems.some((s) => NOT_HOLDING_WORDS.has(s))) score -= 2;
      if (c.type === limit.type) score += 0.5;
      if (e.name === limit.entity) score += 0.25;
      scored.push({ c, score });
    }
  scored.sort((a, b) => b.score - a.score);
  if (!scored.length || scored[0].score < 1 || (scored[1] && scored[1].score === scored[0].score)) return null;
  return scored[0].c;
}

/** The limit's own table first, then the tables whose rows point straight at it (its stock, its accounts). */
function related(catalog: Catalog, entity: string) {
  const own = catalog.byName.get(entity);
  const below = catalog.edges
    .filter((x) => x.to === entity && x.from !== entity)
    .map((x) => catalog.byName.get(x.from)!)
    .filter(Boolean);
  return [...(own ? [own] : []), ...new Set(below)];
}
