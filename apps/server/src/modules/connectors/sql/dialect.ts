import type { TimeUnit } from '../query';
import { QuerySpecError } from './errors';

/**
 * What differs between the SQL dialects SOE pushes queries down to. Everything
 * here returns SQL fragments built only from already-compiled fragments and
 * fixed keywords: no user text ever reaches these functions unquoted.
 */
export type SqlDialectName = 'postgres' | 'mysql' | 'duckdb';

export interface SqlDialect {
  name: SqlDialectName;
  /** Quotes one identifier part, doubling the quote character inside it. */
  quoteIdent(name: string): string;
  /** The placeholder for the n-th (1-based) bound parameter. */
  placeholder(n: number, value: unknown): string;
  timeTrunc(unit: TimeUnit, arg: string): string;
  timePart(unit: TimeUnit, arg: string): string;
  /** Concatenation that skips nulls. */
  concat(separator: string, args: string[]): string;
  /** Case-insensitive substring test; uses a position function, so % and _ in the value are plain characters. */
  containsCi(haystack: string, needle: string): string;
  lowerText(arg: string): string;
  divide(left: string, right: string): string;
  orderTerm(expr: string, direction: 'asc' | 'desc'): string;
  median(arg: string): string;
  daysBetween(from: string, to: string): string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday(arg: string): string;
  /** The hour of the day, 0 … 23. */
  hour(arg: string): string;
  /** The type ISO text is cast to for periods and days (as_time). */
  timestampType: string;
  /**
   * The number a text starts with ('12km' → 12, ' 13.4 km' → 13.4), NULL when it starts with none (as_number); the
   * pattern is bound as a value, as every value is.
   */
  leadingNumber(arg: string, pattern: string): string;
  leadingNumberPattern: string;
}

const PG_UNITS: Record<TimeUnit, string> = {
  year: 'year',
  quarter: 'quarter',
  month: 'month',
  week: 'week',
  day: 'day',
};

export const postgres: SqlDialect = {
  name: 'postgres',
  quoteIdent: (name) => `"${name.replace(/"/g, '""')}"`,
  // Numbers get an explicit type: an untyped parameter next to another parameter (or compared with a
  // bigint aggregate) would otherwise be ambiguous or be forced to integer.
  placeholder: (n, value) =>
    typeof value === 'number' ? `CAST($${n} AS ${Number.isSafeInteger(value) ? 'bigint' : 'numeric'})` : `$${n}`,
  timeTrunc: (unit, arg) => `date_trunc('${PG_UNITS[unit]}', ${arg})`,
  timePart: (unit, arg) => `CAST(EXTRACT(${PG_UNITS[unit].toUpperCase()} FROM ${arg}) AS integer)`,
  concat: (sep, args) => `concat_ws(${sep}, ${args.join(', ')})`,
  containsCi: (h, n) => `strpos(lower(CAST(${h} AS text)), lower(${n})) > 0`,
  lowerText: (arg) => `lower(CAST(${arg} AS text))`,
  // Integer / integer truncates in PostgreSQL; a ratio should not.
  divide: (l, r) => `(CAST(${l} AS numeric) / NULLIF(${r}, 0))`,
  // PostgreSQL sorts NULL first in DESC; a "top N" should never open with blanks.
  orderTerm: (e, d) => (d === 'desc' ? `${e} DESC NULLS LAST` : `${e} ASC NULLS LAST`),
  median: (a) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${a})`,
  daysBetween: (f, t) => `(CAST(${t} AS date) - CAST(${f} AS date))`,
  weekday: (a) => `CAST(EXTRACT(ISODOW FROM ${a}) AS integer)`,
  hour: (a) => `CAST(EXTRACT(HOUR FROM ${a}) AS integer)`,
  timestampType: 'timestamp',
  leadingNumber: (a, p) => `CAST(substring(CAST(${a} AS text) from ${p}) AS double precision)`,
  leadingNumberPattern: '^\\s*(-?[0-9]+(?:\\.[0-9]+)?)',
};

const MYSQL_TRUNC: Record<TimeUnit, (a: string) => string> = {
  year: (a) => `MAKEDATE(YEAR(${a}), 1)`,
  quarter: (a) => `(MAKEDATE(YEAR(${a}), 1) + INTERVAL (QUARTER(${a}) - 1) QUARTER)`,
  month: (a) => `DATE_SUB(DATE(${a}), INTERVAL (DAYOFMONTH(${a}) - 1) DAY)`,
  week: (a) => `DATE_SUB(DATE(${a}), INTERVAL WEEKDAY(${a}) DAY)`,
  day: (a) => `DATE(${a})`,
};
const MYSQL_PART: Record<TimeUnit, (a: string) => string> = {
  year: (a) => `YEAR(${a})`,
  quarter: (a) => `QUARTER(${a})`,
  month: (a) => `MONTH(${a})`,
  // Mode 3 = ISO weeks, the same numbering as PostgreSQL's EXTRACT(WEEK).
  week: (a) => `WEEK(${a}, 3)`,
  day: (a) => `DAYOFMONTH(${a})`,
};

export const mysql: SqlDialect = {
  name: 'mysql',
  quoteIdent: (name) => '`' + name.replace(/`/g, '``') + '`',
  placeholder: () => '?',
  timeTrunc: (unit, arg) => MYSQL_TRUNC[unit](arg),
  timePart: (unit, arg) => MYSQL_PART[unit](arg),
  concat: (sep, args) => `CONCAT_WS(${sep}, ${args.join(', ')})`,
  containsCi: (h, n) => `LOCATE(LOWER(${n}), LOWER(CAST(${h} AS CHAR))) > 0`,
  lowerText: (arg) => `LOWER(CAST(${arg} AS CHAR))`,
  divide: (l, r) => `(${l} / NULLIF(${r}, 0))`,
  // MySQL sorts NULL as the smallest value: last in DESC already, first in ASC unless pushed back.
  orderTerm: (e, d) => (d === 'desc' ? `${e} DESC` : `(${e} IS NULL), ${e} ASC`),
  // MySQL has no median aggregate (MariaDB's MEDIAN is a window function only): the engine says so.
  median: () => {
    throw new QuerySpecError('A median cannot be computed by MySQL in one statement.');
  },
  daysBetween: (f, t) => `DATEDIFF(${t}, ${f})`,
  weekday: (a) => `(WEEKDAY(${a}) + 1)`,
  hour: (a) => `HOUR(${a})`,
  timestampType: 'DATETIME',
  leadingNumber: (a, p) => `CAST(REGEXP_SUBSTR(TRIM(${a}), ${p}) AS DECIMAL(30,6))`,
  leadingNumberPattern: '^-?[0-9]+(\\.[0-9]+)?',
};

/**
 * DuckDB, the engine that joins the parts of a cross-system answer (modules/cross): PostgreSQL's syntax, with
 * doubles where PostgreSQL's NUMERIC would be DuckDB's fixed three decimals.
 */
export const duckdb: SqlDialect = {
  ...postgres,
  name: 'duckdb',
  placeholder: (n, value) =>
    typeof value === 'number' ? `CAST($${n} AS ${Number.isSafeInteger(value) ? 'BIGINT' : 'DOUBLE'})` : `$${n}`,
  containsCi: (h, n) => `strpos(lower(CAST(${h} AS VARCHAR)), lower(${n})) > 0`,
  lowerText: (arg) => `lower(CAST(${arg} AS VARCHAR))`,
  divide: (l, r) => `(CAST(${l} AS DOUBLE) / NULLIF(${r}, 0))`,
  median: (a) => `median(${a})`,
  daysBetween: (f, t) => `date_diff('day', CAST(${f} AS DATE), CAST(${t} AS DATE))`,
  weekday: (a) => `isodow(${a})`,
  hour: (a) => `hour(${a})`,
};

export const dialects: Record<SqlDialectName, SqlDialect> = { postgres, mysql, duckdb };
