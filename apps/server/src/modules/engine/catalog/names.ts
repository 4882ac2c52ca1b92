import type { DiscoveredSchema } from '../../connectors/schema';
import { runAll } from '../../../lib/slices';
import { ABBREVIATIONS as KNOWN } from '../knowledge';
import { identifierWords } from '../read/normalize';
import { pluralOf, singularOf } from '../read/plural';
import { englishRank, splitRunTogether } from '../read/segment';
import { INITIAL_LED_WORDS, LOOKUP_PREFIXES } from './vocabulary';

/**
 * Reading names as real schemas write them. Schemas built by hand share prefixes and abbreviate:
 * tables `tblEmployee`, `sbCustomer`; columns `empHireDt`, `sbCustName`, `lvDaysNum`. A person asks
 * about "employees", "hire date" and "leave days", so before anything else the catalog turns each
 * name into the words a person would use:
 *  1. a prefix shared by most tables of the schema (`tbl`, `sb`) is dropped from table names;
 *  2. a prefix shared by most columns of a table (`emp` in tblEmployee, `sb` then `cust` in sbCustomer)
 *     is dropped from those columns;
 *  3. the usual abbreviations are spelled out (`dt` → date, `amt` → amount, `cust` → customer).
 * Before all three, a name written as one run of lower-case letters (`enrolldate`, `istenured`) is split into
 * its words (read/segment.ts).
 * Each step only applies when it leaves every name with words, and two columns never end up alike.
 */

/** Prefixes that mark a table's kind rather than its subject: dropped wherever they appear. */
const TABLE_KIND_PREFIXES = new Set(['tbl', 'tb', 't', 'dim', 'fact', 'fct', 'vw']);

/**
 * Abbreviations schemas use for business words (knowledge/abbreviations.json, ADR 050). Each maps to the word a
 * person says; only whole words of a name are spelled out, so `amount` stays `amount` and `dt` becomes `date`.
 */
const ABBREVIATIONS: Record<string, string> = Object.fromEntries(KNOWN.entries.map((e) => [e.short, e.word]));
/** The other words an abbreviation is written for ('inst': institution, instrument), which questions may say. */
const ALSO: Record<string, readonly string[]> = Object.fromEntries(
  KNOWN.entries.filter((e) => e.also).map((e) => [e.short, e.also!]),
);

const KNOWN_ABBREVIATIONS: ReadonlySet<string> = new Set(Object.keys(ABBREVIATIONS));

/**
 * A name's words, runs of lower-case letters split into the words they run together. `runPrefix` is letters the
 * schema puts before every name with no separator (`sb` of `sbcustomer`, `sbtxamount`: see runTogetherPrefix); it is
 * dropped from a run when what is left reads as words.
 */
function nameWords(name: string, runPrefix: string | null = null): string[] {
  const parts = joinInitials(identifierWords(name));
  return parts.flatMap((w) => {
    const rest =
      runPrefix && w.length > runPrefix.length + 2 && w.startsWith(runPrefix) ? w.slice(runPrefix.length) : null;
    if (rest && readsAsWords(rest)) return runWords(rest);
    const words = splitRunTogether(w, KNOWN_ABBREVIATIONS);
    // A part the name's capitals or underscores set apart is a word of its own, cut further only into words that
    // read as words ('Bursary' of OnBursary stays whole, not 'burs ary'; 'customername' of a lower-case run is cut).
    if (parts.length > 1 && words.length > 1 && !readsAsWords(w)) return [w];
    return words;
  });
}

/**
 * A capital letter written before a word that makes a known abbreviation with it is that abbreviation (`LName` reads
 * `l`, `name`, and `lname` is last name), not a word of one letter.
 */
function joinInitials(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const joined = words[i].length === 1 && i + 1 < words.length ? words[i] + words[i + 1] : '';
    if (joined && KNOWN_ABBREVIATIONS.has(joined)) {
      out.push(joined);
      i++;
    } else out.push(words[i]);
  }
  return out;
}

/** A run's words; a short one ending in 'id' after a word or abbreviation is that and 'id' (`txid` → tx id). */
function runWords(run: string): string[] {
  if (run.length < MIN_PREFIXED && run.endsWith('id') && run.length > 3) return [run.slice(0, -2), 'id'];
  return splitRunTogether(run, KNOWN_ABBREVIATIONS);
}

/** Words ranked past this are too rare to be taken for what a schema means ('sb', 'sbc', 'ust', 'omer'). */
const COMMON_WORD_RANK = 20_000;

/** Whether a lower-case run is a common word, a known abbreviation, or splits into such words. */
function readsAsWords(run: string): boolean {
  if (run.length < MIN_PREFIXED && run.endsWith('id') && run.length > 3) return readsAsWords(run.slice(0, -2));
  return splitRunTogether(run, KNOWN_ABBREVIATIONS).every(
    (w) => KNOWN_ABBREVIATIONS.has(w) || (englishRank(w) ?? Infinity) < COMMON_WORD_RANK,
  );
}

/**
 * Letters a schema puts before every table name with no separator, as unquoted camelCase reaches PostgreSQL
 * (`sbCustomer` → `sbcustomer`, `sbTxLine` → `sbtxline`): the leading one to four letters most table names share,
 * when, taken off, more of the names read as words than before and most of them do. Such a prefix is no word of
 * its own, so splitting the whole run would cut the name into nonsense ("sbc ust omer").
 */
function runTogetherPrefix(runs: string[]): string | null {
  const lower = runs.filter((r) => /^[a-z]+$/.test(r) && r.length >= MIN_PREFIXED);
  if (lower.length < 3 || lower.length < runs.length * SHARED) return null;
  const before = lower.filter(readsAsWords).length;
  let best: { prefix: string; good: number } | null = null;
  for (let length = 1; length <= 4; length++) {
    const counts = new Map<string, number>();
    for (const r of lower) counts.set(r.slice(0, length), (counts.get(r.slice(0, length)) ?? 0) + 1);
    for (const [prefix, n] of counts) {
      if (n < runs.length * SHARED || (englishRank(prefix) ?? Infinity) < COMMON_ENGLISH) continue;
      const good = lower.filter((r) => r.startsWith(prefix) && readsAsWords(r.slice(length))).length;
      if (good > before && good >= n * SHARED && (!best || good > best.good)) best = { prefix, good };
    }
  }
  return best?.prefix ?? null;
}

/**
 * The initials of a table's words put before its columns with no separator (`etcompleteddt`, `etscorepct` in
 * emptraining: `etCompletedDt` as unquoted camelCase reaches PostgreSQL), when most of its columns start with them
 * and what is left of most of those reads as words. Initials are no word, however common the letters are in English
 * ("et"), so the schema-wide test of runTogetherPrefix does not find them.
 */
function initialsPrefix(tableWords: string[] | undefined, columns: string[]): string | null {
  if (!tableWords || tableWords.length < 2) return null;
  const prefix = tableWords.map((w) => w[0]).join('');
  const lower = columns.filter((c) => /^[a-z]+$/.test(c) && c.length >= MIN_PREFIXED);
  const prefixed = lower.filter((c) => c.startsWith(prefix));
  if (prefixed.length < 3 || prefixed.length < columns.length * SHARED) return null;
  const good = prefixed.filter((c) => readsAsWords(c.slice(prefix.length))).length;
  return good >= prefixed.length * SHARED ? prefix : null;
}

/** A prefixed run is at least this long: two letters of prefix and a word of three. */
const MIN_PREFIXED = 5;

/** Words that start a yes/no column's name ('isRemote', 'hasDiscount') and say nothing of its subject. */
export const BOOLEAN_LEADS: ReadonlySet<string> = new Set(['is', 'has', 'was', 'can']);

/** The share of names that must start with the same word for it to count as a shared prefix. */
const SHARED = 0.6;

export interface SchemaNames {
  /** Words of an entity's table name, as a person says them. */
  entity(name: string): string[];
  /** Words of a column's name, as a person says them (key suffixes kept: the catalog decides about those). */
  column(entity: string, field: string): string[];
}

/**
 * Reads every table and column name of a schema. Table names are read at once (the shared prefix needs
 * them all); a table's columns are read when the catalog first asks, so a 10,000-table schema is read
 * in the catalog's slices rather than in one block.
 */
export function readSchemaNames(schema: DiscoveredSchema): SchemaNames {
  return runAll(schemaNameSteps(schema));
}

/** readSchemaNames as steps (lib/slices.ts): a step per table, so a wide schema's names are read between turns. */
export function* schemaNameSteps(schema: DiscoveredSchema): Generator<void, SchemaNames> {
  const tableWords = new Map<string, string[]>();
  const read: string[][] = [];
  const runPrefix = runTogetherPrefix(schema.entities.map((e) => e.table || e.name));
  for (const e of schema.entities) {
    read.push(nameWords(e.table || e.name, runPrefix));
    yield;
  }
  // A shared first word that is itself the name of a table (Catalogs beside Catalog_Structure and Catalog_Contents)
  // is a word of the business, not a naming habit like `tbl`: 'catalog contents' are asked for by both words.
  const shared = sharedPrefix(read);
  const tablePrefix =
    shared !== null &&
    read.some((words) => words.length === 1 && (words[0] === shared || words[0] === pluralOf(shared)))
      ? null
      : shared;
  const byName = new Map(schema.entities.map((e) => [e.name, e]));
  for (const [i, e] of schema.entities.entries()) {
    let words = read[i];
    if (words.length > 1 && (TABLE_KIND_PREFIXES.has(words[0]) || words[0] === tablePrefix)) words = words.slice(1);
    // A table of reference codes (`Ref_Document_Types`) is asked for as 'document types', unless another table reads so.
    const rest = words.slice(1).join(' ');
    if (words.length > 1 && LOOKUP_PREFIXES.has(words[0]) && !read.some((other) => other.join(' ') === rest))
      words = words.slice(1);
    tableWords.set(e.name, spellOut(words));
    yield;
  }
  const tableWordFor = tableAbbreviations(tableWords);
  const columnWords = new Map<string, Map<string, string[]>>();
  const columnsOf = (entity: string): Map<string, string[]> | undefined => {
    const known = columnWords.get(entity);
    if (known) return known;
    const e = byName.get(entity);
    if (!e) return undefined;
    const ownPrefix =
      runPrefix ??
      initialsPrefix(
        read[schema.entities.indexOf(e)],
        e.fields.map((f) => f.name),
      );
    let names = e.fields.map((f) => nameWords(f.name, ownPrefix));
    // Twice: a schema-wide prefix first ('sb'), then the table's own ('cust').
    for (let pass = 0; pass < 2; pass++) names = dropSharedPrefix(names);
    const byField = new Map<string, string[]>();
    e.fields.forEach((f, i) => {
      let words = names[i];
      if (words.length > 1 && BOOLEAN_LEADS.has(words[0]) && f.type === 'boolean') words = words.slice(1);
      words = initialLed(words, tableWords.get(e.name) ?? []);
      byField.set(
        f.name,
        spellOut(words).map((w) => tableWordFor(w) ?? w),
      );
    });
    columnWords.set(entity, byField);
    return byField;
  };
  return {
    entity: (name) => tableWords.get(name) ?? spellOut(nameWords(name, runPrefix)),
    column: (entity, field) => columnsOf(entity)?.get(field) ?? spellOut(nameWords(field, runPrefix)),
  };
}

/**
 * A name of one run that is the initial (or the first letters) of its table's word and a word that names a row's
 * attribute (`ename`, `dname`, `bname`: the employee's, the department's, the bank's name, as older textbook schemas
 * write them; `flno`, the flight's number) reads as that table word and the word, as `emp_name` would; a run English
 * or the known abbreviations read as a word stays whole.
 */
function initialLed(words: string[], table: string[]): string[] {
  // Written apart, a lone letter before such a word is the initial of the table's word it begins, when only one
  // does (`GName`, `GType` in Video_Games: the game's name and type). (Not a key, `u_id`: a reference to it is read
  // by the key's own short word, build-catalog.ts.)
  if (words.length === 2 && /^[a-z]$/.test(words[0]) && words[1] !== 'id' && INITIAL_LED_WORDS.has(words[1])) {
    const led = table.filter((t) => t.length > 1 && t.startsWith(words[0]));
    return led.length === 1 ? [singularOf(led[0]), words[1]] : words;
  }
  if (words.length !== 1) return words;
  const [w] = words;
  if (!/^[a-z]{3,6}$/.test(w) || KNOWN_ABBREVIATIONS.has(w) || (englishRank(w) ?? Infinity) < COMMON_ENGLISH)
    return words;
  // (Or its first letters: `flno` in a table of flights, the flight's number.)
  for (let k = 1; k <= 3 && k < w.length - 1; k++) {
    const led = table.find((t) => t.length > k && t.startsWith(w.slice(0, k)));
    if (led && INITIAL_LED_WORDS.has(w.slice(k))) return [led, w.slice(k)];
  }
  return words;
}

/** Words of this many letters or more count as a table's word a column may abbreviate. */
const TABLE_WORD_MIN = 5;
/** Words more common than this in English are words, not abbreviations ('term', 'cat', 'line'). */
const COMMON_ENGLISH = 5000;

/**
 * Column words that abbreviate a table's word, as older schemas write them: `APPT_DT` in APPOINTMENT is the
 * appointment's date, `PAT_ID` points at PATIENT, `PROV_ID` at PROVIDER. A word is read as a table's word when it
 * begins that word (one table word only), or else its letters appear in it in order from the same first letter
 * and keep at least 30 % of it (`appt` in "appointment", one table word only). Common English words, the known
 * abbreviations and table words themselves stay as they are. Looked up once per distinct word, so a wide schema pays per word, not per column.
 */
function tableAbbreviations(tableWords: Map<string, string[]>): (w: string) => string | null {
  const byFirst = new Map<string, string[]>();
  const all = new Set<string>();
  for (const words of tableWords.values())
    for (const w of words) {
      if (w.length < TABLE_WORD_MIN || all.has(w)) continue;
      all.add(w);
      byFirst.set(w[0], [...(byFirst.get(w[0]) ?? []), w]);
    }
  const memo = new Map<string, string | null>();
  return (w) => {
    let found = memo.get(w);
    if (found !== undefined) return found;
    found = null;
    const rank = w.length >= 3 && !all.has(w) && !KNOWN_ABBREVIATIONS.has(w) ? englishRank(w) : 0;
    if (rank === null || rank >= COMMON_ENGLISH) {
      const longer = (byFirst.get(w[0]) ?? []).filter((t) => t.length >= w.length + 2);
      const begun = longer.filter((t) => t.startsWith(w));
      // Letters in order keep a fair part of the word ('appt' of "appointment", 'bldg' of "building"); three
      // letters scattered over a long word are more likely initials ('pcp', primary care provider, in "prescription").
      const within = begun.length ? begun : longer.filter((t) => inOrder(w, t) && w.length >= t.length * 0.3);
      if (within.length === 1) found = within[0];
    }
    memo.set(w, found);
    return found;
  };
}

/** Whether the letters of `short` appear in `long` in order. */
function inOrder(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/** The first word most names share, when they have more words after it; else null. */
function sharedPrefix(names: string[][]): string | null {
  const counts = new Map<string, number>();
  for (const words of names) if (words.length > 1) counts.set(words[0], (counts.get(words[0]) ?? 0) + 1);
  let best: string | null = null;
  let most = 0;
  for (const [w, n] of counts)
    if (n > most) {
      best = w;
      most = n;
    }
  return best !== null && most >= 3 && most >= names.length * SHARED ? best : null;
}

/** Words that alone name a column's date: what is left of `appt_dt` once the table's prefix is dropped. */
const BARE_DATES: ReadonlySet<string> = new Set(['dt', 'date', 'ts', 'timestamp', 'time']);

/**
 * Drops a column prefix shared by most of a table's columns, unless two columns would then read alike. A date the
 * prefix would leave bare keeps it: `appt_dt` of t_appointment is the appointment's own date, and read as "date"
 * it would lose to `appt_booked_dt` ("booked date") wherever the table's own date is looked for by the table's name.
 */
function dropSharedPrefix(names: string[][]): string[][] {
  const prefix = sharedPrefix(names);
  if (prefix === null) return names;
  const out = names.map((words) =>
    words.length > 1 && words[0] === prefix && !(words.length === 2 && BARE_DATES.has(words[1]))
      ? words.slice(1)
      : words,
  );
  const seen = new Set<string>();
  for (const words of out) {
    const key = words.join(' ');
    if (seen.has(key)) return names;
    seen.add(key);
  }
  return out;
}

/**
 * Abbreviations spelled out; a plural of one (`stus`, `pmts`, `depts`) as the plural of what it spells, unless it is
 * a common English word of its own.
 */
function spellOut(words: string[]): string[] {
  return words.flatMap((w) => {
    const singular =
      w.length > 3 && w.endsWith('s') && !ABBREVIATIONS[w] && (englishRank(w) ?? Infinity) >= COMMON_ENGLISH
        ? ABBREVIATIONS[w.slice(0, -1)]
        : undefined;
    if (singular) {
      const parts = singular.split(' ');
      return [...parts.slice(0, -1), pluralOf(parts[parts.length - 1])];
    }
    return (ABBREVIATIONS[w] ?? w).split(' ');
  });
}

/**
 * A name's words with an abbreviation written for several words read as each other one (`Inst` of a table of
 * institutions, spelled out 'installment'): [] when its name has no such abbreviation. The catalog names the rows by
 * the first spelling; a question may say another ('how many institutions').
 */
export function otherSpellings(name: string): string[][] {
  const words = nameWords(name);
  const out: string[][] = [];
  words.forEach((w, i) => {
    for (const other of ALSO[w] ?? []) out.push(spellOut([...words.slice(0, i), other, ...words.slice(i + 1)]));
  });
  return out;
}
