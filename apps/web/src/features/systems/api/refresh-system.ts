import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { schemaQueryKey } from './get-system-schema';
import { SYSTEMS_QUERY_KEY } from './get-systems';

/** POST /api/systems/{id}/refresh: discovers the schema again and records the status. */
export function refreshSystem(id: number): Promise<ConnectedSystem> {
  return apiRequest<ConnectedSystem>('POST', `/api/systems/${id}/refresh`, {});
}

export function useRefreshSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSystem,
    retry: false,
    onSettled: (_data, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: schemaQueryKey(id) }),
      ]),
  });
}
