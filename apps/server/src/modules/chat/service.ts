import { and, asc, desc, eq } from 'drizzle-orm';
import type { AskMode, Conversation, Message, RealtimeEvent } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { CurrentUser } from '../auth/session-user';
import type { UsageService } from '../usage/service';
import type { RealtimePublisher } from '../realtime/hub';

type ConversationRow = typeof schema.conversations.$inferSelect;
type MessageRow = typeof schema.messages.$inferSelect;

export interface Answer {
  text: string;
  systemSources: string[];
}

export type Answerer = (user: CurrentUser, input: { question: string; systemIds?: number[]; mode: AskMode }) => Promise<Answer>;

const TITLE_MAX = 80;

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
    /** /ws events for the user's other tabs and the streaming path; optional so tests can leave it out. */
    private readonly realtime?: RealtimePublisher,
  ) {}

  /** Fire and forget: a failed publish never fails the request (clients also poll and refetch). */
  private emit(userId: number, event: RealtimeEvent) {
    if (!this.realtime) return;
    try {
      this.realtime.publish(userId, event).catch(() => {});
    } catch {}
  }

  async listConversations(user: CurrentUser): Promise<Conversation[]> {
    const rows = await this.db
      .select()
      .from(schema.conversations)
      .where(eq(schema.conversations.userId, user.id))
      .orderBy(desc(schema.conversations.updatedAt), desc(schema.conversations.id))
      .limit(200);
    return rows.map(toConversation);
  }

  async createConversation(user: CurrentUser, title: string): Promise<Conversation> {
    const [row] = await this.db.insert(schema.conversations).values({ userId: user.id, title }).returning();
    const conversation = toConversation(row!);
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation, action: 'created' } });
    return conversation;
  }

  async getConversation(user: CurrentUser, id: number): Promise<ConversationRow> {
    const [row] = await this.db
      .select()
      .from(schema.conversations)
      .where(and(eq(schema.conversations.id, id), eq(schema.conversations.userId, user.id)))
      .limit(1);
    if (!row) throw notFound('Conversation');
    return row;
  }

  async renameConversation(user: CurrentUser, id: number, title: string): Promise<Conversation> {
    await this.getConversation(user, id);
    const [row] = await this.db.update(schema.conversations).set({ title, updatedAt: new Date() }).where(eq(schema.conversations.id, id)).returning();
    const conversation = toConversation(row!);
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation, action: 'updated' } });
    return conversation;
  }

  async deleteConversation(user: CurrentUser, id: number): Promise<void> {
    const row = await this.getConversation(user, id);
    await this.db.delete(schema.conversations).where(eq(schema.conversations.id, id));
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation: toConversation(row), action: 'deleted' } });
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
  async ask(user: CurrentUser, input: { prompt: string; conversationId?: number; systemIds?: number[]; mode?: AskMode }) {
    const conversation = input.conversationId
      ? await this.getConversation(user, input.conversationId)
      : await this.createConversationRow(user, titleFrom(input.prompt));
    const result = await this.send(user, { content: input.prompt, conversationId: conversation.id, systemIds: input.systemIds, mode: input.mode });
    return {
      response: result.assistantMessage?.content ?? '',
      conversationId: conversation.id,
      systemSources: result.assistantMessage?.systemSources ?? [],
    };
  }

  /**
   * POST /api/messages. The same clientMessageId sent again — at once or after a
   * reconnect — returns the first message and its answer; nothing new is made.
   */
  async send(
    user: CurrentUser,
    input: { content: string; conversationId: number; systemIds?: number[]; clientMessageId?: string; mode?: AskMode },
  ): Promise<{ conversationId: number; userMessage: Message; assistantMessage: Message | null }> {
    const conversation = await this.getConversation(user, input.conversationId);
    if (input.clientMessageId) {
      const existing = await this.findByClientId(user.id, input.clientMessageId);
      if (existing) return this.replay(existing);
    }
    const inserted = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.messages)
        .values({ conversationId: conversation.id, userId: user.id, role: 'user', content: input.content, clientMessageId: input.clientMessageId ?? null })
        .onConflictDoNothing()
        .returning();
      // Only a message that is really new uses a question from the plan.
      if (row) await this.usage.consume(user, tx);
      return row;
    });
    if (!inserted) return this.replay((await this.findByClientId(user.id, input.clientMessageId!))!);
    const userMessage = toMessage(inserted);
    this.emit(user.id, { type: 'message_updated', payload: { conversationId: conversation.id, message: userMessage } });
    this.emit(user.id, { type: 'assistant_typing', payload: { isTyping: true, conversationId: conversation.id } });

    let answer: Answer;
    let status: 'complete' | 'error' = 'complete';
    try {
      answer = await this.answer(user, { question: input.content, systemIds: input.systemIds, mode: input.mode ?? 'both' });
    } catch (error) {
      status = 'error';
      answer = { text: `Error: ${error instanceof AppError ? error.message : 'Something went wrong. Please try again.'}`, systemSources: [] };
    }
    // SOE Local answers in one piece; it still goes out as deltas so the client's streaming path is the real one.
    if (status === 'complete') {
      for (const delta of chunks(answer.text)) {
        this.emit(user.id, { type: 'message_delta', payload: { conversationId: conversation.id, replyTo: inserted.id, delta } });
      }
    }
    const [reply] = await this.db
      .insert(schema.messages)
      .values({ conversationId: conversation.id, userId: user.id, role: 'assistant', content: answer.text, systemSources: answer.systemSources, replyTo: inserted.id, status })
      .onConflictDoNothing()
      .returning();
    await this.db.update(schema.conversations).set({ updatedAt: new Date() }).where(eq(schema.conversations.id, conversation.id));
    const assistantMessage = reply ? toMessage(reply) : await this.replyTo(inserted.id);
    this.emit(user.id, { type: 'assistant_typing', payload: { isTyping: false, conversationId: conversation.id } });
    if (assistantMessage) this.emit(user.id, { type: 'message_updated', payload: { conversationId: conversation.id, message: assistantMessage } });
    return { conversationId: conversation.id, userMessage, assistantMessage };
  }

  private async createConversationRow(user: CurrentUser, title: string) {
    const [row] = await this.db.insert(schema.conversations).values({ userId: user.id, title }).returning();
    this.emit(user.id, { type: 'conversation_updated', payload: { conversation: toConversation(row!), action: 'created' } });
    return row!;
  }

  private async findByClientId(userId: number, clientMessageId: string) {
    const [row] = await this.db
      .select()
      .from(schema.messages)
      .where(and(eq(schema.messages.userId, userId), eq(schema.messages.clientMessageId, clientMessageId)))
      .limit(1);
    return row;
  }

  private async replyTo(messageId: number): Promise<Message | null> {
    const [row] = await this.db.select().from(schema.messages).where(eq(schema.messages.replyTo, messageId)).limit(1);
    return row ? toMessage(row) : null;
  }

  private async replay(userMessage: MessageRow) {
    return { conversationId: userMessage.conversationId, userMessage: toMessage(userMessage), assistantMessage: await this.replyTo(userMessage.id) };
  }
}

/** The text in up to `count` pieces, cut between code points (never inside an emoji or surrogate pair). */
function chunks(text: string, count = 4): string[] {
  const points = Array.from(text);
  if (points.length === 0) return [];
  const size = Math.ceil(points.length / count);
  const pieces: string[] = [];
  for (let i = 0; i < points.length; i += size) pieces.push(points.slice(i, i + size).join(''));
  return pieces;
}

function titleFrom(prompt: string) {
  const oneLine = prompt.replace(/\s+/g, ' ').trim();
  return oneLine.length > TITLE_MAX ? `${oneLine.slice(0, TITLE_MAX - 1)}…` : oneLine;
}

function toConversation(row: ConversationRow): Conversation {
  return { id: row.id, title: row.title, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    content: row.content,
    conversationId: row.conversationId,
    ...(row.role !== 'user' ? { systemSources: row.systemSources ?? [] } : {}),
    timestamp: row.createdAt.toISOString(),
    status: row.status as Message['status'],
    clientMessageId: row.clientMessageId,
  };
}
