import pg from 'pg';

/**
 * A pg pool whose single statements (outside a transaction) share a few pipelined connections.
 *
 * Why: on a busy instance most of the cost of a short indexed read is not the read but the round
 * trip, one socket write that wakes a PostgreSQL backend per query. A pipelined connection
 * (pg's `pipeline` mode: each query has its own Sync, so one query's error does not touch the
 * next) takes queries while earlier ones are still running, and the statements submitted in
 * one turn of the event loop leave in one write: the stream is corked at the first and
 * uncorked in `setImmediate`, after the I/O callbacks of that turn have run.
 *
 * What stays on the ordinary pool: transactions (`connect()`, which drizzle uses for
 * `db.transaction`), callers that pass a callback or a custom query object (cursors), and
 * every statement while all lanes are stalled. A lane is stalled when the oldest statement in
 * it has been running longer than `stallMs`: statements behind it would wait for it
 * (head-of-line blocking), so new ones go to another lane or to the pool. A slow statement can
 * therefore only hold up the few submitted to its lane before it was seen to be slow.
 *
 * A lane whose connection fails (a restart, `pg_terminate_backend`, a network fault) errors the
 * statements in it, as a pooled connection would, and is reconnected by the next statement.
 * Connecting fails as fast as the pool does (refused at once, `connectionTimeoutMillis` at most).
 */
export class PipelinedPool extends pg.Pool {
  readonly #lanes: Lane[];
  readonly #stallMs: number;

  constructor(config: pg.PoolConfig, pipeline: { lanes: number; stallMs: number }) {
    super(config);
    this.#stallMs = pipeline.stallMs;
    const { max: _max, idleTimeoutMillis: _idle, application_name: name, ...clientConfig } = config;
    // Named apart from the pool's connections, so an operator can tell them in pg_stat_activity.
    const laneConfig = {
      ...clientConfig,
      application_name: `${name ?? 'soe'}-pipeline`,
      pipeline: true,
    } as pg.ClientConfig;
    this.#lanes = Array.from({ length: pipeline.lanes }, () => new Lane(laneConfig));
  }

  /** The ordinary pool's query, for statements that may run long (queries against a connected system). */
  pooled(text: string, values?: unknown[]): Promise<pg.QueryResult> {
    return super.query(text, values);
  }

  // Overrides every overload of pg.Pool.query; the arguments are pg's own.
  override query(config: any, values?: any, callback?: any): any {
    const plain =
      typeof callback !== 'function' && typeof values !== 'function' && typeof config?.submit !== 'function';
    const lane = plain && !this.ending ? this.#pick() : undefined;
    if (!lane) return super.query(config, values, callback);
    return lane.query(config, values);
  }

  override async end(): Promise<void> {
    await Promise.all(this.#lanes.map((l) => l.end()));
    await super.end();
  }

  /** The lane with the fewest statements in flight that is not stalled; none when all are. */
  #pick(): Lane | undefined {
    const now = performance.now();
    let best: Lane | undefined;
    for (const lane of this.#lanes) {
      if (lane.stalledAt(now, this.#stallMs)) continue;
      if (!best || lane.inFlight < best.inFlight) best = lane;
    }
    return best;
  }
}

class Lane {
  #client: pg.Client | undefined;
  #connecting: Promise<pg.Client> | undefined;
  /** The statements in flight (their start times), oldest first: a pipeline answers in order. */
  #started: { at: number }[] = [];
  #corked = false;
  #ended = false;

  constructor(private readonly config: pg.ClientConfig) {}

  get inFlight(): number {
    return this.#started.length;
  }

  stalledAt(now: number, stallMs: number): boolean {
    return this.#started.length > 0 && now - this.#started[0]!.at > stallMs;
  }

  query(config: unknown, values: unknown): Promise<pg.QueryResult> {
    if (this.#ended) return Promise.reject(new Error('Client was closed and is not queryable'));
    const mine = { at: performance.now() };
    this.#started.push(mine);
    const sent = this.#run(config, values);
    return sent.finally(() => {
      // Usually the oldest; not when a lost connection failed its statements out of order with a new one's.
      if (this.#started[0] === mine) this.#started.shift();
      else this.#started.splice(this.#started.indexOf(mine), 1);
    });
  }

  #send(client: pg.Client, config: unknown, values: unknown): Promise<pg.QueryResult> {
    if (!this.#corked) {
      // pg corks and uncorks around each statement it writes; this outer cork holds them all until
      // the end of this turn of the event loop, so they leave in one write.
      const stream = (
        client as unknown as { connection: { stream: NodeJS.WritableStream & { cork(): void; uncork(): void } } }
      ).connection.stream;
      this.#corked = true;
      stream.cork();
      setImmediate(() => {
        this.#corked = false;
        stream.uncork();
      });
    }
    return client.query(config as pg.QueryConfig, values as unknown[]);
  }

  async #run(config: unknown, values: unknown): Promise<pg.QueryResult> {
    const client = this.#client ?? (await this.#connect());
    try {
      return await this.#send(client, config, values);
    } catch (error) {
      // A statement's own error (a SQLSTATE with severity ERROR) leaves the connection usable. Anything else
      // (FATAL from pg_terminate_backend or a shutdown, a reset socket, a read timeout) means it is going away:
      // it is retired now, before the caller hears of it, so the next statement does not follow it into the
      // gap before its socket closes.
      if (!isStatementError(error) && this.#client === client) {
        this.#client = undefined;
        client.end().catch(() => {});
      }
      throw error;
    }
  }

  #connect(): Promise<pg.Client> {
    this.#connecting ??= (async () => {
      const client = new pg.Client(this.config);
      const drop = () => {
        if (this.#client === client) this.#client = undefined;
      };
      // A lost connection errors the statements in it (pg does that) and must not end the process.
      client.on('error', drop);
      client.on('end', drop);
      try {
        await client.connect();
      } catch (error) {
        client.end().catch(() => {});
        throw error;
      }
      if (this.#ended) {
        await client.end().catch(() => {});
        throw new Error('Client was closed and is not queryable');
      }
      this.#client = client;
      return client;
    })().finally(() => {
      this.#connecting = undefined;
    });
    return this.#connecting;
  }

  async end(): Promise<void> {
    this.#ended = true;
    await this.#connecting?.catch(() => {});
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => {});
  }
}

/** An error PostgreSQL returned for one statement, after which its connection is still good. */
function isStatementError(error: unknown): boolean {
  const e = error as { code?: unknown; severity?: unknown };
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && e.severity === 'ERROR';
}
