import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecretField, UpdateSecretFieldRequest } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';

const secretFieldsKey = (systemId: number) => [`/api/admin/systems/${systemId}/secret-fields`] as const;

/** Staff only: a system's fields hidden as secret (passwords, hashes, tokens, keys), and those shown anyway. */
export function useSecretFields(systemId: number, enabled: boolean) {
  return useQuery<SecretField[]>({ queryKey: secretFieldsKey(systemId), enabled });
}

export function useUpdateSecretField(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateSecretFieldRequest) =>
      apiRequest<SecretField[]>('PUT', `/api/admin/systems/${systemId}/secret-fields`, change),
    onSuccess: (fields) => {
      queryClient.setQueryData(secretFieldsKey(systemId), fields);
      return queryClient.invalidateQueries({ queryKey: [`/api/systems/${systemId}/schema`] });
    },
  });
}
