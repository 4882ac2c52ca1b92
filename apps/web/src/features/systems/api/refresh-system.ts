import { SystemResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** POST /api/systems/{id}/refresh: discovers the schema again and records the status. */
export function refreshSystem(id: number): Promise<ConnectedSystem> {
  return apiSend('POST', `/api/systems/${id}/refresh`, SystemResponse, {});
}

export function useRefreshSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshSystem,
    retry: false,
    onSettled: (_data, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
        queryClient.invalidateQueries({ queryKey: systemKeys.system(id) }),
      ]),
  });
}
