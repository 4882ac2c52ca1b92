import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateDocuments } from './invalidate';

export function deleteDocument(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/documents/${id}`);
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, retry: false, onSettled: () => invalidateDocuments(queryClient) });
}
