import { AdminUser } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { CreateUserInput } from '../types';
import { adminKeys } from './keys';

export function createUser(input: CreateUserInput): Promise<AdminUser> {
  return apiSend('POST', '/api/admin/users', AdminUser, input);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    retry: false,
    // The user list, and the workspaces: member counts change, and a new user may have a new workspace.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.workspaces() }),
      ]),
  });
}
