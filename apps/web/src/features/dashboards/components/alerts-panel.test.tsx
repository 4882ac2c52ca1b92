import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Alert } from '@soe/shared';
import { renderWithClient, stubApi } from '@/testing/render';
import { QUERY } from '../testing/fixtures';
import { AlertsPanel } from './alerts-panel';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

function alert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: 7,
    title: 'Revenue (last 7 days) below 50,000',
    question: 'alert me when weekly revenue drops below 50,000',
    systemId: 1,
    systemName: 'Demo Company',
    query: QUERY,
    measure: 'revenue',
    op: '<',
    threshold: 50000,
    check: 'daily',
    period: { relative: 'last_7_days' },
    timeZone: 'UTC',
    channels: { inApp: true, email: false, webhookHost: null },
    enabled: true,
    lastValue: 61234.5,
    triggered: false,
    lastRunAt: null,
    nextRunAt: '2026-11-29T08:00:00.000Z',
    lastStatus: null,
    lastError: null,
    ...overrides,
  };
}

describe('Alerts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists every alert, chat-made ones too, with its last reading; pauses and deletes', async () => {
    let list = [
      alert(),
      alert({ id: 8, title: 'Open deals above 40', triggered: true, lastValue: 44, check: 'hourly' }),
    ];
    const calls = stubApi({
      'GET /api/alerts': () => ({ body: list }),
      'PATCH /api/alerts/7': (body) => {
        list = list.map((a) => (a.id === 7 ? { ...a, ...(body as object) } : a));
        return { body: list[0] };
      },
      'DELETE /api/alerts/8': () => {
        list = list.filter((a) => a.id !== 8);
        return { status: 204, body: null };
      },
    });
    const { user } = renderWithClient(
      <MemoryRouter>
        <AlertsPanel />
      </MemoryRouter>,
    );
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Checked daily on Demo Company · last reading 61,234.5');
    expect(items[1]).toHaveTextContent('Holding now');

    await user.click(within(items[0]).getByRole('switch', { name: /^Enabled: Revenue/ }));
    await waitFor(() => expect(calls.find((c) => c.route === 'PATCH /api/alerts/7')?.body).toEqual({ enabled: false }));
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('paused'));

    await user.click(screen.getByRole('button', { name: 'Delete alert: Open deals above 40' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows nothing without alerts', async () => {
    const calls = stubApi({ 'GET /api/alerts': { body: [] } });
    const { container } = renderWithClient(<AlertsPanel />);
    await waitFor(() => expect(calls.some((c) => c.route === 'GET /api/alerts')).toBe(true));
    expect(container).toBeEmptyDOMElement();
  });
});
