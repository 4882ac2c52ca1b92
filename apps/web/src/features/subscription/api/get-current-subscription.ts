import { CurrentSubscriptionResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export type CurrentSubscription = CurrentSubscriptionResponse;

export const CURRENT_SUBSCRIPTION_QUERY_KEY = ['/api/subscription/current'] as const;

/** GET /api/subscription/current: always the caller's own plan; null when the server has no billing routes. */
export function getCurrentSubscription({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentSubscription | null> {
  return orWhenMissing(() => apiGet('/api/subscription/current', CurrentSubscriptionResponse, { signal }), null);
}

export const currentSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: CURRENT_SUBSCRIPTION_QUERY_KEY, queryFn: getCurrentSubscription });

export function useCurrentSubscription() {
  return useQuery(currentSubscriptionQueryOptions());
}
