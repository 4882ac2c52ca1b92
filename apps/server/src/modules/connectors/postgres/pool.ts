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
    // Statements sent without waiting for the one before: readInOneTrip's transaction leaves in one write. Code that
    // awaits each statement (every other transaction) runs as on an ordinary connection.
    pipeline: true,
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

/**
 * One statement in a READ ONLY transaction under its statement timeout, in one round trip: BEGIN READ ONLY with the
 * timeout, the statement and COMMIT leave in one write on a pipeline-mode connection, and PostgreSQL runs them in
 * order, so the statement runs read-only and under the timeout as in readOnlyTransaction. A failing statement leaves
 * the transaction aborted; the COMMIT behind it then ends it as a rollback. Why: opening a dashboard runs a dozen
 * short reads at once, and each spent most of its cost on the four round trips its transaction took one by one
 * (every round trip a socket write and a wake-up on both sides).
 */
export async function readInOneTrip(
  pool: pg.Pool,
  sql: string,
  params: unknown[],
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<{ rows: Record<string, unknown>[]; fields: Array<{ name: string; dataTypeID?: number }> }> {
  return withConnection(pool, options.signal, async (client, broke) => {
    if (!(client as { pipeline?: boolean }).pipeline) throw new Error('readInOneTrip needs a pipeline-mode pool');
    // An integer of our own making, never text from elsewhere: it may stand in the statement itself.
    const timeout = Math.max(1, Math.round(options.timeoutMs));
    const stream = connectionStream(client);
    // pg corks and uncorks around each statement it writes; this outer cork holds all three for one write. `run`
    // submits its statement before its first await, so all three are written before the uncork.
    stream.cork();
    let sent: Array<Promise<unknown>>;
    try {
      sent = [
        // One simple-protocol message for both: BEGIN opens the transaction block, so the timeout holds for it
        // alone, as a statement of its own did; one statement fewer for pg to build and parse. A SELECT, not SET
        // LOCAL: once a query has run in it, the transaction can no longer be made READ WRITE (a SET would not count).
        client.query(`BEGIN READ ONLY; SELECT set_config('statement_timeout', '${timeout}', true)`),
        run(client, sql, params, options.timeoutMs + 5000),
        client.query('COMMIT'),
      ];
    } finally {
      stream.uncork();
    }
    const settled = await Promise.allSettled(sent);
    // The first failure is the cause (after it the transaction is aborted and what follows fails for that alone).
    // A failed BEGIN or timeout fails the read even when its statement returned rows: they were not read as asked.
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) {
      // A COMMIT that failed (a lost connection) leaves the connection unusable: it is not given back.
      if (settled[2]!.status === 'rejected') broke(failed.reason as Error);
      throw failed.reason;
    }
    return (settled[1] as PromiseFulfilledResult<Awaited<ReturnType<typeof run>>>).value;
  });
}

/**
 * A pooled connection for one use. A client the pool has handed out has no 'error' listener of the pool's: a server
 * ending its connection (a terminated backend, a dropped network) would crash the process, so one is added here
 * (the running query fails with it anyway). The user's stop cancels its statement in the database; a connection
 * found broken, by that listener or by `broke`, is destroyed rather than given back.
 */
async function withConnection<T>(
  pool: pg.Pool,
  signal: AbortSignal | undefined,
  fn: (client: pg.PoolClient, broke: (error: Error) => void) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const broke = (error: Error) => {
    broken ??= error;
  };
  client.on('error', broke);
  const cancel = cancelOnAbort(client as { processID?: number }, pool.options, signal);
  try {
    return await fn(client, broke);
  } finally {
    await cancel.settle();
    client.removeListener('error', broke);
    client.release(broken);
  }
}

/** A pg client's socket, to cork the statements of one transaction into one write (pg keeps it as `connection.stream`). */
function connectionStream(client: pg.PoolClient): { cork(): void; uncork(): void } {
  return (client as unknown as { connection: { stream: { cork(): void; uncork(): void } } }).connection.stream;
}

/** A SqlExecutor over a pg Pool, so the PostgreSQL connector and the demo share one read path. */
export function poolExecutor(pool: pg.Pool): SqlExecutor {
  return {
    query: (async (sql: string, params?: unknown[]) => run(pool, sql, params)) as SqlExecutor['query'],
    readOnce: (sql, params, options) => readInOneTrip(pool, sql, params, options),
    transaction: (fn, options) =>
      withConnection(pool, options?.signal, async (client, broke) => {
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
          await client.query('ROLLBACK').catch(broke);
          throw err;
        }
      }),
  };
}
