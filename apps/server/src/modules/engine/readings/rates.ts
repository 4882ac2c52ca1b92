import { pluralOf } from '../read/plural';
import type { Catalog, CatalogEntity } from '../catalog/types';
import { canonical } from '../catalog/vocabulary';
import { normalizeText, singular, stem } from '../read/normalize';
import type { ValueIndex } from '../values/value-index';
import { endsInLateness } from './dates';
import { endDate, peopleTable } from './meanings';

/**
 * '<event> rate' (churn rate, return rate, cancellation rate): the share of rows where the event happened, in
 * percent, per group when the question groups ('return rate by carrier'). The event is found in the data, as a
 * status value ('Returned') or as the date it happened (churned_at); a rate the schema stores as a column of
 * its own ('tax rate', 'discount rate') is that column and is left alone. The question is rewritten as the share
 * it means ('percentage of enterprise accounts churned'), which the share form then reads.
 */

/** The participle of an event noun where adding -ed does not make it. */
const PARTICIPLES: Record<string, string[]> = {
  win: ['won'],
  loss: ['lost'],
  delivery: ['delivered'],
  cancellation: ['cancelled', 'canceled'],
  cancel: ['cancelled', 'canceled'],
  approval: ['approved'],
  rejection: ['rejected'],
  completion: ['completed'],
  conversion: ['converted'],
  failure: ['failed'],
  renewal: ['renewed'],
  refund: ['refunded'],
  acceptance: ['accepted'],
  response: ['responded'],
  attrition: ['left'],
  turnover: ['left'],
  resignation: ['resigned'],
  termination: ['terminated'],
  return: ['returned'],
  churn: ['churned'],
  default: ['defaulted'],
};

export interface RateReading {
  /** The question as the share it means. */
  text: string;
  /** The share is taken within each group ('return rate by carrier'), not of the grand total. */
  perGroup: boolean;
  /** The event's word in the rewritten question: the filters it stands for are the part, every other one the whole. */
  event: string;
}

export function readRate(question: string, catalog: Catalog, values: ValueIndex | null): RateReading | null {
  const text = normalizeText(question);
  const m = /\b([a-z]+) rates?\b/.exec(text);
  if (!m) return null;
  const word = m[1];
  // 'late delivery rate': the lateness of the deliveries, date arithmetic (readings/dates), not how many were delivered.
  if (endsInLateness(text.slice(0, m.index))) return null;
  // A rate stored as a column ('tax rate', 'hourly rate') is read as that column.
  if (catalog.entities.some((e) => e.columns.some((c) => c.words.includes('rate') && c.words.includes(word))))
    return null;
  const event = eventOf(word, catalog, values);
  if (!event) return null;
  // What is left of the question once the form's own words go: 'of enterprise accounts', 'by carrier'.
  const head = text.slice(0, m.index).replace(/\b(?:what|which)\s+(?:is|was|are|were)\s+(?:the\s+)?|\bthe\s*$/g, ' ');
  const tail = text
    .slice(m.index + m[0].length)
    .replace(/^\s*(?:of|for|among|across)\s+(?:the\s+|our\s+|all\s+)?/, ' ');
  const rest = `${head} ${tail}`.replace(/\s+/g, ' ').trim();
  const group = /\b(?:by|per|for each|for every|in each|across)\s+/.exec(rest);
  const subject = group ? rest.slice(0, group.index).trim() : rest;
  const grouping = group ? rest.slice(group.index).trim() : '';
  const names = subject.split(' ').some((w) => canonical(w) === canonical(lastWord(event.entity)));
  const who = event.participle === 'left' ? 'who left' : event.participle;
  const rows = names ? subject : `${subject} ${pluralWords(event.entity)}`.trim();
  // The grouping before the event: 'churned by industry' would read 'by' as who did it.
  return {
    text: `percentage of ${rows} ${grouping} ${who}`.replace(/\s+/g, ' ').trim(),
    perGroup: !!grouping,
    event: event.participle,
  };
}

/** The participle that names the event in the data, and the table whose rows it happens to. */
function eventOf(
  word: string,
  catalog: Catalog,
  values: ValueIndex | null,
): { participle: string; entity: CatalogEntity } | null {
  const candidates = [...(PARTICIPLES[word] ?? []), `${word}ed`, `${word}d`, `${word.replace(/e$/, '')}ed`];
  // 'attrition', 'turnover': the people who left, on the table of people with an end date.
  if (PARTICIPLES[word]?.[0] === 'left') {
    const people = peopleTable(catalog);
    return people && endDate(people) ? { participle: 'left', entity: people } : null;
  }
  for (const p of candidates) {
    // A status value: 'Returned' shipments.
    const hit = (values?.byText.get(p) ?? []).find((h) => {
      const c = catalog.byName.get(h.entity)?.byName.get(h.columns[0]);
      return h.columns.length === 1 && c?.role === 'category';
    });
    if (hit) return { participle: p, entity: catalog.byName.get(hit.entity)! };
    // The date it happened: churned_at.
    const s = stem(p);
    const dated = catalog.entities.find((e) =>
      e.columns.some((c) => c.role === 'time' && c.words.some((w) => stem(w) === s)),
    );
    if (dated) return { participle: p, entity: dated };
  }
  return null;
}

function lastWord(e: CatalogEntity): string {
  return e.words[e.words.length - 1] ?? e.name;
}

function pluralWords(e: CatalogEntity): string {
  return [...e.words.slice(0, -1), pluralOf(singular(lastWord(e)))].join(' ');
}
