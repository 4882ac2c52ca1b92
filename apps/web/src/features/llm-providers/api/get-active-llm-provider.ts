import { LlmProvider } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export const ACTIVE_LLM_PROVIDER_QUERY_KEY = ['/api/llm-providers/active'] as const;

/** GET /api/llm-providers/active: the user's active provider; null when the server has no such route. */
export function getActiveLlmProvider({ signal }: { signal?: AbortSignal } = {}): Promise<LlmProvider | null> {
  return orWhenMissing(() => apiGet('/api/llm-providers/active', LlmProvider, { signal }), null);
}

export const activeLlmProviderQueryOptions = () =>
  queryOptions({ queryKey: ACTIVE_LLM_PROVIDER_QUERY_KEY, queryFn: getActiveLlmProvider });

export function useActiveLlmProvider() {
  return useQuery(activeLlmProviderQueryOptions());
}
