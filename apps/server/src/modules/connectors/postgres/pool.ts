import pg from 'pg';
import type { SqlExecutor } from '../connector';
import { cancelOnAbort } from './cancel';

const { Pool, types } = pg;

/**
 * Values as JS types without surprises: numeric and int8 as numbers (exact for
 * money amounts and counts), date and timestamp as UTC instants — the same
 * values PGlite returns, so the demo and a real server answer alike.
 */
const parsers: Record<number, (text: string) => unknown> = {
  20: (s) => (Number.isSafeInteger(Number(s)) ? Number(s) : s),
  1700: (s) => (Number.isFinite(Number(s)) ? Number(s) : s),
  1082: (s) => utcDate(`${s}T00:00:00Z`, s),
  1114: (s) => utcDate(`${s.replace(' ', 'T')}Z`, s),
};
const utcDate = (iso: string, original: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? original : d; // 'infinity', BC dates
};

export const pgTypes = {
  getTypeParser: ((oid: number, format?: string) =>
    (format ?? 'text') === 'text' && parsers[oid]
      ? parsers[oid]
      : types.getTypeParser(oid, format as never)) as typeof types.getTypeParser,
};

export interface PgPoolOptions {
  /** The checked IP address to dial. */
  address: string;
  port: number;
  user: string;
  password: string;
  database: string;
  ssl: false | { rejectUnauthorized: boolean; servername?: string };
  /** Connections at most (default 10), and how long a query waits for one (default 60 s). */
  max?: number;
  waitMs?: number;
}

export function createPgPool(o: PgPoolOptions): pg.Pool {
  const pool = new Pool({
    host: o.address,
    port: o.port,
    user: o.user,
    // A function, so an empty password is sent as empty and never replaced by PGPASSWORD or ~/.pgpass.
    password: () => o.password,
    database: o.database,
    ssl: o.ssl,
    application_name: 'soe',
    // Many users ask at once: with 3 connections and a 10 s wait, half of 50 users' questions failed.
    max: o.max ?? 10,
    idleTimeoutMillis: 10_000,
    connectionTimeoutMillis: o.waitMs ?? 60_000,
    // A backstop for a hung network; statement_timeout stops slow queries first.
    query_timeout: 120_000,
    allowExitOnIdle: true,
    types: pgTypes,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return pool;
}

type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

// The extended protocol even without parameters: the server then refuses more than one statement per call.
async function run(target: Queryable, sql: string, params: unknown[] = [], backstopMs?: number) {
  const config = {
    text: sql,
    values: params,
    queryMode: 'extended',
    ...(backstopMs ? { query_timeout: backstopMs } : {}),
  };
  const result = await target.query(config as pg.QueryConfig);
  return { rows: result.rows, fields: result.fields };
}

/** A SqlExecutor over a pg Pool, so the PostgreSQL connector and the demo share one read path. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    query: (async (sql: string, params?: unknown[]) => run(pool, sql, params)) as SqlExecutor['query'],
    async transaction(fn, options) {
      const client = await pool.connect();
      let broken: Error | undefined;
      // A client the pool has handed out has no 'error' listener of the pool's: a server ending its connection
      // (a terminated backend, a dropped network) would crash the process. The running query fails with it anyway.
      const onError = (err: Error) => {
        broken ??= err;
      };
      client.on('error', onError);
      const cancel = cancelOnAbort(client as { processID?: number }, pool.options, options?.signal);
      try {
        await client.query('BEGIN');
        const result = await fn({
          // A system's statement timeout may pass the pool's 120 s backstop: the backstop follows it.
          query: (async (sql: string, params?: unknown[]) =>
            run(client, sql, params, options?.timeoutMs && options.timeoutMs + 5000)) as SqlExecutor['query'],
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw err;
      } finally {
        await cancel.settle();
        client.removeListener('error', onError);
        client.release(broken);
      }
    },
  };
}
