import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '../types';

export function useConversation(id: number | undefined) {
  return useQuery<Conversation>({
    queryKey: [`/api/conversations/${id}`],
    enabled: id !== undefined,
  });
}
