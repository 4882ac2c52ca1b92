import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { LlmProvider } from '../types';

export const LLM_PROVIDERS_QUERY_KEY = ['/api/llm-providers'] as const;

export function useLlmProviders() {
  return useQuery<LlmProvider[]>({
    queryKey: LLM_PROVIDERS_QUERY_KEY,
    queryFn: getOptionalQueryFn<LlmProvider[]>([]),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}
