import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SYSTEMS_QUERY_KEY } from './get-systems';

/** DELETE /api/systems/{id}: disconnects the system and deletes its stored credentials. */
export function deleteSystem(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/systems/${id}`);
}

export function useDeleteSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystem,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/usage'] }),
      ]),
  });
}
