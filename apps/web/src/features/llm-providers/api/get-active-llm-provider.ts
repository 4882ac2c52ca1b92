import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { LlmProvider } from '../types';

export const ACTIVE_LLM_PROVIDER_QUERY_KEY = ['/api/llm-providers/active'] as const;

export function useActiveLlmProvider() {
  return useQuery<LlmProvider | null>({
    queryKey: ACTIVE_LLM_PROVIDER_QUERY_KEY,
    queryFn: getOptionalQueryFn<LlmProvider | null>(null),
    select: (data) => (data && typeof data === 'object' && 'id' in data ? data : null),
  });
}
