import type { AlertOp, PeriodSpec, ResultColumn, TileResult } from '@soe/shared';
import { RELATIVE_PERIOD_LABELS } from '@soe/shared';
import type { DeliverySection } from '../../db/schema';
import { displayNumber } from '../engine/answer/format';

/** Rows of a tile a delivery carries; the rest is counted ("… and 12 more rows") and one click away. */
export const ROWS_DELIVERED = 20;

const OP_WORDS: Record<AlertOp, string> = { '<': 'below', '<=': 'at or below', '>': 'above', '>=': 'at or above' };

export function opWords(op: AlertOp): string {
  return OP_WORDS[op];
}

export function holds(value: number, op: AlertOp, threshold: number): boolean {
  if (op === '<') return value < threshold;
  if (op === '<=') return value <= threshold;
  if (op === '>') return value > threshold;
  return value >= threshold;
}

/** A threshold as people write it: thousands separated, decimals only when it has them. */
export function thresholdText(n: number): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

export function periodText(period: PeriodSpec | null | undefined): string | null {
  if (!period) return null;
  if ('relative' in period) return RELATIVE_PERIOD_LABELS[period.relative].toLowerCase();
  return `${period.from} to ${period.to}`;
}

/** "Revenue (last 7 days)": the watched figure's name, with its period when it has one. */
export function figureName(measure: string, period: PeriodSpec | null | undefined): string {
  const p = periodText(period);
  return p ? `${measure} (${p})` : measure;
}

/** "Revenue (last 7 days) below 50,000". */
export function alertTitle(measure: string, period: PeriodSpec | null | undefined, op: AlertOp, threshold: number) {
  return `${figureName(measure, period)} ${opWords(op)} ${thresholdText(threshold)}`;
}

/** A cell as a delivery shows it: figures by their column's format, thousands separated. */
export function cellText(value: string | number | boolean | null | undefined, column: ResultColumn): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number')
    return displayNumber(value, column.format ?? (Number.isInteger(value) ? 'integer' : 'number'));
  return value;
}

/** One tile's part of a delivery: its figures, or why there are none. */
export function sectionOf(tile: { title: string; systemName: string }, result: TileResult): DeliverySection {
  const period = result.period ? ` (${result.period.from} to ${lastDay(result.period.to)})` : '';
  const title = `${tile.title}${period}`;
  if (result.status === 'no_access')
    return { title, note: `You no longer have access to ${tile.systemName}.`, columns: [], rows: [] };
  if (result.status === 'unavailable')
    return { title, note: `${tile.systemName} is no longer connected.`, columns: [], rows: [] };
  if (result.status !== 'ok')
    return {
      title,
      note: `The figures could not be read: ${result.message ?? 'the query failed.'}`,
      columns: [],
      rows: [],
    };
  const columns = result.columns ?? [];
  const rows = result.rows ?? [];
  return {
    title,
    columns: columns.map((c) => c.label),
    rows: rows.slice(0, ROWS_DELIVERED).map((r) => columns.map((c) => cellText(r[c.key], c))),
    ...(rows.length > ROWS_DELIVERED ? { more: rows.length - ROWS_DELIVERED } : {}),
  };
}

/** The day before an exclusive end date: a period "to 2026-02-01" ends on 2026-01-31. */
function lastDay(to: string): string {
  const d = new Date(`${to}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return to;
  return new Date(d.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * The watched figure of a result: the named measure's column (by key or heading), else the first measure, first row.
 * `emptyIsZero`: a sum or count over no rows (nothing sold this week) reads as 0, not as "no value".
 */
export function figureOf(
  result: TileResult,
  measure: string,
  emptyIsZero: boolean,
): { value: number; column: ResultColumn } | { error: string } {
  if (result.status !== 'ok') return { error: result.message ?? 'The figure could not be read.' };
  const columns = result.columns ?? [];
  const wanted = measure.trim().toLowerCase();
  const column =
    columns.find((c) => c.key.toLowerCase() === wanted || c.label.toLowerCase() === wanted) ??
    columns.find((c) => c.role === 'measure');
  if (!column) return { error: 'The answer has no figure to watch.' };
  const raw = result.rows?.[0]?.[column.key];
  if ((raw === null || raw === undefined) && emptyIsZero) return { value: 0, column };
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(value)) return { error: `${column.label} has no value to compare.` };
  return { value, column };
}
