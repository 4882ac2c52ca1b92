import { queryOptions, useQuery } from '@tanstack/react-query';
import { ScheduledJobsResponse } from '@soe/shared';
import { apiGet } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/scheduled-jobs: every schedule and alert of the instance, and the job queue's counts (staff only). */
export function getScheduledJobs({ signal }: { signal?: AbortSignal } = {}): Promise<ScheduledJobsResponse> {
  return apiGet('/api/admin/scheduled-jobs', ScheduledJobsResponse, { signal });
}

export const scheduledJobsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.scheduledJobs(), queryFn: getScheduledJobs });

export function useScheduledJobs(enabled: boolean) {
  return useQuery({ ...scheduledJobsQueryOptions(), enabled });
}
