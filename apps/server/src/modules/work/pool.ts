import { availableParallelism } from 'node:os';
import type { TransferListItem } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { FairSlots } from './fair-slots';

/**
 * The server's CPU-heavy work (reading uploaded files, building their tables) runs here, in worker
 * threads, never on the event loop that answers every user's requests (ADR 037). Piscina keeps the
 * threads warm between jobs and stops a thread whose task is aborted or whose heap passes its cap
 * (the thread dies, not the server); FairSlots decides whose work starts next.
 */
export interface WorkPoolOptions {
  /** Worker threads; by default one per core but one, the event loop's, and at least two. */
  threads?: number;
  /** Slots one owner (user) may hold at once; by default half the threads, at least one. */
  perOwner?: number;
  /** V8 heap of each thread; past it the thread is stopped and its task fails. */
  maxMemoryMb?: number;
  /** An idle thread exits after this long; the next task starts a new one. */
  idleTimeoutMs?: number;
}

// Tasks are TypeScript modules run through tsx in every worker, as the server itself is (the built server
// keeps tsx for them: only the server's own entry is bundled).
const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export function defaultThreads(): number {
  return Math.max(2, availableParallelism() - 1);
}

export class WorkPool {
  readonly slots: FairSlots;
  private readonly piscina: Piscina;

  constructor(options: WorkPoolOptions = {}) {
    const threads = options.threads ?? defaultThreads();
    this.slots = new FairSlots(threads, options.perOwner ?? Math.max(1, Math.floor(threads / 2)));
    this.piscina = new Piscina({
      minThreads: 0,
      maxThreads: threads,
      // Admission is FairSlots' job: a task reaches Piscina only when a thread is free for it.
      concurrentTasksPerWorker: 1,
      idleTimeout: options.idleTimeoutMs ?? 30_000,
      execArgv: ['--import', TSX],
      // A task reads one file: it gets none of the server's settings or secrets.
      env: { NODE_ENV: process.env.NODE_ENV ?? 'production' },
      resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? 1024 },
    });
  }

  /**
   * Runs the default export of `module` (a file URL) on `input` in a worker thread, once `owner` has a slot.
   * Aborting `signal` takes the task out of the queue, or stops the thread that runs it.
   */
  run<T>(
    owner: string,
    module: URL,
    input: unknown,
    options: { signal?: AbortSignal; transferList?: TransferListItem[] } = {},
  ): Promise<T> {
    return this.slots.run(owner, () => this.runNow<T>(module, input, options), options.signal);
  }

  /** Runs a task at once, for a caller that already holds a slot (see `slots`). */
  runNow<T>(module: URL, input: unknown, options: { signal?: AbortSignal; transferList?: TransferListItem[] } = {}) {
    return this.piscina.run(input, {
      filename: module.href,
      signal: options.signal,
      transferList: options.transferList as never[],
    }) as Promise<T>;
  }

  async close(): Promise<void> {
    await this.piscina.destroy();
  }
}

const shared = new Map<number, WorkPool>();

/**
 * The process's pool for a heap cap (the server uses one; tests that try another cap get their own); the
 * first caller's options size it. Threads exit when idle, so an unused pool costs nothing.
 */
export function sharedPool(maxMemoryMb: number, options: Omit<WorkPoolOptions, 'maxMemoryMb'> = {}): WorkPool {
  let pool = shared.get(maxMemoryMb);
  if (!pool) {
    pool = new WorkPool({ ...options, maxMemoryMb });
    shared.set(maxMemoryMb, pool);
  }
  return pool;
}
