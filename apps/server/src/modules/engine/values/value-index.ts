import type { Expr, QueryResult, QuerySpec } from '../../connectors/query';
import { LRUCache } from 'lru-cache';
import { col } from '../../connectors/query';
import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { ABBREVIATIONS } from '../knowledge';
import { identifierWords, normalizeText } from '../read/normalize';

/** Where a value lives: a column, or a person's full name (first + last). */
export interface ValueHit {
  entity: string;
  /** The column(s): one, or first + last name for a person's full name. */
  columns: string[];
  /** The value exactly as stored (used in the filter, so the source matches it case-insensitively). */
  value: string;
  /** Rows holding it: the more common reading wins a tie. */
  rows: number;
  /**
   * A code kept as a text key (`ports.port_code` = 'RTM'): read only where the question writes it as stored
   * ('RTM', "RTM"), so a code spelled like a word ('AND', 'CAN') never turns the word into a filter.
   */
  code?: true;
}

export interface ColumnStats {
  distinct: number;
  /** False when the column had more distinct values than the index keeps, or was read from a sample. */
  complete: boolean;
  /** Read from a sample of a large table: its values are searchable, rarer ones are looked up when asked for. */
  sampled?: boolean;
}

export interface ValueIndex {
  /** Normalised value → where it occurs. */
  byText: Map<string, ValueHit[]>;
  /** Normalised values grouped by their number of words, for typo-tolerant lookup. */
  byWordCount: Map<number, string[]>;
  stats: Map<string, ColumnStats>;
  maxWords: number;
  /** Words looked up at question time and not found (for a while), so a question asked again does not look again. */
  misses?: LRUCache<string, true>;
}

export const MAX_VALUES_PER_COLUMN = 1000;
/**
 * Tables above this many rows are read from a sample: a GROUP BY over a whole 10M-row table took
 * seconds per column, and at 50M rows ran into the statement timeout, which silently left the
 * column out of the index (and "cancelled" unmatched). About SAMPLE_ROWS rows are read instead.
 */
const SAMPLE_ABOVE_ROWS = 1_000_000;
const SAMPLE_ROWS = 100_000;
const PARALLEL = 4;
/** A word not found is looked up again after this long: the data may have changed. */
const MISS_TTL_MS = 10 * 60_000;

export const statsKey = (entity: string, columns: string[]) => `${entity}|${columns.join('+')}`;

/** Collects the distinct values of category and label columns with bounded GROUP BY queries (over a sample for large tables). */
export async function buildValueIndex(
  catalog: Catalog,
  run: (spec: QuerySpec) => Promise<QueryResult>,
): Promise<ValueIndex> {
  const jobs: Array<{ entity: CatalogEntity; columns: string[]; expr: Expr; code?: true }> = [];
  for (const e of catalog.entities) {
    // An empty table has no values (a wide ERP schema has thousands): no query for it.
    if (e.rowCount === 0) continue;
    // A text key that names the rows (`Allergy_Type.Allergy`, build-catalog.ts) is read as a label, any case.
    const named = (c: CatalogColumn) =>
      c.role === 'label' || (c.type === 'text' && !!e.label?.columns.includes(c.name));
    for (const c of e.columns)
      if ((c.role === 'category' && !c.entityKey) || named(c))
        jobs.push({ entity: e, columns: [c.name], expr: col('t', c.name) });
    // A code the table is keyed by (catalog/types.ts `codeWords`) is typed like a category's values.
    const code = e.columns.find((c) => c.codeWords && !named(c));
    if (code) jobs.push({ entity: e, columns: [code.name], expr: col('t', code.name), code: true });
    if (e.isPerson && e.label)
      jobs.push({
        entity: e,
        columns: e.label.columns,
        expr: { kind: 'concat', separator: ' ', args: e.label.columns.map((n) => col('t', n)) },
      });
  }
  const index: ValueIndex = { byText: new Map(), byWordCount: new Map(), stats: new Map(), maxWords: 1 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const sample = samplingOf(job.entity);
      const spec: QuerySpec = {
        from: { entity: job.entity.name, alias: 't', ...(sample ? { sample } : {}) },
        select: [
          { alias: 'v', expr: job.expr },
          { alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } },
        ],
        where: { kind: 'not', condition: { kind: 'is_null', expr: job.expr, negate: false } },
        groupBy: [job.expr],
        orderBy: [{ expr: { kind: 'agg', fn: 'count', arg: null }, direction: 'desc' }],
        limit: MAX_VALUES_PER_COLUMN + 1,
      };
      try {
        const res = await run(spec);
        // Counts from a sample are scaled to the table, so the more common reading still wins a tie.
        const scale = sample ? 100 / sample.percent : 1;
        const rows = res.rows
          .slice(0, MAX_VALUES_PER_COLUMN)
          .map((r) => (sample ? { ...r, n: Math.round((Number(r.n) || 0) * scale) } : r));
        const complete = res.rows.length <= MAX_VALUES_PER_COLUMN;
        if (job.code) addCodes(index, job.entity.name, job.columns, rows, complete && !sample);
        else addColumn(index, job.entity.name, job.columns, rows, complete, !!sample);
      } catch {
        // A column we cannot read (permissions, odd type) is simply not indexed.
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return index;
}

/** What a code looks like: one short run of letters and digits (a name or a sentence kept as a key is not one). */
const CODE_VALUE = /^[\p{L}\d][\p{L}\d_.-]{0,11}$/u;

/** Indexes a text key's values that look like codes, each hit marked as a code (read only as typed). */
function addCodes(index: ValueIndex, entity: string, columns: string[], rows: QueryResult['rows'], complete: boolean) {
  if (!complete) return;
  const codes = rows.filter((r) => typeof r.v === 'string' && CODE_VALUE.test(r.v.trim()));
  addValues(index, entity, columns, codes, true);
}

/** How to sample a large table's values; undefined reads it whole. */
function samplingOf(e: CatalogEntity): { percent: number; rows: number } | undefined {
  if (e.rowCount === null || e.rowCount <= SAMPLE_ABOVE_ROWS) return undefined;
  return { percent: Math.max(0.01, Math.min(100, (100 * SAMPLE_ROWS) / e.rowCount)), rows: SAMPLE_ROWS };
}

function addColumn(
  index: ValueIndex,
  entity: string,
  columns: string[],
  rows: QueryResult['rows'],
  complete: boolean,
  sampled = false,
): void {
  index.stats.set(statsKey(entity, columns), {
    distinct: rows.length,
    complete: complete && !sampled,
    ...(sampled ? { sampled } : {}),
  });
  // An incomplete column would match some values and silently miss others; only complete columns
  // are searchable. A sampled column is, too: what the sample missed is looked up when asked for.
  if (!complete && !sampled) return;
  addValues(index, entity, columns, rows);
}

function addValues(
  index: ValueIndex,
  entity: string,
  columns: string[],
  rows: QueryResult['rows'],
  code = false,
): void {
  for (const r of rows) {
    const value = r.v;
    if (typeof value !== 'string') continue;
    for (const key of valueKeys(value)) addKey(index, key, entity, columns, value, Number(r.n) || 0, code);
  }
}

/**
 * The words a value is found by: as written, and a value run together from short words ('AsstProf') with them spelled
 * out ('assistant professor', knowledge/abbreviations.json).
 */
function valueKeys(value: string): string[] {
  const key = normalizeText(value);
  if (!key || /^[0-9. ]+$/.test(key)) return [];
  // Only a value written as words run together in capitals ('AsstProf'): 'prod_name' is no title written short.
  if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(value.trim())) return [key];
  const words = identifierWords(value);
  const spelled = words.map((w) => SPELLED_OUT.get(w) ?? w);
  return words.length > 1 && spelled.some((w, i) => w !== words[i]) ? [key, spelled.join(' ')] : [key];
}

const SPELLED_OUT = new Map(ABBREVIATIONS.entries.map((e) => [e.short, e.word]));

function addKey(
  index: ValueIndex,
  key: string,
  entity: string,
  columns: string[],
  value: string,
  n: number,
  code: boolean,
): void {
  {
    const hits = index.byText.get(key) ?? [];
    if (!hits.length) {
      const words = key.split(' ').length;
      index.maxWords = Math.max(index.maxWords, words);
      const list = index.byWordCount.get(words) ?? [];
      list.push(key);
      index.byWordCount.set(words, list);
    }
    if (hits.some((h) => h.entity === entity && h.value === value && h.columns.join() === columns.join())) return;
    hits.push({ entity, columns, value, rows: n, ...(code ? { code: true as const } : {}) });
    index.byText.set(key, hits);
  }
}

/** A value written with abbreviated words ('Comp. Sci.'): its key, its words, which of them end with a dot. */
type Abbreviated = { key: string; words: string[]; dotted: boolean[] };
/**
 * The abbreviated values of an index, by their number of words: worked out once per index, and again when values
 * looked up at question time have joined it (`size`).
 */
const ABBREVIATED = new WeakMap<ValueIndex, { size: number; byWords: Map<number, Abbreviated[]> }>();

function abbreviatedOf(index: ValueIndex): Map<number, Abbreviated[]> {
  const known = ABBREVIATED.get(index);
  if (known?.size === index.byText.size) return known.byWords;
  const out = new Map<number, Abbreviated[]>();
  for (const [key, hits] of index.byText) {
    const value = hits[0]?.value;
    if (!value || !/[A-Za-z]\.(?:\s|$)/.test(value)) continue;
    const raw = value.trim().split(/\s+/);
    const words = raw.map((w) => normalizeText(w));
    const dotted = raw.map((w) => /^[A-Za-z]{2,}\.$/.test(w));
    if (!dotted.some(Boolean) || words.some((w) => !w || w.includes(' '))) continue;
    out.set(words.length, [...(out.get(words.length) ?? []), { key, words, dotted }]);
  }
  ABBREVIATED.set(index, { size: index.byText.size, byWords: out });
  return out;
}

/**
 * 'the computer science department' where the data says 'Comp. Sci.': a value whose words are cut short with a dot
 * is named by words they begin (the others as written); the one such value, or null.
 */
export function abbreviatedValue(words: string[], index: ValueIndex): string | null {
  const found = (abbreviatedOf(index).get(words.length) ?? []).filter((v) =>
    v.words.every((w, i) => (v.dotted[i] ? words[i].length > w.length && words[i].startsWith(w) : words[i] === w)),
  );
  return found.length === 1 ? found[0].key : null;
}

const INITIALS = new WeakMap<ValueIndex, { size: number; byInitials: Map<string, string[]> }>();

/**
 * 'flights from LA to Honolulu' where the data says 'Los Angeles': a value of two to four words named by their
 * initials, typed in capitals (the caller checks the casing); the one such value, or null.
 */
export function initialsValue(word: string, index: ValueIndex): string | null {
  let known = INITIALS.get(index);
  if (known?.size !== index.byText.size) {
    const byInitials = new Map<string, string[]>();
    for (const key of index.byText.keys()) {
      const words = key.split(' ');
      if (words.length < 2 || words.length > 4 || words.some((w) => !/^[a-z]/.test(w))) continue;
      const initials = words.map((w) => w[0]).join('');
      byInitials.set(initials, [...(byInitials.get(initials) ?? []), key]);
    }
    known = { size: index.byText.size, byInitials };
    INITIALS.set(index, known);
  }
  const found = known.byInitials.get(word) ?? [];
  return found.length === 1 ? found[0] : null;
}

/** A column where a value may be found that the index does not hold. */
export interface LookupColumn {
  entity: string;
  column: string;
}

/**
 * Columns a question word missing from the index may still be in: category and label columns the
 * index could not read whole (sampled, too many values, or a failed read), those of the tables the
 * question names first; then the named tables' free-text columns, which the index never reads (a member's
 * `Address` holding a town: 'members living in Hartford'). At most `max`, so a question never fans out into many
 * queries.
 */
export function likelyColumns(index: ValueIndex, catalog: Catalog, named: string[] = [], max = 8): LookupColumn[] {
  const out: LookupColumn[] = [];
  const entities = [...catalog.entities].sort(
    (a, b) => Number(named.includes(b.name)) - Number(named.includes(a.name)),
  );
  for (const e of entities) {
    if (e.rowCount === 0) continue;
    for (const c of e.columns) {
      if (c.role !== 'category' && c.role !== 'label') continue;
      if (index.stats.get(statsKey(e.name, [c.name]))?.complete) continue;
      out.push({ entity: e.name, column: c.name });
      if (out.length >= max) return out;
    }
  }
  for (const e of entities.filter((x) => named.includes(x.name) && x.rowCount !== 0))
    for (const c of e.columns) {
      if (c.role !== 'freetext' || c.type !== 'text') continue;
      out.push({ entity: e.name, column: c.name });
      if (out.length >= max) return out;
    }
  return out;
}

/**
 * Looks a question word up in the source, on the given columns, before the engine declares it
 * unused: one query per column, `WHERE column IN (the word's usual spellings)` with LIMIT 1 (an
 * index on the column answers it at once; without one the scan stops at the first match). Found
 * values join the index, so the next question finds them there; words found nowhere are
 * remembered and not looked up again.
 */
export async function lookup(
  index: ValueIndex,
  word: string,
  candidates: LookupColumn[],
  run: (spec: QuerySpec) => Promise<QueryResult>,
): Promise<ValueHit[]> {
  const key = normalizeText(word);
  const known = index.byText.get(key);
  if (known?.length) return known;
  index.misses ??= new LRUCache<string, true>({ max: 10_000, ttl: MISS_TTL_MS });
  if (!key || index.misses.has(key) || !candidates.length) return [];
  const spellings = [
    ...new Set([
      word,
      key,
      key.toUpperCase(),
      key.replace(/\b\p{L}/gu, (l) => l.toUpperCase()),
      key[0].toUpperCase() + key.slice(1),
    ]),
  ];
  const found = await Promise.all(
    candidates.map(async (c) => {
      const spec: QuerySpec = {
        from: { entity: c.entity, alias: 't' },
        select: [{ alias: 'v', expr: col('t', c.column) }],
        where: { kind: 'in', expr: col('t', c.column), values: spellings },
        limit: 1,
      };
      try {
        const res = await run(spec);
        return res.rows.map((r) => ({ c, v: r.v }));
      } catch {
        // A column the source cannot search (type, permission, timeout) just does not hold the word.
        return [];
      }
    }),
  );
  for (const { c, v } of found.flat())
    if (typeof v === 'string' && normalizeText(v) === key) addValues(index, c.entity, [c.column], [{ v, n: 1 }]);
  const hits = index.byText.get(key) ?? [];
  if (!hits.length) index.misses.set(key, true);
  return hits;
}
