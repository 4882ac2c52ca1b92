import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateConversationRequest } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';
import type { Conversation } from '../types';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { conversationQueryKey } from './get-conversation';

export function updateConversation({
  id,
  ...change
}: UpdateConversationRequest & { id: number }): Promise<Conversation> {
  return apiRequest<Conversation>('PUT', `/api/conversations/${id}`, change);
}

/** Rename a conversation, or choose the systems it asks (null: every system). */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryKey(conversation.id), conversation);
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) =>
        list?.map((c) => (c.id === conversation.id ? { ...c, title: conversation.title } : c)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCH_QUERY_ROOT }),
      ]);
    },
  });
}

export const SEARCH_QUERY_ROOT = ['/api/conversations/search'] as const;
