import crypto from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ownedBy } from '../access';

/** The database or an open transaction. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const ALREADY_MEMBER = 'You are already a member of this workspace.';
export const OWNS_MEMBERS = 'You own a workspace with other members. Remove them first, then join another workspace.';

/** A new workspace's id: never guessable from a user id, never 'default'. */
export function newWorkspaceId(): string {
  return `ws_${crypto.randomBytes(9).toString('base64url')}`;
}

export function workspaceName(username: string): string {
  return `${username.slice(0, 80)}'s workspace`;
}

/**
 * Gives a user a workspace of their own, which they own (sign-up, social
 * sign-up, a staff admin's Create User without a workspace, a removed member).
 * Whatever they shared before is shared with nobody until they decide again.
 */
export async function provisionWorkspace(tx: Executor, userId: number, username: string): Promise<string> {
  const id = newWorkspaceId();
  await tx.insert(schema.workspaces).values({ id, name: workspaceName(username) });
  await tx
    .update(schema.user)
    .set({ tenantId: id, isWorkspaceOwner: true, updatedAt: new Date() })
    .where(eq(schema.user.id, userId));
  await tx
    .update(schema.systems)
    .set({ shareAccess: 'none' })
    .where(and(ownedBy(schema.systems.userId, { id: userId }), ne(schema.systems.shareAccess, 'none')));
  return id;
}

/**
 * Moves a user into an existing workspace as a member (an accepted invitation,
 * a staff admin's change). An owner leaves their old workspace only when nobody
 * else is in it; it is deleted then. Their shares end: a new group of people
 * sees nothing of theirs without a new decision.
 */
export async function joinWorkspace(tx: Executor, userId: number, workspaceId: string): Promise<void> {
  const [target] = await tx
    .select({ id: schema.workspaces.id })
    .from(schema.workspaces)
    .where(eq(schema.workspaces.id, workspaceId))
    .for('update')
    .limit(1);
  if (!target) throw notFound('Workspace');
  const [row] = await tx.select().from(schema.user).where(eq(schema.user.id, userId)).for('update').limit(1);
  if (!row) throw notFound('User');
  if (row.tenantId === workspaceId) throw new AppError('conflict', ALREADY_MEMBER);
  const previous = row.tenantId;
  if (previous && row.isWorkspaceOwner) {
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.user)
      .where(and(eq(schema.user.tenantId, previous), ne(schema.user.id, userId)))) as [{ n: number }];
    if (n > 0) throw new AppError('conflict', OWNS_MEMBERS);
  }
  await tx
    .update(schema.user)
    .set({ tenantId: workspaceId, isWorkspaceOwner: false, updatedAt: new Date() })
    .where(eq(schema.user.id, userId));
  await tx
    .update(schema.systems)
    .set({ shareAccess: 'none' })
    .where(and(ownedBy(schema.systems.userId, { id: userId }), ne(schema.systems.shareAccess, 'none')));
  if (previous) await dropIfEmpty(tx, previous);
}

/** A workspace nobody is in any more is deleted (with its invitations). */
export async function dropIfEmpty(tx: Executor, workspaceId: string): Promise<void> {
  await tx.execute(sql`delete from ${schema.workspaces} where ${schema.workspaces.id} = ${workspaceId}
    and not exists (select 1 from ${schema.user} where ${schema.user.tenantId} = ${workspaceId})`);
}

/** A workspace whose owner was deleted passes to its earliest remaining member, so someone can still invite. */
export async function ensureOwner(tx: Executor, workspaceId: string): Promise<void> {
  await tx.execute(sql`update ${schema.user} set is_workspace_owner = true, updated_at = now()
    where id = (select min(id) from ${schema.user} where tenant_id = ${workspaceId})
      and not exists (select 1 from ${schema.user} where tenant_id = ${workspaceId} and is_workspace_owner)`);
}
