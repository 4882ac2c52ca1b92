import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Dashboard, TileResult } from '@soe/shared';
import { renderWithClient, stubApi } from '@/testing/render';
import { board, okResult, tile } from '../testing/fixtures';
import { DashboardBoard } from './dashboard-board';

vi.mock('@/lib/toast', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const TILES = [
  tile({ id: 11, title: 'Revenue', position: 0 }),
  tile({ id: 12, title: 'Top customers', form: 'table', position: 1, width: 2, height: 2 }),
  tile({ id: 13, title: 'Orders', position: 2 }),
];

/**
 * The board's routes over one board kept here, as the server keeps it: a new order or size is what the next GET
 * answers (the board refetches after each change).
 */
function renderBoard(data: Dashboard, tileResults?: TileResult[]) {
  let current = data;
  const answers = tileResults ?? data.tiles.map((t, i) => okResult(t.id, { rows: [{ revenue: 1000 * (i + 1) }] }));
  const patchTile = (id: number) => (body: unknown) => {
    current = { ...current, tiles: current.tiles.map((t) => (t.id === id ? { ...t, ...(body as object) } : t)) };
    return { body: {} };
  };
  const calls = stubApi({
    'GET /api/dashboards/3': () => ({ body: current }),
    'GET /api/dashboards/3/results': { body: { tiles: answers } },
    'GET /api/schedules': { body: [] },
    'PUT /api/dashboards/3/tiles/order': (body) => {
      const ids = (body as { tileIds: number[] }).tileIds;
      current = {
        ...current,
        tiles: ids.map((id, position) => ({ ...current.tiles.find((t) => t.id === id)!, position })),
      };
      return { body: {} };
    },
    'PATCH /api/dashboards/3/tiles/11': patchTile(11),
    'PATCH /api/dashboards/3/tiles/12': patchTile(12),
    'PATCH /api/dashboards/3': (body) => {
      current = { ...current, ...(body as object) };
      return { body: {} };
    },
  });
  const rendered = renderWithClient(
    <MemoryRouter>
      <DashboardBoard id={3} />
    </MemoryRouter>,
  );
  return { ...rendered, calls };
}

const tileTitles = () =>
  screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('a dashboard board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moves a tile with the arrow keys on its handle, announces it and keeps the focus there', async () => {
    const { user, calls } = renderBoard(board(TILES));
    const handle = await screen.findByRole('button', { name: 'Move or resize Revenue' });
    expect(handle).toHaveAccessibleDescription(/Arrow keys move the tile one place/);
    handle.focus();
    await user.keyboard('{ArrowRight}');

    await waitFor(() => expect(tileTitles()).toEqual(['Top customers', 'Revenue', 'Orders']));
    expect(calls.find((c) => c.route === 'PUT /api/dashboards/3/tiles/order')?.body).toEqual({ tileIds: [12, 11, 13] });
    expect(screen.getByText('Revenue moved to position 2 of 3.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move or resize Revenue' })).toHaveFocus());

    await user.keyboard('{End}');
    await waitFor(() => expect(tileTitles()).toEqual(['Top customers', 'Orders', 'Revenue']));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Already last.')).toBeInTheDocument();
  });

  it('resizes a tile with Shift and the arrow keys, within its bounds', async () => {
    const { user, calls } = renderBoard(board(TILES));
    const handle = await screen.findByRole('button', { name: 'Move or resize Top customers' });
    handle.focus();
    await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'PATCH /api/dashboards/3/tiles/12').map((c) => c.body)).toEqual([
        { width: 3, height: 2 },
      ]),
    );
    expect(screen.getByText('Top customers is now 3 columns wide, 2 rows tall.')).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'Top customers' });
    expect(article.className).toMatch(/xl:col-span-3/);

    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await waitFor(() => expect(article.className).toMatch(/row-span-1/));
    await user.keyboard('{Shift>}{ArrowUp}{/Shift}');
    expect(screen.getByText('Already as short as it gets (1 row).')).toBeInTheDocument();
  });

  it('renames a tile where it stands: Enter saves, Escape keeps the old title, an empty one is refused', async () => {
    const { user, calls } = renderBoard(board(TILES));
    await user.click(await screen.findByRole('button', { name: 'Revenue' }));
    const field = screen.getByRole('textbox', { name: 'Tile title' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A title is required');
    await user.type(field, 'Revenue to date{Enter}');
    await waitFor(() => expect(tileTitles()[0]).toBe('Revenue to date'));
    expect(calls.find((c) => c.route === 'PATCH /api/dashboards/3/tiles/11')?.body).toEqual({
      title: 'Revenue to date',
    });
    // Focus is back on the title; Escape leaves it as it was.
    expect(screen.getByRole('button', { name: 'Revenue to date' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(screen.getByRole('textbox', { name: 'Tile title' }), ' (draft){Escape}');
    expect(tileTitles()[0]).toBe('Revenue to date');
    expect(calls.filter((c) => c.route === 'PATCH /api/dashboards/3/tiles/11')).toHaveLength(1);
  });

  it('offers the same moves in a tile’s menu', async () => {
    const { user, calls } = renderBoard(board(TILES));
    await user.click(await screen.findByRole('button', { name: 'Actions for Orders' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Move right' })).toHaveAttribute('data-disabled');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move left' }));
    await waitFor(() => expect(tileTitles()).toEqual(['Revenue', 'Orders', 'Top customers']));
    expect(calls.find((c) => c.route === 'PUT /api/dashboards/3/tiles/order')?.body).toEqual({ tileIds: [11, 13, 12] });
  });

  it('puts the tile back and says so when the server refuses a move', async () => {
    const { notifyError } = await import('@/lib/toast');
    const { user } = renderBoard(board(TILES));
    // A refusal for the order only: the board and its results keep answering.
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) =>
      init.method === 'PUT'
        ? new Response(JSON.stringify({ code: 'forbidden', message: 'You can only view this dashboard.' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          })
        : stubbed(url, init),
    );
    const handle = await screen.findByRole('button', { name: 'Move or resize Revenue' });
    handle.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'The dashboard could not be changed',
        'You can only view this dashboard.',
      ),
    );
    await waitFor(() => expect(tileTitles()).toEqual(['Revenue', 'Top customers', 'Orders']));
  });

  it('shows a read-only viewer the figures and no edit controls', async () => {
    const { user } = renderBoard(board(TILES, { isOwner: false, canEdit: false, ownerName: 'lee', share: 'read' }), [
      okResult(11),
      okResult(12, { status: 'no_access' }),
      okResult(13, { rows: [{ revenue: 7 }], periodNotApplied: true }),
    ]);
    await screen.findByText('1,234,567.50');
    expect(screen.getByText('Shared by lee')).toBeInTheDocument();
    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move or resize/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    // Titles are plain headings, not rename buttons.
    expect(screen.getByRole('heading', { name: 'Revenue' }).querySelector('button')).toBeNull();
    // No access: no figure in that tile.
    expect(within(screen.getByRole('article', { name: 'Top customers' })).getByText('No access')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Orders' })).getByText('Period not applied: no date column'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actions for Revenue' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ask a follow-up', 'Alert me…']);
    expect(screen.queryByRole('button', { name: 'Schedule', hidden: true })).toBeNull();
  });

  it('shows a loading skeleton per tile until the results arrive, then when they were read', async () => {
    let answer: ((value: Response) => void) | undefined;
    stubApi({ 'GET /api/dashboards/3': { body: board(TILES.slice(0, 1)) }, 'GET /api/schedules': { body: [] } });
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
      String(url).includes('/results') ? new Promise<Response>((resolve) => (answer = resolve)) : stubbed(url, init),
    );
    renderWithClient(
      <MemoryRouter>
        <DashboardBoard id={3} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('status', { name: 'Loading figures' })).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () =>
      answer!(
        new Response(JSON.stringify({ tiles: [okResult(11, { cached: true })] }), {
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await screen.findByText(/^Cached, as of /)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading figures' })).toBeNull();
  });

  it('applies a period to every tile: the results are asked with it and the board keeps it', async () => {
    const requested: string[] = [];
    const { user, calls } = renderBoard(board(TILES));
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
      if (String(url).includes('/results')) requested.push(new URL(url, 'http://soe.test').search);
      return stubbed(url, init);
    });
    await screen.findByText('1,000.00');
    await user.selectOptions(screen.getByLabelText('Period'), 'last_12_months');
    await waitFor(() =>
      expect(calls.find((c) => c.route === 'PATCH /api/dashboards/3')?.body).toEqual({
        period: { relative: 'last_12_months' },
      }),
    );
    await waitFor(() => expect(requested.some((q) => q.includes('last_12_months'))).toBe(true));
    const asked = new URLSearchParams(requested.find((q) => q.includes('last_12_months')));
    expect(JSON.parse(asked.get('period')!)).toEqual({ relative: 'last_12_months' });
    expect(asked.get('tz')).toBeTruthy();

    // A custom range: both days included, the period's end the day after.
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.route === 'PATCH /api/dashboards/3').at(-1)?.body).toEqual({
        period: { from: '2026-01-01', to: '2026-04-01' },
      }),
    );
  });

  it('"Ask a follow-up" opens a new conversation with the tile’s answer', async () => {
    const calls = stubApi({
      'GET /api/dashboards/3': { body: board(TILES) },
      'GET /api/dashboards/3/results': { body: { tiles: [] } },
      'GET /api/schedules': { body: [] },
      'POST /api/dashboards/3/tiles/13/conversation': { status: 201, body: { conversationId: 77 } },
    });
    const { user } = renderWithClient(
      <MemoryRouter initialEntries={['/app/dashboards/3']}>
        <Routes>
          <Route path="/app/dashboards/:id" element={<DashboardBoard id={3} />} />
          <Route path="/app/chat/:conversationId" element={<p>Conversation opened</p>} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Actions for Orders' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ask a follow-up' }));
    expect(await screen.findByText('Conversation opened')).toBeInTheDocument();
    expect(calls.some((c) => c.route === 'POST /api/dashboards/3/tiles/13/conversation')).toBe(true);
  });
});
