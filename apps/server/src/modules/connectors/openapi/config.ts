import { z } from 'zod';
import type { ConnectionDetails, ConnectorField } from '../connector';

/** What the user gives to connect a REST API described by an OpenAPI document. */
export const openApiConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required').max(2048),
  apiKey: z.string().max(4096).optional(),
  /** The header carrying the key; 'Authorization' (the default) sends 'Bearer <key>'. */
  authHeader: z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/,
      'The auth header must be a header name such as Authorization or X-API-Key',
    )
    .optional()
    .or(z.literal('')),
  /** Overrides the document's server URL (a staging host, or a document without servers). */
  baseUrl: z.string().trim().max(2048).optional(),
  connector: z.string().optional(),
});
export type OpenApiConfig = z.infer<typeof openApiConfigSchema> & ConnectionDetails;

export const openApiFields: ConnectorField[] = [
  {
    key: 'url',
    label: 'OpenAPI document URL',
    kind: 'url',
    required: true,
    placeholder: 'https://api.example.com/openapi.json',
    help: 'The OpenAPI 3 document (JSON or YAML) that describes the API.',
  },
  {
    key: 'apiKey',
    label: 'API Key (optional)',
    kind: 'secret',
    required: false,
    help: 'Stored encrypted on the server and never shown again.',
  },
  {
    key: 'authHeader',
    label: 'Auth header (optional)',
    kind: 'text',
    required: false,
    placeholder: 'Authorization',
    help: 'Authorization sends "Bearer <key>"; any other header sends the key as it is.',
  },
  {
    key: 'baseUrl',
    label: 'Base URL (optional)',
    kind: 'url',
    required: false,
    placeholder: 'https://api.example.com/v1',
    help: 'Overrides the server URL given in the document.',
  },
];

/** The headers that authenticate every request to the API. */
export function authHeaders(config: Pick<OpenApiConfig, 'apiKey' | 'authHeader'>): Record<string, string> {
  if (!config.apiKey) return {};
  const header = config.authHeader?.trim() || 'Authorization';
  return {
    [header]:
      header.toLowerCase() === 'authorization' && !/^\w+\s/.test(config.apiKey)
        ? `Bearer ${config.apiKey}`
        : config.apiKey,
  };
}
