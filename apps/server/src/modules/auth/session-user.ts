import type { SessionUser, Tier, AccessLevel, AuthProvider } from '@soe/shared';
import type * as schema from '../../db/schema';

export type UserRow = typeof schema.user.$inferSelect;

/** The signed-in user as every part of the server sees it. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  accessLevel: AccessLevel;
  subscriptionTier: Tier;
  isAdmin: boolean;
  isOwner: boolean;
  isActive: boolean;
  tenantId: string;
  /** Owner of their workspace (invites and removes members). */
  isWorkspaceOwner: boolean;
  createdAt: Date;
  provider: AuthProvider;
  sessionId: number;
}

/** The name shown for a user: as they typed it, else the normalised username, else the email. */
export function displayUsername(row: Pick<UserRow, 'displayUsername' | 'username' | 'email'>): string {
  return row.displayUsername ?? row.username ?? row.email;
}

export function toCurrentUser(row: UserRow, sessionId: number, provider: AuthProvider = 'local'): CurrentUser {
  return {
    id: row.id,
    username: displayUsername(row),
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    accessLevel: row.accessLevel as AccessLevel,
    subscriptionTier: row.subscriptionTier as Tier,
    isAdmin: row.isAdmin,
    isOwner: row.isOwner,
    isActive: row.isActive,
    tenantId: row.tenantId,
    isWorkspaceOwner: row.isWorkspaceOwner,
    createdAt: row.createdAt,
    provider,
    sessionId,
  };
}

export function toSessionUser(user: CurrentUser): SessionUser {
  return {
    isAuthenticated: true,
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    accessLevel: user.accessLevel,
    provider: user.provider,
    subscriptionTier: user.subscriptionTier,
    isAdmin: user.isAdmin || user.subscriptionTier === 'staff_admin',
    isOwner: user.isOwner,
    tenantId: user.tenantId,
    isWorkspaceOwner: user.isWorkspaceOwner,
    createdAt: user.createdAt.toISOString(),
  };
}
