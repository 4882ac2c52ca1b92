import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

export function testSystem(id: number): Promise<ConnectedSystem | { ok?: boolean; message?: string }> {
  return apiRequest('POST', `/api/systems/${id}/test`, {});
}

export function useTestSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testSystem,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
