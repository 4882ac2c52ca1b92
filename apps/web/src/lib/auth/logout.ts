import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '../toast';
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

/**
 * Signs out with the spec's toasts, then goes to /auth. Uses mutateAsync, not
 * mutate's callbacks: signing out unmounts the signed-in layout (the /app home
 * is open to guests), and callbacks given to mutate() do not run once their
 * component is gone.
 */
export function useSignOut(after?: () => void) {
  const logout = useLogout();
  const navigate = useNavigate();
  const signOut = () =>
    logout.mutateAsync().then(
      () => {
        notify(LOGOUT_SUCCESS.title, LOGOUT_SUCCESS.description);
        after?.();
        navigate('/auth', { replace: true });
      },
      () => notifyError(LOGOUT_FAILURE.title, LOGOUT_FAILURE.description),
    );
  return { signOut, isPending: logout.isPending };
}
