import { splitPassages } from './passages';
import { ExtractionError, type Cell, type ExtractedPassage, type ExtractedSheet, type SheetField } from './types';

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
 * Builds a typed table from rows given one at a time (the first non-empty row
 * is the header): field names from the header, and per column the narrowest
 * type every value fits — integer, decimal, date, timestamp, boolean, else
 * text — so SOE Local reads amounts as measures, dates as time and the rest as
 * categories. Rows are kept once, normalised, and typed in place at the end:
 * a million-row file costs its cells and nothing more, and no step spreads a
 * row array into arguments (a call stack holds far fewer than a file's rows).
 */
export class TableBuilder {
  private header: RawCell[] | null = null;
  private readonly rows: Norm[][] = [];
  private width = 0;

  constructor(
    private readonly name: string,
    /** Cells left over all sheets of the file; shared by the file's builders. */
    private readonly budget: { cells: number },
  ) {}

  add(row: RawCell[]): void {
    const last = lastFilled(row);
    if (last < 0) return;
    if (!this.header) {
      this.header = row.slice(0, last + 1);
      this.width = last + 1;
      return;
    }
    if (last + 1 > this.width) this.width = last + 1;
    const values: Norm[] = new Array<Norm>(last + 1);
    for (let i = 0; i <= last; i++) values[i] = normalise(row[i]);
    this.rows.push(values);
    // Checked as rows come, so an oversized file stops early instead of filling the memory first.
    if (this.rows.length * this.width > this.budget.cells) throw new ExtractionError(TOO_MANY_CELLS);
  }

  /** The table, or null when no row had anything in it. */
  finish(): ExtractedSheet | null {
    if (!this.header) return null;
    const width = this.width;
    this.budget.cells -= width * this.rows.length;
    if (this.budget.cells < 0) throw new ExtractionError(TOO_MANY_CELLS);
    const names = fieldNames(this.header, width);
    for (const row of this.rows) for (let i = row.length; i < width; i++) row.push(null);
    const fields: SheetField[] = names.map((fieldName, i) => ({ name: fieldName, type: typeColumn(this.rows, i) }));
    return { name: this.name, fields, rows: this.rows as Cell[][] };
  }
}

const TOO_MANY_CELLS = 'The spreadsheet has too many cells to read (3 million at most).';

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
    const text =
      raw instanceof Date
        ? raw.toISOString().slice(0, 10)
        : isBlank(raw)
          ? ''
          : String(raw).replace(/\s+/g, ' ').trim().slice(0, 120);
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

/** Whether every present value of column `i` passes `test` (true for a column with no values). */
function every(rows: Norm[][], i: number, test: (v: Exclude<Norm, null>) => boolean): boolean {
  for (const row of rows) {
    const v = row[i];
    if (v !== null && v !== undefined && !test(v)) return false;
  }
  return true;
}

/** Replaces each present value of column `i` with `convert(value)`. */
function convert(rows: Norm[][], i: number, to: (v: Exclude<Norm, null>) => Cell): void {
  for (const row of rows) {
    const v = row[i];
    if (v !== null && v !== undefined) row[i] = to(v);
  }
}

/** Decides the column's type and converts its values in place. */
function typeColumn(rows: Norm[][], i: number): SheetField['type'] {
  if (every(rows, i, () => false)) return 'text';
  if (every(rows, i, (v) => asNumber(v) !== null)) {
    const integer = every(rows, i, (v) => Number.isSafeInteger(asNumber(v)));
    convert(rows, i, (v) => asNumber(v)!);
    return integer ? 'integer' : 'decimal';
  }
  if (every(rows, i, (v) => asDate(v) !== null)) {
    const dateOnly = every(rows, i, (v) => {
      const d = asDate(v)!;
      return (
        d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0
      );
    });
    convert(rows, i, (v) => {
      const iso = asDate(v)!.toISOString();
      return dateOnly ? iso.slice(0, 10) : iso;
    });
    return dateOnly ? 'date' : 'timestamp';
  }
  if (every(rows, i, (v) => typeof v === 'boolean' || (typeof v === 'string' && BOOLEAN.test(v)))) {
    convert(rows, i, (v) => (typeof v === 'boolean' ? v : String(v).toLowerCase() === 'true'));
    return 'boolean';
  }
  convert(rows, i, asText);
  return 'text';
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
  return validDate(
    Number(m[1]),
    Number(m[2]),
    Number(m[3]),
    `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}${m[6] ?? ':00'}${zone}`,
  );
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

/** A row as a line of text for full-text search: 'Region: North; Amount: 10.5'. */
function rowText(sheet: ExtractedSheet, row: Cell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) {
    const v = row[i];
    if (v === null || v === undefined) continue;
    line += `${line ? '; ' : ''}${sheet.fields[i]!.name}: ${String(v)}`;
  }
  return line;
}

/**
 * The sheet's rows as searchable passages, `heading` first, up to `maxChars` of
 * text: built a block of rows at a time, never the whole sheet as one string.
 */
export function sheetPassages(sheet: ExtractedSheet, maxChars: number, heading?: string): ExtractedPassage[] {
  const out: ExtractedPassage[] = [];
  let used = 0;
  let block = heading ? `${heading}\n\n` : '';
  const flush = () => {
    for (const passage of splitPassages(block)) out.push(passage);
    block = '';
  };
  for (const row of sheet.rows) {
    const line = rowText(sheet, row);
    if (!line) continue;
    if (used + line.length > maxChars) break;
    used += line.length;
    block += `${line}\n\n`;
    if (block.length > BLOCK_CHARS) flush();
  }
  flush();
  return out;
}

const BLOCK_CHARS = 256 * 1024;
