import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';

/**
 * The part of PGlite's API the app uses (client.ts, drizzle's PGlite driver and migrator): what both the embedded
 * database's own thread and an in-process PGlite offer.
 */
export interface EmbeddedStatements {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Array<Results>>;
}
export interface EmbeddedTransaction extends EmbeddedStatements {
  rollback(): Promise<void>;
  readonly closed: boolean;
}
export interface EmbeddedDatabase extends EmbeddedStatements {
  transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T>;
  /** One statement in a READ ONLY transaction under a statement timeout, in one request (the thread only). */
  readOnly?<T>(sql: string, params: unknown[], timeoutMs: number): Promise<Results<T>>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A PostgreSQL error from the embedded database's thread, with its fields (code, detail, position…) as PGlite gives them. */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;
  constructor(wire: { name?: string; message: string } & Record<string, unknown>) {
    super(wire.message);
    Object.assign(this, wire);
    this.name = wire.name ?? 'Error';
  }
}

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: { message: string } };
type Message = Reply | { notify: number; payload: string } | { ready: true } | { failed: { message: string } };

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/**
 * Opens the embedded database in a worker thread that owns it (ADR 049): PGlite's statements run in WebAssembly on
 * the thread that calls them and never yield, so on the server's own thread 20 users asking at once held the
 * event loop for hundreds of milliseconds. Requests and replies are messages; results come back as plain rows
 * (bytea buffers handed over, not copied), errors with their PostgreSQL fields.
 */
export async function openPgliteThread(options: { dataDir?: string; loadDataDir?: Blob }): Promise<EmbeddedDatabase> {
  const worker = new Worker(WORKER, { workerData: options });
  const thread = new PgliteThread(worker);
  await thread.ready;
  thread.started();
  return thread;
}

class PgliteThread implements EmbeddedDatabase {
  readonly ready: Promise<void>;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  /** Until the database is open, the thread keeps the process alive (whoever opens it awaits nothing else). */
  private starting = true;
  /** Why the thread is gone (it stopped, or was closed): every request from then on fails with it. */
  private gone: Error | undefined;

  constructor(private readonly worker: Worker) {
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (message: Message) => {
        if ('notify' in message) return this.listeners.get(message.notify)?.(message.payload);
        if ('ready' in message) return resolve();
        if ('failed' in message) return reject(new EmbeddedDatabaseError(message.failed));
        const waiting = this.pending.get(message.id);
        if (!waiting) return;
        this.pending.delete(message.id);
        this.holdProcess();
        if (message.ok) waiting.resolve(message.value);
        else waiting.reject(new EmbeddedDatabaseError(message.error));
      });
      // An exception the thread did not catch (PGlite's WebAssembly aborting) ends it; 'exit' follows.
      worker.on('error', (error) => this.stop(new Error(`The embedded database stopped: ${error.message}`)));
      worker.on('exit', (code) => {
        const error = new Error(`The embedded database stopped (its thread exited with code ${code})`);
        this.stop(error);
        reject(error);
      });
    });
    this.holdProcess();
  }

  started() {
    this.starting = false;
    this.holdProcess();
  }

  /** Every waiting request fails at once rather than waiting for an answer that cannot come. */
  private stop(error: Error) {
    this.gone ??= error;
    for (const waiting of this.pending.values()) waiting.reject(this.gone);
    this.pending.clear();
    this.listeners.clear();
  }

  /**
   * The thread keeps the process alive only while a request waits for it (a command-line tool awaiting one query
   * must not exit under it), never merely by being open: the server's own handles decide when it ends.
   */
  private holdProcess() {
    if (this.starting || this.pending.size > 0) this.worker.ref();
    else this.worker.unref();
  }

  private request<T>(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.holdProcess();
      try {
        this.worker.postMessage({ ...message, id }, transfer);
      } catch (error) {
        // A parameter that cannot be cloned (a function): nothing was sent.
        this.pending.delete(id);
        this.holdProcess();
        reject(error as Error);
      }
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, tx?: number): Promise<Results<T>> {
    return runQuery<T>((message, transfer) => this.request(message, transfer), sql, params, options, tx);
  }

  exec(sql: string, tx?: number): Promise<Array<Results>> {
    return this.request({ op: 'exec', sql, tx });
  }

  readOnly<T>(sql: string, params: unknown[], timeoutMs: number): Promise<Results<T>> {
    const sent = sendableParams(params);
    return this.request({ op: 'read', sql, params: sent.params, timeoutMs }, sent.transfer);
  }

  async transaction<T>(fn: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    // Answered once the worker's transaction has begun; until it ends, the worker runs no other statement.
    const id = await this.request<number>({ op: 'begin' });
    let closed = false;
    const end = (commit: boolean) => {
      closed = true;
      return this.request<void>({ op: 'end', tx: id, commit });
    };
    const open = () => {
      if (closed) throw new Error('The transaction is already closed');
    };
    const tx: EmbeddedTransaction = {
      query: async (sql, params, options) => (open(), this.query(sql, params, options, id)),
      exec: async (sql) => (open(), this.exec(sql, id)),
      rollback: async () => (open(), end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => {});
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = this.nextId++;
    this.listeners.set(listener, callback);
    try {
      await this.request({ op: 'listen', channel, listener });
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return async () => {
      this.listeners.delete(listener);
      await this.request({ op: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (this.gone) return;
    try {
      await this.request({ op: 'close' });
    } finally {
      this.stop(new Error('The embedded database is closed'));
      await this.worker.terminate();
    }
  }
}

/**
 * A query by message. Parsers are functions, which cannot cross to the worker: the columns of the types they are
 * given for come back as PostgreSQL's text and are parsed here (drizzle's only keep some types as text).
 * Serializers and the other function-valued options are refused rather than silently ignored.
 */
async function runQuery<T>(
  send: (message: Record<string, unknown>, transfer: ArrayBuffer[]) => Promise<Results<T>>,
  sql: string,
  params: unknown[] | undefined,
  options: QueryOptions | undefined,
  tx: number | undefined,
): Promise<Results<T>> {
  if (options?.serializers || options?.blob || options?.onNotice)
    throw new Error('The embedded database thread takes no serializers, blob or onNotice options');
  const parsers: Record<number, ((text: string, typeId?: number) => unknown) | undefined> = options?.parsers ?? {};
  const raw = Object.keys(parsers).map(Number);
  const sent = sendableParams(params ?? []);
  const result = await send(
    { op: 'query', sql, params: sent.params, rowMode: options?.rowMode, paramTypes: options?.paramTypes, raw, tx },
    sent.transfer,
  );
  if (!raw.length) return result;
  const parsed = result.fields.flatMap((field, i) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ key: options?.rowMode === 'array' ? i : field.name, parse, type: field.dataTypeID }] : [];
  });
  for (const row of result.rows as Array<Record<string | number, unknown>>) {
    for (const { key, parse, type } of parsed) {
      const text = row[key];
      if (text !== null && text !== undefined) row[key] = parse(text as string, type);
    }
  }
  return result;
}

/**
 * Parameters as they cross to the worker. A message carries a typed array with the whole buffer under it: a part
 * of an upload (a 64 KB view of megabytes, a small Buffer from Node's shared pool) would copy all of it, once per
 * statement. Such a view is copied to a buffer of its own size, which is then handed over rather than copied again.
 */
export function sendableParams(params: unknown[]): { params: unknown[]; transfer: ArrayBuffer[] } {
  const transfer: ArrayBuffer[] = [];
  const sent = params.map((param) => {
    if (!(param instanceof Uint8Array) || param.byteLength === param.buffer.byteLength) return param;
    const own = new Uint8Array(param);
    transfer.push(own.buffer);
    return own;
  });
  return { params: sent, transfer };
}
