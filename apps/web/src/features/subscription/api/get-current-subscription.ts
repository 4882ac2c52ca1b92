import type { Tier } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';

export interface CurrentSubscription {
  tier: Tier;
  status: string;
  currentPeriodEnd?: string | null;
  cancelAt?: string | null;
}

export const CURRENT_SUBSCRIPTION_QUERY_KEY = ['/api/subscription/current'] as const;

export function useCurrentSubscription() {
  return useQuery<CurrentSubscription | null>({
    queryKey: CURRENT_SUBSCRIPTION_QUERY_KEY,
    queryFn: getOptionalQueryFn<CurrentSubscription | null>(null),
  });
}
