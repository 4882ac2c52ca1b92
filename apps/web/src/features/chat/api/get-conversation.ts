import { Conversation } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { chatKeys } from './keys';

/** GET /api/conversations/:id: one conversation (its title and the systems it asks). */
export function getConversation(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Conversation> {
  return apiGet(`/api/conversations/${id}`, Conversation, { signal });
}

export const conversationQueryOptions = (id: number) =>
  queryOptions({ queryKey: chatKeys.conversation(id), queryFn: ({ signal }) => getConversation(id, { signal }) });

export function useConversation(id: number | undefined) {
  return useQuery({ ...conversationQueryOptions(id ?? 0), enabled: id !== undefined });
}
