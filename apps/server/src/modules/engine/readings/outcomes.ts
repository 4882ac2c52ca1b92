import type { Catalog, CatalogColumn } from '../catalog/types';
import { sameEvent } from '../read/lemma';
import { stem } from '../read/normalize';
import type { FilterRef } from './interpretation';

/**
 * How a row ended, read from a text that says why it failed (catalog `emptyTexts`: `deliveries.cancellation`
 * holding 'Customer Cancellation' on some rows and nothing on the others). "Cancelled", "failed", "returned" are the
 * rows that hold a reason; "successful", "completed", "delivered" (or "not cancelled") are the rows that hold none.
 * A failure word reads a column it names ('cancelled' → `cancellation`, 'returned' → `return_reason`); a general one
 * ('failed', 'unsuccessful') or a word of success reads the one such column of the table the question names, or
 * of the schema when it has only one. A word the data holds as a value, or that names another column, is left to
 * the readers of values and columns.
 */

type PresentFilter = Extract<FilterRef, { kind: 'present' }>;

/** Words that a row failed: a general one, or one that names its reason column. */
const FAILURE_WORDS = new Set([
  'cancelled',
  'canceled',
  'failed',
  'unsuccessful',
  'aborted',
  'rejected',
  'returned',
  'refunded',
  'voided',
  'declined',
]);
/** Failure words any reason column answers, whatever it is named. */
const GENERAL_FAILURE = new Set(['failed', 'unsuccessful']);
/** Words that a row went through. */
const SUCCESS_WORDS = new Set(['successful', 'succeeded', 'completed', 'complete', 'delivered', 'fulfilled']);
const NEGATIONS = new Set(['not', 'never', 'no']);

/** Returns the question without the words read as an outcome, and the filters they stand for. */
export function readOutcomes(
  question: string,
  catalog: Catalog,
  isValue: (words: string) => boolean,
): { question: string; filters: PresentFilter[] } {
  const reasons = reasonsOf(catalog);
  if (!reasons.length) return { question, filters: [] };
  const words = [...question.matchAll(/[A-Za-z']+/g)];
  const asked = new Set(words.map((m) => stem(m[0].toLowerCase())));
  const filters: PresentFilter[] = [];
  let rest = question;
  for (const m of [...words].reverse()) {
    const word = m[0].toLowerCase();
    const failure = FAILURE_WORDS.has(word);
    if ((!failure && !SUCCESS_WORDS.has(word)) || isValue(word) || namesOtherColumn(word, catalog)) continue;
    const column = reasonFor(word, failure, reasons, catalog, asked);
    if (!column) continue;
    const before = words[words.indexOf(m) - 1];
    const negated = !!before && NEGATIONS.has(before[0].toLowerCase());
    const from = negated ? before.index : m.index;
    filters.push({ kind: 'present', entity: column.entity, column: column.name, negate: failure === negated });
    rest = `${rest.slice(0, from)}${rest.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ');
  }
  return { question: rest, filters };
}

/** The reason column a word reads: the one it names, else the one of the table asked about or of the schema. */
function reasonFor(
  word: string,
  failure: boolean,
  reasons: CatalogColumn[],
  catalog: Catalog,
  asked: Set<string>,
): CatalogColumn | null {
  const named = reasons.filter((c) => c.words.some((w) => sameEvent(w, word)));
  if (failure && !GENERAL_FAILURE.has(word)) return named.length === 1 ? named[0] : null;
  const onAsked = reasons.filter((c) => catalog.byName.get(c.entity)!.stems.some((s) => asked.has(s)));
  const pool = onAsked.length ? onAsked : reasons;
  return pool.length === 1 ? pool[0] : null;
}

/** A word that names a column other than a reason (a `delivered_at` date, a `completed` flag): read as that. */
function namesOtherColumn(word: string, catalog: Catalog): boolean {
  const s = stem(word);
  return catalog.entities.some((e) => e.columns.some((c) => !c.emptyTexts && c.role !== 'id' && c.stems.includes(s)));
}

/** The catalog's reason columns, found once per catalog: a wide catalog has tens of thousands of columns. */
const known = new WeakMap<Catalog, CatalogColumn[]>();
function reasonsOf(catalog: Catalog): CatalogColumn[] {
  let found = known.get(catalog);
  if (!found) {
    found = catalog.entities.flatMap((e) => e.columns.filter((c) => c.emptyTexts));
    known.set(catalog, found);
  }
  return found;
}
