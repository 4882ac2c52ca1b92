import { AdminUser } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { UpdateUserInput } from '../types';
import { adminKeys } from './keys';

export function updateUser({ id, ...input }: UpdateUserInput & { id: number }): Promise<AdminUser> {
  return apiSend('PUT', `/api/admin/users/${id}`, AdminUser, input);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    // Everything admin-side may have changed: the users, the workspaces' member counts, and the audit log, which
    // records this very action and should show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
