import { and, eq } from 'drizzle-orm';
import {
  canWrite,
  type ProposeWriteRequest,
  type RealtimeEvent,
  type WritePreview,
  type WriteProposal,
  type WriteStatus,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import type { CurrentUser } from '../auth/session-user';
import { ConnectorError, type OperationDescriptor } from '../connectors/connector';
import { DEMO_READ_ONLY } from '../connectors/demo';
import type { EngineSystem, SoeLocal } from '../engine';
import type { RealtimeHub } from '../realtime/hub';
import { connectorMessage, type ReadLimits, type SystemsService } from '../systems/service';
import { proposeFromQuestion, type WriteAnswer } from './from-question';
import { ALREADY_DECIDED, NO_RECORD_UPDATE, NO_SUCH_OPERATION, NOT_A_WRITE, WRITE_REFUSED } from './messages';
import { asRecordUpdate, connectorUpdate } from './record-target';
import { buildPreview } from './preview';
import { ownedBy, ownedRow } from '../access';

type Row = typeof schema.writeProposals.$inferSelect;

export interface ProposeInput extends ProposeWriteRequest {
  messageId?: number | null;
}

export interface WritesDeps {
  db: Db;
  /** SOE Local, for plain write commands (proposeFromQuestion). */
  engine?: Pick<SoeLocal, 'knowledgeFor'>;
  systems: SystemsService;
  audit: AuditService;
  realtime?: RealtimeHub;
  limits: ReadLimits;
  /** Forgets SOE Local's value index of a system whose data a write changed. */
  invalidate?: (systemId: number) => void;
}

/** Where a request came from, for the audit log. */
export interface RequestMeta {
  ip?: string | null;
}

const RESULT_MAX = 4000;
/** The record update SOE Local proposes from a chat command (SQL systems offer it as such). */
const RECORD_UPDATE = 'update_record';

/**
 * Governed write-back (decisions §2, §4). A write is first a proposal: effective
 * write access is checked before anything touches the system, the input is
 * validated against the operation and the current record is read for the
 * preview. Only the owner's confirmation runs it — once, even when confirmed
 * twice at the same moment — with allowWrite. Each step is audited and
 * published to the user's tabs.
 */
export class WritesService {
  constructor(private readonly deps: WritesDeps) {}

  /** Refuses (403) unless the user may write; the reason is recorded without touching any system. */
  async assertCanWrite(
    user: CurrentUser,
    meta: RequestMeta = {},
    details: Record<string, unknown> = {},
  ): Promise<void> {
    if (canWrite(user)) return;
    await this.deps.audit.record({
      actorId: user.id,
      action: 'write.refused',
      target: `user:${user.id}`,
      details: {
        reason: 'no effective write access',
        accessLevel: user.accessLevel,
        tier: user.subscriptionTier,
        ...details,
      },
      ip: meta.ip,
    });
    throw new AppError('forbidden', WRITE_REFUSED);
  }

  async propose(user: CurrentUser, input: ProposeInput, meta: RequestMeta = {}): Promise<WriteProposal> {
    await this.assertCanWrite(user, meta, { systemId: input.systemId, operation: input.operationId });
    await this.ownConversation(user, input.conversationId, input.messageId ?? null);
    // Own, or shared with the workspace with write (and the member's own write access, checked above).
    const { system, session, schema: stored } = await this.deps.systems.connection(user, input.systemId, 'write');
    if (system.isDemo) throw new AppError('bad_request', DEMO_READ_ONLY);
    const ops = [...session.operations(), ...((stored?.operations ?? []) as OperationDescriptor[])];
    let op = findOperation(ops, input.operationId);
    let values = input.input;
    // SOE Local's record update on a system that names its own update operation (OData, OpenAPI, Salesforce, HubSpot).
    const update = !op && input.operationId === RECORD_UPDATE ? asRecordUpdate(input.input) : null;
    if (update) {
      const mapped = connectorUpdate(ops, update, stored);
      if (mapped?.kind === 'refused') throw new AppError('bad_request', mapped.message);
      if (mapped) [op, values] = [mapped.op, mapped.input];
      else throw new AppError('bad_request', NO_RECORD_UPDATE(system.name, update.entity));
    }
    if (!op) throw new AppError('bad_request', NO_SUCH_OPERATION(system.name, input.operationId));
    if (op.kind !== 'write') throw new AppError('bad_request', NOT_A_WRITE(input.operationId));
    let built;
    try {
      built = await buildPreview(system.name, stored, op, values, (spec) =>
        session.query(spec, { timeoutMs: this.deps.limits.timeoutMs, rowCap: 2 }),
      );
    } catch (error) {
      throw new AppError('bad_request', connectorMessage(error));
    }
    const [row] = await this.deps.db
      .insert(schema.writeProposals)
      .values({
        userId: user.id,
        conversationId: input.conversationId,
        messageId: input.messageId ?? null,
        systemId: system.id,
        operation: op.id,
        input: built.input,
        preview: built.preview,
      })
      .returning();
    await this.audit(user, 'write.proposed', row!, meta);
    return this.publish(row!);
  }

  /**
   * For the answerer: a plain write command ("set the stage of deal Acme
   * Renewal to Won") becomes a proposal and an answer holding its
   * [WRITE:{"id":…}] block; null when the question is not a write command.
   */
  async proposeFromQuestion(
    user: CurrentUser,
    question: string,
    systems: EngineSystem[],
    conversationId: number,
  ): Promise<WriteAnswer | null> {
    if (!this.deps.engine) return null;
    return proposeFromQuestion(
      { db: this.deps.db, writes: this, engine: this.deps.engine },
      user,
      question,
      systems,
      conversationId,
    );
  }

  async get(user: CurrentUser, id: number): Promise<WriteProposal> {
    return toProposal(await this.own(user, id));
  }

  async confirm(user: CurrentUser, id: number, meta: RequestMeta = {}): Promise<WriteProposal> {
    const existing = await this.own(user, id);
    // Access is checked again: a tier or access change since the proposal counts.
    await this.assertCanWrite(user, meta, { proposalId: id });
    // One statement decides who runs it: a second confirmation finds the status changed.
    const [claimed] = await this.deps.db
      .update(schema.writeProposals)
      .set({ status: 'confirmed', decidedAt: new Date() })
      .where(
        and(
          eq(schema.writeProposals.id, existing.id),
          ownedBy(schema.writeProposals.userId, user),
          eq(schema.writeProposals.status, 'proposed'),
        ),
      )
      .returning();
    if (!claimed) throw new AppError('conflict', ALREADY_DECIDED((await this.own(user, id)).status));
    await this.audit(user, 'write.confirmed', claimed, meta);
    this.publish(claimed);

    let finished: Partial<Row>;
    try {
      // A share turned read-only since the proposal counts too.
      const { session } = await this.deps.systems.connection(user, claimed.systemId, 'write');
      if (!session.invoke) throw new ConnectorError('This system cannot run operations.', 'unsupported');
      const result = await session.invoke(claimed.operation, claimed.input, {
        allowWrite: true,
        timeoutMs: this.deps.limits.timeoutMs,
      });
      if (result.isError) throw new ConnectorError(result.text.slice(0, RESULT_MAX), 'query');
      finished = { status: 'done', result: result.text.slice(0, RESULT_MAX), error: null };
      this.deps.invalidate?.(claimed.systemId);
    } catch (error) {
      finished = { status: 'failed', error: connectorMessage(error) };
    }
    const [done] = await this.deps.db
      .update(schema.writeProposals)
      .set({ ...finished, finishedAt: new Date() })
      .where(eq(schema.writeProposals.id, claimed.id))
      .returning();
    await this.audit(user, `write.${done!.status}`, done!, meta);
    return this.publish(done!);
  }

  async cancel(user: CurrentUser, id: number, meta: RequestMeta = {}): Promise<WriteProposal> {
    const existing = await this.own(user, id);
    const [cancelled] = await this.deps.db
      .update(schema.writeProposals)
      .set({ status: 'cancelled', decidedAt: new Date() })
      .where(
        and(
          eq(schema.writeProposals.id, existing.id),
          ownedBy(schema.writeProposals.userId, user),
          eq(schema.writeProposals.status, 'proposed'),
        ),
      )
      .returning();
    if (!cancelled) throw new AppError('conflict', ALREADY_DECIDED((await this.own(user, id)).status));
    await this.audit(user, 'write.cancelled', cancelled, meta);
    return this.publish(cancelled);
  }

  private async own(user: CurrentUser, id: number): Promise<Row> {
    const [row] = await this.deps.db
      .select()
      .from(schema.writeProposals)
      .where(ownedRow(schema.writeProposals, id, user))
      .limit(1);
    if (!row) throw notFound('Write proposal');
    return row;
  }

  /** The conversation (and message) must be the user's: another user's id is a 404 like a missing one. */
  private async ownConversation(user: CurrentUser, conversationId: number, messageId: number | null) {
    const [conversation] = await this.deps.db
      .select({ id: schema.conversations.id })
      .from(schema.conversations)
      .where(ownedRow(schema.conversations, conversationId, user))
      .limit(1);
    if (!conversation) throw notFound('Conversation');
    if (messageId === null) return;
    const [message] = await this.deps.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(and(eq(schema.messages.id, messageId), eq(schema.messages.conversationId, conversationId)))
      .limit(1);
    if (!message) throw notFound('Message');
  }

  private async audit(user: CurrentUser, action: string, row: Row, meta: RequestMeta) {
    const preview = row.preview as unknown as WritePreview;
    await this.deps.audit.record({
      actorId: user.id,
      action,
      target: `system:${row.systemId}`,
      details: {
        proposalId: row.id,
        operation: row.operation,
        system: preview.system,
        entity: preview.entity,
        record: preview.target,
        changes: preview.changes,
        ...(row.result ? { result: row.result } : {}),
        ...(row.error ? { error: row.error } : {}),
      },
      ip: meta.ip,
    });
  }

  /** Every tab of the user updates its card; a failed publish never fails the request. */
  private publish(row: Row): WriteProposal {
    const write = toProposal(row);
    const event: RealtimeEvent = { type: 'write_updated', payload: { write } };
    try {
      this.deps.realtime?.publish(row.userId, event).catch(() => {});
    } catch {}
    return write;
  }
}

function findOperation(ops: OperationDescriptor[], id: string): OperationDescriptor | undefined {
  return ops.find((o) => o.id === id);
}

function toProposal(row: Row): WriteProposal {
  return {
    id: row.id,
    conversationId: row.conversationId,
    messageId: row.messageId,
    systemId: row.systemId,
    operationId: row.operation,
    preview: row.preview as unknown as WritePreview,
    status: row.status as WriteStatus,
    result: row.result,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}
