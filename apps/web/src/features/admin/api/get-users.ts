import { useEffect } from 'react';
import { AdminUser } from '@soe/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetList, hasErrorCode } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { adminKeys } from './keys';

/** GET /api/admin/users: every user (staff only); spec §7: a non-array answer counts as an empty list. */
export function getUsers({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUser[]> {
  return apiGetList('/api/admin/users', AdminUser, { signal });
}

export const adminUsersQueryOptions = () => queryOptions({ queryKey: adminKeys.users(), queryFn: getUsers });

/**
 * The users for staff screens. A 403 means the server no longer counts this session as staff (decisions §2),
 * whatever the cached session says: the session is read again, so the header drops its admin controls too. The
 * header's console reads it again only once its Access Denied is closed (`readSessionNow: false`): reading it at
 * once would take the console, and the Access Denied it shows, away before anyone saw it.
 */
export function useAdminUsers(enabled: boolean, { readSessionNow = true }: { readSessionNow?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...adminUsersQueryOptions(), enabled });
  const forbidden = hasErrorCode(query.error, 'forbidden');
  useEffect(() => {
    if (forbidden && readSessionNow) void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [forbidden, readSessionNow, queryClient]);
  return query;
}

/** After a staff screen was refused: the session is read again (the header then drops its admin controls). */
export function readSessionIfRefused(queryClient: ReturnType<typeof useQueryClient>): void {
  if (hasErrorCode(queryClient.getQueryState(adminKeys.users())?.error, 'forbidden'))
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
}
