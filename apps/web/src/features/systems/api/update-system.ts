import type { UpdateSystemRequest } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

/** PUT /api/systems/{id}. Only changed fields are sent: the masked URL must never overwrite the stored one. */
export function updateSystem({ id, ...body }: UpdateSystemRequest & { id: number }): Promise<ConnectedSystem> {
  return apiRequest<ConnectedSystem>('PUT', `/api/systems/${id}`, body);
}

export function useUpdateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
