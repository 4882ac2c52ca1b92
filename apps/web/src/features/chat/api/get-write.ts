import { WriteProposal } from '@soe/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useRealtimeEvent } from '@/lib/realtime';
import { chatKeys } from './keys';

/** GET /api/writes/:id — a proposed change and its state. */
export function getWrite(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<WriteProposal> {
  return apiGet(`/api/writes/${id}`, WriteProposal, { signal });
}

/** While the change is running the query also polls, in case the socket is down. */
export const writeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.write(id),
    queryFn: ({ signal }) => getWrite(id, { signal }),
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.status === 'confirmed' ? 2_000 : false),
  });

/** Every tab of the user hears `write_updated` over /ws and shows the new state at once. */
export function useWriteProposal(id: number) {
  const queryClient = useQueryClient();
  useRealtimeEvent((frame) => {
    if (frame.type === 'write_updated' && frame.payload.write.id === id)
      queryClient.setQueryData(chatKeys.write(id), frame.payload.write);
  });
  return useQuery(writeQueryOptions(id));
}
