import type { Condition, Expr } from '../../connectors/query';
import { lit } from '../../connectors/query';
import { displayNumber } from '../answer/format';
import type { Catalog } from '../catalog/types';
import type { FilterRef, Interpretation } from '../readings/interpretation';
import type { Columns } from './dates';
import { planQuery } from './plan-query';
import type { Plan, PlannedColumn } from './plan-types';

/**
 * 'what percentage of delivered shipments arrived late', 'late delivery rate by carrier': the rows where the
 * comparison of dates holds over the rows the other filters keep that have both dates (lateness of a row
 * not yet delivered cannot be told), per group when grouped.
 */
export function dateShare(base: Interpretation, catalog: Catalog): Plan | { error: string } {
  const counted =
    base.measure.kind === 'rows' && base.measure.entity
      ? { ...base, measure: { kind: 'count' as const, entity: base.measure.entity }, rank: base.rank }
      : base;
  const parts = counted.filters.filter((f): f is Columns => f.kind === 'columns' && !!f.part);
  const others = counted.filters.filter((f) => !(f.kind === 'columns' && f.part));
  const known: FilterRef[] = parts.flatMap((f) => [
    { kind: 'present', entity: f.entity, column: f.left },
    { kind: 'present', entity: f.entity, column: f.right },
  ]);
  const whole = planQuery({ ...counted, filters: [...others, ...known] }, catalog);
  const full = planQuery({ ...counted, filters: [...others, ...known, ...parts] }, catalog);
  if ('error' in whole) return whole;
  if ('error' in full) return full;
  if (
    JSON.stringify(whole.spec.from) !== JSON.stringify(full.spec.from) ||
    !whole.measureExpr ||
    whole.shape === 'rows'
  )
    return { error: 'I could not tell what the share of rows is a share of' };
  const key = (c: Condition) => JSON.stringify(c);
  const shared = new Set(whole.filterConditions.map(key));
  const partConds = full.filterConditions.filter((c) => !shared.has(key(c)));
  const partText = full.filterText.filter((t) => !whole.filterText.includes(t));
  if (!partConds.length) return { error: 'I could not tell which rows make the part of the share' };
  const m = whole.measureExpr;
  const part = conditional(m, partConds.length === 1 ? partConds[0] : { kind: 'and', conditions: partConds });
  const rate: Expr = {
    kind: 'arith',
    op: '/',
    left: { kind: 'arith', op: '*', left: part, right: lit(100) },
    right: m,
  };
  const measure = whole.columns.find((c) => c.role === 'measure')!;
  const dims = whole.columns.filter((c) => c.role === 'dimension');
  const dimSelects = whole.spec.select.filter((s) => dims.some((d) => d.key === s.alias));
  const joins = [...(whole.spec.joins ?? [])];
  for (const j of full.spec.joins ?? [])
    if (!joins.some((x) => x.alias === j.alias)) joins.push({ ...j, type: 'left' });
  const among = whole.filterText.length
    ? ` among ${whole.measureText.replace(/^number of /, '')} where ${whole.filterText.join(' and ')}`
    : '';
  const columns: PlannedColumn[] = [
    ...dims,
    { key: 'share_percent', label: 'Share (%)', role: 'measure', format: 'percent' },
    { key: 'part', label: `${measure.label} where ${partText.join(' and ')}`, role: 'detail', format: measure.format },
    { key: 'whole', label: `${measure.label}, all`, role: 'detail', format: measure.format },
  ];
  const grouped = whole.shape === 'grouped';
  return {
    ...whole,
    spec: {
      ...whole.spec,
      joins: joins.length ? joins : undefined,
      select: [
        ...dimSelects,
        { alias: 'share_percent', expr: rate },
        { alias: 'part', expr: part },
        { alias: 'whole', expr: m },
      ],
      orderBy: grouped
        ? whole.series && !whole.rank
          ? whole.spec.orderBy
          : [
              { expr: rate, direction: whole.rank?.dir ?? 'desc' },
              { expr: dimSelects[0].expr, direction: 'asc' },
            ]
        : undefined,
    },
    columns,
    measureText: `share of ${whole.measureText} with ${partText.join(' and ')}`,
    filterText: whole.filterText,
    headline: grouped
      ? undefined
      : (row) =>
          `Share of ${whole.measureText} where ${partText.join(' and ')}${among ? `,${among}` : ''}${whole.periodText ? `, ${whole.periodText}` : ''}: **${pct(row.share_percent)}** (${displayNumber(row.part as number, measure.format)} of ${displayNumber(row.whole as number, measure.format)})`,
  };
}

/** count(*) where `when` holds: sum(CASE WHEN … THEN 1 ELSE 0 END); another aggregate over the rows where it holds. */
function conditional(e: Expr, when: Condition): Expr {
  if (e.kind !== 'agg') return e;
  if (e.fn === 'count' && e.arg === null)
    return { kind: 'agg', fn: 'sum', arg: { kind: 'case', when, then: lit(1), else: lit(0) } };
  return { ...e, arg: e.arg && { kind: 'case', when, then: e.arg, else: null } };
}

function pct(v: unknown): string {
  const n = Number(v);
  return Number.isFinite(n) && v !== null
    ? `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`
    : 'no value';
}
