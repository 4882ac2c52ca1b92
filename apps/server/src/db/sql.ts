import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz column as the ISO 8601 text the API sends (what Date#toISOString
 * gives: UTC, milliseconds, `Z`), written by PostgreSQL. A list read this way needs
 * no Date per value in between: parsing the driver's text and formatting it again was
 * a measurable share of a signed-in list call (docs/benchmarks.md).
 */
export function isoTimestamp(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Runs a prepared select and returns its rows as the driver gives them, keyed by column name or alias,
 * without drizzle's per-row, per-column mapping: on the signed-in conversation list that mapping was a
 * tenth of the request's CPU (docs/benchmarks.md). Only for selections whose every key is the column's
 * own name or an alias given with `.as(key)`, and whose values need no decoding in JavaScript (text,
 * int4, boolean, and text PostgreSQL formats, such as isoTimestamp). Both drivers (pg, PGlite) return
 * object rows from a prepared query's `all`.
 */
export function plainRows<Row>(prepared: {
  execute(values?: Record<string, unknown>): Promise<Row[]>;
}): (values: Record<string, unknown>) => Promise<Row[]> {
  const all = (prepared as { all?: (values: Record<string, unknown>) => Promise<Row[]> }).all;
  if (typeof all !== 'function') throw new Error('plainRows: this driver cannot return a prepared query’s plain rows');
  return (values) => all.call(prepared, values);
}
