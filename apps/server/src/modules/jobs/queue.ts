import { createHash } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Database, QueueDb } from '../../db/client';

/*
 * The job queue (ADR 047): pg-boss on SOE's own database, embedded or PostgreSQL. A job is stored once per id
 * (a second send with the same id is ignored), fetched by one worker of one instance (FOR UPDATE SKIP LOCKED),
 * retried with backoff when its handler throws, and failed, then retried, when it stays active past its expiry
 * (its instance was killed): the maintenance that notices runs on one instance at a time.
 */

export interface QueueOptions {
  /** Longest a job may stay active before another attempt takes over. */
  expireSeconds: number;
  /** First retry delay; doubles after each failure, with jitter. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** How often an idle worker looks for jobs (a local send wakes it at once). */
  pollingSeconds?: number;
}

export interface QueueJob<T> {
  id: string;
  data: T;
  /** Attempts before this one (0 the first time). */
  retryCount: number;
  retryLimit: number;
}

export interface QueueCounts {
  queued: number;
  active: number;
  failed: number;
}

/** A transaction's executor, so a job is stored with the rows that asked for it, or not at all. */
export type QueueTx = Pick<QueueDb, 'executeSql'>;

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();
  private started = false;

  constructor(
    database: Pick<Database, 'queue'>,
    private readonly options: QueueOptions,
    onError: (error: Error) => void,
  ) {
    const connection = 'db' in database.queue ? { db: database.queue.db as PgBoss.Db } : database.queue;
    this.boss = new PgBoss({
      ...connection,
      ...('connectionString' in connection ? { max: 3, application_name: 'soe-jobs' } : {}),
      // SOE's own tick finds due schedules (schedules/due-scan.ts); pg-boss's cron is not used.
      schedule: false,
      supervise: true,
      // Expired jobs are noticed by this maintenance: often enough that a lost attempt waits about one expiry.
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(options.expireSeconds / 2))),
      // Finished jobs are kept a day for the admin view's counts, then archived and dropped a week later.
      archiveCompletedAfterSeconds: 24 * 60 * 60,
      archiveFailedAfterSeconds: 7 * 24 * 60 * 60,
    });
    this.boss.on('error', onError);
  }

  /** Creates pg-boss's schema (once per database, whichever instance comes first) and the queues. */
  async start(queues: string[]): Promise<void> {
    await this.boss.start();
    this.started = true;
    for (const name of queues) {
      await retryOnDeadlock(() =>
        this.boss.createQueue(name, {
          name,
          retryLimit: this.options.retryLimit,
          retryDelay: this.options.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: this.options.expireSeconds,
        }),
      );
    }
  }

  /**
   * Stores a job once per id: null when a job with that id is already there. With `tx`, inside that transaction.
   */
  async send<T extends object>(queue: string, id: string, data: T, tx?: QueueTx): Promise<string | null> {
    return this.boss.send(queue, data, { id, ...(tx ? { db: tx as PgBoss.Db } : {}) });
  }

  /** Runs `handler` for each job of `queue`, one at a time per worker; `workers` of them on this instance. */
  async work<T>(queue: string, workers: number, handler: (job: QueueJob<T>) => Promise<void>): Promise<void> {
    for (let i = 0; i < workers; i++) {
      const id = await this.boss.work<T>(
        queue,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.options.pollingSeconds ?? 2 },
        async ([job]) => {
          if (job)
            await handler({ id: job.id, data: job.data, retryCount: job.retryCount, retryLimit: job.retryLimit });
        },
      );
      this.workers.set(`${queue}:${i}`, id);
    }
  }

  /** Wakes this instance's idle workers of `queue` (jobs were just sent). */
  wake(queue: string): void {
    for (const [key, id] of this.workers) if (key.startsWith(`${queue}:`)) this.boss.notifyWorker(id);
  }

  async counts(queue: string): Promise<QueueCounts> {
    const rows = (await this.boss
      .getDb()
      .executeSql(
        `SELECT state, count(*)::int AS n FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry', 'active', 'failed') GROUP BY state`,
        [queue],
      )) as { rows: Array<{ state: string; n: number }> };
    const n = (state: string) => Number(rows.rows.find((r) => r.state === state)?.n ?? 0);
    return { queued: n('created') + n('retry'), active: n('active'), failed: n('failed') };
  }

  /**
   * Graceful: no new jobs, and those running finish (up to `timeoutMs`, within the shutdown's 10 s; past it they are
   * failed, to be retried elsewhere).
   * Not graceful: stop at once; jobs running here are failed (to be retried) while their handlers may still run, so
   * what they do must be safe to do twice (deliveries hold a lease: schedules/deliver.ts).
   */
  async stop({ graceful = true, timeoutMs = 5_000 } = {}): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful, timeout: timeoutMs, wait: true, close: true });
  }
}

/** A stable job id for a source's run at one due time: the same run always gets the same id (a uuid in form). */
export function jobId(...parts: Array<string | number>): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  // Version 5-like: a name-based uuid (the hash is SHA-256, not SHA-1; only the form matters to the database).
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** PostgreSQL's code for a transaction it ended to break a deadlock. */
const DEADLOCK = '40P01';

/**
 * Runs `create` again when PostgreSQL ended it to break a deadlock. Instances started together on a new database
 * each create the same queues: pg-boss inserts the queue's row, then adds a foreign key to the queue table, so one
 * instance's insert waits for the other's transaction while that one waits for the table; PostgreSQL ends one of
 * them (seen when the two-instance topology started). The queue exists once the other commits, and creating it
 * again is then a no-op, so the ended one tries again after a short, random pause.
 */
export async function retryOnDeadlock<T>(create: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}
