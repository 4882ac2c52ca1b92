export interface MemoryServer {
  /** The Streamable HTTP endpoint, http://127.0.0.1:PORT/mcp. */
  url: string;
  port: number;
  /** Where the server keeps its knowledge graph (JSON lines). */
  memoryFile: string;
  close(): Promise<void>;
}

export function startMemoryServer(): Promise<MemoryServer>;
