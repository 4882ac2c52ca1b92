import { SystemSchemaResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SystemSchema } from '../types';
import { systemKeys } from './keys';

/** GET /api/systems/{id}/schema: entities with fields, relations, and operations. */
export function getSystemSchema(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<SystemSchema> {
  return apiGet(`/api/systems/${id}/schema`, SystemSchemaResponse, { signal });
}

export const systemSchemaQueryOptions = (id: number) =>
  queryOptions({ queryKey: systemKeys.schema(id), queryFn: ({ signal }) => getSystemSchema(id, { signal }) });

export function useSystemSchema(id: number | undefined) {
  return useQuery({ ...systemSchemaQueryOptions(id ?? 0), enabled: id !== undefined });
}
