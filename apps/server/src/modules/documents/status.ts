import type { DocumentResponse, DocumentStatus } from '@soe/shared';
import type * as schema from '../../db/schema';
import type { RealtimePublisher } from '../realtime/hub';

export type DocumentRow = typeof schema.documents.$inferSelect;

/** The API's view of a row (spec §3 Document). */
export function toDocument(row: DocumentRow): DocumentResponse {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    path: `/api/documents/${row.id}/content`,
    conversationId: row.conversationId,
    content: null,
    status: row.status as DocumentStatus,
    error: row.error,
    metadata: row.metadata ?? null,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/**
 * Tells the owner's tabs that a document's status changed (document_status on
 * /ws). Fire and forget: the Documents tab also refetches, so a lost event
 * only delays the change.
 */
export function publishStatus(
  publisher: RealtimePublisher | undefined,
  row: Pick<DocumentRow, 'id' | 'userId' | 'conversationId' | 'status' | 'error'>,
): void {
  if (!publisher) return;
  const payload = {
    documentId: row.id,
    conversationId: row.conversationId,
    status: row.status as DocumentStatus,
    ...(row.error ? { error: row.error } : {}),
  };
  try {
    publisher.publish(row.userId, { type: 'document_status', payload }).catch(() => {});
  } catch {
    // a hub that throws synchronously (closing) changes nothing for the document
  }
}
