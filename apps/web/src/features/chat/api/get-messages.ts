import { useQuery } from '@tanstack/react-query';
import type { Message } from '../types';

export const messagesQueryKey = (conversationId: number) => [`/api/conversations/${conversationId}/messages`] as const;

/** spec §7: messages refetch every 3 s while a conversation is open. */
export function useMessages(conversationId: number | undefined) {
  return useQuery<Message[]>({
    queryKey: messagesQueryKey(conversationId ?? 0),
    enabled: conversationId !== undefined,
    select: (data) => (Array.isArray(data) ? data : []),
    refetchInterval: 3_000,
  });
}
