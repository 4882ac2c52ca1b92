import { Conversation, type UpdateConversationRequest } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { chatKeys } from './keys';

export function updateConversation({
  id,
  ...change
}: UpdateConversationRequest & { id: number }): Promise<Conversation> {
  return apiSend('PUT', `/api/conversations/${id}`, Conversation, change);
}

/** Rename a conversation, or choose the systems it asks (null: every system). */
export function useUpdateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (list) =>
        list?.map((c) => (c.id === conversation.id ? { ...c, title: conversation.title } : c)),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.searches() }),
      ]);
    },
  });
}
