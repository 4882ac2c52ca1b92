import { inArray, and, eq } from 'drizzle-orm';
import { canWrite, writeBlock, type ProposeWriteRequest, type WriteProposal } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import {
  aimsAtSystem,
  looksLikeWrite,
  understandWrite,
  type EngineSystem,
  type SoeLocal,
  type WriteProposalIntent,
} from '../engine';
import { WRITE_REFUSED } from './messages';
import { ownedBy } from '../access';

/** What the answerer shows: the same shape as an assistant answer. */
export interface WriteAnswer {
  text: string;
  systemSources: string[];
}

/** The two steps of the writes service a chat command uses (a structural type: the service passes itself). */
export interface ProposingWrites {
  assertCanWrite(user: CurrentUser, meta?: { ip?: string | null }, details?: Record<string, unknown>): Promise<void>;
  propose(user: CurrentUser, input: ProposeWriteRequest): Promise<WriteProposal>;
}

export interface FromQuestionDeps {
  db: Db;
  writes: ProposingWrites;
  engine: Pick<SoeLocal, 'knowledgeFor'>;
}

/**
 * A plain write command in a chat question → a write proposal with its card.
 * The sentence's shape is checked first (no data access), then effective
 * write access: a read-only user gets the refusal and nothing is read from or
 * written to any system. Otherwise SOE Local finds the record, field and
 * value; the proposal is stored and the answer holds its [WRITE:{"id":…}]
 * block. Nothing runs until the user confirms the card. Null when the
 * question is not a write command (the caller answers it as a question).
 */
export async function proposeFromQuestion(
  deps: FromQuestionDeps,
  user: CurrentUser,
  question: string,
  systems: EngineSystem[],
  conversationId: number,
): Promise<WriteAnswer | null> {
  if (!looksLikeWrite(question)) return null;
  // Connected systems only (documents and other tabular sources have string ids and are never written).
  const own = systems.filter((s): s is EngineSystem & { id: number } => typeof s.id === 'number');
  if (!own.length) return null;
  if (!canWrite(user)) {
    // Judged on the stored schemas only: nothing is read from any system for a read-only user.
    if (!own.some((s) => aimsAtSystem(question, s))) return null;
    await deps.writes.assertCanWrite(user, {}, { via: 'soe-local', conversationId }).catch(() => {});
    return { text: WRITE_REFUSED, systemSources: [] };
  }
  const demoIds = new Set(
    (
      await deps.db
        .select({ id: schema.systems.id })
        .from(schema.systems)
        .where(
          and(
            ownedBy(schema.systems.userId, user),
            eq(schema.systems.isDemo, true),
            inArray(
              schema.systems.id,
              own.map((s) => s.id),
            ),
          ),
        )
    ).map((r) => r.id),
  );
  const readings: Array<{
    system: EngineSystem & { id: number };
    demo: boolean;
    proposal?: WriteProposalIntent;
    question?: string;
  }> = [];
  for (const system of own) {
    const understood = await understandWrite(question, system, await deps.engine.knowledgeFor(system));
    if (!understood) continue;
    const demo = demoIds.has(system.id);
    readings.push(
      understood.kind === 'proposal'
        ? { system, demo, proposal: understood }
        : { system, demo, question: understood.text },
    );
  }
  // A record found in the user's own systems wins over the built-in demo's.
  const ranked = [...readings.filter((r) => !r.demo), ...readings.filter((r) => r.demo)];
  const proposals = ranked.filter((r) => r.proposal && r.demo === ranked.find((x) => x.proposal)?.demo);
  if (proposals.length > 1) {
    return {
      text: `That record is in more than one system (${proposals.map((p) => p.system.name).join(', ')}). Say which system to change, e.g. by selecting it for the question.`,
      systemSources: [],
    };
  }
  const chosen = proposals[0];
  if (chosen?.proposal) {
    try {
      const proposal = await deps.writes.propose(user, {
        conversationId,
        systemId: chosen.system.id,
        operationId: chosen.proposal.operationId,
        input: chosen.proposal.input,
      });
      return {
        text: `I prepared this change in ${chosen.system.name} for you to confirm: ${chosen.proposal.summary}.\n\n${writeBlock(proposal.id)}`,
        systemSources: [chosen.system.name],
      };
    } catch (error) {
      if (error instanceof AppError) return { text: error.message, systemSources: [chosen.system.name] };
      throw error;
    }
  }
  const asked = ranked.find((r) => r.question);
  return asked ? { text: asked.question!, systemSources: [asked.system.name] } : null;
}
