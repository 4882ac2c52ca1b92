import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '../types';

export const conversationQueryKey = (id: number | undefined) => [`/api/conversations/${id}`] as const;

export function useConversation(id: number | undefined) {
  return useQuery<Conversation>({
    queryKey: conversationQueryKey(id),
    enabled: id !== undefined,
  });
}
