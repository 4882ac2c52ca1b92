import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUrl } from '@/lib/api-client';
import type { ConversationDocument } from '../types';
import { invalidateDocuments } from './invalidate';

export interface UploadInput {
  file: File;
  conversationId?: number;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
}

/** The file could not be read or packed before sending (spec §8 'Upload preparation failed'). */
export class UploadPreparationError extends Error {}

/**
 * POST /api/documents/upload as multipart/form-data. XMLHttpRequest rather
 * than fetch: only it reports upload progress. The conversation id goes
 * before the file so the server reads it first.
 */
export async function uploadDocument({ file, conversationId, onProgress }: UploadInput): Promise<ConversationDocument> {
  let form: FormData;
  try {
    // Reading a byte proves the file is still there and readable (it may have been moved since it was picked).
    if (file.size > 0) await file.slice(0, 1).arrayBuffer();
    form = new FormData();
    if (conversationId !== undefined) form.append('conversationId', String(conversationId));
    form.append('lastModified', String(file.lastModified));
    form.append('file', file, file.name);
  } catch {
    throw new UploadPreparationError('Failed to prepare the file for upload');
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/documents/upload'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'No response from server'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as ConversationDocument);
      const message =
        body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
          ? (body as { message: string }).message
          : undefined;
      reject(new ApiError(xhr.status, message ?? `${xhr.status}: ${xhr.statusText}`, body, message));
    };
    xhr.send(form);
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadDocument, retry: false, onSettled: () => invalidateDocuments(queryClient) });
}
