import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

/** POST /api/systems/{id}/test: tests the stored connection; the answer carries the recorded status. */
export function testSystem(id: number): Promise<ConnectedSystem> {
  return apiRequest<ConnectedSystem>('POST', `/api/systems/${id}/test`, {});
}

export function useTestSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testSystem,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
