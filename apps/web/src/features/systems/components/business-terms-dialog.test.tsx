import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithClient, stubApi } from '@/testing/render';
import type { ConnectedSystem } from '../types';
import { BusinessTermsDialog, DefineTermDialog } from './business-terms-dialog';

const system: ConnectedSystem = {
  id: 7,
  name: 'Sales DB',
  type: 'analytics',
  status: 'connected',
  statusMessage: null,
  lastSynced: null,
  connectionDetails: { url: 'postgresql://u:****@db/sales', connector: 'postgres', hasApiKey: false },
  isDemo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  access: 'owner',
  shareAccess: 'none',
  sharedBy: null,
  schemaProgress: null,
};
const WON = {
  phrases: ['won deals'],
  entity: 'public.deals',
  filters: [{ column: 'stage', op: 'in', values: ['Won'] }],
  date: 'close_date',
};

async function openDialog() {
  const rendered = renderWithClient(<BusinessTermsDialog system={system} />);
  await rendered.user.click(screen.getByRole('button', { name: 'Business terms of Sales DB' }));
  const dialog = await screen.findByRole('dialog', { name: 'Business terms' });
  await within(dialog).findByRole('list', { name: 'Business terms of Sales DB' });
  return { ...rendered, dialog };
}

describe('Business terms dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the terms read-only to someone who may not change them, with the YAML download', async () => {
    stubApi({ 'GET /api/systems/7/terms': { body: { systemId: 7, terms: [WON], canEdit: false } } });
    const { dialog } = await openDialog();
    expect(within(dialog).getByText('public.deals, where stage in Won, by close_date')).toBeTruthy();
    expect(within(dialog).getByText('Segment')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /Add term|Edit|Remove|Import YAML/ })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Export YAML' }).getAttribute('href')).toBe(
      '/api/systems/7/terms.yaml',
    );
    expect(within(dialog).getByText(/Only the owner of Sales DB or a staff admin/)).toBeTruthy();
  });

  it('adds a segment with a numeric comparison, checked by the shared schema before it is sent', async () => {
    const calls = stubApi({
      'GET /api/systems/7/terms': { body: { systemId: 7, terms: [WON], canEdit: true } },
      'PUT /api/systems/7/terms': (body) => ({ body: { systemId: 7, canEdit: true, ...(body as object) } }),
    });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Add term' }));
    const form = within(dialog).getByRole('form', { name: 'Add term' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'segment');
    await user.type(within(form).getByLabelText('Table'), 'public.deals');
    await user.type(within(form).getByLabelText('Phrases'), 'big deals, large deals');
    await user.type(within(form).getByLabelText('Filter column'), 'amount');
    await user.selectOptions(within(form).getByLabelText('Operator'), '>=');
    await user.type(within(form).getByLabelText('Values'), 'lots');
    await user.click(within(form).getByRole('button', { name: 'Save term' }));
    expect(await within(form).findByText('A comparison (>, >=, <, <=) takes one number')).toBeTruthy();
    expect(calls.some((c) => c.route === 'PUT /api/systems/7/terms')).toBe(false);

    await user.clear(within(form).getByLabelText('Values'));
    await user.type(within(form).getByLabelText('Values'), '50000');
    await user.click(within(form).getByRole('button', { name: 'Save term' }));
    await within(dialog).findByText('public.deals, where amount >= 50000');
    const put = calls.find((c) => c.route === 'PUT /api/systems/7/terms');
    expect(put?.body).toEqual({
      terms: [
        WON,
        {
          phrases: ['big deals', 'large deals'],
          entity: 'public.deals',
          filters: [{ column: 'amount', op: '>=', values: [50000] }],
        },
      ],
    });
  });

  it("keeps the form and shows the server's reason when a term is refused", async () => {
    stubApi({
      'GET /api/systems/7/terms': { body: { systemId: 7, terms: [WON], canEdit: true } },
      'PUT /api/systems/7/terms': {
        status: 400,
        body: { code: 'validation_failed', message: 'Term 1 ("won deals"): the filter column stag is not a column' },
      },
    });
    const { dialog, user } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Edit won deals' }));
    const form = within(dialog).getByRole('form', { name: 'Edit term' });
    expect((within(form).getByLabelText('Values') as HTMLInputElement).value).toBe('Won');
    await user.clear(within(form).getByLabelText('Filter column'));
    await user.type(within(form).getByLabelText('Filter column'), 'stag');
    await user.click(within(form).getByRole('button', { name: 'Save term' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toMatch(/the filter column stag is not a column/);
    expect((within(form).getByLabelText('Filter column') as HTMLInputElement).value).toBe('stag');
  });
});

describe('Define a term the chat asked about', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function openDefine() {
    const rendered = renderWithClient(<DefineTermDialog phrase="ARR" systemId={7} systemName="Sales DB" />);
    await rendered.user.click(screen.getByRole('button', { name: 'Define “ARR”' }));
    return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Define “ARR”' }) };
  }

  it('adds the term to the system with its phrase filled in, keeping the terms already there', async () => {
    const calls = stubApi({
      'GET /api/systems/7/terms': { body: { systemId: 7, terms: [WON], canEdit: true } },
      'PUT /api/systems/7/terms': (body) => ({ body: { systemId: 7, canEdit: true, ...(body as object) } }),
      'GET /api/systems/7/schema': { body: { entities: [] } },
    });
    const { dialog, user } = await openDefine();
    const form = await within(dialog).findByRole('form', { name: 'Add term' });
    expect((within(form).getByLabelText('Phrases') as HTMLInputElement).value).toBe('ARR');
    await user.type(within(form).getByLabelText('Table'), 'public.deals');
    await user.type(within(form).getByLabelText('Column'), 'amount');
    await user.click(within(form).getByRole('button', { name: 'Save term' }));
    await vi.waitFor(() => expect(calls.some((c) => c.route === 'PUT /api/systems/7/terms')).toBe(true));
    const put = calls.find((c) => c.route === 'PUT /api/systems/7/terms');
    expect((put?.body as { terms: unknown[] }).terms).toEqual([
      WON,
      expect.objectContaining({
        phrases: ['ARR'],
        entity: 'public.deals',
        measure: expect.objectContaining({ column: 'amount' }),
      }),
    ]);
  });

  it('tells someone who may not change the terms who can', async () => {
    stubApi({ 'GET /api/systems/7/terms': { body: { systemId: 7, terms: [], canEdit: false } } });
    const { dialog } = await openDefine();
    expect(await within(dialog).findByText(/Only the owner of Sales DB or a staff admin/)).toBeTruthy();
    expect(within(dialog).queryByRole('form')).toBeNull();
  });
});
