import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CUSTOM_INTEGRATIONS_MESSAGE, PLANS, planAllowsConnector, type CreateSystemRequest, type SystemResponse, type UpdateSystemRequest } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import { ConnectorError, type ConnectionDetails, type ConnectorSession, type SystemStatus } from '../connectors/connector';
import { resolveConnector } from '../connectors/registry';
import type { DiscoveredSchema } from '../connectors/schema';
import type { OperationResult } from '../connectors/connector';
import type { EngineSystem } from '../engine';
import { maskUrl } from './mask';
import type { SessionCache } from './sessions';

type SystemRow = typeof schema.systems.$inferSelect;

export const SYSTEM_LIMIT_MESSAGE = "You've reached your system connection limit. Upgrade your plan to connect more systems.";
const DEMO_DETAILS: ConnectionDetails = { url: 'demo://company', connector: 'demo' };

export interface ReadLimits {
  timeoutMs: number;
  rowCap: number;
}

/** How the engine hears about systems: warm its catalog on connect, forget it on change. */
export interface EngineHooks {
  prepare(system: EngineSystem): Promise<void>;
  invalidate(systemId: number): void;
}

// Connecting waits this long at most for the engine's catalog and value index;
// past it the first question finishes the work.
const PREPARE_BUDGET_MS = 5000;

/**
 * Connected systems: the user's own only (another user's id is a 404), tested
 * for real before they are saved, credentials sealed at rest, schemas
 * discovered and cached for SOE Local.
 */
export class SystemsService {
  private demoSchema?: Promise<DiscoveredSchema>;

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly sessions: SessionCache,
    private readonly limits: ReadLimits,
    private readonly engine: EngineHooks,
  ) {}

  async list(user: CurrentUser): Promise<SystemResponse[]> {
    await this.ensureDemo(user.id);
    const rows = await this.db.select().from(schema.systems).where(eq(schema.systems.userId, user.id)).orderBy(asc(schema.systems.id));
    return rows.map(toResponse);
  }

  /** The user's systems by id and name: what a question may name to ask one system ("… in Chinook"). */
  async names(user: CurrentUser): Promise<{ id: number; name: string }[]> {
    await this.ensureDemo(user.id);
    return this.db
      .select({ id: schema.systems.id, name: schema.systems.name })
      .from(schema.systems)
      .where(eq(schema.systems.userId, user.id))
      .orderBy(asc(schema.systems.id));
  }

  /** Counts toward the plan: the built-in demo does not (decisions §3). */
  async countConnected(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.systems)
      .where(and(eq(schema.systems.userId, userId), eq(schema.systems.isDemo, false)));
    return row?.n ?? 0;
  }

  async get(user: CurrentUser, id: number): Promise<SystemRow> {
    const [row] = await this.db
      .select()
      .from(schema.systems)
      .where(and(eq(schema.systems.id, id), eq(schema.systems.userId, user.id)))
      .limit(1);
    if (!row) throw notFound('System');
    return row;
  }

  async create(user: CurrentUser, input: CreateSystemRequest): Promise<SystemResponse> {
    this.assertPlanAllows(user, input.connectionDetails);
    const max = PLANS[user.subscriptionTier].maxSystems;
    // Checked before the (slow) connection test so a full plan answers at once…
    if ((await this.countConnected(user.id)) >= max) throw new AppError('payment_required', SYSTEM_LIMIT_MESSAGE);
    const { details, connector, status, message, discovered } = await this.connectNew(input.connectionDetails);
    // …and again under a lock on the user so parallel connects cannot exceed the plan.
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`select id from ${schema.user} where id = ${user.id} for update`);
      const [{ n }] = (await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(schema.systems)
        .where(and(eq(schema.systems.userId, user.id), eq(schema.systems.isDemo, false)))) as [{ n: number }];
      if (n >= max) throw new AppError('payment_required', SYSTEM_LIMIT_MESSAGE);
      const [inserted] = await tx
        .insert(schema.systems)
        .values({
          userId: user.id,
          name: input.name,
          type: input.type,
          connector: connector.id,
          connectionSealed: this.secrets.seal(JSON.stringify(details)),
          connectionDisplay: display(details, connector.id),
          status,
          statusMessage: message ?? null,
          schemaJson: discovered,
          lastSynced: new Date(),
        })
        .returning();
      return inserted!;
    });
    await this.prepare(row);
    return toResponse(row);
  }

  async update(user: CurrentUser, id: number, input: UpdateSystemRequest): Promise<SystemResponse> {
    const row = await this.get(user, id);
    const changes: Partial<SystemRow> = { updatedAt: new Date() };
    if (input.name) changes.name = input.name;
    if (input.type) changes.type = input.type;
    if (input.connectionDetails) {
      if (row.isDemo) throw new AppError('bad_request', 'The built-in demo system cannot be reconfigured');
      this.assertPlanAllows(user, input.connectionDetails);
      const { details, connector, status, message, discovered } = await this.connectNew(input.connectionDetails);
      Object.assign(changes, {
        connector: connector.id,
        connectionSealed: this.secrets.seal(JSON.stringify(details)),
        connectionDisplay: display(details, connector.id),
        status,
        statusMessage: message ?? null,
        schemaJson: discovered,
        lastSynced: new Date(),
      });
      await this.sessions.close(id);
      this.engine.invalidate(id);
    }
    const [updated] = await this.db.update(schema.systems).set(changes).where(eq(schema.systems.id, row.id)).returning();
    if (input.connectionDetails) await this.prepare(updated!);
    return toResponse(updated!);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    const row = await this.get(user, id);
    await this.db.delete(schema.systems).where(eq(schema.systems.id, row.id));
    await this.sessions.close(id);
    this.engine.invalidate(id);
  }

  /** Tests the stored connection and records the status. */
  async test(user: CurrentUser, id: number): Promise<SystemResponse> {
    const row = await this.get(user, id);
    let result: { status: SystemStatus; message?: string };
    try {
      result = await (await this.session(row)).test();
    } catch (error) {
      result = { status: 'error', message: connectorMessage(error) };
    }
    const [updated] = await this.db
      .update(schema.systems)
      .set({ status: result.status, statusMessage: result.message ?? null, updatedAt: new Date(), ...(result.status !== 'error' ? { lastSynced: new Date() } : {}) })
      .where(eq(schema.systems.id, row.id))
      .returning();
    return toResponse(updated!);
  }

  /** Discovers the schema again (new tables, columns, values). */
  async refresh(user: CurrentUser, id: number): Promise<SystemResponse> {
    const row = await this.get(user, id);
    if (row.isDemo) this.demoSchema = undefined;
    let changes: Partial<SystemRow>;
    try {
      const session = await this.session(row);
      const { status, message, discovered } = await this.testAndDiscover(session);
      changes = { status, statusMessage: message ?? null, ...(discovered ? { schemaJson: row.isDemo ? null : discovered, lastSynced: new Date() } : {}) };
    } catch (error) {
      changes = { status: 'error', statusMessage: connectorMessage(error) };
    }
    this.engine.invalidate(id);
    const [updated] = await this.db.update(schema.systems).set({ ...changes, updatedAt: new Date() }).where(eq(schema.systems.id, row.id)).returning();
    if (updated!.status !== 'error') await this.prepare(updated!);
    return toResponse(updated!);
  }

  async schemaOf(user: CurrentUser, id: number): Promise<DiscoveredSchema | null> {
    const row = await this.get(user, id);
    return this.storedSchema(row);
  }

  /** One of the user's systems with its open connector session and stored schema (for operations and writes); 404 otherwise. */
  async connection(user: CurrentUser, id: number): Promise<{ system: SystemRow; session: ConnectorSession; schema: DiscoveredSchema | null }> {
    const row = await this.get(user, id);
    const schema = await this.storedSchema(row).catch(() => null);
    return { system: row, session: await this.session(row), schema };
  }

  /**
   * Runs one of a system's declared operations for its owner. Writes run only
   * with allowWrite, which the caller sets after checking effective write
   * access and the user's confirmation; the connector refuses them otherwise.
   */
  async invoke(user: CurrentUser, id: number, operationId: string, input: Record<string, unknown>, options: { allowWrite: boolean; signal?: AbortSignal }): Promise<OperationResult> {
    const { system: row, session, schema } = await this.connection(user, id);
    // A fresh session may list its operations only after discovery: the stored schema has them too.
    const operation = [...session.operations(), ...(schema?.operations ?? [])].find((op) => op.id === operationId);
    if (!operation) throw new AppError('not_found', `${row.name} has no operation '${operationId}'`);
    if (operation.kind === 'write' && !options.allowWrite) throw new AppError('forbidden', `'${operation.title}' changes data in ${row.name}; it needs write access and your confirmation`);
    if (!session.invoke) throw new AppError('bad_request', `${row.name} cannot run operations`);
    return session.invoke(operationId, input, { timeoutMs: this.limits.timeoutMs, allowWrite: options.allowWrite, signal: options.signal });
  }

  /**
   * The systems a question may use, ready for the engine. Ids that are not the
   * user's are ignored (never an error that confirms they exist).
   */
  async engineSystems(user: CurrentUser, ids?: number[], signal?: AbortSignal): Promise<EngineSystem[]> {
    await this.ensureDemo(user.id);
    const where = ids?.length
      ? and(eq(schema.systems.userId, user.id), inArray(schema.systems.id, ids))
      : eq(schema.systems.userId, user.id);
    const rows = await this.db.select().from(schema.systems).where(where).orderBy(asc(schema.systems.id));
    const systems = await Promise.all(rows.map((row) => this.engineSystem(row, signal)));
    return systems.filter((s): s is EngineSystem => s !== null);
  }

  /** `signal` aborts the system's running queries when the user stops the answer. */
  private async engineSystem(row: SystemRow, signal?: AbortSignal): Promise<EngineSystem | null> {
    const discovered = await this.storedSchema(row).catch(() => null);
    if (!discovered) return null;
    return {
      id: row.id,
      name: row.name,
      schema: discovered,
      run: async (spec) => (await this.session(row)).query(spec, { timeoutMs: this.limits.timeoutMs, rowCap: this.limits.rowCap, signal }),
    };
  }

  /** Builds the engine's catalog and value index now, so the first question is as fast as the rest. */
  private async prepare(row: SystemRow) {
    const system = await this.engineSystem(row);
    if (!system) return;
    const warm = this.engine.prepare(system).catch(() => {});
    await Promise.race([warm, new Promise((r) => setTimeout(r, PREPARE_BUDGET_MS).unref())]);
  }

  private async storedSchema(row: SystemRow): Promise<DiscoveredSchema | null> {
    if (row.isDemo) {
      this.demoSchema ??= this.session(row).then((s) => s.discover());
      this.demoSchema.catch(() => (this.demoSchema = undefined));
      return this.demoSchema;
    }
    return (row.schemaJson as DiscoveredSchema | null) ?? null;
  }

  private session(row: SystemRow): Promise<ConnectorSession> {
    const details = row.isDemo ? DEMO_DETAILS : (JSON.parse(this.secrets.open(row.connectionSealed)) as ConnectionDetails);
    return this.sessions.get(row.id, details);
  }

  /** Tests new connection details for real and discovers the schema; a failure is a 400 with the connector's reason. */
  private async connectNew(input: CreateSystemRequest['connectionDetails']) {
    const details = normaliseDetails(input);
    const connector = this.connectorFor(details);
    // Opening can fail before any test runs (a URL without a user name, a refused host): that is the caller's input, a 400.
    const { status, message, discovered } = await this.sessions.transient(details, (s) => this.testAndDiscover(s)).catch((error: unknown) => {
      throw new AppError('bad_request', connectorMessage(error));
    });
    if (status === 'error' || !discovered) throw new AppError('bad_request', message ?? 'Could not connect to the system');
    return { details, connector, status, message, discovered };
  }

  /** Feature gates on the connector itself (decisions §3): 'Custom API' connectors need custom integrations. */
  private assertPlanAllows(user: CurrentUser, input: CreateSystemRequest['connectionDetails']) {
    const connector = this.connectorFor(normaliseDetails(input));
    if (!planAllowsConnector(user.subscriptionTier, connector.id)) throw new AppError('payment_required', CUSTOM_INTEGRATIONS_MESSAGE);
  }

  private connectorFor(details: ConnectionDetails) {
    try {
      return resolveConnector(details);
    } catch (error) {
      throw new AppError('bad_request', connectorMessage(error));
    }
  }

  private async testAndDiscover(session: ConnectorSession): Promise<{ status: SystemStatus; message?: string; discovered?: DiscoveredSchema }> {
    try {
      const tested = await session.test();
      if (tested.status === 'error' || tested.status === 'disconnected') return { status: 'error', message: tested.message };
      const discovered = await session.discover();
      return { status: tested.status, message: tested.message, discovered };
    } catch (error) {
      return { status: 'error', message: connectorMessage(error) };
    }
  }

  /** Every user has the built-in demo company connected (outside plan limits). */
  async ensureDemo(userId: number) {
    await this.db.execute(sql`
      insert into ${schema.systems} (user_id, name, type, connector, connection_sealed, connection_display, status, is_demo, last_synced)
      select ${userId}, 'Demo Company', 'erp', 'demo', ${this.secrets.seal(JSON.stringify(DEMO_DETAILS))},
             ${JSON.stringify(display(DEMO_DETAILS, 'demo'))}::jsonb, 'connected', true, now()
      where not exists (select 1 from ${schema.systems} where user_id = ${userId} and is_demo)
      on conflict do nothing`);
  }
}

function normaliseDetails(input: CreateSystemRequest['connectionDetails']): ConnectionDetails {
  const details: ConnectionDetails = { ...input, url: input.url.trim() };
  if (!details.apiKey) delete details.apiKey;
  if (!details.connector) delete details.connector;
  return details;
}

function display(details: ConnectionDetails, connector: string) {
  return { url: maskUrl(details.url), connector, hasApiKey: Boolean(details.apiKey) };
}

export function connectorMessage(error: unknown): string {
  if (error instanceof ConnectorError) return error.message;
  if (error instanceof AppError) return error.message;
  return 'The system could not be reached. Check the connection details and try again.';
}

function toResponse(row: SystemRow): SystemResponse {
  const d = row.connectionDisplay as { url: string; connector: string; hasApiKey: boolean };
  return {
    id: row.id,
    name: row.name,
    type: row.type as SystemResponse['type'],
    status: row.status as SystemResponse['status'],
    statusMessage: row.statusMessage,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    connectionDetails: { url: d.url, connector: d.connector ?? row.connector, hasApiKey: Boolean(d.hasApiKey) },
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
  };
}
