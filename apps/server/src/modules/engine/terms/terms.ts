import { z } from 'zod';
import type { Catalog, RevenueMeasure } from '../catalog/types';
import { normalizeText } from '../text/normalize';
import type { FilterRef, Interpretation } from '../understand/interpretation';

/**
 * Business terms of one system (engine-notes 10): the words a company uses for its measures and segments,
 * as data the engine reads, drafted from discovery and editable by people (YAML on the Integrations page).
 * A term that names a measure replaces the engine's own guess; a segment adds its filters and its date.
 */
const filterSchema = z.object({
  column: z.string().min(1),
  op: z.enum(['in', 'not in']).default('in'),
  values: z.array(z.union([z.string(), z.number(), z.boolean()])).min(1),
});

export const businessTermSchema = z.object({
  /** What people say: 'revenue', 'turnover', 'pipeline'. */
  phrases: z.array(z.string().min(1)).min(1),
  description: z.string().optional(),
  /** The table the term is about. */
  entity: z.string().min(1),
  /** A measure: the sum (avg…) of a column, or a count of rows; absent for a segment ('won deals'). */
  measure: z
    .object({
      column: z.string().min(1).optional(),
      agg: z.enum(['sum', 'avg', 'count', 'min', 'max']).default('sum'),
      /** Revenue computed on the lines when a grouping needs them: quantity × price × (1 − discount). */
      lines: z
        .object({
          entity: z.string().min(1),
          quantity: z.string().min(1),
          price: z.string().min(1),
          discount: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  /** Rows that belong to the term ('stage is Won'). */
  filters: z.array(filterSchema).default([]),
  /** The date this term is counted by ('won deals by close date'). */
  date: z.string().optional(),
});

export type BusinessTerm = z.infer<typeof businessTermSchema>;
export const businessTermsSchema = z.array(businessTermSchema).max(500);

export interface TermMatch {
  term: BusinessTerm;
  phrase: string;
}

/** The terms named in a question, longest phrase first; each phrase is cut out of the text the reader sees. */
export function findTerms(question: string, terms: BusinessTerm[]): { matches: TermMatch[]; rest: string } {
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
    const at = words.findIndex((_, i) => pw.every((w, k) => words[i + k] === w && !taken[i + k]));
    if (at < 0) continue;
    matches.push(c);
    for (let k = 0; k < pw.length; k++) taken[at + k] = true;
    // The reader sees a plain measure word in a measure term's place (so 'top 5 customers by pipeline' keeps its
    // shape), and a segment's table name in a segment's ('won deals' → 'deals', so 'how many' has a thing to count).
    const table = c.term.entity.split('.').pop()!.replace(/_/g, ' ');
    replaced[at] = c.term.measure ? (c.term.measure.agg === 'count' ? table : 'revenue') : table;
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

/**
 * Terms drafted from a system's catalog at connect, for people to correct: what revenue is (the stored
 * amounts first, then the lines), so the answer names its source and a person can reorder or remove it.
 */
export function draftTerms(catalog: Catalog): BusinessTerm[] {
  const out: BusinessTerm[] = [];
  const amount = catalog.revenue.find(
    (r) => r.kind === 'amount' && catalog.byName.get(r.entity)?.eventTimeColumns.length,
  );
  const lines = catalog.revenue.find((r) => r.kind === 'line');
  const main = amount ?? lines;
  if (main) {
    const e = catalog.byName.get(main.entity)!;
    out.push({
      phrases: ['revenue', 'sales', 'turnover'],
      description: 'Drafted from the schema: correct it if revenue is recorded elsewhere.',
      entity: main.entity,
      measure:
        main.kind === 'amount'
          ? {
              column: main.amount!,
              agg: 'sum',
              lines: lines
                ? { entity: lines.entity, quantity: lines.quantity!, price: lines.price!, discount: lines.discount }
                : undefined,
            }
          : {
              column: undefined,
              agg: 'sum',
              lines: {
                entity: lines!.entity,
                quantity: lines!.quantity!,
                price: lines!.price!,
                discount: lines!.discount,
              },
            },
      filters: [],
      date: e.eventTimeColumns[0]?.name,
    });
  }
  return out;
}
