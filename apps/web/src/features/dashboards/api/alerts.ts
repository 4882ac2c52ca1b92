import { Alert, type CreateAlertRequest } from '@soe/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGetList, apiRequest, apiSend } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** POST /api/alerts: watches a figure of a pinned tile. */
export function createAlert(input: CreateAlertRequest): Promise<Alert> {
  return apiSend('POST', '/api/alerts', Alert, input);
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    // Not retried: a retry after a lost answer would set the alert twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.alerts() }),
  });
}

/** GET /api/alerts: the signed-in user's alerts, from tiles and from the chat ("alert me when …"). */
export function getAlerts({ signal }: { signal?: AbortSignal } = {}): Promise<Alert[]> {
  return apiGetList('/api/alerts', Alert, { signal });
}

export function useAlerts() {
  return useQuery({ queryKey: dashboardKeys.alerts(), queryFn: getAlerts });
}

function useAlertMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.alerts() }),
  });
}

/** PATCH /api/alerts/{id}: pauses or resumes it. */
export function useSetAlertEnabled() {
  return useAlertMutation(({ id, enabled }: { id: number; enabled: boolean }) =>
    apiRequest('PATCH', `/api/alerts/${id}`, { enabled }),
  );
}

/** DELETE /api/alerts/{id}. */
export function useDeleteAlert() {
  return useAlertMutation((id: number) => apiRequest('DELETE', `/api/alerts/${id}`));
}
