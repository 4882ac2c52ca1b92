import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SendMessageResponse } from '@soe/shared';
import type { z } from 'zod';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';

export interface SendMessageInput {
  content: string;
  conversationId: number;
  systemIds?: number[];
  documentIds?: number[];
  /** Makes a retried send idempotent on the server. */
  clientMessageId?: string;
}

export function sendMessage(input: SendMessageInput): Promise<z.infer<typeof SendMessageResponse>> {
  return apiRequest('POST', '/api/messages', input);
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(variables.conversationId) }),
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
      ]),
  });
}
