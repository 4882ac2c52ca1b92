import { DashboardResults, type PeriodSpec } from '@soe/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/time-zone';
import { dashboardKeys } from './keys';

/**
 * GET /api/dashboards/{id}/results: every tile run again for this viewer, with their access, now (or from the
 * server's short-lived result cache, which says so). `period`: this view's period instead of the board's.
 */
export function getDashboardResults(
  id: number,
  { period, timeZone, signal }: { period: PeriodSpec | null; timeZone: string; signal?: AbortSignal },
): Promise<DashboardResults> {
  const query = new URLSearchParams({ tz: timeZone });
  if (period) query.set('period', JSON.stringify(period));
  return apiGet(`/api/dashboards/${id}/results?${query}`, DashboardResults, { signal });
}

export const dashboardResultsQueryOptions = (id: number, period: PeriodSpec | null, timeZone = browserTimeZone()) =>
  queryOptions({
    queryKey: dashboardKeys.results(id, period ? JSON.stringify(period) : null, timeZone),
    queryFn: ({ signal }) => getDashboardResults(id, { period, timeZone, signal }),
    // Figures are live: opening the board again runs it again (the server's cache answers a quick second look).
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useDashboardResults(id: number, period: PeriodSpec | null, enabled = true) {
  return useQuery({ ...dashboardResultsQueryOptions(id, period), enabled });
}
