import { AuthConfigResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const AUTH_CONFIG_QUERY_KEY = ['/api/auth/config'] as const;

/** GET /api/auth/config: the social providers this server has credentials for, and whether sign-up is open. */
export function getAuthConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AuthConfigResponse> {
  return apiGet('/api/auth/config', AuthConfigResponse, { signal });
}

// The server's settings change only with a restart.
export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: AUTH_CONFIG_QUERY_KEY, queryFn: getAuthConfig, staleTime: Infinity });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}
