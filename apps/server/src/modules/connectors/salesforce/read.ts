import type { ApiClient } from '../api/http-client';
import { evaluateQuery, type SourceRow } from '../api/evaluate';
import { fetchPlan, SOURCE_ROW_LIMIT, tooManyRecords } from '../api/fetch-plan';
import { joinStatements } from '../api/statement';
import { asDate, asNumber } from '../api/values';
import { ConnectorError, type ReadOptions } from '../connector';
import type { Literal, QueryResult, QuerySpec } from '../query';
import { findField, NUMBER_TYPES, type SalesforceMetadata, type SfObjectMeta } from './metadata';
import { AGGREGATE_BATCH, compileSoql, fetchSoql, NotPushable, type SoqlColumn } from './soql';

/**
 * The read path: the whole spec as one SOQL statement when SOQL can say it,
 * otherwise each object's records (the columns used, the filters SOQL can
 * apply) read into memory and the spec evaluated there. Results page through
 * nextRecordsUrl until the row cap.
 */

interface QueryResponse {
  totalSize: number;
  done: boolean;
  nextRecordsUrl?: string;
  records: Array<Record<string, unknown>>;
}

export interface SoqlTarget {
  client: ApiClient;
  apiPath: string;
  signal?: AbortSignal;
}

/** Runs SOQL and follows nextRecordsUrl until `max` records (or the end). */
export async function runSoql(
  target: SoqlTarget,
  soql: string,
  max: number,
): Promise<{ records: Array<Record<string, unknown>>; more: boolean }> {
  let page = (
    await target.client.request<QueryResponse>('GET', `${target.apiPath}/query`, {
      query: { q: soql },
      signal: target.signal,
    })
  ).data;
  const records = [...(page.records ?? [])];
  while (!page.done && page.nextRecordsUrl && records.length <= max) {
    page = (await target.client.request<QueryResponse>('GET', page.nextRecordsUrl, { signal: target.signal })).data;
    // One by one: a page is the server's to size, and spreading a huge one into arguments overflows the stack.
    for (const record of page.records ?? []) records.push(record);
  }
  return { records: records.slice(0, max), more: records.length > max || (!page.done && Boolean(page.nextRecordsUrl)) };
}

/** A Salesforce value as SOE's: dates and dateTimes as Dates (UTC), numbers as numbers, compound values as JSON text. */
export function sfValue(v: unknown, type: string): Literal | Date {
  if (v === null || v === undefined) return null;
  if (type === 'date' || type === 'datetime') return typeof v === 'string' ? (asDate(v) ?? v) : null;
  if (type === 'number' || NUMBER_TYPES.has(type))
    return typeof v === 'number' ? v : (asNumber(String(v)) ?? String(v));
  if (typeof v === 'object') return JSON.stringify(v);
  return v as Literal;
}

function readPath(record: Record<string, unknown>, path: string[]): unknown {
  let current: unknown = record;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return null;
    current = (current as Record<string, unknown>)[key];
  }
  return current ?? null;
}

export async function querySalesforce(
  spec: QuerySpec,
  options: ReadOptions,
  target: SoqlTarget,
  metadata: SalesforceMetadata,
): Promise<QueryResult> {
  const started = performance.now();
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const entities = [...new Set([spec.from.entity, ...(spec.joins ?? []).map((j) => j.entity)])];
  const metas = new Map<string, SfObjectMeta>();
  await Promise.all(entities.map(async (e) => metas.set(e, await metadata.describe(e))));

  let compiled;
  let limit = spec.limit === undefined ? rowCap + 1 : Math.min(spec.limit, rowCap + 1);
  try {
    compiled = compileSoql(spec, metas, limit);
    if (compiled.aggregate && limit > AGGREGATE_BATCH) {
      limit = AGGREGATE_BATCH;
      compiled = compileSoql(spec, metas, limit);
    }
  } catch (err) {
    if (!(err instanceof NotPushable)) throw err;
    return inMemory(spec, rowCap, target, metas, started);
  }
  const { records } = await runSoql(target, compiled.soql, rowCap + 1);
  const rows = records.map((r) => toRow(r, compiled.columns));
  // An aggregate answer at the batch ceiling may have had more groups.
  const truncated =
    rows.length > rowCap ||
    (compiled.aggregate &&
      limit === AGGREGATE_BATCH &&
      rows.length === AGGREGATE_BATCH &&
      (spec.limit ?? Infinity) > AGGREGATE_BATCH);
  return {
    columns: spec.select.map((s) => s.alias),
    rows: rows.slice(0, rowCap),
    truncated,
    elapsedMs: Math.round(performance.now() - started),
    statement: { language: 'soql', text: compiled.soql },
  };
}

function toRow(record: Record<string, unknown>, columns: SoqlColumn[]): Record<string, Literal | Date> {
  return Object.fromEntries(columns.map((c) => [c.alias, sfValue(readPath(record, c.path), c.type)]));
}

async function inMemory(
  spec: QuerySpec,
  rowCap: number,
  target: SoqlTarget,
  metas: Map<string, SfObjectMeta>,
  started: number,
): Promise<QueryResult> {
  const rows = new Map<string, SourceRow[]>();
  const statements: string[] = [];
  for (const plan of fetchPlan(spec)) {
    const meta = metas.get(plan.entity)!;
    const fields = ['Id', ...plan.columns].map((name) => {
      const f = findField(meta, name);
      if (!f) throw new ConnectorError(`Salesforce object ${meta.name} has no field "${name}".`, 'query');
      return f;
    });
    const unique = [...new Map(fields.map((f) => [f.name, f])).values()];
    const { soql } = fetchSoql(
      meta,
      plan.aliases[0],
      unique.map((f) => f.name),
      plan.filters,
    );
    statements.push(soql);
    const read = await runSoql(target, soql, SOURCE_ROW_LIMIT);
    if (read.more) throw tooManyRecords('Salesforce', meta.labelPlural ?? meta.name, SOURCE_ROW_LIMIT);
    // Rows are keyed by the names the spec uses, whatever their case.
    rows.set(
      plan.entity,
      read.records.map((r) =>
        Object.fromEntries(
          plan.columns.concat('Id').map((name) => {
            const f = findField(meta, name)!;
            return [name, sfValue(r[f.name], f.type)];
          }),
        ),
      ),
    );
  }
  const result = evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap });
  return {
    ...result,
    elapsedMs: Math.round(performance.now() - started),
    // One read per object, joined here by SOE: every statement that ran.
    statement: { language: 'soql', text: joinStatements(statements) },
  };
}
