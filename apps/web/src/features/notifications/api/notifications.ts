import { NotificationList } from '@soe/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';

/** The notifications feature's query keys. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};

/** GET /api/notifications: the latest deliveries and alerts of the signed-in user, and how many are unread. */
export function getNotifications({ signal }: { signal?: AbortSignal } = {}): Promise<NotificationList> {
  return apiGet('/api/notifications', NotificationList, { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list(), queryFn: getNotifications });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}

/** POST /api/notifications/read: these, or all of them. */
export function markNotificationsRead(request: { ids: number[] } | { all: true }): Promise<unknown> {
  return apiRequest('POST', '/api/notifications/read', request);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // Read at once in the list; the server's count follows.
    onMutate: async (request) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() });
      const before = queryClient.getQueryData<NotificationList>(notificationKeys.list());
      if (before) {
        const read = (id: number) => 'all' in request || request.ids.includes(id);
        const items = before.items.map((item) => (read(item.id) ? { ...item, read: true } : item));
        const unreadShown = items.filter((item) => !item.read).length;
        const readNow = before.items.filter((item) => !item.read).length - unreadShown;
        queryClient.setQueryData<NotificationList>(notificationKeys.list(), {
          items,
          unread: 'all' in request ? 0 : Math.max(0, before.unread - readNow),
        });
      }
      return { before };
    },
    onError: (_error, _request, context) => {
      if (context?.before) queryClient.setQueryData(notificationKeys.list(), context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
