import { pluralPhrase } from '../read/plural';
import { col } from '../../connectors/query';
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
