import Papa from 'papaparse';
import { ConnectorError } from '../connector';
import type { Literal } from '../query';
import type { FieldType } from '../schema';

/**
 * A view's data as Tableau exports it (RFC 4180 CSV: quoted fields with
 * commas, doubled quotes and line breaks) → typed rows. Types are inferred
 * from the values, the way they read: whole numbers, decimals (thousands
 * separators allowed), true/false, dates (ISO or Tableau's M/D/YYYY, or
 * D/M/YYYY when the values say so), date-times; everything else is text.
 * An empty cell is null, as Tableau writes nulls.
 */

export interface ViewTable {
  columns: string[];
  types: FieldType[];
  rows: Array<Record<string, Literal | Date>>;
}

const INTEGER = /^-?\d{1,15}$/;
const DECIMAL = /^-?(\d{1,3}(,\d{3})+|\d+)?(\.\d+)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z)?$/;
const SLASH = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([AP]M)?)?$/i;

function utc(y: number, m: number, d: number, h = 0, min = 0, s = 0): Date | null {
  const date = new Date(Date.UTC(y, m - 1, d, h, min, s));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    min < 60 &&
    s < 60
    ? date
    : null;
}

function slashParts(v: string) {
  const m = SLASH.exec(v);
  if (!m) return null;
  let hour = m[4] ? Number(m[4]) : 0;
  if (m[7]) hour = (hour % 12) + (m[7].toUpperCase() === 'PM' ? 12 : 0);
  return {
    a: Number(m[1]),
    b: Number(m[2]),
    y: Number(m[3]),
    hour,
    minute: Number(m[5] ?? 0),
    second: Number(m[6] ?? 0),
    timed: Boolean(m[4]),
  };
}

type Reader = (v: string) => Literal | Date | null;

/** The type that reads every non-empty value of a column, and how to read them. */
function inferColumn(values: string[]): { type: FieldType; read: Reader } {
  const text: { type: FieldType; read: Reader } = { type: 'text', read: (v) => v };
  if (!values.length) return text;
  if (values.every((v) => INTEGER.test(v))) return { type: 'integer', read: (v) => Number(v) };
  if (values.every((v) => DECIMAL.test(v) && /\d/.test(v)))
    return { type: 'decimal', read: (v) => Number(v.replace(/,/g, '')) };
  if (values.every((v) => /^(true|false)$/i.test(v)))
    return { type: 'boolean', read: (v) => v.toLowerCase() === 'true' };
  if (
    values.every(
      (v) => ISO_DATE.test(v) && utc(...(ISO_DATE.exec(v)!.slice(1).map(Number) as [number, number, number])),
    )
  ) {
    return { type: 'date', read: (v) => new Date(`${v}T00:00:00Z`) };
  }
  if (
    values.every(
      (v) => ISO_TIME.test(v) && !Number.isNaN(Date.parse(v.replace(' ', 'T') + (v.endsWith('Z') ? '' : 'Z'))),
    )
  ) {
    return { type: 'timestamp', read: (v) => new Date(v.replace(' ', 'T') + (v.endsWith('Z') ? '' : 'Z')) };
  }
  const parts = values.map(slashParts);
  if (parts.every((p) => p !== null)) {
    const all = parts as Array<NonNullable<ReturnType<typeof slashParts>>>;
    // Month first as Tableau writes in en-US, unless a first number above 12 shows the day comes first.
    const dayFirst = all.some((p) => p.a > 12) && all.every((p) => p.b <= 12);
    const toDate = (p: NonNullable<ReturnType<typeof slashParts>>) =>
      dayFirst ? utc(p.y, p.b, p.a, p.hour, p.minute, p.second) : utc(p.y, p.a, p.b, p.hour, p.minute, p.second);
    if (all.every((p) => toDate(p) !== null)) {
      const timed = all.some((p) => p.timed);
      return { type: timed ? 'timestamp' : 'date', read: (v) => toDate(slashParts(v)!) };
    }
  }
  return text;
}

/** Every view's CSV above this size is refused rather than held in memory. */
export const MAX_CSV_CHARS = 50_000_000;

export function parseViewCsv(csv: string, view: string): ViewTable {
  if (csv.length > MAX_CSV_CHARS)
    throw new ConnectorError(
      `The data of the Tableau view "${view}" is too large to read (over 50 MB). Filter the view in Tableau.`,
      'unsupported',
    );
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: true });
  if (parsed.errors.some((e) => e.type === 'Quotes' || e.type === 'Delimiter')) {
    throw new ConnectorError(
      `Tableau returned the data of the view "${view}" in a form that is not valid CSV.`,
      'query',
    );
  }
  const [header = [], ...records] = parsed.data;
  const seen = new Map<string, number>();
  // Tableau can repeat a caption (two "Measure Values"); each column still needs its own name.
  const columns = header.map((h) => {
    const name = h.trim() || 'Column';
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name} (${n})`;
  });
  const readers = columns.map((_, i) => inferColumn(records.map((r) => (r[i] ?? '').trim()).filter((v) => v !== '')));
  const rows = records.map((r) =>
    Object.fromEntries(
      columns.map((c, i) => {
        const cell = r[i] ?? '';
        const raw = cell.trim();
        return [c, raw === '' ? null : readers[i]!.type === 'text' ? cell : readers[i]!.read(raw)];
      }),
    ),
  );
  return { columns, types: readers.map((r) => r.type), rows };
}
