import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DASHBOARD_LIMIT_MESSAGE } from '@soe/shared';
import { notify } from '@/lib/toast';
import { renderWithClient, stubApi } from '@/testing/render';
import { summary, tile } from '../testing/fixtures';
import { PinButton } from './pin-dialog';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const CHART_ANSWER =
  'Revenue by month:\n[CHART:{"type":"line","labels":["Jan","Feb"],"datasets":[{"label":"Revenue","data":[1,2]}]}]';
const answer = {
  messageId: 42,
  question: 'Revenue by month this year',
  content: CHART_ANSWER,
  queries: [
    { systemId: 1, systemName: 'Demo Company', language: 'sql' as const, text: 'SELECT 1' },
    { systemId: 1, systemName: 'Demo Company', language: 'sql' as const, text: 'SELECT 2', structured: { from: 'x' } },
  ],
};

function openDialog(props = answer) {
  const rendered = renderWithClient(
    <MemoryRouter>
      <PinButton {...props} />
    </MemoryRouter>,
  );
  return rendered;
}

describe('Pin to dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notify).mockClear();
  });

  it('is not offered for an answer whose queries cannot run again', () => {
    openDialog({ ...answer, queries: [answer.queries[0]] });
    expect(screen.queryByRole('button', { name: 'Pin to dashboard' })).toBeNull();
  });

  it('preselects the answer’s form and its question as title, and pins to the chosen board', async () => {
    const calls = stubApi({
      'GET /api/dashboards': {
        body: {
          own: [summary({ id: 3, name: 'Sales' }), summary({ id: 4, name: 'Support' })],
          workspace: [
            summary({ id: 8, name: 'Finance (read)', isOwner: false, canEdit: false, ownerName: 'lee' }),
            summary({ id: 9, name: 'Team board', isOwner: false, canEdit: true, ownerName: 'lee', share: 'edit' }),
          ],
        },
      },
      'POST /api/dashboards/4/tiles': { body: tile({ id: 50, dashboardId: 4, form: 'line' }) },
    });
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Pin to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin to dashboard' });

    const target = await within(dialog).findByLabelText('Dashboard');
    await waitFor(() => expect(target).toHaveValue('3'));
    // A board the workspace shares read-only is not offered; one it shares for editing is.
    const options = within(target)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Sales', 'Support', 'Team board (lee)', 'New dashboard…']);
    expect(within(dialog).getByRole('radio', { name: 'Line' })).toBeChecked();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Revenue by month this year');

    await user.selectOptions(target, '4');
    await user.click(within(dialog).getByRole('radio', { name: 'Table' }));
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Monthly revenue');
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.route === 'POST /api/dashboards/4/tiles')?.body).toEqual({
      messageId: 42,
      queryIndex: 1,
      form: 'table',
      title: 'Monthly revenue',
    });
    expect(notify).toHaveBeenCalledWith('Pinned to dashboard', '“Monthly revenue” is on Support.');
  });

  it('pins to a new board by name in one step; an empty name is refused before anything is sent', async () => {
    const calls = stubApi({
      'GET /api/dashboards': { body: { own: [], workspace: [] } },
      'POST /api/dashboards/pins': { status: 201, body: tile({ id: 51, dashboardId: 7 }) },
    });
    const { user } = openDialog({ ...answer, content: 'Revenue is 12.' });
    await user.click(screen.getByRole('button', { name: 'Pin to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin to dashboard' });
    await waitFor(() => expect(within(dialog).getByLabelText('Dashboard')).toHaveValue('new'));
    expect(within(dialog).getByRole('radio', { name: 'Figure' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    expect(await within(dialog).findByText('A dashboard name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);

    await user.type(within(dialog).getByLabelText('New dashboard name'), 'Board one');
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.route.startsWith('POST')).map((c) => [c.route, c.body])).toEqual([
      [
        'POST /api/dashboards/pins',
        {
          newDashboardName: 'Board one',
          messageId: 42,
          queryIndex: 1,
          form: 'figure',
          title: 'Revenue by month this year',
        },
      ],
    ]);
    expect(notify).toHaveBeenCalledWith('Pinned to dashboard', '“Revenue by month this year” is on Board one.');
  });

  it('shows the plan’s refusal with an Upgrade link and keeps the dialog open', async () => {
    stubApi({
      'GET /api/dashboards': { body: { own: [summary()], workspace: [] } },
      'POST /api/dashboards/pins': {
        status: 402,
        body: { code: 'payment_required', message: DASHBOARD_LIMIT_MESSAGE },
      },
    });
    const { user } = openDialog();
    await user.click(screen.getByRole('button', { name: 'Pin to dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pin to dashboard' });
    const target = await within(dialog).findByLabelText('Dashboard');
    await waitFor(() => expect(target).toHaveValue('3'));
    await user.selectOptions(target, 'new');
    await user.type(within(dialog).getByLabelText('New dashboard name'), 'Second board');
    await user.click(within(dialog).getByRole('button', { name: 'Pin' }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(DASHBOARD_LIMIT_MESSAGE);
    expect(within(refusal).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/subscription-plans');
    expect(screen.getByRole('dialog', { name: 'Pin to dashboard' })).toBeInTheDocument();
  });
});
