import { eq } from 'drizzle-orm';
import type { Message, RealtimeEvent } from '@soe/shared';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import { blocksFor } from '../assistant/results';
import type { CurrentUser } from '../auth/session-user';
import { ConnectorError } from '../connectors/connector';
import type { RealtimeHub } from '../realtime/hub';
import type { SystemsService } from '../systems/service';
import type { UsageService } from '../usage/service';
import { toMessage, type ChatService } from './service';

export interface EditedSqlDeps {
  db: Db;
  usage: Pick<UsageService, 'consume'>;
  chat: Pick<ChatService, 'getConversation'>;
  systems: Pick<SystemsService, 'checkSql' | 'runSql'>;
  realtime?: Pick<RealtimeHub, 'publish'>;
}

/**
 * An analyst's edit of an answer's SQL, run again (POST /api/conversations/:id/sql) and kept as an answer of its
 * own: their SQL as the question, the result table as the reply. It counts as a question of the plan, taken when
 * the question is stored, after the statement passed its check: a refused statement is a 400 that costs nothing.
 */
export class EditedSqlAnswers {
  constructor(private readonly deps: EditedSqlDeps) {}

  async run(
    user: CurrentUser,
    conversationId: number,
    input: { systemId: number; sql: string },
  ): Promise<[Message, Message]> {
    const { db, usage, chat, systems } = this.deps;
    const conversation = await chat.getConversation(user, conversationId);
    await systems.checkSql(user, input.systemId, input.sql);
    const question = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(schema.messages)
        .values({
          conversationId: conversation.id,
          userId: user.id,
          role: 'user',
          content: `\`\`\`sql\n${input.sql}\n\`\`\``,
        })
        .returning();
      await usage.consume(user, tx);
      return row!;
    });
    const userMessage = toMessage(question);
    this.emit(user.id, { type: 'message_updated', payload: { conversationId: conversation.id, message: userMessage } });
    const answer = await this.answer(user, input);
    const [reply] = await db
      .insert(schema.messages)
      .values({
        conversationId: conversation.id,
        userId: user.id,
        role: 'assistant',
        content: answer.content,
        systemSources: answer.systemSources,
        replyTo: question.id,
        status: answer.status,
        // Shown under the answer as its query, to be edited and run again in turn.
        queries: answer.query ? [{ ...answer.query, text: input.sql }] : null,
      })
      .returning();
    await db
      .update(schema.conversations)
      .set({ updatedAt: new Date() })
      .where(eq(schema.conversations.id, conversation.id));
    const assistantMessage = toMessage(reply!);
    this.emit(user.id, {
      type: 'message_updated',
      payload: { conversationId: conversation.id, message: assistantMessage },
    });
    return [userMessage, assistantMessage];
  }

  /** The reply: a line saying what ran and the table; a failure of the system itself is an error answer, as in the chat. */
  private async answer(user: CurrentUser, input: { systemId: number; sql: string }) {
    try {
      const { systemName, result } = await this.deps.systems.runSql(user, input.systemId, input.sql);
      const n = result.rows.length;
      const rows = `${n.toLocaleString('en-US')} ${n === 1 ? 'row' : 'rows'}`;
      const line = result.truncated
        ? `Ran your edited SQL on ${systemName}: the first ${rows} (there are more; narrow the query to see them all).`
        : `Ran your edited SQL on ${systemName}: ${rows}.`;
      const { table } = blocksFor(result, systemName);
      const query = { systemId: input.systemId, systemName, language: 'sql' as const, editable: true };
      return { content: `${line}\n\n${table}`, systemSources: [systemName], status: 'complete' as const, query };
    } catch (error) {
      // Never a question without its reply: as in the chat, a failure is stored as an error answer.
      const message =
        error instanceof ConnectorError
          ? `the connected system could not answer: ${error.message}`
          : error instanceof AppError
            ? error.message
            : 'Something went wrong. Please try again.';
      return { content: `Error: ${message}`, systemSources: [], status: 'error' as const, query: null };
    }
  }

  /** Fire and forget, as the chat's own events: clients also refetch. */
  private emit(userId: number, event: RealtimeEvent) {
    try {
      this.deps.realtime?.publish(userId, event).catch(() => {});
    } catch {}
  }
}
