import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { COMMON_WORDS } from '../catalog/vocabulary';
import { identifierWords, singular, stem } from '../read/normalize';
import { statsKey, type ValueHit, type ValueIndex } from '../values/value-index';

/**
 * Words for the codes of a coded column. A type stored as 'VAC', 'SICK' or 'PTO', a status stored as 'CMP', 'NS' or
 * 'CXL', is asked about as 'vacation', 'sick leave', 'paid time off', 'completed', 'no-shows' or 'cancelled'. A word
 * (or a run of words) fits a code in one of these ways, an earlier one preferred when two fit:
 * - initials: the code is the first letters of two to four touching words ('paid time off' → PTO, 'no-show' → NS;
 *   of the ordinary words only a negation, and only first, as in 'no show' or 'not started');
 * - the word itself, when it is an ordinary word ('new' → NEW), which the evidence only reads as a value beside the
 *   name of its column;
 * - prefix: the code is how the word begins, three letters or more ('vacation' → VAC, 'pending' → PEND);
 * - skeleton: the code is the word's first letter and then its consonants in order, doubled ones once: all of them
 *   ('paid' → PD, 'closed' → CLSD), or the first three or more of a verb's form ('completed' → CMP, 'cancelled' →
 *   CNCL; never 'pending' → PD, nor 'company' → CMP);
 * - convention: a few abbreviations business systems share that no rule spells ('cancelled' → CXL, CONVENTIONS).
 *
 * A word is read as a code only when nothing else holds it (no value, no word the schema uses, no ordinary question
 * word but as said above), the column classifies rows by a code (its name says type, code, status…; few upper-case
 * values, each on many rows; not a column of places, whose codes abbreviate names: place-codes.ts reads those), one
 * code alone fits, and the question says which column it is in:
 * - a word within NEAR words names the code's table or one of its columns ('vacation requests', 'completed visits');
 * - or a word anywhere in the question names the code's table or its own column ('claims submitted in 2025 were
 *   denied');
 * - or, for a fit of the whole word (initials, the whole skeleton, a convention), no other code column of the schema
 *   fits any reading of it ('How many no-shows did we have?').
 * An ordinary word read as itself ('new') needs its own column named within NEAR words ('new patient visit').
 * So 'usage' never turns into a country 'USA', nor 'customers' into a contractor 'CTR'.
 */

/** Words of a column that holds codes which classify its rows. */
const CODE_COLUMN_WORDS = new Set([
  'type',
  'typ',
  'code',
  'cd',
  'kind',
  'category',
  'cat',
  'class',
  'tier',
  'status',
  'reason',
  'mode',
]);

/** Words of a column of countries: its codes abbreviate names ('USA', 'CAN', 'IND'), never words of a question. */
const COUNTRY_WORDS = new Set(['country', 'cntry', 'ctry', 'nation', 'iso']);
/** Words of a column of states or provinces: one of places when its codes are the two letters of a postal code. */
const STATE_WORDS = new Set(['state', 'st', 'province', 'prov']);

/**
 * Abbreviations business systems share that neither a prefix nor a skeleton spells: the 'X' of 'CXL' (cancelled),
 * 'XFER' (transfer), 'TXN' (transaction). Keyed by how the word begins.
 */
const CONVENTIONS: ReadonlyArray<{ begins: string; codes: string[] }> = [
  { begins: 'cancel', codes: ['CXL', 'CNX', 'CNL'] },
  { begins: 'transfer', codes: ['XFER', 'XFR'] },
  { begins: 'transaction', codes: ['TXN', 'TRX'] },
];

/** Words that may start the initials of a status of what did not happen ('no show' → NS, 'not started' → NS). */
const NEGATIONS = new Set(['no', 'not', 'non']);

/** A stored code: upper-case letters and digits ('VAC', 'PT', 'CTR'), nothing a person would write as a word. */
const CODE = /^[A-Z][A-Z0-9_]{1,7}$/;
/** More distinct codes than this and the column is no classification. */
const MAX_CODES = 50;
/** How far from the word (in words) the name of the code's table or column may be. */
const NEAR = 2;

interface Word {
  text: string;
  at: number;
  /** What separates it from the word before ('' for the first). */
  gap: string;
}

/** A code of a coded column. */
interface Code {
  value: string;
  /** Lower case, for matching words. */
  key: string;
  column: CatalogColumn;
  entity: CatalogEntity;
}

type FitKind = 'initials' | 'itself' | 'prefix' | 'skeleton' | 'convention';

/** A reading of the words from i on (n of them) as a code. */
interface Fit {
  code: Code;
  n: number;
  kind: FitKind;
  /** The better of two fits of one run of words: initials of more words, then a longer prefix… */
  rank: number;
  /** Fits the whole word or run (initials, the word itself, the whole skeleton, a convention), not its beginning. */
  whole: boolean;
}

/** The question with each word that abbreviates a code written as that code ('vacation requests' → 'VAC requests'). */
export function readCodeWords(text: string, catalog: Catalog, values: ValueIndex): string {
  const codes = codesOf(catalog, values);
  if (!codes.size) return text;
  const words: Word[] = [...text.matchAll(/[A-Za-z]+/g)].map((m, k, all) => ({
    text: m[0].toLowerCase(),
    at: m.index,
    gap: k ? text.slice(all[k - 1].index + all[k - 1][0].length, m.index) : '',
  }));
  const edits: Array<{ from: number; to: number; code: string }> = [];
  const held = heldWords(text, words, values);
  for (let i = 0; i < words.length; i++) {
    if (edits.length && edits[edits.length - 1].to > words[i].at) continue;
    if (held.has(i)) continue;
    const found = readAt(words, i, codes, catalog, values);
    if (!found) continue;
    const last = words[i + found.n - 1];
    edits.push({ from: words[i].at, to: last.at + last.text.length, code: written(found) });
  }
  let out = text;
  for (const e of edits.reverse()) out = `${out.slice(0, e.from)}${e.code}${out.slice(e.to)}`;
  return out;
}

/**
 * Words something else holds: those inside quotes (a literal the user wrote), and runs of words that are a stored
 * value as a whole ('Bootup Baltimore', a club's name, keeps 'Baltimore' from reading as a city code BAL).
 */
function heldWords(text: string, words: Word[], values: ValueIndex): Set<number> {
  const held = new Set<number>();
  for (const q of text.matchAll(/"([^"]+)"|(?<![A-Za-z])'([^']+)'(?![A-Za-z])/g)) {
    const from = q.index;
    const to = q.index + q[0].length;
    words.forEach((w, k) => w.at >= from && w.at < to && held.add(k));
  }
  for (let i = 0; i < words.length; i++)
    for (let n = Math.min(6, words.length - i); n >= 2; n--) {
      if (
        !values.byText.has(
          words
            .slice(i, i + n)
            .map((w) => w.text)
            .join(' '),
        )
      )
        continue;
      for (let k = i; k < i + n; k++) held.add(k);
      break;
    }
  return held;
}

/** The one code the words from i on are read as, or null. */
function readAt(words: Word[], i: number, codes: Codes, catalog: Catalog, values: ValueIndex): Fit | null {
  const fits = fitsAt(words, i, codes, values);
  if (!fits.length) return null;
  const columns = new Set(fits.map((f) => f.code.column));
  const named = (f: Fit) =>
    f.kind === 'itself'
      ? ownColumnNear(words, i, f)
      : nearNames(words, i, f.n, f.code.entity) ||
        namedAnywhere(words, i, f.n, f.code) ||
        (f.whole && columns.size === 1);
  // A word the schema uses ('usage' of a usage table) means that, not a code that begins like it.
  const said = (f: Fit) => words.slice(i, i + f.n).find((w) => f.n === 1 || !COMMON_WORDS.has(w.text)) ?? words[i];
  const kept = fits.filter((f) => named(f) && !schemaWord(catalog, said(f).text));
  if (!kept.length) return null;
  const best = Math.max(...kept.map((f) => f.rank));
  const top = kept.filter((f) => f.rank === best);
  return new Set(top.map((f) => f.code.value)).size === 1 ? top[0] : null;
}

/** How the code is written in the question: an ordinary word's code with its column's words, so it reads as that. */
function written(fit: Fit): string {
  if (fit.kind !== 'itself') return fit.code.value;
  return [fit.code.value, ...fit.code.column.words].join(' ');
}

/** Every way the words from i on fit a code. */
function fitsAt(words: Word[], i: number, codes: Codes, values: ValueIndex): Fit[] {
  const fits: Fit[] = [];
  const add = (key: string, kind: FitKind, n: number, rank: number, whole: boolean) => {
    for (const code of codes.get(key) ?? []) fits.push({ code, n, kind, rank, whole });
  };
  // 'paid time off' → PTO, 'part-time' → PT, 'no-show' → NS.
  for (let n = Math.min(4, words.length - i); n >= 2; n--) {
    const run = words.slice(i, i + n);
    // The words must touch ('part time', 'part-time'), and each be a word of its own, not a value.
    if (run.slice(1).some((w) => w.gap.length !== 1 || !/[\s-]/.test(w.gap))) continue;
    if (run.some((w) => w.text.length < 2 || isValue(w.text, values))) continue;
    // No ordinary word but a negation that starts a status ('no show', 'not started'): the question may reach here
    // with its hyphens gone ('no-show' → 'no show').
    if (run.some((w, k) => COMMON_WORDS.has(w.text) && !(k === 0 && NEGATIONS.has(w.text)))) continue;
    add(run.map((w) => w.text[0]).join(''), 'initials', n, 100 + n, true);
  }
  const w = words[i].text;
  // 'new' → NEW: an ordinary word that is a code as it stands.
  if (COMMON_WORDS.has(w)) add(w, 'itself', 1, 50, true);
  if (COMMON_WORDS.has(w) || w.length < 2 || isValue(w, values)) return fits;
  // 'vacation' → VAC: the longest code the word begins with comes first.
  for (let len = w.length - 1; len >= 3; len--) add(w.slice(0, len), 'prefix', 1, 20 + len, false);
  const sk = skeleton(w);
  for (let len = sk.length; len >= 2; len--) {
    const key = sk.slice(0, len);
    // A code that is also how the word begins ('sch' of 'scheduled') is read as that, once.
    if (skeletonFits(key, sk, w) && !(len < w.length && w.startsWith(key)))
      add(key, 'skeleton', 1, 10 + len, len === sk.length);
  }
  for (const c of CONVENTIONS)
    if (w.startsWith(c.begins)) for (const code of c.codes) add(code.toLowerCase(), 'convention', 1, 5, true);
  return fits;
}

/** The word's first letter and its consonants after it, a doubled one once: 'completed' → 'cmpltd', 'paid' → 'pd'. */
function skeleton(w: string): string {
  let out = w[0];
  for (const ch of w.slice(1)) if (!'aeiou'.includes(ch) && ch !== out[out.length - 1]) out += ch;
  return out;
}

/**
 * The code spells the word's skeleton: all of it ('closed' → CLSD; of two letters only for a word ending in 'd', as
 * 'paid' → PD but never 'mode' → MD), or the beginning of a verb's form ('completed' → CMP, 'pending' → PND), never
 * of a noun ('company' is no CMP).
 */
function skeletonFits(code: string, sk: string, w: string): boolean {
  if (code === sk) return code.length >= 3 || w.endsWith('d');
  return code.length >= 3 && sk.startsWith(code) && /(?:ed|ing)$/.test(w);
}

/** A word the data holds as a value: the evidence reads it as that. */
function isValue(w: string, values: ValueIndex): boolean {
  return values.byText.has(w) || values.byText.has(singular(w));
}

/** The codes of the schema's coded columns by their lower-case spelling. */
type Codes = Map<string, Code[]>;

/** Built once per value index (and again when it has grown: a word looked up in the data joins it). */
const CODES = new WeakMap<ValueIndex, { catalog: Catalog; size: number; codes: Codes }>();

function codesOf(catalog: Catalog, values: ValueIndex): Codes {
  const known = CODES.get(values);
  if (known && known.catalog === catalog && known.size === values.byText.size) return known.codes;
  const all: Code[] = [];
  const checked = new Map<string, CatalogColumn | null>();
  for (const hits of values.byText.values())
    for (const h of hits) {
      if (h.columns.length !== 1 || !CODE.test(h.value)) continue;
      const key = statsKey(h.entity, h.columns);
      if (!checked.has(key)) checked.set(key, codeColumn(h, catalog, values));
      const column = checked.get(key);
      const entity = column && catalog.byName.get(h.entity);
      if (column && entity) all.push({ value: h.value, key: h.value.toLowerCase(), column, entity });
    }
  const places = new Set([...checked.values()].filter((c) => !!c && ofPlaces(c, all)));
  const codes: Codes = new Map();
  for (const c of all) if (!places.has(c.column)) codes.set(c.key, [...(codes.get(c.key) ?? []), c]);
  CODES.set(values, { catalog, size: values.byText.size, codes });
  return codes;
}

/** The column of a hit when it classifies rows by a code. */
function codeColumn(h: ValueHit, catalog: Catalog, values: ValueIndex): CatalogColumn | null {
  const entity = catalog.byName.get(h.entity);
  const column = entity?.byName.get(h.columns[0]);
  // The name as written too: the catalog drops a key-like last word ('priority_cd', 'StatusCode' → 'priority').
  const said = column ? [...column.words, ...identifierWords(column.name)] : [];
  if (!entity || !column || !said.some((w) => CODE_COLUMN_WORDS.has(w))) return null;
  const stats = values.stats.get(statsKey(entity.name, [column.name]));
  if (!stats?.complete || stats.distinct > MAX_CODES) return null;
  // A code that names its row ('ENG' for the engineering department) is a key of sorts, not a classification;
  // a table with no name of its own may show a repeated code as its label, and that stays a classification.
  const repeated = entity.rowCount !== null && stats.distinct * 2 <= entity.rowCount;
  if (entity.label?.columns.includes(column.name) && !repeated) return null;
  return entity.rowCount === null || stats.distinct < entity.rowCount ? column : null;
}

/** A column of countries, or of states kept as two-letter codes: its codes abbreviate places, not words. */
function ofPlaces(column: CatalogColumn, codes: Code[]): boolean {
  const said = [...column.words, ...identifierWords(column.name)];
  if (said.some((w) => COUNTRY_WORDS.has(w))) return true;
  const own = codes.filter((c) => c.column === column);
  return said.some((w) => STATE_WORDS.has(w)) && own.every((c) => c.value.length === 2);
}

/** A word of a table's or a column's name (only looked for once a code fits, so a wide schema costs nothing otherwise). */
function schemaWord(catalog: Catalog, w: string): boolean {
  const s = stem(w);
  return catalog.entities.some((e) => e.stems.includes(s) || e.columns.some((c) => c.stems.includes(s)));
}

/** Words of the question outside the phrase, with where they are. */
function others(words: Word[], i: number, n: number): Array<{ w: Word; far: number }> {
  return words
    .map((w, k) => ({ w, far: k < i ? i - k : k - (i + n - 1) }))
    .filter((_, k) => (k < i || k >= i + n) && words[k].text.length >= 3);
}

/**
 * A word next to the phrase names the code's table or one of its columns; not a key to another table, which names
 * that table ('associates' beside 'studied' is no time-off request's STU for its associate key).
 */
function nearNames(words: Word[], i: number, n: number, entity: CatalogEntity): boolean {
  const own = entity.columns.filter((c) => c.role !== 'id' && !c.references);
  const names = new Set([...entity.stems, ...own.flatMap((c) => c.stems)]);
  return others(words, i, n).some(({ w, far }) => far <= NEAR && names.has(stem(w.text)));
}

/** A word anywhere in the question names the code's table or its own column ('claims … denied'). */
function namedAnywhere(words: Word[], i: number, n: number, code: Code): boolean {
  const names = new Set([...code.entity.stems, ...code.column.stems]);
  return others(words, i, n).some(({ w }) => names.has(stem(w.text)));
}

/**
 * An ordinary word read as itself: a word of its own column (not a word of every code column, such as 'type') is
 * within NEAR words, and not right beside it, where the evidence reads the value as it is ('new visits').
 */
function ownColumnNear(words: Word[], i: number, fit: Fit): boolean {
  const own = new Set(
    fit.code.column.words.filter((w) => !CODE_COLUMN_WORDS.has(w) && w.length >= 3).map((w) => stem(w)),
  );
  const near = others(words, i, 1).filter(({ w }) => own.has(stem(w.text)));
  return near.some(({ far }) => far <= NEAR) && !near.some(({ far }) => far === 1);
}
