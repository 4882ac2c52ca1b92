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
    // Everything admin-side may have changed: the users, the workspaces' member counts, and the audit log, which
    // records this very action and should show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
