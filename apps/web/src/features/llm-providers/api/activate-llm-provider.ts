import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACTIVE_LLM_PROVIDER_QUERY_KEY } from './get-active-llm-provider';
import { LLM_PROVIDERS_QUERY_KEY } from './get-llm-providers';

export function activateLlmProvider(id: number | string): Promise<unknown> {
  return apiRequest('POST', `/api/llm-providers/${id}/activate`, {});
}

/** spec §4: activate, then refresh both provider lists. */
export function useActivateLlmProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateLlmProvider,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LLM_PROVIDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVE_LLM_PROVIDER_QUERY_KEY }),
      ]),
  });
}
