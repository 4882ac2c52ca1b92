import { useMemo } from 'react';
import { useConversationDocuments } from '../api/get-conversation-documents';
import { ACCEPTED_FILES } from '../lib/accepted-files';
import { useDocumentUpload } from './use-document-upload';

/**
 * What the chat composer needs from documents, handed to it by the app layer
 * (features do not import each other): the conversation's documents, an upload
 * that returns the new document (the composer attaches it), and its progress.
 */
export function useComposerDocuments(conversationId: number | undefined) {
  const { data } = useConversationDocuments(conversationId);
  const { upload, progress } = useDocumentUpload(conversationId);
  const items = useMemo(() => (data ?? []).map(({ id, name, status }) => ({ id, name, status })), [data]);
  return {
    items,
    upload,
    uploadProgress: progress,
    accept: ACCEPTED_FILES,
  };
}
