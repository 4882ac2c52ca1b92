import type { Conversation } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { chatKeys } from './keys';

export function deleteConversation(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/conversations/${id}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Conversation[]>(chatKeys.conversations(), (list) => list?.filter((c) => c.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.searches() }),
      ]);
    },
  });
}
