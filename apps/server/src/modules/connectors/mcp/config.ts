import { z } from 'zod';
import type { ConnectionDetails, ConnectorField } from '../connector';

/** An MCP server reached over Streamable HTTP, optionally with a bearer key. */
export const mcpConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required').max(2048),
  apiKey: z.string().max(4096).optional(),
  connector: z.string().optional(),
});
export type McpConfig = z.infer<typeof mcpConfigSchema> & ConnectionDetails;

export const mcpFields: ConnectorField[] = [
  {
    key: 'url',
    label: 'MCP server URL',
    kind: 'url',
    required: true,
    placeholder: 'https://mcp.example.com/mcp',
    help: "The server's Streamable HTTP endpoint.",
  },
  {
    key: 'apiKey',
    label: 'API Key (optional)',
    kind: 'secret',
    required: false,
    help: 'Sent as a bearer token. Stored encrypted on the server and never shown again.',
  },
];
