import type { AccessLevel, Tier } from '@soe/shared';

export interface AdminUser {
  id: number;
  username: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  subscriptionTier: Tier;
  accessLevel: AccessLevel;
  tenantId: string;
  isActive: boolean;
  isAdmin: boolean;
  isOwner?: boolean;
  /** While failed sign-ins keep the account locked: when the lock ends (ISO time). */
  signInLockedUntil?: string | null;
}

export interface AdminUserInput {
  username?: string;
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  subscriptionTier?: Tier;
  accessLevel?: AccessLevel;
  tenantId?: string;
  isActive?: boolean;
  isAdmin?: boolean;
}
