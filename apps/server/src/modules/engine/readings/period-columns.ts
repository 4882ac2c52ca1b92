import type { Catalog, CatalogColumn } from '../catalog/types';
import { normalizeText, stem } from '../read/normalize';
import { readTime, type TimeRange } from '../read/time';
import type { ColumnCandidate, Interpretation } from './interpretation';

/**
 * 'Which rep closed the most in Q3?' on a sheet with `closed_q2_2026` and `closed_q3_2026`, 'quota for 2026' on
 * `quota_2026`: a wide table keeps one column per period, so the period names a column, not rows of a date. Read
 * as a date range it would ask for a date column the table does not have, and the question would go unanswered
 * (engine note 18, docs/engine-notes.md). The period is taken out of the question when it is the period of a numeric column whose other
 * words the question names (or of the only such column), and that column stands for its siblings (the same words,
 * another period) wherever the reading chose one.
 */
export interface PeriodColumns {
  question: string;
  /** Columns the question's periods named. */
  columns: CatalogColumn[];
}

const QUARTER = /^q([1-4])$/;
const YEAR = /^(?:fy)?((?:19|20)\d{2})$/;
const SHORT_YEAR = /^fy(\d{2})$/;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH_WORD =
  /^(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/;

interface ColumnPeriod {
  year?: number;
  quarter?: number;
  month?: number;
}

/** The period a column's name carries (`closed_q3_2026` → Q3 2026, `sales_2025` → 2025), and its other words. */
function periodOf(column: CatalogColumn): { period: ColumnPeriod; base: string[] } | null {
  const period: ColumnPeriod = {};
  const base: string[] = [];
  for (const w of column.words) {
    let m: RegExpExecArray | null;
    if ((m = QUARTER.exec(w)) && period.quarter === undefined) period.quarter = Number(m[1]);
    else if ((m = YEAR.exec(w)) && period.year === undefined) period.year = Number(m[1]);
    else if ((m = SHORT_YEAR.exec(w)) && period.year === undefined) period.year = 2000 + Number(m[1]);
    else if (MONTH_WORD.test(w) && period.month === undefined && period.quarter === undefined)
      period.month = MONTHS.indexOf(w.slice(0, 3));
    else base.push(stem(w));
  }
  if (period.year === undefined && period.quarter === undefined && period.month === undefined) return null;
  return { period, base };
}

/** Whether the question's range is exactly the column's period (a period without a year matches it in any year). */
function samePeriod(range: TimeRange, p: ColumnPeriod): boolean {
  if (!range.start || !range.end) return false;
  const start = new Date(`${range.start}T00:00:00Z`);
  const end = new Date(`${range.end}T00:00:00Z`);
  const months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  if (start.getUTCDate() !== 1 || end.getUTCDate() !== 1) return false;
  if (p.year !== undefined && start.getUTCFullYear() !== p.year) return false;
  if (p.quarter !== undefined) return months === 3 && start.getUTCMonth() === (p.quarter - 1) * 3;
  if (p.month !== undefined) return months === 1 && start.getUTCMonth() === p.month;
  return months === 12 && start.getUTCMonth() === 0;
}

type Periodic = { column: CatalogColumn; period: ColumnPeriod; base: string[] };
/** Per catalog, found once: a wide schema's columns are not walked again for every question with a period. */
const PERIODIC = new WeakMap<Catalog, Periodic[]>();

/** Numeric columns whose name carries a period, on tables with no date of their own (there a period cannot be a range of rows). */
function periodicColumns(catalog: Catalog): Periodic[] {
  let found = PERIODIC.get(catalog);
  if (!found) {
    found = catalog.entities
      .filter((e) => !e.eventTimeColumns.length)
      .flatMap((e) =>
        e.columns
          .filter((c) => (c.type === 'integer' || c.type === 'decimal') && !c.isKey && c.role !== 'time')
          .flatMap((column) => {
            const p = periodOf(column);
            return p ? [{ column, ...p }] : [];
          }),
      );
    PERIODIC.set(catalog, found);
  }
  return found;
}

const LEAD = /\b(?:in|for|during|of|over)\s*$/;

export function readPeriodColumns(question: string, catalog: Catalog, now: Date): PeriodColumns {
  const none = { question, columns: [] };
  const periodic = periodicColumns(catalog);
  if (!periodic.length) return none;
  const text = normalizeText(question);
  const time = readTime(text, now);
  // 'by month' on a table without dates has nothing to group; such a question is left as asked.
  if (!time.ranges.length || time.series) return none;
  // The question's words outside its periods: what names a column's other words.
  let rest = text;
  for (const [a, b] of time.spans) rest = rest.slice(0, a) + ' '.repeat(b - a) + rest.slice(b);
  const said = new Set(rest.split(/\s+/).filter(Boolean).map(stem));
  const picked: CatalogColumn[] = [];
  for (const range of time.ranges) {
    const matching = periodic.filter((c) => samePeriod(range, c.period));
    const named = matching.filter((c) => c.base.length && c.base.every((s) => said.has(s)));
    // A column with no other words ('2025', 'q3') is named by its period alone when it is the only one.
    const chosen = named.length ? named : matching.length === 1 && !matching[0].base.length ? matching : [];
    // One column per table: two of one table with the same period ('quota_2026', 'closed_2026') need their words.
    const perEntity = new Map<string, CatalogColumn[]>();
    for (const c of chosen) perEntity.set(c.column.entity, [...(perEntity.get(c.column.entity) ?? []), c.column]);
    const columns = [...perEntity.values()].filter((list) => list.length === 1).map((list) => list[0]);
    if (columns.length) picked.push(...columns.filter((c) => !picked.includes(c)));
  }
  if (!picked.length) return none;
  // Every period the question names goes with the columns; one left as a date range would still need a date.
  if (!time.ranges.every((r) => picked.some((c) => samePeriod(r, periodOf(c)!.period)))) return none;
  let out = text;
  for (const [a, b] of [...time.spans].sort((x, y) => y[0] - x[0])) {
    const lead = LEAD.exec(out.slice(0, a));
    out = `${out.slice(0, lead ? a - lead[0].length : a)} ${out.slice(b)}`;
  }
  return { question: out.replace(/\s+/g, ' ').trim(), columns: picked };
}

/** The reading's columns that are siblings of a named period column (same table, same other words) become it. */
export function applyPeriodColumns(it: Interpretation, columns: CatalogColumn[], catalog: Catalog): void {
  if (!columns.length) return;
  const baseOf = (c: CatalogColumn) => periodOf(c)?.base.join(' ');
  const swap = (list: ColumnCandidate[]) =>
    list.map((c) => {
      const column = catalog.byName.get(c.entity)?.byName.get(c.column);
      const base = column && baseOf(column);
      if (!column || !base || columns.includes(column)) return c;
      const named = columns.find((p) => p.entity === c.entity && baseOf(p) === base);
      return named ? { ...c, column: named.name } : c;
    });
  const m = it.measure;
  if (m.kind === 'column' || m.kind === 'countDistinct') m.columns = swap(m.columns);
  if (m.kind === 'rows' && m.orderBy) m.orderBy = { ...m.orderBy, columns: swap(m.orderBy.columns) };
  for (const f of it.filters) if (f.kind === 'threshold') f.columns = swap(f.columns);
  // 'the temperature of Shanghai in January' on a table with a column per month: the rows listed show that month's.
  if (m.kind === 'rows' && !m.values) {
    const used = new Set([
      ...(it.show ?? []).map((c) => `${c.entity}.${c.column}`),
      ...it.filters.flatMap((f) => (f.kind === 'threshold' ? f.columns.map((c) => `${c.entity}.${c.column}`) : [])),
      ...(m.orderBy?.columns ?? []).map((c) => `${c.entity}.${c.column}`),
    ]);
    const own = columns.filter((c) => c.entity === m.entity && !used.has(`${c.entity}.${c.name}`));
    if (own.length) it.show = [...(it.show ?? []), ...own.map((c) => ({ entity: c.entity, column: c.name, score: 1 }))];
  }
}
