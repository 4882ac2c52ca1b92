import type { ConnectionDetails, ConnectorContext, ConnectorSession, SqlExecutor } from '../connectors/connector';
import type { NetworkPolicy, PolicyDecision, Principal } from '../connectors/net/policy';
import { resolveConnector } from '../connectors/registry';

/** Who a session is for, and whether it is the built-in Demo Company (the only one given the app's own database). */
export interface SessionAccess extends Principal {
  builtIn?: boolean;
  /** This system's own pool size (a staff admin's setting), in place of the server's. */
  pool?: { size: number };
}

/**
 * Open connector sessions, one per system, reused across questions so a pool's
 * connections stay warm (the engine's latency budget is milliseconds). A change
 * of details, of the owner's rights or of the network access list closes the
 * old session, so the new one is checked against the policy again.
 */
export class SessionCache {
  private readonly open = new Map<number, { key: string; session: Promise<ConnectorSession> }>();

  constructor(
    private readonly policy: NetworkPolicy,
    /** The app's own database, for the built-in Demo system only. */
    private readonly appDb?: SqlExecutor,
    /** Each system's connection pool: its size and the longest wait for a connection. */
    private readonly pool?: ConnectorContext['pool'],
  ) {}

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
    // A failed open is not cached: the next call tries again.
    session.catch(() => {
      if (this.open.get(systemId)?.session === session) this.open.delete(systemId);
    });
    this.open.set(systemId, { key, session });
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
    const cached = this.open.get(systemId);
    this.open.delete(systemId);
    if (cached) await (await cached.session.catch(() => null))?.close().catch(() => {});
  }

  async closeAll() {
    await Promise.all([...this.open.keys()].map((id) => this.close(id)));
  }
}
