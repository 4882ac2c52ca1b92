import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Conversation } from '../types';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';
import { SEARCH_QUERY_ROOT } from './update-conversation';

export function deleteConversation(id: number): Promise<void> {
  return apiRequest<void>('DELETE', `/api/conversations/${id}`);
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Conversation[]>(CONVERSATIONS_QUERY_KEY, (list) => list?.filter((c) => c.id !== id));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: SEARCH_QUERY_ROOT }),
      ]);
    },
  });
}
