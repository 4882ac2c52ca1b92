import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { Conversation } from '../types';

export const CONVERSATIONS_QUERY_KEY = ['/api/conversations'] as const;

/** spec §7: refetched every 5 s and on focus, never considered fresh. */
export function useConversations() {
  return useQuery<Conversation[]>({
    queryKey: CONVERSATIONS_QUERY_KEY,
    queryFn: getOptionalQueryFn<Conversation[]>([]),
    select: (data) => (Array.isArray(data) ? data : []),
    staleTime: 0,
    refetchInterval: 5_000,
    refetchOnWindowFocus: true,
  });
}
