import type { CancelSubscriptionResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-change';

export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiRequest('POST', '/api/subscription/cancel');
}

/** Cancels at the end of the paid period (the server keeps the plan until then). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    retry: false,
    onSuccess: () => refreshAfterSubscriptionChange(queryClient),
  });
}
