import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify, notifyError } from '../toast';
import { apiRequest } from '../api-client';
import { USER_QUERY_KEY } from './get-user';

export function logout(): Promise<{ success: boolean }> {
  return apiRequest('POST', '/auth/logout');
}

export const LOGOUT_SUCCESS = { title: 'Logout Successful', description: 'You have been logged out.' };
export const LOGOUT_FAILURE = { title: 'Logout Failed', description: 'Failed to log out. Please try again.' };

/**
 * Signs out with the spec's toasts and goes to /auth. It leaves the signed-in
 * area first and only then forgets the user: the other order would re-render
 * the /app layout as a guest's (the /app home is open to guests) and unmount
 * whatever started the sign-out before it could navigate.
 */
export function useSignOut(after?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: logout });
  const signOut = async () => {
    try {
      await mutation.mutateAsync();
    } catch {
      notifyError(LOGOUT_FAILURE.title, LOGOUT_FAILURE.description);
      return;
    }
    after?.();
    navigate('/auth', { replace: true });
    // Nothing of the previous user may stay in the cache.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
    queryClient.setQueryData(USER_QUERY_KEY, null);
    notify(LOGOUT_SUCCESS.title, LOGOUT_SUCCESS.description);
  };
  return { signOut, isPending: mutation.isPending };
}
