import { SessionUser } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, hasErrorCode } from '../api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user: the session's user, or null when the server says 401 (spec §7: signed out is no error). */
export async function getUser({ signal }: { signal?: AbortSignal } = {}): Promise<SessionUser | null> {
  try {
    return await apiGet('/api/user', SessionUser, { signal });
  } catch (error) {
    if (hasErrorCode(error, 'unauthorized')) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });

/** The session: a SessionUser when signed in, null when signed out. */
export function useUser() {
  return useQuery({
    ...userQueryOptions(),
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
