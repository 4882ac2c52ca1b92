import type { Literal } from '../../connectors/query';
import type { ColumnFormat, PlannedColumn } from '../plan/plan-types';

type Cell = Literal | Date | undefined;

/** A result's rows as an answer's table keeps them: each planned column's cell by tableValue, keyed by the column. */
export function shownRows(
  rows: Array<Record<string, Cell>>,
  columns: PlannedColumn[],
): Array<Record<string, string | number | null>> {
  return rows.map((r) => Object.fromEntries(columns.map((c) => [c.key, tableValue(r[c.key], c)])));
}

/** A cell as the table keeps it: numbers stay numbers (rounded only to undo float noise), dates become text. */
export function tableValue(v: Cell, c: PlannedColumn): string | number | null {
  if (v === null || v === undefined) return null;
  if (c.format === 'period') return periodLabel(v, c.unit ?? 'month');
  if (v instanceof Date) return isoDate(v, c.format === 'date' && hasTime(v));
  if (typeof v === 'number' || (typeof v === 'string' && c.role === 'measure' && /^-?\d+(\.\d+)?$/.test(v))) {
    const n = Number(v);
    if (c.format === 'integer') return Math.round(n);
    if (c.format === 'percent') return Number(n.toFixed(2));
    if (c.format === 'money')
      return Number.isInteger(Math.round(n * 100) / 100) || Math.abs(n * 100 - Math.round(n * 100)) < 1e-6
        ? Math.round(n * 100) / 100
        : Number(n.toFixed(4));
    return Number(n.toFixed(6));
  }
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  // A fixed-width text column (char(n)) pads its values with spaces: they are no part of the value.
  return typeof v === 'string' ? v.trimEnd() : String(v);
}

/** A figure as the sentence says it: money and fractions with 2 decimals, thousands separated. */
export function displayNumber(v: Cell, format: ColumnFormat): string {
  // A date leads when the measure is the latest or earliest of dates: it reads as a date, not as milliseconds.
  if (v instanceof Date) return isoDate(v, hasTime(v));
  const n = typeof v === 'number' ? v : Number(v);
  if (v === null || v === undefined || !Number.isFinite(n)) return 'no value';
  if (format === 'percent')
    return `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  // A whole number of a text-like column (a year, a code kept as a number) is said as stored, without separators.
  if (format === 'text' && Number.isInteger(n)) return String(n);
  if (format === 'integer' || (Number.isInteger(n) && format !== 'money')) return Math.round(n).toLocaleString('en-US');
  return n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function periodLabel(v: Cell, unit: string): string {
  const d = v instanceof Date ? { y: v.getFullYear(), m: v.getMonth() + 1, day: v.getDate() } : parseDate(String(v));
  if (!d) return String(v);
  const mm = String(d.m).padStart(2, '0');
  if (unit === 'year') return String(d.y);
  if (unit === 'quarter') return `${d.y}-Q${Math.floor((d.m - 1) / 3) + 1}`;
  if (unit === 'month') return `${d.y}-${mm}`;
  return `${d.y}-${mm}-${String(d.day).padStart(2, '0')}`;
}

function parseDate(s: string): { y: number; m: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? { y: Number(m[1]), m: Number(m[2]), day: Number(m[3]) } : null;
}

function hasTime(d: Date): boolean {
  return d.getHours() !== 0 || d.getMinutes() !== 0 || d.getSeconds() !== 0;
}

function isoDate(d: Date, withTime: boolean): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  return withTime ? `${date} ${p(d.getHours())}:${p(d.getMinutes())}` : date;
}
