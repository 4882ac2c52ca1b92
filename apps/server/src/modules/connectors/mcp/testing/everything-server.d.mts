export interface EverythingServer {
  /** The Streamable HTTP endpoint, http://127.0.0.1:PORT/mcp. */
  url: string;
  port: number;
  output(): string;
  close(): Promise<void>;
}

export function startEverythingServer(): Promise<EverythingServer>;
