import { useQuery } from '@tanstack/react-query';
import { getQueryFn } from '@/lib/api-client';
import type { SystemSchema } from '../types';

export const schemaQueryKey = (id: number) => [`/api/systems/${id}/schema`] as const;

/** GET /api/systems/{id}/schema: entities with fields, relations, and operations. */
export function useSystemSchema(id: number | undefined) {
  return useQuery<SystemSchema>({
    queryKey: schemaQueryKey(id ?? 0),
    queryFn: getQueryFn<SystemSchema>(),
    enabled: id !== undefined,
  });
}
