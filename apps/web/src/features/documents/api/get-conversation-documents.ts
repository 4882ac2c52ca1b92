import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { ConversationDocument } from '../types';

export const conversationDocumentsQueryKey = (conversationId: number) => [`/api/conversations/${conversationId}/documents`] as const;

/** Polling fallback while a document is still being read and the socket may be down; /ws events refetch sooner. */
const UNFINISHED_POLL_MS = 3_000;

export function useConversationDocuments(conversationId: number | undefined) {
  return useQuery<ConversationDocument[]>({
    queryKey: conversationDocumentsQueryKey(conversationId ?? 0),
    queryFn: getOptionalQueryFn<ConversationDocument[]>([]),
    enabled: conversationId !== undefined,
    select: (data) => (Array.isArray(data) ? data : []),
    refetchInterval: (query) => (Array.isArray(query.state.data) && query.state.data.some((d) => d.status === 'pending' || d.status === 'processing') ? UNFINISHED_POLL_MS : false),
  });
}
