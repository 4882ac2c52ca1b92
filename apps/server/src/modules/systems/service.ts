import { SQL_CONNECTORS, type QueryResult } from '../connectors/query';
import { sqlOnlyFeature } from '../connectors/query-walk';
import { and, asc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOM_INTEGRATIONS_MESSAGE,
  PLANS,
  isStaff,
  planAllowsConnector,
  type CreateSystemRequest,
  type SystemResponse,
  type UpdateSystemRequest,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import type { SecretBox } from '../../lib/crypto';
import { AppError, notFound } from '../../lib/errors';
import {
  ownedBy,
  requireSystemAccess,
  systemAccess,
  visibleSystems,
  workspaceMemberIds,
  type ShareAccess,
} from '../access';
import type { CurrentUser } from '../auth/session-user';
import {
  ConnectorError,
  type ConnectionDetails,
  type ConnectorSession,
  type SystemStatus,
} from '../connectors/connector';
import { resolveConnector } from '../connectors/registry';
import type { DiscoveredSchema } from '../connectors/schema';
import type { OperationResult } from '../connectors/connector';
import type { EngineSystem } from '../engine';
import type { PolicyDecision } from '../connectors/net/policy';
import { checkReadOnlySql, type SqlRule } from '../assistant/sql/read-only-sql';
import { maskUrl } from './mask';
import { redactOperationResult, secretFieldsOf, withoutHiddenFieldsInSlices, type HiddenField } from './secret-fields';
import type { SessionCache, SessionAccess } from './sessions';
import { draftSystemTerms, storedTerms } from './terms';
import { SourceRunner } from './source-runner';
import { withQuery } from './ran-query';
import { encodeSchema, loadSchema, saveSchema, schemaStub } from './schema-store';

type SystemRow = typeof schema.systems.$inferSelect;

/** A system's stored schema reduced to its discovery time and progress (schemaStub; null when it has none). */
const SCHEMA_STUB = sql<unknown>`case when ${schema.systems.schemaJson} is null then null else jsonb_strip_nulls(jsonb_build_object('discoveredAt', ${schema.systems.schemaJson}->'discoveredAt', 'partial', ${schema.systems.schemaJson}->'partial')) end`;
/** A systems row with its schema reduced to the discovery time: rawSchema reads the rest when it is needed. */
const ROW_WITHOUT_SCHEMA = { ...getTableColumns(schema.systems), schemaJson: SCHEMA_STUB };

/** A newly discovered schema and its stored form (schema-store.ts), to be written with its system's row. */
interface StoredSchema {
  schema: DiscoveredSchema;
  payload: Uint8Array;
}

export const SYSTEM_LIMIT_MESSAGE =
  "You've reached your system connection limit. Upgrade your plan to connect more systems.";
const DEMO_DETAILS: ConnectionDetails = { url: 'demo://company', connector: 'demo' };

export interface ReadLimits {
  timeoutMs: number;
  rowCap: number;
  /** Each SQL system's pool size and the longest wait for a connection (SOE_SOURCE_POOL_SIZE / _WAIT_MS). */
  poolSize?: number;
  poolWaitMs?: number;
}

/** Where a staff admin's connection to a loopback or private address is recorded (each one is an audit entry). */
export interface SystemsAudit {
  record(entry: {
    actorId: number | null;
    action: string;
    target?: string | null;
    details?: Record<string, unknown> | null;
  }): Promise<void>;
}

/** How the engine hears about systems: warm its catalog on connect, forget it on change. */
export interface EngineHooks {
  prepare(system: EngineSystem): Promise<void>;
  invalidate(systemId: number): void;
  /** Questions the engine reads as meant on this system (the chat's suggestion chips). */
  suggest(system: EngineSystem): Promise<string[]>;
}

/** The background read of a wide schema's other tables (readRest), one per system in this process. */
interface SchemaRead {
  controller: AbortController;
  /** The discovery time of the partial schema it completes: the full one is stored only while that one is. */
  base: string;
  done: Promise<void>;
}

/** Why a background read is stopped at shutdown (any other stop is a refresh, a reconnect or a delete). */
const SERVER_STOPPING = 'server stopping';

/** A system's suggestions wait this long at most (a slow source's first build); past it the system is left out. */
const SUGGEST_BUDGET_MS = 5000;

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
  private readonly served = new Map<string, DiscoveredSchema>();
  private readonly schemaReads = new Map<number, SchemaRead>();
  /** Reads go through each system's result cache, fair queue and own statement timeout (source-runner.ts). */
  readonly runner: SourceRunner;

  constructor(
    private readonly db: Db,
    private readonly secrets: SecretBox,
    private readonly sessions: SessionCache,
    private readonly limits: ReadLimits,
    private readonly engine: EngineHooks,
    private readonly audit?: SystemsAudit,
    private readonly observer: SystemObserver = {},
  ) {
    this.runner = new SourceRunner({
      timeoutMs: limits.timeoutMs,
      poolSize: limits.poolSize ?? 10,
      poolWaitMs: limits.poolWaitMs ?? 60_000,
    });
  }

  /**
   * A system's status follows its last call: a failure that says the system
   * is unreachable or refuses SOE's credentials marks it 'error' with the
   * safe sentence; the next success marks it 'connected' again. The row is
   * written only when the status changes, and the source's own detail goes
   * to the observer (server log, staff audit log), never to the user.
   */
  private async tracked<T>(row: SystemRow, call: () => Promise<T>): Promise<T> {
    try {
      const out = await call();
      if (row.status === 'error') await this.setStatus(row, 'connected', null);
      return out;
    } catch (error) {
      if (error instanceof ConnectorError && SYSTEM_DOWN.has(error.code)) {
        const message = connectorMessage(error);
        if (row.status !== 'error' || row.statusMessage !== message) {
          await this.setStatus(row, 'error', message).catch(() => {});
          this.observer.failed?.(row, error);
        }
      } else if (error instanceof ConnectorError && error.detail) this.observer.failed?.(row, error);
      throw error;
    }
  }

  private async setStatus(row: SystemRow, status: SystemStatus, message: string | null): Promise<void> {
    await this.db
      .update(schema.systems)
      .set({
        status,
        statusMessage: message,
        updatedAt: new Date(),
        ...(status === 'connected' ? { lastSynced: new Date() } : {}),
      })
      .where(eq(schema.systems.id, row.id));
    row.status = status;
    row.statusMessage = message;
  }

  /** The user's own systems, then those shared with their workspace. */
  async list(user: CurrentUser): Promise<SystemResponse[]> {
    const rows = await this.everyVisibleRow(user);
    return rows.map(({ row, owner }) => toResponse(row, user, owner));
  }

  /**
   * Every system the user sees, the built-in demo made again first when it is missing. Nearly every list holds it,
   * so a question (which reads this list twice) or a model's tool call writes nothing to make sure of it.
   */
  private async everyVisibleRow(user: CurrentUser) {
    const rows = await this.visibleRows(user);
    if (rows.some(({ row }) => row.isDemo && row.userId === user.id)) return rows;
    await this.ensureDemo(user.id);
    return this.visibleRows(user);
  }

  private async visibleRows(user: CurrentUser, where?: SQL) {
    const rows = await this.db
      .select({
        // A wide system's schema is megabytes of JSON: lists and questions read only its discovery time (rawSchema).
        row: ROW_WITHOUT_SCHEMA,
        owner: {
          username: schema.user.username,
          displayUsername: schema.user.displayUsername,
          email: schema.user.email,
        },
      })
      .from(schema.systems)
      .innerJoin(schema.user, eq(schema.user.id, schema.systems.userId))
      .where(and(visibleSystems(user), where))
      .orderBy(asc(schema.systems.id));
    // Own systems first, so a member's list reads "mine, then shared with me".
    return [...rows.filter((r) => r.row.userId === user.id), ...rows.filter((r) => r.row.userId !== user.id)];
  }

  /** The user's systems by id and name: what a question may name to ask one system ("… in Chinook"). */
  async names(user: CurrentUser): Promise<{ id: number; name: string }[]> {
    return (await this.everyVisibleRow(user)).map(({ row }) => ({ id: row.id, name: row.name }));
  }

  /**
   * Counts toward the plan: the built-in demo does not (decisions §3). Every
   * member's systems count against the workspace, under its owner's plan, so
   * inviting accounts never adds room.
   */
  async countConnected(user: Pick<CurrentUser, 'id' | 'tenantId'>, db: Pick<Db, 'select'> = this.db): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.systems)
      .where(
        and(
          user.tenantId
            ? sql`${schema.systems.userId} in ${workspaceMemberIds(user)}`
            : ownedBy(schema.systems.userId, user),
          eq(schema.systems.isDemo, false),
        ),
      );
    return row?.n ?? 0;
  }

  /** The plan whose maxSystems applies: the workspace owner's (the user's own when the workspace has none). */
  async systemLimit(user: CurrentUser): Promise<number> {
    if (user.isWorkspaceOwner || !user.tenantId) return PLANS[user.subscriptionTier].maxSystems;
    const [owner] = await this.db
      .select({ tier: schema.user.subscriptionTier })
      .from(schema.user)
      .where(and(eq(schema.user.tenantId, user.tenantId), eq(schema.user.isWorkspaceOwner, true)))
      .limit(1);
    return PLANS[(owner?.tier ?? user.subscriptionTier) as CurrentUser['subscriptionTier']].maxSystems;
  }

  /**
   * A system the user can see (404 otherwise), checked for what the caller
   * needs of it: 'manage' (the default) is for its owner only.
   */
  async get(user: CurrentUser, id: number, need: 'read' | 'write' | 'manage' = 'manage'): Promise<SystemRow> {
    const [row] = await this.db
      .select()
      .from(schema.systems)
      .where(and(eq(schema.systems.id, id), visibleSystems(user)))
      .limit(1);
    if (!row) throw notFound('System');
    requireSystemAccess(row, user, need);
    return row;
  }

  /** The owner shares a system with their workspace: 'none', 'read' or 'write'. */
  async share(user: CurrentUser, id: number, access: ShareAccess): Promise<SystemResponse> {
    const row = await this.get(user, id, 'manage');
    if (row.isDemo && access !== 'none')
      throw new AppError('bad_request', 'Every member has the built-in Demo Company already; it is not shared.');
    const [updated] = await this.db
      .update(schema.systems)
      .set({ shareAccess: access, updatedAt: new Date() })
      .where(eq(schema.systems.id, row.id))
      .returning();
    return toResponse(updated!, user);
  }

  async create(user: CurrentUser, input: CreateSystemRequest): Promise<SystemResponse> {
    this.assertPlanAllows(user, input.connectionDetails);
    const max = await this.systemLimit(user);
    // Checked before the (slow) connection test so a full plan answers at once…
    if ((await this.countConnected(user)) >= max) throw new AppError('payment_required', SYSTEM_LIMIT_MESSAGE);
    const { details, connector, status, message, discovered, staffOnly } = await this.connectNew(
      user,
      input.connectionDetails,
    );
    // Encoded before the transaction, a slice at a time: the transaction holds the embedded database.
    const payload = await encodeSchema(discovered);
    // …and again under a lock on the workspace (the user when it has none) so parallel connects cannot exceed the plan.
    const row = await this.db.transaction(async (tx) => {
      if (user.tenantId)
        await tx.execute(sql`select id from ${schema.workspaces} where id = ${user.tenantId} for update`);
      else await tx.execute(sql`select id from ${schema.user} where id = ${user.id} for update`);
      const n = await this.countConnected(user, tx);
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
          schemaJson: schemaStub(discovered),
          lastSynced: new Date(),
        })
        .returning(ROW_WITHOUT_SCHEMA);
      await saveSchema(tx, inserted!.id, discovered.discoveredAt, payload);
      // The schema just written is at hand: it is not read back (megabytes of JSON on a wide system).
      return { ...inserted!, schemaJson: discovered };
    });
    await this.auditStaffOnly(user, row, staffOnly);
    await this.prepare(row, user);
    this.readRest(row, user, discovered);
    return toResponse(row, user);
  }

  async update(user: CurrentUser, id: number, input: UpdateSystemRequest): Promise<SystemResponse> {
    const row = await this.get(user, id);
    const changes: Partial<SystemRow> = { updatedAt: new Date() };
    let staffOnly: string[] = [];
    let stored: StoredSchema | null = null;
    if (input.name) changes.name = input.name;
    if (input.type) changes.type = input.type;
    if (input.connectionDetails) {
      if (row.isDemo) throw new AppError('bad_request', 'The built-in demo system cannot be reconfigured');
      this.assertPlanAllows(user, input.connectionDetails);
      const connected = await this.connectNew(user, input.connectionDetails);
      const { details, connector, status, message, discovered } = connected;
      staffOnly = connected.staffOnly;
      Object.assign(changes, {
        connector: connector.id,
        connectionSealed: this.secrets.seal(JSON.stringify(details)),
        connectionDisplay: display(details, connector.id),
        status,
        statusMessage: message ?? null,
        schemaJson: schemaStub(discovered),
        lastSynced: new Date(),
      });
      stored = { schema: discovered, payload: await encodeSchema(discovered) };
      this.stopSchemaRead(id);
      await this.sessions.close(id);
      this.engine.invalidate(id);
    }
    const updated = await this.updateRow(row.id, changes, stored);
    if (input.connectionDetails) {
      await this.auditStaffOnly(user, updated!, staffOnly);
      await this.prepare(updated!, user);
      if (stored) this.readRest(updated!, user, stored.schema);
    }
    return toResponse(updated!, user);
  }

  async remove(user: CurrentUser, id: number): Promise<void> {
    const row = await this.get(user, id);
    this.stopSchemaRead(row.id);
    await this.db.delete(schema.systems).where(eq(schema.systems.id, row.id));
    await this.sessions.close(id);
    this.engine.invalidate(id);
  }

  /** Tests the stored connection and records the status. */
  async test(user: CurrentUser, id: number): Promise<SystemResponse> {
    const row = await this.get(user, id);
    let result: { status: SystemStatus; message?: string };
    try {
      result = await (await this.session(row, user)).test();
    } catch (error) {
      result = { status: 'error', message: connectorMessage(error) };
    }
    const [updated] = await this.db
      .update(schema.systems)
      .set({
        status: result.status,
        statusMessage: result.message ?? null,
        updatedAt: new Date(),
        ...(result.status !== 'error' ? { lastSynced: new Date() } : {}),
      })
      .where(eq(schema.systems.id, row.id))
      .returning();
    return toResponse(updated!, user);
  }

  /** Discovers the schema again (new tables, columns, values). */
  async refresh(user: CurrentUser, id: number): Promise<SystemResponse> {
    const row = await this.get(user, id);
    if (row.isDemo) this.demoSchema = undefined;
    // A read of the rest of the previous discovery would only be replaced by this one.
    this.stopSchemaRead(row.id);
    let changes: Partial<SystemRow>;
    let stored: StoredSchema | null = null;
    try {
      const session = await this.session(row, user);
      const { status, message, discovered } = await this.testAndDiscover(session);
      changes = {
        status,
        statusMessage: message ?? null,
        ...(discovered ? { schemaJson: row.isDemo ? null : schemaStub(discovered), lastSynced: new Date() } : {}),
      };
      if (discovered && !row.isDemo) stored = { schema: discovered, payload: await encodeSchema(discovered) };
    } catch (error) {
      changes = { status: 'error', statusMessage: connectorMessage(error) };
    }
    this.engine.invalidate(id);
    const updated = await this.updateRow(row.id, { ...changes, updatedAt: new Date() }, stored);
    if (updated!.status !== 'error') await this.prepare(updated!, user);
    if (stored) this.readRest(updated!, user, stored.schema);
    return toResponse(updated!, user);
  }

  async schemaOf(user: CurrentUser, id: number): Promise<DiscoveredSchema | null> {
    const row = await this.get(user, id, 'read');
    return this.storedSchema(row, user);
  }

  /** The system's secret fields, hidden or shown (staff admins: the routes check). */
  async secretFields(user: CurrentUser, id: number): Promise<Array<HiddenField & { shown: boolean }>> {
    const row = await this.get(user, id);
    const raw = await this.rawSchema(row, user).catch(() => null);
    return raw ? secretFieldsOf(raw, row.shownFields) : [];
  }

  /**
   * Shows or hides one secret field of one system (a staff admin's choice, audited by the route). The stored
   * discovery time moves on so every instance's SOE Local catalog is built again with or without it.
   */
  async setFieldShown(
    user: CurrentUser,
    id: number,
    entity: string,
    field: string,
    shown: boolean,
  ): Promise<Array<HiddenField & { shown: boolean }>> {
    const row = await this.get(user, id);
    const raw = await this.rawSchema(row, user).catch(() => null);
    const known = raw
      ? secretFieldsOf(raw, row.shownFields).some((f) => f.entity === entity && f.field === field)
      : false;
    if (!known) throw new AppError('not_found', `${row.name} has no hidden field ${entity}.${field}`);
    const key = `${entity}.${field}`;
    const next = shown ? [...new Set([...row.shownFields, key])] : row.shownFields.filter((k) => k !== key);
    const restamped = row.isDemo || !raw ? null : { ...raw, discoveredAt: new Date().toISOString() };
    const schemaJson = restamped ? schemaStub(restamped) : row.schemaJson;
    const stored = restamped ? { schema: restamped, payload: await encodeSchema(restamped) } : null;
    const updated = await this.updateRow(row.id, { shownFields: next, schemaJson, updatedAt: new Date() }, stored);
    // A background read completes the partial schema under its new discovery time.
    const reading = this.schemaReads.get(row.id);
    if (reading && restamped) reading.base = restamped.discoveredAt;
    if (row.isDemo) this.demoSchema = undefined;
    this.engine.invalidate(id);
    return secretFieldsOf((await this.rawSchema(updated!, user))!, next);
  }

  /**
   * A system the user can see, with its open connector session and stored schema (for operations and writes);
   * 404 otherwise, 403 when `need` is 'write' and the system is shared with them read-only.
   */
  async connection(
    user: CurrentUser,
    id: number,
    need: 'read' | 'write' = 'read',
  ): Promise<{ system: SystemRow; session: ConnectorSession; schema: DiscoveredSchema | null }> {
    const row = await this.get(user, id, need);
    const schema = await this.storedSchema(row, user).catch(() => null);
    return { system: row, session: redactingSession(await this.session(row, user), row.shownFields), schema };
  }

  /**
   * Runs one of a system's declared operations for its owner. Writes run only
   * with allowWrite, which the caller sets after checking effective write
   * access and the user's confirmation; the connector refuses them otherwise.
   */
  async invoke(
    user: CurrentUser,
    id: number,
    operationId: string,
    input: Record<string, unknown>,
    options: { allowWrite: boolean; signal?: AbortSignal },
  ): Promise<OperationResult> {
    const { system: row, session, schema } = await this.connection(user, id, options.allowWrite ? 'write' : 'read');
    // A fresh session may list its operations only after discovery: the stored schema has them too.
    const operation = [...session.operations(), ...(schema?.operations ?? [])].find((op) => op.id === operationId);
    if (!operation) throw new AppError('not_found', `${row.name} has no operation '${operationId}'`);
    if (operation.kind === 'write' && options.allowWrite) requireSystemAccess(row, user, 'write');
    if (operation.kind === 'write' && !options.allowWrite)
      throw new AppError(
        'forbidden',
        `'${operation.title}' changes data in ${row.name}; it needs write access and your confirmation`,
      );
    if (!session.invoke) throw new AppError('bad_request', `${row.name} cannot run operations`);
    // `session` redacts: the values of hidden fields never reach the model or the user.
    return this.tracked(row, () =>
      session.invoke!(operationId, input, {
        timeoutMs: this.limits.timeoutMs,
        allowWrite: options.allowWrite,
        signal: options.signal,
      }),
    );
  }

  /**
   * Checks a SQL statement a model or an analyst wrote against what the user may read of a SQL system: the system
   * as every other method finds it (another user's id is a 404), its connector a SQL one, the statement one
   * read-only SELECT of its served schema (assistant/sql/read-only-sql.ts; a refusal is a 400 naming the rule).
   * Returns the statement to run, as the checker wrote it.
   */
  async checkSql(user: CurrentUser, id: number, sql: string): Promise<CheckedSql> {
    const row = await this.get(user, id, 'read');
    if (!SQL_CONNECTORS.has(row.connector))
      throw new AppError(
        'bad_request',
        `${row.name} is not a SQL database, so it cannot run SQL; ask it in words (ask_data or query_data) instead.`,
      );
    const discovered = await this.storedSchema(row, user);
    if (!discovered) throw new AppError('bad_request', `${row.name} has not been read yet; refresh it and try again.`);
    const check = checkReadOnlySql(sql, row.connector === 'mysql' ? 'mysql' : 'postgres', discovered);
    if (!check.ok) throw new SqlRefused(check.rule, check.message);
    return { row, discoveredAt: discovered.discoveredAt, sql: check.sql, tables: check.tables };
  }

  /**
   * Runs a SQL statement checked by checkSql, as every read runs (engineSystemOf): through the system's result cache,
   * fair queue and statement timeout, with the server's row cap, its status kept by the outcome. `signal` stops it.
   */
  async runSql(
    user: CurrentUser,
    id: number,
    sql: string,
    signal?: AbortSignal,
  ): Promise<{ systemId: number; systemName: string; result: QueryResult }> {
    const checked = await this.checkSql(user, id, sql);
    const { row } = checked;
    const result = await this.runner.run(
      { ...row, discoveredAt: checked.discoveredAt },
      user.id,
      { sql: checked.sql },
      signal,
      (timeoutMs) =>
        this.tracked(row, async () => {
          const session = await this.session(row, user);
          if (!session.runSql) throw new ConnectorError(`${row.name} cannot run SQL.`, 'unsupported');
          return session.runSql(checked.sql, { timeoutMs, rowCap: this.limits.rowCap, signal });
        }),
    );
    return { systemId: row.id, systemName: row.name, result };
  }

  /**
   * The systems a question may use, ready for the engine: the user's own and
   * those shared with their workspace. Ids the user cannot see are ignored
   * (never an error that confirms they exist).
   */
  async engineSystems(user: CurrentUser, ids?: number[], signal?: AbortSignal): Promise<EngineSystem[]> {
    // A list by ids cannot name a demo not made yet: only the full list makes it again.
    const visible = ids?.length
      ? await this.visibleRows(user, inArray(schema.systems.id, ids))
      : await this.everyVisibleRow(user);
    // In the order they were connected, the built-in demo first: every user has it from the start, though a demo
    // made again (or made by a later request than a first connection) has a later id. SOE Local gives a question
    // two systems read about equally well to the first of them (engine note 19, docs/engine-notes.md).
    const rows = visible.map((r) => r.row).sort((a, b) => Number(b.isDemo) - Number(a.isDemo));
    const systems = await Promise.all(rows.map((row) => this.engineSystem(row, user, signal)));
    return systems.filter((s): s is EngineSystem => s !== null);
  }

  /**
   * Questions each of the user's systems can answer, for the chat's suggestion chips: a system that is
   * unreachable, has no tables, or is still being read past the budget is left out rather than delay the others.
   */
  async suggestions(user: CurrentUser): Promise<Array<{ systemId: number; systemName: string; questions: string[] }>> {
    const systems = await this.engineSystems(user);
    const found = await Promise.all(
      systems.map(async (system) => {
        const questions = await Promise.race([
          this.engine.suggest(system).catch(() => []),
          new Promise<string[]>((resolve) => setTimeout(() => resolve([]), SUGGEST_BUDGET_MS).unref()),
        ]);
        return { systemId: Number(system.id), systemName: system.name, questions };
      }),
    );
    return found.filter((s) => s.questions.length);
  }

  /** `signal` aborts the system's running queries when the user stops the answer. */
  private async engineSystem(row: SystemRow, user: CurrentUser, signal?: AbortSignal): Promise<EngineSystem | null> {
    const discovered = await this.storedSchema(row, user).catch(() => null);
    return discovered ? this.engineSystemOf(row, user, discovered, signal) : null;
  }

  private engineSystemOf(
    row: SystemRow,
    user: CurrentUser,
    discovered: DiscoveredSchema,
    signal?: AbortSignal,
  ): EngineSystem {
    return {
      id: row.id,
      name: row.name,
      schema: discovered,
      terms: storedTerms(row),
      run: async (spec) => {
        // API connectors translate the plain parts of a spec; a form only SQL can run is refused in words, never half-run.
        const sqlOnly = SQL_CONNECTORS.has(row.connector) ? null : sqlOnlyFeature(spec);
        if (sqlOnly)
          throw new ConnectorError(
            `This question needs ${sqlOnly}, which ${row.name} cannot compute through its API.`,
            'query',
          );
        const result = await this.runner.run(
          { ...row, discoveredAt: discovered.discoveredAt },
          user.id,
          spec,
          signal,
          (timeoutMs) =>
            this.tracked(row, async () =>
              (await this.session(row, user)).query(spec, { timeoutMs, rowCap: this.limits.rowCap, signal }),
            ),
        );
        return withQuery(result, row, spec);
      },
    };
  }

  /** Builds the engine's catalog and value index now, so the first question is as fast as the rest. */
  private async prepare(row: SystemRow, user: CurrentUser) {
    await this.draftTerms(row, user).catch(() => {});
    const system = await this.engineSystem(row, user);
    if (!system) return;
    const warm = this.engine.prepare(system).catch(() => {});
    await Promise.race([warm, new Promise((r) => setTimeout(r, PREPARE_BUDGET_MS).unref())]);
  }

  /** A system connected or refreshed without saved terms gets drafted ones (systems/terms.ts), never over a person's. */
  private async draftTerms(row: SystemRow, user: CurrentUser): Promise<void> {
    if (row.terms !== null) return;
    const discovered = await this.storedSchema(row, user).catch(() => null);
    if (!discovered) return;
    const terms = await draftSystemTerms(row, discovered);
    const [saved] = await this.db
      .update(schema.systems)
      .set({ terms })
      .where(and(eq(schema.systems.id, row.id), isNull(schema.systems.terms)))
      .returning({ terms: schema.systems.terms });
    if (saved) row.terms = saved.terms;
  }

  /**
   * Writes a system row's changes and, with a newly discovered schema, that schema (schema-store.ts) in one
   * transaction, so the row's discovery time and the kept schema never disagree. Returns the row without
   * its schema (lists and responses read only the discovery time).
   */
  private async updateRow(id: number, changes: Partial<SystemRow>, stored: StoredSchema | null): Promise<SystemRow> {
    return this.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(schema.systems)
        .set(changes)
        .where(eq(schema.systems.id, id))
        .returning(ROW_WITHOUT_SCHEMA);
      if (stored) await saveSchema(tx, id, stored.schema.discoveredAt, stored.payload);
      return updated!;
    });
  }

  /** The schema as discovered, secret fields included: never served (see storedSchema). */
  private async rawSchema(row: SystemRow, user: CurrentUser): Promise<DiscoveredSchema | null> {
    if (row.isDemo) {
      this.demoSchema ??= this.session(row, user).then((s) => s.discover());
      this.demoSchema.catch(() => (this.demoSchema = undefined));
      return this.demoSchema;
    }
    const stored = row.schemaJson as Partial<DiscoveredSchema> | null;
    if (stored && !stored.entities) {
      // The row holds only the discovery time: the schema is kept in system_schemas (schema-store.ts)…
      const kept = stored.discoveredAt ? await loadSchema(this.db, row.id, stored.discoveredAt) : undefined;
      if (kept !== undefined) return kept;
      // …or, in a row of an earlier version, whole in schema_json (a row from visibleRows holds its discovery time).
      const [full] = await this.db
        .select({ schemaJson: schema.systems.schemaJson })
        .from(schema.systems)
        .where(eq(schema.systems.id, row.id));
      return (full?.schemaJson as DiscoveredSchema | null) ?? null;
    }
    return (stored as DiscoveredSchema | null) ?? null;
  }

  /** The schema everything else is given: without the secret fields a staff admin has not shown (secret-fields.ts). */
  private async storedSchema(row: SystemRow, user: CurrentUser): Promise<DiscoveredSchema | null> {
    // Every question reads the schema: the filtered copy is kept per system, discovery and choice of shown fields.
    const keyAt = (discoveredAt: string | undefined) => servedKey(row, discoveredAt);
    const known = row.isDemo ? undefined : (row.schemaJson as { discoveredAt?: string } | null)?.discoveredAt;
    const cached = known ? this.served.get(keyAt(known)) : undefined;
    if (cached) return cached;
    const raw = await this.rawSchema(row, user);
    if (!raw) return null;
    const key = keyAt(raw.discoveredAt);
    let served = this.served.get(key);
    if (!served) {
      served = await withoutHiddenFieldsInSlices(raw, row.shownFields);
      this.keepServed(key, served);
    }
    return served;
  }

  private keepServed(key: string, served: DiscoveredSchema) {
    if (this.served.size >= 256) this.served.delete(this.served.keys().next().value!);
    this.served.set(key, served);
  }

  /** The session runs under its owner's rights in the network policy (staff admins may reach private addresses). */
  private session(row: SystemRow, user: CurrentUser): Promise<ConnectorSession> {
    const details = row.isDemo
      ? DEMO_DETAILS
      : (JSON.parse(this.secrets.open(row.connectionSealed)) as ConnectionDetails);
    // A staff admin's pool size for this system opens a new pool when it changes (sessions.ts keys on it).
    const pool = row.poolSize ? { pool: { size: row.poolSize } } : {};
    return this.sessions.get(row.id, details, { ...accessOf(user, row.isDemo), ...pool });
  }

  /** A staff admin reaching a loopback or private address nobody listed: one audit entry per connection. */
  private async auditStaffOnly(user: CurrentUser, row: SystemRow, hosts: string[]) {
    if (hosts.length === 0 || !this.audit) return;
    await this.audit.record({
      actorId: user.id,
      action: 'system.connect_private',
      target: `system:${row.id}`,
      details: {
        system: row.name,
        connector: row.connector,
        hosts,
        url: (row.connectionDisplay as { url?: string }).url ?? null,
      },
    });
  }

  /** Tests new connection details for real and discovers the schema; a failure is a 400 with the connector's reason. */
  private async connectNew(user: CurrentUser, input: CreateSystemRequest['connectionDetails']) {
    const details = normaliseDetails(input);
    const connector = this.connectorFor(details);
    // The Demo Company reads the app's own database: it exists once per user, built in, and is never a user's URL.
    if (connector.id === 'demo')
      throw new AppError(
        'bad_request',
        'The Demo Company is built in and already connected; it cannot be connected again.',
      );
    const staffOnly = new Set<string>();
    const observe = (decision: PolicyDecision) => staffOnly.add(decision.host);
    // Opening can fail before any test runs (a URL without a user name, a refused host): that is the caller's input, a 400.
    const { status, message, discovered } = await this.sessions
      .transient(details, accessOf(user, false), (s) => this.testAndDiscover(s), observe)
      .catch((error: unknown) => {
        throw new AppError('bad_request', connectorMessage(error));
      });
    if (status === 'error' || !discovered)
      throw new AppError('bad_request', message ?? 'Could not connect to the system');
    return { details, connector, status, message, discovered, staffOnly: [...staffOnly] };
  }

  /** Feature gates on the connector itself (decisions §3): 'Custom API' connectors need custom integrations. */
  private assertPlanAllows(user: CurrentUser, input: CreateSystemRequest['connectionDetails']) {
    const connector = this.connectorFor(normaliseDetails(input));
    if (!planAllowsConnector(user.subscriptionTier, connector.id))
      throw new AppError('payment_required', CUSTOM_INTEGRATIONS_MESSAGE);
  }

  private connectorFor(details: ConnectionDetails) {
    try {
      return resolveConnector(details);
    } catch (error) {
      throw new AppError('bad_request', connectorMessage(error));
    }
  }

  private async testAndDiscover(
    session: ConnectorSession,
  ): Promise<{ status: SystemStatus; message?: string; discovered?: DiscoveredSchema }> {
    try {
      const tested = await session.test();
      if (tested.status === 'error' || tested.status === 'disconnected')
        return { status: 'error', message: tested.message };
      // A wide schema's core tables now, the rest in the background (readRest).
      const discovered = await (session.discoverCore ? session.discoverCore() : session.discover());
      return { status: tested.status, message: tested.message, discovered };
    } catch (error) {
      return { status: 'error', message: connectorMessage(error) };
    }
  }

  /**
   * Reads the tables a partial schema lacks in the background, then stores the whole schema with a new discovery
   * time (every instance's catalog is built again from it). Nothing is written once the system is deleted,
   * refreshed or reconnected: the write is conditional on the row still holding this partial schema. A failure
   * leaves the partial schema and says so in the status message.
   */
  private readRest(row: SystemRow, user: CurrentUser, discovered: DiscoveredSchema): void {
    if (!discovered.partial || row.isDemo) return;
    this.stopSchemaRead(row.id);
    const read: SchemaRead = {
      controller: new AbortController(),
      base: discovered.discoveredAt,
      done: Promise.resolve(),
    };
    read.done = this.runSchemaRead(row, user, discovered, read)
      .catch(() => {})
      .finally(() => {
        if (this.schemaReads.get(row.id) === read) this.schemaReads.delete(row.id);
      });
    this.schemaReads.set(row.id, read);
  }

  private async runSchemaRead(row: SystemRow, user: CurrentUser, partial: DiscoveredSchema, read: SchemaRead) {
    const { signal } = read.controller;
    const total = partial.partial?.total ?? 0;
    let progress = partial.partial?.read ?? 0;
    const stillPartial = () =>
      and(eq(schema.systems.id, row.id), sql`${schema.systems.schemaJson}->>'discoveredAt' = ${read.base}`);
    try {
      const session = await this.session(row, user);
      if (!session.discoverRest) return;
      const full = await session.discoverRest(partial, {
        signal,
        onProgress: async (n) => {
          progress = n;
          await this.db
            .update(schema.systems)
            .set({ schemaJson: sql`jsonb_set(${schema.systems.schemaJson}, '{partial,read}', to_jsonb(${n}::int))` })
            .where(and(stillPartial(), sql`${schema.systems.schemaJson} ? 'partial'`));
        },
      });
      signal.throwIfAborted();
      // The whole schema's catalog and value index are built before it is stored: the first question asked once
      // it is stored finds them ready, as after a connect (questions meanwhile still use the partial schema's).
      const served = await withoutHiddenFieldsInSlices(full, row.shownFields);
      signal.throwIfAborted();
      await this.engine.prepare(this.engineSystemOf(row, user, served)).catch(() => {});
      signal.throwIfAborted();
      const payload = await encodeSchema(full);
      signal.throwIfAborted();
      const written = await this.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(schema.systems)
          .set({ schemaJson: schemaStub(full), statusMessage: null, lastSynced: new Date(), updatedAt: new Date() })
          .where(stillPartial())
          .returning(ROW_WITHOUT_SCHEMA);
        if (updated) await saveSchema(tx, row.id, full.discoveredAt, payload);
        return updated;
      });
      if (written) this.keepServed(servedKey(written, full.discoveredAt), served);
    } catch (error) {
      const stopped = signal.aborted && signal.reason === SERVER_STOPPING;
      if (signal.aborted && !stopped) return;
      if (!stopped && error instanceof ConnectorError) this.observer.failed?.(row, error);
      const reason = stopped ? 'the server stopped' : connectorMessage(error);
      const message =
        `Only ${progress.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tables could be read ` +
        `(${reason}). Refresh the system to read them all.`;
      await this.db.update(schema.systems).set({ statusMessage: message }).where(stillPartial());
    }
  }

  /** Stops a system's background read; it writes nothing after this. */
  private stopSchemaRead(systemId: number): void {
    this.schemaReads.get(systemId)?.controller.abort();
    this.schemaReads.delete(systemId);
  }

  /** The background read of a system's schema running in this process (settled when it ends), if any. */
  schemaRead(systemId: number): Promise<void> | undefined {
    return this.schemaReads.get(systemId)?.done;
  }

  /** Stops every background read (server shutdown) and waits for them to end; each says where it stopped. */
  async close(): Promise<void> {
    const reads = [...this.schemaReads.values()];
    for (const r of reads) r.controller.abort(SERVER_STOPPING);
    this.schemaReads.clear();
    await Promise.all(reads.map((r) => r.done));
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

/** The key of a system's served schema (secret fields hidden): per system, discovery and choice of shown fields. */
function servedKey(row: Pick<SystemRow, 'id' | 'shownFields'>, discoveredAt: string | undefined): string {
  return `${row.id}|${discoveredAt}|${row.shownFields.join(',')}`;
}

function accessOf(user: CurrentUser, builtIn: boolean): SessionAccess {
  return { staff: isStaff(user), builtIn };
}

/** The session an operation runs on, its results without the values of hidden fields (writes and the model's run_operation). */
function redactingSession(session: ConnectorSession, shownFields: readonly string[]): ConnectorSession {
  const shownNames = new Set(shownFields.map((key) => key.slice(key.lastIndexOf('.') + 1)));
  const invoke = session.invoke?.bind(session);
  return {
    test: () => session.test(),
    discover: () => session.discover(),
    query: (spec, options) => session.query(spec, options),
    operations: () => session.operations(),
    ...(invoke
      ? {
          invoke: async (
            id: string,
            input: Record<string, unknown>,
            options: Parameters<NonNullable<ConnectorSession['invoke']>>[2],
          ) => redactOperationResult(await invoke(id, input, options), shownNames),
        }
      : {}),
    close: () => session.close(),
  };
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

/** A SQL statement checkSql refused: a 400 whose message names the rule it broke ("Refused (column): …"). */
export class SqlRefused extends AppError {
  constructor(
    readonly rule: SqlRule,
    message: string,
  ) {
    super('bad_request', message);
    this.name = 'SqlRefused';
  }
}

interface CheckedSql {
  row: SystemRow;
  discoveredAt: string;
  /** The statement to run, as the checker wrote it (every name quoted, `*` spelt out). */
  sql: string;
  tables: string[];
}

/** Failures that say the system itself is down or refuses SOE (not a question it cannot answer). */
const SYSTEM_DOWN = new Set<ConnectorError['code']>(['network', 'auth']);

/** Told when a system fails, with the source's own detail (for the server log and the staff's audit log). */
export interface SystemObserver {
  failed?(system: { id: number; userId: number; name: string }, error: ConnectorError): void;
}

export function connectorMessage(error: unknown): string {
  if (error instanceof ConnectorError) return error.message;
  if (error instanceof AppError) return error.message;
  return 'The system could not be reached. Check the connection details and try again.';
}

type OwnerNames = { username: string | null; displayUsername: string | null; email: string };

function toResponse(row: SystemRow, user: Pick<CurrentUser, 'id'>, owner?: OwnerNames): SystemResponse {
  const d = row.connectionDisplay as { url: string; connector: string; hasApiKey: boolean };
  const access = systemAccess(row, user);
  return {
    access,
    shareAccess: row.shareAccess as ShareAccess,
    // Who shared it, for members; the owner's own systems name nobody.
    sharedBy: access === 'owner' || !owner ? null : (owner.displayUsername ?? owner.username ?? 'a member'),
    id: row.id,
    name: row.name,
    type: row.type as SystemResponse['type'],
    status: row.status as SystemResponse['status'],
    statusMessage: row.statusMessage,
    lastSynced: row.lastSynced?.toISOString() ?? null,
    // Members see what the system is, not where it lives: the address is its owner's to know.
    connectionDetails: {
      url: access === 'owner' ? d.url : '',
      connector: d.connector ?? row.connector,
      hasApiKey: access === 'owner' && Boolean(d.hasApiKey),
    },
    isDemo: row.isDemo,
    createdAt: row.createdAt.toISOString(),
    // Tables read of a wide schema whose rest is still being read; null once it is whole.
    schemaProgress: (row.schemaJson as Pick<DiscoveredSchema, 'partial'> | null)?.partial ?? null,
  };
}
