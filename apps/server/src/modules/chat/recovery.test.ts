import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { TestSocket } from '../realtime/test-socket';
import { ANSWER_MARKER_TTL_S, ChatService, INTERRUPTED, INTERRUPTED_AFTER_MS } from './service';
import { streamingAnswerer, until } from './test-answerer';

/*
 * An instance that stops mid-answer leaves its question without an answer.
 * The sweep gives such questions an error answer the user can retry — and
 * leaves alone questions whose answer is still being produced.
 */
describe('answers interrupted by a stopped instance', () => {
  let t: TestApp;
  let a: TestClient;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await new TestClient(t.app).register('rec-owner');
    a = new TestClient(t.app);
    userId = (await a.register('rec-a')).id;
  });
  afterAll(async () => t?.destroy());

  /** A question stored `ageMs` ago with no answer, as a stopped instance leaves it. */
  async function orphan(conversationId: number, ageMs: number, clientMessageId?: string) {
    const [row] = await t.ctx.database.db
      .insert(schema.messages)
      .values({
        conversationId,
        userId,
        role: 'user',
        content: 'How many customers are there?',
        createdAt: new Date(Date.now() - ageMs),
        clientMessageId,
      })
      .returning();
    return row!;
  }

  it('answers a resend of a cut-off question with its retryable error answer, never null, once its marker has lapsed', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Resent' })).json;
    const question = await orphan(conv.id, INTERRUPTED_AFTER_MS + 5_000, 'rec-resend-1');
    // The dying instance's last heartbeat: its marker still lives for a moment, and the resend waits for it.
    await t.ctx.counters.mark(`answering:${userId}:${conv.id}:${question.id}`, 1);
    const early = await a.post('/api/messages', {
      content: 'How many customers are there?',
      conversationId: conv.id,
      clientMessageId: 'rec-resend-1',
    });
    expect(early.status).toBe(200);
    expect(early.json.assistantMessage).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const resent = await a.post('/api/messages', {
      content: 'How many customers are there?',
      conversationId: conv.id,
      clientMessageId: 'rec-resend-1',
    });
    expect(resent.status).toBe(200);
    expect(resent.json.userMessage.id).toBe(question.id);
    expect(resent.json.assistantMessage).toMatchObject({
      role: 'assistant',
      status: 'error',
      content: `Error: ${INTERRUPTED}`,
    });
    // The same answer every time after, and the sweep finds nothing left to do for it.
    const again = await a.post('/api/messages', {
      content: 'How many customers are there?',
      conversationId: conv.id,
      clientMessageId: 'rec-resend-1',
    });
    expect(again.json.assistantMessage.id).toBe(resent.json.assistantMessage.id);
    expect(
      await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, question.id)),
    ).toHaveLength(1);
  });

  it('renews the marker of a running answer with a heartbeat: it lives about 30 s, not 10 minutes', async () => {
    const progress = { deltas: 0 };
    const real = t.ctx.chat;
    const slow = new ChatService(
      t.ctx.database.db,
      t.ctx.usage,
      streamingAnswerer(
        Array.from({ length: 40 }, (_, i) => `w${i}`),
        25,
        progress,
      ),
      t.ctx.realtime,
      t.ctx.counters,
    );
    t.ctx.chat = slow;
    try {
      const conv = (await a.post('/api/conversations', { title: 'Heartbeat' })).json;
      const sending = a.post('/api/messages', { content: 'A long answer please', conversationId: conv.id });
      await until(() => progress.deltas >= 2);
      const [question] = await t.ctx.database.db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.conversationId, conv.id));
      const key = `answering:${userId}:${conv.id}:${question!.id}`;
      expect(await t.ctx.counters.get(key)).toBe(1);
      const ttl = await t.ctx.counters.ttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(ANSWER_MARKER_TTL_S);
      await sending;
      // Gone with the answer.
      expect(await t.ctx.counters.get(key)).toBe(0);
    } finally {
      t.ctx.chat = real;
    }
  });

  it('answers an old unanswered question with a retryable error, once, even when several instances sweep at once', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Cut off' })).json;
    const old = await orphan(conv.id, 10 * 60_000);
    const recent = await orphan(conv.id, 5_000);
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: a.cookieHeader,
    });
    await socket.waitForType('connection_established');

    // Three sweeps at once stand for three instances: exactly one answer is stored and announced.
    const results = await Promise.all([0, 1, 2].map(() => t.ctx.chat.recoverInterrupted(120_000)));
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    const replies = await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, old.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ role: 'assistant', status: 'error', content: `Error: ${INTERRUPTED}` });
    // The recent question may still be answered: untouched.
    expect(
      await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, recent.id)),
    ).toHaveLength(0);
    await socket.waitFor((f) => f.type === 'message_updated' && f.payload.message.status === 'error');
    expect(socket.ofType('message_updated').filter((f) => f.payload.message.status === 'error')).toHaveLength(1);
    socket.close();

    // The error answer is the conversation's last message: Retry (regenerate) answers the question again.
    const retried = await a.post(`/api/messages/${replies[0]!.id}/regenerate`);
    expect(retried.status).toBe(200);
    expect(retried.json.status).toBe('complete');
    expect(retried.json.content).not.toContain(INTERRUPTED);
  });

  it('leaves a question alone while an instance is still answering its conversation', async () => {
    const progress = { deltas: 0 };
    const real = t.ctx.chat;
    const slow = new ChatService(
      t.ctx.database.db,
      t.ctx.usage,
      streamingAnswerer(
        Array.from({ length: 60 }, (_, i) => `w${i}`),
        50,
        progress,
      ),
      t.ctx.realtime,
      t.ctx.counters,
    );
    t.ctx.chat = slow;
    try {
      const conv = (await a.post('/api/conversations', { title: 'Still going' })).json;
      const sending = a.post('/api/messages', { content: 'A long answer please', conversationId: conv.id });
      await until(() => progress.deltas >= 2);
      const [question] = await t.ctx.database.db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.conversationId, conv.id));
      // Even with a threshold of zero, the running marker keeps the sweep off it.
      await slow.recoverInterrupted(0);
      expect(
        await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, question!.id)),
      ).toHaveLength(0);
      const sent = await sending;
      expect(sent.json.assistantMessage.status).toBe('complete');
      const replies = await t.ctx.database.db
        .select()
        .from(schema.messages)
        .where(eq(schema.messages.replyTo, question!.id));
      expect(replies.map((r) => r.status)).toEqual(['complete']);
    } finally {
      t.ctx.chat = real;
    }
  });
});
