import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithClient } from '@/testing/render';
import { HomeView } from './home-view';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('HomeView suggestions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("offers the systems' own questions and asks a chip's system with it", async () => {
    const calls: Array<{ method: string; path: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const path = new URL(url, 'http://localhost').pathname;
        const method = init?.method ?? 'GET';
        calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (path === '/api/systems/suggestions')
          return json([
            { systemId: 1, systemName: 'Demo Company', questions: ['Top 5 accounts by revenue'] },
            { systemId: 2, systemName: 'Chinook', questions: ['Top 5 customers by revenue'] },
          ]);
        if (path === '/api/conversations' && method === 'POST')
          return json({ id: 9, title: 'x', createdAt: '2026-11-22', updatedAt: '2026-11-22' }, 201);
        if (path === '/api/ask') return json({ response: 'ok', conversationId: 9, systemSources: ['Chinook'] });
        return json({ message: 'not found', code: 'not_found' }, 404);
      }),
    );
    const { user } = renderWithClient(
      <MemoryRouter>
        <HomeView />
      </MemoryRouter>,
    );
    const chip = await screen.findByRole('button', { name: /Top 5 customers by revenue · Chinook/ });
    expect(screen.getByRole('button', { name: /Top 5 accounts by revenue · Demo Company/ })).toBeTruthy();
    await user.click(chip);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/ask')).toBe(true));
    expect(calls.find((c) => c.path === '/api/conversations' && c.method === 'POST')?.body).toMatchObject({
      systemIds: [2],
    });
    expect(calls.find((c) => c.path === '/api/ask')?.body).toMatchObject({
      prompt: 'Top 5 customers by revenue',
      systemIds: [2],
    });
  });

  it('asks nothing for a guest', async () => {
    const fetch = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetch);
    renderWithClient(
      <MemoryRouter>
        <HomeView onGuestSend={() => {}} />
      </MemoryRouter>,
    );
    await screen.findByRole('button', { name: 'Try Demo' });
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/systems/suggestions'), expect.anything());
    expect(screen.queryByRole('list', { name: 'Suggestions' })).toBeNull();
  });
});
