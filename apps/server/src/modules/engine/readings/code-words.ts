import type { Catalog, CatalogColumn } from '../catalog/types';
import { COMMON_WORDS } from '../catalog/vocabulary';
import { identifierWords, singular, stem } from '../read/normalize';
import { statsKey, type ValueHit, type ValueIndex } from '../values/value-index';

/**
 * Words for the codes of a coded column. A type stored as 'VAC', 'SICK' or 'PTO' is asked about as
 * 'vacation', 'sick leave' or 'paid time off': the code abbreviates the word (its first letters) or the phrase
 * (its initials). A word is read as a code only when nothing else holds it (no value, no ordinary word), the
 * column classifies rows by a code (its name says type, code, kind…; few upper-case values, each on many rows),
 * one code alone fits, and a word next to it names the code's table or one of its columns ('vacation
 * requests', 'days of vacation', 'part time employees'): so 'usage' never turns into a country 'USA'.
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

/** A stored code: upper-case letters and digits ('VAC', 'PT', 'CTR'), nothing a person would write as a word. */
const CODE = /^[A-Z][A-Z0-9_]{1,7}$/;
/** More distinct codes than this and the column is no classification. */
const MAX_CODES = 50;
/** How far from the word (in words) the name of the code's table or column may be. */
const NEAR = 2;

interface Word {
  text: string;
  at: number;
}

/** The question with each word that abbreviates a code written as that code ('vacation requests' → 'VAC requests'). */
export function readCodeWords(text: string, catalog: Catalog, values: ValueIndex): string {
  const words: Word[] = [...text.matchAll(/[A-Za-z]+/g)].map((m) => ({ text: m[0].toLowerCase(), at: m.index }));
  const edits: Array<{ from: number; to: number; code: string }> = [];
  for (let i = 0; i < words.length; i++) {
    if (edits.length && edits[edits.length - 1].to > words[i].at) continue;
    const found = initialsCode(words, i, catalog, values) ?? prefixCode(words, i, catalog, values);
    if (!found) continue;
    const last = words[i + found.n - 1];
    edits.push({ from: words[i].at, to: last.at + last.text.length, code: found.code });
  }
  let out = text;
  for (const e of edits.reverse()) out = `${out.slice(0, e.from)}${e.code}${out.slice(e.to)}`;
  return out;
}

/** 'vacation' → 'VAC', 'parental' → 'PARENT': the longest code of three letters or more the word begins with. */
function prefixCode(
  words: Word[],
  i: number,
  catalog: Catalog,
  values: ValueIndex,
): { code: string; n: number } | null {
  const w = words[i].text;
  if (!free(w, values)) return null;
  for (let len = w.length - 1; len >= 3; len--) {
    const code = oneCode(values.byText.get(w.slice(0, len)) ?? [], words, i, 1, catalog, values);
    // A word the schema uses ('usage' of a usage table) means that, not a code that begins like it.
    if (code) return schemaWord(catalog, w) ? null : { code, n: 1 };
  }
  return null;
}

/** 'paid time off' → 'PTO', 'part time' → 'PT': the initials of two to four words. */
function initialsCode(
  words: Word[],
  i: number,
  catalog: Catalog,
  values: ValueIndex,
): { code: string; n: number } | null {
  for (let n = Math.min(4, words.length - i); n >= 2; n--) {
    const run = words.slice(i, i + n).map((w) => w.text);
    // The words must touch ('part time', 'part-time'), and each be a word of its own, not a value.
    const gapFree = words.slice(i + 1, i + n).every((w, k) => w.at - (words[i + k].at + words[i + k].text.length) <= 1);
    if (!gapFree || run.some((w) => w.length < 2 || !free(w, values))) continue;
    const code = oneCode(values.byText.get(run.map((w) => w[0]).join('')) ?? [], words, i, n, catalog, values);
    if (code && !schemaWord(catalog, run[0])) return { code, n };
  }
  return null;
}

/** A word nothing else reads: no ordinary question word, no value the data holds. */
function free(w: string, values: ValueIndex): boolean {
  return w.length >= 2 && !COMMON_WORDS.has(w) && !values.byText.has(w) && !values.byText.has(singular(w));
}

/** The one code among the hits that fits, or null when none or more than one do. */
function oneCode(
  hits: ValueHit[],
  words: Word[],
  i: number,
  n: number,
  catalog: Catalog,
  values: ValueIndex,
): string | null {
  const fits = hits.filter((h) => {
    const column = codeColumn(h, catalog, values);
    return !!column && nearNames(words, i, n, column, catalog);
  });
  return new Set(fits.map((h) => h.value)).size === 1 ? fits[0].value : null;
}

/** The column of a hit when it classifies rows by a code. */
function codeColumn(h: ValueHit, catalog: Catalog, values: ValueIndex): CatalogColumn | null {
  if (h.columns.length !== 1 || !CODE.test(h.value)) return null;
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

/** A word of a table's or a column's name (only looked for once a code fits, so a wide schema costs nothing otherwise). */
function schemaWord(catalog: Catalog, w: string): boolean {
  const s = stem(w);
  return catalog.entities.some((e) => e.stems.includes(s) || e.columns.some((c) => c.stems.includes(s)));
}

/** A word next to the phrase names the code's table or one of its columns. */
function nearNames(words: Word[], i: number, n: number, column: CatalogColumn, catalog: Catalog): boolean {
  const entity = catalog.byName.get(column.entity);
  if (!entity) return false;
  const names = new Set([...entity.stems, ...entity.columns.flatMap((c) => c.stems)]);
  const around = [...words.slice(Math.max(0, i - NEAR), i), ...words.slice(i + n, i + n + NEAR)];
  return around.some((w) => w.text.length >= 3 && names.has(stem(w.text)));
}
