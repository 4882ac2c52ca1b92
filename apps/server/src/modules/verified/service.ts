import { and, desc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import {
  isStaff,
  type AnswerAlternative,
  type AnswerFeedbackRequest,
  type ReadingOptionsResponse,
  type StructuredQuery,
  type VerifiedQuestion,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { ownedRow } from '../access';
import type { CurrentUser } from '../auth/session-user';
import { resolveSystemScope } from '../chat/system-scope';
import type { Answer } from '../chat/service';
import type { EngineSystem, SoeLocal, StoredReading } from '../engine';
import { questionKey } from '../engine/verified/match';
import type { SystemsService } from '../systems/service';

type VerifiedRow = typeof schema.verifiedQuestions.$inferSelect;

/** Verified questions read to find a model's worked examples: the most recently verified ones of the systems. */
const EXAMPLE_CANDIDATES = 500;

/** The answer of a verified question starts with this, so the reader knows a person checked the reading. */
export function verifiedLead(at: Date): string {
  return `Answered as verified on ${at.toISOString().slice(0, 10)}:`;
}

/**
 * Verified questions: a reading a person confirmed (thumbs up) or corrected (another reading, or the reading
 * adjusted) is stored for the question's system, and the same question or a rewording of it (engine/verified)
 * is answered with it from then on. Who may verify: whoever may write through the system (its owner, or a
 * member it is shared with for writing), since a verified reading changes everyone's answers. Who may delete:
 * the system's owner and staff admins.
 */
export class VerifiedQuestions {
  constructor(
    private readonly db: Db,
    private readonly systems: SystemsService,
    private readonly engine: SoeLocal,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async list(user: CurrentUser, systemId: number): Promise<VerifiedQuestion[]> {
    await this.systems.get(user, systemId, 'read');
    const v = schema.verifiedQuestions;
    const rows = await this.db
      .select({ row: v, by: schema.user.displayUsername, byName: schema.user.username })
      .from(v)
      .leftJoin(schema.user, eq(schema.user.id, v.verifiedBy))
      .where(eq(v.systemId, systemId))
      .orderBy(desc(v.verifiedAt), desc(v.id))
      .limit(500);
    return rows.map(({ row, by, byName }) => toVerified(row, by ?? byName ?? null));
  }

  async remove(user: CurrentUser, systemId: number, id: number): Promise<void> {
    const system = await this.systems.get(user, systemId, 'read');
    if (system.userId !== user.id && !isStaff(user))
      throw new AppError('forbidden', `Only the owner of ${system.name} can delete its verified questions.`);
    const v = schema.verifiedQuestions;
    const [row] = await this.db
      .delete(v)
      .where(and(eq(v.id, id), eq(v.systemId, systemId)))
      .returning({ id: v.id });
    if (!row) throw notFound('Verified question');
  }

  /** The answer's reading and what the "Adjust the reading" form may change it to. */
  async options(user: CurrentUser, messageId: number): Promise<ReadingOptionsResponse> {
    const { reading, system, question, alternatives } = await this.answerOf(user, messageId, 'read');
    const choices = await this.engine.readingOptions(system, reading);
    return { systemId: Number(system.id), systemName: system.name, question, alternatives, ...choices };
  }

  /** Thumbs up or down on an answer: the right reading becomes the question's verified reading. */
  async feedback(user: CurrentUser, messageId: number, body: AnswerFeedbackRequest): Promise<VerifiedQuestion> {
    const { reading, system, question, alternatives, afterReading } = await this.answerOf(user, messageId, 'write');
    // A follow-up ('what about 2024?', 'just the top 3') means something only after its conversation's previous
    // answer: stored as a verified question it would answer every later 'just the top 3' with this one reading.
    if (
      afterReading &&
      !(await this.engine.answer(question, [system], { now: this.now(), mode: 'internal' })).understood
    )
      throw new AppError(
        'bad_request',
        'This question only makes sense after the one before it. Correct the answer to the full question instead.',
      );
    let verified: StoredReading;
    let readingText: string;
    if (body.verdict === 'up') {
      verified = reading;
      readingText = await this.engine.describe(system, reading);
    } else if (body.alternative !== undefined) {
      if (!alternatives.some((a) => a.question === body.alternative))
        throw new AppError('bad_request', 'That is not one of the other readings offered for this answer.');
      const read = await this.engine.answer(body.alternative, [system], { now: this.now(), mode: 'internal' });
      if (!read.understood || !read.reading)
        throw new AppError('bad_request', `SOE could not compute that reading on ${system.name}.`);
      verified = read.reading;
      readingText = await this.engine.describe(system, verified);
    } else if (body.reading) {
      const adjusted = await this.engine.adjust(system, reading, body.reading);
      if ('error' in adjusted) throw new AppError('bad_request', `${adjusted.error}.`);
      // Computed once before it is stored: a reading that cannot run would answer the question with an error.
      const ran = await this.engine.answerStored(adjusted.reading, [system], { now: this.now(), question });
      if (!ran) throw new AppError('bad_request', `That reading cannot be computed on ${system.name}.`);
      verified = adjusted.reading;
      readingText = adjusted.text;
    } else {
      throw new AppError('bad_request', 'Pick another reading or adjust the reading.');
    }
    return this.store(user, Number(system.id), question, verified, readingText);
  }

  /**
   * The hook before SOE Local reads a question: the same question, or a rewording, verified on one of the
   * systems asked is answered with its stored reading. Null when none matches or its reading no longer runs.
   */
  async answer(question: string, systems: EngineSystem[], now: Date): Promise<Answer | null> {
    const key = questionKey(question);
    const ids = systems.map((s) => s.id).filter((id): id is number => typeof id === 'number');
    if (!key || !ids.length) return null;
    const v = schema.verifiedQuestions;
    const [row] = await this.db
      .select()
      .from(v)
      .where(and(eq(v.normalized, key), inArray(v.systemId, ids)))
      .orderBy(desc(v.verifiedAt))
      .limit(1);
    if (!row) return null;
    const answer = await this.engine.answerStored(row.reading as StoredReading, systems, {
      now,
      question,
      lead: verifiedLead(row.verifiedAt),
    });
    return answer
      ? { text: answer.text, systemSources: answer.systemSources, reading: answer.reading, queries: answer.queries }
      : null;
  }

  /**
   * The verified questions closest to `question` on these systems, each with the structured query its reading runs:
   * worked examples for a language model that writes its own query. Closest = most words in common; none without
   * a word in common, or whose reading no longer plans.
   */
  async examples(
    question: string,
    systems: EngineSystem[],
    now: Date,
    max = 3,
  ): Promise<Array<{ systemId: number; question: string; query: StructuredQuery }>> {
    const words = new Set(questionKey(question).split(' ').filter(Boolean));
    const byId = new Map(systems.filter((s) => typeof s.id === 'number').map((s) => [s.id as number, s]));
    if (!words.size || !byId.size) return [];
    const v = schema.verifiedQuestions;
    const rows = await this.db
      .select()
      .from(v)
      .where(inArray(v.systemId, [...byId.keys()]))
      .orderBy(desc(v.verifiedAt))
      .limit(EXAMPLE_CANDIDATES);
    const ranked = rows
      .map((row) => ({ row, shared: row.normalized.split(' ').filter((w) => words.has(w)).length }))
      .filter((x) => x.shared > 0)
      .sort((a, b) => b.shared - a.shared);
    const out: Array<{ systemId: number; question: string; query: StructuredQuery }> = [];
    for (const { row } of ranked) {
      if (out.length >= max) break;
      const query = await this.engine
        .structuredOfStored(row.reading as StoredReading, byId.get(row.systemId)!, now)
        .catch(() => null);
      if (query) out.push({ systemId: row.systemId, question: row.question, query });
    }
    return out;
  }

  private async store(
    user: CurrentUser,
    systemId: number,
    question: string,
    reading: StoredReading,
    readingText: string,
  ): Promise<VerifiedQuestion> {
    const normalized = questionKey(question);
    if (!normalized) throw new AppError('bad_request', 'This question has no words a later question could match.');
    const v = schema.verifiedQuestions;
    const values = { question, reading, readingText, verifiedBy: user.id, verifiedAt: this.now() };
    const [row] = await this.db
      .insert(v)
      .values({ systemId, normalized, ...values })
      .onConflictDoUpdate({ target: [v.systemId, v.normalized], set: values })
      .returning();
    return toVerified(row!, user.username);
  }

  /**
   * An answer of the user's (404 otherwise) that ran a stored reading on a connected system the user may
   * `need`, with the question it replies to (without the system names that scoped it) and its other readings.
   */
  private async answerOf(user: CurrentUser, messageId: number, need: 'read' | 'write') {
    const m = schema.messages;
    const [answer] = await this.db
      .select()
      .from(m)
      .where(ownedRow(m, messageId, user))
      .limit(1);
    if (!answer || answer.role !== 'assistant' || answer.replyTo === null) throw notFound('Message');
    const reading = answer.query as StoredReading | null;
    if (answer.status !== 'complete' || reading?.version !== 1 || typeof reading.systemId !== 'number')
      throw new AppError('bad_request', 'Only complete answers from a connected system can be verified or corrected.');
    const row = await this.systems.get(user, reading.systemId, need);
    const [system] = await this.systems.engineSystems(user, [row.id]);
    if (!system) throw notFound('System');
    const [asked] = await this.db.select({ content: m.content }).from(m).where(eq(m.id, answer.replyTo)).limit(1);
    if (!asked) throw notFound('Message');
    const question = resolveSystemScope(asked.content, await this.systems.names(user)).question;
    const alternatives: AnswerAlternative[] = answer.readingNotes?.alternatives ?? [];
    // Whether an earlier answer of the conversation had a reading: then the question may have been read as an edit of it.
    const [earlier] = await this.db
      .select({ id: m.id })
      .from(m)
      .where(
        and(
          eq(m.conversationId, answer.conversationId),
          eq(m.role, 'assistant'),
          lt(m.id, answer.replyTo),
          isNotNull(m.query),
        ),
      )
      .limit(1);
    return { reading, system, question, alternatives, afterReading: Boolean(earlier) };
  }
}

function toVerified(row: VerifiedRow, by: string | null): VerifiedQuestion {
  return {
    id: row.id,
    systemId: row.systemId,
    question: row.question,
    readingText: row.readingText,
    verifiedBy: by,
    verifiedAt: row.verifiedAt.toISOString(),
  };
}
