import type { ApiClient } from '../api/http-client';
import { evaluateQuery, type SourceRow } from '../api/evaluate';
import { fetchPlan, tooManyRecords, type EntityFetch } from '../api/fetch-plan';
import { isAggregateQuery } from '../api/pushdown';
import { httpStatement, joinStatements } from '../api/statement';
import { asDate, asNumber } from '../api/values';
import { ConnectorError, type ReadOptions } from '../connector';
import type { Literal, QueryResult, QuerySpec } from '../query';
import { planFilters, propertyOf, type FilterPlan } from './filters';
import { ASSOCIATION_FIELDS, ID_FIELD, type HubSpotMetadata, type HsPropertyMeta, type ObjectMeta } from './metadata';

/**
 * The read path: each object the query touches is read through the search
 * API (POST /crm/v3/objects/{type}/search) with the filters, properties and —
 * when they keep SQL's meaning — the sort and limit pushed down, paging with
 * `after` up to the row cap; the query is then evaluated in memory (HubSpot
 * has no aggregation API).
 */

/** The search API serves at most 10,000 results per query. */
export const SEARCH_LIMIT = 10_000;
const PAGE = 100;
const ASSOCIATION_BATCH = 100;

interface SearchPage {
  total: number;
  results: Array<{ id: string; properties: Record<string, string | null> }>;
  paging?: { next?: { after: string } };
}

export interface HubSpotTarget {
  client: ApiClient;
  signal?: AbortSignal;
}

/** A HubSpot value (always text on the wire) as SOE's: numbers, Dates (UTC), booleans, and enumeration labels. */
export function hsValue(
  raw: string | null | undefined,
  p: HsPropertyMeta,
  labels?: Map<string, string>,
): Literal | Date {
  if (raw === null || raw === undefined || raw === '') return null;
  switch (p.type) {
    case 'number':
      return asNumber(raw) ?? raw;
    case 'date':
    case 'datetime':
      return asDate(/^\d+$/.test(raw) ? new Date(Number(raw)) : raw) ?? raw;
    case 'bool':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    case 'enumeration':
      // Multiple checkboxes hold several values separated by ';'.
      return labels
        ? raw
            .split(';')
            .map((v) => labels.get(v) ?? v)
            .join(';')
        : raw;
    default:
      return raw;
  }
}

export async function searchRecords(
  target: HubSpotTarget,
  type: string,
  body: {
    filterGroups: FilterPlan['filterGroups'];
    properties: string[];
    sorts?: Array<{ propertyName: string; direction: 'ASCENDING' | 'DESCENDING' }>;
  },
  max: number,
  /** Told the first page's request, as the query's statement shows it. */
  onFirst?: (statement: string) => void,
): Promise<{ records: SearchPage['results']; more: boolean }> {
  const records: SearchPage['results'] = [];
  const path = `/crm/v3/objects/${type}/search`;
  let after: string | undefined;
  for (;;) {
    const limit = Math.min(PAGE, Math.max(1, max - records.length));
    const request = { ...body, limit, ...(after ? { after } : {}) };
    if (!after) onFirst?.(httpStatement('POST', path, { body: request }));
    const { data } = await target.client.request<SearchPage>('POST', path, { body: request, signal: target.signal });
    // One by one: a page is the server's to size, and spreading a huge one into arguments overflows the stack.
    for (const record of data.results ?? []) records.push(record);
    after = data.paging?.next?.after;
    if (!after || records.length >= max)
      return { records: records.slice(0, max), more: Boolean(after) || records.length > max };
    if (Number(after) >= SEARCH_LIMIT) return { records, more: true };
  }
}

/** The primary associated company of each record (v4 batch read): the 'Primary' label wins, else the lowest id. */
async function primaryCompanies(target: HubSpotTarget, type: string, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (let i = 0; i < ids.length; i += ASSOCIATION_BATCH) {
    const inputs = ids.slice(i, i + ASSOCIATION_BATCH).map((id) => ({ id }));
    const { data } = await target.client.request<{
      results?: Array<{
        from: { id: string };
        to: Array<{ toObjectId: number | string; associationTypes?: Array<{ label?: string | null }> }>;
      }>;
    }>('POST', `/crm/v4/associations/${type}/companies/batch/read`, { body: { inputs }, signal: target.signal });
    for (const r of data.results ?? []) {
      const primary =
        r.to.find((t) => t.associationTypes?.some((a) => a.label === 'Primary')) ??
        [...r.to].sort((a, b) => Number(a.toObjectId) - Number(b.toObjectId))[0];
      if (primary) out.set(String(r.from.id), String(primary.toObjectId));
    }
  }
  return out;
}

export async function queryHubSpot(
  spec: QuerySpec,
  options: ReadOptions,
  target: HubSpotTarget,
  metadata: HubSpotMetadata,
): Promise<QueryResult> {
  const started = performance.now();
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const rows = new Map<string, SourceRow[]>();
  const statements: string[] = [];
  for (const plan of fetchPlan(spec)) {
    const meta = await metadata.object(plan.entity);
    if (!meta) throw new ConnectorError(`This HubSpot token has no scope to read ${plan.entity}.`, 'forbidden');
    rows.set(plan.entity, await readObject(spec, plan, meta, rowCap, target, (text) => statements.push(text)));
  }
  // A pushed limit read rowCap + 1 records at most, so the cap still shows as truncation here.
  const result = evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap });
  return {
    ...result,
    elapsedMs: Math.round(performance.now() - started),
    // The search of each object, first page (later pages add `after`); the token travels in a header, never here.
    statement: { language: 'http', text: joinStatements(statements) },
  };
}

async function readObject(
  spec: QuerySpec,
  plan: EntityFetch,
  meta: ObjectMeta,
  rowCap: number,
  target: HubSpotTarget,
  onStatement: (text: string) => void,
): Promise<SourceRow[]> {
  const assoc = ASSOCIATION_FIELDS[meta.type];
  const columns = plan.columns.map((name) => {
    if (assoc && name === assoc.field) return { name, property: null };
    const p = propertyOf(meta, name);
    if (!p) throw new ConnectorError(`HubSpot ${meta.type} have no property "${name}".`, 'query');
    return { name, property: p };
  });
  const filters = planFilters(plan.filters, meta, plan.aliases[0]);
  const properties = [...new Set(columns.map((c) => c.property?.name).filter((n): n is string => Boolean(n)))];
  const pushed = pushedOrder(spec, plan, meta, filters);
  const max = pushed ? Math.min(spec.limit ?? Infinity, rowCap + 1) : SEARCH_LIMIT;
  const { records, more } = await searchRecords(
    target,
    meta.type,
    {
      filterGroups: filters.filterGroups,
      properties: properties.length ? properties : ['hs_object_id'],
      ...(pushed?.sorts ? { sorts: pushed.sorts } : {}),
    },
    max,
    onStatement,
  );
  if (more && !pushed) throw tooManyRecords('HubSpot', meta.type, SEARCH_LIMIT);

  const companies =
    assoc && columns.some((c) => c.name === assoc.field)
      ? await primaryCompanies(
          target,
          meta.type,
          records.map((r) => r.id),
        )
      : null;
  return records.map((r) => {
    const row: SourceRow = {};
    for (const c of columns) {
      if (c.name === ID_FIELD) row[c.name] = r.id;
      else if (!c.property) row[c.name] = companies?.get(r.id) ?? null;
      else row[c.name] = hsValue(r.properties[c.property.name], c.property, meta.labels.get(c.property.name));
    }
    return row;
  });
}

/**
 * Sort and limit go to the API only when the API then returns exactly the
 * first rows SQL would: one object, plain rows, every filter exact, at most one
 * sort key on a real property compared the same way (not an enumeration,
 * which HubSpot sorts by internal value), and no nulls to place (descending
 * puts them last in both, ascending only after a filter rules them out).
 */
function pushedOrder(
  spec: QuerySpec,
  plan: EntityFetch,
  meta: ObjectMeta,
  filters: FilterPlan,
): { sorts?: Array<{ propertyName: string; direction: 'ASCENDING' | 'DESCENDING' }> } | null {
  if (spec.joins?.length || isAggregateQuery(spec) || spec.distinct || !filters.exact) return null;
  const order = spec.orderBy ?? [];
  if (!order.length) return {};
  if (order.length !== 1) return null;
  const term = order[0];
  if (term.expr.kind !== 'column' || term.expr.table !== plan.aliases[0]) return null;
  const p = propertyOf(meta, term.expr.column);
  if (!p || p.type === 'enumeration' || p.type === 'string' || p.type === 'phone_number') return null;
  if (term.direction === 'asc' && !filters.notNull.has(term.expr.column)) return null;
  return { sorts: [{ propertyName: p.name, direction: term.direction === 'desc' ? 'DESCENDING' : 'ASCENDING' }] };
}
