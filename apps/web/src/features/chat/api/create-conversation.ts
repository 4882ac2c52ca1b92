import { Conversation } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import { chatKeys } from './keys';

export function createConversation(input: { title: string; systemIds?: number[] | null }): Promise<Conversation> {
  return apiSend('POST', '/api/conversations', Conversation, input);
}

export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConversation,
    // Retrying could create the conversation twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
  });
}
