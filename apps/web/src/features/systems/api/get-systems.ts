import { SystemResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList, orWhenMissing } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** GET /api/systems: the systems the user owns or has been shared; none when the server has no such route. */
export function getSystems({ signal }: { signal?: AbortSignal } = {}): Promise<ConnectedSystem[]> {
  return orWhenMissing(() => apiGetList('/api/systems', SystemResponse, { signal }), []);
}

/** While a wide schema's rest is read in the background, the list is read again this often to show its progress. */
export const SCHEMA_PROGRESS_POLL_MS = 3000;

export const systemsQueryOptions = () =>
  queryOptions({
    queryKey: systemKeys.list(),
    queryFn: getSystems,
    refetchInterval: (query) =>
      query.state.data?.some((system) => system.schemaProgress) ? SCHEMA_PROGRESS_POLL_MS : false,
  });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
