import { Schedule, type CreateScheduleRequest } from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetList, apiRequest, apiSend } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/schedules: the signed-in user's scheduled deliveries. */
export function getSchedules({ signal }: { signal?: AbortSignal } = {}): Promise<Schedule[]> {
  return apiGetList('/api/schedules', Schedule, { signal });
}

export const schedulesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.schedules(), queryFn: getSchedules });

/** The schedules of one board (its own, and those of its tiles). */
export function useBoardSchedules(dashboardId: number, enabled = true) {
  return useQuery({
    ...schedulesQueryOptions(),
    select: (list) => list.filter((schedule) => schedule.dashboardId === dashboardId),
    enabled,
  });
}

/** POST /api/schedules. */
export function createSchedule(input: CreateScheduleRequest): Promise<Schedule> {
  return apiSend('POST', '/api/schedules', Schedule, input);
}

export type ScheduleChange = {
  enabled?: boolean;
  channels?: { email: boolean; webhookUrl?: string | null };
};

/** PATCH /api/schedules/{id}. */
export function updateSchedule(id: number, change: ScheduleChange): Promise<unknown> {
  return apiRequest('PATCH', `/api/schedules/${id}`, change);
}

/** DELETE /api/schedules/{id}. */
export function deleteSchedule(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/schedules/${id}`);
}

/** POST /api/schedules/{id}/run: delivers now, besides its next run. */
export function runSchedule(id: number): Promise<unknown> {
  return apiRequest('POST', `/api/schedules/${id}/run`);
}

function useScheduleMutation<T>(mutationFn: (input: T) => Promise<unknown>, retry = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(retry ? {} : { retry: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.schedules() }),
  });
}

export function useCreateSchedule() {
  // Not retried: a retry after a lost answer would schedule twice.
  return useScheduleMutation(createSchedule, false);
}

export function useUpdateSchedule() {
  return useScheduleMutation(({ id, ...change }: ScheduleChange & { id: number }) => updateSchedule(id, change));
}

export function useDeleteSchedule() {
  return useScheduleMutation(deleteSchedule);
}

export function useRunSchedule() {
  // Not retried: each call is one delivery.
  return useScheduleMutation(runSchedule, false);
}
