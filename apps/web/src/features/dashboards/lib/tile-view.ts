import type { ResultColumn, TileForm, TileResult } from '@soe/shared';
import type { ChartPayload, FigureFormat, TablePayload } from '@/lib/data-blocks';

type Row = NonNullable<TileResult['rows']>[number];

/** The big number of a figure tile: the first measure of the first row, with its heading. */
export interface FigureView {
  label: string;
  value: number | string | null;
  format?: FigureFormat;
  /** The row's label when the figure is one of several rows ("West"), so it never reads as a total. */
  of?: string;
  moreRows: number;
}

function measures(columns: ResultColumn[]): ResultColumn[] {
  const own = columns.filter((c) => c.role === 'measure');
  return own.length ? own : columns.filter((c) => c.role === 'value');
}

/** The column the rows are told apart by (a label, else a date): a chart's categories. */
function category(columns: ResultColumn[]): ResultColumn | undefined {
  return columns.find((c) => c.role === 'label') ?? columns.find((c) => c.role === 'date');
}

function numeric(value: Row[string] | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

export function figureView(columns: ResultColumn[], rows: Row[]): FigureView | null {
  const measure = measures(columns)[0] ?? columns[0];
  const row = rows[0];
  if (!measure || !row) return null;
  const raw = row[measure.key];
  const label = category(columns);
  return {
    label: measure.label,
    value: numeric(raw) ?? (raw === undefined || raw === null ? null : String(raw)),
    format: measure.format,
    of: rows.length > 1 && label ? String(row[label.key] ?? '') : undefined,
    moreRows: Math.max(0, rows.length - 1),
  };
}

export function tableView(columns: ResultColumn[], rows: Row[], title: string): TablePayload {
  return {
    title,
    headers: columns.map((c) => ({
      key: c.key,
      label: c.label,
      align: c.role === 'measure' ? ('right' as const) : undefined,
      format: c.format,
    })),
    rows,
  };
}

const CHART_TYPE: Partial<Record<TileForm, string>> = { bar: 'bar', line: 'line', pie: 'pie' };

/**
 * A chart of the rows: one category (the label or date column) and a series per measure. A single row without a
 * category charts its measures side by side.
 */
export function chartView(form: TileForm, columns: ResultColumn[], rows: Row[], title: string): ChartPayload {
  const series = measures(columns);
  const by = category(columns);
  const type = CHART_TYPE[form] ?? 'bar';
  if (!by) {
    const row = rows[0] ?? {};
    return {
      type,
      title,
      labels: series.map((s) => s.label),
      datasets: [{ label: title, data: series.map((s) => numeric(row[s.key])), format: series[0]?.format }],
    };
  }
  // A pie shows one measure: the first.
  const shown = form === 'pie' ? series.slice(0, 1) : series;
  return {
    type,
    title,
    labels: rows.map((row) => String(row[by.key] ?? '')),
    datasets: shown.map((s) => ({ label: s.label, format: s.format, data: rows.map((row) => numeric(row[s.key])) })),
  };
}

const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

/** "As of 14:32", "Cached, as of 14:30"; with the day when it was not today. */
export function asOfText(result: Pick<TileResult, 'asOf' | 'cached'>, now = new Date()): string | null {
  if (!result.asOf) return null;
  const at = new Date(result.asOf);
  if (Number.isNaN(at.getTime())) return null;
  const sameDay = at.toDateString() === now.toDateString();
  const time = sameDay ? CLOCK.format(at) : `${DAY.format(at)} ${CLOCK.format(at)}`;
  return result.cached ? `Cached, as of ${time}` : `As of ${time}`;
}

const RANGE_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A period's dates as a reader says them: "1 Jan 2026 – 31 Mar 2026" (the `to` day is excluded, so one before). */
export function periodRangeText(period: { from: string; to: string }): string {
  const from = new Date(`${period.from}T00:00:00Z`);
  const to = new Date(`${period.to}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return `${period.from} – ${period.to}`;
  to.setUTCDate(to.getUTCDate() - 1);
  return `${RANGE_DAY.format(from)} – ${RANGE_DAY.format(to)}`;
}
