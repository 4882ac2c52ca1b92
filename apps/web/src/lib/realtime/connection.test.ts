import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, type ConnectionNotice, type SocketLike } from './connection';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1005) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

describe('RealtimeConnection (spec §9 timings)', () => {
  let sockets: FakeSocket[];
  let notices: ConnectionNotice[];
  let connection: RealtimeConnection;
  let urls: string[];

  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
    urls = [];
    notices = [];
    connection = new RealtimeConnection(
      () => 'ws://test/ws',
      undefined,
      (url) => {
        const socket = new FakeSocket();
        urls.push(url);
        sockets.push(socket);
        return socket;
      },
    );
    connection.onNotice((n) => notices.push(n));
  });
  afterEach(() => {
    connection.stop();
    vi.useRealTimers();
  });

  it('first attempt after 2 s, pings on open and every 30 s', () => {
    connection.start();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(connection.getState()).toBe('connecting');
    sockets[0]!.open();
    expect(connection.getState()).toBe('open');
    expect(sockets[0]!.sent).toEqual([{ type: 'ping', payload: { timestamp: expect.any(Number) } }]);
    vi.advanceTimersByTime(30_000);
    expect(sockets[0]!.sent).toHaveLength(2);
    expect(notices).toEqual([{ kind: 'connection_success', reconnect: false }]);
  });

  it('an attempt not open within 5 s fails with timeout; reconnects after 1 s × attempts, capped at 5 s', () => {
    connection.start();
    vi.advanceTimersByTime(2_000);
    vi.advanceTimersByTime(5_000);
    expect(connection.getState()).toBe('failed');
    expect(notices).toContainEqual({ kind: 'connection_failed', reason: 'timeout' });
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2); // attempt 1 → 1 s
    sockets[1]!.onerror?.({});
    sockets[1]!.drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3); // attempt 2 → 2 s
    for (let i = 0; i < 6; i++) {
      const before = sockets.length;
      sockets.at(-1)!.drop();
      vi.advanceTimersByTime(5_000);
      expect(sockets.length).toBe(before + 1); // never more than 5 s
    }
    sockets.at(-1)!.open();
    expect(notices.at(-1)).toEqual({ kind: 'connection_success', reconnect: false });
  });

  it('resumes from the last event id after a drop and delivers a replayed event once', () => {
    const frames: unknown[] = [];
    connection.onFrame((f) => frames.push(f));
    connection.start();
    vi.advanceTimersByTime(2_000);
    sockets[0]!.open();
    const event = { type: 'assistant_typing', payload: { isTyping: true, conversationId: 1 }, id: 'e1' };
    sockets[0]!.receive(event);
    sockets[0]!.receive({ type: 'nonsense', payload: {} });
    sockets[0]!.drop(1001);
    expect(connection.getState()).toBe('closed');
    vi.advanceTimersByTime(1_000);
    sockets[1]!.open();
    expect(urls).toEqual(['ws://test/ws', 'ws://test/ws?lastEventId=e1']);
    expect(sockets[1]!.sent).toContainEqual({ type: 'resume', payload: { lastEventId: 'e1' } });
    sockets[1]!.receive(event);
    expect(frames).toEqual([event]);
    expect(notices.filter((n) => n.kind === 'connection_success').at(-1)).toEqual({
      kind: 'connection_success',
      reconnect: true,
    });
  });

  it('does not reconnect after the server ends the session (4401)', () => {
    connection.start();
    vi.advanceTimersByTime(2_000);
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(connection.getState()).toBe('closed');
  });

  it('a send while not connected connects and retries after 1 s', () => {
    connection.start();
    expect(connection.send({ type: 'ping', payload: { timestamp: 7 } })).toBe(false);
    expect(sockets).toHaveLength(1);
    sockets[0]!.open();
    vi.advanceTimersByTime(1_000);
    expect(sockets[0]!.sent).toContainEqual({ type: 'ping', payload: { timestamp: 7 } });
    vi.advanceTimersByTime(2_000); // the scheduled first attempt finds the socket open
    expect(sockets).toHaveLength(1);
  });
});
