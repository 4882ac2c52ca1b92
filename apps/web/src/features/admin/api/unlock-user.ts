import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AdminUser } from '../types';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** Lifts the lock that failed sign-ins put on an account (staff only). */
export function unlockUser(id: number): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', `/api/admin/users/${id}/unlock`);
}

export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}
