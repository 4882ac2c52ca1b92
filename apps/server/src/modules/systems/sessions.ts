import { LRUCache } from 'lru-cache';
import type { ConnectionDetails, ConnectorContext, ConnectorSession, SqlExecutor } from '../connectors/connector';
import type { NetworkPolicy, PolicyDecision, Principal } from '../connectors/net/policy';
import { resolveConnector } from '../connectors/registry';

/** Who a session is for, and whether it is the built-in Demo Company (the only one given the app's own database). */
export interface SessionAccess extends Principal {
  builtIn?: boolean;
  /** This system's own pool size (a staff admin's setting), in place of the server's. */
  pool?: { size: number };
}

interface OpenSession {
  /** What the session was opened under: the details, the owner's rights and the network access list's version. */
  key: string;
  session: Promise<ConnectorSession>;
  /** Set once someone has taken over closing this session, so the cache's dispose does not close it twice. */
  closing?: boolean;
}

/** How many systems keep an open session, and how long a session nobody asks for stays open (ADR 023). */
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
 * of details, of the owner's rights or of the network access list closes the
 * old session, so the new one is checked against the policy again. The cache is
 * bounded in size (past `max` systems the least recently used session is closed)
 * and in time (a session nobody used for `idleMs` is closed in the background,
 * its pool with it).
 */
export class SessionCache {
  private readonly open: LRUCache<number, OpenSession>;

  constructor(
    private readonly policy: NetworkPolicy,
    /** The app's own database, for the built-in Demo system only. */
    private readonly appDb?: SqlExecutor,
    /** Each system's connection pool: its size and the longest wait for a connection. */
    private readonly pool?: ConnectorContext['pool'],
    limits: { max: number; idleMs: number } = SESSION_CACHE_LIMITS,
  ) {
    this.open = new LRUCache<number, OpenSession>({
      max: limits.max,
      ttl: limits.idleMs,
      // Idle means unused: every question that reuses a session restarts its clock.
      updateAgeOnGet: true,
      // Expired sessions are closed on their timer (unref'd by lru-cache), not only when next looked up.
      ttlAutopurge: true,
      dispose: (entry) => {
        if (!entry.closing) void closeSession(entry);
      },
    });
  }

  async get(systemId: number, details: ConnectionDetails, access: SessionAccess): Promise<ConnectorSession> {
    const key = JSON.stringify([
      details,
      access.staff,
      Boolean(access.builtIn),
      access.pool?.size ?? null,
      await this.policy.version(),
    ]);
    const cached = this.open.get(systemId);
    if (cached && cached.key === key) return cached.session;
    if (cached) void this.close(systemId);
    const session = resolveConnector(details).open(details, this.contextFor(access));
    const entry: OpenSession = { key, session };
    // A failed open is not cached: the next call tries again.
    session.catch(() => {
      if (this.open.peek(systemId, { allowStale: true }) !== entry) return;
      entry.closing = true;
      this.open.delete(systemId);
    });
    this.open.set(systemId, entry);
    return session;
  }

  /**
   * A session for a one-off check (connect dialog) that is not kept. `observe`
   * hears of each loopback or private address reached only because the user is
   * a staff admin (each such connection is audited).
   */
  async transient<T>(
    details: ConnectionDetails,
    access: SessionAccess,
    fn: (session: ConnectorSession) => Promise<T>,
    observe?: (decision: PolicyDecision) => void,
  ): Promise<T> {
    const session = await resolveConnector(details).open(details, this.contextFor(access, observe));
    try {
      return await fn(session);
    } finally {
      await session.close().catch(() => {});
    }
  }

  private contextFor(access: SessionAccess, observe?: (decision: PolicyDecision) => void) {
    const pool = access.pool ? { waitMs: 60_000, ...this.pool, size: access.pool.size } : this.pool;
    return this.policy.contextFor(
      { staff: access.staff },
      {
        ...(access.builtIn && this.appDb ? { appDb: this.appDb } : {}),
        ...(pool ? { pool } : {}),
        ...(observe ? { observe } : {}),
      },
    );
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
