import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@soe/shared';
import { apiRequest } from '@/lib/api-client';

export const AUDIT_QUERY_KEY = ['/api/admin/audit'] as const;

/** GET /api/admin/audit, newest first, one page at a time (cursor `before`); optionally one action only. */
export function useAuditLog(action: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...AUDIT_QUERY_KEY, action],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: '25' });
      if (action) params.set('action', action);
      if (pageParam) params.set('before', String(pageParam));
      return apiRequest<AuditPage>('GET', `${AUDIT_QUERY_KEY[0]}?${params}`, undefined, { signal });
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}
