import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button } from '@/components/ui/button';
import { DialogTrigger } from '@/components/ui/dialog';
import { notifyError } from '@/lib/toast';
import { renderWithClient, stubApi } from '@/testing/render';
import { ConnectSystemDialog, SYSTEM_LIMIT_TEXT } from './connect-system-dialog';

// The spec words form problems as toasts: the test reads what the dialog asked to show.
vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const user = {
  isAuthenticated: true,
  id: 2,
  username: 'dana',
  accessLevel: 'write',
  provider: 'local',
  subscriptionTier: 'pro',
  isAdmin: false,
};

/** A system as the server answers it (SystemResponse): responses are checked against the contract in tests. */
function system({ name, type }: { name: string; type: string }) {
  return {
    id: 9,
    name,
    type,
    status: 'connected',
    statusMessage: null,
    lastSynced: null,
    connectionDetails: { url: 'postgresql://u:***@db:5432/sales', connector: 'postgres', hasApiKey: false },
    isDemo: false,
    createdAt: '2026-11-25T08:00:00.000Z',
    access: 'owner',
    shareAccess: 'none',
    sharedBy: null,
    schemaProgress: null,
  };
}

function open(canConnect?: boolean) {
  const rendered = renderWithClient(
    <MemoryRouter>
      <ConnectSystemDialog
        canConnect={canConnect}
        trigger={
          <DialogTrigger asChild>
            <Button>Connect System</Button>
          </DialogTrigger>
        }
      />
    </MemoryRouter>,
  );
  return rendered;
}

describe('Connect System dialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.mocked(notifyError).mockClear();
  });

  it("checks the form with the shared contract's rules before anything is sent", async () => {
    const calls = stubApi({
      'GET /api/user': { body: user },
      'GET /api/systems': { body: [] },
      'GET /api/connectors': { body: [] },
    });
    const { user: person } = open();
    await person.click(screen.getByRole('button', { name: 'Connect System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect System' });
    // A URL never typed in is as missing as one cleared.
    await person.type(within(dialog).getByLabelText('System Name'), 'Sales');
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenLastCalledWith(
        'Connection URL required',
        'Please provide a connection URL for your system.',
      ),
    );
    await person.clear(within(dialog).getByLabelText('System Name'));
    await person.type(within(dialog).getByLabelText('System Name'), '   ');
    await person.type(within(dialog).getByLabelText(/Connection URL/), 'postgresql://db/x');
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() =>
      expect(notifyError).toHaveBeenLastCalledWith(
        'System name required',
        'Please provide a name for your system connection.',
      ),
    );
    expect(calls.some((c) => c.route === 'POST /api/systems')).toBe(false);
  });

  it('connects with the name, type and URL typed, and closes', async () => {
    const calls = stubApi({
      'GET /api/user': { body: user },
      'GET /api/systems': { body: [] },
      'GET /api/connectors': { body: [] },
      'POST /api/systems': (body) => ({ status: 201, body: system(body as { name: string; type: string }) }),
    });
    const { user: person } = open();
    await person.click(screen.getByRole('button', { name: 'Connect System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect System' });
    await person.type(within(dialog).getByLabelText('System Name'), 'Sales DB');
    await person.type(within(dialog).getByLabelText(/Connection URL/), 'postgresql://u:p@db:5432/sales');
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.find((c) => c.route === 'POST /api/systems');
    // The URL says it is a database: it is not filed under the form's first type (CRM).
    expect(post?.body).toMatchObject({
      name: 'Sales DB',
      type: 'database',
      connectionDetails: { url: 'postgresql://u:p@db:5432/sales' },
    });
  });

  it('offers PostgreSQL and MySQL as databases, and the type follows the template picked', async () => {
    const url = { key: 'url', label: 'Connection URL', kind: 'url', required: true };
    const connector = (id: string, label: string, defaultType: string) => ({
      id,
      label,
      defaultType,
      fields: [url],
      allowed: true,
    });
    stubApi({
      'GET /api/user': { body: user },
      'GET /api/systems': { body: [] },
      'GET /api/connectors': {
        body: [
          connector('postgres', 'PostgreSQL', 'database'),
          connector('mysql', 'MySQL', 'database'),
          connector('hubspot', 'HubSpot', 'crm'),
        ],
      },
    });
    const { user: person } = open();
    await person.click(screen.getByRole('button', { name: 'Connect System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect System' });
    await person.click(within(dialog).getByRole('tab', { name: 'Templates' }));
    const databases = within(dialog).getByRole('region', { name: 'Databases' });
    expect(within(databases).getByRole('button', { name: /^PostgreSQL/ })).toBeInTheDocument();
    expect(within(databases).getByRole('button', { name: /^MySQL/ })).toBeInTheDocument();
    const analytics = within(dialog).getByRole('region', { name: 'Analytics' });
    expect(within(analytics).queryByRole('button', { name: /^(PostgreSQL|MySQL)/ })).toBeNull();

    await vi.waitFor(() => expect(within(databases).getByRole('button', { name: /^MySQL/ })).toBeEnabled());
    await person.click(within(databases).getByRole('button', { name: /^MySQL/ }));
    expect(within(dialog).getByRole('combobox', { name: 'System Type' })).toHaveTextContent('Database');
    await person.click(within(dialog).getByRole('button', { name: 'Clear template' }));
    await person.click(within(dialog).getByRole('tab', { name: 'Templates' }));
    await person.click(within(dialog).getByRole('button', { name: /^HubSpot/ }));
    expect(within(dialog).getByRole('combobox', { name: 'System Type' })).toHaveTextContent('CRM');
  });

  it('keeps the form and shows the plan limit with View Plans when the server answers payment_required', async () => {
    stubApi({
      'GET /api/user': { body: user },
      'GET /api/systems': { body: [] },
      'GET /api/connectors': { body: [] },
      'POST /api/systems': { status: 402, body: { code: 'payment_required', message: SYSTEM_LIMIT_TEXT } },
    });
    const { user: person } = open();
    await person.click(screen.getByRole('button', { name: 'Connect System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect System' });
    await person.type(within(dialog).getByLabelText('System Name'), 'Second');
    await person.type(within(dialog).getByLabelText(/Connection URL/), 'postgresql://db/two');
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText(SYSTEM_LIMIT_TEXT, { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/subscription-plans');
    expect(within(dialog).getByLabelText('System Name')).toHaveValue('Second');
  });

  it('shows a connection failure in words, and the limit instead of the form when the plan is full', async () => {
    stubApi({
      'GET /api/user': { body: user },
      'GET /api/systems': { body: [] },
      'GET /api/connectors': { body: [] },
      'POST /api/systems': { status: 400, body: { code: 'bad_request', message: 'Could not reach db:5432' } },
    });
    const { user: person, unmount } = open();
    await person.click(screen.getByRole('button', { name: 'Connect System' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect System' });
    await person.type(within(dialog).getByLabelText('System Name'), 'Broken');
    await person.type(within(dialog).getByLabelText(/Connection URL/), 'postgresql://db/x');
    await person.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(await within(dialog).findByText('Could not reach db:5432')).toBeInTheDocument();
    expect(within(dialog).getByText('Connection failed')).toBeInTheDocument();
    unmount();

    const full = open(false);
    await full.user.click(screen.getByRole('button', { name: 'Connect System' }));
    const limited = await screen.findByRole('dialog', { name: 'Connect System' });
    expect(within(limited).getByText(SYSTEM_LIMIT_TEXT, { exact: false })).toBeInTheDocument();
    expect(within(limited).queryByLabelText('System Name')).toBeNull();
  });
});
