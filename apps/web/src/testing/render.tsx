import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/** Renders with a fresh query client (no retries) and a user-event session, as a screen runs in the app. */
export function renderWithClient(
  ui: ReactElement,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  }),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper }) };
}

type FrameHandler = (frame: import('@soe/shared').RealtimeFrame) => void;

/** A realtime connection that never opens a socket: tests push frames with `emit`. */
export class TestRealtimeConnection {
  private readonly handlers = new Set<FrameHandler>();
  onFrame(handler: FrameHandler) {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }
  private readonly noticeHandlers = new Set<(notice: import('@/lib/realtime').ConnectionNotice) => void>();
  onNotice(handler: (notice: import('@/lib/realtime').ConnectionNotice) => void) {
    this.noticeHandlers.add(handler);
    return () => void this.noticeHandlers.delete(handler);
  }
  /** A lifecycle notice, as when the socket opens (`connection_success`) or fails. */
  notice(notice: import('@/lib/realtime').ConnectionNotice) {
    for (const handler of this.noticeHandlers) handler(notice);
  }
  start() {}
  stop() {}
  reconnectNow() {}
  emit(frame: import('@soe/shared').RealtimeFrame) {
    for (const handler of this.handlers) handler(frame);
  }
}

type Route = { status?: number; body: unknown } | ((body: unknown) => { status?: number; body: unknown });

/**
 * Stubs `fetch` with answers by "METHOD /path"; anything else is a 404 with the server's error shape.
 * Returns the calls made, with their JSON bodies. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, Route>) {
  const calls: Array<{ route: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const route = `${init.method ?? 'GET'} ${new URL(url, 'http://soe.test').pathname}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ route, body });
    const answer = routes[route];
    const { status = 200, body: payload } =
      typeof answer === 'function'
        ? answer(body)
        : (answer ?? { status: 404, body: { code: 'not_found', message: 'Not found' } });
    return new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
