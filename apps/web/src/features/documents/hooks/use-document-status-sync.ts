import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RealtimeFrame } from '@soe/shared';
import { useRealtimeEvent, useRealtimeNotice } from '@/lib/realtime';
import { conversationDocumentsQueryKey } from '../api/get-conversation-documents';
import { invalidateDocuments } from '../api/invalidate';
import type { ConversationDocument } from '../types';

/**
 * document_status from /ws: the cached lists show the new status at once, then
 * refetch (the server stays the source of truth). A reconnect refetches in
 * case events were missed.
 */
export function applyDocumentEvent(queryClient: QueryClient, frame: RealtimeFrame) {
  if (frame.type !== 'document_status') return;
  const { documentId, conversationId, status, error } = frame.payload;
  const patch = (list: ConversationDocument[] | undefined) =>
    Array.isArray(list)
      ? list.map((d) =>
          d.id === documentId ? { ...d, status, error: error ?? (status === 'error' ? d.error : null) } : d,
        )
      : list;
  if (conversationId)
    queryClient.setQueryData<ConversationDocument[]>(conversationDocumentsQueryKey(conversationId), patch);
  void invalidateDocuments(queryClient);
}

/** Mount once inside RealtimeProvider: renders nothing, keeps documents in step with /ws. */
export function DocumentStatusSync(): null {
  const queryClient = useQueryClient();
  useRealtimeEvent((frame) => applyDocumentEvent(queryClient, frame));
  useRealtimeNotice((notice) => {
    if (notice.kind === 'connection_success' && notice.reconnect) void invalidateDocuments(queryClient);
  });
  return null;
}
