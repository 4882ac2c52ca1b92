import { useEffect, useMemo, useState } from 'react';
import { useConversationDocuments } from '../api/get-conversation-documents';
import { useDocuments } from '../api/get-document';
import { ACCEPTED_FILES } from '../lib/accepted-files';
import { useDocumentUpload } from './use-document-upload';

/**
 * What the chat composer needs from documents, handed to it by the app layer
 * (features do not import each other): the conversation's documents, an upload
 * that returns the new document (the composer attaches it), and its progress.
 * Before a conversation exists (the home view), the documents are those
 * uploaded here; the first question takes them into the conversation it opens.
 */
export function useComposerDocuments(conversationId: number | undefined) {
  const { data, isSuccess } = useConversationDocuments(conversationId);
  const { upload: send, progress } = useDocumentUpload(conversationId);
  const [home, setHome] = useState<number[]>([]);
  // Once a conversation is open, what was uploaded on the home view belongs to it.
  useEffect(() => {
    if (conversationId !== undefined) setHome([]);
  }, [conversationId]);
  const uploadedHere = useDocuments(conversationId === undefined ? home : []);
  const list = conversationId === undefined ? uploadedHere : data;
  const items = useMemo(() => (list ?? []).map(({ id, name, status }) => ({ id, name, status })), [list]);
  async function upload(file: File | null) {
    const document = await send(file);
    if (document && conversationId === undefined) setHome((ids) => [document.id, ...ids]);
    return document;
  }
  return {
    items,
    loaded: conversationId === undefined || isSuccess,
    upload,
    uploadProgress: progress,
    accept: ACCEPTED_FILES,
  };
}
