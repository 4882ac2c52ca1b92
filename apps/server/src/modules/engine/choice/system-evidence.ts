import type { QuerySpec } from '../../connectors/query';
import { visitSpec } from '../../connectors/query-walk';
import { COMMON_WORDS, MONEY_WORDS, SUPERLATIVES, TRANSACTION_VERBS } from '../catalog/vocabulary';
import type { Plan } from '../plan/plan-types';
import type { TermMatch } from '../terms/terms';
import type { Evidence, Span } from '../candidates/evidence';
import type { Interpretation } from '../readings/interpretation';
import { AGG_WORDS } from '../read/keywords';
import { normalizeText } from '../read/normalize';

/**
 * How strongly a question points at one system, from what the system's own schema, data and business terms name
 * in it. Generic words ('total', 'sales', 'revenue') are named by nearly every schema, so they weigh little; a
 * distinctive word ('country') weighs more, and a phrase the schema names whole ('billing country', one column)
 * more again, since two words naming one thing by chance is rare. A mention the reading leaves unused counts half
 * (the answer does not rest on it), a word nothing names subtracts.
 */
export function systemEvidence(
  ev: Evidence,
  it: Interpretation,
  plan: Plan | { error: string },
  terms: TermMatch[],
): number {
  if ('error' in plan) return -Infinity;
  const read = readBy(plan.spec);
  let total = 0;
  for (const span of ev.spans) {
    const words = ev.tokens.slice(span.i, span.i + span.n).map((t) => t.text);
    const weight = words.reduce((s, w) => s + wordWeight(w), 0);
    const { quality, whole } = matchOf(span);
    const phrase = whole && span.n > 1 ? 1 + PHRASE_BONUS * (span.n - 1) : 1;
    total += weight * quality * phrase * (isUsed(span, read) ? 1 : UNUSED);
  }
  // A business term is the system's own word for what is asked ('pipeline', 'won deals'). Its generic words
  // ('revenue', 'sales') count nothing: another system's catalog reads them as its revenue just as well.
  for (const t of terms)
    total += normalizeText(t.phrase)
      .split(' ')
      .filter((w) => wordWeight(w) === 1).length;
  return total - UNMAPPED * it.unmapped.length;
}

/** Another system's reading this close to the chosen one's is offered as an alternative. */
export function isClose(best: number, other: number): boolean {
  if (!Number.isFinite(other)) return false;
  return other >= best - Math.max(CLOSE_ABSOLUTE, CLOSE_RELATIVE * Math.abs(best));
}

const GENERIC_WORD = 0.25;
const PHRASE_BONUS = 0.5;
const UNUSED = 0.5;
const UNMAPPED = 0.5;
const FUZZY_VALUE = 0.6;
const CLOSE_ABSOLUTE = 0.5;
const CLOSE_RELATIVE = 0.25;

function wordWeight(w: string): number {
  return COMMON_WORDS.has(w) || MONEY_WORDS.has(w) || w in AGG_WORDS || w in SUPERLATIVES || TRANSACTION_VERBS.has(w)
    ? GENERIC_WORD
    : 1;
}

/** The best hit's quality, and whether it names the whole span (not a partial or synonym match). */
function matchOf(span: Span): { quality: number; whole: boolean } {
  let quality = 0;
  let whole = false;
  for (const h of span.schema) {
    if (h.score > quality) quality = h.score;
    if (!h.partial && h.score >= 0.85) whole = true;
  }
  if (span.values.length) {
    quality = Math.max(quality, span.fuzzyValue ? FUZZY_VALUE : 1);
    whole = whole || !span.fuzzyValue;
  }
  return { quality, whole };
}

/** Tables and table.columns a query reads (subqueries included). */
interface Reads {
  entities: Set<string>;
  columns: Set<string>;
}

function isUsed(span: Span, read: Reads): boolean {
  for (const h of span.schema) {
    const t = h.target;
    if (t.kind === 'entity' && read.entities.has(t.entity)) return true;
    if (t.kind === 'column' && read.columns.has(`${t.entity}.${t.column}`)) return true;
    if (t.kind === 'edge' && read.entities.has(t.edge.from) && read.entities.has(t.edge.to)) return true;
  }
  return span.values.some((v) => v.columns.some((c) => read.columns.has(`${v.entity}.${c}`)));
}

function readBy(spec: QuerySpec): Reads {
  const reads: Reads = { entities: new Set(), columns: new Set() };
  walkSpec(spec, reads);
  return reads;
}

function walkSpec(spec: QuerySpec, reads: Reads): void {
  const aliases = new Map<string, string>([[spec.from.alias, spec.from.entity]]);
  reads.entities.add(spec.from.entity);
  for (const j of spec.joins ?? []) {
    aliases.set(j.alias, j.entity);
    reads.entities.add(j.entity);
  }
  visitSpec(spec, {
    expr: (e) => void (e.kind === 'column' && reads.columns.add(`${aliases.get(e.table) ?? e.table}.${e.column}`)),
    // A derived table or an EXISTS has aliases of its own.
    query: (q) => void walkSpec(q, reads),
  });
}
