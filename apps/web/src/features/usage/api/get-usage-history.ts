import type { UsageHistoryResponse } from '@soe/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const USAGE_HISTORY_QUERY_KEY = ['/api/usage/history'] as const;

/** Questions per month (advanced analytics: Pro, Enterprise, staff). Ask only when the plan includes it. */
export function useUsageHistory(enabled: boolean) {
  return useQuery<UsageHistoryResponse>({
    queryKey: USAGE_HISTORY_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest<UsageHistoryResponse>('GET', USAGE_HISTORY_QUERY_KEY[0], undefined, { signal }),
    enabled,
  });
}
