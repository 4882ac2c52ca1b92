import { z } from 'zod';

/**
 * The spec's four types plus 'database' (PostgreSQL, MySQL/MariaDB: decisions §5 names them apart from CRM, ERP and
 * analytics). Systems stored before it keep their type and read as before.
 */
export const SYSTEM_TYPES = ['crm', 'erp', 'analytics', 'database', 'custom'] as const;
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
  type: z.enum(SYSTEM_TYPES, { error: 'Type must be one of crm, erp, analytics, database, custom' }),
  connectionDetails: ConnectionDetailsInput,
});
export type CreateSystemRequest = z.infer<typeof CreateSystemRequest>;

export const UpdateSystemRequest = z.object({
  name: z.string().trim().min(1, 'Please provide a name for your system connection.').max(100).optional(),
  type: z.enum(SYSTEM_TYPES).optional(),
  connectionDetails: ConnectionDetailsInput.optional(),
});
export type UpdateSystemRequest = z.infer<typeof UpdateSystemRequest>;

/** How much of a wide schema is read: `read` of its `total` tables. */
export const SchemaProgress = z.object({ read: z.number().int(), total: z.number().int() });
export type SchemaProgress = z.infer<typeof SchemaProgress>;

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
  /** A wide schema whose core tables are read and the rest is being read: tables read so far of all; null when whole. */
  schemaProgress: SchemaProgress.nullable(),
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
  /** Set when this schema holds only the core of a wide schema (`read` of its `total` tables); null when whole. */
  schemaProgress: SchemaProgress.nullable(),
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

/*
 * Business terms of one system: the words a company uses for its measures, segments and tables, what names a
 * row in answers and what SOE must not offer. SOE Local reads them (apps/server/src/modules/engine/terms); people
 * edit them on the Integrations page or as YAML. One schema here so the server, the engine and the web agree.
 */
const termName = z.string().trim().min(1, 'Give a name').max(200, 'The name is too long');
const TERM_OPS = ['in', 'not in', '>', '>=', '<', '<='] as const;

/** Rows that belong to a term: a column's values ('stage in Won'), or a number compared ('amount >= 50000'). */
export const BusinessTermFilter = z
  .object({
    column: termName,
    op: z.enum(TERM_OPS, { error: `The operator must be one of ${TERM_OPS.join(', ')}` }).default('in'),
    values: z
      .array(z.union([z.string().max(200), z.number(), z.boolean()]))
      .min(1, 'Give at least one value')
      .max(100, 'At most 100 values'),
  })
  .refine((f) => f.op === 'in' || f.op === 'not in' || (f.values.length === 1 && typeof f.values[0] === 'number'), {
    message: 'A comparison (>, >=, <, <=) takes one number',
    path: ['values'],
  });

export const BusinessTerm = z
  .object({
    /** What people say: 'revenue', 'sales rep', 'big deals'. */
    phrases: z.array(z.string().trim().min(1, 'A phrase cannot be empty').max(100)).max(20).default([]),
    description: z.string().trim().max(500).optional(),
    /** The table the term is about ('demo.deals'). */
    entity: termName,
    /** A measure: the sum (avg…) of a column, a count of rows, or quantity × price × (1 − discount) on lines. */
    measure: z
      .object({
        column: termName.optional(),
        agg: z.enum(['sum', 'avg', 'count', 'min', 'max']).default('sum'),
        lines: z
          .object({ entity: termName, quantity: termName, price: termName, discount: termName.optional() })
          .optional(),
      })
      .optional(),
    filters: z.array(BusinessTermFilter).max(20).default([]),
    /** The date the term is counted by (the measure's default date column). */
    date: termName.optional(),
    /** The column(s) that name a row of the entity in answers (two for people: first and last name). */
    display: z.array(termName).min(1).max(2, 'At most two display columns').optional(),
    /** Columns SOE never offers for this entity (not read from questions, not listed in answers). */
    hidden: z.array(termName).min(1).max(200).optional(),
  })
  .superRefine((t, ctx) => {
    if (!t.phrases.length && !t.display && !t.hidden)
      ctx.addIssue({
        code: 'custom',
        path: ['phrases'],
        message: 'Give at least one phrase people say (or a display or hidden column)',
      });
    if (t.measure && t.measure.agg !== 'count' && !t.measure.column && !t.measure.lines)
      ctx.addIssue({ code: 'custom', path: ['measure'], message: 'A measure needs a column or a line formula' });
  });
export type BusinessTerm = z.infer<typeof BusinessTerm>;
export type BusinessTermInput = z.input<typeof BusinessTerm>;

export const MAX_BUSINESS_TERMS = 500;
export const BusinessTerms = z.array(BusinessTerm).max(MAX_BUSINESS_TERMS, `At most ${MAX_BUSINESS_TERMS} terms`);

export const BUSINESS_TERM_KINDS = ['measure', 'formula', 'segment', 'date', 'table', 'display', 'hidden'] as const;
export type BusinessTermKind = (typeof BUSINESS_TERM_KINDS)[number];

/** What a term does, for lists: a measure (a formula on lines), a segment, a date, a table name, a display or hidden column. */
export function businessTermKind(t: BusinessTermInput): BusinessTermKind {
  if (t.hidden?.length) return 'hidden';
  if (t.display?.length) return 'display';
  if (t.measure) return t.measure.lines && !t.measure.column ? 'formula' : 'measure';
  if (t.filters?.length) return 'segment';
  if (t.date) return 'date';
  return 'table';
}

/** GET/PUT /api/systems/{id}/terms: the system's business terms and whether the caller may change them. */
export const SystemTermsResponse = z.object({
  systemId: z.number().int(),
  terms: z.array(BusinessTerm),
  /** The system's owner and staff admins may change them; others who can see the system may read them. */
  canEdit: z.boolean(),
});
export type SystemTermsResponse = z.infer<typeof SystemTermsResponse>;

/** PUT /api/systems/{id}/terms: the whole list, replaced (each term is checked, errors name it). */
export const UpdateSystemTermsRequest = z.object({
  terms: z.array(z.unknown()).max(MAX_BUSINESS_TERMS, `At most ${MAX_BUSINESS_TERMS} terms`),
});
export type UpdateSystemTermsRequest = z.infer<typeof UpdateSystemTermsRequest>;
