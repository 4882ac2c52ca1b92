import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SCHEDULES_MESSAGE, WEBHOOKS_MESSAGE, type Schedule } from '@soe/shared';
import { renderWithClient, stubApi } from '@/testing/render';
import { okResult, QUERY, tile } from '../testing/fixtures';
import { AlertDialog } from './alert-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { SchedulesPanel } from './schedules-panel';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const SESSION = {
  isAuthenticated: true,
  id: 2,
  username: 'dana',
  accessLevel: 'write',
  provider: 'local',
  subscriptionTier: 'pro',
  isAdmin: false,
};

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    id: 5,
    dashboardId: 3,
    tileId: null,
    title: 'Sales',
    frequency: 'weekly',
    time: '08:00',
    weekday: 1,
    monthDay: null,
    timeZone: 'Europe/Paris',
    channels: { inApp: true, email: true, webhookHost: 'hooks.slack.com' },
    enabled: true,
    lastRunAt: null,
    nextRunAt: '2026-11-30T07:00:00.000Z',
    lastStatus: null,
    lastError: null,
    ...overrides,
  };
}

function renderInRouter(ui: React.ReactElement) {
  return renderWithClient(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('Schedule', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the board, the day and time in the browser’s time zone, and the channels', async () => {
    const calls = stubApi({
      'GET /api/user': { body: SESSION },
      'POST /api/schedules': { status: 201, body: schedule({ frequency: 'monthly', weekday: null, monthDay: 15 }) },
    });
    const onOpenChange = vi.fn();
    const { user } = renderInRouter(
      <ScheduleDialog open onOpenChange={onOpenChange} dashboardId={3} dashboardName="Sales" />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Schedule this dashboard' });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(within(dialog).getByText(`Times are in your time zone, ${zone}.`)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Monthly' }));
    await user.selectOptions(within(dialog).getByLabelText('Day of the month'), '15');
    await user.clear(within(dialog).getByLabelText('Time'));
    await user.type(within(dialog).getByLabelText('Time'), '07:30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await user.type(within(dialog).getByLabelText('Webhook URL (Enterprise)'), 'not a url');
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    // A webhook that is no address is refused before anything is sent.
    expect(await within(dialog).findByText('Enter a full address starting with https://')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'POST /api/schedules')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Webhook URL (Enterprise)'));
    await user.type(
      within(dialog).getByLabelText('Webhook URL (Enterprise)'),
      'https://hooks.slack.com/services/T/B/x',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.route === 'POST /api/schedules')?.body).toEqual({
      dashboardId: 3,
      frequency: 'monthly',
      time: '07:30',
      monthDay: 15,
      timeZone: zone,
      channels: { email: true, webhookUrl: 'https://hooks.slack.com/services/T/B/x' },
    });
  });

  it('shows the plan’s refusal with an Upgrade link', async () => {
    stubApi({
      'GET /api/user': { body: { ...SESSION, subscriptionTier: 'free' } },
      'POST /api/schedules': { status: 402, body: { code: 'payment_required', message: SCHEDULES_MESSAGE } },
    });
    const { user } = renderInRouter(
      <ScheduleDialog open onOpenChange={() => {}} dashboardId={3} dashboardName="Sales" tile={tile()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Schedule this tile' });
    await user.click(within(dialog).getByRole('button', { name: 'Save schedule' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(SCHEDULES_MESSAGE);
    expect(within(refusal).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription-plans');
  });

  it('lists the board’s schedules with their next run, and pauses, sends and deletes them', async () => {
    let list = [schedule(), schedule({ id: 6, dashboardId: 4, title: 'Elsewhere' })];
    const calls = stubApi({
      'GET /api/schedules': () => ({ body: list }),
      'PATCH /api/schedules/5': (body) => {
        list = list.map((s) => (s.id === 5 ? { ...s, ...(body as object) } : s));
        return { body: list[0] };
      },
      'POST /api/schedules/5/run': { body: schedule() },
      'DELETE /api/schedules/5': () => {
        list = list.filter((s) => s.id !== 5);
        return { status: 204, body: null };
      },
    });
    const { user } = renderInRouter(<SchedulesPanel dashboardId={3} />);
    const items = await screen.findAllByRole('listitem');
    // Only this board's.
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Weekly on Monday at 08:00 (Europe/Paris)');
    expect(items[0]).toHaveTextContent('To: In the app, email, hooks.slack.com');
    expect(items[0]).toHaveTextContent('Last run: never');

    const toggle = within(items[0]).getByRole('switch', { name: /^Enabled: Sales/ });
    await user.click(toggle);
    await waitFor(() => expect(screen.getByRole('switch', { name: /^Enabled: Sales/ })).not.toBeChecked());
    expect(screen.getByRole('listitem')).toHaveTextContent('Next run: paused');
    expect(calls.find((c) => c.route === 'PATCH /api/schedules/5')?.body).toEqual({ enabled: false });

    await user.click(screen.getByRole('button', { name: /^Send now: Sales/ }));
    await waitFor(() => expect(calls.some((c) => c.route === 'POST /api/schedules/5/run')).toBe(true));
    await user.click(screen.getByRole('button', { name: /^Delete schedule: Sales/ }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  });
});

describe('Alert me', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('watches the tile’s figure below a threshold, as often as chosen', async () => {
    const calls = stubApi({
      'GET /api/user': { body: SESSION },
      'POST /api/alerts': {
        status: 201,
        body: {
          id: 1,
          title: 'Revenue below 50,000',
          question: 'What is the revenue this year?',
          systemId: 1,
          systemName: 'Demo Company',
          query: QUERY,
          measure: 'revenue',
          op: '<',
          threshold: 50000,
          check: 'hourly',
          period: null,
          timeZone: 'UTC',
          channels: { inApp: true, email: false, webhookHost: null },
          enabled: true,
          lastValue: null,
          triggered: false,
          lastRunAt: null,
          nextRunAt: null,
          lastStatus: null,
          lastError: null,
        },
      },
    });
    const onOpenChange = vi.fn();
    const { user } = renderInRouter(
      <AlertDialog open onOpenChange={onOpenChange} tile={tile()} result={okResult(11)} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Alert me' });
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    expect(await within(dialog).findByText('Enter a number, such as 50000.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Threshold'), '50,000');
    await user.click(within(dialog).getByRole('radio', { name: 'Hourly' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set alert' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(calls.find((c) => c.route === 'POST /api/alerts')?.body).toEqual({
      tileId: 11,
      queryIndex: 0,
      measure: 'revenue',
      op: '<',
      threshold: 50000,
      check: 'hourly',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      channels: { email: false },
    });
  });

  it('says a webhook needs Enterprise on a plan without it', async () => {
    stubApi({ 'GET /api/user': { body: { ...SESSION, subscriptionTier: 'pro' } } });
    renderInRouter(<AlertDialog open onOpenChange={() => {}} tile={tile()} result={okResult(11)} />);
    expect(await screen.findByText(WEBHOOKS_MESSAGE)).toBeInTheDocument();
  });
});
