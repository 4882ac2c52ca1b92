import { useMutation, useQuery, useQueryClient, queryOptions } from '@tanstack/react-query';
import { SecretField, type UpdateSecretFieldRequest } from '@soe/shared';
import { apiGetList, apiSend } from '@/lib/api-client';
import { systemKeys } from './keys';

/** Staff only: a system's fields hidden as secret (passwords, hashes, tokens, keys), and those shown anyway. */
export function getSecretFields(systemId: number, { signal }: { signal?: AbortSignal } = {}): Promise<SecretField[]> {
  return apiGetList(`/api/admin/systems/${systemId}/secret-fields`, SecretField, { signal });
}

export function updateSecretField(systemId: number, change: UpdateSecretFieldRequest): Promise<SecretField[]> {
  return apiSend('PUT', `/api/admin/systems/${systemId}/secret-fields`, SecretField.array(), change);
}

export const secretFieldsQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: systemKeys.secretFields(systemId),
    queryFn: ({ signal }) => getSecretFields(systemId, { signal }),
  });

export function useSecretFields(systemId: number, enabled: boolean) {
  return useQuery({ ...secretFieldsQueryOptions(systemId), enabled });
}

export function useUpdateSecretField(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateSecretFieldRequest) => updateSecretField(systemId, change),
    onSuccess: (fields) => {
      queryClient.setQueryData(systemKeys.secretFields(systemId), fields);
      // A field shown or hidden again changes the schema the system serves.
      return queryClient.invalidateQueries({ queryKey: systemKeys.schema(systemId) });
    },
  });
}
