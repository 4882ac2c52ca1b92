import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { ConversationDocument } from '../types';

export function useConversationDocuments(conversationId: number) {
  return useQuery<ConversationDocument[]>({
    queryKey: [`/api/conversations/${conversationId}/documents`],
    queryFn: getOptionalQueryFn<ConversationDocument[]>([]),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}
