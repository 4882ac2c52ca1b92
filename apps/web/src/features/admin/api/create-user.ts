import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser, AdminUserInput } from '../types';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function createUser(input: AdminUserInput): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/api/admin/users', input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    retry: false,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY });
      // Member counts change, and a new user may have a new workspace.
      await queryClient.invalidateQueries({ queryKey: ['/api/admin/workspaces'] });
    },
  });
}
