import { Message } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /api/conversations/:id/messages: the conversation's messages, oldest first. */
export function getMessages(conversationId: number, { signal }: { signal?: AbortSignal } = {}): Promise<Message[]> {
  return apiGetList(`/api/conversations/${conversationId}/messages`, Message, { signal });
}

/** spec §7: messages refetch every 3 s while a conversation is open. */
export const messagesQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ signal }) => getMessages(conversationId, { signal }),
    refetchInterval: 3_000,
  });

export function useMessages(conversationId: number | undefined) {
  return useQuery({ ...messagesQueryOptions(conversationId ?? 0), enabled: conversationId !== undefined });
}
