import { ConnectorError } from '../connectors/connector';
import { SQL_CONNECTORS, type QueryResult } from '../connectors/query';
import { FairQueues, QueueWaitExceeded } from './fair-queue';
import { withProgress } from './query-progress';
import { cachedRun, ResultCache, type CachedRead } from './result-cache';

/** What a system's row says about running its queries (staff admins' settings; null = the server's default). */
export interface SourceTuning {
  id: number;
  name: string;
  connector: string;
  statementTimeoutMs: number | null;
  poolSize: number | null;
  cacheSeconds: number | null;
  cacheClearedAt: Date | null;
}

export interface SourceDefaults {
  timeoutMs: number;
  poolSize: number;
  /** The longest a query waits in the fair queue for a free connection. */
  poolWaitMs: number;
}

/**
 * How one read reaches a system (issue 20): through the system's short result cache when a staff admin turned it
 * on, then the fair queue in front of its connection pool (SQL systems, whose pools are what many users share),
 * with progress for the chat while it runs long, under the system's own statement timeout.
 */
export class SourceRunner {
  readonly queues = new FairQueues();
  readonly cache = new ResultCache();

  constructor(private readonly defaults: SourceDefaults) {}

  timeoutMs(system: Pick<SourceTuning, 'statementTimeoutMs'>): number {
    return system.statementTimeoutMs ?? this.defaults.timeoutMs;
  }

  poolSize(system: Pick<SourceTuning, 'poolSize'>): number {
    return system.poolSize ?? this.defaults.poolSize;
  }

  run(
    system: SourceTuning & { discoveredAt: string },
    userId: number,
    spec: CachedRead,
    signal: AbortSignal | undefined,
    exec: (timeoutMs: number) => Promise<QueryResult>,
  ): Promise<QueryResult> {
    const timeoutMs = this.timeoutMs(system);
    const queued = () => {
      if (!SQL_CONNECTORS.has(system.connector)) return exec(timeoutMs);
      const queue = this.queues.for(system.id, this.poolSize(system));
      return queue
        .run(userId, () => exec(timeoutMs), { maxWaitMs: this.defaults.poolWaitMs, signal })
        .catch((error) => {
          throw queueError(error, system.name);
        });
    };
    return cachedRun(
      this.cache,
      {
        systemId: system.id,
        discoveredAt: system.discoveredAt,
        clearedAt: system.cacheClearedAt,
        cacheSeconds: system.cacheSeconds,
      },
      spec,
      () => withProgress(system.name, queued),
    );
  }
}

function queueError(error: unknown, systemName: string): unknown {
  if (error instanceof QueueWaitExceeded)
    return new ConnectorError(
      `${systemName} is busy answering other questions: yours waited ${Math.round(error.waitedMs / 1000)} s for a free connection. Try again in a moment.`,
      'rate_limited',
    );
  if (error instanceof Error && error.name === 'AbortError')
    return new ConnectorError('The query was cancelled', 'timeout');
  return error;
}
