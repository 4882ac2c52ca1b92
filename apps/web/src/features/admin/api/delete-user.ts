import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from './keys';

export function deleteUser(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    retry: false,
    // Everything admin-side may have changed: the users, the workspaces' member counts, and the audit log, which
    // records this very action and should show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
