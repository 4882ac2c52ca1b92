import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditPage } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { CurrentUser } from '../auth/session-user';

/** Anything that can run the insert: the database or an open transaction. */
type Executor = Pick<Db, 'insert'>;

export interface AuditRecord {
  /** Who did it; null for the system or an anonymous caller. */
  actorId: number | null;
  /** Dotted verb, e.g. `user.update`, `auth.signin`. */
  action: string;
  /** What it was done to, e.g. `user:12`. */
  target?: string | null;
  /** What changed. Never a password or any other secret. */
  details?: Record<string, unknown> | null;
  ip?: string | null;
}

export interface AuditFilter {
  action?: string;
  actorId?: number;
  limit: number;
  before?: number;
}

/** Keys whose values never reach the audit log, however a caller builds `details`. */
const SECRET_KEY = /pass(word)?|secret|token|api_?key|credential/i;

function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(scrub);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEY.test(k))
        .map(([k, v]) => [k, scrub(v)]),
    );
  }
  return value;
}

/**
 * The audit log: who did what to whom, from where. Admin actions are written
 * in the same transaction as the change they describe (pass `tx`), so an
 * acknowledged change always has its entry.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  async record(entry: AuditRecord, tx: Executor = this.db): Promise<void> {
    await tx.insert(schema.auditLog).values({
      actorId: entry.actorId,
      action: entry.action,
      target: entry.target ?? null,
      details: entry.details ? (scrub(entry.details) as Record<string, unknown>) : null,
      ip: entry.ip ?? null,
    });
  }

  /** For AuthService's onSignIn callback. */
  async recordSignIn(user: CurrentUser, ip: string): Promise<void> {
    await this.record({
      actorId: user.id,
      action: 'auth.signin',
      target: `user:${user.id}`,
      details: { username: user.username, provider: user.provider },
      ip,
    });
  }

  /** Newest first, one page at a time (cursor `before` = the last id seen). */
  async list(filter: AuditFilter): Promise<AuditPage> {
    const where: SQL[] = [];
    if (filter.action) where.push(eq(schema.auditLog.action, filter.action));
    if (filter.actorId !== undefined) where.push(eq(schema.auditLog.actorId, filter.actorId));
    if (filter.before !== undefined) where.push(lt(schema.auditLog.id, filter.before));
    const rows = await this.db
      .select({
        id: schema.auditLog.id,
        at: schema.auditLog.at,
        actorId: schema.auditLog.actorId,
        actorUsername: schema.user.displayUsername,
        actorLogin: schema.user.username,
        action: schema.auditLog.action,
        target: schema.auditLog.target,
        details: schema.auditLog.details,
        ip: schema.auditLog.ip,
      })
      .from(schema.auditLog)
      .leftJoin(schema.user, eq(schema.user.id, schema.auditLog.actorId))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(schema.auditLog.id))
      .limit(filter.limit + 1);
    const page = rows.slice(0, filter.limit);
    const entries: AuditEntry[] = page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actorId: r.actorId,
      actorUsername: r.actorUsername ?? r.actorLogin ?? null,
      action: r.action,
      target: r.target,
      details: r.details ?? null,
      ip: r.ip,
    }));
    return { entries, nextBefore: rows.length > filter.limit ? page[page.length - 1]!.id : null };
  }
}
