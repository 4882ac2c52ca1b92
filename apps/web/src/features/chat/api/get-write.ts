import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { WriteProposal } from '@soe/shared';
import { useRealtimeEvent } from '@/lib/realtime';

export const writeQueryKey = (id: number) => [`/api/writes/${id}`] as const;

/**
 * GET /api/writes/:id — a proposed change and its state. Every tab of the user
 * hears `write_updated` over /ws and shows the new state at once; while the
 * change is running the query also polls, in case the socket is down.
 */
export function useWriteProposal(id: number) {
  const queryClient = useQueryClient();
  useRealtimeEvent((frame) => {
    if (frame.type === 'write_updated' && frame.payload.write.id === id)
      queryClient.setQueryData(writeQueryKey(id), frame.payload.write);
  });
  return useQuery<WriteProposal>({
    queryKey: writeQueryKey(id),
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' ? 2_000 : false),
  });
}
