/**
 * The parts of a `ws` socket the gateway uses. `ws` ships without types and
 * @types/ws is not a dependency, so the gateway names only what it calls.
 */
export interface RawSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: { toString(): string }, isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close', listener: () => void): unknown;
}

export interface RawSocketServer {
  clients: Set<RawSocket>;
  close(callback?: () => void): void;
}
