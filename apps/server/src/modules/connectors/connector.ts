import type { RequestInit, Response } from 'undici';
import type { z } from 'zod';
import type { Literal, QueryResult, QuerySpec } from './query';
import type { DiscoveredSchema } from './schema';
import type { RestOptions } from './sql-discovery/staged';

/**
 * One interface for every kind of connected system, with a registry, like every
 * family of integrations (docs/ARCHITECTURE.md). A connector is stateless; `open`
 * gives a session bound to one system's decrypted configuration.
 */

export type SystemType = 'crm' | 'erp' | 'analytics' | 'database' | 'custom';
export type SystemStatus = 'connected' | 'limited' | 'disconnected' | 'error';

export interface ConnectionDetails {
  url: string;
  apiKey?: string;
  /** Explicit connector id; otherwise chosen from the URL. */
  connector?: string;
  [key: string]: unknown;
}

export interface TestResult {
  status: SystemStatus;
  /** Clear, user-facing reason for limited/error (never a stack or SQL text). */
  message?: string;
}

export interface ReadOptions {
  /** Statement timeout; default 10 s. */
  timeoutMs: number;
  /** Most rows returned; the connector enforces it at the source. */
  rowCap: number;
  signal?: AbortSignal;
}

/** A write a connector can perform (create/update/delete a record); gated by effective write access. */
export interface OperationDescriptor {
  id: string;
  kind: 'read' | 'write';
  title: string;
  description: string;
  entity?: string;
  /**
   * What a write does to one record of `entity`, when the connector knows it
   * (OData, Salesforce and HubSpot ids say it too: update_…; an OpenAPI PATCH
   * on /orders/{id}). Chat writes and previews find the record by it.
   */
  action?: 'create' | 'update' | 'delete';
  /** JSON schema of the input. */
  inputSchema: Record<string, unknown>;
}

export interface InvokeOptions {
  timeoutMs: number;
  /**
   * Effective write access of the caller (decisions §2), already confirmed by
   * the user. A connector refuses every operation of kind 'write' when false —
   * a second lock behind the service's own check.
   */
  allowWrite: boolean;
  signal?: AbortSignal;
}

/** What an operation returned: text for people and models, plus rows when the result is tabular. */
export interface OperationResult {
  /** Plain-text (or JSON text) rendering of the result; always present. */
  text: string;
  columns?: string[];
  rows?: Array<Record<string, Literal>>;
  /** The source reported a failure of the operation itself (e.g. an MCP tool error). */
  isError?: boolean;
  /** A record write's row before and after it (null before a create, after a delete), for previews and audit. */
  record?: { before: Record<string, Literal> | null; after: Record<string, Literal> | null };
}

export interface ConnectorSession {
  test(): Promise<TestResult>;
  discover(): Promise<DiscoveredSchema>;
  /**
   * Discovery of a wide schema in two steps (SQL connectors, sql-discovery/staged.ts): the whole schema when it
   * is narrow, otherwise its core tables with `partial` set; discoverRest then reads the tables `partial` lacks
   * and returns the whole schema (on any session of the same system: the first may be closed by then).
   */
  discoverCore?(): Promise<DiscoveredSchema>;
  discoverRest?(partial: DiscoveredSchema, options: RestOptions): Promise<DiscoveredSchema>;
  /** Runs a read query pushed down to the source. Must never modify data. */
  query(spec: QuerySpec, options: ReadOptions): Promise<QueryResult>;
  /**
   * SQL connectors: runs one SELECT given as text, as checkReadOnlySql wrote it (assistant/sql; SystemsService.runSql
   * checks it against the served schema first, and nothing else may call this). It runs like `query`: in a READ ONLY
   * transaction with the statement timeout, cancelled by the signal, its rows capped at the source (read as a
   * subquery, SELECT * FROM (…) AS q LIMIT rowCap + 1, so a cut result says so).
   */
  runSql?(sql: string, options: ReadOptions): Promise<QueryResult>;
  /** The operations this system offers (API calls, MCP tools, record writes); reads and declared writes. */
  operations(): OperationDescriptor[];
  /** Runs one operation from operations(); throws ConnectorError('forbidden') for a write without allowWrite. */
  invoke?(operationId: string, input: Record<string, unknown>, options: InvokeOptions): Promise<OperationResult>;
  close(): Promise<void>;
}

/** Services a connector may need from the app, passed in rather than imported (keeps connectors testable). */
export interface ConnectorContext {
  /** The app's own database, for the built-in Demo system. */
  appDb?: SqlExecutor;
  /**
   * Throws a ConnectorError when the network policy refuses a host for this
   * connection's owner; `target` gives the port and database, by which SOE's
   * own database is told apart from others on the same server.
   */
  guardHost?: (host: string, target?: { port?: number; database?: string; name?: string }) => Promise<void>;
  /**
   * fetch for API connectors with the request-forgery guard applied to every
   * hop (net/guardedFetch bound to the server's settings). Connectors use this,
   * never the global fetch.
   */
  fetch?: (url: string | URL, init?: RequestInit) => Promise<Response>;
  /** Pool bounds for SQL connectors (settings): connections per system, and how long a query waits for one. */
  pool?: { size: number; waitMs: number };
}

export interface SqlExecutor {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; fields: Array<{ name: string }> }>;
  /**
   * Runs fn inside one transaction on one connection; `signal` cancels its running statement where the database
   * can, and `timeoutMs` (the statement timeout) sets the client's own backstop just past it.
   */
  transaction<T>(
    fn: (tx: Pick<SqlExecutor, 'query'>) => Promise<T>,
    options?: { signal?: AbortSignal; timeoutMs?: number },
  ): Promise<T>;
  /**
   * Runs one statement in a READ ONLY transaction under a statement timeout, as `readOnlyTransaction` does, but
   * sends the transaction's statements together where the driver can (one round trip instead of five). Optional:
   * readers fall back to `transaction` when an executor has none.
   */
  readOnce?(
    sql: string,
    params: unknown[],
    options: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<{ rows: Record<string, unknown>[]; fields: Array<{ name: string; dataTypeID?: number }> }>;
}

/** One input of the Connect System form; every value is stored sealed with the connection details. */
export interface ConnectorField {
  /** Key in ConnectionDetails ('url', 'apiKey', or a connector's own, e.g. 'site'). */
  key: string;
  label: string;
  kind: 'url' | 'text' | 'secret';
  required: boolean;
  placeholder?: string;
  help?: string;
}

export interface Connector<Config extends ConnectionDetails = ConnectionDetails> {
  id: string;
  /** Shown in the UI, e.g. 'PostgreSQL'. */
  label: string;
  defaultType: SystemType;
  /** The Connect System form's fields for this connector (GET /api/connectors serves them). */
  fields?: ConnectorField[];
  configSchema: z.ZodType<Config>;
  /** True when this connector should handle the URL (by scheme/host). */
  matchesUrl(url: string): boolean;
  open(config: Config, context: ConnectorContext): Promise<ConnectorSession>;
}

/**
 * A failure whose message is safe to show the user (e.g. 'password
 * authentication failed for user "x"'). `detail` holds what the source said
 * when that is not for users (a server error's text, which may hold its SQL):
 * it goes to the server log and the staff's audit log, never to the chat.
 */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly code:
      'config' | 'auth' | 'network' | 'forbidden' | 'timeout' | 'query' | 'rate_limited' | 'unsupported' = 'query',
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/**
 * A statement stopped by its timeout (the system's statement timeout, in the database or the driver's backstop):
 * the answer says how long it ran and what to narrow, where a cancel by the user says nothing at all.
 */
export class StatementTimeout extends ConnectorError {
  constructor(readonly timeoutMs: number) {
    super(`The query took longer than ${Math.round(timeoutMs / 100) / 10} s and was stopped`, 'timeout');
    this.name = 'StatementTimeout';
  }
}

/**
 * A connection the request-forgery guard refused (net/guard.ts): SOE never
 * reached the system. Its code stays 'forbidden' (same HTTP answer), but a
 * connector must report it as the refusal it is, never read it as the remote
 * system's own 403 (a missing scope, a "limited" connection).
 */
export class GuardRefusal extends ConnectorError {
  constructor(message: string) {
    super(message, 'forbidden');
    this.name = 'GuardRefusal';
  }
}

/** A remote system's own "no access" answer: a 'forbidden' ConnectorError that is not a guard refusal. */
export function isAccessDenied(err: unknown): err is ConnectorError {
  return err instanceof ConnectorError && err.code === 'forbidden' && !(err instanceof GuardRefusal);
}
