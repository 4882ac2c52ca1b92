import { SystemResponse, type ShareSystemRequest } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** PUT /api/systems/{id}/share: the owner shares a system with their workspace (none, read or write). */
export function shareSystem({ id, access }: ShareSystemRequest & { id: number }): Promise<ConnectedSystem> {
  return apiSend('PUT', `/api/systems/${id}/share`, SystemResponse, { access });
}

export function useShareSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
  });
}
