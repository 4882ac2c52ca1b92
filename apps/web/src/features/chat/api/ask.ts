import { AskResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ChatMode } from '../types';
import { chatKeys } from './keys';

export interface AskInput {
  prompt: string;
  conversationId?: number;
  systemIds?: number[];
  documentIds?: number[];
  mode?: ChatMode;
}

/** POST /api/ask: a question, answered in a new conversation or the one given. */
export function ask(input: AskInput): Promise<AskResponse> {
  return apiSend('POST', '/api/ask', AskResponse, input);
}

export function useAsk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ask,
    // A question counts against the plan's limit: never asked twice behind the user's back.
    retry: false,
    onSettled: (data, _error, variables) => {
      const id = data?.conversationId ?? variables.conversationId;
      return Promise.all([
        id ? queryClient.invalidateQueries({ queryKey: chatKeys.messages(id) }) : null,
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]);
    },
  });
}
