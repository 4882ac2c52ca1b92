import { DocumentResponse } from '@soe/shared';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { ConversationDocument } from '../types';
import { documentKeys } from './keys';

/** Polling fallback while a document is read and the socket may be down; /ws events refetch sooner. */
const UNFINISHED_POLL_MS = 2_000;

/** GET /api/documents/:id: one document and its processing status. */
export function getDocument(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<ConversationDocument> {
  return apiGet(`/api/documents/${id}`, DocumentResponse, { signal });
}

export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: documentKeys.one(id),
    queryFn: ({ signal }) => getDocument(id, { signal }),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' || query.state.data?.status === 'processing' ? UNFINISHED_POLL_MS : false,
  });

/** Documents by id (those uploaded before a conversation exists), each kept in step with its processing. */
export function useDocuments(ids: number[]): ConversationDocument[] {
  return useQueries({
    queries: ids.map((id) => documentQueryOptions(id)),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  });
}
