import { sameEvent } from '../read/lemma';
import { BusinessTerm as BusinessTermSchema, BusinessTerms, type BusinessTerm } from '@soe/shared';
import type { DiscoveredSchema } from '../../connectors/schema';
import { buildCatalogInSlices } from '../catalog/build-catalog';
import type { Catalog, RevenueMeasure } from '../catalog/types';
import { normalizeText, stem } from '../read/normalize';
import type { FilterRef, Interpretation } from '../readings/interpretation';

/**
 * Business terms of one system (engine note 10, docs/engine-notes.md): the words a company uses for its measures and segments,
 * as data the engine reads, drafted from discovery and editable by people (YAML on the Integrations page).
 * A term that names a measure replaces the engine's own guess; a segment adds its filters and its date.
 */
// The schema is the shared contract's (the API validates with it, the web edits with it); the engine reads it here.
export const businessTermSchema = BusinessTermSchema;
export const businessTermsSchema = BusinessTerms;
export type { BusinessTerm };

export interface TermMatch {
  term: BusinessTerm;
  phrase: string;
}

/** The terms named in a question, longest phrase first; each phrase is cut out of the text the reader sees. */
export function findTerms(
  question: string,
  terms: BusinessTerm[],
  /** True for words the data holds as one value ('sales rep'): a phrase inside them is not the term ('sales'). */
  held: (words: string) => boolean = () => false,
): { matches: TermMatch[]; rest: string } {
  const words = normalizeText(question).split(' ').filter(Boolean);
  const replaced: Array<string | null> = words.map(() => null);
  const taken = words.map(() => false);
  const candidates = terms
    .flatMap((term) => term.phrases.map((p) => ({ term, phrase: normalizeText(p) })))
    .filter((c) => c.phrase)
    .sort((a, b) => b.phrase.split(' ').length - a.phrase.split(' ').length || b.phrase.length - a.phrase.length);
  const matches: TermMatch[] = [];
  for (const c of candidates) {
    if (matches.some((m) => m.term === c.term)) continue;
    const pw = c.phrase.split(' ');
    // Matched on the question's own words only, so a word put in a term's place is never matched again.
    const within = (i: number) =>
      (i + pw.length < words.length && held(words.slice(i, i + pw.length + 1).join(' '))) ||
      (i > 0 && held(words.slice(i - 1, i + pw.length).join(' ')));
    // A segment named by one verb ('won') is named by its other forms too ('did each rep win'); a measure's word is
    // not ('sold' is not 'sales': units sold are counted, not revenue).
    const verbForms = pw.length === 1 && !c.term.measure;
    const same = (word: string, w: string) => word === w || (verbForms && sameEvent(word, w));
    const at = words.findIndex(
      (_, i) => pw.every((w, k) => same(words[i + k] ?? '', w) && !taken[i + k]) && !within(i),
    );
    if (at < 0) continue;
    matches.push(c);
    for (let k = 0; k < pw.length; k++) taken[at + k] = true;
    // The reader sees a plain measure word in a measure term's place (so 'top 5 customers by pipeline' keeps its
    // shape), and a segment's table name in a segment's ('won deals' → 'deals', so 'how many' has a thing to count).
    const table = c.term.entity.split('.').pop()!.replace(/_/g, ' ');
    // A verb that names the segment ('how many deals did we win') leaves the thing to the words that name it already.
    const named = pw.length === 1 && words[at] !== pw[0] && words.some((w, i) => !taken[i] && stem(w) === stem(table));
    replaced[at] = named ? null : c.term.measure ? (c.term.measure.agg === 'count' ? table : 'revenue') : table;
  }
  const rest = words
    .map((w, i) => (taken[i] ? replaced[i] : w))
    .filter((w): w is string => !!w)
    .join(' ');
  return { matches, rest };
}

/** Applies the named terms to the reading of the rest of the question; returns the revenue sources a revenue term fixes. */
export function applyTerms(
  it: Interpretation,
  matches: TermMatch[],
  catalog: Catalog,
): { revenue?: RevenueMeasure[]; names: string[] } {
  let revenue: RevenueMeasure[] | undefined;
  const names: string[] = [];
  for (const { term, phrase } of matches) {
    const entity = catalog.byName.get(term.entity);
    if (!entity) continue;
    names.push(phrase);
    for (const f of term.filters) {
      if (!entity.byName.has(f.column)) continue;
      if (f.op !== 'in' && f.op !== 'not in') {
        // A number compared ('big deals': amount >= 50000) is the reader's own threshold on that column.
        const value = Number(f.values[0]);
        if (!Number.isFinite(value)) continue;
        const columns = [{ entity: term.entity, column: f.column, score: 1 }];
        it.filters.push({ kind: 'threshold', op: f.op, value, columns, onMeasure: false });
        continue;
      }
      const hits = f.values.map((v) => ({ entity: term.entity, columns: [f.column], value: String(v), rows: 1 }));
      const filter: FilterRef = { kind: 'value', text: phrase, hits, context: [], negate: f.op === 'not in' };
      it.filters.push(filter);
    }
    if (term.date && entity.byName.has(term.date)) it.timeHints = [term.date, ...it.timeHints];
    const m = term.measure;
    if (!m) continue;
    // The aggregate the question asks for ('average revenue') wins over the term's own.
    const asked = it.measure.kind === 'column' || it.measure.kind === 'revenue' ? it.measure.agg : undefined;
    if (m.agg === 'count') {
      it.measure = { kind: 'count', entity: term.entity };
    } else {
      // A stored amount first; the lines when a grouping can only be reached through them (revenue by product).
      const sources: RevenueMeasure[] = [];
      if (m.column && entity.byName.has(m.column))
        sources.push({ entity: term.entity, kind: 'amount', amount: m.column });
      if (m.lines && catalog.byName.get(m.lines.entity)?.byName.has(m.lines.quantity))
        sources.push({
          entity: m.lines.entity,
          kind: 'line',
          quantity: m.lines.quantity,
          price: m.lines.price,
          discount: m.lines.discount,
        });
      if (!sources.length) continue;
      revenue = sources;
      it.measure = {
        kind: 'revenue',
        agg:
          asked && asked !== 'count' && asked !== 'count_distinct' && asked !== 'median'
            ? asked
            : m.agg === 'avg' || m.agg === 'min' || m.agg === 'max'
              ? m.agg
              : 'sum',
      };
    }
    it.term = phrase;
  }
  return { revenue, names };
}

/** Words of a date column that say when the sale happened, not when the row was shipped, due or edited. */
/**
 * Words of the date a sale is counted by, the best first: when it was ordered, invoiced or sold; a payment
 * date only when there is nothing else (revenue by month follows the invoices issued, not the cash received).
 */
const SALE_DATE_WORDS = [
  'order',
  'invoice',
  'issued',
  'issue',
  'sale',
  'sold',
  'transaction',
  'purchase',
  'booking',
  'payment',
  'paid',
];
/** How a drafted term's description starts: it states SOE's guess, and a person's term replaces it. */
const DRAFTED = 'Drafted from the schema:';

/** A term SOE drafted at connect and nobody has rewritten: SOE's own defaults still apply around it. */
export function isDrafted(term: BusinessTerm): boolean {
  return term.description?.startsWith(DRAFTED) ?? false;
}

/** How many entities get a drafted display column: the ones answers group by most. */
const MAX_DRAFTED_DISPLAY = 25;

/**
 * Terms drafted from a system's catalog at connect, for people to correct: what revenue is (a stored amount on
 * a dated table first, else quantity × price on the transaction lines) and the date it is counted by, and the
 * column that names the rows of the tables answers group by most. They say what SOE would guess anyway, so a
 * person sees the guess and can change it; 'sales' is left out on purpose ('how many sales' counts, it does not sum).
 */
export function draftTerms(catalog: Catalog): BusinessTerm[] {
  const out: BusinessTerm[] = [];
  const dated = (entity: string) => !!catalog.byName.get(entity)?.eventTimeColumns.length;
  // A money column on a dated table ('invoices.total'), the total/amount ones first.
  const amounts = catalog.revenue.filter((r) => r.kind === 'amount' && dated(r.entity));
  const amount =
    amounts.find((r) => /(^|_)(total|amount)($|_)/i.test(r.amount!) && !/tax|discount/i.test(r.amount!)) ?? amounts[0];
  // Lines are revenue when they are sold lines: quantity × price on a table that is dated or hangs off a dated one.
  // A term's lines keep their price on the line itself: lines priced through a join are left to the catalog.
  const lineSources = catalog.revenue.filter((r) => r.kind === 'line' && !r.priceEntity);
  const lines =
    lineSources.find(
      (r) => dated(r.entity) || catalog.edges.some((x) => x.from === r.entity && dated(x.to) && !x.selfReference),
    ) ?? lineSources[0];
  const main = amount ?? lines;
  if (main) {
    const dateOwner = main.kind === 'line' && !dated(main.entity) ? datedParent(catalog, main.entity) : main.entity;
    const date = dateOwner ? saleDate(catalog, dateOwner) : undefined;
    const lineFormula = lines
      ? { entity: lines.entity, quantity: lines.quantity!, price: lines.price!, discount: lines.discount }
      : undefined;
    // A line's date sits on its order: the term is then about the order, whose date the reader joins to.
    const entity = dateOwner ?? main.entity;
    out.push({
      phrases: ['revenue', 'turnover'],
      description: `${DRAFTED} ${main.kind === 'amount' ? `the sum of ${main.entity}.${main.amount}` : `quantity × price on ${main.entity}`}${date ? `, dated by ${entity}.${date}` : ''}. Correct it if revenue is recorded elsewhere.`,
      entity,
      measure:
        main.kind === 'amount'
          ? { column: main.amount!, agg: 'sum', lines: lineFormula }
          : { column: undefined, agg: 'sum', lines: lineFormula },
      filters: [],
      date,
    });
  }
  // The tables foreign keys point at most are the ones answers group by ('revenue by customer'): name their rows.
  const referenced = new Map<string, number>();
  for (const x of catalog.edges) if (!x.selfReference) referenced.set(x.to, (referenced.get(x.to) ?? 0) + 1);
  const named = [...referenced]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => catalog.byName.get(name))
    .filter((e) => !!e?.label)
    .slice(0, MAX_DRAFTED_DISPLAY);
  for (const e of named)
    out.push({
      phrases: [],
      description: `${DRAFTED} how a row of ${e!.name} is named in answers.`,
      entity: e!.name,
      filters: [],
      display: [...e!.label!.columns],
    });
  return out;
}

/** Terms drafted for a system at connect, from its discovered schema (the catalog built a slice at a time). */
export async function draftTermsFromSchema(systemName: string, schema: DiscoveredSchema): Promise<BusinessTerm[]> {
  return draftTerms(await buildCatalogInSlices(systemName, schema));
}

/** The dated table a line belongs to (order_lines → orders). */
function datedParent(catalog: Catalog, entity: string): string | undefined {
  return catalog.edges.find(
    (x) => x.from === entity && !x.selfReference && catalog.byName.get(x.to)?.eventTimeColumns.length,
  )?.to;
}

/** The column that dates a sale on a table: an order/invoice/payment date before any other event date. */
function saleDate(catalog: Catalog, entity: string): string | undefined {
  const columns = catalog.byName.get(entity)?.eventTimeColumns ?? [];
  const rank = (c: (typeof columns)[number]) => {
    const i = Math.min(...c.words.map((w) => SALE_DATE_WORDS.indexOf(w)).filter((x) => x >= 0));
    return Number.isFinite(i) ? i : SALE_DATE_WORDS.length;
  };
  return [...columns].sort((a, b) => rank(a) - rank(b))[0]?.name;
}
