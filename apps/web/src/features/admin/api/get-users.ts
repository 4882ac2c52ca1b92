import { AdminUser } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/users: every user (staff only); spec §7: a non-array answer counts as an empty list. */
export function getUsers({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUser[]> {
  return apiGetList('/api/admin/users', AdminUser, { signal });
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });

export function useAdminUsers(enabled: boolean) {
  return useQuery({ ...adminUsersQueryOptions(), enabled });
}
