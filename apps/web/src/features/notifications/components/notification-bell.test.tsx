import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { NotificationItem } from '@soe/shared';
import type { RealtimeConnection } from '@/lib/realtime';
import { RealtimeProvider } from '@/lib/realtime';
import { renderWithClient, stubApi, TestRealtimeConnection } from '@/testing/render';
import { notificationKeys } from '../api/notifications';
import { NotificationSync } from '../hooks/use-notification-sync';
import { NotificationBell } from './notification-bell';

function item(overrides: Partial<NotificationItem> = {}) {
  return {
    id: 1,
    kind: 'schedule' as const,
    title: 'Sales — weekly',
    body: 'Revenue 12,400.00 · Orders 91',
    link: '/app/dashboards/3',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...overrides,
  };
}

/** GET and POST /api/notifications over a list kept here: marking read changes what the next GET answers. */
function notificationsApi(items: NotificationItem[]) {
  let list = items;
  return stubApi({
    'GET /api/notifications': () => ({ body: { items: list, unread: list.filter((i) => !i.read).length } }),
    'POST /api/notifications/read': (body) => {
      const request = body as { ids?: number[]; all?: boolean };
      list = list.map((i) => (request.all || request.ids?.includes(i.id) ? { ...i, read: true } : i));
      return { body: {} };
    },
  });
}

function renderBell() {
  const connection = new TestRealtimeConnection();
  const rendered = renderWithClient(
    <MemoryRouter>
      <RealtimeProvider connection={connection as unknown as RealtimeConnection}>
        <NotificationSync />
        <NotificationBell />
      </RealtimeProvider>
    </MemoryRouter>,
  );
  return { ...rendered, connection };
}

describe('the notification bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread count, lists the notifications and marks them all read', async () => {
    const calls = notificationsApi([item(), item({ id: 2, title: 'Revenue below 50,000', kind: 'alert', read: true })]);
    const { user } = renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('unread-count')).toHaveTextContent('1');

    await user.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const list = within(panel).getByRole('list', { name: 'Latest notifications' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toHaveTextContent('Unread: Sales — weekly');
    expect(entries[0]).toHaveTextContent('Revenue 12,400.00 · Orders 91');
    expect(entries[0]).toHaveTextContent('5 minutes ago');
    expect(within(entries[0]).getByRole('link')).toHaveAttribute('href', '/app/dashboards/3');

    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('unread-count')).toBeNull());
    expect(calls.find((c) => c.route === 'POST /api/notifications/read')?.body).toEqual({ all: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('adds a notification pushed over the socket, with the server’s unread count, and announces it', async () => {
    notificationsApi([]);
    const { user, connection, queryClient } = renderBell();
    // The list as fetched first; the pushed one then goes on top of it.
    await waitFor(() => expect(queryClient.getQueryState(notificationKeys.list())?.status).toBe('success'));
    act(() =>
      connection.emit({
        type: 'notification',
        payload: { notification: item({ id: 9, title: 'Alert: revenue below 50,000', kind: 'alert' }), unread: 4 },
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();
    // The announcement is set by an effect after the render that shows the new count: waited for, not assumed.
    expect(await screen.findByText('New notification: Alert: revenue below 50,000')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications, 4 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getByText('Alert: revenue below 50,000')).toBeInTheDocument();
  });

  it('opening a notification marks it read and never follows a link off the app', async () => {
    const calls = notificationsApi([
      item({ id: 5 }),
      item({ id: 6, title: 'Elsewhere', link: 'https://evil.example/' }),
    ]);
    const { user } = renderBell();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('link')).toHaveLength(1);
    await user.click(within(panel).getByRole('link'));
    await waitFor(() =>
      expect(calls.find((c) => c.route === 'POST /api/notifications/read')?.body).toEqual({ ids: [5] }),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('reads the list again when the socket opens: what was sent before it is not missed', async () => {
    let list = [item({ id: 1, read: true })];
    stubApi({
      'GET /api/notifications': () => ({ body: { items: list, unread: list.filter((i) => !i.read).length } }),
    });
    const { connection, queryClient } = renderBell();
    await waitFor(() => expect(queryClient.getQueryState(notificationKeys.list())?.status).toBe('success'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // Delivered while the page was loading, before its socket was open: no event reaches this tab.
    list = [item({ id: 2, title: 'Sent now' }), ...list];
    act(() => connection.notice({ kind: 'connection_success', reconnect: false }));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
