import path from 'node:path';
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SqlExecutor } from '../modules/connectors/connector';
import { cancelOnAbort } from '../modules/connectors/postgres/cancel';
import { readInOneTrip } from '../modules/connectors/postgres/pool';
import * as schema from './schema';
import { PipelinedPool } from './pipeline';
import { createPglite, readOnlyRead } from './pglite-open.mjs';
import { openPgliteThread, type EmbeddedDatabase, type EmbeddedStatements } from './pglite-thread';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of the app database, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The app database: PGlite (embedded, in DATA_DIR) by default, a PostgreSQL
 * server when DATABASE_URL is set. Both run the same migrations and queries;
 * `sql` is the raw executor the built-in Demo system uses.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL server's connection URL (never set for the embedded PGlite, which no network reaches). */
  url?: string;
  db: Db;
  sql: SqlExecutor;
  ping(): Promise<void>;
  /**
   * Receives NOTIFY messages on `channel` until the returned function is called.
   * `up(false)` means messages may be missed from now on (the listening connection
   * dropped); `up(true)` that they are received again (first call included).
   * PGlite runs notify callbacks before the writing query resolves; PostgreSQL
   * delivers them on a connection of their own, within milliseconds of the commit.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
  /**
   * How the job queue (pg-boss, ADR 047) reaches this database: the embedded one through its one connection, a
   * PostgreSQL server by its URL (the queue keeps a small pool of its own there).
   */
  queue: { db: QueueDb } | { connectionString: string };
  close(): Promise<void>;
}

/** pg-boss's view of a database: text and values in, rows out. */
export interface QueueDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface NotificationHandlers {
  message(payload: string): void;
  up(receiving: boolean): void;
}

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
// Any constant works; it only has to be the same for every instance.
const MIGRATION_LOCK = 727_001;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string;
  /** A PGlite data-dir dump to start from (tests reuse a migrated template). */
  loadDataDir?: Blob;
  poolMax?: number;
  /**
   * The embedded database in a worker thread of its own (ADR 049, the default), or on the calling thread (false).
   */
  pgliteThread?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax ?? 10) : openPglite(options);
}

/**
 * A new data folder is made (initdb) by a short-lived child process: initdb runs in a second PGlite whose WASM
 * memory the server's process would keep for good (it never shrinks), about 100 MB over a warm start's idle RSS.
 * The child exits and gives it all back; should it fail, the server makes the folder itself, as before.
 */
async function initDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  let pglite: string;
  try {
    pglite = import.meta.resolve('@electric-sql/pglite');
  } catch {
    return; // A runtime without import.meta.resolve: the folder is made in process.
  }
  const script = `const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create({ dataDir: process.argv[2] });
    await db.close();`;
  await new Promise<void>((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, pglite, dataDir], { stdio: 'ignore' });
    child.on('error', () => resolve());
    child.on('exit', () => resolve());
  });
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    await initDataDir(options.dataDir);
  }
  const open = { dataDir: options.dataDir, loadDataDir: options.loadDataDir };
  // Its own thread unless told otherwise (ADR 049): PGlite's statements hold whichever thread runs them.
  const client: EmbeddedDatabase =
    options.pgliteThread === false ? await createPglite(open) : await openPgliteThread(open);
  // drizzle's PGlite driver and migrator call only what EmbeddedDatabase offers (query, exec, transaction).
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema }) as unknown as Db;
  // PGlite is one connection; its own transaction() keeps transactions from interleaving (in its thread too).
  const on = (q: EmbeddedStatements): Pick<SqlExecutor, 'query'> => ({
    async query(text, params) {
      const r = await q.query(text, params as unknown[]);
      // The type oids too, as pg gives them: a result whose columns nobody declared (the demo's run_sql) reads numbers by them.
      return { rows: r.rows as never[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
    },
  });
  const sqlExec: SqlExecutor = {
    ...on(client),
    // A read of the Demo system in one request to the database's thread, where a transaction of separate
    // statements took five (readOnlyRead).
    async readOnce(text, params, { timeoutMs }) {
      const r = client.readOnly
        ? await client.readOnly(text, params, timeoutMs)
        : await readOnlyRead(client, text, params, timeoutMs);
      return { rows: r.rows as never[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
    },
    transaction: (fn) => client.transaction((tx) => fn(on(tx))),
  };
  await migratePglite(drizzlePglite({ client: asPglite }), { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db,
    sql: sqlExec,
    async ping() {
      await client.query('select 1');
    },
    queue: {
      db: {
        // pg-boss sends its schema changes and maintenance as several statements in one text, without values.
        async executeSql(text, values) {
          if (!values?.length) return (await client.exec(text)).at(-1) ?? { rows: [] };
          return client.query(text, values);
        },
      },
    },
    async listen(channel, handlers) {
      const stop = await client.listen(channel, handlers.message);
      handlers.up(true);
      return async () => {
        await stop().catch(() => {});
      };
    },
    async close() {
      await client.close();
    },
  };
}

/**
 * Single statements outside transactions share two pipelined connections (see PipelinedPool); a lane
 * whose oldest statement has run longer than 25 ms takes no more until it catches up.
 */
const PIPELINE = { lanes: 2, stallMs: 25 };

/** Longest one statement of the app's own may run on PostgreSQL (connected systems have SOE_QUERY_TIMEOUT_MS). */
const APP_STATEMENT_TIMEOUT_MS = 60_000;

async function openPostgres(url: string, max: number): Promise<Database> {
  const pool = new PipelinedPool(
    {
      connectionString: url,
      max,
      idleTimeoutMillis: 30_000,
      connectionTimeoutMillis: 5_000,
      application_name: 'soe',
      // A database host that goes silent (a network partition, not a refusal) must not hold a request forever:
      // the server stops a statement after a minute, and the client gives up a little later when no answer comes.
      statement_timeout: APP_STATEMENT_TIMEOUT_MS,
      query_timeout: APP_STATEMENT_TIMEOUT_MS + 5_000,
      keepAlive: true,
      // The Demo system's reads send their transaction in one write (readInOneTrip); every other statement is
      // awaited one by one, as on an ordinary connection.
      pipeline: true,
    },
    PIPELINE,
  );
  // A dropped server connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // The pool only listens for errors on idle clients. A client checked out between two
  // queries (inside a transaction) that loses its connection would emit an unhandled
  // 'error' and end the process (reliability check 4, docs/reliability.md); its next query fails instead, and the
  // pool discards it on release because it is no longer queryable.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const on = (q: (text: string, params?: unknown[]) => Promise<pg.QueryResult>): Pick<SqlExecutor, 'query'> => ({
    async query(text, params) {
      const r = await q(text, params as unknown[]);
      // Type ids go with the names: a result read without a known schema (run_sql) tells numbers by them.
      return { rows: r.rows, fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
    },
  });
  // The Demo system's queries are the user's own and may run long: the ordinary pool, never a shared pipeline.
  const sqlExec: SqlExecutor = {
    ...on((text, params) => pool.pooled(text, params)),
    readOnce: (text, params, options) => readInOneTrip(pool, text, params, options),
    async transaction(fn, options) {
      const conn = await pool.connect();
      // The Demo system's statement stops in the database when its user stops the answer.
      const cancel = cancelOnAbort(conn as { processID?: number }, pool.options, options?.signal);
      try {
        await conn.query('BEGIN');
        const result = await fn(on((text, params) => conn.query(text, params)));
        await conn.query('COMMIT');
        return result;
      } catch (error) {
        await conn.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        await cancel.settle();
        conn.release();
      }
    },
  };
  // Several instances may start at once: one migrates, the others wait. A connection of its own, without the
  // pool's timeouts: a migration on a large table (an index build) may rightly take longer than a request.
  const conn = new pg.Client({ connectionString: url, application_name: 'soe-migrate' });
  conn.on('error', () => {}); // a lost connection fails the migration's query instead of ending the process
  await conn.connect();
  try {
    await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg({ client: conn }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await conn.end().catch(() => {});
  }
  return {
    kind: 'postgres',
    url,
    db,
    sql: sqlExec,
    async ping() {
      await pool.query('select 1');
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
    queue: { connectionString: url },
    async close() {
      await pool.end();
    },
  };
}

/** Retry delays for a listening connection that dropped: quick at first, then every 5 s. */
const LISTEN_RETRY_MS = [250, 1_000, 2_000, 5_000];

/**
 * A connection of its own that LISTENs on `channel`, reconnecting when it drops (a
 * restart, pg_terminate_backend, a network fault) until stopped. Never throws: a
 * database that is down now is retried, and `up` tells the caller what it can rely on.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;
  let receiving = false;
  const setReceiving = (on: boolean) => {
    if (on === receiving) return;
    receiving = on;
    handlers.up(on);
  };
  const connect = async () => {
    if (stopped) return;
    const c = new pg.Client({
      connectionString: url,
      application_name: 'soe-listen',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: 5_000,
    });
    client = c;
    let failed = false;
    const fail = () => {
      if (failed || stopped) return;
      failed = true;
      setReceiving(false);
      c.end().catch(() => {});
      retry = setTimeout(connect, LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)]);
      retry.unref();
    };
    c.on('error', fail);
    c.on('end', fail);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (stopped) return void c.end().catch(() => {});
      attempt = 0;
      setReceiving(true);
    } catch {
      fail();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
