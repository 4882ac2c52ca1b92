import type { AggregateFn } from '../../connectors/query';
import type { DimRef, FilterRef, MeasureRef } from './interpretation';

/**
 * Conditions on a figure of each group rather than on each row: 'departments with an average rating below 3.4',
 * 'customers whose total freight is over 500', 'categories with a maximum price above 100'. The aggregate word
 * right before the compared column says which figure; the plan compares it in HAVING (plan/aggregates.ts).
 */

/**
 * Aggregate words that name the figure a condition is on. Superlatives ('highest', 'largest') rank rather than
 * compare, and are left to the ranking.
 */
const CONDITION_AGGREGATES: Record<string, AggregateFn> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  median: 'median',
  total: 'sum',
  sum: 'sum',
  combined: 'sum',
  cumulative: 'sum',
  maximum: 'max',
  max: 'max',
  minimum: 'min',
  min: 'min',
};

/** How an answer names each aggregate a condition may be on. */
export const AGG_NAMES: Record<AggregateFn, string> = {
  count: 'count',
  count_distinct: 'distinct count',
  sum: 'total',
  avg: 'average',
  min: 'minimum',
  max: 'maximum',
  median: 'median',
};

/** The aggregate a condition's column is named with ('an average rating below …'): the word right before it. */
export function aggregateBefore(T: string[], columnAt: number): AggregateFn | undefined {
  return CONDITION_AGGREGATES[T[columnAt - 1] ?? ''];
}

type Threshold = Extract<FilterRef, { kind: 'threshold' }>;

/**
 * The groups a condition on an aggregate needs when the question named no grouping: 'which employees have an
 * average rating above 4' lists employees (each is a group, the figure is their average); 'how many departments
 * had an average rating below 3' counts the departments that pass. Null keeps the reading as it is (a grouping is
 * named, or the measure is already a figure of the groups).
 */
export function groupsOfAggregate(
  t: Threshold,
  measure: MeasureRef | null,
  dims: DimRef[],
  /** The group of listed rows, when the question lists a column's values ('which cities …'). */
  rowsDim?: DimRef,
): { measure: MeasureRef; dim: DimRef; countGroups: boolean } | null {
  if (!t.agg || !t.columns.length || dims.length) return null;
  const figure: MeasureRef = { kind: 'column', columns: t.columns, agg: t.agg };
  if (measure?.kind === 'rows')
    return { measure: figure, dim: rowsDim ?? { kind: 'entity', entity: measure.entity }, countGroups: false };
  if (measure?.kind === 'count')
    return { measure: figure, dim: { kind: 'entity', entity: measure.entity }, countGroups: true };
  if (measure?.kind === 'countDistinct')
    return { measure: figure, dim: { kind: 'column', columns: measure.columns }, countGroups: true };
  return null;
}
