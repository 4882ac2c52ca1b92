import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { ConnectedSystem, SystemType } from '../types';
import { SYSTEMS_QUERY_KEY } from './get-systems';

export interface CreateSystemInput {
  name: string;
  type: SystemType;
  connectionDetails: { url: string; apiKey?: string };
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SYSTEMS_QUERY_KEY }),
  });
}
