import { LRUCache } from 'lru-cache';
import type { ReadOptions } from '../connector';
import { withReadDeadline } from '../api/connection';
import { evaluateQuery, type SourceRow } from '../api/evaluate';
import { filtersFor } from '../api/pushdown';
import { httpStatement, joinStatements } from '../api/statement';
import type { Condition, QueryResult, QuerySpec } from '../query';
import { parseViewCsv, type ViewTable } from './csv';
import type { TableauRest } from './rest';

/**
 * Reads views' data for a QuerySpec: equality filters on text go to Tableau
 * as vf_<field>=value (the view data endpoint's filter), the CSV is parsed and
 * the whole query evaluated in memory. A short cache spares Tableau the same
 * download when SOE Local samples several columns of one view in a row.
 */

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 20;

/** Values Tableau's vf_ filter matches as shown: plain text (a comma would split the value list). */
const sendable = (v: unknown): v is string =>
  typeof v === 'string' &&
  v.trim() !== '' &&
  !/[,\r\n]/.test(v) &&
  !/^\d{4}-\d{2}-\d{2}/.test(v) &&
  !/^-?[\d.,]+$/.test(v);

/** vf_ filters for one alias's conjuncts: `field = 'text'` and `field in ('a','b')`; the rest stays in memory. */
export function viewFilters(conditions: Condition[]): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const c of conditions) {
    if (c.kind === 'cmp' && c.op === '=') {
      const [column, literal] = c.left.kind === 'column' ? [c.left, c.right] : [c.right, c.left];
      if (column.kind === 'column' && literal.kind === 'literal' && sendable(literal.value))
        out.push([column.column, literal.value]);
    } else if (c.kind === 'in' && c.expr.kind === 'column' && c.values.length && c.values.every(sendable)) {
      out.push([c.expr.column, (c.values as string[]).join(',')]);
    }
  }
  return out;
}

/** The view data endpoint of a view, with its vf_ filters. */
function dataPath(viewId: string, filters: Array<[string, string]>): string {
  const query = filters.map(([f, v]) => `vf_${encodeURIComponent(f)}=${encodeURIComponent(v)}`).join('&');
  return `sites/{site}/views/${encodeURIComponent(viewId)}/data${query ? `?${query}` : ''}`;
}

export class ViewReader {
  // Size and time bound by lru-cache (ADR 023): a view's data is reused for CACHE_MS, at most CACHE_ENTRIES of them.
  private readonly cache = new LRUCache<string, Promise<ViewTable>>({ max: CACHE_ENTRIES, ttl: CACHE_MS });

  constructor(private readonly rest: TableauRest) {}

  /** A view's data, optionally filtered by vf_ pairs, parsed into typed rows. */
  data(
    viewId: string,
    filters: Array<[string, string]> = [],
    signal?: AbortSignal,
    label = viewId,
  ): Promise<ViewTable> {
    const path = dataPath(viewId, filters);
    const hit = this.cache.get(path);
    if (hit) return hit;
    const table = this.rest
      .request<string>('GET', path, { accept: 'text', signal })
      .then((csv) => parseViewCsv(String(csv ?? ''), label));
    this.cache.set(path, table);
    table.catch(() => {
      if (this.cache.peek(path) === table) this.cache.delete(path);
    });
    return table;
  }

  async query(spec: QuerySpec, options: ReadOptions): Promise<QueryResult> {
    const started = performance.now();
    const aliases = [
      { alias: spec.from.alias, entity: spec.from.entity },
      ...(spec.joins ?? []).map((j) => ({ alias: j.alias, entity: j.entity })),
    ];
    return withReadDeadline('Tableau', options, async (signal) => {
      const rows = new Map<string, SourceRow[]>();
      const reads = [...new Set(aliases.map((a) => a.entity))].map((entity) => {
        const mine = aliases.filter((a) => a.entity === entity);
        // A view read for two aliases (a self-join) is read whole.
        return { entity, filters: mine.length === 1 ? viewFilters(filtersFor(spec, mine[0]!.alias)) : [] };
      });
      await Promise.all(
        reads.map(async ({ entity, filters }) => rows.set(entity, (await this.data(entity, filters, signal)).rows)),
      );
      const result = evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap: options.rowCap });
      const paths = await Promise.all(
        reads.map(({ entity, filters }) => this.rest.sitePath(dataPath(entity, filters))),
      );
      return {
        ...result,
        elapsedMs: Math.round(performance.now() - started),
        // Each view's data download, relative to the REST API's root; the session token travels in a header.
        statement: { language: 'http', text: joinStatements(paths.map((path) => httpStatement('GET', path))) },
      };
    });
  }
}
