import { Dashboard, DashboardList, type DashboardShare, type DashboardSummary, type PeriodSpec } from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, apiSend } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboards: the viewer's own dashboards and those their workspace shared with them. */
export function getDashboards({ signal }: { signal?: AbortSignal } = {}): Promise<DashboardList> {
  return apiGet('/api/dashboards', DashboardList, { signal });
}

export const dashboardsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.list(), queryFn: getDashboards });

export function useDashboards() {
  return useQuery(dashboardsQueryOptions());
}

/** GET /api/dashboards/{id}: a board with its tiles (not their figures: see results.ts). */
export function getDashboard(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Dashboard> {
  return apiGet(`/api/dashboards/${id}`, Dashboard, { signal });
}

export const dashboardQueryOptions = (id: number) =>
  queryOptions({ queryKey: dashboardKeys.detail(id), queryFn: ({ signal }) => getDashboard(id, { signal }) });

export function useDashboard(id: number) {
  return useQuery(dashboardQueryOptions(id));
}

/** POST /api/dashboards: a new, empty board. */
export function createDashboard(name: string): Promise<Dashboard> {
  return apiSend('POST', '/api/dashboards', Dashboard, { name });
}

export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDashboard,
    // Retrying after a lost answer would make a second board.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }),
  });
}

export interface DashboardChange {
  name?: string;
  share?: DashboardShare;
  period?: PeriodSpec | null;
}

/** PATCH /api/dashboards/{id}: its name, who in the workspace sees it, its period. */
export function updateDashboard(id: number, change: DashboardChange): Promise<unknown> {
  return apiRequest('PATCH', `/api/dashboards/${id}`, change);
}

export function useUpdateDashboard(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DashboardChange) => updateDashboard(id, change),
    onSuccess: (_answer, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }),
        // A new period changes every tile's figures; a name or a share only the board.
        queryClient.invalidateQueries({
          queryKey: change.period !== undefined ? dashboardKeys.board(id) : dashboardKeys.detail(id),
        }),
      ]),
  });
}

/** DELETE /api/dashboards/{id}. */
export function deleteDashboard(id: number): Promise<unknown> {
  return apiRequest('DELETE', `/api/dashboards/${id}`);
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDashboard,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: dashboardKeys.board(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.list() }),
        // Its schedules went with it.
        queryClient.invalidateQueries({ queryKey: dashboardKeys.schedules() }),
      ]);
    },
  });
}

export type { DashboardSummary };
