import { Conversation } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList, orWhenMissing } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /api/conversations: the user's conversations, newest first; none when the server has no such route. */
export function getConversations({ signal }: { signal?: AbortSignal } = {}): Promise<Conversation[]> {
  return orWhenMissing(() => apiGetList('/api/conversations', Conversation, { signal }), []);
}

/** spec §7: refetched every 5 s and on focus, never considered fresh. */
export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: getConversations,
    staleTime: 0,
    refetchInterval: 5_000,
    refetchOnWindowFocus: true,
  });

export function useConversations() {
  return useQuery(conversationsQueryOptions());
}
