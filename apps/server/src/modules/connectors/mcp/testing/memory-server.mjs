/**
 * Test support: the official MCP knowledge-graph server
 * (@modelcontextprotocol/server-memory, from npm), which speaks stdio only,
 * served over Streamable HTTP on loopback by a small bridge built from the
 * official SDK's own transports: each MCP session (an initialize without a
 * session id) gets its own server process with the graph in a temporary file.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';

const require = createRequire(import.meta.url);

export async function startMemoryServer() {
  const bin = path.join(
    path.dirname(require.resolve('@modelcontextprotocol/server-memory/package.json')),
    'dist/index.js',
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-mcp-memory-'));
  const memoryFile = path.join(dir, 'memory.jsonl');
  const sessions = new Map();

  async function open() {
    const upstream = new StdioClientTransport({
      command: process.execPath,
      args: [bin],
      env: { PATH: process.env.PATH ?? '', MEMORY_FILE_PATH: memoryFile },
      stderr: 'pipe',
    });
    const front = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => sessions.set(id, { front, upstream }),
    });
    front.onmessage = (message) => void upstream.send(message);
    upstream.onmessage = (message) =>
      void front.send(
        message,
        'id' in message && !('method' in message) ? { relatedRequestId: message.id } : undefined,
      );
    front.onclose = () => void upstream.close();
    await upstream.start();
    await front.start();
    return front;
  }

  const server = http.createServer(async (req, res) => {
    try {
      const id = req.headers['mcp-session-id'];
      const known = typeof id === 'string' ? sessions.get(id) : undefined;
      if (typeof id === 'string' && !known) {
        res.writeHead(404).end();
        return;
      }
      const front = known ? known.front : await open();
      await front.handleRequest(req, res);
      if (req.method === 'DELETE' && typeof id === 'string') sessions.delete(id);
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    port,
    memoryFile,
    close: async () => {
      await Promise.all([...sessions.values()].map((s) => s.front.close().catch(() => {})));
      await new Promise((resolve) => server.close(() => resolve()));
      server.closeAllConnections?.();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
