import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { openApiConnection } from '../api/connection';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FetchLike } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { z } from 'zod';
import {
  ConnectorError,
  type Connector,
  type ConnectorSession,
  type InvokeOptions,
  type OperationDescriptor,
  type OperationResult,
  type TestResult,
} from '../connector';
import type { QueryResult } from '../query';
import type { DiscoveredSchema } from '../schema';
import { mcpConfigSchema, mcpFields, type McpConfig } from './config';
import { mcpError } from './errors';
import {
  RESOURCE_PREFIX,
  resourceOperation,
  toolOperation,
  toolResult,
  type McpResource,
  type McpTool,
  type ToolResult,
} from './tools';

/**
 * 'Custom API': an MCP server over Streamable HTTP, through the official SDK's
 * client. Its tools are SOE's operations (read only when annotated
 * readOnlyHint, otherwise writes that need write access); its listed resources
 * are read operations. Every HTTP request goes through the server's guarded
 * fetch, so the URL and any redirect are checked against request forgery.
 */

const CONNECT_TIMEOUT_MS = 15_000;
const LIST_TIMEOUT_MS = 15_000;
// Bounds on what a server can make SOE store: real servers list tens of tools.
const MAX_PAGES = 50;
const MAX_TOOLS = 1000;
const MAX_RESOURCES = 200;
const CLIENT_INFO = { name: 'soe', title: 'SOE - System Of Everything', version: '0.1.0' };

export class McpSession implements ConnectorSession {
  private client?: Promise<Client>;
  private ops: OperationDescriptor[] = [];
  private readonly host: string;

  constructor(
    private readonly url: URL,
    private readonly apiKey: string | undefined,
    private readonly fetch: FetchLike,
  ) {
    this.host = url.host;
  }

  /** One MCP session per SOE session, opened on first use and opened again after a failure. */
  private connected(): Promise<Client> {
    this.client ??= this.connect().catch((err) => {
      this.client = undefined;
      throw mcpError(err, this.host);
    });
    return this.client;
  }

  private async connect(): Promise<Client> {
    const transport = new StreamableHTTPClientTransport(this.url, {
      fetch: this.fetch,
      requestInit: this.apiKey ? { headers: { Authorization: `Bearer ${this.apiKey}` } } : undefined,
      // The server's own reconnect loop would keep a GET stream open in the background; SOE reconnects on demand.
      reconnectionOptions: {
        maxReconnectionDelay: 1000,
        initialReconnectionDelay: 1000,
        reconnectionDelayGrowFactor: 1,
        maxRetries: 0,
      },
    });
    const client = new Client(CLIENT_INFO, { capabilities: {} });
    try {
      await client.connect(transport, { timeout: CONNECT_TIMEOUT_MS });
    } catch (err) {
      await client.close().catch(() => {});
      throw err;
    }
    return client;
  }

  /** Runs one request; a failed request drops the MCP session so the next call starts a fresh one. */
  private async call<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    const client = await this.connected();
    try {
      return await fn(client);
    } catch (err) {
      const mapped = mcpError(err, this.host);
      // A JSON-RPC error is the tool's answer; anything else may mean the session is gone.
      if (mapped.code === 'network' || mapped.code === 'config' || mapped.code === 'auth') void this.reset();
      throw mapped;
    }
  }

  async test(): Promise<TestResult> {
    try {
      await this.connected();
      return { status: 'connected' };
    } catch (err) {
      return { status: 'error', message: mcpError(err, this.host).message };
    }
  }

  async discover(): Promise<DiscoveredSchema> {
    const tools = await this.call((client) => this.listTools(client));
    const resources = await this.call((client) => this.listResources(client));
    this.ops = [...tools.map(toolOperation), ...resources.map(resourceOperation)];
    return { entities: [], relations: [], operations: this.ops, discoveredAt: new Date().toISOString() };
  }

  private async listTools(client: Client): Promise<McpTool[]> {
    if (!client.getServerCapabilities()?.tools) return [];
    const tools: McpTool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES && tools.length < MAX_TOOLS; page++) {
      const result = await client.listTools(cursor ? { cursor } : {}, { timeout: LIST_TIMEOUT_MS });
      tools.push(...(result.tools as McpTool[]));
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    return tools.slice(0, MAX_TOOLS);
  }

  private async listResources(client: Client): Promise<McpResource[]> {
    if (!client.getServerCapabilities()?.resources) return [];
    const resources: McpResource[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES && resources.length < MAX_RESOURCES; page++) {
      const result = await client.listResources(cursor ? { cursor } : {}, { timeout: LIST_TIMEOUT_MS });
      resources.push(...(result.resources as McpResource[]));
      cursor = result.nextCursor;
      if (!cursor) break;
    }
    return resources.slice(0, MAX_RESOURCES);
  }

  async query(): Promise<QueryResult> {
    throw new ConnectorError('An MCP server has no tables to query; its tools are used instead.', 'unsupported');
  }

  operations(): OperationDescriptor[] {
    return this.ops;
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions): Promise<OperationResult> {
    if (!this.ops.length) await this.discover();
    const op = this.ops.find((o) => o.id === operationId);
    if (!op) throw new ConnectorError(`The MCP server at ${this.host} has no tool "${operationId}".`, 'unsupported');
    // The second lock behind the service's own check (decisions §2): no write without write access.
    if (op.kind === 'write' && !options.allowWrite) {
      throw new ConnectorError(
        `The tool "${op.title}" is not marked read-only by its server, so it counts as a write; it needs write access.`,
        'forbidden',
      );
    }
    const requestOptions = { timeout: options.timeoutMs, signal: options.signal };
    if (op.id.startsWith(RESOURCE_PREFIX)) {
      const read = await this.call((client) =>
        client.readResource({ uri: op.id.slice(RESOURCE_PREFIX.length) }, requestOptions),
      );
      return toolResult({
        content: read.contents.map((c) => ({ type: 'resource', resource: c as { uri: string; text?: string } })),
      });
    }
    const result = await this.call((client) =>
      client.callTool({ name: op.id, arguments: input }, undefined, requestOptions),
    );
    return toolResult(result as ToolResult);
  }

  private async reset(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.then((c) => c.close()).catch(() => {});
  }

  /** Ends the MCP session on the server too (DELETE), so it does not keep state for a client that left. */
  async close(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    const c = await client.catch(() => null);
    if (!c) return;
    await (c.transport as StreamableHTTPClientTransport | undefined)?.terminateSession().catch(() => {});
    await c.close().catch(() => {});
  }
}

export const mcpConnector: Connector<McpConfig> = {
  id: 'mcp',
  label: 'MCP server',
  defaultType: 'custom',
  fields: mcpFields,
  configSchema: mcpConfigSchema as z.ZodType<McpConfig>,
  // Without an explicit connector id, only an http(s) URL whose path ends in /mcp is taken for an MCP server.
  matchesUrl: (url) => /^https?:\/\/[^?#]*\/mcp\/?(\?|#|$)/i.test(url.trim()),
  async open(config, context) {
    const { details, fetch } = openApiConnection('MCP', mcpConfigSchema, config, context);
    let url: URL;
    try {
      url = new URL(details.url);
    } catch {
      throw new ConnectorError(
        'The MCP server URL must be an http(s) URL, e.g. https://mcp.example.com/mcp.',
        'config',
      );
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ConnectorError('The MCP server URL must start with https:// (or http://).', 'config');
    return new McpSession(url, details.apiKey || undefined, fetch as unknown as FetchLike);
  },
};
