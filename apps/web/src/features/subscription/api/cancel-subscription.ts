import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/auth';
import { CURRENT_SUBSCRIPTION_QUERY_KEY } from './get-current-subscription';

export function cancelSubscription(): Promise<{ cancelAt?: string }> {
  return apiRequest('POST', '/api/subscription/cancel');
}

/** spec §7: after a subscription change, /api/user and /api/subscription/current are refreshed. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: CURRENT_SUBSCRIPTION_QUERY_KEY }),
      ]),
  });
}
