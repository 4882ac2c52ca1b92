import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AnswerQuery,
  BusinessTerm,
  DashboardShare,
  LinkMethod,
  PeriodSpec,
  StructuredQuery,
  TileForm,
} from '@soe/shared';

/*
 * The app's own tables. The first four belong to better-auth (field names are
 * the ones it expects; ids are serial because the spec's API uses numbers).
 * Nothing here may use a PostgreSQL feature newer than 15: PGlite runs 18 but
 * production servers may run 15.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = pgTable(
  'user',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    username: text('username').unique(),
    displayUsername: text('display_username'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    accessLevel: text('access_level').notNull().default('read'),
    subscriptionTier: text('subscription_tier').notNull().default('free'),
    isAdmin: boolean('is_admin').notNull().default(false),
    isOwner: boolean('is_owner').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** The user's workspace (`workspaces.id`, the spec's tenant); '' until sign-up has provisioned one. */
    tenantId: text('tenant_id').notNull().default(''),
    /** Owner of their workspace: invites, removes members, sees members' emails (one per workspace). */
    isWorkspaceOwner: boolean('is_workspace_owner').notNull().default(false),
    /** Set when failed sign-ins reach the limit (any spelling of the account); a staff admin may lift it early. */
    signInLockedUntil: timestamp('sign_in_locked_until', { withTimezone: true }),
    ...timestamps,
  },
  // At most one owner, whatever races happen between first sign-ups.
  (t) => [
    uniqueIndex('user_single_owner')
      .on(t.isOwner)
      .where(sql`${t.isOwner}`),
    index('user_tenant_idx').on(t.tenantId),
    uniqueIndex('user_one_workspace_owner')
      .on(t.tenantId)
      .where(sql`${t.isWorkspaceOwner}`),
  ],
);

/** A workspace (the spec's tenant): its members are the users whose tenant_id names it. */
export const workspaces = pgTable('workspaces', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An invitation link: only the token's SHA-256 is stored; usable once, before it expires, unless revoked. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: serial('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: integer('created_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workspace_invitations_workspace_idx').on(t.workspaceId, t.id)],
);

export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** How this session signed in: 'local' (password) or the social provider ('Google', 'GitHub', 'Apple'). */
    provider: text('provider').notNull().default('local'),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: serial('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [
    index('account_user_idx').on(t.userId),
    uniqueIndex('account_provider_subject').on(t.providerId, t.accountId),
  ],
);

export const verification = pgTable('verification', {
  id: serial('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** A connected system. Credentials live only in `connectionSealed` (encrypted). */
export const systems = pgTable(
  'systems',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    connector: text('connector').notNull(),
    /** ConnectionDetails as JSON, sealed with the instance secret. */
    connectionSealed: text('connection_sealed').notNull(),
    /** The URL with any password replaced, safe to return. */
    connectionDisplay: jsonb('connection_display').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('connected'),
    statusMessage: text('status_message'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Shared with the owner's workspace: 'none', 'read' or 'write' (modules/access). */
    shareAccess: text('share_access').notNull().default('none'),
    /** The discovered schema: only its discovery time since migration 0020 (the schema is in system_schemas). */
    schemaJson: jsonb('schema_json'),
    /** Secret-looking fields a staff admin chose to show anyway, as 'entity.field' (hidden by default; systems/secret-fields.ts). */
    shownFields: jsonb('shown_fields').$type<string[]>().notNull().default([]),
    /** Business terms (engine/terms), validated by the API; null until drafted or saved (migration 0016 says why). */
    terms: jsonb('terms').$type<BusinessTerm[]>(),
    /** A staff admin's statement timeout and pool size for this system; null = the server's defaults (issue 20). */
    statementTimeoutMs: integer('statement_timeout_ms'),
    poolSize: integer('pool_size'),
    /** The short result cache's freshness window; null = answers are never cached (systems/result-cache.ts). */
    cacheSeconds: integer('cache_seconds'),
    /** When a staff admin last cleared the result cache: part of every cache key, so the clear reaches every instance. */
    cacheClearedAt: timestamp('cache_cleared_at', { withTimezone: true }),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    ...timestamps,
  },
  // One built-in demo system per user, however many requests race to create it.
  (t) => [
    index('systems_user_idx').on(t.userId),
    uniqueIndex('systems_one_demo')
      .on(t.userId)
      .where(sql`${t.isDemo}`),
  ],
);

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The systems the composer's picker limits this conversation's questions to; null asks every system (migration 0013). */
    systemIds: jsonb('system_ids').$type<number[]>(),
    ...timestamps,
  },
  (t) => [index('conversations_user_idx').on(t.userId, t.createdAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    systemSources: jsonb('system_sources').$type<string[]>(),
    /** The client's id for the user message, so a resend creates nothing new. */
    clientMessageId: text('client_message_id'),
    /** For assistant messages: the user message it answers. */
    replyTo: integer('reply_to'),
    status: text('status').notNull().default('complete'),
    /** For assistant messages: the structured query the answer ran (engine/conversation), read by follow-ups. */
    query: jsonb('query'),
    /** For SOE Local's answers: the words it read an unsure question as, other readings offered as chips (migration 0017), and a term it asked about. */
    readingNotes: jsonb('reading_notes').$type<{
      readAs?: string;
      alternatives?: { label: string; question: string }[];
      unknownTerm?: { phrase: string; systemId: number; systemName: string };
    }>(),
    /** For answers from data: the statements they ran, one per system (the chat's "Query", migration 0023). */
    queries: jsonb('queries').$type<AnswerQuery[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_id').on(t.userId, t.clientMessageId),
    uniqueIndex('messages_one_reply').on(t.replyTo),
    // The interrupted-answer sweep reads recent questions only.
    index('messages_recent_questions')
      .on(t.createdAt)
      .where(sql`${t.role} = 'user'`),
  ],
);

/** Questions answered per user per monthly period (one counter for /api/ask and /api/messages). */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    periodStart: text('period_start').notNull(),
    queries: integer('queries').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.periodStart] })],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ip: text('ip'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
);

export const waitlist = pgTable('waitlist', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-user preferences (the active language-model provider). */
export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  activeProvider: text('active_provider').notNull().default('soe-local'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Language-model provider settings made by staff admins in Settings; they
 * override the environment's. The API key is sealed (SecretBox) and never
 * leaves the server.
 */
export const providerSettings = pgTable('provider_settings', {
  providerId: text('provider_id').primaryKey(),
  apiKeySealed: text('api_key_sealed'),
  baseUrl: text('base_url'),
  model: text('model'),
  updatedBy: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Settings of the whole instance, one row per key: the key-check value that
 * proves every instance runs with the same SOE_SECRET_KEY ('key_check'), and
 * the network access list staff admins keep in Settings ('network_access').
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedBy: integer('updated_by').references(() => user.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Billing state per user, kept in step with the payment provider by webhooks.
 * The tier itself stays on `user.subscription_tier` (what every check reads);
 * this row says why it is what it is.
 */
export const billingAccounts = pgTable('billing_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  subscriptionId: text('subscription_id').unique(),
  /** The provider's subscription status: active, past_due, canceled, … */
  subscriptionStatus: text('subscription_status'),
  /** The paid tier the subscription's price buys. */
  subscriptionTier: text('subscription_tier'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  defaultPaymentMethod: text('default_payment_method'),
  ...timestamps,
});

/** Webhook events already applied: a replayed delivery changes nothing (security check 10, docs/security.md). */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Writes to connected systems proposed by the assistant (or the API), run only
 * when their owner confirms; one row per proposal, moved proposed → confirmed →
 * done | failed, or proposed → cancelled, each step also in the audit log.
 */
export const writeProposals = pgTable(
  'write_proposals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The assistant message showing the card, when known. */
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'set null' }),
    systemId: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    operation: text('operation').notNull(),
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    /** What the card shows: action, system, entity, target, changes before → after. */
    preview: jsonb('preview').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('proposed'),
    result: text('result'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('write_proposals_user_idx').on(t.userId, t.id)],
);

/** Raw bytes (uploaded files). The pg driver returns a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** One table of a processed spreadsheet or CSV file, as SOE Local queries it. */
export interface DocumentTable {
  name: string;
  fields: Array<{ name: string; type: 'integer' | 'decimal' | 'date' | 'timestamp' | 'boolean' | 'text' }>;
  rowCount: number;
}

/**
 * An uploaded document (spec §3). Its bytes, searchable passages and table
 * rows live in tables of their own so that listing documents stays cheap.
 * Status: pending → processing → processed | error (with `error` saying why).
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    conversationId: integer('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The type sniffed from the bytes (never the browser's claim); what downloads are served as. */
    type: text('type').notNull(),
    /** csv, xlsx, pdf, docx, txt, markdown; null when unsupported. */
    kind: text('kind'),
    size: integer('size').notNull(),
    status: text('status').notNull().default('pending'),
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    tables: jsonb('tables').$type<DocumentTable[]>(),
    attempts: integer('attempts').notNull().default(0),
    processingStartedAt: timestamp('processing_started_at', { withTimezone: true }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('documents_user_idx').on(t.userId, t.createdAt),
    index('documents_conversation_idx').on(t.conversationId),
    // The recovery sweep looks only at unfinished documents.
    index('documents_unfinished_idx')
      .on(t.status, t.processingStartedAt)
      .where(sql`${t.status} in ('pending', 'processing')`),
  ],
);

/**
 * The uploaded bytes, in the database so every instance reads them (ADR 011), in parts (documents/storage.ts):
 * no statement carries more than one part.
 */
export const documentContents = pgTable(
  'document_contents',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    part: integer('part').notNull().default(0),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.part] })],
);

/** Extracted text cut into passages, searched with PostgreSQL full-text search. */
export const documentPassages = pgTable(
  'document_passages',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** 1-based page where the format has pages (PDF). */
    page: integer('page'),
    text: text('text').notNull(),
  },
  (t) => [
    index('document_passages_document_idx').on(t.documentId, t.ordinal),
    // A small pending list (migration 0022): merged often and quickly, never a second-long insert.
    index('document_passages_search_idx')
      .using('gin', sql`to_tsvector('english', "text")`)
      .with({ gin_pending_list_limit: 64 }),
  ],
);

/** Rows of a document's tables in chunks (JSON arrays in field order), so no single value grows huge. */
export const documentRows = pgTable(
  'document_rows',
  {
    documentId: integer('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    sheet: integer('sheet').notNull(),
    chunk: integer('chunk').notNull(),
    rows: jsonb('rows').$type<Array<Array<string | number | boolean | null>>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.sheet, t.chunk] })],
);

/**
 * Questions whose reading a person confirmed or corrected (migration 0017): a question to the system with the same
 * normalized form (engine/verified) is answered with the stored reading. One per system and normalized question.
 */
export const verifiedQuestions = pgTable(
  'verified_questions',
  {
    id: serial('id').primaryKey(),
    systemId: integer('system_id')
      .notNull()
      .references(() => systems.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    normalized: text('normalized').notNull(),
    /** The engine's StoredReading: an Interpretation of plain data, no SQL. */
    reading: jsonb('reading').notNull(),
    readingText: text('reading_text').notNull(),
    verifiedBy: integer('verified_by').references(() => user.id, { onDelete: 'set null' }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('verified_questions_system_normalized').on(t.systemId, t.normalized)],
);

/**
 * SOE Local's catalog and value index of a system for one discovery (engine/catalog/persist.ts: gzipped
 * JSON), shared by every instance; replaced when the system is discovered again.
 */
export const engineKnowledge = pgTable('engine_knowledge', {
  systemId: integer('system_id')
    .primaryKey()
    .references(() => systems.id, { onDelete: 'cascade' }),
  discoveredAt: text('discovered_at').notNull(),
  payload: bytea('payload').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A connected system's discovered schema (systems/schema-store.ts: gzipped JSON lines, written and read a
 * slice at a time); systems.schema_json then holds only its discovery time. Rows of earlier versions keep
 * the whole schema in schema_json and no row here.
 */
export const systemSchemas = pgTable('system_schemas', {
  systemId: integer('system_id')
    .primaryKey()
    .references(() => systems.id, { onDelete: 'cascade' }),
  discoveredAt: text('discovered_at').notNull(),
  payload: bytea('payload').notNull(),
});

/**
 * Links between two of a user's sources (modules/cross): the columns that name the same things in both, found by
 * SOE or added by the user; cross-system answers join on them.
 */
export const systemLinks = pgTable(
  'system_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sourceA: text('source_a').notNull(),
    entityA: text('entity_a').notNull(),
    columnA: text('column_a').notNull(),
    sourceB: text('source_b').notNull(),
    entityB: text('entity_b').notNull(),
    columnB: text('column_b').notNull(),
    method: text('method').$type<LinkMethod>().notNull(),
    origin: text('origin').$type<'found' | 'person'>().notNull(),
    matched: integer('matched').notNull(),
    distinctA: integer('distinct_a').notNull(),
    distinctB: integer('distinct_b').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('system_links_columns').on(t.userId, t.sourceA, t.entityA, t.columnA, t.sourceB, t.entityB, t.columnB),
  ],
);

/**
 * Dashboards (issue 35, migration 0024): a user's board of pinned answers, shared with their workspace or not.
 * `period` is the board-wide period every tile with a date column is read over (null: each tile's own).
 */
export const dashboards = pgTable(
  'dashboards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    share: text('share').$type<DashboardShare>().notNull().default('none'),
    period: jsonb('period').$type<PeriodSpec>(),
    ...timestamps,
  },
  (t) => [index('dashboards_user_idx').on(t.userId)],
);

/**
 * A pinned answer: the structured query and the form it is shown in, never its figures. The system is kept by id
 * without a foreign key: a tile whose system was deleted stays and says so, and its name is kept to say which.
 */
export const dashboardTiles = pgTable(
  'dashboard_tiles',
  {
    id: serial('id').primaryKey(),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    question: text('question').notNull(),
    systemId: integer('system_id').notNull(),
    systemName: text('system_name').notNull(),
    form: text('form').$type<TileForm>().notNull(),
    query: jsonb('query').$type<StructuredQuery>().notNull(),
    /** A relative period kept from the question ("this month" stays this month); null: the query's own dates. */
    period: jsonb('period').$type<PeriodSpec>(),
    /** SOE Local's stored reading of the question, when it had one: a follow-up in a new conversation reads it. */
    reading: jsonb('reading'),
    position: integer('position').notNull().default(0),
    width: integer('width').notNull().default(1),
    height: integer('height').notNull().default(1),
    ...timestamps,
  },
  (t) => [index('dashboard_tiles_board_idx').on(t.dashboardId, t.position)],
);

/** Where deliveries go besides the in-app list; the webhook address is sealed (it carries the channel's secret). */
export interface DeliveryTargets {
  email: boolean;
  webhookSealed: string | null;
  webhookHost: string | null;
}

/** What schedules and alerts share: the owner's time zone, where they deliver, and the state of their runs. */
const delivered = {
  timeZone: text('time_zone').notNull(),
  targets: jsonb('targets').$type<DeliveryTargets>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastStatus: text('last_status').$type<'ok' | 'failed'>(),
  lastError: text('last_error'),
  /** Failed attempts since the last success. */
  failures: integer('failures').notNull().default(0),
};

/** A dashboard, or one of its tiles, delivered daily, weekly or monthly at a time in the owner's time zone. */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dashboardId: integer('dashboard_id')
      .notNull()
      .references(() => dashboards.id, { onDelete: 'cascade' }),
    tileId: integer('tile_id').references(() => dashboardTiles.id, { onDelete: 'cascade' }),
    frequency: text('frequency').$type<'daily' | 'weekly' | 'monthly'>().notNull(),
    time: text('time').notNull(),
    weekday: integer('weekday'),
    monthDay: integer('month_day'),
    ...delivered,
    ...timestamps,
  },
  (t) => [index('schedules_user_idx').on(t.userId), index('schedules_due_idx').on(t.nextRunAt)],
);

/**
 * An alert: one figure of a structured query read on a cadence; it fires when the condition starts to hold. It keeps
 * its own copy of the query, so it outlives the tile or answer it was made from.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tileId: integer('tile_id').references(() => dashboardTiles.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    systemId: integer('system_id').notNull(),
    systemName: text('system_name').notNull(),
    query: jsonb('query').$type<StructuredQuery>().notNull(),
    measure: text('measure').notNull(),
    op: text('op').$type<'<' | '<=' | '>' | '>='>().notNull(),
    threshold: doublePrecision('threshold').notNull(),
    check: text('check').$type<'hourly' | 'daily' | 'weekly'>().notNull(),
    period: jsonb('period').$type<PeriodSpec>(),
    lastValue: doublePrecision('last_value'),
    triggered: boolean('triggered').notNull().default(false),
    ...delivered,
    ...timestamps,
  },
  (t) => [index('alerts_user_idx').on(t.userId), index('alerts_due_idx').on(t.nextRunAt)],
);

/**
 * One run of a schedule or alert for one due time: the key that makes a run happen once, whichever instance and
 * however many retries (unique on kind, source and due time), and the record of what it delivered where.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'schedule' | 'alert'>().notNull(),
    sourceId: integer('source_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    status: text('status').$type<'running' | 'delivered' | 'failed' | 'skipped'>().notNull().default('running'),
    /** Per channel: 'sent', 'failed: why', or absent when not asked for. */
    channels: jsonb('channels').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** What the run delivers, read at its first attempt (migration 0026): every retry resends this, not new figures. */
    payload: jsonb('payload').$type<DeliveryPayload>(),
    /** The attempt holding the run may send until then; a later attempt takes over only after it (migration 0026). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('deliveries_once').on(t.kind, t.sourceId, t.dueAt),
    index('deliveries_user_idx').on(t.userId),
    index('deliveries_running_idx')
      .on(t.leaseUntil)
      .where(sql`status = 'running'`),
  ],
);

/** A delivery's message, the same on every channel: a title, the figures as tables, and the link back. */
export interface DeliveryPayload {
  /** False: an alert whose condition did not start to hold; nothing is sent. */
  send: boolean;
  title: string;
  /** One line under the title ("Revenue (last 7 days) is 48,210.00, below 50,000"). */
  summary: string;
  sections: DeliverySection[];
  /** Absolute link to the page in SOE. */
  link: string;
  /** The in-app link ("/app/dashboards/3"). */
  path: string;
}

export interface DeliverySection {
  title: string;
  /** Why there are no figures ("You no longer have access to Sales DB."), instead of columns and rows. */
  note?: string;
  columns: string[];
  /** Cells formatted for reading ("48,210.00"). */
  rows: string[][];
  /** More rows than shown. */
  more?: number;
}

/** The in-app notification list (the bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'schedule' | 'alert' | 'system'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** The delivery that made it: one notification per delivery, however often the run is retried. */
    deliveryId: integer('delivery_id').references(() => deliveries.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_one_per_delivery').on(t.deliveryId),
  ],
);
