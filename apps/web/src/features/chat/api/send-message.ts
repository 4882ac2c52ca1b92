import { SendMessageResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiSend } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { chatKeys } from './keys';

export interface SendMessageInput {
  content: string;
  conversationId: number;
  systemIds?: number[];
  documentIds?: number[];
  /** Makes a retried send idempotent on the server. */
  clientMessageId?: string;
}

/** The asker's time zone goes with every question: an alert set from the chat checks and reads days in it. */
export function sendMessage(input: SendMessageInput): Promise<z.infer<typeof SendMessageResponse>> {
  return apiSend('POST', '/api/messages', SendMessageResponse, { ...input, timeZone: browserTimeZone() });
}

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSettled: (_data, _error, variables) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.messages(variables.conversationId) }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  });
}
