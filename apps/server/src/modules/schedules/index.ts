import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Database } from '../../db/client';
import type { SecretBox } from '../../lib/crypto';
import type { NetworkPolicy } from '../connectors/net';
import { JobQueue } from '../jobs/queue';
import type { NotificationsService } from '../notifications/service';
import { mailerFrom } from './channels/email';
import { DeliveryBusy, DeliveryRunner, type DeliveryJob, type RunTiles } from './deliver';
import { DELIVERY_QUEUE, DueScan } from './due-scan';
import { SchedulesService } from './service';

export { scheduleRoutes } from './routes';
export { SchedulesService } from './service';

/** Attempts of one delivery job (its first, then retries with doubling waits: 30 s, 1, 2, 4, 8 min by default). */
const RETRY_LIMIT = 5;

export interface Deliveries {
  service: SchedulesService;
  runner: DeliveryRunner;
  /** The queue, its workers and the due-scan tick, unless SOE_JOBS is off. */
  start(): Promise<void>;
  /** Graceful: no new runs; those running finish. Otherwise the queue stops at once and another instance retries them. */
  stop(options?: { graceful?: boolean }): Promise<void>;
  /** This instance's queue, when it runs one. */
  readonly queue: JobQueue | null;
  /** One tick now (tests, and the first one at start). */
  tick(now?: Date): Promise<number>;
}

export function createDeliveries(deps: {
  config: Config;
  database: Database;
  notifications: NotificationsService;
  policy: NetworkPolicy;
  secrets: SecretBox;
  runTiles: RunTiles;
  log: FastifyBaseLogger;
}): Deliveries {
  const { config, database, log } = deps;
  const mailer = mailerFrom(config);
  const runner = new DeliveryRunner({
    db: database.db,
    notifications: deps.notifications,
    policy: deps.policy,
    mailer,
    secrets: deps.secrets,
    runTiles: deps.runTiles,
    baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    leaseSeconds: config.SOE_JOBS_EXPIRE_S,
    log,
  });
  const service = new SchedulesService({
    db: database.db,
    sql: database.sql,
    secrets: deps.secrets,
    policy: deps.policy,
    mailer,
    runner,
    runTiles: deps.runTiles,
  });
  let queue: JobQueue | null = null;
  let scan: DueScan | null = null;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();

  const tick = async (now?: Date) => {
    if (!scan) return 0;
    const queued = await scan.tick(now);
    await scan.sweep();
    return queued;
  };

  return {
    service,
    runner,
    get queue() {
      return queue;
    },
    tick,
    async start() {
      if (config.SOE_JOBS === 'off') return;
      queue = new JobQueue(
        database,
        {
          expireSeconds: config.SOE_JOBS_EXPIRE_S,
          retryDelaySeconds: config.SOE_JOBS_RETRY_DELAY_S,
          retryLimit: RETRY_LIMIT,
        },
        (error) => log.warn({ err: error.message }, 'job queue error'),
      );
      await queue.start([DELIVERY_QUEUE]);
      // Deliveries wait on systems and mail servers, not on this process: a few at once per instance.
      await queue.work<DeliveryJob>(DELIVERY_QUEUE, database.kind === 'pglite' ? 2 : 4, async (job) => {
        try {
          await runner.run(job.data, { final: job.retryCount >= job.retryLimit });
        } catch (error) {
          if (!(error instanceof DeliveryBusy))
            log.warn(
              { err: (error as Error).message, delivery: job.data, attempt: job.retryCount + 1 },
              'delivery failed',
            );
          throw error;
        }
      });
      scan = new DueScan({ database, queue, log, staleSeconds: config.SOE_JOBS_EXPIRE_S * 4 });
      let busy = false;
      const run = () => {
        // One tick at a time per instance: a slow one (a busy database) is skipped over, not stacked on.
        if (busy) return;
        busy = true;
        ticking = tick()
          .catch((error: Error) => log.warn({ err: error.message }, 'schedule tick failed'))
          .finally(() => (busy = false));
      };
      run();
      timer = setInterval(run, config.SOE_JOBS_TICK_MS);
      timer.unref();
    },
    async stop({ graceful = true } = {}) {
      clearInterval(timer);
      const running = queue;
      scan = null;
      queue = null;
      await ticking;
      await running?.stop({ graceful });
      mailer?.close();
    },
  };
}
