import { REALTIME_CLOSE, RealtimeEvent, type RealtimeClientMessage, type RealtimeFrame } from '@soe/shared';

/** spec §4: connecting, open, closed, failed (idle before the first attempt). */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'closed' | 'failed';

/** spec §9 timings. */
export interface ConnectionTimings {
  /** First attempt after 2 s. */
  firstAttemptDelayMs: number;
  /** An attempt not open within 5 s fails with reason timeout. */
  attemptTimeoutMs: number;
  /** Reconnect after 1 s × attempt count… */
  reconnectStepMs: number;
  /** …capped at 5 s. */
  reconnectMaxMs: number;
  /** A send while not connected connects and retries after 1 s. */
  sendRetryMs: number;
  /** Ping every 30 s while open. */
  pingIntervalMs: number;
}

export const DEFAULT_TIMINGS: ConnectionTimings = {
  firstAttemptDelayMs: 2_000,
  attemptTimeoutMs: 5_000,
  reconnectStepMs: 1_000,
  reconnectMaxMs: 5_000,
  sendRetryMs: 1_000,
  pingIntervalMs: 30_000,
};

/** Lifecycle notices (spec §4 'connection_success' / 'connection_error' / 'connection_closed'). */
export type ConnectionNotice =
  | { kind: 'connection_success'; reconnect: boolean }
  | { kind: 'connection_error'; reason: string }
  | { kind: 'connection_failed'; reason: 'timeout' }
  | { kind: 'connection_closed'; code: number };

type Listener<T> = (value: T) => void;

/** The part of the browser WebSocket this class uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

const OPEN = 1;
const SEEN_IDS = 500;

export function defaultRealtimeUrl(): string {
  return `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/ws`;
}

/**
 * One auto-reconnecting socket to /ws. Frames are validated against the shared
 * contract; hub events carry an id, kept so a reconnect can ask the server for
 * what it missed (`resume`) and so a replayed event is delivered once.
 */
export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private state: ConnectionState = 'idle';
  private attempts = 0;
  private hasOpened = false;
  private running = false;
  private lastEventId: string | undefined;
  private readonly seen = new Set<string>();
  private timers = new Set<ReturnType<typeof setTimeout>>();
  private attemptTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private readonly frameListeners = new Set<Listener<RealtimeFrame>>();
  private readonly stateListeners = new Set<() => void>();
  private readonly noticeListeners = new Set<Listener<ConnectionNotice>>();

  constructor(
    private readonly url: () => string = defaultRealtimeUrl,
    private readonly timings: ConnectionTimings = DEFAULT_TIMINGS,
    private readonly createSocket: (url: string) => SocketLike = (url) => new WebSocket(url) as unknown as SocketLike,
  ) {}

  /** Starts connecting after the spec's first-attempt delay. Safe to call again after stop(). */
  start() {
    if (this.running) return;
    this.running = true;
    this.later(() => this.connect(), this.timings.firstAttemptDelayMs);
  }

  /** Closes for good (sign-out, leaving the signed-in area). */
  stop() {
    this.running = false;
    this.clearTimers();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      detach(socket);
      socket.close(1000, 'Client closed');
    }
    this.setState('closed');
  }

  getState = (): ConnectionState => this.state;

  onState = (listener: () => void) => {
    this.stateListeners.add(listener);
    return () => void this.stateListeners.delete(listener);
  };

  onFrame(listener: Listener<RealtimeFrame>) {
    this.frameListeners.add(listener);
    return () => void this.frameListeners.delete(listener);
  }

  onNotice(listener: Listener<ConnectionNotice>) {
    this.noticeListeners.add(listener);
    return () => void this.noticeListeners.delete(listener);
  }

  /** Sends at once when open; otherwise connects and retries once after 1 s (spec §7). */
  send(message: RealtimeClientMessage): boolean {
    if (this.trySend(message)) return true;
    if (!this.running) return false;
    if (this.state !== 'connecting') this.connect();
    this.later(() => void this.trySend(message), this.timings.sendRetryMs);
    return false;
  }

  /** Connect now (e.g. the browser came back online) instead of waiting for the next attempt. */
  reconnectNow() {
    if (!this.running || this.state === 'open' || this.state === 'connecting') return;
    this.clearTimers();
    this.connect();
  }

  private trySend(message: RealtimeClientMessage): boolean {
    if (this.state !== 'open' || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect() {
    if (!this.running) return;
    // A send may already have connected before the scheduled attempt came due.
    if (this.socket && (this.state === 'connecting' || this.state === 'open')) return;
    if (this.socket) {
      detach(this.socket);
      this.socket.close();
      this.socket = null;
    }
    this.attempts += 1;
    this.setState('connecting');
    let socket: SocketLike;
    // A reconnect names the last event it saw in the handshake too: the server then replays what was
    // missed before any live event, so streamed deltas arrive in order (the resume message below
    // alone leaves a moment in which live events can overtake the replay).
    const base = this.url();
    const url = this.lastEventId
      ? `${base}${base.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(this.lastEventId)}`
      : base;
    try {
      socket = this.createSocket(url);
    } catch {
      this.fail({ kind: 'connection_error', reason: 'Failed to create WebSocket' });
      return;
    }
    this.socket = socket;
    this.attemptTimer = setTimeout(() => {
      if (this.socket !== socket || this.state === 'open') return;
      detach(socket);
      socket.close();
      this.socket = null;
      this.fail({ kind: 'connection_failed', reason: 'timeout' });
    }, this.timings.attemptTimeoutMs);

    socket.onopen = () => {
      clearTimeout(this.attemptTimer);
      this.attempts = 0;
      this.setState('open');
      // spec §7: after connecting the client sends 'ping' with a timestamp.
      this.trySend({ type: 'ping', payload: { timestamp: Date.now() } });
      if (this.lastEventId) this.trySend({ type: 'resume', payload: { lastEventId: this.lastEventId } });
      this.pingTimer = setInterval(
        () => void this.trySend({ type: 'ping', payload: { timestamp: Date.now() } }),
        this.timings.pingIntervalMs,
      );
      this.notify({ kind: 'connection_success', reconnect: this.hasOpened });
      this.hasOpened = true;
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = () => {
      if (this.socket !== socket) return;
      this.notify({ kind: 'connection_error', reason: 'WebSocket connection error' });
      if (this.state !== 'open') this.setState('failed');
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      detach(socket);
      this.socket = null;
      clearTimeout(this.attemptTimer);
      clearInterval(this.pingTimer);
      this.notify({ kind: 'connection_closed', code: event.code });
      if (event.code === REALTIME_CLOSE.unauthorized) {
        // The session ended: reconnecting would only be refused.
        this.running = false;
        this.setState('closed');
        return;
      }
      if (this.state !== 'failed') this.setState('closed');
      this.scheduleReconnect();
    };
  }

  private fail(notice: ConnectionNotice) {
    clearTimeout(this.attemptTimer);
    this.notify(notice);
    this.setState('failed');
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (!this.running) return;
    const delay = Math.min(this.timings.reconnectStepMs * Math.max(1, this.attempts), this.timings.reconnectMaxMs);
    this.later(() => this.connect(), delay);
  }

  private receive(data: unknown) {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = RealtimeEvent.safeParse(json);
    if (!parsed.success) return;
    const id = (json as { id?: unknown }).id;
    const frame: RealtimeFrame = typeof id === 'string' ? { ...parsed.data, id } : parsed.data;
    if (frame.id) {
      if (this.seen.has(frame.id)) return; // replayed by resume and also received live
      this.seen.add(frame.id);
      if (this.seen.size > SEEN_IDS) this.seen.delete(this.seen.values().next().value!);
      this.lastEventId = frame.id;
    }
    for (const listener of [...this.frameListeners]) {
      try {
        listener(frame);
      } catch (error) {
        console.error('realtime listener failed', error);
      }
    }
  }

  private setState(state: ConnectionState) {
    if (this.state === state) return;
    this.state = state;
    this.stateListeners.forEach((listener) => listener());
  }

  private notify(notice: ConnectionNotice) {
    this.noticeListeners.forEach((listener) => listener(notice));
  }

  private later(fn: () => void, ms: number) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
  }

  private clearTimers() {
    this.timers.forEach((timer) => clearTimeout(timer));
    this.timers.clear();
    clearTimeout(this.attemptTimer);
    clearInterval(this.pingTimer);
  }
}

function detach(socket: SocketLike) {
  socket.onopen = socket.onclose = socket.onerror = socket.onmessage = null;
}
