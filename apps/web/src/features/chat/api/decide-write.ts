import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WriteProposal } from '@soe/shared';
import { apiSend } from '@/lib/api-client';
import { chatKeys } from './keys';

export type WriteDecision = 'confirm' | 'cancel';

/** POST /api/writes/:id/confirm | cancel. */
export function decideWrite(id: number, decision: WriteDecision): Promise<WriteProposal> {
  return apiSend('POST', `/api/writes/${id}/${decision}`, WriteProposal);
}

/** Never retried by the client: the server runs a change at most once, and a second try would only answer 409. */
export function useDecideWrite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: WriteDecision) => decideWrite(id, decision),
    retry: false,
    onSuccess: (write) => queryClient.setQueryData(chatKeys.write(id), write),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.write(id) }),
  });
}
