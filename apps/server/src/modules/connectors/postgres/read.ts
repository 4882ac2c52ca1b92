import { ConnectorError, type ReadOptions, type SqlExecutor } from '../connector';
import type { Expr, Literal, QueryResult, QuerySpec } from '../query';
import type { FieldType } from '../schema';
import { compileSql, QuerySpecError } from '../sql';
import { assertReadStatement } from '../sql-discovery/statement-check';
import { mapPgError, type ErrorContext } from './errors';
import { pgStatementText } from './statement';

export type Tx = Pick<SqlExecutor, 'query'>;

export const quotePgIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs fn in a READ ONLY transaction with a statement timeout. PostgreSQL
 * refuses every write, DDL and data-modifying CTE inside it, and the transaction
 * cannot be switched back to read-write once a statement has run.
 */
export async function readOnlyTransaction<T>(
  db: SqlExecutor,
  timeoutMs: number,
  fn: (tx: Tx) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      // Must be the transaction's first statement.
      await tx.query('SET TRANSACTION READ ONLY');
      await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(Math.max(1, Math.round(timeoutMs)))]);
      return fn(tx);
    },
    { signal, timeoutMs },
  );
}

/**
 * The read path for raw text: the statement check (one SELECT, allowed
 * functions only) and then the read-only transaction. Everything a PostgreSQL
 * family connector reads goes through here.
 */
export async function runReadOnly(
  db: SqlExecutor,
  sql: string,
  params: unknown[],
  options: Pick<ReadOptions, 'timeoutMs' | 'signal'>,
  errorContext: ErrorContext = {},
  /** The very text passed the statement check before (a kept statement of a frozen spec, see compiledStatement). */
  checked = false,
): Promise<{ rows: Record<string, unknown>[]; fields: Array<{ name: string; dataTypeID?: number }> }> {
  try {
    if (!checked) assertReadStatement(sql, 'postgres');
    if (db.readOnce) return await db.readOnce(sql, params, { timeoutMs: options.timeoutMs, signal: options.signal });
    return await readOnlyTransaction(db, options.timeoutMs, (tx) => tx.query(sql, params), options.signal);
  } catch (err) {
    // A cancel and a timeout look alike to the database (57014): the user's stop is no timeout.
    if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
    throw mapPgError(err, { ...errorContext, timeoutMs: options.timeoutMs });
  }
}

/** Compiles a spec, caps the rows in SQL (rowCap + 1 to detect truncation) and runs it read-only. */
export async function queryPostgres(
  db: SqlExecutor,
  spec: QuerySpec,
  options: ReadOptions,
  compileOptions: { namespace?: string } = {},
  errorContext: ErrorContext = {},
  columnType?: ColumnTypeLookup,
): Promise<QueryResult> {
  if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const limit = spec.limit === undefined ? rowCap + 1 : Math.min(spec.limit, rowCap + 1);
  let compiled;
  try {
    compiled = compiledStatement(spec, limit, compileOptions);
  } catch (err) {
    if (err instanceof QuerySpecError) throw new ConnectorError(err.message, 'query');
    throw err;
  }
  const started = performance.now();
  const result = await runReadOnly(db, compiled.sql, compiled.params, options, errorContext, compiled.checked);
  // The check is a function of the text alone: a kept statement that passed it once need not be checked again.
  compiled.checked = true;
  const elapsedMs = Math.round(performance.now() - started);
  const truncated = result.rows.length > rowCap;
  const numeric = numericColumns(spec, result.fields, columnType);
  const padded = paddedColumns(result.fields);
  const rows = (truncated ? result.rows.slice(0, rowCap) : result.rows).map((r) => normaliseRow(r, numeric, padded));
  return {
    columns: spec.select.map((s) => s.alias),
    rows,
    truncated,
    elapsedMs,
    statement: { language: 'sql', text: compiled.text },
  };
}

interface CompiledStatement {
  sql: string;
  params: unknown[];
  /** The statement with its values written in (the "Query" disclosure). */
  text: string;
  /** The statement passed assertReadStatement (set once it has, on a kept statement only). */
  checked?: boolean;
}

/** The statements of specs that cannot change (frozen: SOE Local's cached compiles), per row limit and namespace. */
const statements = new WeakMap<QuerySpec, Map<string, CompiledStatement>>();

/**
 * The spec as a statement. A frozen spec's statement is kept with it (a dashboard's tiles run the same specs each
 * time it opens): compiling is a pure function of the spec, the limit and the namespace. Any other spec compiles
 * each time, as its owner may still change it.
 */
function compiledStatement(spec: QuerySpec, limit: number, options: { namespace?: string }): CompiledStatement {
  const make = (): CompiledStatement => {
    const { sql, params } = compileSql({ ...spec, limit }, 'postgres', options);
    return { sql, params, text: pgStatementText(sql, params) };
  };
  // Never marked checked: compiled anew each time, it is checked each time.
  if (!Object.isFrozen(spec)) return make();
  let forSpec = statements.get(spec);
  if (!forSpec) {
    forSpec = new Map();
    statements.set(spec, forSpec);
  }
  const key = `${limit}\u0000${options.namespace ?? ''}`;
  let compiled = forSpec.get(key);
  if (!compiled) {
    compiled = make();
    Object.freeze(compiled.params);
    forSpec.set(key, compiled);
  }
  return compiled;
}

/**
 * A checked statement's text (assistant/sql/read-only-sql.ts), read as a subquery so its rows are capped at the
 * source. No statement check here: the text is no compiled spec but was written by the checker itself, which
 * is stricter (one SELECT of the served schema, allowed functions only); the READ ONLY transaction still holds.
 * `prepare` runs first in the transaction (the demo's search path).
 */
export async function runSqlPostgres(
  db: SqlExecutor,
  sql: string,
  options: ReadOptions,
  errorContext: ErrorContext = {},
  prepare?: (tx: Tx) => Promise<unknown>,
): Promise<QueryResult> {
  if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const wrapped = `SELECT * FROM (${sql}) AS q LIMIT ${rowCap + 1}`;
  const started = performance.now();
  let result: Awaited<ReturnType<Tx['query']>>;
  try {
    result = await readOnlyTransaction(
      db,
      options.timeoutMs,
      async (tx) => {
        await prepare?.(tx);
        return tx.query(wrapped);
      },
      options.signal,
    );
  } catch (err) {
    if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
    throw mapPgError(err, { ...errorContext, timeoutMs: options.timeoutMs });
  }
  const elapsedMs = Math.round(performance.now() - started);
  const fields = result.fields as Array<{ name: string; dataTypeID?: number }>;
  const numeric = new Set(fields.filter((f) => NUMERIC_OIDS.has(f.dataTypeID ?? -1)).map((f) => f.name));
  const truncated = result.rows.length > rowCap;
  const rows = (truncated ? result.rows.slice(0, rowCap) : result.rows).map((r) =>
    normaliseRow(r as Record<string, unknown>, numeric, paddedColumns(fields)),
  );
  return { columns: fields.map((f) => f.name), rows, truncated, elapsedMs };
}

// pg type oids whose text form is a number: int8, int2, int4, oid, float4, float8, numeric.
const NUMERIC_OIDS = new Set([20, 21, 23, 26, 700, 701, 1700]);

/**
 * Output columns holding numbers. The result's type oids say so exactly; an
 * executor that does not pass them on (fields with a name only) still gets
 * aggregates and arithmetic right from the spec itself.
 */
export function numericColumns(
  spec: QuerySpec,
  fields: Array<{ name: string; dataTypeID?: number }>,
  columnType?: ColumnTypeLookup,
): Set<string> {
  const numeric = new Set<string>();
  const entityOf = new Map<string, string>([
    [spec.from.alias, spec.from.entity],
    ...(spec.joins ?? []).map((j) => [j.alias, j.entity] as [string, string]),
  ]);
  const isNumeric = (e: Expr): boolean => {
    switch (e.kind) {
      case 'agg':
        return (
          e.fn === 'count' ||
          e.fn === 'count_distinct' ||
          e.fn === 'sum' ||
          e.fn === 'avg' ||
          (e.arg !== null && isNumeric(e.arg))
        );
      case 'arith':
        return true;
      case 'time':
        return e.mode === 'part';
      case 'coalesce':
        return e.args.length > 0 && e.args.every((a) => a.kind === 'literal' || isNumeric(a));
      case 'column': {
        const type = columnType?.(entityOf.get(e.table) ?? '', e.column);
        return type === 'integer' || type === 'decimal';
      }
      default:
        return false;
    }
  };
  for (const s of spec.select) {
    const field = fields.find((f) => f.name === s.alias);
    if (field?.dataTypeID !== undefined) {
      if (NUMERIC_OIDS.has(field.dataTypeID)) numeric.add(s.alias);
    } else if (isNumeric(s.expr)) numeric.add(s.alias);
  }
  return numeric;
}

/** The discovered type of a column, for executors that report no result types. */
export type ColumnTypeLookup = (entity: string, column: string) => FieldType | undefined;

/**
 * Result columns of type char(n) (bpchar, oid 1042). PostgreSQL pads their values with spaces to the declared width
 * and holds the padding insignificant (it compares 'English' equal to 'English   '), so it is dropped on reading:
 * answers, tables and the value index then show the value as written.
 */
function paddedColumns(fields: Array<{ name: string; dataTypeID?: number }>): Set<string> {
  return new Set(fields.filter((f) => f.dataTypeID === 1042).map((f) => f.name));
}

/** Numbers as JS numbers: pg sends numeric and int8 as text, PGlite may send bigint; char(n) without its padding. */
export function normaliseRow(
  row: Record<string, unknown>,
  numeric: Set<string>,
  padded?: Set<string>,
): Record<string, Literal | Date> {
  const out: Record<string, Literal | Date> = {};
  for (const [key, value] of Object.entries(row))
    out[key] =
      padded?.has(key) && typeof value === 'string'
        ? value.replace(/ +$/, '')
        : normaliseValue(value, numeric.has(key));
  return out;
}

export function normaliseValue(value: unknown, numericColumn: boolean): Literal | Date {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (typeof value === 'string' && numericColumn) {
    const n = Number(value);
    // Beyond 2^53 (or NaN/Infinity) the text is the exact value; keep it.
    return Number.isFinite(n) && (!/^-?\d+$/.test(value) || Number.isSafeInteger(n)) ? n : value;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date)
    return value;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  return JSON.stringify(value);
}
