import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationList, RealtimeFrame } from '@soe/shared';
import { useRealtimeEvent, useRealtimeNotice } from '@/lib/realtime';
import { notificationKeys } from '../api/notifications';

/** How many notifications the bell keeps in its list between fetches. */
const KEPT = 50;

/**
 * `notification` from /ws: the new item goes on top of the bell's list with the server's unread count, at once,
 * in every tab. Each time the socket opens the list is read again: the first connection opens 2 s after the page
 * (spec §9) and a reconnect may have missed one, and nothing sent before a first connection is replayed.
 */
export function applyNotificationEvent(queryClient: QueryClient, frame: RealtimeFrame) {
  if (frame.type !== 'notification') return;
  const { notification, unread } = frame.payload;
  queryClient.setQueryData<NotificationList>(notificationKeys.list(), (list) => ({
    items: [notification, ...(list?.items ?? []).filter((item) => item.id !== notification.id)].slice(0, KEPT),
    unread,
  }));
}

/** Mount once inside RealtimeProvider: renders nothing, keeps the bell in step with /ws. */
export function NotificationSync(): null {
  const queryClient = useQueryClient();
  useRealtimeEvent((frame) => applyNotificationEvent(queryClient, frame));
  useRealtimeNotice((notice) => {
    if (notice.kind === 'connection_success') void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  });
  return null;
}
