import type { AggregateFn, Condition, Expr } from '../../connectors/query';
import { col, lit } from '../../connectors/query';
import { displayNumber } from '../answer/format';
import type { CatalogEntity } from '../catalog/types';
import type { FilterRef, Interpretation } from '../understand/interpretation';
import { planQuery } from './plan-query';
import type { FormContext } from './forms';
import { conditional } from './forms';
import type { Plan, PlannedColumn } from './plan-types';

/**
 * Date arithmetic in the query: the days between two dates of a row as a measure, a comparison of two dates
 * (after, on or before, so many days after, in the same month), and the share of rows where such a comparison
 * holds ('late delivery rate'). Durations are whole days (the dialect's date difference), in one statement.
 */

type DaysBuild = { from: string; to: string; agg: AggregateFn };
type Columns = Extract<FilterRef, { kind: 'columns' }>;

const AGG_WORDS: Record<AggregateFn, string> = {
  avg: 'average',
  median: 'median',
  max: 'maximum',
  min: 'minimum',
  sum: 'total',
  count: 'number of',
  count_distinct: 'distinct',
};

/** The measure 'average days from ship date to delivered date': rows without either date are left out, and said so. */
export function daysMeasure(e: CatalogEntity, m: DaysBuild, alias = 't0') {
  const from = e.byName.get(m.from)!;
  const to = e.byName.get(m.to)!;
  const fromWords = dateWords(from.words);
  const toWords = dateWords(to.words);
  const expr: Expr = {
    kind: 'agg',
    fn: m.agg,
    arg: { kind: 'days_between', from: col(alias, m.from), to: col(alias, m.to) },
  };
  const what = `${AGG_WORDS[m.agg]} days from ${fromWords} to ${toWords}`;
  const where: Condition[] = [
    { kind: 'is_null', expr: col(alias, m.from), negate: true },
    { kind: 'is_null', expr: col(alias, m.to), negate: true },
  ];
  return {
    expr,
    key: `${m.agg}_days`,
    label: what[0].toUpperCase() + what.slice(1),
    text: `${what} (${e.table}.${m.to} − ${e.table}.${m.from})`,
    where,
    note: `${plural(e)} without a ${toWords}${from.name === to.name ? '' : ` or ${fromWords}`} are left out`,
  };
}

/** The condition and words of a comparison of two dates of a row, when it is more than a plain comparison. */
export function dateComparison(f: Columns, alias: string, e: CatalogEntity): { cond: Condition; text: string } | null {
  if (e.byName.get(f.left)?.role !== 'time') return null;
  const left = col(alias, f.left);
  const right = col(alias, f.right);
  const lw = dateWords(e.byName.get(f.left)!.words);
  const rw = dateWords(e.byName.get(f.right)!.words);
  if (f.days !== undefined) {
    const cond: Condition = {
      kind: 'cmp',
      op: f.op,
      left: { kind: 'days_between', from: right, to: left },
      right: lit(f.days),
    };
    const how = { '>': 'more than', '>=': 'at least', '<': 'less than', '<=': 'at most', '=': 'exactly', '<>': 'not' }[
      f.op
    ];
    return { cond, text: `${lw} ${how} ${f.days} ${f.days === 1 ? 'day' : 'days'} after ${rw}` };
  }
  if (f.same) {
    const unit = f.same.unit;
    const part = (x: Expr): Expr => ({ kind: 'time', unit, mode: f.same!.recurring ? 'part' : 'trunc', arg: x });
    return {
      cond: { kind: 'cmp', op: '=', left: part(left), right: part(right) },
      text: `${lw} in the same ${unit} as ${rw}${f.same.recurring && unit !== 'year' ? ' (any year)' : ''}`,
    };
  }
  const how = { '=': 'on', '<=': 'on or before', '>=': 'on or after', '>': 'after', '<': 'before', '<>': 'not on' }[
    f.op
  ];
  return { cond: { kind: 'cmp', op: f.op, left, right }, text: `${lw} ${how} ${rw}` };
}

/**
 * 'what percentage of delivered shipments arrived late', 'late delivery rate by carrier': the rows where the
 * comparison of dates holds over the rows the other filters keep that have both dates (lateness of a row
 * not yet delivered cannot be told), per group when grouped.
 */
export function dateShare(base: Interpretation, ctx: FormContext): Plan | { error: string } {
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
  const whole = planQuery({ ...counted, filters: [...others, ...known] }, ctx.catalog);
  const full = planQuery({ ...counted, filters: [...others, ...known, ...parts] }, ctx.catalog);
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
    measureText: `share of ${whole.measureText} where ${partText.join(' and ')}`,
    filterText: whole.filterText,
    headline: grouped
      ? undefined
      : (row) =>
          `Share of ${whole.measureText} where ${partText.join(' and ')}${among ? `,${among}` : ''}${whole.periodText ? `, ${whole.periodText}` : ''}: **${pct(row.share_percent)}** (${displayNumber(row.part as number, measure.format)} of ${displayNumber(row.whole as number, measure.format)})`,
  };
}

/** 'ship date', 'promised date', 'term date': the column's words, with 'date' once. */
function dateWords(words: string[]): string {
  const w = words.filter((x) => !['dt', 'ts', 'on', 'at'].includes(x));
  if (!w.length) return 'date';
  return ['date', 'time', 'day', 'timestamp'].includes(w[w.length - 1]) ? w.join(' ') : `${w.join(' ')} date`;
}

function plural(e: CatalogEntity): string {
  const words = [...e.words];
  const last = words.pop() ?? e.table;
  const many = last.endsWith('s') ? last : /[^aeiou]y$/.test(last) ? `${last.slice(0, -1)}ies` : `${last}s`;
  const s = [...words, many].join(' ');
  return s[0].toUpperCase() + s.slice(1);
}

function pct(v: unknown): string {
  const n = Number(v);
  return Number.isFinite(n) && v !== null
    ? `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`
    : 'no value';
}
