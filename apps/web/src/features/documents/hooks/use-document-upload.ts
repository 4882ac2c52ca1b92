import { useState } from 'react';
import { errorMessage, hasErrorCode } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { notify, notifyError } from '@/lib/toast';
import { UploadPreparationError, useUploadDocument } from '../api/upload-document';
import type { ConversationDocument } from '../types';

/**
 * Upload with the spec's toasts (§5, §8): 'No file selected', 'Login Required',
 * 'Upload preparation failed', 'Upload failed', 'Document uploaded'; progress
 * is 0–100 while bytes go out, null otherwise.
 */
export function useDocumentUpload(conversationId: number | undefined) {
  const { data: user } = useUser();
  const mutation = useUploadDocument();
  const [progress, setProgress] = useState<number | null>(null);

  async function upload(file: File | null | undefined): Promise<ConversationDocument | null> {
    if (!file) {
      notifyError('No file selected', 'Please select a file to upload');
      return null;
    }
    if (!user) {
      notifyError('Login Required', 'Please log in to upload documents.');
      return null;
    }
    setProgress(0);
    try {
      const document = await mutation.mutateAsync({ file, conversationId, onProgress: setProgress });
      notify('Document uploaded', document.name);
      return document;
    } catch (cause) {
      if (cause instanceof UploadPreparationError)
        notifyError('Upload preparation failed', 'Failed to prepare the file for upload');
      else if (hasErrorCode(cause, 'unauthorized')) notifyError('Login Required', 'Please log in to upload documents.');
      else notifyError('Upload failed', errorMessage(cause, 'Could not upload document. Please try again.'));
      return null;
    } finally {
      setProgress(null);
    }
  }

  return { upload, progress, uploading: progress !== null };
}
