import { SystemResponse, type UpdateSystemRequest } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** PUT /api/systems/{id}. Only changed fields are sent: the masked URL must never overwrite the stored one. */
export function updateSystem({ id, ...body }: UpdateSystemRequest & { id: number }): Promise<ConnectedSystem> {
  return apiSend('PUT', `/api/systems/${id}`, SystemResponse, body);
}

export function useUpdateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystem,
    // New details may mean another schema: the system's own queries go stale with the list.
    onSuccess: (_system, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
        queryClient.invalidateQueries({ queryKey: systemKeys.system(id) }),
      ]),
  });
}
