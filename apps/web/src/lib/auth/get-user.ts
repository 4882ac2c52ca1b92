import type { SessionUser } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** The session: a SessionUser when signed in, null when the server says 401 (spec §7). */
export function useUser() {
  return useQuery<SessionUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<SessionUser | null>({ on401: 'returnNull' }),
    select: (user) => (user && user.isAuthenticated !== false ? normalizeUser(user) : null),
  });
}

/** spec §4: username falls back to the entered one, access level to read. */
export function normalizeUser(user: Partial<SessionUser>, enteredUsername?: string): SessionUser {
  return {
    ...user,
    isAuthenticated: true,
    username: user.username || enteredUsername,
    accessLevel: user.accessLevel ?? 'read',
    provider: user.provider ?? 'local',
    subscriptionTier: user.subscriptionTier ?? 'free',
    isAdmin: user.isAdmin ?? false,
  };
}
