import { SystemResponse } from '@soe/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/lib/api-client';
import type { ConnectedSystem, SystemType } from '../types';
import { USAGE_KEY, systemKeys } from './keys';

export interface CreateSystemInput {
  name: string;
  type: SystemType;
  /** url, optional apiKey, the connector's own fields, and the connector id when a template chose it. */
  connectionDetails: { url: string; apiKey?: string; connector?: string; [key: string]: string | undefined };
}

/** decisions §1/§7: POST /api/systems tests the connection for real and stores it. */
export function createSystem(input: CreateSystemInput): Promise<ConnectedSystem> {
  return apiSend('POST', '/api/systems', SystemResponse, input);
}

export function useCreateSystem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystem,
    // A connection attempt has side effects on the server: never repeated silently.
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: systemKeys.list() }),
        queryClient.invalidateQueries({ queryKey: USAGE_KEY }),
      ]),
  });
}
