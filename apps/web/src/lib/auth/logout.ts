import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { USER_QUERY_KEY } from './get-user';

export function logout(): Promise<{ success: boolean }> {
  return apiRequest('POST', '/auth/logout');
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      // Nothing of the previous user may stay in the cache.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, null);
    },
  });
}

export const LOGOUT_SUCCESS = { title: 'Logout Successful', description: 'You have been logged out.' };
export const LOGOUT_FAILURE = { title: 'Logout Failed', description: 'Failed to log out. Please try again.' };
