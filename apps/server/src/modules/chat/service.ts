import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import {
  titleFromQuestion,
  type AnswerAlternative,
  type AnswerQuery,
  type AskMode,
  type Conversation,
  type ConversationSearchResult,
  type Message,
  type RealtimeEvent,
} from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { isoTimestamp, plainRows } from '../../db/sql';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import type { UsageService } from '../usage/service';
import type { CounterStore } from '../../lib/kv';
import type { RealtimeHub } from '../realtime/hub';
import { ownedBy, ownedRow } from '../access';
import { resolveSystemScope, type NamedSystem } from './system-scope';
import { reportProgressTo, type QueryProgress } from '../systems/query-progress';
import { publishStatus } from '../documents/status';

type ConversationRow = typeof schema.conversations.$inferSelect;
type MessageRow = typeof schema.messages.$inferSelect;

export interface Answer {
  text: string;
  systemSources: string[];
  /** The structured query the answer ran (SOE Local), stored with the message for follow-ups. */
  reading?: unknown;
  /** SOE Local was unsure of the question: how it read it, in words. */
  readAs?: string;
  /** Other readings of the question, offered as chips under the answer. */
  alternatives?: AnswerAlternative[];
  /** A term of the question SOE Local does not know, on a connected system: the chat offers to define it. */
  unknownTerm?: { phrase: string; systemId: number; systemName: string };
  /** The statements the answer ran, one per system: stored with the message and shown under it as "Query". */
  queries?: AnswerQuery[];
}

export interface AnswerControl {
  /** Aborted when the user stops the answer; a provider stops producing text and returns. */
  signal: AbortSignal;
  /** Each piece of text as it is produced; the concatenation of all deltas is the answer's text. */
  onDelta: (delta: string) => void;
}

/**
 * The active provider behind the chat (SOE Local or a language model). A
 * provider that streams calls onDelta as text arrives; one that answers in one
 * piece may not call it at all.
 */
export interface AnswerInput {
  question: string;
  conversationId: number;
  systemIds?: number[];
  /**
   * Documents attached to the message: the answer reads them first, then the conversation's systems. An empty
   * list reads none of the conversation's documents; absent, all of them are read with the systems.
   */
  documentIds?: number[];
  mode: AskMode;
  /** The reading of the conversation's last answer before this question, when it has one. */
  previous?: unknown;
  /**
   * The question named its systems or documents ("… in Chinook", "@Chinook", "in targets.csv"): it goes to them
   * alone — `systemIds` and `documentIds` (either may be empty).
   */
  systemsOnly?: boolean;
  /** The system that answered the conversation's last answered question (a system id, or 'document:N'). */
  prefer?: number | string;
  /** The asker's IANA time zone, when their client sent it: an alert set from the chat reads its days in it. */
  timeZone?: string;
}

/** The user's systems by name, to read "… in Chinook" and check the systems a conversation is limited to. */
export interface SystemNames {
  names(user: CurrentUser): Promise<NamedSystem[]>;
}

/** Most documents a question's names are looked for among (a conversation's and those attached). */
const NAMED_DOCUMENTS = 100;

/**
 * Titles a conversation is given before it has a question (the home flow's mode titles, the API's
 * defaults): the first question replaces them, so the sidebar lists questions, not modes.
 */
const PLACEHOLDER_TITLES = new Set([
  'Internal System Query',
  'External Knowledge Query',
  'Combined Knowledge Query',
  'New conversation',
  'New Conversation',
  'Demo Company Tour',
]);
const SEARCH_LIMIT = 50;
const SNIPPET_BEFORE = 40;
const SNIPPET_LENGTH = 140;

export type Answerer = (user: CurrentUser, input: AnswerInput, control: AnswerControl) => Promise<Answer>;

export const INTERRUPTED = 'The answer was interrupted before it finished. Please try again.';
/**
 * The markers of a running answer live this long unless renewed. The answering
 * instance renews them every HEARTBEAT_MS; one that dies (kill -9, lost host)
 * stops renewing, so its markers are gone within this many seconds.
 */
export const ANSWER_MARKER_TTL_S = 30;
const HEARTBEAT_MS = 10_000;
/**
 * A question this old with no answer and no live marker was cut off: well past
 * the moment its marker is set (milliseconds after the question is stored) and
 * past a marker's life, so a kill is answered within about a minute.
 */
export const INTERRUPTED_AFTER_MS = 45_000;

/**
 * Conversations and messages. The user's message is stored before the answer
 * is produced, so a failed answer never loses the question; every id is
 * checked against the caller (another user's id is a 404).
 */
export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly usage: UsageService,
    private readonly answer: Answerer,
    /** /ws events for the user's tabs, and stop requests between instances; optional so tests can leave it out. */
    private readonly realtime?: RealtimeHub,
    /** Shared (Redis) or in-process markers of running answers, so a stop request on any instance knows. */
    private readonly counters?: CounterStore,
    /** Without it, questions are not scoped by the systems they name and picked systems are not checked. */
    private readonly systems?: SystemNames,
    private readonly options: { interruptedAfterMs?: number } = {},
  ) {}

  private get interruptedAfterMs() {
    return this.options.interruptedAfterMs ?? INTERRUPTED_AFTER_MS;
  }

  /** Fire and forget: a failed publish never fails the request (clients also poll and refetch). */
  private emit(userId: number, event: RealtimeEvent) {
    if (!this.realtime) return;
    try {
      this.realtime.publish(userId, event).catch(() => {});
    } catch {}
  }

  /** The most frequent read of the app (every page polls it): built once, as a prepared statement returning plain rows. */
  private listQuery?: ReturnType<typeof listConversationsStatement>;

  async listConversations(user: CurrentUser): Promise<Conversation[]> {
    this.listQuery ??= listConversationsStatement(this.db);
    return this.listQuery({ userId: user.id });
  }

  async createConversation(user: CurrentUser, title: string, systemIds?: number[] | null): Promise<Conversation> {
    const picked = systemIds?.length ? await this.ownSystemIds(user, systemIds) : null;
    const [row] = await this.db
      .insert(schema.conversations)
      .values({ userId: user.id, title, systemIds: picked })
      .returning();
    const conversation = toConversation(row!);
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation, action: 'created' } });
    return conversation;
  }

  async getConversation(user: CurrentUser, id: number): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(schema.conversations)
      .where(ownedRow(schema.conversations, id, user))
      .limit(1);
    if (!row) throw notFound('Conversation');
    return row;
  }

  async renameConversation(user: CurrentUser, id: number, title: string): Promise<Conversation> {
    return this.updateConversation(user, id, { title });
  }

  /**
   * Renames a conversation and/or sets the systems its questions go to (the composer's picker; null or
   * [] asks every system). A picked id that is not one of the user's systems is refused.
   */
  async updateConversation(
    user: CurrentUser,
    id: number,
    change: { title?: string; systemIds?: number[] | null },
  ): Promise<Conversation> {
    await this.getConversation(user, id);
    const set: Partial<typeof schema.conversations.$inferInsert> = {};
    if (change.title !== undefined) set.title = change.title;
    if (change.systemIds !== undefined)
      set.systemIds = change.systemIds?.length ? await this.ownSystemIds(user, change.systemIds) : null;
    // Choosing systems is not activity: only a rename moves the conversation up the list.
    if (change.title !== undefined) set.updatedAt = new Date();
    const [row] = await this.db
      .update(schema.conversations)
      .set(set)
      .where(eq(schema.conversations.id, id))
      .returning();
    const conversation = toConversation(row!);
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation, action: 'updated' } });
    return conversation;
  }

  /**
   * Conversations whose title or any message contains the text (case-insensitive), most recent first,
   * each with the part of the first matching message around the match.
   */
  async searchConversations(user: CurrentUser, query: string): Promise<ConversationSearchResult[]> {
    const c = schema.conversations;
    const m = schema.messages;
    const pattern = `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    // Spelled out with an alias: in a one-table select drizzle leaves columns unqualified, and an unqualified
    // "id" inside the subquery would be the message's own id, not the conversation's.
    const inConversation = sql`from ${m} as found where found.conversation_id = ${c}.id and found.content ilike ${pattern}`;
    const firstMatch = sql<string | null>`(select found.content ${inConversation} order by found.id limit 1)`;
    const rows = await this.db
      .select({ row: c, match: firstMatch })
      .from(c)
      .where(and(eq(c.userId, user.id), or(ilike(c.title, pattern), sql`exists (select 1 ${inConversation})`)))
      .orderBy(desc(c.updatedAt), desc(c.id))
      .limit(SEARCH_LIMIT);
    return rows.map(({ row, match }) => ({
      ...toConversation(row),
      snippet: match ? snippetAround(match, query) : null,
    }));
  }

  /** The ids given, if every one is the user's; the picker cannot name another user's system. */
  private async ownSystemIds(user: CurrentUser, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (!this.systems) return unique;
    const own = new Set((await this.systems.names(user)).map((s) => s.id));
    if (unique.some((id) => !own.has(id)))
      throw new AppError('bad_request', 'One of the chosen systems does not exist. Refresh the page and choose again.');
    return unique;
  }

  /**
   * Which systems a question goes to: those it names ("… in Chinook", "@Chinook", "in targets.csv": the
   * conversation's documents are named as systems are) first, then the systems sent with it, then the
   * conversation's picked systems (those still connected), else all.
   */
  private async scopeOf(
    user: CurrentUser,
    conversation: ConversationRow,
    question: string,
    systemIds: number[] | undefined,
    documentIds: number[] | undefined,
  ): Promise<{ question: string; systemIds?: number[]; documentIds?: number[]; systemsOnly?: boolean }> {
    const systems = this.systems ? await this.systems.names(user) : [];
    const named = resolveSystemScope(question, systems);
    const files = await this.documentNames(user, conversation.id, documentIds);
    const documents = resolveSystemScope(named.question, files, { firstWords: false });
    if (named.systemIds.length || documents.systemIds.length)
      return {
        question: documents.question,
        systemIds: named.systemIds,
        documentIds: documents.systemIds,
        systemsOnly: true,
      };
    if (systemIds?.length) return { question, systemIds };
    const picked = (conversation.systemIds ?? []).filter((id) => systems.some((s) => s.id === id));
    return picked.length ? { question, systemIds: picked } : { question };
  }

  /**
   * The conversation's documents and those attached, by name: each under its file name, and without its extension
   * when that is still more than one word ('rep_targets.csv', 'rep_targets').
   */
  private async documentNames(
    user: CurrentUser,
    conversationId: number,
    attached: number[] | undefined,
  ): Promise<NamedSystem[]> {
    const d = schema.documents;
    const rows = await this.db
      .select({ id: d.id, name: d.name })
      .from(d)
      .where(
        and(
          ownedBy(d.userId, user),
          eq(d.status, 'processed'),
          attached?.length
            ? or(eq(d.conversationId, conversationId), inArray(d.id, attached))
            : eq(d.conversationId, conversationId),
        ),
      )
      .orderBy(desc(d.id))
      .limit(NAMED_DOCUMENTS);
    return rows.flatMap((r) => {
      const stem = r.name.replace(/\.[A-Za-z0-9]{1,8}$/, '');
      // A one-word stem ('Q3' of 'Q3.csv', 'report') is too likely a word of the question: the full name names it.
      const words = stem.split(/[\s_-]+/).filter(Boolean).length;
      return stem !== r.name && words > 1 ? [r, { id: r.id, name: stem }] : [r];
    });
  }

  /**
   * Documents attached to a question that belong to no conversation yet (uploaded from the home view before the
   * conversation existed) join this one, so they stay with it.
   */
  private async adoptDocuments(user: CurrentUser, conversationId: number, ids: number[]): Promise<void> {
    const d = schema.documents;
    const adopted = await this.db
      .update(d)
      .set({ conversationId })
      .where(and(ownedBy(d.userId, user), inArray(d.id, ids), isNull(d.conversationId)))
      .returning({ id: d.id, userId: d.userId, conversationId: d.conversationId, status: d.status, error: d.error });
    // Each one is announced as a change of status is: the conversation's tabs may have listed its documents before
    // the question was sent (the page opens as the conversation is created), and refetch on the event.
    for (const row of adopted) publishStatus(this.realtime, row);
  }

  /** The first question of a conversation still under a placeholder title becomes its title. */
  private async titleFromFirstQuestion(user: CurrentUser, conversation: ConversationRow, question: string) {
    if (!PLACEHOLDER_TITLES.has(conversation.title)) return;
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.messages)
      .where(and(eq(schema.messages.conversationId, conversation.id), eq(schema.messages.role, 'user')));
    if ((count?.n ?? 0) !== 1) return;
    const title = titleFromQuestion(question);
    if (!title) return;
    const [row] = await this.db
      .update(schema.conversations)
      .set({ title })
      .where(and(eq(schema.conversations.id, conversation.id), eq(schema.conversations.title, conversation.title)))
      .returning();
    if (row)
      this.emit(user.id, {
        type: 'conversation_updated',
        payload: { conversation: toConversation(row), action: 'updated' },
      });
  }

  async deleteConversation(user: CurrentUser, id: number): Promise<void> {
    const row = await this.getConversation(user, id);
    await this.db.delete(schema.conversations).where(eq(schema.conversations.id, id));
    this.emit(user.id, {
      type: 'conversation_updated',
      payload: { conversation: toConversation(row), action: 'deleted' },
    });
  }

  async listMessages(user: CurrentUser, conversationId: number): Promise<Message[]> {
    await this.getConversation(user, conversationId);
    const rows = await this.db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.conversationId, conversationId))
      .orderBy(asc(schema.messages.id))
      .limit(1000);
    return rows.map(toMessage);
  }

  /** POST /api/ask: one question, answered and stored (in a new conversation when none is given). */
  async ask(
    user: CurrentUser,
    input: { prompt: string; conversationId?: number; systemIds?: number[]; documentIds?: number[]; mode?: AskMode },
  ) {
    const conversation = input.conversationId
      ? await this.getConversation(user, input.conversationId)
      : await this.createConversationRow(user, titleFromQuestion(input.prompt));
    const result = await this.send(user, {
      content: input.prompt,
      conversationId: conversation.id,
      systemIds: input.systemIds,
      documentIds: input.documentIds,
      mode: input.mode,
    });
    // The question and its answer are kept in the conversation; the API caller gets the refusal's status.
    if (result.refused) throw result.refused;
    return {
      response: result.assistantMessage?.content ?? '',
      conversationId: conversation.id,
      systemSources: result.assistantMessage?.systemSources ?? [],
      ...(result.assistantMessage
        ? { messageId: result.assistantMessage.id, reading: result.assistantMessage.reading ?? null }
        : {}),
    };
  }

  /**
   * POST /api/messages. The same clientMessageId sent again — at once or after a
   * reconnect — returns the first message and its answer; nothing new is made.
   */
  async send(
    user: CurrentUser,
    input: {
      content: string;
      conversationId: number;
      systemIds?: number[];
      documentIds?: number[];
      clientMessageId?: string;
      mode?: AskMode;
      timeZone?: string;
    },
  ): Promise<{ conversationId: number; userMessage: Message; assistantMessage: Message | null; refused?: AppError }> {
    const conversation = await this.getConversation(user, input.conversationId);
    if (input.clientMessageId) {
      const existing = await this.findByClientId(user.id, input.clientMessageId);
      if (existing) return this.replay(existing);
    }
    const inserted = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.messages)
        .values({
          conversationId: conversation.id,
          userId: user.id,
          role: 'user',
          content: input.content,
          clientMessageId: input.clientMessageId ?? null,
        })
        .onConflictDoNothing()
        .returning();
      // Only a message that is really new uses a question from the plan.
      if (row) await this.usage.consume(user, tx);
      return row;
    });
    if (!inserted) return this.replay((await this.findByClientId(user.id, input.clientMessageId!))!);
    const userMessage = toMessage(inserted);
    this.emit(user.id, { type: 'message_updated', payload: { conversationId: conversation.id, message: userMessage } });
    await this.titleFromFirstQuestion(user, conversation, input.content);
    if (input.documentIds?.length) await this.adoptDocuments(user, conversation.id, input.documentIds);
    const scope = await this.scopeOf(user, conversation, input.content, input.systemIds, input.documentIds);
    const produced = await this.produce(user, conversation.id, inserted.id, {
      documentIds: input.documentIds,
      ...scope,
      conversationId: conversation.id,
      mode: input.mode ?? 'both',
      previous: await this.previousReading(conversation.id, inserted.id),
      prefer: await this.answeredBy(user, conversation.id, inserted.id),
      ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    });
    const [reply] = await this.db
      .insert(schema.messages)
      .values({
        conversationId: conversation.id,
        userId: user.id,
        role: 'assistant',
        content: produced.text,
        systemSources: produced.systemSources,
        replyTo: inserted.id,
        status: produced.status,
        query: produced.reading ?? null,
        readingNotes: notesOf(produced),
        queries: queriesOf(produced),
      })
      .onConflictDoNothing()
      .returning();
    const assistantMessage = reply ? toMessage(reply) : await this.replyTo(inserted.id);
    await this.finish(user, conversation.id, assistantMessage);
    return { conversationId: conversation.id, userMessage, assistantMessage, refused: produced.refused };
  }

  /**
   * POST /api/messages/:id/regenerate: answers the question of the conversation's
   * last answer again, replacing that answer. It is a new question for the plan.
   */
  async regenerate(user: CurrentUser, messageId: number): Promise<Message> {
    const [answer] = await this.db
      .select()
      .from(schema.messages)
      .where(ownedRow(schema.messages, messageId, user))
      .limit(1);
    if (!answer || answer.role !== 'assistant' || answer.replyTo === null) throw notFound('Message');
    const [latest] = await this.db
      .select({ id: schema.messages.id })
      .from(schema.messages)
      .where(eq(schema.messages.conversationId, answer.conversationId))
      .orderBy(desc(schema.messages.id))
      .limit(1);
    if (latest?.id !== answer.id)
      throw new AppError('conflict', 'Only the last answer of a conversation can be regenerated');
    if (answer.status === 'streaming') throw new AppError('conflict', 'This answer is still being written');
    const [question] = await this.db
      .select()
      .from(schema.messages)
      .where(eq(schema.messages.id, answer.replyTo))
      .limit(1);
    if (!question) throw notFound('Message');
    // Claim the answer first (status streaming) so two regenerate calls do not both run.
    const claimed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(schema.messages)
        .set({ status: 'streaming' })
        .where(and(eq(schema.messages.id, answer.id), ne(schema.messages.status, 'streaming')))
        .returning();
      if (row) await this.usage.consume(user, tx);
      return row;
    });
    if (!claimed) throw new AppError('conflict', 'This answer is still being written');
    this.emit(user.id, {
      type: 'message_updated',
      payload: { conversationId: answer.conversationId, message: toMessage(claimed) },
    });
    const conversation = await this.getConversation(user, answer.conversationId);
    const scope = await this.scopeOf(user, conversation, question.content, undefined, undefined);
    const produced = await this.produce(user, answer.conversationId, question.id, {
      ...scope,
      conversationId: answer.conversationId,
      mode: 'both',
      previous: await this.previousReading(answer.conversationId, question.id),
      prefer: await this.answeredBy(user, answer.conversationId, question.id),
    });
    const [row] = await this.db
      .update(schema.messages)
      .set({
        content: produced.text,
        systemSources: produced.systemSources,
        status: produced.status,
        query: produced.reading ?? null,
        readingNotes: notesOf(produced),
        queries: queriesOf(produced),
        createdAt: new Date(),
      })
      .where(eq(schema.messages.id, answer.id))
      .returning();
    const message = toMessage(row!);
    await this.finish(user, answer.conversationId, message);
    return message;
  }

  /**
   * POST /api/conversations/:id/stop. The stop travels through the hub, so the
   * instance producing the answer stops it wherever this request arrived.
   */
  async stop(user: CurrentUser, conversationId: number): Promise<{ stopping: boolean }> {
    await this.getConversation(user, conversationId);
    const running = this.counters
      ? (await this.counters.get(runningKey(user.id, conversationId))) > 0
      : this.local.has(`${user.id}:${conversationId}`);
    this.local.get(`${user.id}:${conversationId}`)?.abort();
    if (running && this.realtime)
      await this.realtime.publish(user.id, { type: 'answer_stop', payload: { conversationId } });
    return { stopping: running };
  }

  /**
   * Questions whose answer was cut off because the instance producing it
   * stopped (killed, crashed, lost its host) get an error answer, so the user
   * sees what happened and can Retry instead of waiting on a question that
   * will never be answered. Safe on every instance at once: the answer is
   * inserted under the one-reply-per-question unique index, so one sweep
   * wins and only the winner tells the user's tabs. A question counts as cut
   * off when it is older than `olderThanMs` (longer than any answer may run)
   * and no instance marks its conversation as being answered.
   */
  async recoverInterrupted(olderThanMs = this.interruptedAfterMs, now = new Date()): Promise<number> {
    // While other instances' markers can't be read, a missing marker proves nothing: wait for Redis.
    if (this.counters && !this.counters.shared()) return 0;
    const cutoff = new Date(now.getTime() - olderThanMs);
    // A day back is far more than any answer may take; the bound keeps the sweep on the recent-questions index.
    const since = new Date(cutoff.getTime() - 24 * 3600_000);
    const orphans = await this.db
      .select()
      .from(schema.messages)
      .where(
        sql`${schema.messages.role} = 'user' and ${schema.messages.createdAt} between ${since} and ${cutoff}
            and not exists (select 1 from ${schema.messages} as r where r.reply_to = ${schema.messages.id})`,
      )
      .orderBy(asc(schema.messages.id))
      .limit(100);
    let recovered = 0;
    for (const question of orphans) {
      if (await this.stillAnswering(question)) continue;
      if (await this.answerAsInterrupted(question)) recovered++;
    }
    return recovered;
  }

  /** Whether an instance still marks this question (or, for instances of an older release, its conversation) as being answered. */
  private async stillAnswering(question: MessageRow): Promise<boolean> {
    if (!this.counters) return this.local.has(`${question.userId}:${question.conversationId}`);
    const counts = await Promise.all(
      [
        questionKey(question.userId, question.conversationId, question.id),
        runningKey(question.userId, question.conversationId),
      ].map((key) => this.counters!.get(key).catch(() => 1)),
    );
    return counts.some((n) => n > 0);
  }

  /** Stores the error answer of a cut-off question and tells the user's tabs; null when another instance (or the answer) came first. */
  private async answerAsInterrupted(question: MessageRow): Promise<MessageRow | null> {
    const [reply] = await this.db
      .insert(schema.messages)
      .values({
        conversationId: question.conversationId,
        userId: question.userId,
        role: 'assistant',
        content: `Error: ${INTERRUPTED}`,
        systemSources: [],
        replyTo: question.id,
        status: 'error',
      })
      .onConflictDoNothing()
      .returning();
    if (!reply) return null;
    this.emit(question.userId, {
      type: 'message_updated',
      payload: { conversationId: question.conversationId, message: toMessage(reply) },
    });
    return reply;
  }

  /** Answers being produced on this instance, by user and conversation. */
  private readonly local = new Map<string, AbortController>();

  /**
   * Runs the active provider for one question: typing on, each delta out on
   * /ws as it comes, stoppable from any instance. Never throws: a failure
   * becomes an 'error' answer so the question always gets a reply.
   */
  private async produce(
    user: CurrentUser,
    conversationId: number,
    replyTo: number,
    input: AnswerInput,
  ): Promise<Produced> {
    const key = `${user.id}:${conversationId}`;
    const controller = new AbortController();
    this.local.get(key)?.abort();
    this.local.set(key, controller);
    const stopListener = await this.listenForStop(user.id, conversationId, controller);
    // The markers (a stop request's and the recovery sweep's) live while this instance renews them.
    const markers = [runningKey(user.id, conversationId), questionKey(user.id, conversationId, replyTo)];
    const beat = () => Promise.all(markers.map((key) => this.counters?.mark(key, ANSWER_MARKER_TTL_S))).catch(() => {});
    await beat();
    const heartbeat = setInterval(() => void beat(), HEARTBEAT_MS);
    heartbeat.unref();
    this.emit(user.id, { type: 'assistant_typing', payload: { isTyping: true, conversationId } });
    let streamed = '';
    try {
      // A query running past 2 s tells the chat, once a second, until it ends (systems/query-progress.ts).
      const progress = (p: QueryProgress | null) => {
        if (controller.signal.aborted) return;
        const payload = { conversationId, replyTo, system: p?.system ?? null, seconds: p?.seconds ?? 0 };
        this.emit(user.id, { type: 'query_progress', payload });
      };
      const answer = await reportProgressTo(progress, () =>
        this.answer(user, input, {
          signal: controller.signal,
          onDelta: (delta) => {
            if (!delta || controller.signal.aborted) return;
            streamed += delta;
            this.emit(user.id, { type: 'message_delta', payload: { conversationId, replyTo, delta } });
          },
        }),
      );
      if (controller.signal.aborted) return { text: streamed, systemSources: answer.systemSources, status: 'stopped' };
      // A provider that answered in one piece: its whole text is the one delta, so every client takes the same path.
      if (!streamed && answer.text)
        this.emit(user.id, { type: 'message_delta', payload: { conversationId, replyTo, delta: answer.text } });
      return {
        text: answer.text,
        systemSources: answer.systemSources,
        reading: answer.reading,
        readAs: answer.readAs,
        alternatives: answer.alternatives,
        unknownTerm: answer.unknownTerm,
        queries: answer.queries,
        status: 'complete',
      };
    } catch (error) {
      if (controller.signal.aborted) return { text: streamed, systemSources: [], status: 'stopped' };
      // A plan's limit is an answer in its own words, not a failure to retry.
      if (error instanceof AppError && error.code === 'payment_required') {
        this.emit(user.id, { type: 'message_delta', payload: { conversationId, replyTo, delta: error.message } });
        return { text: error.message, systemSources: [], status: 'complete', refused: error };
      }
      return {
        text: `Error: ${error instanceof AppError ? error.message : 'Something went wrong. Please try again.'}`,
        systemSources: [],
        status: 'error',
      };
    } finally {
      if (this.local.get(key) === controller) this.local.delete(key);
      clearInterval(heartbeat);
      stopListener();
      await Promise.all(markers.map((key) => this.counters?.reset(key))).catch(() => {});
    }
  }

  private async listenForStop(
    userId: number,
    conversationId: number,
    controller: AbortController,
  ): Promise<() => void> {
    if (!this.realtime) return () => {};
    try {
      return await this.realtime.subscribe(userId, (message) => {
        if (
          message.kind === 'event' &&
          message.event.type === 'answer_stop' &&
          message.event.payload.conversationId === conversationId
        )
          controller.abort();
      });
    } catch {
      // Without the hub, a stop still works on this instance (the local map).
      return () => {};
    }
  }

  private async finish(user: CurrentUser, conversationId: number, message: Message | null) {
    await this.db
      .update(schema.conversations)
      .set({ updatedAt: new Date() })
      .where(eq(schema.conversations.id, conversationId));
    this.emit(user.id, { type: 'assistant_typing', payload: { isTyping: false, conversationId } });
    if (message) this.emit(user.id, { type: 'message_updated', payload: { conversationId, message } });
  }

  private async createConversationRow(user: CurrentUser, title: string) {
    const [row] = await this.db.insert(schema.conversations).values({ userId: user.id, title }).returning();
    this.emit(user.id, {
      type: 'conversation_updated',
      payload: { conversation: toConversation(row!), action: 'created' },
    });
    return row!;
  }

  /** The structured query of the last complete answer before a question, for reading a follow-up as an edit of it. */
  private async previousReading(conversationId: number, beforeMessageId: number): Promise<unknown> {
    const m = schema.messages;
    const [row] = await this.db
      .select({ query: m.query, status: m.status, role: m.role })
      .from(m)
      .where(and(eq(m.conversationId, conversationId), sql`${m.id} < ${beforeMessageId}`, eq(m.role, 'assistant')))
      .orderBy(desc(m.id))
      .limit(1);
    return row?.status === 'complete' ? (row.query ?? undefined) : undefined;
  }

  /**
   * The system of the conversation's last answer that ran a reading before this question: its answering system. A
   * conversation with none yet takes the system of the user's last such answer in any conversation, so a first
   * question both systems read about equally well goes where the user last asked (engine note 19, docs/engine-notes.md).
   */
  private async answeredBy(
    user: CurrentUser,
    conversationId: number,
    beforeMessageId: number,
  ): Promise<number | string | undefined> {
    const m = schema.messages;
    const answered = and(eq(m.role, 'assistant'), eq(m.status, 'complete'), sql`${m.query} is not null`);
    const systemOf = async (where: ReturnType<typeof and>) => {
      const [row] = await this.db
        .select({ systemId: sql<unknown>`${m.query}->'systemId'` })
        .from(m)
        .where(and(where, answered))
        .orderBy(desc(m.id))
        .limit(1);
      const id = row?.systemId;
      return typeof id === 'number' || typeof id === 'string' ? id : undefined;
    };
    const own = await systemOf(and(eq(m.conversationId, conversationId), sql`${m.id} < ${beforeMessageId}`));
    if (own !== undefined) return own;
    // A document belongs to its conversation: only a connected system (a number) carries over to a new one.
    const last = await systemOf(and(eq(m.userId, user.id), ne(m.conversationId, conversationId)));
    return typeof last === 'number' ? last : undefined;
  }

  private async findByClientId(userId: number, clientMessageId: string) {
    const [row] = await this.db
      .select()
      .from(schema.messages)
      .where(and(ownedBy(schema.messages.userId, { id: userId }), eq(schema.messages.clientMessageId, clientMessageId)))
      .limit(1);
    return row;
  }

  private async replyTo(messageId: number): Promise<Message | null> {
    const [row] = await this.db.select().from(schema.messages).where(eq(schema.messages.replyTo, messageId)).limit(1);
    return row ? toMessage(row) : null;
  }

  /**
   * The question sent again with its clientMessageId, and its answer. A question
   * whose answering instance died (no live marker, past the threshold) gets its
   * error answer now rather than at the next sweep: a resend never waits on an
   * answer nobody is producing.
   */
  private async replay(userMessage: MessageRow) {
    let assistantMessage = await this.replyTo(userMessage.id);
    if (
      !assistantMessage &&
      userMessage.createdAt.getTime() < Date.now() - this.interruptedAfterMs &&
      (!this.counters || this.counters.shared()) &&
      !(await this.stillAnswering(userMessage))
    ) {
      const recovered = await this.answerAsInterrupted(userMessage);
      assistantMessage = recovered ? toMessage(recovered) : await this.replyTo(userMessage.id);
    }
    return { conversationId: userMessage.conversationId, userMessage: toMessage(userMessage), assistantMessage };
  }
}

type Produced = Pick<
  Answer,
  'text' | 'systemSources' | 'reading' | 'readAs' | 'alternatives' | 'unknownTerm' | 'queries'
> & {
  status: 'complete' | 'error' | 'stopped';
  /** The plan does not include what the question needs: the answer says so, and POST /api/ask answers 402. */
  refused?: AppError;
};

/** What the message keeps of an answer's reading besides the reading itself: null when there is nothing. */
function notesOf(produced: Produced): MessageRow['readingNotes'] {
  const alternatives = (produced.alternatives ?? []).slice(0, 3);
  if (!produced.readAs && !alternatives.length && !produced.unknownTerm) return null;
  return {
    ...(produced.readAs ? { readAs: produced.readAs } : {}),
    alternatives,
    ...(produced.unknownTerm ? { unknownTerm: produced.unknownTerm } : {}),
  };
}

/** The statements a complete answer ran, or null: a stopped or failed answer shows none. */
function queriesOf(produced: Produced): MessageRow['queries'] {
  return produced.status === 'complete' && produced.queries?.length ? produced.queries : null;
}

/** Marks a conversation as being answered (a stop request looks for it). */
function runningKey(userId: number, conversationId: number) {
  return `answering:${userId}:${conversationId}`;
}

/** Marks one question as being answered (the recovery sweep looks for it). */
function questionKey(userId: number, conversationId: number, questionId: number) {
  return `answering:${userId}:${conversationId}:${questionId}`;
}

function listConversationsStatement(db: Db) {
  const c = schema.conversations;
  // plainRows: the keys are the column names (id, title) or aliases, and every value is text or int4.
  return plainRows(
    db
      .select({
        id: c.id,
        title: c.title,
        createdAt: isoTimestamp(c.createdAt).as('createdAt'),
        updatedAt: isoTimestamp(c.updatedAt).as('updatedAt'),
      })
      .from(c)
      .where(ownedBy(schema.conversations.userId, { id: sql.placeholder('userId') }))
      .orderBy(desc(schema.conversations.updatedAt), desc(schema.conversations.id))
      .limit(200)
      .prepare('soe_list_conversations'),
  );
}

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.systemIds?.length ? { systemIds: row.systemIds } : {}),
  };
}

/** The part of a message around the first occurrence of the search, on one line, without chart and table blocks' JSON. */
function snippetAround(content: string, query: string): string {
  const text = content
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  if (at < 0) return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH - 1)}…` : text;
  const start = Math.max(0, at - SNIPPET_BEFORE);
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    conversationId: row.conversationId,
    ...(row.role !== 'user' ? { systemSources: row.systemSources ?? [] } : {}),
    timestamp: row.createdAt.toISOString(),
    status: row.status as Message['status'],
    clientMessageId: row.clientMessageId,
    ...(row.role !== 'user' ? { reading: readingOf(row) } : {}),
    ...(row.role !== 'user' && row.queries?.length ? { queries: row.queries } : {}),
  };
}

/**
 * How SOE Local read the question, for the chat: its readAs words and other readings (chips), and whether the
 * answer ran a stored reading on a connected system (thumbs up and down correct it: modules/verified).
 */
function readingOf(row: MessageRow): Message['reading'] {
  const query = row.query as { version?: number; systemId?: unknown } | null;
  const correctable = row.status === 'complete' && query?.version === 1 && typeof query.systemId === 'number';
  const notes = row.readingNotes;
  if (!correctable && !notes) return null;
  return {
    ...(notes?.readAs ? { readAs: notes.readAs } : {}),
    alternatives: notes?.alternatives?.slice(0, 3) ?? [],
    correctable,
    ...(notes?.unknownTerm ? { unknownTerm: notes.unknownTerm } : {}),
  };
}
