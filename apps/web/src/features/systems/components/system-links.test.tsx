import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CROSS_SYSTEM_MESSAGE, type LinkSource, type SystemLink } from '@soe/shared';
import { notify, notifyError } from '@/lib/toast';
import { renderWithClient, stubApi } from '@/testing/render';
import { SystemLinks } from './system-links';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const ERP: LinkSource = {
  source: 'system:1',
  name: 'Demo Company',
  tables: [
    { entity: 'demo.customers', table: 'customers', columns: ['id', 'company_name', 'country'] },
    { entity: 'demo.orders', table: 'orders', columns: ['id', 'customer_id'] },
  ],
};
const SHEET: LinkSource = {
  source: 'document:4',
  name: 'account-managers.csv',
  tables: [{ entity: 'account-managers', table: 'account-managers', columns: ['customer', 'account_manager'] }],
};
const LINK: SystemLink = {
  id: 9,
  a: {
    source: 'system:1',
    sourceName: 'Demo Company',
    entity: 'demo.customers',
    table: 'customers',
    column: 'company_name',
  },
  b: {
    source: 'document:4',
    sourceName: 'account-managers.csv',
    entity: 'account-managers',
    table: 'account-managers',
    column: 'customer',
  },
  method: 'name',
  origin: 'found',
  matched: 6,
  distinctA: 91,
  distinctB: 7,
  updatedAt: '2026-11-25T17:00:00.000Z',
};
const SOURCES = { 'GET /api/system-links/sources': { body: { sources: [ERP, SHEET] } } };

async function renderSection() {
  const rendered = renderWithClient(
    <MemoryRouter>
      <SystemLinks />
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Links between systems' });
  return rendered;
}

describe('Links between systems', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('lists the links with both sides, the method in words, how many values matched and who made them', async () => {
    stubApi({
      ...SOURCES,
      'GET /api/system-links': {
        body: { allowed: true, links: [LINK, { ...LINK, id: 10, method: 'key', origin: 'person', matched: 3 }] },
      },
    });
    await renderSection();
    const list = await screen.findByRole('list', { name: 'Links between systems' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0].textContent).toContain(
      'Demo Company · customers.company_name ↔ account-managers.csv · account-managers.customer',
    );
    expect(within(items[0]).getByText('matched by normalised names')).toBeTruthy();
    // Of the smaller side: 6 of the spreadsheet's 7 customers.
    expect(within(items[0]).getByText('6 of 7 matched')).toBeTruthy();
    expect(within(items[0]).getByText('Found by SOE')).toBeTruthy();
    expect(within(items[1]).getByText('matched by shared keys')).toBeTruthy();
    expect(within(items[1]).getByText('Added by you')).toBeTruthy();
    expect(
      within(items[0]).getByRole('button', { name: 'Remove link customers.company_name ↔ account-managers.customer' }),
    ).toBeTruthy();
  });

  it('tells a plan without cross-system answers why, with the plans, and offers no controls', async () => {
    const calls = stubApi({ ...SOURCES, 'GET /api/system-links': { body: { allowed: false, links: [] } } });
    await renderSection();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(CROSS_SYSTEM_MESSAGE);
    expect(within(alert).getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription-plans');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(calls.some((c) => c.route === 'GET /api/system-links/sources')).toBe(false);
  });

  it('finds links between two different sources and shows what the server found', async () => {
    const calls = stubApi({
      ...SOURCES,
      'GET /api/system-links': { body: { allowed: true, links: [] } },
      'POST /api/system-links/find': { body: { allowed: true, links: [LINK] } },
    });
    const { user } = await renderSection();
    expect(await screen.findByText('No links yet. Choose two systems and select Find links, or add one.')).toBeTruthy();
    const picker = await screen.findByRole('form', { name: 'Find links' });
    const find = within(picker).getByRole('button', { name: 'Find links' }) as HTMLButtonElement;
    expect(find.disabled).toBe(true);
    await user.selectOptions(within(picker).getByLabelText('First source'), 'system:1');
    await user.selectOptions(within(picker).getByLabelText('Second source'), 'system:1');
    expect(find.disabled).toBe(true);
    await user.selectOptions(within(picker).getByLabelText('Second source'), 'account-managers.csv (spreadsheet)');
    expect(find.disabled).toBe(false);
    await user.click(find);
    await screen.findByText('6 of 7 matched');
    expect(calls.filter((c) => c.route === 'POST /api/system-links/find').map((c) => c.body)).toEqual([
      { sources: ['system:1', 'document:4'] },
    ]);
    expect(notify).toHaveBeenCalledWith('1 link found', 'Between Demo Company and account-managers.csv.');
  });

  it("says why finding links failed, in the server's words", async () => {
    stubApi({
      ...SOURCES,
      'GET /api/system-links': { body: { allowed: true, links: [] } },
      'POST /api/system-links/find': {
        status: 402,
        body: { code: 'payment_required', message: CROSS_SYSTEM_MESSAGE },
      },
    });
    const { user } = await renderSection();
    const picker = await screen.findByRole('form', { name: 'Find links' });
    await user.selectOptions(within(picker).getByLabelText('First source'), 'system:1');
    await user.selectOptions(within(picker).getByLabelText('Second source'), 'document:4');
    await user.click(within(picker).getByRole('button', { name: 'Find links' }));
    await vi.waitFor(() => expect(notifyError).toHaveBeenCalledWith('Could not find links', CROSS_SYSTEM_MESSAGE));
  });

  it('removes a link with DELETE and shows the empty list the server then answers', async () => {
    let links = [LINK];
    const calls = stubApi({
      ...SOURCES,
      'GET /api/system-links': () => ({ body: { allowed: true, links } }),
      'DELETE /api/system-links/9': () => {
        links = [];
        return { status: 204, body: null };
      },
    });
    const { user } = await renderSection();
    await user.click(
      await screen.findByRole('button', { name: 'Remove link customers.company_name ↔ account-managers.customer' }),
    );
    expect(await screen.findByText('No links yet. Choose two systems and select Find links, or add one.')).toBeTruthy();
    expect(calls.filter((c) => c.route === 'DELETE /api/system-links/9')).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith(
      'Link removed',
      'Answers no longer join customers.company_name ↔ account-managers.customer.',
    );
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("adds a link chosen from the sources' tables and columns, keeping the form with the server's reason when refused", async () => {
    const calls = stubApi({
      ...SOURCES,
      'GET /api/system-links': { body: { allowed: true, links: [] } },
      'POST /api/system-links': {
        status: 400,
        body: { code: 'validation_failed', message: 'account-managers has no column customer_name' },
      },
    });
    const { user } = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const form = within(dialog).getByRole('form', { name: 'Add link' });
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    const first = within(form).getByRole('group', { name: 'First side' });
    expect(await within(first).findByText('Choose a system or spreadsheet', { selector: 'p' })).toBeTruthy();
    expect(calls.some((c) => c.route === 'POST /api/system-links')).toBe(false);

    await user.selectOptions(within(first).getByLabelText('Source'), 'system:1');
    await user.selectOptions(within(first).getByLabelText('Table'), 'customers');
    await user.selectOptions(within(first).getByLabelText('Column'), 'company_name');
    const second = within(form).getByRole('group', { name: 'Second side' });
    await user.selectOptions(within(second).getByLabelText('Source'), 'document:4');
    await user.selectOptions(within(second).getByLabelText('Table'), 'account-managers');
    await user.selectOptions(within(second).getByLabelText('Column'), 'customer');
    await user.click(within(form).getByRole('button', { name: 'Add link' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('account-managers has no column customer_name');
    expect(calls.filter((c) => c.route === 'POST /api/system-links').map((c) => c.body)).toEqual([
      {
        a: { source: 'system:1', entity: 'demo.customers', column: 'company_name' },
        b: { source: 'document:4', entity: 'account-managers', column: 'customer' },
        method: 'name',
      },
    ]);
  });
});
