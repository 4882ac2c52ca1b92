import type { CurrentSubscriptionResponse } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';

export type CurrentSubscription = CurrentSubscriptionResponse;

export const CURRENT_SUBSCRIPTION_QUERY_KEY = ['/api/subscription/current'] as const;

export function useCurrentSubscription() {
  return useQuery<CurrentSubscription | null>({
    queryKey: CURRENT_SUBSCRIPTION_QUERY_KEY,
    queryFn: getOptionalQueryFn<CurrentSubscription | null>(null),
  });
}
