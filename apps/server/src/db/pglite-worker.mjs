// The thread that owns the embedded database (ADR 049). PGlite runs every statement on the thread that calls it, in
// WebAssembly that never yields; here that is this worker, so the server's event loop keeps serving requests while
// a statement runs. The main thread talks to it through pglite-thread.ts; the messages are:
//   in:  { id, op: 'query', sql, params, rowMode, paramTypes, raw, tx }   raw: type oids to leave as text
//        { id, op: 'exec', sql, tx }
//        { id, op: 'read', sql, params, timeoutMs }  one statement in a READ ONLY transaction (readOnlyRead)
//        { id, op: 'begin' }                      answered once the transaction has begun: its id
//        { id, op: 'end', tx, commit }            answered once it is committed or rolled back
//        { id, op: 'listen', channel, listener }  { id, op: 'unlisten', listener }
//        { id, op: 'close' }
//   out: { ready: true } | { failed: error } once, then { id, ok: true, value } | { id, ok: false, error }
//        and { notify: listener, payload } for every NOTIFY received.
import { parentPort, workerData } from 'node:worker_threads';
import { BYTEA_OID, createPglite, readOnlyRead } from './pglite-open.mjs';

/** An error as data: its PostgreSQL fields (code, detail, position…) survive the trip, which Error cloning drops. */
function wireError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const out = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  return out;
}

/** The ArrayBuffers of the bytea values in `results`, handed to the main thread rather than copied. */
function byteBuffers(results) {
  const buffers = new Set();
  for (const result of results) {
    const columns = result.fields.flatMap((f, i) =>
      f.dataTypeID === BYTEA_OID ? [Array.isArray(result.rows[0]) ? i : f.name] : [],
    );
    if (!columns.length) continue;
    for (const row of result.rows) {
      for (const column of columns) {
        const value = row[column];
        // The parser made each value own its whole buffer; anything else is left to be copied.
        if (value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength)
          buffers.add(value.buffer);
      }
    }
  }
  return [...buffers];
}

const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });
const keepText = (text) => text;

let db;
/** Open transactions by id: the PGlite transaction object, and how to end it. */
const transactions = new Map();
const listeners = new Map();

function reply(id, value, transfer = []) {
  parentPort.postMessage({ id, ok: true, value }, transfer);
}
function fail(id, error) {
  parentPort.postMessage({ id, ok: false, error: wireError(error) });
}

/** The PGlite object a statement runs on: the database, whose queue waits for open transactions, or one of them. */
function target(tx) {
  if (tx === undefined) return db;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction is already closed');
  return open.tx;
}

function begin(id) {
  const open = { tx: undefined, end: undefined, done: undefined };
  const ended = new Promise((resolve) => (open.end = resolve));
  // PGlite's own transaction() holds its queue from BEGIN to COMMIT: no other statement runs in between.
  open.done = db.transaction(async (tx) => {
    open.tx = tx;
    transactions.set(id, open);
    reply(id, id);
    const commit = await ended;
    if (!commit) await tx.rollback();
  });
  open.done.then(
    () => transactions.delete(id),
    (error) => {
      // Failed before it began (BEGIN itself): the error answers 'begin'; later, it answers 'end'.
      if (!transactions.delete(id)) fail(id, error);
    },
  );
}

async function handle(message) {
  const { id, op } = message;
  try {
    switch (op) {
      case 'query': {
        const parsers = Object.fromEntries((message.raw ?? []).map((oid) => [oid, keepText]));
        const result = await target(message.tx).query(message.sql, message.params, {
          rowMode: message.rowMode,
          paramTypes: message.paramTypes,
          parsers,
        });
        return reply(id, plain(result), byteBuffers([result]));
      }
      case 'exec': {
        const results = await target(message.tx).exec(message.sql);
        return reply(id, results.map(plain), byteBuffers(results));
      }
      case 'read': {
        const result = await readOnlyRead(db, message.sql, message.params, message.timeoutMs);
        return reply(id, plain(result), byteBuffers([result]));
      }
      case 'begin':
        return begin(id);
      case 'end': {
        const open = transactions.get(message.tx);
        if (!open) throw new Error('The transaction is already closed');
        open.end(message.commit);
        // Its COMMIT may fail (a deferred constraint): the error goes to whoever ended it.
        await open.done;
        return reply(id, null);
      }
      case 'listen': {
        const stop = await db.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.listener, payload }),
        );
        listeners.set(message.listener, stop);
        return reply(id, null);
      }
      case 'unlisten': {
        const stop = listeners.get(message.listener);
        listeners.delete(message.listener);
        await stop?.();
        return reply(id, null);
      }
      case 'close':
        await db.close();
        return reply(id, null);
      default:
        throw new Error(`Unknown request ${op}`);
    }
  } catch (error) {
    fail(id, error);
  }
}

try {
  db = await createPglite(workerData);
  parentPort.on('message', (message) => void handle(message));
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ failed: wireError(error) });
}
