import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkAccess, SecretField, UpdateNetworkAccessRequest, UpdateSecretFieldRequest } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';

export const NETWORK_ACCESS_QUERY_KEY = ['/api/admin/network-access'] as const;

/** Staff only: the loopback and private hosts, ranges and ports ordinary users may connect systems to. */
export function useNetworkAccess(enabled: boolean) {
  return useQuery<NetworkAccess>({ queryKey: NETWORK_ACCESS_QUERY_KEY, enabled });
}

export function useUpdateNetworkAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateNetworkAccessRequest) => apiRequest<NetworkAccess>('PUT', '/api/admin/network-access', change),
    onSuccess: (saved) => queryClient.setQueryData(NETWORK_ACCESS_QUERY_KEY, saved),
  });
}

const secretFieldsKey = (systemId: number) => [`/api/admin/systems/${systemId}/secret-fields`] as const;

/** Staff only: a system's fields hidden as secret (passwords, hashes, tokens, keys), and those shown anyway. */
export function useSecretFields(systemId: number, enabled: boolean) {
  return useQuery<SecretField[]>({ queryKey: secretFieldsKey(systemId), enabled });
}

export function useUpdateSecretField(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateSecretFieldRequest) => apiRequest<SecretField[]>('PUT', `/api/admin/systems/${systemId}/secret-fields`, change),
    onSuccess: (fields) => {
      queryClient.setQueryData(secretFieldsKey(systemId), fields);
      return queryClient.invalidateQueries({ queryKey: [`/api/systems/${systemId}/schema`] });
    },
  });
}
