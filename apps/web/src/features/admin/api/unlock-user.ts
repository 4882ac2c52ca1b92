import { AdminUser } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Lifts the lock that failed sign-ins put on an account (staff only). */
export function unlockUser(id: number): Promise<AdminUser> {
  return apiSend('POST', `/api/admin/users/${id}/unlock`, AdminUser);
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    retry: false,
    // Everything admin-side may have changed: the users, the workspaces' member counts, and the audit log, which
    // records this very action and should show it at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
