import type { Condition, Expr } from '../../connectors/query';
import { col, lit } from '../../connectors/query';
import type { CatalogEntity } from '../catalog/types';
import { pluralPhrase } from '../read/plural';
import type { AgeFilter, AgeMeasure } from '../readings/age';

/**
 * Age in the query (readings/age.ts): whole years from a birth date to a day, as PostgreSQL's age() counts them,
 * built from the year, month and day of both dates so that every SQL dialect computes it in the statement:
 * the years between them, less one when the birthday has not come yet that year. A condition on age is a
 * condition on the birth date itself ('65 or older' → born on or before that day 65 years ago), which the
 * source can answer from an index.
 */

const part = (unit: 'year' | 'month' | 'day', arg: Expr): Expr => ({ kind: 'time', unit, mode: 'part', arg });
const plus = (left: Expr, right: Expr): Expr => ({ kind: 'arith', op: '+', left, right });
const minus = (left: Expr, right: Expr): Expr => ({ kind: 'arith', op: '-', left, right });
const times = (left: Expr, right: Expr): Expr => ({ kind: 'arith', op: '*', left, right });

/** A date's year and its day of the year as month × 100 + day, from a literal day or a date column. */
function parts(day: string | Expr): { year: Expr; monthDay: Expr } {
  if (typeof day === 'string') {
    const [y, m, d] = day.split('-').map(Number);
    return { year: lit(y), monthDay: lit(m * 100 + d) };
  }
  return { year: part('year', day), monthDay: plus(times(part('month', day), lit(100)), part('day', day)) };
}

/** Whole years from `birth` to `on` (a YYYY-MM-DD day or a date of the row). */
export function ageExpr(birth: Expr, on: string | Expr): Expr {
  const b = parts(birth);
  const o = parts(on);
  const before: Expr = {
    kind: 'case',
    when: { kind: 'cmp', op: '>', left: b.monthDay, right: o.monthDay },
    then: lit(1),
    else: lit(0),
  };
  return minus(minus(o.year, b.year), before);
}

/** The day `years` years before a YYYY-MM-DD day (29 February becomes the 28th in a year without one). */
function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y - years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y - years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/**
 * People at least `n` years old on `asOf` were born before this day: on or before the day `n` years earlier (a
 * date with a time of day counts by its day).
 */
const bornBefore = (asOf: string, n: number) => nextDay(yearsBefore(asOf, n));

/** The condition and words of an age filter, on the birth date of the row at `alias`. */
export function ageCondition(f: AgeFilter, alias: string, e: CatalogEntity): { cond: Condition; text: string } {
  const birth = col(alias, f.column);
  const conds: Condition[] = [];
  if (f.atLeast !== undefined)
    conds.push({ kind: 'cmp', op: '<', left: birth, right: lit(bornBefore(f.asOf, f.atLeast)) });
  if (f.under !== undefined)
    conds.push({ kind: 'cmp', op: '>=', left: birth, right: lit(bornBefore(f.asOf, f.under)) });
  const how =
    f.atLeast !== undefined && f.under !== undefined
      ? f.under === f.atLeast + 1
        ? `${f.atLeast}`
        : `${f.atLeast} to ${f.under - 1}`
      : f.atLeast !== undefined
        ? `${f.atLeast} or older`
        : `under ${f.under}`;
  const words = e.byName.get(f.column)?.name ?? f.column;
  return {
    cond: conds.length === 1 ? conds[0] : { kind: 'and', conditions: conds },
    text: `age is ${how} on ${f.asOf} (from ${e.table}.${words})`,
  };
}

const AGG_WORDS: Record<AgeMeasure['agg'], string> = {
  avg: 'average',
  median: 'median',
  max: 'highest',
  min: 'lowest',
  sum: 'total',
  count: 'number of',
  count_distinct: 'distinct',
};

/** The measure 'average age': rows without a birth date (or the date it is counted to) are left out, and said so. */
export function ageMeasure(e: CatalogEntity, m: AgeMeasure, alias = 't0') {
  const birth = col(alias, m.column);
  const at = m.at ? e.byName.get(m.at) : undefined;
  const on = at ? col(alias, at.name) : m.asOf;
  const expr: Expr = { kind: 'agg', fn: m.agg, arg: ageExpr(birth, on) };
  const atWords = at ? at.words.filter((w) => !['date', 'dt', 'on', 'at', 'time'].includes(w)).join(' ') : '';
  const what = `${AGG_WORDS[m.agg]} age${at ? ` on the ${atWords} date` : ''}`;
  const where: Condition[] = [{ kind: 'is_null', expr: birth, negate: true }];
  if (at) where.push({ kind: 'is_null', expr: col(alias, at.name), negate: true });
  const people = pluralPhrase(e.words.join(' ') || e.table);
  return {
    expr,
    key: `${m.agg}_age`,
    label: what[0].toUpperCase() + what.slice(1),
    text: `${what} in whole years (from ${e.table}.${m.column} to ${at ? `${e.table}.${at.name}` : m.asOf})`,
    where,
    note: `${people[0].toUpperCase()}${people.slice(1)} without a birth date${at ? ` or ${atWords} date` : ''} are left out`,
  };
}
