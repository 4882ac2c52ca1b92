import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversationSearchResult } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';
import { SEARCH_QUERY_ROOT } from './update-conversation';

export function searchConversations(query: string): Promise<ConversationSearchResult[]> {
  return apiRequest<ConversationSearchResult[]>('GET', `/api/conversations/search?q=${encodeURIComponent(query)}`);
}

/** Server-side search of titles and message text; runs for a non-empty query only. */
export function useConversationSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...SEARCH_QUERY_ROOT, q],
    queryFn: () => searchConversations(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}
