import type { Catalog, CatalogColumn } from '../catalog/types';
import { canonical } from '../catalog/vocabulary';
import { stem } from '../read/normalize';
import type { FilterRef } from './interpretation';

/**
 * Yes/no columns named in words by a phrase of the question: 'recommended for promotion' for PromoRecFlg,
 * 'eligible for rehire' for is_rehire_eligible, 'approved by the manager' for mgr_approved. A person says every
 * word of the column's name, in any order, with small words between them, and spells out what the schema
 * abbreviates ('rec' → recommended). Such a phrase means the flag is true ('not recommended for promotion':
 * false). The schema's phrase index cannot see this (it matches a name's words in order, whole), so its words
 * would be read apart, or as some data value ('Promotion' as a reason for a salary change).
 *
 * Only names of two words or more are read here, and only when said otherwise than written: a one-word flag
 * ('remote employees') or a name said as written ('first order') is read by the ordinary reader already.
 */

type FlagFilter = Extract<FilterRef, { kind: 'flag' }>;

/** Words of a yes/no column's name that only say it is one. */
const FLAG_WORDS = new Set(['flag', 'flg', 'indicator', 'ind', 'yn', 'bool', 'is', 'has', 'was', 'can']);

/** Small words a person puts between the words of a name ('recommended for promotion', 'eligible to rehire'). */
const LINKS = new Set(['for', 'of', 'to', 'as', 'a', 'an', 'the', 'by', 'on', 'with', 'be', 'been']);

/** Words before the phrase that turn it false. */
const NEGATIONS = new Set(['not', 'never', 'no', 'non', 'without']);

/** The shortest abbreviation read as the start of a question word ('rec' of 'recommended'). */
const MIN_ABBREVIATION = 3;

/** A word, with its stem and canonical form worked out once (a wide schema has thousands of yes/no columns). */
interface Said {
  text: string;
  stem: string;
  canonical: string;
}

interface Word extends Said {
  start: number;
  end: number;
}

const said = (text: string): Said => ({ text, stem: stem(text), canonical: canonical(text) });

interface Found {
  column: CatalogColumn;
  /** First and last question word of the phrase, the negation included. */
  from: number;
  to: number;
  value: boolean;
}

/**
 * Returns the question without the phrases that named a yes/no column, and the flag filters they stood for.
 * `isValue` tells a phrase that is itself a data value (a status 'Recommended for promotion'), left alone.
 */
export function readFlagPhrases(
  question: string,
  catalog: Catalog,
  isValue: (words: string) => boolean,
): { question: string; flags: FlagFilter[] } {
  const words: Word[] = [...question.matchAll(/[A-Za-z0-9']+/g)].map((m) => ({
    ...said(m[0].toLowerCase()),
    start: m.index,
    end: m.index + m[0].length,
  }));
  const found: Found[] = [];
  for (const e of catalog.entities)
    for (const c of e.columns) {
      if (c.role !== 'boolean') continue;
      const significant = c.words.filter((w) => !FLAG_WORDS.has(w));
      if (significant.length < 2) continue;
      const name = significant.map(said);
      if (!name.every((w) => words.some((q) => sameWord(q, w)))) continue;
      for (let s = 0; s < words.length; s++) {
        const end = phraseEnd(words, s, name);
        if (end < 0) continue;
        const phrase = words.slice(s, end + 1);
        // The name as the schema writes it is in the phrase index already; a data value is the value.
        const asWritten = phrase.map((w) => w.stem).join(' ') === name.map((w) => w.stem).join(' ');
        if (asWritten || isValue(phrase.map((w) => w.text).join(' '))) continue;
        const negated = s > 0 && negation(words[s - 1].text);
        found.push({ column: c, from: negated ? s - 1 : s, to: end, value: !negated });
      }
    }
  const kept = pick(found, catalog, words);
  let rest = question;
  // From the last phrase back, so earlier offsets stay right.
  for (const f of [...kept].sort((a, b) => b.from - a.from))
    rest = `${rest.slice(0, words[f.from].start)}${rest.slice(words[f.to].end)}`.replace(/\s{2,}/g, ' ');
  return {
    question: rest,
    flags: kept.map((f) => ({ kind: 'flag', entity: f.column.entity, column: f.column.name, value: f.value })),
  };
}

/** A question word that says a word of a name: the same stem or synonym, or spelled out from its abbreviation. */
function sameWord(word: Said, name: Said): boolean {
  if (word.stem === name.stem || word.canonical === name.canonical) return true;
  return name.text.length >= MIN_ABBREVIATION && word.text.length > name.text.length && word.text.startsWith(name.text);
}

/**
 * The last word of a phrase starting at `s` that says every word of `name` once, each word of the phrase saying
 * one or linking two; -1 when there is none.
 */
function phraseEnd(words: Word[], s: number, name: Said[]): number {
  const left = [...name];
  for (let k = s; k < words.length; k++) {
    const at = left.findIndex((w) => sameWord(words[k], w));
    if (at >= 0) {
      left.splice(at, 1);
      if (!left.length) return k;
    } else if (k === s || !LINKS.has(words[k].text)) return -1;
  }
  return -1;
}

function negation(word: string): boolean {
  return NEGATIONS.has(word) || word.endsWith("n't");
}

/**
 * One column per phrase, phrases apart: the longest phrase first; of two columns named alike, the one whose table
 * the question names.
 */
function pick(found: Found[], catalog: Catalog, words: Word[]): Found[] {
  const stems = new Set(words.map((w) => w.stem));
  const named = (f: Found) => catalog.byName.get(f.column.entity)?.stems.some((s) => stems.has(s)) ?? false;
  const ordered = [...found].sort(
    (a, b) => b.to - b.from - (a.to - a.from) || Number(named(b)) - Number(named(a)) || a.from - b.from,
  );
  const kept: Found[] = [];
  for (const f of ordered) if (!kept.some((k) => f.from <= k.to && k.from <= f.to)) kept.push(f);
  return kept;
}
