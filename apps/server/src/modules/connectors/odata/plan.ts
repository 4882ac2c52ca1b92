import { isAggregateQuery } from '../api/pushdown';
import type { QuerySpec } from '../query';
import type { ODataModel } from './metadata';
import { planAggregate } from './plan-apply';
import { planScan } from './plan-scan';
import { setOf, type AggregatePlan, type ScanPlan } from './plan-types';

/**
 * How a QuerySpec becomes OData requests. Three shapes, best first:
 * - aggregate: filter/groupby/aggregate pushed into $apply (Data Aggregation
 *   extension) when the service advertises it, joins along single-valued
 *   navigation properties becoming paths (_Customer/CustomerName); or a bare
 *   count as /$count. What is left (having, expressions over the
 *   aggregates, order, limit) runs on the few grouped rows.
 * - scan: each entity set read with $select of the needed properties and the
 *   $filter conjuncts it can take, $orderby/$top too when nothing else is
 *   left to do; the in-memory evaluator does the rest.
 * In both, whatever OData would answer differently from SQL (null order,
 * text collation, three-valued logic) stays with the evaluator.
 */

export function planQuery(spec: QuerySpec, model: ODataModel, rowCap: number): ScanPlan | AggregatePlan {
  const base = setOf(model, spec.from.entity);
  for (const j of spec.joins ?? []) setOf(model, j.entity);
  return (isAggregateQuery(spec) && planAggregate(spec, model, base, rowCap)) || planScan(spec, model, rowCap);
}

export { SCAN_LIMIT, GROUPS, type ODataRead, type ScanPlan, type AggregatePlan } from './plan-types';
