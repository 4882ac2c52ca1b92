/**
 * The data blocks every screen shows figures in (a chat answer's table and chart, a dashboard tile): their payloads,
 * and how a figure, a cell, a sort and a CSV read.
 */

/** How a column's figures read (the engine says so for the figures it computed). */
export type FigureFormat = 'money' | 'integer' | 'number' | 'percent';

export interface TableHeader {
  label: string;
  key: string;
  align?: 'left' | 'center' | 'right';
  format?: FigureFormat;
}
export interface TablePayload {
  headers: TableHeader[];
  rows: Record<string, unknown>[];
  source?: string;
  title?: string;
}
export interface ChartDataset {
  label?: string;
  format?: FigureFormat;
  data: (number | null)[];
  backgroundColor?: string | string[];
  borderColor?: string | string[];
}
export interface ChartPayload {
  type?: string;
  labels: (string | number)[];
  datasets: ChartDataset[];
  title?: string;
  source?: string;
}

/** A cell as text: numbers keep their digits, objects become JSON, nothing becomes ''. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A figure as every screen shows it: thousands separated; money, percentages and any fraction with exactly two
 * decimals (never '455,726.6' beside '1,200.50'); whole counts without decimals.
 */
export function formatFigure(value: number, format?: FigureFormat): string {
  if (format === 'percent') return `${TWO_DECIMALS.format(value)} %`;
  if (format === 'money') return TWO_DECIMALS.format(value);
  if (format === 'integer' || Number.isInteger(value)) return WHOLE.format(value);
  return TWO_DECIMALS.format(value);
}

/** A cell as shown on screen (see formatFigure); the CSV keeps the raw value. */
export function displayCell(value: unknown, format?: FigureFormat): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatFigure(value, format) : cellText(value);
}

export interface SortState {
  key: string;
  direction: 'asc' | 'desc';
}

const COLLATOR = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Numbers (also '$1,234.50' and '12%' text) compare as numbers; other text naturally; empty cells last. */
function sortValue(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  const text = cellText(value);
  const numeric = /^-?\$?-?[\d,]*\.?\d+%?$/.test(text.trim()) ? Number(text.replace(/[$,%\s]/g, '')) : NaN;
  return Number.isFinite(numeric) ? numeric : text;
}

/**
 * The rows in the chosen order. A '$' total in the last row stays last (it
 * sums the others, it is not one of them).
 */
export function sortRows(table: TablePayload, sort: SortState | null): Record<string, unknown>[] {
  if (!sort) return table.rows;
  const last = table.rows[table.rows.length - 1];
  const hasTotal =
    table.rows.length > 1 &&
    !!last &&
    Object.values(last).some((value) => cellText(value).startsWith('$')) &&
    /total/i.test(Object.values(last).map(cellText).join(' '));
  const body = hasTotal ? table.rows.slice(0, -1) : table.rows.slice();
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = body.map((row) => ({ row, value: sortValue(row[sort.key]) }));
  keyed.sort((a, b) => {
    if (a.value === null || b.value === null) return a.value === b.value ? 0 : a.value === null ? 1 : -1;
    if (typeof a.value === 'number' && typeof b.value === 'number') return sign * (a.value - b.value);
    return sign * COLLATOR.compare(String(a.value), String(b.value));
  });
  const sorted = keyed.map((entry) => entry.row);
  return hasTotal ? [...sorted, last] : sorted;
}

/** spec §9: CSV with values containing commas (or quotes, or line breaks) quoted. */
export function toCsv(table: TablePayload): string {
  const escape = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [table.headers.map((h) => escape(h.label ?? h.key)).join(',')];
  for (const row of table.rows) lines.push(table.headers.map((h) => escape(cellText(row[h.key]))).join(','));
  return lines.join('\r\n');
}
