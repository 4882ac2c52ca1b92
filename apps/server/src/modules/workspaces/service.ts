import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  AccessLevel,
  AdminWorkspace,
  CreatedInvitation,
  InvitationPreview,
  TeamInvitation,
  TeamMember,
  Tier,
  WorkspaceInfo,
} from '@soe/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { AuthService } from '../auth/service';
import { displayUsername, type CurrentUser, type UserRow } from '../auth/session-user';
import { joinWorkspace, provisionWorkspace, type Executor } from './provision';

export const NOT_WORKSPACE_OWNER = "Only the workspace's owner can do this.";
export const INVITATION_INVALID = 'This invitation link is not valid any more. Ask for a new one.';
const MAX_OPEN_INVITATIONS = 20;

export interface Actor {
  user: CurrentUser;
  ip: string;
}

type InvitationRow = typeof schema.workspaceInvitations.$inferSelect;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function statusOf(row: InvitationRow, now = Date.now()): TeamInvitation['status'] {
  if (row.usedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

/**
 * Workspaces (the spec's tenant; ADR 019). The Team page's rules: members see
 * their own workspace only, emails are its owner's to see, only the owner
 * invites (single-use links with an expiry, stored as hashes) and removes
 * members. A removed member keeps their account and data, in a new workspace
 * of their own.
 */
export class WorkspaceService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly audit: AuditService,
  ) {}

  async info(user: CurrentUser): Promise<WorkspaceInfo> {
    const [row] = await this.db
      .select()
      .from(schema.workspaces)
      .where(eq(schema.workspaces.id, user.tenantId))
      .limit(1);
    if (!row) throw notFound('Workspace');
    const [{ n }] = (await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.user)
      .where(eq(schema.user.tenantId, row.id))) as [{ n: number }];
    return { id: row.id, name: row.name, memberCount: n, isOwner: user.isWorkspaceOwner };
  }

  /** GET /api/team: the caller's workspace only; emails for its owner (and each member's own). */
  async team(user: CurrentUser): Promise<TeamMember[]> {
    const rows = user.tenantId
      ? await this.db
          .select()
          .from(schema.user)
          .where(eq(schema.user.tenantId, user.tenantId))
          .orderBy(asc(schema.user.id))
      : await this.db.select().from(schema.user).where(eq(schema.user.id, user.id));
    return rows.map((row) => toTeamMember(row, user.isWorkspaceOwner || row.id === user.id));
  }

  async invitations(user: CurrentUser): Promise<TeamInvitation[]> {
    this.assertOwner(user);
    const creator = alias(schema.user, 'creator');
    const joiner = alias(schema.user, 'joiner');
    const rows = await this.db
      .select({
        row: schema.workspaceInvitations,
        creator: { username: creator.username, displayUsername: creator.displayUsername, email: creator.email },
        joiner: { username: joiner.username, displayUsername: joiner.displayUsername, email: joiner.email },
      })
      .from(schema.workspaceInvitations)
      .leftJoin(creator, eq(creator.id, schema.workspaceInvitations.createdBy))
      .leftJoin(joiner, eq(joiner.id, schema.workspaceInvitations.usedBy))
      .where(eq(schema.workspaceInvitations.workspaceId, user.tenantId))
      .orderBy(desc(schema.workspaceInvitations.id))
      .limit(100);
    return rows.map(({ row, creator, joiner }) =>
      toInvitation(
        row,
        creator?.email ? displayUsername(creator) : null,
        joiner?.email ? displayUsername(joiner) : null,
      ),
    );
  }

  /** A new single-use link; the token leaves the server once, here, and only its hash is kept. */
  async createInvitation(actor: Actor, expiresInDays: number): Promise<CreatedInvitation> {
    const token = crypto.randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      await this.lockOwner(tx, actor.user);
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.workspaceInvitations)
        .where(
          and(
            eq(schema.workspaceInvitations.workspaceId, actor.user.tenantId),
            isNull(schema.workspaceInvitations.usedAt),
            isNull(schema.workspaceInvitations.revokedAt),
            gt(schema.workspaceInvitations.expiresAt, new Date()),
          ),
        )) as [{ n: number }];
      if (n >= MAX_OPEN_INVITATIONS)
        throw new AppError(
          'bad_request',
          `This workspace already has ${MAX_OPEN_INVITATIONS} open invitation links. Revoke one first.`,
        );
      const [inserted] = await tx
        .insert(schema.workspaceInvitations)
        .values({
          workspaceId: actor.user.tenantId,
          tokenHash: hashToken(token),
          createdBy: actor.user.id,
          expiresAt: new Date(Date.now() + expiresInDays * 86_400_000),
        })
        .returning();
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'workspace.invite',
          target: `workspace:${actor.user.tenantId}`,
          details: { invitationId: inserted!.id, expiresAt: inserted!.expiresAt.toISOString() },
          ip: actor.ip,
        },
        tx,
      );
      return inserted!;
    });
    return { invitation: toInvitation(row, actor.user.username, null), token, path: `/invite/${token}` };
  }

  async revokeInvitation(actor: Actor, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.lockOwner(tx, actor.user);
      const [row] = await tx
        .update(schema.workspaceInvitations)
        .set({ revokedAt: sql`coalesce(${schema.workspaceInvitations.revokedAt}, now())` })
        .where(
          and(
            eq(schema.workspaceInvitations.id, id),
            eq(schema.workspaceInvitations.workspaceId, actor.user.tenantId),
            isNull(schema.workspaceInvitations.usedAt),
          ),
        )
        .returning({ id: schema.workspaceInvitations.id });
      // Another workspace's invitation, a used one or none at all: the same answer.
      if (!row) throw notFound('Invitation');
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'workspace.invite.revoke',
          target: `workspace:${actor.user.tenantId}`,
          details: { invitationId: id },
          ip: actor.ip,
        },
        tx,
      );
    });
  }

  /** What a link invites to; any unusable token answers the same 404. */
  async preview(token: string): Promise<InvitationPreview> {
    const creator = alias(schema.user, 'creator');
    const [found] = await this.db
      .select({
        row: schema.workspaceInvitations,
        workspace: schema.workspaces.name,
        creator: { username: creator.username, displayUsername: creator.displayUsername, email: creator.email },
      })
      .from(schema.workspaceInvitations)
      .innerJoin(schema.workspaces, eq(schema.workspaces.id, schema.workspaceInvitations.workspaceId))
      .leftJoin(creator, eq(creator.id, schema.workspaceInvitations.createdBy))
      .where(eq(schema.workspaceInvitations.tokenHash, hashToken(token)))
      .limit(1);
    if (!found || statusOf(found.row) !== 'pending') throw new AppError('not_found', INVITATION_INVALID);
    return {
      workspaceName: found.workspace,
      invitedBy: found.creator?.email ? displayUsername(found.creator) : null,
      expiresAt: found.row.expiresAt.toISOString(),
    };
  }

  /**
   * The signed-in user joins the link's workspace. The token is spent by one
   * conditional update, in the same transaction as the move: two tabs racing
   * get one member and one 404, and a refused move leaves the link unused.
   */
  async accept(actor: Actor, token: string): Promise<WorkspaceInfo> {
    const workspaceId = await this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(schema.workspaceInvitations)
        .set({ usedAt: new Date(), usedBy: actor.user.id })
        .where(
          and(
            eq(schema.workspaceInvitations.tokenHash, hashToken(token)),
            isNull(schema.workspaceInvitations.usedAt),
            isNull(schema.workspaceInvitations.revokedAt),
            gt(schema.workspaceInvitations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!spent) throw new AppError('not_found', INVITATION_INVALID);
      await joinWorkspace(tx, actor.user.id, spent.workspaceId);
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'workspace.join',
          target: `workspace:${spent.workspaceId}`,
          details: { invitationId: spent.id, from: actor.user.tenantId },
          ip: actor.ip,
        },
        tx,
      );
      return spent.workspaceId;
    });
    // This instance stops serving the old workspace before the answer leaves; the others hear it from PostgreSQL.
    this.auth.sessions.forgetUser(actor.user.id);
    const row = await this.auth.findUser(actor.user.id);
    return this.info({ ...actor.user, tenantId: workspaceId, isWorkspaceOwner: row?.isWorkspaceOwner ?? false });
  }

  /** The owner removes a member: the member keeps their account and data, in a new workspace of their own. */
  async removeMember(actor: Actor, memberId: number): Promise<void> {
    if (memberId === actor.user.id)
      throw new AppError('bad_request', "You can't remove yourself from your own workspace.");
    await this.db.transaction(async (tx) => {
      await this.lockOwner(tx, actor.user);
      const [member] = await tx
        .select()
        .from(schema.user)
        .where(and(eq(schema.user.id, memberId), eq(schema.user.tenantId, actor.user.tenantId)))
        .for('update')
        .limit(1);
      if (!member) throw notFound('Member');
      const to = await provisionWorkspace(tx, member.id, displayUsername(member));
      await this.audit.record(
        {
          actorId: actor.user.id,
          action: 'workspace.remove',
          target: `user:${member.id}`,
          details: { workspace: actor.user.tenantId, username: displayUsername(member), movedTo: to },
          ip: actor.ip,
        },
        tx,
      );
    });
    this.auth.sessions.forgetUser(memberId);
  }

  /** Every workspace with its owner and size, for staff admins. */
  async listAll(): Promise<AdminWorkspace[]> {
    const owner = alias(schema.user, 'owner');
    const rows = await this.db
      .select({
        workspace: schema.workspaces,
        ownerId: owner.id,
        owner: { username: owner.username, displayUsername: owner.displayUsername, email: owner.email },
        members: sql<number>`(select count(*)::int from ${schema.user} where ${schema.user.tenantId} = ${schema.workspaces.id})`,
      })
      .from(schema.workspaces)
      .leftJoin(owner, and(eq(owner.tenantId, schema.workspaces.id), eq(owner.isWorkspaceOwner, true)))
      .orderBy(asc(schema.workspaces.createdAt), asc(schema.workspaces.id));
    return rows.map((r) => ({
      id: r.workspace.id,
      name: r.workspace.name,
      ownerId: r.ownerId ?? null,
      ownerUsername: r.owner?.email ? displayUsername(r.owner) : null,
      memberCount: r.members,
      createdAt: r.workspace.createdAt.toISOString(),
    }));
  }

  private assertOwner(user: CurrentUser) {
    if (!user.isWorkspaceOwner || !user.tenantId) throw new AppError('forbidden', NOT_WORKSPACE_OWNER);
  }

  /** The caller still owns their workspace, checked on the row itself and held for the transaction. */
  private async lockOwner(tx: Executor, user: CurrentUser) {
    this.assertOwner(user);
    const [row] = await tx
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(
        and(
          eq(schema.user.id, user.id),
          eq(schema.user.tenantId, user.tenantId),
          eq(schema.user.isWorkspaceOwner, true),
        ),
      )
      .for('update')
      .limit(1);
    if (!row) throw new AppError('forbidden', NOT_WORKSPACE_OWNER);
  }
}

function toTeamMember(row: UserRow, withEmail: boolean): TeamMember {
  return {
    id: row.id,
    username: displayUsername(row),
    firstName: row.firstName,
    lastName: row.lastName,
    email: withEmail ? row.email : null,
    isWorkspaceOwner: row.isWorkspaceOwner,
    accessLevel: row.accessLevel as AccessLevel,
    subscriptionTier: row.subscriptionTier as Tier,
    isAdmin: row.isAdmin || row.subscriptionTier === 'staff_admin',
    isOwner: row.isOwner,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

function toInvitation(row: InvitationRow, createdBy: string | null, usedBy: string | null): TeamInvitation {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: statusOf(row),
    createdBy,
    usedBy,
  };
}

const services = new WeakMap<AppContext, WorkspaceService>();

/** The WorkspaceService of an app, created on first use (as adminServiceFor). */
export function workspaceServiceFor(ctx: AppContext): WorkspaceService {
  let service = services.get(ctx);
  if (!service) {
    service = new WorkspaceService(ctx.database.db, ctx.auth, ctx.audit);
    services.set(ctx, service);
  }
  return service;
}
