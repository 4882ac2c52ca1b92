import { LRUCache } from 'lru-cache';
import type { ConnectionDetails, ConnectorContext, ConnectorSession } from '../connectors/connector';
import { resolveConnector } from '../connectors/registry';

interface OpenSession {
  key: string;
  session: Promise<ConnectorSession>;
  /** Set once close() has taken this session over, so the cache's dispose does not close it twice. */
  closing?: boolean;
}

/** How many systems keep an open session, and how long one unused for that long stays open (ADR 023). */
export const SESSION_CACHE_LIMITS = { max: 500, idleMs: 30 * 60_000 };

function closeSession(entry: OpenSession): Promise<void> {
  entry.closing = true;
  return entry.session.then(
    (session) => session.close().catch(() => {}),
    () => {},
  );
}

/**
 * Open connector sessions, one per system, reused across questions so a pool's
 * connections stay warm (the engine's latency budget is milliseconds). A change
 * of details or a delete closes the old session; so do the size bound (the least
 * recently used system's session goes) and the idle bound (a session nobody asked
 * for in `idleMs` is closed in the background, its pool with it).
 */
export class SessionCache {
  private readonly open: LRUCache<number, OpenSession>;

  constructor(
    private readonly context: ConnectorContext,
    limits = SESSION_CACHE_LIMITS,
  ) {
    this.open = new LRUCache<number, OpenSession>({
      max: limits.max,
      ttl: limits.idleMs,
      updateAgeOnGet: true,
      ttlAutopurge: true,
      dispose: (entry) => {
        if (!entry.closing) void closeSession(entry);
      },
    });
  }

  get(systemId: number, details: ConnectionDetails): Promise<ConnectorSession> {
    const key = JSON.stringify(details);
    const cached = this.open.get(systemId);
    if (cached && cached.key === key) return cached.session;
    if (cached) void this.close(systemId);
    const session = resolveConnector(details).open(details, this.context);
    // A failed open is not cached: the next call tries again.
    session.catch(() => {
      if (this.open.get(systemId)?.session === session) this.open.delete(systemId);
    });
    this.open.set(systemId, { key, session });
    return session;
  }

  /** A session for a one-off check (connect dialog) that is not kept. */
  async transient<T>(details: ConnectionDetails, fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    const session = await resolveConnector(details).open(details, this.context);
    try {
      return await fn(session);
    } finally {
      await session.close().catch(() => {});
    }
  }

  async close(systemId: number) {
    const cached = this.open.peek(systemId, { allowStale: true });
    if (cached) cached.closing = true;
    this.open.delete(systemId);
    if (cached) await closeSession(cached);
  }

  /** How many sessions are held (for tests and diagnostics). */
  get size(): number {
    return this.open.size;
  }

  async closeAll() {
    await Promise.all([...this.open.keys()].map((id) => this.close(id)));
  }
}
