import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SYSTEMS_QUERY_KEY } from './get-systems';

export function deleteSystem(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/systems/${id}`);
}

export function useDeleteSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
