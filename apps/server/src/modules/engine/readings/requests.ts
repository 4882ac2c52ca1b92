import type { Catalog, CatalogColumn } from '../catalog/types';
import { stem } from '../read/normalize';
import type { ValueHit, ValueIndex } from '../values/value-index';
import type { Interpretation } from './interpretation';

/**
 * Records of requests (leave requests, purchase requisitions, booking applications) go through an approval:
 * a status column holds 'Approved' beside 'Rejected'. What the question's verb says of them decides which rows
 * and which date count:
 * - a verb of the thing happening ('took', 'taken', 'used') with an amount of the requests ('days of sick leave
 *   taken') counts only the approved rows, as the days of a rejected or cancelled request were never taken; the
 *   rows stay dated by when they happen (the start of their span). Whether any request exists at all ('never
 *   took sick leave') is left to the rows as they are;
 * - a verb of asking ('requested', 'submitted', 'applied') dates the rows by the day they were asked for.
 */

/** Verbs of a request that was carried out: the leave was taken, the allowance used. */
const HAPPENED = /\b(?:take|takes|took|taken|taking|used|using)\b/;
/** Verbs of asking: the request itself, dated when it was made. */
const ASKED = /\b(?:requested|submitted|applied|filed|lodged|raised)\b/;

/** Values of a status that let a request through, and of one that turns it down. */
const APPROVED = ['approved', 'granted', 'accepted'];
const REFUSED = ['rejected', 'denied', 'declined', 'refused'];

/** Word stems of the date a request was made on ('request_date', 'submitted_at', 'applied_on'). */
const ASKED_DATE = [
  'request',
  'requested',
  'req',
  'submit',
  'submitted',
  'submission',
  'applied',
  'application',
  'filed',
].map(stem);

/** Adds what the verb of a question about requests means: the approved rows, or the date they were asked for. */
export function applyRequestVerbs(it: Interpretation, text: string, catalog: Catalog, values: ValueIndex | null): void {
  const t = text.toLowerCase();
  const happened = HAPPENED.exec(t);
  const asked = ASKED.exec(t);
  if (!happened && !asked) return;
  const entity = measuredEntity(it);
  if (!entity) return;
  // The verb is read: it is no longer a word the answer says it did not use.
  const used = (verb: string) => (it.unmapped = it.unmapped.filter((w) => w !== verb));
  if (asked) {
    const date = askedDate(catalog, entity);
    if (!date) return;
    it.timeHints.unshift(date.name);
    used(asked[0]);
    return;
  }
  if (it.measure.kind !== 'column' && it.measure.kind !== 'days') return;
  const approved = values ? approvedValue(values, entity) : null;
  if (!approved) return;
  used(happened![0]);
  // The question already picks a status ('rejected requests', 'approved days taken'): it is kept as said.
  const said = it.filters.some(
    (f) => f.kind === 'value' && f.hits.some((h) => h.entity === entity && h.columns[0] === approved.columns[0]),
  );
  if (!said) it.filters.push({ kind: 'value', text: approved.value, hits: [approved], context: [], negate: false });
}

/** The table whose rows the measure counts or adds up. */
function measuredEntity(it: Interpretation): string | null {
  const m = it.measure;
  switch (m.kind) {
    case 'count':
    case 'units':
    case 'rows':
    case 'days':
      return m.entity || null;
    case 'column':
      return m.columns[0]?.entity ?? null;
    default:
      return null;
  }
}

/** The approving value of a status column of the table that also holds a refusing one: an approval workflow. */
function approvedValue(values: ValueIndex, entity: string): ValueHit | null {
  const on = (words: string[]) =>
    words.flatMap((w) => values.byText.get(w) ?? []).filter((h) => h.entity === entity && h.columns.length === 1);
  const refused = new Set(on(REFUSED).map((h) => h.columns[0]));
  return on(APPROVED).find((h) => refused.has(h.columns[0])) ?? null;
}

/** The date column on which the table's rows were asked for. */
function askedDate(catalog: Catalog, entity: string): CatalogColumn | null {
  const e = catalog.byName.get(entity);
  return e?.timeColumns.find((c) => c.stems.some((s) => ASKED_DATE.includes(s))) ?? null;
}
