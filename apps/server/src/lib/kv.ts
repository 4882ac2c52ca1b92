import { Redis } from 'ioredis';

/**
 * Counters with expiry, shared between instances through Redis when REDIS_URL
 * is set, kept in process otherwise. Used for sign-in failure limits.
 */
export interface CounterStore {
  /** Adds one and returns the new count; the window starts at the first hit. */
  hit(key: string, windowSeconds: number): Promise<number>;
  get(key: string): Promise<number>;
  /** Seconds until the key's window ends (0 when absent). */
  ttl(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Sets the key present (count 1) for `ttlSeconds` from now: a marker its holder renews, gone soon after the holder dies. */
  mark(key: string, ttlSeconds: number): Promise<void>;
  /** False while the counts of other instances can't be seen (Redis unreachable): absence of a key then proves nothing. */
  shared(): boolean;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counts = new Map<string, { n: number; until: number }>();

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.until <= Date.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  async hit(key: string, windowSeconds: number) {
    const entry = this.live(key) ?? { n: 0, until: Date.now() + windowSeconds * 1000 };
    entry.n += 1;
    this.counts.set(key, entry);
    // Bounded: drop expired entries now and then so an attack can't grow memory forever.
    if (this.counts.size > 50_000) for (const k of this.counts.keys()) this.live(k);
    return entry.n;
  }
  async get(key: string) {
    return this.live(key)?.n ?? 0;
  }
  async ttl(key: string) {
    const entry = this.live(key);
    return entry ? Math.ceil((entry.until - Date.now()) / 1000) : 0;
  }
  async reset(key: string) {
    this.counts.delete(key);
  }
  async mark(key: string, ttlSeconds: number) {
    this.counts.set(key, { n: 1, until: Date.now() + ttlSeconds * 1000 });
  }
  shared() {
    return true;
  }
  async close() {}
}

/**
 * Counters in Redis, shared by every instance. When Redis is unreachable (not
 * connected, or a command errors or takes longer than `timeoutMs`) each call
 * falls back to an in-process store at once instead of queueing: sign-in limits
 * and route rate limits keep holding per instance and no request waits on
 * Redis (reliability check 6, docs/reliability.md). Counts made during an outage stay on the
 * instance that made them; Redis counts resume when it is back.
 */
export class RedisCounterStore implements CounterStore {
  private readonly fallback = new MemoryCounterStore();
  private readonly timeoutMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: { timeoutMs?: number } = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 1_000;
  }

  private async attempt<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    // Not connected: don't queue behind ioredis's reconnect attempts.
    if (this.redis.status !== 'ready') return local();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        shared(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('redis command timed out')), this.timeoutMs);
          timer.unref();
        }),
      ]);
    } catch {
      return local();
    } finally {
      clearTimeout(timer);
    }
  }

  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    return this.attempt(
      async () => {
        const [[, n]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [[null, number]];
        return n;
      },
      () => this.fallback.hit(key, windowSeconds),
    );
  }
  async get(key: string) {
    // Counts this instance made during an outage still count until their window ends.
    const local = await this.fallback.get(key);
    return this.attempt(
      async () => Math.max(local, Number((await this.redis.get(this.prefix + key)) ?? 0)),
      async () => local,
    );
  }
  async ttl(key: string) {
    const local = await this.fallback.ttl(key);
    return this.attempt(
      async () => Math.max(local, await this.redis.ttl(this.prefix + key)),
      async () => local,
    );
  }
  async reset(key: string) {
    // Both: a count made locally during an outage must not outlive its reset either.
    await this.fallback.reset(key);
    await this.attempt(
      async () => void (await this.redis.del(this.prefix + key)),
      async () => {},
    );
  }
  async mark(key: string, ttlSeconds: number) {
    // Both: the instance's own view holds during an outage, and Redis has it again at the next renewal once back.
    await this.fallback.mark(key, ttlSeconds);
    await this.attempt(
      async () => void (await this.redis.set(this.prefix + key, '1', 'EX', ttlSeconds)),
      async () => {},
    );
  }
  shared() {
    return this.redis.status === 'ready';
  }
  async close() {}
}
