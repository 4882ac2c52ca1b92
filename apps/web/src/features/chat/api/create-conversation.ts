import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Conversation } from '../types';
import { CONVERSATIONS_QUERY_KEY } from './get-conversations';

export function createConversation(input: { title: string; systemIds?: number[] | null }): Promise<Conversation> {
  return apiRequest<Conversation>('POST', '/api/conversations', input);
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    // Retrying could create the conversation twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_QUERY_KEY }),
  });
}
