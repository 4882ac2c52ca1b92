import { useQuery } from '@tanstack/react-query';
import { getOptionalQueryFn } from '@/lib/api-client';
import type { ConnectedSystem } from '../types';

export const SYSTEMS_QUERY_KEY = ['/api/systems'] as const;

export function useSystems() {
  return useQuery<ConnectedSystem[]>({
    queryKey: SYSTEMS_QUERY_KEY,
    queryFn: getOptionalQueryFn<ConnectedSystem[]>([]),
    select: (data) => (Array.isArray(data) ? data : []),
  });
}
