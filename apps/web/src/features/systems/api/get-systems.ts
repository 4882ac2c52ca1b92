import { SystemResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList, orWhenMissing } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** GET /api/systems: the systems the user owns or has been shared; none when the server has no such route. */
export function getSystems({ signal }: { signal?: AbortSignal } = {}): Promise<ConnectedSystem[]> {
  return orWhenMissing(() => apiGetList('/api/systems', SystemResponse, { signal }), []);
}

export const systemsQueryOptions = () => queryOptions({ queryKey: systemKeys.list(), queryFn: getSystems });

export function useSystems() {
  return useQuery(systemsQueryOptions());
}
