import { asc, eq, sql } from 'drizzle-orm';
import type { AccessLevel, AdminUser, CreateAdminUserRequest, Tier, UpdateAdminUserRequest } from '@soe/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import { displayUsername, type CurrentUser, type UserRow } from '../auth/session-user';
import { dropIfEmpty, ensureOwner, joinWorkspace, provisionWorkspace } from '../workspaces/provision';

/** Who is acting and from where, for the permission rules and the audit log. */
export interface Actor {
  user: CurrentUser;
  ip: string;
}

/** Called after a user is disabled or deleted, once their sessions are gone (e.g. to close their sockets). */
export type UserDisabledListener = (userId: number, reason: 'disabled' | 'deleted') => void | Promise<void>;

type CreateInput = Omit<CreateAdminUserRequest, 'firstName' | 'lastName'> & { firstName?: string; lastName?: string };

const PRIVILEGED = ['subscriptionTier', 'accessLevel', 'isAdmin', 'isActive'] as const;
const EDITABLE = [
  'subscriptionTier',
  'accessLevel',
  'isActive',
  'isAdmin',
  'tenantId',
  'firstName',
  'lastName',
] as const;
type Editable = (typeof EDITABLE)[number];

const OWNER_ONLY = 'Only the owner can change the owner account.';
const OWNER_PROTECTED = "The owner account can't be deleted, disabled or demoted.";

export function toAdminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    username: displayUsername(row),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    subscriptionTier: row.subscriptionTier as Tier,
    accessLevel: row.accessLevel as AccessLevel,
    tenantId: row.tenantId,
    isActive: row.isActive,
    isAdmin: row.isAdmin,
    isOwner: row.isOwner,
    createdAt: row.createdAt.toISOString(),
    signInLockedUntil:
      row.signInLockedUntil && row.signInLockedUntil.getTime() > Date.now()
        ? row.signInLockedUntil.toISOString()
        : null,
  };
}

/** The owner keeps full rights for good: staff tier, admin access, admin flag, active. */
function demotesOwner(changes: Partial<Pick<UserRow, Editable>>): boolean {
  return (
    (changes.subscriptionTier !== undefined && changes.subscriptionTier !== 'staff_admin') ||
    (changes.accessLevel !== undefined && changes.accessLevel !== 'admin') ||
    changes.isAdmin === false ||
    changes.isActive === false
  );
}

/**
 * Staff administration of accounts (spec §2, §6). Callers have passed
 * requireStaff; the rules here are the ones that depend on the target:
 * the owner is untouchable by others and never demoted, an admin can't delete
 * or disable themself, and disabling or deleting ends every session at once.
 */
export class AdminService {
  /** Hooks for the realtime gateway: close the user's sockets. No-op until someone subscribes. */
  readonly onUserDisabled: UserDisabledListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
    private readonly log: { warn: (obj: object, msg: string) => void } = { warn: () => {} },
  ) {}

  async list(): Promise<AdminUser[]> {
    const rows = await this.db.select().from(schema.user).orderBy(asc(schema.user.id));
    return rows.map(toAdminUser);
  }

  async create(actor: Actor, input: CreateInput): Promise<AdminUser> {
    // The chosen workspace must exist before any account is made.
    if (input.tenantId) {
      const [workspace] = await this.db
        .select({ id: schema.workspaces.id })
        .from(schema.workspaces)
        .where(eq(schema.workspaces.id, input.tenantId))
        .limit(1);
      if (!workspace) throw notFound('Workspace');
    }
    // better-auth hashes the password and writes user + account; the 409 check is AuthService's.
    // No request headers: the admin's own session is neither read nor replaced.
    const created = await this.auth.register(
      {
        username: input.username,
        email: input.email,
        password: input.password,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
      },
      {},
    );
    const id = created.user.id;
    const privileged = {
      subscriptionTier: input.subscriptionTier ?? 'free',
      accessLevel: input.accessLevel ?? 'read',
      isAdmin: input.isAdmin ?? false,
      isActive: input.isActive ?? true,
    };
    const row = await this.db.transaction(async (tx) => {
      // Sign-up with autoSignIn made a session nobody holds.
      await tx.delete(schema.session).where(eq(schema.session.userId, id));
      // The chosen workspace as a member (it must exist), or a new one of their own.
      if (input.tenantId) await joinWorkspace(tx, id, input.tenantId);
      else if (!created.user.tenantId) await provisionWorkspace(tx, id, created.user.username);
      const [updated] = await tx
        .update(schema.user)
        .set({ ...privileged, updatedAt: new Date() })
        .where(eq(schema.user.id, id))
        .returning();
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'user.create',
          target: `user:${id}`,
          details: {
            username: displayUsername(updated!),
            email: updated!.email,
            firstName: updated!.firstName,
            lastName: updated!.lastName,
            ...privileged,
            tenantId: updated!.tenantId,
          },
          ip: actor.ip,
        },
        tx,
      );
      return updated!;
    });
    return toAdminUser(row);
  }

  async update(actor: Actor, id: number, input: UpdateAdminUserRequest): Promise<AdminUser> {
    const { row, changes } = await this.db.transaction(async (tx) => {
      const [target] = await tx.select().from(schema.user).where(eq(schema.user.id, id)).for('update').limit(1);
      if (!target) throw notFound('User');
      const changes: Partial<Pick<UserRow, Editable>> = {};
      const diff: Record<string, { from: unknown; to: unknown }> = {};
      for (const key of EDITABLE) {
        const value = input[key];
        if (value === undefined || value === target[key]) continue;
        (changes as Record<string, unknown>)[key] = value;
        diff[key] = { from: target[key], to: value };
      }
      if (!Object.keys(changes).length) return { row: target, changes: diff };
      if (target.isOwner) {
        if (actor.user.id !== target.id) throw new AppError('forbidden', OWNER_ONLY);
        if (demotesOwner(changes)) throw new AppError('forbidden', OWNER_PROTECTED);
      }
      if (target.id === actor.user.id && changes.isActive === false) {
        throw new AppError('bad_request', "You can't disable your own account.");
      }
      // A workspace change is a move with the workspace rules (it must exist; an owner leaves only an empty one).
      const { tenantId: movedTo, ...rest } = changes;
      if (movedTo !== undefined) await joinWorkspace(tx, id, movedTo);
      const [updated] = await tx
        .update(schema.user)
        .set({ ...rest, updatedAt: new Date() })
        .where(eq(schema.user.id, id))
        .returning();
      if (changes.isActive === false) await tx.delete(schema.session).where(eq(schema.session.userId, id));
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'user.update',
          target: `user:${id}`,
          details: {
            username: displayUsername(target),
            changes: diff,
            privileged: PRIVILEGED.some((k) => k in changes),
          },
          ip: actor.ip,
        },
        tx,
      );
      return { row: updated!, changes: diff };
    });
    // This instance stops serving the old rights before the answer leaves; the others hear it from PostgreSQL.
    if (Object.keys(changes).length) this.auth.sessions.forgetUser(id);
    if (changes.isActive && changes.isActive.to === false) await this.notifyDisabled(id, 'disabled');
    return toAdminUser(row);
  }

  async remove(actor: Actor, id: number): Promise<void> {
    if (id === actor.user.id) throw new AppError('bad_request', "You can't delete your own account.");
    await this.db.transaction(async (tx) => {
      const [target] = await tx.select().from(schema.user).where(eq(schema.user.id, id)).for('update').limit(1);
      if (!target) throw notFound('User');
      if (target.isOwner) throw new AppError('forbidden', OWNER_PROTECTED);
      // Sessions first (explicitly, not only by cascade): the user is signed out the moment this commits.
      await tx.delete(schema.session).where(eq(schema.session.userId, id));
      await tx.delete(schema.user).where(eq(schema.user.id, id));
      // Their workspace goes when empty; otherwise an owner's passes to the earliest member.
      if (target.tenantId) {
        await dropIfEmpty(tx, target.tenantId);
        if (target.isWorkspaceOwner) await ensureOwner(tx, target.tenantId);
      }
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'user.delete',
          target: `user:${id}`,
          details: { username: displayUsername(target), email: target.email },
          ip: actor.ip,
        },
        tx,
      );
    });
    this.auth.sessions.forgetUser(id);
    await this.notifyDisabled(id, 'deleted');
  }

  /**
   * Lifts a lock that failed sign-ins put on an account (the owner, told by a
   * staff admin, may sign in again at once). Recorded in the audit log.
   */
  async unlock(actor: Actor, id: number): Promise<AdminUser> {
    const target = await this.auth.findUser(id);
    if (!target) throw notFound('User');
    await this.auth.liftSignInLock(id);
    await this.audit.record({
      actorId: actor.user.id,
      action: 'user.unlock',
      target: `user:${id}`,
      details: { username: displayUsername(target) },
      ip: actor.ip,
    });
    return toAdminUser({ ...target, signInLockedUntil: null });
  }

  /** Counts active sessions; used by tests and health views. */
  async sessionCount(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.session)
      .where(eq(schema.session.userId, userId));
    return row?.n ?? 0;
  }

  private async notifyDisabled(userId: number, reason: 'disabled' | 'deleted') {
    for (const listener of this.onUserDisabled) {
      try {
        await listener(userId, reason);
      } catch (error) {
        // A failing listener must not undo or hide the committed change.
        this.log.warn({ err: (error as Error).message, userId }, 'onUserDisabled listener failed');
      }
    }
  }
}

const services = new WeakMap<AppContext, AdminService>();

/**
 * The AdminService of an app, created on first use. Other modules (the
 * realtime gateway) subscribe here: `adminServiceFor(app.ctx).onUserDisabled.push(fn)`.
 */
export function adminServiceFor(ctx: AppContext, log?: { warn: (obj: object, msg: string) => void }): AdminService {
  let service = services.get(ctx);
  if (!service) {
    service = new AdminService(ctx.database.db, ctx.auth, ctx.audit, log);
    services.set(ctx, service);
  }
  return service;
}
