import { ConnectorError } from '../connector';
import type { ApiClient } from '../api/http-client';
import { httpStatement } from '../api/statement';
import type { SourceRow } from '../api/evaluate';
import type { Condition, QuerySpec } from '../query';
import { toRow } from '../records';
import { recordsOf } from './list-shape';
import type { OperationPlan } from './operations';
import { nextCursor, nextLink, pageQuery, totalCount } from './paging';

/**
 * Reading every record of a list operation, page by page as its document
 * declares, within a budget of rows and pages. Equality filters on a field the
 * operation also takes as a query parameter are sent to the API (the evaluator
 * applies every condition again, so this only saves transfer).
 */

/** Records read from one list at most; a larger source is answered from its first records, flagged truncated. */
export const MAX_SOURCE_ROWS = 50_000;
const MAX_PAGES = 500;

export interface ListRead {
  rows: SourceRow[];
  /** True when the budget stopped the read before the list ended. */
  cut: boolean;
}

export async function readList(
  client: ApiClient,
  plan: OperationPlan,
  filters: Record<string, string | number | boolean>,
  signal: AbortSignal | undefined,
  baseUrl: string,
  /** Told the first page's request, as the query's statement shows it. */
  onFirst?: (statement: string) => void,
): Promise<ListRead> {
  const list = plan.list!;
  const rows: SourceRow[] = [];
  const names = list.shape.fields.map((f) => f.name);
  const paging = list.paging;
  let previous = '';
  let link: string | undefined;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = { ...filters, ...(paging ? pageQuery(paging, page, rows.length, cursor) : {}) };
    if (page === 0) onFirst?.(httpStatement(plan.method, plan.path, { query }));
    // A Link header's next page is taken as given: it carries the filters and paging the API chose.
    const { data, headers } = link
      ? await client.request<unknown>(plan.method, link, { signal })
      : await client.request<unknown>(plan.method, plan.path, { query, signal });
    const records = recordsOf(data, list.shape);
    // An API that ignores the page parameter answers the same page again: that is the end.
    const fingerprint = records.length ? JSON.stringify(records[0]) + JSON.stringify(records[records.length - 1]) : '';
    if (records.length === 0 || fingerprint === previous) return { rows, cut: false };
    previous = fingerprint;
    for (const record of records) {
      if (rows.length >= MAX_SOURCE_ROWS) return { rows, cut: true };
      rows.push(toRow(record, names));
    }
    const total = totalCount(headers);
    if (total !== undefined && rows.length >= total) return { rows, cut: false };
    link = nextLink(headers.get('link'), new URL(plan.path.replace(/^\//, ''), baseUrl).toString());
    if (link) continue;
    if (!paging) return { rows, cut: false };
    if (paging.kind === 'cursor') {
      cursor = nextCursor(data);
      if (cursor === undefined) return { rows, cut: false };
      continue;
    }
    if (paging.sizeKnown && records.length < paging.pageSize) return { rows, cut: false };
  }
  return { rows, cut: true };
}

/** The list's number of records from one record's read, when the API sends a count header; null otherwise. */
export async function countList(client: ApiClient, plan: OperationPlan, signal?: AbortSignal): Promise<number | null> {
  const paging = plan.list?.paging;
  if (!paging?.size) return null;
  const { headers } = await client.request<unknown>(plan.method, plan.path, { query: { [paging.size]: 1 }, signal });
  return totalCount(headers) ?? null;
}

/** The query parameters a range condition may go to, inclusive ones first ('orderDate_gte', 'orderDate[gte]', 'min_price'). */
function rangeParams(field: string, op: '<' | '<=' | '>' | '>='): string[] {
  const lower = [`${field}_gte`, `${field}[gte]`, `min_${field}`, `${field}_min`];
  const upper = [`${field}_lte`, `${field}[lte]`, `max_${field}`, `${field}_max`];
  // An exclusive parameter is right only for a strict condition; an inclusive one is a superset either way.
  if (op === '>') return [`${field}_gt`, `${field}[gt]`, ...lower];
  if (op === '<') return [`${field}_lt`, `${field}[lt]`, ...upper];
  return op === '>=' ? lower : upper;
}

const FLIP = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

/**
 * Conditions on the FROM entity, ANDed at the top, that the list operation
 * takes as query parameters: `field = value` as `field`, ranges as
 * `field_gte` / `field_lte` (and the like). The evaluator applies every
 * condition again, so a parameter only narrows the transfer.
 */
export function pushableFilters(spec: QuerySpec, plan: OperationPlan): Record<string, string | number | boolean> {
  const params = new Map(
    plan.params.filter((p) => p.in === 'query' && !isPagingParam(plan, p.name)).map((p) => [p.name, p]),
  );
  const out: Record<string, string | number | boolean> = {};
  const visit = (c: Condition | undefined) => {
    if (!c) return;
    if (c.kind === 'and') return c.conditions.forEach(visit);
    // One value IN a list is equality ('status = Open' as SOE Local writes a value it found in the data).
    if (c.kind === 'in' && c.values.length === 1)
      return visit({ kind: 'cmp', op: '=', left: c.expr, right: { kind: 'literal', value: c.values[0]! } });
    if (c.kind !== 'cmp' || c.op === '<>') return;
    const flipped = c.left.kind !== 'column';
    const [column, literal] = flipped ? [c.right, c.left] : [c.left, c.right];
    if (column.kind !== 'column' || literal.kind !== 'literal' || column.table !== spec.from.alias) return;
    const value = literal.value;
    if (value === null) return;
    if (c.op === '=') {
      if (params.has(column.column) && !(column.column in out)) out[column.column] = value;
      return;
    }
    const op = flipped ? FLIP[c.op] : c.op;
    const param = rangeParams(column.column, op).find((name) => params.has(name));
    if (param && !(param in out)) out[param] = value;
  };
  visit(spec.where);
  return out;
}

function isPagingParam(plan: OperationPlan, name: string): boolean {
  const paging = plan.list?.paging;
  return name === paging?.position || name === paging?.size;
}

/** The one error a read past its time budget gives, whichever request was running. */
export function readTimeout(service: string, entity: string, timeoutMs: number): ConnectorError {
  return new ConnectorError(
    `${service} did not return the ${entity} records within ${Math.round(timeoutMs / 100) / 10} s.`,
    'timeout',
  );
}
