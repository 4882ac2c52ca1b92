import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AuditPage } from '@soe/shared';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/audit, newest first, one page at a time (cursor `before`); optionally one action only. */
export function getAuditPage(
  { action, before }: { action: string; before?: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditPage> {
  const params = new URLSearchParams({ limit: '25' });
  if (action) params.set('action', action);
  if (before) params.set('before', String(before));
  return apiGet(`/api/admin/audit?${params}`, AuditPage, { signal });
}

export const auditLogQueryOptions = (action: string) =>
  infiniteQueryOptions({
    queryKey: adminKeys.audit(action),
    queryFn: ({ pageParam, signal }) => getAuditPage({ action, before: pageParam || undefined }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

export function useAuditLog(action: string, enabled: boolean) {
  return useInfiniteQuery({ ...auditLogQueryOptions(action), enabled });
}
