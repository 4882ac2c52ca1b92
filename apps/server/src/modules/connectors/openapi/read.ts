import { ConnectorError } from '../connector';
import type { ApiClient } from '../api/http-client';
import type { SourceRow } from '../api/evaluate';
import type { Condition, QuerySpec } from '../query';
import { toRow } from '../records';
import { recordsOf } from './list-shape';
import type { OperationPlan } from './operations';
import { pageQuery } from './paging';

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

export async function readList(client: ApiClient, plan: OperationPlan, filters: Record<string, string | number | boolean>, signal?: AbortSignal): Promise<ListRead> {
  const list = plan.list!;
  const rows: SourceRow[] = [];
  const names = list.shape.fields.map((f) => f.name);
  let previous = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = { ...filters, ...(list.paging ? pageQuery(list.paging, page, rows.length) : {}) };
    const { data } = await client.request<unknown>(plan.method, plan.path, { query, signal });
    const records = recordsOf(data, list.shape);
    // An API that ignores the page parameter answers the same page again: that is the end.
    const fingerprint = records.length ? JSON.stringify(records[0]) + JSON.stringify(records[records.length - 1]) : '';
    if (records.length === 0 || fingerprint === previous) return { rows, cut: false };
    previous = fingerprint;
    for (const record of records) {
      if (rows.length >= MAX_SOURCE_ROWS) return { rows, cut: true };
      rows.push(toRow(record, names));
    }
    const paging = list.paging;
    if (!paging) return { rows, cut: false };
    if (paging.sizeKnown && records.length < paging.pageSize) return { rows, cut: false };
  }
  return { rows, cut: true };
}

/** `field = value` conditions on the FROM entity, ANDed at the top, that the list operation takes as query parameters. */
export function pushableFilters(spec: QuerySpec, plan: OperationPlan): Record<string, string | number | boolean> {
  const params = new Map(plan.params.filter((p) => p.in === 'query' && !isPagingParam(plan, p.name)).map((p) => [p.name, p]));
  const out: Record<string, string | number | boolean> = {};
  const visit = (c: Condition | undefined) => {
    if (!c) return;
    if (c.kind === 'and') return c.conditions.forEach(visit);
    if (c.kind !== 'cmp' || c.op !== '=') return;
    const [column, literal] = c.left.kind === 'column' ? [c.left, c.right] : [c.right, c.left];
    if (column.kind !== 'column' || literal.kind !== 'literal' || column.table !== spec.from.alias) return;
    const value = literal.value;
    if (value === null || !params.has(column.column) || column.column in out) return;
    out[column.column] = value;
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
  return new ConnectorError(`${service} did not return the ${entity} records within ${Math.round(timeoutMs / 100) / 10} s.`, 'timeout');
}
