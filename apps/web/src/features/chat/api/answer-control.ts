import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';

/** POST /api/conversations/:id/stop — stops the answer being written, on whichever instance runs it. */
export function useStopAnswer(conversationId: number) {
  return useMutation({
    mutationFn: () => apiRequest<{ stopping: boolean }>('POST', `/api/conversations/${conversationId}/stop`),
  });
}

/** POST /api/messages/:id/regenerate — answers the last question again, replacing the last answer. */
export function useRegenerateAnswer(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => apiRequest<Message>('POST', `/api/messages/${messageId}/regenerate`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
      ]),
  });
}
