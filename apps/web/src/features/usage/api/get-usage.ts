import { UsageResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export type Usage = z.infer<typeof UsageResponse>;

/** The key other features invalidate after a change that counts against the plan (a system, a plan change). */
export const USAGE_QUERY_KEY = ['/api/usage'] as const;

/** GET /api/usage: questions and systems used this period against the plan; null when the server has none. */
export function getUsage({ signal }: { signal?: AbortSignal } = {}): Promise<Usage | null> {
  return orWhenMissing(() => apiGet('/api/usage', UsageResponse, { signal }), null);
}

export const usageQueryOptions = () => queryOptions({ queryKey: USAGE_QUERY_KEY, queryFn: getUsage });

export function useUsage() {
  return useQuery(usageQueryOptions());
}
