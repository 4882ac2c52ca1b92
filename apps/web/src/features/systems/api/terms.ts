import { systemKeys } from './keys';
import { SystemTermsResponse, type BusinessTerm } from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiUrl, parseResponse } from '@/lib/api-client';

export const systemTermsQueryKey = (systemId: number) => systemKeys.terms(systemId);

/** GET /api/systems/{id}/terms: the system's business terms and whether the caller may change them. */
export function getSystemTerms(systemId: number, { signal }: { signal?: AbortSignal } = {}) {
  return apiGet(`/api/systems/${systemId}/terms`, SystemTermsResponse, { signal });
}

export const systemTermsQueryOptions = (systemId: number) =>
  queryOptions({
    queryKey: systemTermsQueryKey(systemId),
    queryFn: ({ signal }) => getSystemTerms(systemId, { signal }),
  });

/** Loaded when the Business terms dialog opens. */
export function useSystemTerms(systemId: number, enabled: boolean) {
  return useQuery({ ...systemTermsQueryOptions(systemId), enabled });
}

/** The YAML download (GET /api/systems/{id}/terms.yaml), served as an attachment. */
export const systemTermsYamlUrl = (systemId: number) => apiUrl(`/api/systems/${systemId}/terms.yaml`);

/** PUT /api/systems/{id}/terms: the whole list replaced; a refused term comes back as the server's message. */
export function useSaveSystemTerms(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (terms: BusinessTerm[]) =>
      parseResponse(SystemTermsResponse, await apiRequest('PUT', `/api/systems/${systemId}/terms`, { terms })),
    onSuccess: (saved) => queryClient.setQueryData(systemTermsQueryKey(systemId), saved),
  });
}

/** PUT /api/systems/{id}/terms.yaml: a YAML file's text replaces the terms. */
export function useImportSystemTerms(systemId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (yaml: string) =>
      parseResponse(
        SystemTermsResponse,
        await apiRequest('PUT', `/api/systems/${systemId}/terms.yaml`, undefined, {
          headers: { 'Content-Type': 'application/yaml', Accept: 'application/json' },
          body: yaml,
        }),
      ),
    onSuccess: (saved) => queryClient.setQueryData(systemTermsQueryKey(systemId), saved),
  });
}
