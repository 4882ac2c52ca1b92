import { LlmProvider } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';

export const LLM_PROVIDERS_QUERY_KEY = ['/api/llm-providers'] as const;

/** GET /api/llm-providers: the answer providers on this server; none when the server has no such route. */
export function getLlmProviders({ signal }: { signal?: AbortSignal } = {}): Promise<LlmProvider[]> {
  return orWhenMissing(() => apiGet('/api/llm-providers', LlmProvider.array(), { signal }), []);
}

export const llmProvidersQueryOptions = () =>
  queryOptions({ queryKey: LLM_PROVIDERS_QUERY_KEY, queryFn: getLlmProviders });

export function useLlmProviders() {
  return useQuery(llmProvidersQueryOptions());
}
