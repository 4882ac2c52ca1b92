/** Why a piece of work did not run: it was stopped (signal) before or while it waited for a slot. */
export class WorkStopped extends Error {
  constructor() {
    super('Stopped.');
    this.name = 'WorkStopped';
  }
}

interface Waiter {
  owner: string;
  start: () => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

/**
 * Admission to a fixed number of slots (processes reading files), shared fairly between owners (users):
 * an owner holds at most `perOwner` slots at once, and a freed slot goes to the owner who waits and
 * was served least recently, not to whoever queued the most. A user's tenth upload waits behind their
 * own first; another user's only one starts as soon as a slot is free.
 */
export class FairSlots {
  private readonly queues = new Map<string, Waiter[]>();
  /** Owners with waiting work, in the order they will next be served. */
  private readonly turn: string[] = [];
  private readonly running = new Map<string, number>();
  private busy = 0;

  constructor(
    readonly capacity: number,
    readonly perOwner: number,
  ) {}

  /** Runs `work` once a slot is free for `owner`; a stop while waiting rejects with WorkStopped. */
  async run<T>(owner: string, work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.acquire(owner, signal);
    try {
      return await work();
    } finally {
      this.release(owner);
    }
  }

  /** Work waiting, and work running (for tests and logs). */
  get counts(): { waiting: number; running: number } {
    let waiting = 0;
    for (const queue of this.queues.values()) waiting += queue.length;
    return { waiting, running: this.busy };
  }

  private acquire(owner: string, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(new WorkStopped());
    if (!this.queues.get(owner)?.length && this.free(owner)) {
      this.take(owner);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = { owner, start: resolve, signal };
      if (signal) {
        waiter.onAbort = () => {
          const queue = this.queues.get(owner);
          const at = queue?.indexOf(waiter) ?? -1;
          if (at < 0) return;
          queue!.splice(at, 1);
          if (!queue!.length) this.forget(owner);
          reject(new WorkStopped());
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      const queue = this.queues.get(owner);
      if (queue) queue.push(waiter);
      else {
        this.queues.set(owner, [waiter]);
        this.turn.push(owner);
      }
    });
  }

  private release(owner: string): void {
    this.busy--;
    const left = (this.running.get(owner) ?? 1) - 1;
    if (left) this.running.set(owner, left);
    else this.running.delete(owner);
    this.dispatch();
  }

  private free(owner: string): boolean {
    return this.busy < this.capacity && (this.running.get(owner) ?? 0) < this.perOwner;
  }

  private take(owner: string): void {
    this.busy++;
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1);
  }

  /** Starts waiting work while slots are free, going round the owners who wait. */
  private dispatch(): void {
    let looked = 0;
    while (this.busy < this.capacity && looked < this.turn.length) {
      const owner = this.turn.shift()!;
      const queue = this.queues.get(owner)!;
      if (!this.free(owner)) {
        this.turn.push(owner);
        looked++;
        continue;
      }
      looked = 0;
      const waiter = queue.shift()!;
      if (queue.length) this.turn.push(owner);
      else this.queues.delete(owner);
      if (waiter.onAbort) waiter.signal!.removeEventListener('abort', waiter.onAbort);
      this.take(owner);
      waiter.start();
    }
  }

  private forget(owner: string): void {
    this.queues.delete(owner);
    const at = this.turn.indexOf(owner);
    if (at >= 0) this.turn.splice(at, 1);
  }
}
