import { createRequire } from 'node:module';
import type { RealtimeFrame, RealtimeEventType } from '@soe/shared';

/**
 * A `ws` client for tests (ws ships without types; this names what tests use).
 * Collects every frame and lets a test wait for one by type or predicate.
 */
export interface WsClient {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  terminate(): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'message', listener: (data: { toString(): string }) => void): void;
  on(event: 'close', listener: (code: number, reason: { toString(): string }) => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
  on(event: 'unexpected-response', listener: (req: unknown, res: { statusCode: number; resume(): void }) => void): void;
}
export type WsClientCtor = new (url: string, options?: { headers?: Record<string, string> }) => WsClient;

const WebSocketClient = (createRequire(import.meta.url)('ws') as { WebSocket: WsClientCtor }).WebSocket;

export class HandshakeRefused extends Error {
  constructor(readonly status: number) {
    super(`handshake refused with ${status}`);
  }
}

export class TestSocket {
  readonly frames: RealtimeFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(private readonly ws: WsClient) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as RealtimeFrame);
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static open(url: string, headers: Record<string, string>): Promise<TestSocket> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocketClient(url, { headers });
      const socket = new TestSocket(ws);
      ws.on('open', () => resolve(socket));
      ws.on('unexpected-response', (_req, res) => {
        res.resume();
        reject(new HandshakeRefused(res.statusCode));
        ws.terminate();
      });
      ws.on('error', (error) => reject(error));
    });
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  close() {
    this.ws.close();
  }

  ofType<T extends RealtimeEventType>(type: T): Extract<RealtimeFrame, { type: T }>[] {
    return this.frames.filter((f) => f.type === type) as Extract<RealtimeFrame, { type: T }>[];
  }

  /** Resolves with the first frame (already received or to come) that matches. */
  waitFor(match: (frame: RealtimeFrame) => boolean, timeoutMs = 5_000): Promise<RealtimeFrame> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.find(match);
        if (!found) return false;
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== wake);
        reject(
          new Error(`no matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames.map((f) => f.type))}`),
        );
      }, timeoutMs);
      if (!check()) this.waiters.push(wake);
    });
  }

  async waitForType<T extends RealtimeEventType>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<RealtimeFrame, { type: T }>> {
    return (await this.waitFor((f) => f.type === type, timeoutMs)) as Extract<RealtimeFrame, { type: T }>;
  }
}
