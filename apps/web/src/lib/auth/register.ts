import type { RegisterRequest, SessionUser } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, hasErrorCode } from '../api-client';
import { USER_QUERY_KEY, normalizeUser } from './get-user';

export function register(body: RegisterRequest): Promise<SessionUser> {
  return apiRequest<SessionUser>('POST', '/api/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // Creating an account is not idempotent: never retried blindly.
    retry: false,
    onSuccess: (user, variables) => {
      queryClient.setQueryData(USER_QUERY_KEY, normalizeUser(user, variables.username));
    },
  });
}

/** spec §8: the description of the 'Registration Failed' toast. */
export function registerErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'network_error') return 'Registration failed: No response from server';
    if (error.code === 'validation_failed' || error.code === 'bad_request')
      return 'Registration failed: Invalid information provided';
    if (error.code === 'conflict') return 'Registration failed: Username or email already exists';
    if (error.serverMessage) return error.serverMessage;
  }
  return 'Could not create account. Please try again.';
}

/** Field messages from a 400 `{issues:[{path,message}]}` body. */
export function registerFieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (hasErrorCode(error, 'validation_failed', 'bad_request') && typeof error.data === 'object' && error.data) {
    const issues = (error.data as { issues?: { path: string; message: string }[] }).issues ?? [];
    for (const issue of issues) {
      const key = String(issue.path).split('.')[0];
      if (key && !out[key]) out[key] = issue.message;
    }
  }
  return out;
}

export const REGISTER_SUCCESS = {
  title: 'Registration Successful',
  description: 'Your account has been created. You are now logged in.',
};
