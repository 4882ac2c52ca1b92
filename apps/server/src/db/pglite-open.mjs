// How the embedded database (PGlite) is opened, shared by the thread that owns it (pglite-worker.mjs) and by the
// in-process mode (SOE_PGLITE_WORKER=off). Plain JavaScript: the worker thread loads it without a TypeScript loader.
import v8 from 'node:v8';
import vm from 'node:vm';
import { PGlite } from '@electric-sql/pglite';

/**
 * Bytes to and from PGlite's text form ('\\x' and hex) through Buffer's own hex coding. PGlite's built-in
 * one goes a byte at a time through strings: a 200 KB payload held its thread for half a second
 * each way (a system's stored schema and knowledge are such payloads).
 */
export const BYTEA_OID = 17;
const BYTEA = {
  serializers: {
    [BYTEA_OID]: (x) => {
      if (!(x instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(x.buffer, x.byteOffset, x.byteLength).toString('hex')}`;
    },
  },
  parsers: {
    // A copy: a small Buffer is a view of a shared pool, a plain Uint8Array (as PGlite returns) owns its bytes,
    // which also lets the worker thread hand the bytes over without copying them again.
    [BYTEA_OID]: (text) => new Uint8Array(Buffer.from(text.slice(2), 'hex')),
  },
};

/**
 * Opens the embedded database: `dataDir` a data folder (undefined = in memory), `loadDataDir` a dump to start from.
 * One connection on a small database: PostgreSQL's server-sized defaults (128 MB of shared buffers, 64 MB per
 * maintenance task) only grow the WASM memory, which never shrinks; the files stay in the OS page cache.
 */
export async function createPglite({ dataDir, loadDataDir }) {
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
    ...BYTEA,
  });
  // Had no child process made the data folder first, initdb ran in a second PGlite here, now dropped: its memory
  // goes back before the migrations and the demo data allocate more, rather than staying under them for good.
  if (dataDir) collectGarbage();
  return client;
}

/**
 * One statement in a READ ONLY transaction under a statement timeout, as a connected PostgreSQL's reads run
 * (connectors/postgres/read.ts): set before the statement, in the same transaction. One function for the database's
 * own thread (one request per read, where a transaction of separate statements took five) and the in-process mode.
 */
export function readOnlyRead(db, sql, params, timeoutMs) {
  const ms = Math.max(1, Math.round(Number(timeoutMs) || 0));
  return db.transaction(async (tx) => {
    // The timeout is set by a SELECT: once a query has run, the transaction can no longer be switched back to
    // read-write, so the statement after it cannot do that either.
    await tx.exec(`SET TRANSACTION READ ONLY; SELECT set_config('statement_timeout', '${ms}', true)`);
    return tx.query(sql, params);
  });
}

/** One full garbage collection of the calling thread, without a command-line flag (see lib/memory.ts). */
function collectGarbage() {
  try {
    v8.setFlagsFromString('--expose-gc');
    vm.runInNewContext('gc')();
  } catch {
    // Only memory is at stake.
  }
}
