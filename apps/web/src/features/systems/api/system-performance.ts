import { systemKeys } from './keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SystemPerformance, type UpdateSystemPerformanceRequest } from '@soe/shared';
import { apiGet, apiRequest, parseResponse } from '@/lib/api-client';

/** Staff only: a system's statement timeout, pool size and result cache. */
export const systemPerformanceKey = (systemId: number) => systemKeys.performance(systemId);

export function getSystemPerformance(systemId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/admin/systems/${systemId}/performance`, SystemPerformance, { signal });
}

export const systemPerformanceQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: systemPerformanceKey(systemId),
    queryFn: ({ signal }) => getSystemPerformance(systemId, { signal }),
  });

export function useSystemPerformance(systemId: number, enabled: boolean) {
  return useQuery({ ...systemPerformanceQueryOptions(systemId), enabled });
}

export function useUpdateSystemPerformance(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: UpdateSystemPerformanceRequest) =>
      parseResponse(SystemPerformance, await apiRequest('PUT', `/api/admin/systems/${systemId}/performance`, change)),
    onSuccess: (view) => queryClient.setQueryData(systemPerformanceKey(systemId), view),
  });
}

export function useClearSystemCache(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      parseResponse(SystemPerformance, await apiRequest('POST', `/api/admin/systems/${systemId}/cache/clear`)),
    onSuccess: (view) => queryClient.setQueryData(systemPerformanceKey(systemId), view),
  });
}
