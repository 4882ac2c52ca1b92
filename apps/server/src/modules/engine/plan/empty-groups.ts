import type { Condition, Expr, QuerySpec } from '../../connectors/query';
import { mapConditionExprs, visitCondition } from '../../connectors/query-walk';

/**
 * 'Which employee has the fewest certificates?': counted from the certificates, an employee with none is in no group,
 * and the fewest would be named among those with at least one, as fact. Ranked from the fewest, the count is taken
 * from the grouped rows instead (employees left-joined to their certificates), so that a group with none counts 0.
 *
 * Only for the plain shape the plan builds for a count by one related table: the counted rows (`t0`) joined once to
 * the grouped ones (`t1`), no condition on the counted rows (a condition there would drop the groups with none, and
 * moving it into the join is more than this reads). Anything else is returned unchanged.
 */
export function withEmptyGroups(spec: QuerySpec): QuerySpec {
  const join = spec.joins?.length === 1 ? spec.joins[0] : null;
  if (!join || spec.from.alias !== 't0' || join.alias !== 't1' || join.on.length !== 1) return spec;
  const counted = join.on[0].left.table === 't0' ? join.on[0].left : null;
  if (!counted || spec.distinct) return spec;
  if (spec.where && mentions(spec.where, 't0')) return spec;
  const first = spec.orderBy?.[0];
  if (!first || first.direction !== 'asc' || !isCountAll(first.expr)) return spec;
  // count(*) counts the one joined row of a group with none; count(<the reference>) counts its related rows only.
  const byReference: Expr = { kind: 'agg', fn: 'count', arg: counted };
  const swap = (e: Expr): Expr => (isCountAll(e) ? byReference : e);
  return {
    ...spec,
    from: { entity: join.entity, alias: 't1' },
    joins: [{ ...join, entity: spec.from.entity, alias: 't0', type: 'left' }],
    select: spec.select.map((s) => ({ ...s, expr: swap(s.expr) })),
    orderBy: spec.orderBy?.map((o) => ({ ...o, expr: swap(o.expr) })),
    having: spec.having ? mapConditionExprs(spec.having, swap) : undefined,
  };
}

function isCountAll(e: Expr): boolean {
  return e.kind === 'agg' && e.fn === 'count' && e.arg === null;
}

/** Whether a condition reads a column of the table under `alias`. */
function mentions(c: Condition, alias: string): boolean {
  let found = false;
  visitCondition(c, { expr: (e) => void (found ||= e.kind === 'column' && e.table === alias) });
  return found;
}
