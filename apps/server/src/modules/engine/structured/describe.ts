import type { Catalog, CatalogColumn, CatalogEntity } from '../catalog/types';
import { identifierWords, stem } from '../read/normalize';
import type { ValueIndex } from '../values/value-index';
import type { BusinessTerm } from '../terms/terms';

/**
 * The most text a system's description for a language model may take. A 5,000-table catalog and a 10-table one both
 * fit it: the tables the question names come first and whole, the rest by name only while room lasts, then a count.
 */
export const MAX_DESCRIPTION_CHARS = 24_000;
/** Tables described column by column; the others are listed by name. */
const DETAILED_TABLES = 25;
const SAMPLE_VALUES = 6;

export interface DescribeOptions {
  /** The user's question: its words choose the tables described in full when the schema is wide. */
  question?: string;
  /** Tables the model asked for by name: described in full first. */
  tables?: string[];
  maxChars?: number;
  terms?: BusinessTerm[];
}

/**
 * A catalog as a language model reads it to write a structured query: each table with its row count, what names its
 * rows, its columns with their roles (key, reference, date, money, flag, category with sample values) and the
 * relations, in a compact text bounded by `maxChars`.
 */
export function describeCatalog(catalog: Catalog, values: ValueIndex | null, options: DescribeOptions = {}): string {
  const max = options.maxChars ?? MAX_DESCRIPTION_CHARS;
  const samples = values ? samplesOf(values) : new Map<string, string[]>();
  const ranked = rankTables(catalog, options);
  const out: string[] = [];
  let used = 0;
  const push = (text: string) => {
    if (used + text.length + 1 > max) return false;
    out.push(text);
    used += text.length + 1;
    return true;
  };
  push(
    `System ${catalog.systemName}: ${catalog.entities.length} tables. Columns are name type [role]; "→ t" is a reference to table t.`,
  );
  // The company's own words for its measures, segments and dates: a query that uses one follows its definition.
  for (const term of options.terms ?? []) if (!push(`Business term ${JSON.stringify(term)}`)) break;

  let detailed = 0;
  let listed = 0;
  const brief: string[] = [];
  for (const entity of ranked) {
    if (detailed < DETAILED_TABLES && push(tableText(entity, catalog, samples))) {
      detailed++;
      continue;
    }
    brief.push(entity.name);
  }
  if (brief.length) {
    let line = 'Other tables (ask describe_system with their names for columns):';
    for (const name of brief) {
      if (used + line.length + name.length + 40 > max) break;
      line += ` ${name},`;
      listed++;
    }
    push(line.replace(/,$/, ''));
    if (listed < brief.length) push(`… and ${brief.length - listed} more tables.`);
  }
  return out.join('\n');
}

/** A name as written in a query: as it is, or in double quotes when it holds spaces or other signs ("Success Manager"). */
const nameOf = (name: string) => (/^[\p{L}_][\p{L}\p{N}_$.:/-]*$/u.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

function tableText(entity: CatalogEntity, catalog: Catalog, samples: Map<string, string[]>): string {
  const head = [
    `table ${nameOf(entity.name)}`,
    entity.rowCount !== null ? `(${entity.rowCount} rows)` : '',
    entity.label ? `named by ${entity.label.columns.map(nameOf).join(' + ')}` : '',
    entity.primaryKey.length ? `key ${entity.primaryKey.map(nameOf).join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const columns = entity.columns.map((c) => `  ${columnText(c, entity, catalog, samples)}`);
  return [head, ...columns].join('\n');
}

function columnText(c: CatalogColumn, entity: CatalogEntity, catalog: Catalog, samples: Map<string, string[]>): string {
  const tags: string[] = [];
  const edge = catalog.edges.find(
    (e) => e.from === entity.name && e.fromFields.length === 1 && e.fromFields[0] === c.name,
  );
  if (edge) tags.push(`→ ${nameOf(edge.to)}`);
  else if (c.isKey) tags.push('key');
  if (c.role === 'time') tags.push(c.textDate ? 'date kept as text' : 'date');
  if (c.money === 'amount' || c.money === 'price') tags.push('money');
  else if (c.money === 'quantity') tags.push('quantity');
  if (c.role === 'boolean') tags.push(c.truth ? `flag: yes = ${c.truth.yes.join('/')}` : 'flag');
  const seen = samples.get(`${entity.name}|${c.name}`);
  if (seen?.length && (c.role === 'category' || c.role === 'label'))
    tags.push(`e.g. ${seen.map((v) => JSON.stringify(v)).join(', ')}`);
  return `${nameOf(c.name)} ${c.type}${tags.length ? ` [${tags.join('; ')}]` : ''}`;
}

/** The most common values of each indexed column, read once per value index. */
const sampleCache = new WeakMap<ValueIndex, Map<string, string[]>>();
function samplesOf(values: ValueIndex): Map<string, string[]> {
  const cached = sampleCache.get(values);
  if (cached) return cached;
  const byColumn = new Map<string, Array<{ value: string; rows: number }>>();
  for (const hits of values.byText.values())
    for (const hit of hits) {
      if (hit.columns.length !== 1) continue;
      const key = `${hit.entity}|${hit.columns[0]}`;
      const list = byColumn.get(key) ?? [];
      list.push({ value: hit.value, rows: hit.rows });
      byColumn.set(key, list);
    }
  const out = new Map<string, string[]>();
  for (const [key, list] of byColumn)
    out.set(
      key,
      list
        .sort((a, b) => b.rows - a.rows || a.value.localeCompare(b.value))
        .slice(0, SAMPLE_VALUES)
        .map((x) => x.value),
    );
  sampleCache.set(values, out);
  return out;
}

/**
 * Tables in the order they are described: those asked for by name, then those the question's words name (a table's
 * own words count most, its columns' words less), then the rest by size, fact tables and their neighbours first.
 */
function rankTables(catalog: Catalog, options: DescribeOptions): CatalogEntity[] {
  const asked = new Set((options.tables ?? []).map((t) => t.toLowerCase()));
  const words = new Set(identifierWords(options.question ?? '').map(stem));
  const score = (e: CatalogEntity) => {
    if (asked.has(e.name.toLowerCase()) || asked.has(e.table.toLowerCase())) return 1_000;
    let s = 0;
    for (const st of e.stems) if (words.has(st)) s += 10;
    for (const c of e.columns) for (const st of c.stems) if (words.has(st)) s += 2;
    return s;
  };
  const scored = catalog.entities.map((e, i) => ({ e, i, s: score(e) }));
  // Tables next to a named one come before unrelated ones: a question about invoices needs its lines and customers.
  const named = new Set(scored.filter((x) => x.s >= 10).map((x) => x.e.name));
  for (const x of scored)
    if (
      x.s < 10 &&
      catalog.edges.some((e) => (named.has(e.to) && e.from === x.e.name) || (named.has(e.from) && e.to === x.e.name))
    )
      x.s += 5;
  return scored.sort((a, b) => b.s - a.s || (b.e.rowCount ?? 0) - (a.e.rowCount ?? 0) || a.i - b.i).map((x) => x.e);
}
