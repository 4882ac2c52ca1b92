import type { LoginRequest, SessionUser } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api-client';
import { USER_QUERY_KEY, normalizeUser } from './get-user';

export function login(body: LoginRequest): Promise<SessionUser> {
  return apiRequest<SessionUser>('POST', '/api/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // A wrong password must not be sent twice.
    retry: false,
    onSuccess: (user, variables) => {
      queryClient.setQueryData(USER_QUERY_KEY, normalizeUser(user, variables.username));
    },
  });
}

/** spec §8: the description of the 'Login Failed' toast. */
export function loginErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return 'Login failed: No response from server';
    if (error.code === 'unauthorized') return 'Login failed: Invalid credentials';
    if (error.code === 'not_found') return 'Login failed: Authentication service unavailable';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Invalid username or password. Please try again.';
}

export const LOGIN_SUCCESS = { title: 'Login Successful', description: 'You have been successfully logged in.' };
