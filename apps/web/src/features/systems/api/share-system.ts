import type { ShareSystemRequest } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

/** PUT /api/systems/{id}/share: the owner shares a system with their workspace (none, read or write). */
export function useShareSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, access }: ShareSystemRequest & { id: number }) =>
      apiRequest<ConnectedSystem>('PUT', `/api/systems/${id}/share`, { access }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
