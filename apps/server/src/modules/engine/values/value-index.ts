import type { Expr, QueryResult, QuerySpec } from '../../connectors/query';
import { col } from '../../connectors/query';
import type { Catalog, CatalogEntity } from '../catalog/types';
import { normalizeText } from '../text/normalize';

/** Where a value lives: a column, or a person's full name (first + last). */
export interface ValueHit {
  entity: string;
  /** The column(s): one, or first + last name for a person's full name. */
  columns: string[];
  /** The value exactly as stored (used in the filter, so the source matches it case-insensitively). */
  value: string;
  /** Rows holding it: the more common reading wins a tie. */
  rows: number;
}

export interface ColumnStats {
  distinct: number;
  /** False when the column had more distinct values than the index keeps. */
  complete: boolean;
}

export interface ValueIndex {
  /** Normalised value → where it occurs. */
  byText: Map<string, ValueHit[]>;
  /** Normalised values grouped by their number of words, for typo-tolerant lookup. */
  byWordCount: Map<number, string[]>;
  stats: Map<string, ColumnStats>;
  maxWords: number;
}

export const MAX_VALUES_PER_COLUMN = 1000;
/**
 * Tables larger than this are not scanned for values. Large fact tables still
 * hold the status/type columns people filter on, so the bound is high; each
 * sampling query is also bounded by the system's statement timeout, and a
 * column whose query fails is simply left out of the index.
 */
const MAX_ROWS_SCANNED = 50_000_000;
const PARALLEL = 4;

export const statsKey = (entity: string, columns: string[]) => `${entity}|${columns.join('+')}`;

/** Samples the distinct values of category and label columns with bounded GROUP BY queries. */
export async function buildValueIndex(catalog: Catalog, run: (spec: QuerySpec) => Promise<QueryResult>): Promise<ValueIndex> {
  const jobs: Array<{ entity: CatalogEntity; columns: string[]; expr: Expr }> = [];
  for (const e of catalog.entities) {
    if (e.rowCount !== null && e.rowCount > MAX_ROWS_SCANNED) continue;
    for (const c of e.columns) if (c.role === 'category' || c.role === 'label') jobs.push({ entity: e, columns: [c.name], expr: col('t', c.name) });
    if (e.isPerson && e.label) jobs.push({ entity: e, columns: e.label.columns, expr: { kind: 'concat', separator: ' ', args: e.label.columns.map((n) => col('t', n)) } });
  }
  const index: ValueIndex = { byText: new Map(), byWordCount: new Map(), stats: new Map(), maxWords: 1 };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const spec: QuerySpec = {
        from: { entity: job.entity.name, alias: 't' },
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
        addColumn(index, job.entity.name, job.columns, res.rows.slice(0, MAX_VALUES_PER_COLUMN), res.rows.length <= MAX_VALUES_PER_COLUMN);
      } catch {
        // A column we cannot read (permissions, odd type) is simply not indexed.
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return index;
}

function addColumn(index: ValueIndex, entity: string, columns: string[], rows: QueryResult['rows'], complete: boolean): void {
  index.stats.set(statsKey(entity, columns), { distinct: rows.length, complete });
  // An incomplete column would match some values and silently miss others; only complete columns are searchable.
  if (!complete) return;
  for (const r of rows) {
    const value = r.v;
    if (typeof value !== 'string') continue;
    const key = normalizeText(value);
    if (!key || /^[0-9. ]+$/.test(key)) continue;
    const hits = index.byText.get(key) ?? [];
    if (!hits.length) {
      const words = key.split(' ').length;
      index.maxWords = Math.max(index.maxWords, words);
      const list = index.byWordCount.get(words) ?? [];
      list.push(key);
      index.byWordCount.set(words, list);
    }
    hits.push({ entity, columns, value, rows: Number(r.n) || 0 });
    index.byText.set(key, hits);
  }
}
