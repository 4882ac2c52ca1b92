import type { CreateSubscriptionRequest, CreateSubscriptionResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { refreshAfterSubscriptionChange } from './refresh-after-change';

export function createSubscription(input: CreateSubscriptionRequest): Promise<CreateSubscriptionResponse> {
  return apiRequest('POST', '/api/subscription/create', input);
}

/** Subscribes to a paid plan with the card just saved, or moves a live subscription to another plan. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    retry: false,
    onSuccess: () => refreshAfterSubscriptionChange(queryClient),
  });
}
