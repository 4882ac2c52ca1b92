import { ExtractionError, type Cell, type ExtractedSheet, type SheetField } from './types';

/** A raw cell from a parser: CSV gives text, XLSX numbers, dates and booleans too. */
export type RawCell = string | number | boolean | Date | null | undefined;

const INTEGER = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const GROUPED = /^[-+]?\d{1,3}(,\d{3})+(\.\d+)?$/;
const CURRENCY = /^([-+]?)[$€£¥]\s?/;
const ISO_DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const BOOLEAN = /^(true|false)$/i;

/**
 * Turns a grid (the first non-empty row is the header) into a typed table:
 * field names from the header, and per column the narrowest type every value
 * fits — integer, decimal, date, timestamp, boolean, else text — so SOE Local
 * reads amounts as measures, dates as time and the rest as categories.
 */
export function tableFromGrid(name: string, grid: RawCell[][], budget: { cells: number }): ExtractedSheet | null {
  const start = grid.findIndex((row) => row.some((c) => !isBlank(c)));
  if (start < 0) return null;
  const body = grid.slice(start + 1).filter((row) => row.some((c) => !isBlank(c)));
  const width = Math.max(...grid.slice(start).map(lastFilled)) + 1;
  budget.cells -= width * body.length;
  if (budget.cells < 0) throw new ExtractionError('The spreadsheet has too many cells to read (3 million at most).');
  const names = fieldNames(grid[start]!, width);
  const columns = names.map((_, i) => body.map((row) => normalise(row[i])));
  const typed = columns.map(typeColumn);
  const fields: SheetField[] = names.map((fieldName, i) => ({ name: fieldName, type: typed[i]!.type }));
  const rows: Cell[][] = body.map((_, r) => typed.map((column) => column.values[r]!));
  return { name, fields, rows };
}

function isBlank(c: RawCell): boolean {
  return c === null || c === undefined || (typeof c === 'string' && c.trim() === '');
}

function lastFilled(row: RawCell[]): number {
  for (let i = row.length - 1; i >= 0; i--) if (!isBlank(row[i])) return i;
  return -1;
}

/** Header cells as names: trimmed, blanks named by position, repeats numbered. */
function fieldNames(header: RawCell[], width: number): string[] {
  const seen = new Map<string, number>();
  return Array.from({ length: width }, (_, i) => {
    const raw = header[i];
    const text = raw instanceof Date ? raw.toISOString().slice(0, 10) : isBlank(raw) ? '' : String(raw).replace(/\s+/g, ' ').trim().slice(0, 120);
    const base = text || `column_${i + 1}`;
    const key = base.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? base : `${base} ${count}`;
  });
}

type Norm = string | number | boolean | Date | null;

function normalise(c: RawCell): Norm {
  if (c === undefined || c === null) return null;
  if (typeof c === 'string') {
    const t = c.trim();
    return t === '' ? null : t;
  }
  if (typeof c === 'number') return Number.isFinite(c) ? c : null;
  if (c instanceof Date) return Number.isNaN(c.getTime()) ? null : c;
  return c;
}

interface TypedColumn {
  type: SheetField['type'];
  values: Cell[];
}

function typeColumn(values: Norm[]): TypedColumn {
  const present = values.filter((v): v is Exclude<Norm, null> => v !== null);
  if (!present.length) return { type: 'text', values: values.map(() => null) };
  const numbers = present.map(asNumber);
  if (numbers.every((n) => n !== null)) {
    const integer = numbers.every((n) => Number.isSafeInteger(n));
    let k = 0;
    return { type: integer ? 'integer' : 'decimal', values: values.map((v) => (v === null ? null : numbers[k++]!)) };
  }
  const dates = present.map(asDate);
  if (dates.every((d) => d !== null)) {
    const dateOnly = dates.every((d) => d!.getUTCHours() === 0 && d!.getUTCMinutes() === 0 && d!.getUTCSeconds() === 0 && d!.getUTCMilliseconds() === 0);
    let k = 0;
    return {
      type: dateOnly ? 'date' : 'timestamp',
      values: values.map((v) => {
        if (v === null) return null;
        const iso = dates[k++]!.toISOString();
        return dateOnly ? iso.slice(0, 10) : iso;
      }),
    };
  }
  if (present.every((v) => typeof v === 'boolean' || (typeof v === 'string' && BOOLEAN.test(v)))) {
    return { type: 'boolean', values: values.map((v) => (v === null ? null : typeof v === 'boolean' ? v : String(v).toLowerCase() === 'true')) };
  }
  return { type: 'text', values: values.map((v) => (v === null ? null : asText(v))) };
}

/** A number for a number or numeric text ('1,234.50', '$12'); codes with leading zeros ('00123') stay text. */
function asNumber(v: Exclude<Norm, null>): number | null {
  if (typeof v === 'number') return v;
  if (typeof v !== 'string') return null;
  let t = v;
  const currency = CURRENCY.exec(t);
  if (currency) t = currency[1] + t.slice(currency[0].length);
  if (GROUPED.test(t)) t = t.replace(/,/g, '');
  if (/^[-+]?0\d/.test(t)) return null;
  if (INTEGER.test(t)) {
    const n = Number(t);
    return Number.isSafeInteger(n) ? n : null;
  }
  if (!DECIMAL.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

function asDate(v: Exclude<Norm, null>): Date | null {
  if (v instanceof Date) return v;
  if (typeof v !== 'string') return null;
  let m = ISO_DATE.exec(v);
  if (m) return validDate(Number(m[1]), Number(m[2]), Number(m[3]), `${m[1]}-${m[2]}-${m[3]}T00:00:00Z`);
  m = ISO_DATETIME.exec(v);
  if (!m) return null;
  const zone = m[8] ? (m[8] === 'Z' ? 'Z' : m[8].length === 5 ? `${m[8].slice(0, 3)}:${m[8].slice(3)}` : m[8]) : 'Z';
  return validDate(Number(m[1]), Number(m[2]), Number(m[3]), `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}${m[6] ?? ':00'}${zone}`);
}

/** Rejects '2024-02-31' (JS would roll it over to March). */
function validDate(year: number, month: number, day: number, iso: string): Date | null {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  return check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day ? d : null;
}

function asText(v: Exclude<Norm, null>): string {
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return String(v);
}

/** Rows as lines of text for full-text search: 'Region: North; Amount: 10.5'. */
export function sheetText(sheet: ExtractedSheet): string {
  return sheet.rows.map((row) => row.map((v, i) => (v === null ? '' : `${sheet.fields[i]!.name}: ${String(v)}`)).filter(Boolean).join('; ')).join('\n\n');
}
