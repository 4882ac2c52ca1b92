import { isStaff, type SessionUser } from '@soe/shared';

/** How a user's role reads in the sidebar, My Account and the team list. */
export function roleLabel(user: Pick<SessionUser, 'isOwner' | 'isAdmin' | 'subscriptionTier'>): string {
  if (user.isOwner) return 'Owner';
  if (isStaff(user)) return 'Administrator';
  return 'Member';
}
