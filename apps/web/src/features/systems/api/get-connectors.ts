import { ConnectorInfo } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList, orWhenMissing } from '@/lib/api-client';
import type { Connector } from '../types';
import { systemKeys } from './keys';

/** GET /api/connectors: connectors, their form fields and whether the plan allows each. */
export function getConnectors({ signal }: { signal?: AbortSignal } = {}): Promise<Connector[]> {
  return orWhenMissing(() => apiGetList('/api/connectors', ConnectorInfo, { signal }), []);
}

export const connectorsQueryOptions = () =>
  queryOptions({ queryKey: systemKeys.connectors(), queryFn: getConnectors, staleTime: 5 * 60_000 });

export function useConnectors(enabled = true) {
  return useQuery({ ...connectorsQueryOptions(), enabled });
}
