import type { Expr, QuerySpec } from '../../connectors/query';
import type { Plan } from '../plan/plan-types';
import type { Evidence } from '../candidates/evidence';
import type { Interpretation } from '../readings/interpretation';
import type { SuggestionCandidate } from './suggest';

/** What SOE Local made of a suggested question on its system. */
export interface SuggestionReading {
  ev: Evidence;
  it: Interpretation;
  plan: Plan | { error: string };
  score: number;
}

/**
 * True when a suggested question is read the way it was written: understood with every word used, the figure
 * read from the intended table, grouped (and ranked) as asked. A chip the reader would answer differently (a
 * total where a breakdown was offered, another table's amounts) is not offered.
 */
export function readsAsMeant(candidate: SuggestionCandidate, reading: SuggestionReading): boolean {
  const { plan, it, ev } = reading;
  if ('error' in plan || reading.score <= 0 || it.unmapped.length || ev.corrections.length) return false;
  const spec = plan.spec;
  if (spec.from.entity !== candidate.from) return false;
  const entities = aliases(spec);
  const grouped = (spec.groupBy ?? []).flatMap((e) => columnsOf(e, entities));
  const group = candidate.group;
  if (!group) {
    if (grouped.length || spec.groupBy?.length) return false;
  } else if ('month' in group) {
    if (!(spec.groupBy ?? []).some((e) => e.kind === 'time' && e.unit === 'month')) return false;
  } else if (!grouped.some((g) => g.entity === group.entity && (!group.column || g.column === group.column)))
    return false;
  if (candidate.top !== undefined && plan.rank?.n !== candidate.top) return false;
  return true;
}

/** Each alias of the query and the table it reads. */
function aliases(spec: QuerySpec): Map<string, string> {
  const out = new Map<string, string>([[spec.from.alias, spec.from.entity]]);
  for (const j of spec.joins ?? []) out.set(j.alias, j.entity);
  return out;
}

/** The table columns an expression reads. */
function columnsOf(e: Expr, entities: Map<string, string>): Array<{ entity: string; column: string }> {
  switch (e.kind) {
    case 'column':
      return [{ entity: entities.get(e.table) ?? e.table, column: e.column }];
    case 'time':
    case 'weekday':
    case 'hour':
      return columnsOf(e.arg, entities);
    case 'coalesce':
    case 'concat':
      return e.args.flatMap((a) => columnsOf(a, entities));
    case 'arith':
      return [...columnsOf(e.left, entities), ...columnsOf(e.right, entities)];
    default:
      return [];
  }
}
