import { SystemResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';
import { systemKeys } from './keys';

/** POST /api/systems/{id}/test: tests the stored connection; the answer carries the recorded status. */
export function testSystem(id: number): Promise<ConnectedSystem> {
  return apiSend('POST', `/api/systems/${id}/test`, SystemResponse, {});
}

export function useTestSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testSystem,
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
  });
}
