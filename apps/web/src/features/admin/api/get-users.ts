import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from '../types';

export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

/** spec §7: a non-array answer counts as an empty list. */
export function useAdminUsers(enabled: boolean) {
  return useQuery<AdminUser[]>({
    queryKey: ADMIN_USERS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const data = await apiRequest<unknown>('GET', ADMIN_USERS_QUERY_KEY[0], undefined, { signal });
      return Array.isArray(data) ? (data as AdminUser[]) : [];
    },
    enabled,
  });
}
