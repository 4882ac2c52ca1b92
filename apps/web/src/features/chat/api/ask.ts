import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { AskResponse, ChatMode } from '../types';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { messagesQueryKey } from './get-messages';

export interface AskInput {
  prompt: string;
  conversationId?: number;
  systemIds?: number[];
  mode?: ChatMode;
}

export function ask(input: AskInput): Promise<AskResponse> {
  return apiRequest<AskResponse>('POST', '/api/ask', input);
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
        id ? queryClient.invalidateQueries({ queryKey: messagesQueryKey(id) }) : null,
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
      ]);
    },
  });
}
