import { ConnectorError } from '../connector';
import type { QuerySpec } from '../query';
import type { FieldType } from '../schema';
import type { ODataEntitySet, ODataModel } from './metadata';

/** The requests a QuerySpec becomes (see plan.ts), shared by the scan and $apply planners and the reader. */

/** Rows read to answer in memory; past it the answer would be wrong, so the query fails clearly. */
export const SCAN_LIMIT = 100_000;

export interface ODataRead {
  set: ODataEntitySet;
  /** '/$count' reads the number of matching entities only. */
  count: boolean;
  /** Query options in order, values not yet encoded. */
  options: Array<[string, string]>;
  /** Most rows to read. */
  maxRows: number;
  /** A pushed $top bounds the rows; without it more than maxRows means the evaluator would see a partial set. */
  bounded: boolean;
}

export interface ScanPlan {
  kind: 'scan';
  reads: Array<{ entity: string; read: ODataRead; types: Map<string, FieldType> }>;
}

export interface AggregatePlan {
  kind: 'aggregate';
  read: ODataRead;
  /** Flat key of each output column, its path in the response and its type. */
  outputs: Array<{ key: string; path: string[]; type: FieldType }>;
  /** The rest of the query over the grouped rows (entity GROUPS, alias 'g'). */
  post: QuerySpec;
}

export const GROUPS = '__odata_groups';

export function setOf(model: ODataModel, entity: string): ODataEntitySet {
  const set = model.byName.get(entity);
  if (!set)
    throw new ConnectorError(`The OData service has no entity set "${entity}". Refresh the system's schema.`, 'query');
  return set;
}

export const capTop = (spec: QuerySpec, rowCap: number) =>
  Math.max(0, Math.min(spec.limit ?? Infinity, Math.floor(rowCap) + 1));
