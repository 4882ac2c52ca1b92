import type { DiscoveredSchema } from '../../connectors/schema';
import { runAll } from '../../../lib/slices';
import { identifierWords } from '../read/normalize';
import { englishRank, splitRunTogether } from '../read/segment';

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
 * Abbreviations schemas use for business words. Each maps to the word a person says; only whole
 * words of a name are spelled out, so `amount` stays `amount` and `dt` becomes `date`.
 */
const ABBREVIATIONS: Record<string, string> = {
  acct: 'account',
  addr: 'address',
  amt: 'amount',
  avail: 'available',
  avg: 'average',
  bal: 'balance',
  bday: 'birthday',
  catg: 'category',
  ccy: 'currency',
  cd: 'code',
  chg: 'change',
  cmt: 'comment',
  cnt: 'count',
  cntry: 'country',
  crs: 'course',
  ctry: 'country',
  curr: 'currency',
  cust: 'customer',
  dept: 'department',
  desc: 'description',
  descr: 'description',
  dest: 'destination',
  disc: 'discount',
  dlv: 'delivery',
  dlvr: 'delivery',
  dob: 'birth date',
  dscr: 'description',
  dt: 'date',
  dur: 'duration',
  dx: 'diagnosis',
  eff: 'effective',
  emp: 'employee',
  empl: 'employment',
  firstname: 'first name',
  flg: 'flag',
  fname: 'first name',
  fnm: 'first name',
  ft: 'feet',
  fy: 'fiscal year',
  grp: 'group',
  hist: 'history',
  hrs: 'hours',
  inst: 'installment',
  lastname: 'last name',
  lname: 'last name',
  lnm: 'last name',
  loc: 'location',
  lv: 'leave',
  lvl: 'level',
  maint: 'maintenance',
  mbr: 'member',
  mbrship: 'membership',
  mbrshp: 'membership',
  mfg: 'manufacturing',
  mfr: 'manufacturer',
  mgr: 'manager',
  mins: 'minutes',
  mkt: 'market',
  mktg: 'marketing',
  msg: 'message',
  mthly: 'monthly',
  nbr: 'number',
  nm: 'name',
  no: 'number',
  num: 'number',
  ord: 'order',
  org: 'organization',
  pct: 'percent',
  perf: 'performance',
  pmnt: 'payment',
  pmt: 'payment',
  prio: 'priority',
  priv: 'private',
  prod: 'product',
  promo: 'promotion',
  prop: 'property',
  pymt: 'payment',
  qtr: 'quarter',
  qty: 'quantity',
  rcpt: 'receipt',
  ref: 'reference',
  rx: 'prescription',
  req: 'request',
  sal: 'salary',
  secs: 'seconds',
  seq: 'sequence',
  shp: 'ship',
  sq: 'square',
  sqft: 'square feet',
  src: 'source',
  stat: 'status',
  stmt: 'statement',
  sts: 'status',
  supp: 'supplier',
  svc: 'service',
  tel: 'telephone',
  tgt: 'target',
  tot: 'total',
  trx: 'transaction',
  ts: 'timestamp',
  ttl: 'total',
  tx: 'transaction',
  txn: 'transaction',
  uom: 'unit of measure',
  usr: 'user',
  veh: 'vehicle',
  vndr: 'vendor',
  wh: 'warehouse',
  whse: 'warehouse',
  wk: 'week',
  wt: 'weight',
  yr: 'year',
  yrs: 'years',
};

const KNOWN_ABBREVIATIONS: ReadonlySet<string> = new Set(Object.keys(ABBREVIATIONS));

/**
 * A name's words, runs of lower-case letters split into the words they run together. `runPrefix` is letters the
 * schema puts before every name with no separator (`sb` of `sbcustomer`, `sbtxamount`: see runTogetherPrefix); it is
 * dropped from a run when what is left reads as words.
 */
function nameWords(name: string, runPrefix: string | null = null): string[] {
  return identifierWords(name).flatMap((w) => {
    const rest =
      runPrefix && w.length > runPrefix.length + 2 && w.startsWith(runPrefix) ? w.slice(runPrefix.length) : null;
    return rest && readsAsWords(rest) ? runWords(rest) : splitRunTogether(w, KNOWN_ABBREVIATIONS);
  });
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
  const tablePrefix = sharedPrefix(read);
  const byName = new Map(schema.entities.map((e) => [e.name, e]));
  for (const [i, e] of schema.entities.entries()) {
    let words = read[i];
    if (words.length > 1 && (TABLE_KIND_PREFIXES.has(words[0]) || words[0] === tablePrefix)) words = words.slice(1);
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
    let names = e.fields.map((f) => nameWords(f.name, runPrefix));
    // Twice: a schema-wide prefix first ('sb'), then the table's own ('cust').
    for (let pass = 0; pass < 2; pass++) names = dropSharedPrefix(names);
    const byField = new Map<string, string[]>();
    e.fields.forEach((f, i) => {
      let words = names[i];
      if (words.length > 1 && BOOLEAN_LEADS.has(words[0]) && f.type === 'boolean') words = words.slice(1);
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

/** Drops a column prefix shared by most of a table's columns, unless two columns would then read alike. */
function dropSharedPrefix(names: string[][]): string[][] {
  const prefix = sharedPrefix(names);
  if (prefix === null) return names;
  const out = names.map((words) => (words.length > 1 && words[0] === prefix ? words.slice(1) : words));
  const seen = new Set<string>();
  for (const words of out) {
    const key = words.join(' ');
    if (seen.has(key)) return names;
    seen.add(key);
  }
  return out;
}

function spellOut(words: string[]): string[] {
  return words.flatMap((w) => (ABBREVIATIONS[w] ?? w).split(' '));
}
