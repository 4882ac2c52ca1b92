import { ConnectorError, type ReadOptions } from '../connector';
import { withReadDeadline } from '../api/connection';
import { evaluateQuery, type SourceRow } from '../api/evaluate';
import { isAggregateQuery } from '../api/pushdown';
import { joinStatements } from '../api/statement';
import type { Literal, QueryResult, QuerySpec } from '../query';
import type { FieldType } from '../schema';
import type { ODataModel } from './metadata';
import { planQuery, SCAN_LIMIT, type ODataRead } from './plan';
import type { ODataService } from './service';

/** Runs a QuerySpec against the service: the planned requests, server-driven paging, then the evaluator. */

interface ODataPage {
  value?: unknown;
  '@odata.nextLink'?: string;
}

const MAX_PAGE_SIZE = 1000;

/** A JSON value as the evaluator's value of the field's type (decimals may arrive as strings with IEEE754Compatible). */
export function fromOData(v: unknown, type: FieldType): Literal | Date {
  if (v === null || v === undefined) return null;
  switch (type) {
    case 'integer':
    case 'decimal': {
      const n =
        typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i.test(v) ? Number(v) : NaN;
      return Number.isFinite(n) ? n : null; // INF / NaN have no SQL equivalent
    }
    case 'boolean':
      return typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : null;
    case 'date':
    case 'timestamp': {
      if (typeof v !== 'string') return null;
      const d = new Date(type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
      return Number.isNaN(d.getTime()) ? v : d;
    }
    default:
      return typeof v === 'object' ? JSON.stringify(v) : (v as Literal);
  }
}

const pathOf = (read: ODataRead) => `${encodeURIComponent(read.set.name)}${read.count ? '/$count' : ''}`;
const urlOf = (service: ODataService, read: ODataRead) => service.url(pathOf(read), read.options);
/** The first page's request, as the query's statement shows it (later pages follow the service's own links). */
const statementOf = (service: ODataService, reads: ODataRead[]) =>
  joinStatements(reads.map((read) => service.relative(pathOf(read), read.options)));

/** Every page of a collection, following @odata.nextLink, up to the read's row bound. */
export async function readAll(
  service: ODataService,
  read: ODataRead,
  signal?: AbortSignal,
): Promise<Array<Record<string, unknown>>> {
  let url = urlOf(service, read);
  const rows: Array<Record<string, unknown>> = [];
  const seen = new Set([url]);
  const headers = { prefer: `odata.maxpagesize=${Math.max(1, Math.min(MAX_PAGE_SIZE, read.maxRows))}` };
  for (;;) {
    const page = (await service.request<ODataPage>('GET', url, { signal, headers })).data;
    if (!page || !Array.isArray(page.value))
      throw new ConnectorError(`The OData service answered ${read.set.name} without a "value" list.`, 'query');
    // One by one: a page is the server's to size, and spreading a huge one into arguments overflows the stack.
    for (const row of page.value as Array<Record<string, unknown>>) rows.push(row);
    if (rows.length > read.maxRows) {
      if (read.bounded) return rows.slice(0, read.maxRows);
      throw new ConnectorError(
        `${read.set.name} has more than ${SCAN_LIMIT.toLocaleString('en-US')} rows for this question, more than SOE reads to answer it (the service cannot aggregate them itself). Ask about a shorter period or a narrower group.`,
        'query',
      );
    }
    const next = page['@odata.nextLink'];
    if (!next) return rows;
    url = new URL(next, url).toString();
    // A link back to a page already read would never end.
    if (seen.has(url))
      throw new ConnectorError(
        `The OData service's paging of ${read.set.name} loops back to a page already read.`,
        'query',
      );
    seen.add(url);
  }
}

async function readCount(service: ODataService, read: ODataRead, signal?: AbortSignal): Promise<number> {
  const text = (await service.request<string>('GET', urlOf(service, read), { signal, accept: 'text' })).data;
  const n = Number(
    String(text)
      .replace(/^\uFEFF/, '')
      .trim(),
  );
  if (!Number.isSafeInteger(n) || n < 0)
    throw new ConnectorError(
      `The OData service answered ${read.set.name}/$count with something other than a number.`,
      'query',
    );
  return n;
}

const at = (row: Record<string, unknown>, path: string[]): unknown =>
  path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), row);

export async function runODataQuery(
  service: ODataService,
  model: ODataModel,
  spec: QuerySpec,
  options: ReadOptions,
): Promise<QueryResult> {
  const started = performance.now();
  return withReadDeadline('The OData service', options, async (signal) => {
    const plan = planQuery(spec, model, options.rowCap);
    let result: QueryResult;
    const statement = {
      language: 'odata' as const,
      text: statementOf(service, plan.kind === 'scan' ? plan.reads.map((r) => r.read) : [plan.read]),
    };
    if (plan.kind === 'scan') {
      const rows = new Map<string, SourceRow[]>();
      await Promise.all(
        plan.reads.map(async ({ entity, read, types }) => {
          const raw = await readAll(service, read, signal);
          rows.set(
            entity,
            raw.map((r) => Object.fromEntries([...types].map(([name, type]) => [name, fromOData(r[name], type)]))),
          );
        }),
      );
      result = evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap: options.rowCap });
      if (isAggregateQuery(spec)) {
        const read = [...rows.values()].reduce((n, r) => n + r.length, 0);
        result.note = `The service could not group this itself, so SOE grouped the ${read.toLocaleString('en-US')} records it read (at most ${SCAN_LIMIT.toLocaleString('en-US')}).`;
      }
    } else {
      const groups: SourceRow[] = plan.read.count
        ? [{ [plan.outputs[0]!.key]: await readCount(service, plan.read, signal) }]
        : (await readAll(service, plan.read, signal)).map((r) =>
            Object.fromEntries(plan.outputs.map((o) => [o.key, fromOData(at(r, o.path), o.type)])),
          );
      result = evaluateQuery(plan.post, () => groups, { rowCap: options.rowCap });
    }
    return { ...result, elapsedMs: Math.round(performance.now() - started), statement };
  });
}
