/**
 * A fair queue in front of one system's connection pool (issue 20). At most `limit` queries run at once; the
 * rest wait, and a freed slot goes to the users in turn (round robin), each user's own queries in the order they
 * were asked. One user firing 20 questions therefore delays another user's single question by at most one query,
 * where the pool's own first-come queue would make it wait behind all 20.
 */

/** A query waited longer than the queue allows: the system is busy with other questions. */
export class QueueWaitExceeded extends Error {
  constructor(readonly waitedMs: number) {
    super(`waited ${waitedMs} ms for a free connection`);
    this.name = 'QueueWaitExceeded';
  }
}

/** The caller stopped waiting (the user stopped the answer). */
export class QueueAborted extends Error {
  constructor() {
    super('The query was cancelled');
    this.name = 'AbortError';
  }
}

interface Waiter {
  start: () => void;
  fail: (error: Error) => void;
}

export interface FairQueueOptions {
  /** How long a query may wait for a slot before it fails with QueueWaitExceeded. */
  maxWaitMs: number;
  signal?: AbortSignal;
}

export class FairQueue {
  private running = 0;
  /** Waiting queries per user; the Map's insertion order is the turn order (a served user moves to the back). */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private limit: number) {}

  /** Queries running now, and waiting. */
  get stats() {
    let waiting = 0;
    for (const list of this.waiting.values()) waiting += list.length;
    return { running: this.running, waiting, limit: this.limit };
  }

  /** A new pool size applies at once: a larger one starts waiting queries now, a smaller one as queries finish. */
  setLimit(limit: number) {
    this.limit = Math.max(1, Math.floor(limit));
    this.dispatch();
  }

  async run<T>(user: string | number, fn: () => Promise<T>, options: FairQueueOptions): Promise<T> {
    await this.acquire(String(user), options);
    try {
      return await fn();
    } finally {
      this.running--;
      this.dispatch();
    }
  }

  private acquire(user: string, { maxWaitMs, signal }: FairQueueOptions): Promise<void> {
    if (signal?.aborted) return Promise.reject(new QueueAborted());
    // Nobody waiting and a slot free: no queue to be fair in.
    if (this.running < this.limit && this.waiting.size === 0) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const waiter: Waiter = {
        start: () => {
          done();
          resolve();
        },
        fail: (error) => {
          done();
          this.remove(user, waiter);
          reject(error);
        },
      };
      const onAbort = () => waiter.fail(new QueueAborted());
      const timer = setTimeout(() => waiter.fail(new QueueWaitExceeded(Date.now() - started)), maxWaitMs);
      timer.unref?.();
      signal?.addEventListener('abort', onAbort, { once: true });
      const list = this.waiting.get(user);
      if (list) list.push(waiter);
      else this.waiting.set(user, [waiter]);
    });
  }

  private remove(user: string, waiter: Waiter) {
    const list = this.waiting.get(user);
    if (!list) return;
    const at = list.indexOf(waiter);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.waiting.delete(user);
  }

  /** Fills free slots, one query per user per turn. */
  private dispatch() {
    while (this.running < this.limit && this.waiting.size > 0) {
      const [user, list] = this.waiting.entries().next().value as [string, Waiter[]];
      const next = list.shift()!;
      // The served user goes to the back of the turn order (deleted and set again), or leaves it when done.
      this.waiting.delete(user);
      if (list.length > 0) this.waiting.set(user, list);
      this.running++;
      next.start();
    }
  }
}

/** One fair queue per system, sized to the system's pool. */
export class FairQueues {
  private readonly queues = new Map<number, FairQueue>();

  for(systemId: number, limit: number): FairQueue {
    let queue = this.queues.get(systemId);
    if (!queue) {
      queue = new FairQueue(limit);
      this.queues.set(systemId, queue);
    } else if (queue.stats.limit !== limit) queue.setLimit(limit);
    return queue;
  }

  /** A disconnected system's queue is dropped once nothing runs or waits on it. */
  forget(systemId: number) {
    const queue = this.queues.get(systemId);
    if (queue && queue.stats.running === 0 && queue.stats.waiting === 0) this.queues.delete(systemId);
  }
}
