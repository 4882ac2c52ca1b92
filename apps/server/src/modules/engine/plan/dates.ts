import type { AggregateFn, Condition, Expr } from '../../connectors/query';
import { col, lit } from '../../connectors/query';
import type { CatalogEntity } from '../catalog/types';
import type { FilterRef } from '../readings/interpretation';
import { withArticle } from '../read/plural';

/**
 * Date arithmetic in the query: the days between two dates of a row as a measure, a comparison of two dates
 * (after, on or before, so many days after, in the same month), and the share of rows where such a comparison
 * holds is in date-share.ts. Durations are whole days (the dialect's date difference), in one statement.
 */

type DaysBuild = { from: string; to: string; agg: AggregateFn };
export type Columns = Extract<FilterRef, { kind: 'columns' }>;

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
    note: `${plural(e)} without ${withArticle(toWords)}${from.name === to.name ? '' : ` or ${fromWords}`} are left out`,
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
