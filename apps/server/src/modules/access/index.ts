import { and, eq, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';

/*
 * The one place that says whose rows a user may reach. Every service that
 * filters by owner (conversations, messages, documents, systems, writes, …)
 * builds its WHERE clause from these helpers, so the rule can be audited here:
 *
 * - A row with a user_id is its owner's alone. Anything else answers exactly as
 *   a missing id does (404), so ids never confirm that something exists.
 * - A connected system is also visible to the members of its owner's workspace
 *   when the owner shared it ('read' or 'write'). Members never manage it
 *   (rename, reconfigure, test, delete, share); writing through it needs the
 *   share's write flag and the member's own effective write access.
 * - A user without a workspace yet (tenant '') shares nothing with anyone.
 */

type Who = Pick<CurrentUser, 'id'>;
type Member = Pick<CurrentUser, 'id' | 'tenantId'>;

export type ShareAccess = 'none' | 'read' | 'write';
export const SHARE_ACCESS = ['none', 'read', 'write'] as const;

/** What a user may do with a system: their own, or shared with them read-only or with write. */
export type SystemAccess = 'owner' | 'read' | 'write';

/** Rows whose owner column is the user (a placeholder for prepared statements: `sql.placeholder('userId')`). */
export function ownedBy(column: AnyPgColumn, user: Who | { id: Placeholder }): SQL {
  return eq(column, user.id);
}

/** One row by id, only when the user owns it. */
export function ownedRow(table: { id: AnyPgColumn; userId: AnyPgColumn }, id: number, user: Who): SQL {
  return and(eq(table.id, id), ownedBy(table.userId, user))!;
}

/** The ids of the user's workspace's members (the user included), as a subquery. */
export function workspaceMemberIds(user: Member): SQL {
  return sql`(select ${schema.user.id} from ${schema.user} where ${schema.user.tenantId} = ${user.tenantId})`;
}

/** Systems the user may read: their own, and those a member of their workspace shared with it. */
export function visibleSystems(user: Member): SQL {
  if (!user.tenantId) return ownedBy(schema.systems.userId, user);
  return or(
    ownedBy(schema.systems.userId, user),
    and(ne(schema.systems.shareAccess, 'none'), sql`${schema.systems.userId} in ${workspaceMemberIds(user)}`),
  )!;
}

/** The user's access to a system row read through visibleSystems. */
export function systemAccess(row: { userId: number; shareAccess: string }, user: Who): SystemAccess {
  if (row.userId === user.id) return 'owner';
  return row.shareAccess === 'write' ? 'write' : 'read';
}

/** The row, or the 404 a missing id gets. */
export function found<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw notFound(what);
  return row;
}

/**
 * What a caller needs of a visible system: 'read' (ask, schema), 'write' (writes
 * through it: own, or shared with write) or 'manage' (own only).
 */
export function requireSystemAccess(
  row: { userId: number; shareAccess: string; name: string },
  user: Who,
  need: 'read' | 'write' | 'manage',
): SystemAccess {
  const access = systemAccess(row, user);
  if (need === 'read' || access === 'owner') return access;
  if (need === 'write' && access === 'write') return access;
  if (need === 'write') throw new AppError('forbidden', `${row.name} is shared with your workspace read-only.`);
  throw new AppError('forbidden', `${row.name} is shared with you by its owner; only its owner can change it.`);
}
