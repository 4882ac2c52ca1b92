import type { ConnectionDetails, ConnectorContext, ConnectorSession } from '../connectors/connector';
import { resolveConnector } from '../connectors/registry';

/**
 * Open connector sessions, one per system, reused across questions so a pool's
 * connections stay warm (the engine's latency budget is milliseconds). A change
 * of details or a delete closes the old session.
 */
export class SessionCache {
  private readonly open = new Map<number, { key: string; session: Promise<ConnectorSession> }>();

  constructor(private readonly context: ConnectorContext) {}

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
    const cached = this.open.get(systemId);
    this.open.delete(systemId);
    if (cached) await (await cached.session.catch(() => null))?.close().catch(() => {});
  }

  async closeAll() {
    await Promise.all([...this.open.keys()].map((id) => this.close(id)));
  }
}
