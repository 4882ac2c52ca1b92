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
