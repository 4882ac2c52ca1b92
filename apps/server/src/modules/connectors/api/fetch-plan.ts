import { ConnectorError } from '../connector';
import type { Condition, QuerySpec } from '../query';
import { aliasesOf, columnsUsed, filtersFor } from './pushdown';

/**
 * When an API cannot run a whole QuerySpec, its connector reads the records
 * of each object the query touches (only the columns it uses, with the
 * filters the API can apply) and evaluates the query in memory. This is that
 * reading plan, one entry per object.
 */

export interface EntityFetch {
  entity: string;
  /** The query's aliases for this object (more than one for a self-join). */
  aliases: string[];
  columns: string[];
  /** WHERE terms the API may apply while reading; empty when the object appears under several aliases. */
  filters: Condition[];
}

/**
 * Most records read from one object to answer one question in memory. Past
 * it the answer would be built on a part of the data, so the connector
 * refuses with a clear message instead.
 */
export const SOURCE_ROW_LIMIT = 50_000;

export function fetchPlan(spec: QuerySpec): EntityFetch[] {
  const byEntity = new Map<string, EntityFetch>();
  for (const { alias, entity } of aliasesOf(spec)) {
    const plan = byEntity.get(entity) ?? { entity, aliases: [], columns: [], filters: [] };
    plan.aliases.push(alias);
    plan.columns = [...new Set([...plan.columns, ...columnsUsed(spec, alias)])];
    byEntity.set(entity, plan);
  }
  for (const plan of byEntity.values())
    plan.filters = plan.aliases.length === 1 ? filtersFor(spec, plan.aliases[0]) : [];
  return [...byEntity.values()];
}

export function tooManyRecords(service: string, entity: string, limit: number): ConnectorError {
  return new ConnectorError(
    `${service} has more than ${limit.toLocaleString('en-US')} ${entity} records for this question; SOE reads at most that many to compute an answer. Narrow the question (a period, a stage, an owner).`,
    'query',
  );
}
