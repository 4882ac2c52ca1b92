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
  async close() {}
}

export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    const [[, n]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec()) as [[null, number]];
    return n;
  }
  async get(key: string) {
    return Number((await this.redis.get(this.prefix + key)) ?? 0);
  }
  async ttl(key: string) {
    return Math.max(0, await this.redis.ttl(this.prefix + key));
  }
  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
  async close() {}
}
