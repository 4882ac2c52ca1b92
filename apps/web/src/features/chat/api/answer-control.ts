import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Message, StopAnswerResponse } from '@soe/shared';
import { apiSend } from '@/lib/api-client';
import { chatKeys } from './keys';

/** POST /api/conversations/:id/stop — stops the answer being written, on whichever instance runs it. */
export function stopAnswer(conversationId: number) {
  return apiSend('POST', `/api/conversations/${conversationId}/stop`, StopAnswerResponse);
}

/** POST /api/messages/:id/regenerate — answers the last question again, replacing the last answer. */
export function regenerateAnswer(messageId: number): Promise<Message> {
  return apiSend('POST', `/api/messages/${messageId}/regenerate`, Message);
}

export function useStopAnswer(conversationId: number) {
  return useMutation({ mutationFn: () => stopAnswer(conversationId) });
}

export function useRegenerateAnswer(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAnswer,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}
