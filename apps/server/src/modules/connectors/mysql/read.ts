import { format } from 'mysql2';
import type { Pool, PoolConnection, RowDataPacket } from 'mysql2/promise';
import { ConnectorError, type ReadOptions } from '../connector';
import type { Literal, QueryResult, QuerySpec } from '../query';
import { compileSql, QuerySpecError } from '../sql';
import { assertReadStatement } from '../sql-discovery/statement-check';
import type { ErrorContext } from '../postgres/errors';
import { mapMysqlError } from './errors';

export type ServerFlavour = 'mariadb' | 'mysql';

export interface MysqlTx {
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
  /** The rows with the names of the result's columns, known even when no row came back. */
  read(sql: string): Promise<{ rows: Record<string, unknown>[]; columns: string[] }>;
}

export const quoteMysqlIdent = (name: string) => '`' + name.replace(/`/g, '``') + '`';

/** MariaDB's max_statement_time (seconds) or MySQL's MAX_EXECUTION_TIME (ms, SELECT only). */
export async function detectFlavour(pool: Pool): Promise<ServerFlavour> {
  const [rows] = await pool.query<RowDataPacket[]>('SELECT VERSION() AS v');
  return /mariadb/i.test(String(rows[0]?.v ?? '')) ? 'mariadb' : 'mysql';
}

export function timeoutStatement(flavour: ServerFlavour, timeoutMs: number): string {
  const ms = Math.max(1, Math.round(timeoutMs));
  // Numbers only, computed here: nothing from outside reaches this text.
  return flavour === 'mariadb'
    ? `SET SESSION max_statement_time = ${(ms / 1000).toFixed(3)}`
    : `SET SESSION MAX_EXECUTION_TIME = ${ms}`;
}

/**
 * Runs fn inside START TRANSACTION READ ONLY on a connection whose session is
 * itself READ ONLY (set when the pool opens it), with the server's statement
 * timeout. The session setting matters: DDL commits implicitly and would
 * otherwise run outside the read-only transaction.
 */
export async function mysqlReadOnly<T>(
  pool: Pool,
  flavour: ServerFlavour,
  timeoutMs: number,
  fn: (tx: MysqlTx) => Promise<T>,
  cancel?: QueryCancel,
): Promise<T> {
  const conn: PoolConnection = await pool.getConnection();
  let broken = false;
  const killing = killOnAbort(conn.threadId, cancel);
  try {
    await conn.query(timeoutStatement(flavour, timeoutMs));
    await conn.query('START TRANSACTION READ ONLY');
    const tx: MysqlTx = {
      async query(sql, params = []) {
        // A client-side backstop for a server that stops answering; it closes the connection.
        const [rows] = await conn.query<RowDataPacket[]>({ sql, values: params, timeout: timeoutMs + 5000 });
        return rows as Record<string, unknown>[];
      },
      async read(sql) {
        const [rows, fields] = await conn.query<RowDataPacket[]>({ sql, timeout: timeoutMs + 5000 });
        return { rows: rows as Record<string, unknown>[], columns: (fields ?? []).map((f) => f.name) };
      },
    };
    const result = await fn(tx);
    await conn.query('COMMIT');
    return result;
  } catch (err) {
    await conn.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw err;
  } finally {
    await killing.settle();
    if (broken) conn.destroy();
    else conn.release();
  }
}

/** How a running statement is stopped when the user stops the answer: `kill` runs KILL QUERY from another connection. */
export interface QueryCancel {
  signal?: AbortSignal;
  kill: (threadId: number) => Promise<void>;
}

/**
 * KILL QUERY on abort (issue 20). The connection running the statement is busy, so the kill goes over another
 * one; it must land before the connection goes back to the pool, or it could stop the next user's statement.
 */
function killOnAbort(threadId: number, cancel: QueryCancel | undefined): { settle(): Promise<void> } {
  const signal = cancel?.signal;
  if (!cancel || !signal) return { settle: async () => {} };
  let killing: Promise<void> | undefined;
  const onAbort = () => {
    killing = cancel.kill(threadId).catch(() => {});
  };
  if (signal.aborted) onAbort();
  else signal.addEventListener('abort', onAbort, { once: true });
  return {
    async settle() {
      signal.removeEventListener('abort', onAbort);
      await killing;
    },
  };
}

/** The read path for raw text: the statement check, then the read-only transaction. */
export async function runMysqlReadOnly(
  pool: Pool,
  flavour: ServerFlavour,
  sql: string,
  params: unknown[],
  options: Pick<ReadOptions, 'timeoutMs' | 'signal'>,
  errorContext: ErrorContext = {},
  kill?: QueryCancel['kill'],
): Promise<Record<string, unknown>[]> {
  try {
    assertReadStatement(sql, 'mysql');
    const cancel = kill ? { signal: options.signal, kill } : undefined;
    return await mysqlReadOnly(pool, flavour, options.timeoutMs, (tx) => tx.query(sql, params), cancel);
  } catch (err) {
    // The user's stop interrupts the statement too: it is a cancel, not a failure or a timeout.
    if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
    throw mapMysqlError(err, { ...errorContext, timeoutMs: options.timeoutMs });
  }
}

export async function queryMysql(
  pool: Pool,
  flavour: ServerFlavour,
  spec: QuerySpec,
  options: ReadOptions,
  errorContext: ErrorContext = {},
  kill?: QueryCancel['kill'],
): Promise<QueryResult> {
  if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const limit = spec.limit === undefined ? rowCap + 1 : Math.min(spec.limit, rowCap + 1);
  let compiled;
  try {
    compiled = compileSql({ ...spec, limit }, 'mysql');
  } catch (err) {
    if (err instanceof QuerySpecError) throw new ConnectorError(err.message, 'query');
    throw err;
  }
  const started = performance.now();
  const raw = await runMysqlReadOnly(pool, flavour, compiled.sql, compiled.params, options, errorContext, kill);
  const elapsedMs = Math.round(performance.now() - started);
  const truncated = raw.length > rowCap;
  const rows = (truncated ? raw.slice(0, rowCap) : raw).map(normaliseMysqlRow);
  return {
    columns: spec.select.map((s) => s.alias),
    rows,
    truncated,
    elapsedMs,
    // mysql2 writes the values into the text on the client (query, not execute): this is the text the server ran.
    statement: { language: 'sql', text: format(compiled.sql, compiled.params as Parameters<typeof format>[1]) },
  };
}

/**
 * A checked statement's text (assistant/sql/read-only-sql.ts), read as a subquery so its rows are capped at the
 * source, in the same read-only transaction and timeout as every read. No statement check: the checker wrote
 * this text itself from what it checked (one SELECT of the served schema, allowed functions only).
 */
export async function runSqlMysql(
  pool: Pool,
  flavour: ServerFlavour,
  sql: string,
  options: ReadOptions,
  errorContext: ErrorContext = {},
  kill?: QueryCancel['kill'],
): Promise<QueryResult> {
  if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
  const rowCap = Math.max(0, Math.floor(options.rowCap));
  const wrapped = `SELECT * FROM (${sql}) AS q LIMIT ${rowCap + 1}`;
  const started = performance.now();
  let result: { rows: Record<string, unknown>[]; columns: string[] };
  try {
    const cancel = kill ? { signal: options.signal, kill } : undefined;
    result = await mysqlReadOnly(pool, flavour, options.timeoutMs, (tx) => tx.read(wrapped), cancel);
  } catch (err) {
    if (options.signal?.aborted) throw new ConnectorError('The query was cancelled', 'timeout');
    throw mapMysqlError(err, { ...errorContext, timeoutMs: options.timeoutMs });
  }
  const elapsedMs = Math.round(performance.now() - started);
  const truncated = result.rows.length > rowCap;
  const rows = (truncated ? result.rows.slice(0, rowCap) : result.rows).map(normaliseMysqlRow);
  return { columns: result.columns, rows, truncated, elapsedMs };
}

function normaliseMysqlRow(row: Record<string, unknown>): Record<string, Literal | Date> {
  const out: Record<string, Literal | Date> = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === null || v === undefined) out[k] = null;
    else if (typeof v === 'bigint') out[k] = Number.isSafeInteger(Number(v)) ? Number(v) : v.toString();
    else if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' || v instanceof Date) out[k] = v;
    else if (Buffer.isBuffer(v))
      out[k] = v.length === 1 && (v[0] === 0 || v[0] === 1) ? v[0] === 1 : v.toString('utf8');
    else out[k] = JSON.stringify(v);
  }
  return out;
}
