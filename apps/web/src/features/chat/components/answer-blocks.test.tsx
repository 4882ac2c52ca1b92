import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WriteProposal } from '@soe/shared';
import { RealtimeProvider } from '@/lib/realtime';
import { renderWithClient, stubApi, TestRealtimeConnection } from '@/testing/render';
import ChartBlock from '@/components/data/chart-block';
import { Markdown } from './markdown';
import { TableBlock } from '@/components/data/table-block';
import { WriteCard } from './write-card';

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown, drops raw HTML and unsafe links, and turns images into links', () => {
    renderWithClient(
      <Markdown
        text={
          '## Sales\n\n**Total** is up.\n\n- East\n- West\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) ![logo](https://example.com/x.png)'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.getByText('Total').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['East', 'West']);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('bad').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'logo' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });
});

const table = {
  title: 'Revenue by region',
  headers: [
    { label: 'Region', key: 'region' },
    { label: 'Revenue', key: 'revenue', align: 'right' as const },
  ],
  rows: [
    { region: 'West', revenue: '$200' },
    { region: 'East', revenue: '$100' },
    { region: 'Total', revenue: '$300' },
  ],
};

describe('TableBlock', () => {
  it('shows the rows with the total row last, sorts by a column and keeps the total last', async () => {
    const { user } = renderWithClient(<TableBlock table={table} />);
    const region = screen.getByRole('region', { name: /Revenue by region/ });
    const firstColumn = () =>
      within(region)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(firstColumn()).toEqual(['West', 'East', 'Total']);
    await user.click(screen.getByRole('button', { name: /Region/ }));
    expect(screen.getByRole('columnheader', { name: /Region/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['East', 'West', 'Total']);
    expect(screen.getByRole('button', { name: 'Export CSV (data_export.csv)' })).toBeEnabled();
  });
});

describe('ChartBlock', () => {
  it('gives its figures to screen readers as a table, with a PNG download', () => {
    renderWithClient(
      <ChartBlock
        chart={{
          type: 'bar',
          title: 'Deals by stage',
          labels: ['Won', 'Lost'],
          datasets: [{ label: 'Deals', data: [12, 3.5] }],
        }}
      />,
    );
    const data = screen.getByRole('table', { name: 'Deals by stage' });
    expect(
      within(data)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['LabelDeals', 'Won12', 'Lost3.50']);
    expect(screen.getByRole('button', { name: 'Download chart as PNG' })).toBeEnabled();
  });
});

const proposal: WriteProposal = {
  id: 5,
  conversationId: 1,
  messageId: 2,
  systemId: 3,
  operationId: 'update_record',
  preview: {
    action: 'update',
    title: 'Update a record',
    system: 'Sales DB',
    entity: 'crm.deals',
    target: 'deals with id = 1 (Acme Renewal)',
    changes: [{ field: 'stage', before: 'Prospecting', after: 'Closed Won' }],
  },
  status: 'proposed',
  result: null,
  error: null,
  createdAt: '2026-11-25T00:00:00Z',
  decidedAt: null,
};

describe('WriteCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the change before → after, confirms once, and shows the outcome another tab reports', async () => {
    let stored: WriteProposal = proposal;
    const calls = stubApi({
      'GET /api/writes/5': () => ({ body: stored }),
      'POST /api/writes/5/confirm': () => {
        stored = { ...proposal, status: 'confirmed' };
        return { body: stored };
      },
    });
    const connection = new TestRealtimeConnection();
    const { user } = renderWithClient(
      <RealtimeProvider connection={connection as never}>
        <WriteCard id={5} />
      </RealtimeProvider>,
    );
    const card = await screen.findByRole('region', { name: /Update a record/ });
    expect(within(card).getByText('Sales DB')).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /stage Prospecting Closed Won/ })).toBeInTheDocument();
    expect(within(card).getByText('Nothing changes until you confirm.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: /Confirm/ }));
    expect(calls.filter((c) => c.route.startsWith('POST')).map((c) => c.route)).toEqual(['POST /api/writes/5/confirm']);
    await waitFor(() => expect(within(card).getByRole('button', { name: /Confirm/ })).toBeDisabled());
    expect(within(card).getByRole('button', { name: /Cancel/ })).toBeDisabled();

    connection.emit({
      type: 'write_updated',
      payload: { write: { ...proposal, status: 'done', result: 'Deal 1 updated.' } },
    });
    expect(await within(card).findByText('Deal 1 updated.')).toBeInTheDocument();
  });
});
