import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function deleteUser(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/admin/users/${id}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      // Member counts change, and a new user may have a new workspace.
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/workspaces'] });
    },
  });
}
