import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { Connector } from '../types';

/** GET /api/connectors: connectors, their form fields and whether the plan allows each. */
export function useConnectors(enabled = true) {
  return useQuery<Connector[]>({
    queryKey: ['/api/connectors'],
    queryFn: getOptionalQueryFn<Connector[]>([]),
    select: (data) => (Array.isArray(data) ? data : []),
    staleTime: 5 * 60_000,
    enabled,
  });
}
