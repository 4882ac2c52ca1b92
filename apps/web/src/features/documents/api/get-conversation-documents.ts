import { DocumentResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, orWhenMissing } from '@/lib/api-client';
import type { ConversationDocument } from '../types';
import { documentKeys } from './keys';

export const conversationDocumentsQueryKey = documentKeys.conversation;

/** Polling fallback while a document is still being read and the socket may be down; /ws events refetch sooner. */
const UNFINISHED_POLL_MS = 3_000;

/** GET /api/conversations/:id/documents: the conversation's documents, newest first; none when the server has no such route. */
export function getConversationDocuments(
  conversationId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ConversationDocument[]> {
  return orWhenMissing(
    () => apiGet(`/api/conversations/${conversationId}/documents`, DocumentResponse.array(), { signal }),
    [],
  );
}

export const conversationDocumentsQueryOptions = (conversationId: number) =>
  queryOptions({
    queryKey: conversationDocumentsQueryKey(conversationId),
    queryFn: ({ signal }) => getConversationDocuments(conversationId, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'pending' || d.status === 'processing') ? UNFINISHED_POLL_MS : false,
  });

export function useConversationDocuments(conversationId: number | undefined) {
  return useQuery({ ...conversationDocumentsQueryOptions(conversationId ?? 0), enabled: conversationId !== undefined });
}
