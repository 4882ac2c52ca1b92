import { SystemSchemaResponse } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import type { SystemSchema } from '../types';
import { SCHEMA_PROGRESS_POLL_MS } from './get-systems';
import { systemKeys } from './keys';

/** GET /api/systems/{id}/schema: entities with fields, relations, and operations. */
export function getSystemSchema(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<SystemSchema> {
  return apiGet(`/api/systems/${id}/schema`, SystemSchemaResponse, { signal });
}

export const systemSchemaQueryOptions = (id: number) =>
  queryOptions({
    queryKey: systemKeys.schema(id),
    queryFn: ({ signal }) => getSystemSchema(id, { signal }),
    // A schema of which only the core tables are read is read again until it is whole.
    refetchInterval: (query) => (query.state.data?.schemaProgress ? SCHEMA_PROGRESS_POLL_MS : false),
  });

export function useSystemSchema(id: number | undefined) {
  return useQuery({ ...systemSchemaQueryOptions(id ?? 0), enabled: id !== undefined });
}
