import { AdminWorkspace } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/workspaces: every workspace with its owner and member count (staff only). */
export function getWorkspaces({ signal }: { signal?: AbortSignal } = {}): Promise<AdminWorkspace[]> {
  return apiGetList('/api/admin/workspaces', AdminWorkspace, { signal });
}

export const adminWorkspacesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.workspaces(), queryFn: getWorkspaces });

export function useAdminWorkspaces(enabled: boolean) {
  return useQuery({ ...adminWorkspacesQueryOptions(), enabled });
}
