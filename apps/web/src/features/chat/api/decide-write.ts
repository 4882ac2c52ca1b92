import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WriteProposal } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';
import { writeQueryKey } from './get-write';

export type WriteDecision = 'confirm' | 'cancel';

/**
 * POST /api/writes/:id/confirm | cancel. Never retried by the client: the
 * server runs a change at most once, and a second try would only answer 409.
 */
export function useDecideWrite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WriteDecision) => apiRequest<WriteProposal>('POST', `/api/writes/${id}/${decision}`),
    retry: false,
    onSuccess: (write) => queryClient.setQueryData(writeQueryKey(id), write),
    onSettled: () => queryClient.invalidateQueries({ queryKey: writeQueryKey(id) }),
  });
}
