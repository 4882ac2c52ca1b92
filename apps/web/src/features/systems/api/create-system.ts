import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem, SystemType } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

export interface CreateSystemInput {
  name: string;
  type: SystemType;
  /** url, optional apiKey, the connector's own fields, and the connector id when a template chose it. */
  connectionDetails: { url: string; apiKey?: string; connector?: string; [key: string]: string | undefined };
}

/** decisions §1/§7: POST /api/systems tests the connection for real and stores it. */
export function createSystem(input: CreateSystemInput): Promise<ConnectedSystem> {
  return apiRequest<ConnectedSystem>('POST', '/api/systems', input);
}

export function useCreateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystem,
    // A connection attempt has side effects on the server: never repeated silently.
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['/api/usage'] }),
      ]),
  });
}
