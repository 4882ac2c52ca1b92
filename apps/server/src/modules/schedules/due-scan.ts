import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { jobId, type JobQueue } from '../jobs/queue';
import type { DeliveryJob } from './deliver';
import { alertRecurrence, nextRun, type Recurrence } from './next-run';

/** The queue every delivery runs on. */
export const DELIVERY_QUEUE = 'soe-deliveries';
/** Due sources claimed per transaction; a tick takes as many batches as are due. */
const BATCH = 200;
/** A run still unfinished after this many attempts is given up (each attempt already had its own retries). */
export const MAX_ATTEMPTS = 12;

interface DueRow {
  id: number;
  next_run_at: Date | string;
  frequency?: Recurrence['frequency'];
  time?: string;
  weekday?: number | null;
  month_day?: number | null;
  check?: 'hourly' | 'daily' | 'weekly';
  time_zone: string;
}

/**
 * What every instance does each tick (ADR 047): claims the schedules and alerts that are due (`FOR UPDATE SKIP
 * LOCKED`: instances ticking at once share them, never both take one), moves each to its next run in its time zone,
 * and queues one job per (source, due time) in the same transaction, under an id made from them: a job is queued
 * exactly when the source moves on. A source whose runs were missed (every instance down) runs once, for the time it
 * was due, then at its next time from now.
 */
export class DueScan {
  constructor(
    private readonly deps: {
      database: Pick<Database, 'sql'>;
      queue: Pick<JobQueue, 'send' | 'wake'>;
      log: FastifyBaseLogger;
      /** A running delivery whose lease ran out this long ago, with no attempt taking it over, is queued again. */
      staleSeconds: number;
    },
  ) {}

  /** Queues the runs due at `now`; returns how many. */
  async tick(now = new Date()): Promise<number> {
    let queued = 0;
    for (const kind of ['schedule', 'alert'] as const) {
      for (;;) {
        const n = await this.batch(kind, now);
        queued += n;
        if (n < BATCH) break;
      }
    }
    if (queued) this.deps.queue.wake(DELIVERY_QUEUE);
    return queued;
  }

  private async batch(kind: 'schedule' | 'alert', now: Date): Promise<number> {
    const select =
      kind === 'schedule'
        ? `SELECT id, next_run_at, frequency, "time", weekday, month_day, time_zone FROM schedules
           WHERE enabled AND next_run_at <= $1 ORDER BY next_run_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`
        : `SELECT id, next_run_at, "check", time_zone FROM alerts
           WHERE enabled AND next_run_at <= $1 ORDER BY next_run_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`;
    const table = kind === 'schedule' ? 'schedules' : 'alerts';
    return this.deps.database.sql.transaction(async (q) => {
      const { rows } = await q.query<DueRow>(select, [now]);
      for (const row of rows) {
        const due = new Date(row.next_run_at);
        const recurrence: Recurrence =
          kind === 'schedule'
            ? {
                frequency: row.frequency!,
                time: row.time!,
                weekday: row.weekday,
                monthDay: row.month_day,
                timeZone: row.time_zone,
              }
            : alertRecurrence(row.check!, row.time_zone);
        let next: Date;
        try {
          next = nextRun(recurrence, due.getTime() > now.getTime() ? due : now);
        } catch {
          // A time this server can no longer read (a time zone its Intl dropped) must not hold up every other source.
          await q.query(
            `UPDATE ${table} SET enabled = false, last_status = 'failed', last_error = $2, updated_at = now() WHERE id = $1`,
            [row.id, `Paused: its time zone ${row.time_zone} is not known to this server.`],
          );
          continue;
        }
        await q.query(`UPDATE ${table} SET next_run_at = $2, updated_at = now() WHERE id = $1`, [row.id, next]);
        const job: DeliveryJob = { kind, sourceId: row.id, dueAt: due.toISOString() };
        await this.deps.queue.send(DELIVERY_QUEUE, jobId(kind, row.id, job.dueAt), job, {
          executeSql: async (text, values) => q.query(text, values),
        });
      }
      return rows.length;
    });
  }

  /**
   * Runs nobody holds any more: their last attempt died and its job's retries ran out (or were lost). Each is queued
   * again once per attempt count (its job id names it), or given up after MAX_ATTEMPTS.
   */
  async sweep(): Promise<number> {
    const { rows } = await this.deps.database.sql.query<{
      id: number;
      kind: 'schedule' | 'alert';
      source_id: number;
      due_at: Date | string;
      attempts: number;
    }>(
      `SELECT id, kind, source_id, due_at, attempts FROM deliveries
       WHERE status = 'running' AND lease_until < now() - make_interval(secs => $1)
       ORDER BY lease_until LIMIT 100`,
      [this.deps.staleSeconds],
    );
    for (const row of rows) {
      const dueAt = new Date(row.due_at).toISOString();
      if (row.attempts >= MAX_ATTEMPTS) {
        await this.deps.database.sql.query(
          `UPDATE deliveries SET status = 'failed', error = $3, lease_until = NULL, updated_at = now()
           WHERE id = $1 AND attempts = $2 AND status = 'running'`,
          [row.id, row.attempts, `Given up after ${row.attempts} attempts.`],
        );
        continue;
      }
      const job: DeliveryJob = { kind: row.kind, sourceId: row.source_id, dueAt };
      await this.deps.queue.send(DELIVERY_QUEUE, jobId(row.kind, row.source_id, dueAt, 'resume', row.attempts), job);
    }
    if (rows.length) this.deps.queue.wake(DELIVERY_QUEUE);
    return rows.length;
  }
}
