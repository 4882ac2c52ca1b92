import { systemKeys } from './keys';
import {
  LinkSourcesResponse,
  SystemLink,
  SystemLinksResponse,
  type CreateSystemLinkRequest,
  type FindSystemLinksRequest,
} from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiSend } from '@/lib/api-client';

export const systemLinksQueryKey = systemKeys.links();
export const linkSourcesQueryKey = systemKeys.linkSources();

/** GET /api/system-links: the links among the caller's sources, and whether their plan may use them. */
export function getSystemLinks({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet('/api/system-links', SystemLinksResponse, { signal });
}

export const systemLinksQueryOptions = () =>
  queryOptions({ queryKey: systemLinksQueryKey, queryFn: ({ signal }) => getSystemLinks({ signal }) });

export function useSystemLinks() {
  return useQuery(systemLinksQueryOptions());
}

/** GET /api/system-links/sources: the caller's systems and spreadsheets, with their tables and columns. */
export function getLinkSources({ signal }: { signal?: AbortSignal } = {}) {
  return apiGet('/api/system-links/sources', LinkSourcesResponse, { signal });
}

export const linkSourcesQueryOptions = () =>
  queryOptions({ queryKey: linkSourcesQueryKey, queryFn: ({ signal }) => getLinkSources({ signal }) });

/** Loaded only for a plan that may link sources: a free plan sees the upgrade notice and no pickers. */
export function useLinkSources(enabled: boolean) {
  return useQuery({ ...linkSourcesQueryOptions(), enabled });
}

/**
 * POST /api/system-links/find: SOE looks again for links between two sources and answers with all links. Reading
 * two systems' values takes a while, so a failure is not retried.
 */
export function useFindSystemLinks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FindSystemLinksRequest) =>
      apiSend('POST', '/api/system-links/find', SystemLinksResponse, request),
    retry: false,
    onSuccess: (links) => queryClient.setQueryData(systemLinksQueryKey, links),
  });
}

/** POST /api/system-links: a link a person adds; a refused table or column comes back as the server's message. */
export function useCreateSystemLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateSystemLinkRequest) => apiSend('POST', '/api/system-links', SystemLink, request),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemLinksQueryKey, exact: true }),
  });
}

/** DELETE /api/system-links/:id: answers stop joining the two sources on that link. */
export function useDeleteSystemLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/system-links/${id}`),
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemLinksQueryKey, exact: true }),
  });
}
