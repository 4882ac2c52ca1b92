import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkAccess, UpdateNetworkAccessRequest } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';

export const NETWORK_ACCESS_QUERY_KEY = ['/api/admin/network-access'] as const;

/** Staff only: the loopback and private hosts, ranges and ports ordinary users may connect systems to. */
export function useNetworkAccess(enabled: boolean) {
  return useQuery<NetworkAccess>({ queryKey: NETWORK_ACCESS_QUERY_KEY, enabled });
}

export function useUpdateNetworkAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNetworkAccessRequest) =>
      apiRequest<NetworkAccess>('PUT', '/api/admin/network-access', change),
    onSuccess: (saved) => queryClient.setQueryData(NETWORK_ACCESS_QUERY_KEY, saved),
  });
}
