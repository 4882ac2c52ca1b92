import { z } from 'zod';

export const SYSTEM_TYPES = ['crm', 'erp', 'analytics', 'custom'] as const;
export const SYSTEM_STATUSES = ['connected', 'limited', 'disconnected', 'error'] as const;

export const ConnectionDetailsInput = z.looseObject({
  url: z
    .string()
    .trim()
    .min(1, 'Please provide a connection URL for your system.')
    .max(2048, 'The connection URL is too long'),
  apiKey: z.string().max(4096).optional(),
  connector: z.string().max(40).optional(),
});

export const CreateSystemRequest = z.object({
  name: z.string().trim().min(1, 'Please provide a name for your system connection.').max(100, 'The name is too long'),
  type: z.enum(SYSTEM_TYPES, { error: 'Type must be one of crm, erp, analytics, custom' }),
  connectionDetails: ConnectionDetailsInput,
});
export type CreateSystemRequest = z.infer<typeof CreateSystemRequest>;

export const UpdateSystemRequest = z.object({
  name: z.string().trim().min(1, 'Please provide a name for your system connection.').max(100).optional(),
  type: z.enum(SYSTEM_TYPES).optional(),
  connectionDetails: ConnectionDetailsInput.optional(),
});
export type UpdateSystemRequest = z.infer<typeof UpdateSystemRequest>;

export const SystemResponse = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SYSTEM_TYPES),
  status: z.enum(SYSTEM_STATUSES),
  statusMessage: z.string().nullable(),
  lastSynced: z.string().nullable(),
  /** Safe to show: passwords masked, keys never returned. */
  connectionDetails: z.object({ url: z.string(), connector: z.string(), hasApiKey: z.boolean() }),
  isDemo: z.boolean(),
  createdAt: z.string(),
  /** The caller's access: their own system, or one a workspace member shared read-only or with write. */
  access: z.enum(['owner', 'read', 'write']),
  /** How the owner shares it with their workspace. */
  shareAccess: z.enum(['none', 'read', 'write']),
  /** For a system shared with the caller: who shared it. */
  sharedBy: z.string().nullable(),
});
export type SystemResponse = z.infer<typeof SystemResponse>;

/** PUT /api/systems/{id}/share: the owner shares a system with their workspace (or stops sharing it). */
export const ShareSystemRequest = z.object({
  access: z.enum(['none', 'read', 'write'], { message: "Sharing must be 'none', 'read' or 'write'" }),
});
export type ShareSystemRequest = z.infer<typeof ShareSystemRequest>;

/** An operation a connected system offers (API call, MCP tool); writes need write access. */
export const SystemOperation = z.object({
  id: z.string(),
  kind: z.enum(['read', 'write']),
  title: z.string(),
  description: z.string(),
  entity: z.string().optional(),
});
export type SystemOperation = z.infer<typeof SystemOperation>;

export const SystemSchemaResponse = z.object({
  systemId: z.number().int(),
  discoveredAt: z.string().nullable(),
  entities: z.array(
    z.object({
      name: z.string(),
      label: z.string().optional(),
      rowCount: z.number().nullable(),
      fields: z.array(z.object({ name: z.string(), type: z.string(), isPrimaryKey: z.boolean() })),
    }),
  ),
  relations: z.array(
    z.object({
      fromEntity: z.string(),
      fromFields: z.array(z.string()),
      toEntity: z.string(),
      toFields: z.array(z.string()),
    }),
  ),
  /** API operations and MCP tools, with read/write kind (absent for plain databases). */
  operations: z.array(SystemOperation).optional(),
});
export type SystemSchemaResponse = z.infer<typeof SystemSchemaResponse>;

/** Questions one connected system can answer (each read by SOE before it is offered): the chat's suggestion chips. */
export const SystemSuggestions = z.object({
  systemId: z.number().int(),
  systemName: z.string(),
  questions: z.array(z.string()),
});
export type SystemSuggestions = z.infer<typeof SystemSuggestions>;
export const SystemSuggestionsResponse = z.array(SystemSuggestions);
export type SystemSuggestionsResponse = z.infer<typeof SystemSuggestionsResponse>;

/** One input of the Connect System form, as the connector declares it. */
export const ConnectorFieldInfo = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['url', 'text', 'secret']),
  required: z.boolean(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
});
export type ConnectorFieldInfo = z.infer<typeof ConnectorFieldInfo>;

/** GET /api/connectors: what can be connected, with the fields to ask for and whether the caller's plan allows it. */
export const ConnectorInfo = z.object({
  id: z.string(),
  label: z.string(),
  defaultType: z.enum(SYSTEM_TYPES),
  fields: z.array(ConnectorFieldInfo),
  allowed: z.boolean(),
  /** Why the plan does not allow it (shown beside the locked template). */
  reason: z.string().optional(),
});
export type ConnectorInfo = z.infer<typeof ConnectorInfo>;
