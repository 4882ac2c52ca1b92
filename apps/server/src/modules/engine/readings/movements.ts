import { reachesUp } from '../catalog/join-graph';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { COMMON_WORDS } from '../catalog/vocabulary';
import type { Evidence, Span } from '../candidates/evidence';
import { eventRoots, IRREGULAR_PAST, sameEvent } from '../read/lemma';
import { singular, stem } from '../read/normalize';
import type { ValueHit, ValueIndex } from '../values/value-index';
import type { FilterRef } from './interpretation';

/**
 * Verbs that name a kind of movement recorded in the data: 'how many units did we receive' on a ledger of stock
 * movements whose type column holds 'RECEIPT', 'units shipped' where it holds 'SHIPMENT'. Data records the
 * movement by its noun, people ask with the verb; the two meet by their shared root (read/lemma). The value both
 * picks the ledger (the filter is on it) and keeps its rows of that kind. The verb is then a verb of moving
 * things, as 'sold' is: 'how many yoga mats did we receive' counts the units received.
 */

export interface MovementReading {
  /** The verbs read, as the question spells them (after normalisation). */
  verbs: string[];
  /** One value filter per verb that is no value itself: the kind of movement it names (a value's span gets it as one more value). */
  filters: FilterRef[];
}

const NONE: MovementReading = { verbs: [], filters: [] };

/** Column words that say the column holds a kind of record (a movement's type), not some other category. */
const KIND_WORDS = new Set(
  ['type', 'kind', 'category', 'class', 'direction', 'movement', 'transaction', 'event', 'action', 'activity'].map(
    stem,
  ),
);

/** Words before a bare verb that make it one ('did we receive', 'to ship', 'they return'). */
const VERB_LEAD = new Set(['did', 'do', 'does', 'will', 'would', 'to', 'we', 'they', 'you', 'i', 'was', 'were']);

export function readMovements(ev: Evidence, catalog: Catalog, values: ValueIndex | null): MovementReading {
  if (!values) return NONE;
  const index = movementValues(catalog, values);
  if (!index.size) return NONE;
  const T = ev.tokens.map((t) => t.text);
  const spanAt = new Map<number, Span>();
  for (const s of ev.spans) for (let k = s.i; k < s.i + s.n; k++) spanAt.set(k, s);
  const out: MovementReading = { verbs: [], filters: [] };
  for (let i = 0; i < T.length; i++) {
    const w = T[i];
    const span = spanAt.get(i);
    if (ev.tokens[i].time || COMMON_WORDS.has(w) || w.length < 3 || !isVerbForm(T, i)) continue;
    // A word of a longer value ('signed up') is that value.
    if (span?.values.length && span.n > 1) continue;
    const hits = verbHits(w, index, catalog, !!span?.schema.length);
    // A quantity named after the movement ('qty_shipped') is how the schema records it: that column is read instead.
    if (!hits.length || namesQuantity(catalog, w)) continue;
    // The other things the question names must describe the movement ('yoga mats', 'the Rotterdam warehouse'):
    // 'customers received 60 shipments' is about shipments, another record, not the ledger's receipts.
    const named = namedEntities(ev.spans.filter((s) => s !== span));
    const fitting = hits.filter((h) => named.every((e) => e === h.entity || reachesUp(catalog, h.entity, e)));
    if (!fitting.length) continue;
    if (span?.values.length) {
      // 'units returned' where a parcel's status is also 'Returned': the movement is one more value the word may
      // be, and the planner takes the one the rest of the question's joins explain.
      const more = fitting.filter(
        (h) => !span.values.some((v) => v.entity === h.entity && v.columns.join() === h.columns.join()),
      );
      if (!more.length) continue;
      span.values.push(...more);
    } else out.filters.push({ kind: 'value', text: w, hits: fitting, context: [], negate: false });
    out.verbs.push(w);
  }
  return out;
}

/** Auxiliaries that leave the verb bare further on ('how many units did the Rotterdam warehouse receive'). */
const AUXILIARIES = new Set(['did', 'do', 'does', 'will', 'would', 'can', 'could']);

/**
 * A verb as used: a past or present participle, an irregular past, or a bare verb after a subject or 'to', or
 * anywhere after an auxiliary. A noun ('receipts', 'shipments') names a table or a value, which others read.
 */
function isVerbForm(T: string[], i: number): boolean {
  const w = T[i];
  if (/(?:ed|ing)$/.test(w) || IRREGULAR_PAST.has(w)) return true;
  return T.slice(Math.max(0, i - 3), i).some((x) => VERB_LEAD.has(x)) || T.slice(0, i).some((x) => AUXILIARIES.has(x));
}

/**
 * The movement values a verb names: those whose root meets the verb's, one value per column (a verb that names
 * two values of one column, 'transfer' for 'TRANSFER_IN' and 'TRANSFER_OUT', is not told apart and reads none).
 * A verb that is also a word of the schema ('shipped' ~ ship_date) names a value only of a column of kinds.
 */
function verbHits(word: string, index: Map<string, ValueHit[]>, catalog: Catalog, schemaWord: boolean): ValueHit[] {
  const found = new Map<string, ValueHit[]>();
  for (const root of eventRoots(word))
    for (const h of index.get(root) ?? []) {
      const key = `${h.entity}|${h.columns[0]}`;
      const list = found.get(key) ?? [];
      if (!list.some((x) => x.value === h.value)) list.push(h);
      found.set(key, list);
    }
  const out: ValueHit[] = [];
  for (const list of found.values()) {
    if (list.length !== 1) continue;
    const column = catalog.byName.get(list[0].entity)?.byName.get(list[0].columns[0]);
    if (schemaWord && !column?.stems.some((s) => KIND_WORDS.has(s))) continue;
    out.push(list[0]);
  }
  return out;
}

/** Whether a quantity column carries the verb ('qty_shipped' for 'shipped'). */
function namesQuantity(catalog: Catalog, verb: string): boolean {
  return catalog.entities.some((e) =>
    e.columns.some((c) => c.money === 'quantity' && c.words.some((x) => sameEvent(x, verb))),
  );
}

/** The tables the other words of the question name, by their own words or by a value of theirs. */
function namedEntities(spans: Span[]): string[] {
  const out = new Set<string>();
  for (const s of spans) {
    if (s.values.length && !s.schema.length) {
      const entities = new Set(s.values.map((v) => v.entity));
      if (entities.size === 1) out.add([...entities][0]);
      continue;
    }
    const best = [...s.schema].sort((a, b) => b.score - a.score)[0];
    if (best?.target.kind === 'entity' && best.score >= 1) out.add(best.target.entity);
  }
  return [...out];
}

/** Category values of movement tables by their roots, built once per value index (and again when it grows). */
const cache = new WeakMap<ValueIndex, { size: number; catalog: Catalog; index: Map<string, ValueHit[]> }>();

function movementValues(catalog: Catalog, values: ValueIndex): Map<string, ValueHit[]> {
  const cached = cache.get(values);
  if (cached && cached.size === values.byText.size && cached.catalog === catalog) return cached.index;
  const index = new Map<string, ValueHit[]>();
  const movement = new Map<string, boolean>();
  const isMovement = (e: CatalogEntity) => {
    let m = movement.get(e.name);
    if (m === undefined) movement.set(e.name, (m = isLedger(e)));
    return m;
  };
  for (const [key, hits] of values.byText) {
    // One word: a movement kind ('receipt'); longer values ('transfer in') say more than a verb can.
    if (key.includes(' ')) continue;
    for (const h of hits) {
      const e = catalog.byName.get(h.entity);
      const c = h.columns.length === 1 ? e?.byName.get(h.columns[0]) : undefined;
      if (!e || !c || c.role !== 'category' || !isMovement(e)) continue;
      for (const root of eventRoots(singular(key))) index.set(root, [...(index.get(root) ?? []), h]);
    }
  }
  cache.set(values, { size: values.byText.size, catalog, index });
  return index;
}

/** A table of things that happen: dated rows, or rows that carry a quantity or an amount. */
function isLedger(e: CatalogEntity): boolean {
  return (
    e.eventTimeColumns.length > 0 ||
    e.columns.some((c: CatalogColumn) => c.money === 'quantity' || c.money === 'amount')
  );
}
