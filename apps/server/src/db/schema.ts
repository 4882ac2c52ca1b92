import { sql } from 'drizzle-orm';
import {
  boolean,
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
    tenantId: text('tenant_id').notNull().default('default'),
    ...timestamps,
  },
  // At most one owner, whatever races happen between first sign-ups.
  (t) => [uniqueIndex('user_single_owner').on(t.isOwner).where(sql`${t.isOwner}`)],
);

export const session = pgTable(
  'session',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
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
  (t) => [index('account_user_idx').on(t.userId), uniqueIndex('account_provider_subject').on(t.providerId, t.accountId)],
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
    schemaJson: jsonb('schema_json'),
    lastSynced: timestamp('last_synced', { withTimezone: true }),
    ...timestamps,
  },
  // One built-in demo system per user, however many requests race to create it.
  (t) => [index('systems_user_idx').on(t.userId), uniqueIndex('systems_one_demo').on(t.userId).where(sql`${t.isDemo}`)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    uniqueIndex('messages_client_id').on(t.userId, t.clientMessageId),
    uniqueIndex('messages_one_reply').on(t.replyTo),
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
