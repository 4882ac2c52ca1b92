import { pluralPhrase } from '../read/plural';
import { col, type AggregateFn, type Condition } from '../../connectors/query';
import type { FilterRef } from '../readings/interpretation';
import type { Plan, PlannedColumn } from './plan-types';

/**
 * 'How many employees completed at least one course in 2025?', 'how many customers have more than 5 orders?':
 * the grouped figure with its condition on the aggregate (HAVING), and the answer is how many groups pass.
 * The grouped query is read as a derived table and its rows counted, in one statement.
 */
export function countOfGroups(plan: Plan | { error: string }): Plan | { error: string } {
  if ('error' in plan) return plan;
  if (plan.shape !== 'grouped' || !plan.spec.having) return { error: 'I could not count the groups that pass' };
  const group = plan.groupText[0] ?? 'group';
  const many = pluralPhrase(group);
  const columns: PlannedColumn[] = [
    { key: 'group_count', label: `Number of ${many}`, role: 'measure', format: 'integer' },
  ];
  return {
    ...plan,
    spec: {
      from: {
        entity: plan.spec.from.entity,
        alias: 'g',
        query: { ...plan.spec, orderBy: undefined, limit: undefined },
      },
      select: [{ alias: 'group_count', expr: { kind: 'agg', fn: 'count', arg: null } }],
    },
    columns,
    shape: 'scalar',
    rank: undefined,
    series: false,
    groupText: [],
    measureText: `number of ${many}`,
    measureExpr: { kind: 'agg', fn: 'count', arg: col('g', 'group_count') },
  };
}

/**
 * 'departments with an average rating below 3.4', 'customers whose total freight is over 500': a row condition
 * turned into one on each group's aggregate of its column, for HAVING.
 */
export function onAggregate(cond: Extract<Condition, { kind: 'cmp' }>, fn: AggregateFn): Condition {
  return { ...cond, left: { kind: 'agg', fn, arg: cond.left } };
}

/**
 * A condition on a group's total or average ('suppliers with an average score above 3 and a total quantity above
 * 130') cannot be computed over joins that repeat rows (each audit once per shipment of its supplier): the sum
 * would count a row as often as it is repeated. The reason to give no figure, else null. A minimum or a maximum is
 * the same however often a row repeats.
 */
export function repeatedAggregate(filters: FilterRef[], fansOut: boolean): string | null {
  if (!fansOut) return null;
  const hit = filters.find((f) => f.kind === 'threshold' && f.agg && f.agg !== 'min' && f.agg !== 'max');
  return hit ? 'I could not put a condition on a total or an average over tables that repeat its rows' : null;
}
