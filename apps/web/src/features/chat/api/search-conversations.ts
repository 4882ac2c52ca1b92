import { ConversationSearchResult } from '@soe/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /api/conversations/search?q=: server-side search of titles and message text. */
export function searchConversations(
  query: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ConversationSearchResult[]> {
  return apiGetList(`/api/conversations/search?q=${encodeURIComponent(query)}`, ConversationSearchResult, {
    signal,
  });
}

export const conversationSearchQueryOptions = (query: string) =>
  queryOptions({
    queryKey: chatKeys.search(query),
    queryFn: ({ signal }) => searchConversations(query, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });

/** Runs for a non-empty query only. */
export function useConversationSearch(query: string) {
  const q = query.trim();
  return useQuery({ ...conversationSearchQueryOptions(q), enabled: q.length > 0 });
}
