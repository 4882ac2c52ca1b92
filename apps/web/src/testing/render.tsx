import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Renders with a fresh query client (no retries) and a user-event session, as a screen runs in the app. */
export function renderWithClient(ui: ReactElement, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
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
  onNotice() {
    return () => {};
  }
  start() {}
  stop() {}
  reconnectNow() {}
  emit(frame: import('@soe/shared').RealtimeFrame) {
    for (const handler of this.handlers) handler(frame);
  }
}
