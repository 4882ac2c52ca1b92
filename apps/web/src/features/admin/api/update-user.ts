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
    // A move changes member counts, and may empty (and so remove) a workspace.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.workspaces() }),
      ]),
  });
}
