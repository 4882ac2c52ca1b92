import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USAGE_KEY, systemKeys } from './keys';

/** DELETE /api/systems/{id}: disconnects the system and deletes its stored credentials. */
export function deleteSystem(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/systems/${id}`);
}

export function useDeleteSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystem,
    retry: false,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: systemKeys.system(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
      ]);
    },
  });
}
