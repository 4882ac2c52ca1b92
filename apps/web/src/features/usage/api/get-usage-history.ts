import { UsageHistoryResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

export const USAGE_HISTORY_QUERY_KEY = ['/api/usage/history'] as const;

/** GET /api/usage/history: questions per month (advanced analytics: Pro, Enterprise, staff). */
export function getUsageHistory({ signal }: { signal?: AbortSignal } = {}): Promise<UsageHistoryResponse> {
  return apiGet('/api/usage/history', UsageHistoryResponse, { signal });
}

export const usageHistoryQueryOptions = () =>
  queryOptions({ queryKey: USAGE_HISTORY_QUERY_KEY, queryFn: getUsageHistory });

/** Ask only when the plan includes it. */
export function useUsageHistory(enabled: boolean) {
  return useQuery({ ...usageHistoryQueryOptions(), enabled });
}
