import type { AdminWorkspace } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';

/** GET /api/admin/workspaces: every workspace with its owner and member count (staff only). */
export function useAdminWorkspaces(enabled: boolean) {
  return useQuery<AdminWorkspace[]>({ queryKey: ['/api/admin/workspaces'], enabled });
}
