import { LRUCache } from 'lru-cache';
import type { QueryResult, QuerySpec } from '../connectors/query';

/** What a cached read ran: a structured query, or a checked SQL statement's text (run_sql). */
export type CachedRead = QuerySpec | { sql: string };

/**
 * The optional short result cache (issue 20): off unless a staff admin turns it on for a system, with a
 * freshness window (the spec's 30 s data freshness by default). An entry is keyed by the system, its discovery
 * time, when its cache was last cleared and the exact QuerySpec, so a new discovery or a staff admin's "Clear
 * cache" (stored on the system, read by every instance) makes every older entry unreachable at once. Bounded in
 * entries, in approximate bytes and in time.
 */

export interface CacheScope {
  systemId: number;
  discoveredAt: string;
  clearedAt: Date | null;
}

/** Entries at most, and the approximate memory they may take together. */
const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
/** A result larger than this is not worth keeping: the cache is for the many small answers asked again and again. */
const MAX_ENTRY_BYTES = 4 * 1024 * 1024;

export class ResultCache {
  private readonly lru = new LRUCache<string, QueryResult>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    maxEntrySize: MAX_ENTRY_BYTES,
    sizeCalculation: approximateBytes,
    // Expired entries are dropped when read; the size bound keeps the rest in check.
    ttlAutopurge: false,
  });
  private hits = 0;
  private misses = 0;

  static key(scope: CacheScope, spec: CachedRead): string {
    return `${scope.systemId}\u0000${scope.discoveredAt}\u0000${scope.clearedAt?.getTime() ?? 0}\u0000${JSON.stringify(spec)}`;
  }

  get(key: string): QueryResult | undefined {
    const found = this.lru.get(key);
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  set(key: string, result: QueryResult, freshForMs: number) {
    this.lru.set(key, result, { ttl: freshForMs });
  }

  /** This instance's entries of one system (other instances stop using theirs through the stored clear time). */
  clear(systemId: number) {
    const prefix = `${systemId}\u0000`;
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) this.lru.delete(key);
  }

  get stats() {
    return { entries: this.lru.size, bytes: this.lru.calculatedSize, hits: this.hits, misses: this.misses };
  }
}

/** Roughly what a result holds in memory: a few dozen bytes a value, plus its text and its statement's. */
function approximateBytes(result: QueryResult): number {
  let bytes = 256 + (result.statement?.text.length ?? 0) * 2;
  for (const row of result.rows)
    for (const value of Object.values(row)) bytes += typeof value === 'string' ? 40 + value.length * 2 : 24;
  return bytes;
}

/**
 * Runs a read through the cache when the system has one: an entry younger than the freshness window answers at
 * once; a miss runs the query and keeps its result for that window. Every result says when its rows were read, and
 * one the cache served says so: a dashboard shows "cached, as of" the first read rather than passing it off as live.
 */
export async function cachedRun(
  cache: ResultCache,
  scope: CacheScope & { cacheSeconds: number | null },
  spec: CachedRead,
  run: () => Promise<QueryResult>,
): Promise<QueryResult> {
  const read = async (): Promise<QueryResult> => {
    const readAt = new Date().toISOString();
    return { ...(await run()), readAt };
  };
  if (!scope.cacheSeconds) return read();
  const key = ResultCache.key(scope, spec);
  const hit = cache.get(key);
  if (hit) return { ...hit, cached: true };
  const result = await read();
  cache.set(key, result, scope.cacheSeconds * 1000);
  return result;
}
