import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProviderSettingsView, type UpdateProviderSettingsRequest } from '@soe/shared';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ACTIVE_LLM_PROVIDER_QUERY_KEY } from './get-active-llm-provider';
import { LLM_PROVIDERS_QUERY_KEY } from './get-llm-providers';

export const PROVIDER_SETTINGS_QUERY_KEY = ['/api/admin/llm-providers'] as const;

/** GET /api/admin/llm-providers (staff only): each model provider's server settings (whether a key is set — never the key). */
export function getProviderSettings({ signal }: { signal?: AbortSignal } = {}): Promise<ProviderSettingsView[]> {
  return apiGet('/api/admin/llm-providers', ProviderSettingsView.array(), { signal });
}

export const providerSettingsQueryOptions = () =>
  queryOptions({ queryKey: PROVIDER_SETTINGS_QUERY_KEY, queryFn: getProviderSettings });

export function useProviderSettings(enabled: boolean) {
  return useQuery({ ...providerSettingsQueryOptions(), enabled });
}

export function useUpdateProviderSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateProviderSettingsRequest }) =>
      apiRequest<ProviderSettingsView>('PUT', `/api/admin/llm-providers/${id}`, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROVIDER_SETTINGS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: LLM_PROVIDERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ACTIVE_LLM_PROVIDER_QUERY_KEY }),
      ]),
  });
}
