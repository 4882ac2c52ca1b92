import type { Literal } from '../query';

/**
 * Value semantics of the in-memory evaluator, chosen to match PostgreSQL on the
 * values API connectors hand over (numbers, text, booleans, Dates, ISO date
 * text): numbers compare numerically (numeric text too), dates by instant,
 * text by code point (the C collation), booleans false < true. All dates are
 * UTC.
 */

export type Value = Literal | Date;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i;

/** A Date for a Date or ISO date/time text ('2025-01-15', '2025-01-15 10:00', '…T10:00:00Z'); null otherwise. */
export function asDate(v: Value): Date | null {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v;
  if (typeof v !== 'string') return null;
  const m = ISO_DATE.exec(v.trim());
  if (!m) return null;
  // Without a zone the text is UTC (JS would read a date-time as local time).
  let zone = m[8] ?? 'Z';
  if (/^[+-]\d{2}$/.test(zone)) zone += ':00';
  else if (/^[+-]\d{4}$/.test(zone)) zone = `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const d = new Date(
    `${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}${m[7] ?? ''}${zone.toUpperCase()}`,
  );
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A number for a number or numeric text; null otherwise. */
export function asNumber(v: Value): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && NUMERIC.test(v)) return Number(v);
  return null;
}

/** Text as PostgreSQL's CAST(x AS text) would give it (dates as ISO text in UTC). */
export function asText(v: Value): string | null {
  if (v === null) return null;
  if (v instanceof Date) {
    const iso = v.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.replace('T', ' ').replace(/\.000Z$|Z$/, '');
  }
  return String(v);
}

/**
 * Three-way comparison of two non-null values; the operand types decide the
 * meaning like an implicit cast in SQL (a number and numeric text compare as
 * numbers, a Date and ISO text as instants).
 */
export function compareValues(a: Value, b: Value): number {
  if (a === null || b === null) throw new Error('compareValues takes non-null values');
  if (typeof a === 'number' || typeof b === 'number') {
    const x = asNumber(a);
    const y = asNumber(b);
    if (x !== null && y !== null) return x < y ? -1 : x > y ? 1 : 0;
  }
  if (a instanceof Date || b instanceof Date) {
    const x = asDate(a);
    const y = asDate(b);
    if (x && y) return Math.sign(x.getTime() - y.getTime());
  }
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = asText(a)!;
  const y = asText(b)!;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Key under which equal values (for GROUP BY, DISTINCT, join matching) meet; null has its own key. */
export function valueKey(v: Value): string {
  if (v === null) return 'null';
  if (v instanceof Date) return `d:${v.getTime()}`;
  if (typeof v === 'number') return `n:${v}`;
  if (typeof v === 'boolean') return `b:${v}`;
  return `s:${v}`;
}

/** Join keys also match an id sent as text with the same id sent as a number (APIs mix both). */
export function joinKey(v: Value): string | null {
  if (v === null) return null;
  const n = typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : null;
  return n !== null && Number.isSafeInteger(n) ? `n:${n}` : valueKey(v);
}
