import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NetworkAccess, type UpdateNetworkAccessRequest } from '@soe/shared';
import { apiGet, apiSend } from '@/lib/api-client';

export const NETWORK_ACCESS_QUERY_KEY = ['network', 'access'] as const;

/** Staff only: the loopback and private hosts, ranges and ports ordinary users may connect systems to. */
export function getNetworkAccess({ signal }: { signal?: AbortSignal } = {}): Promise<NetworkAccess> {
  return apiGet('/api/admin/network-access', NetworkAccess, { signal });
}

export function updateNetworkAccess(change: UpdateNetworkAccessRequest): Promise<NetworkAccess> {
  return apiSend('PUT', '/api/admin/network-access', NetworkAccess, change);
}

export const networkAccessQueryOptions = () =>
  queryOptions({ queryKey: NETWORK_ACCESS_QUERY_KEY, queryFn: getNetworkAccess });

export function useNetworkAccess(enabled: boolean) {
  return useQuery({ ...networkAccessQueryOptions(), enabled });
}

export function useUpdateNetworkAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNetworkAccess,
    onSuccess: (saved) => queryClient.setQueryData(NETWORK_ACCESS_QUERY_KEY, saved),
  });
}
