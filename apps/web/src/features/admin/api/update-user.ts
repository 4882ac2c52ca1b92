import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser, AdminUserInput } from '../types';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function updateUser({ id, ...input }: AdminUserInput & { id: number }): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${id}`, input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      // A move changes member counts, and may empty (and so remove) a workspace.
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/workspaces'] });
    },
  });
}
