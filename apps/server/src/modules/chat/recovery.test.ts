import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { TestSocket } from '../realtime/test-socket';
import { ChatService, INTERRUPTED } from './service';
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
  async function orphan(conversationId: number, ageMs: number) {
    const [row] = await t.ctx.database.db
      .insert(schema.messages)
      .values({ conversationId, userId, role: 'user', content: 'How many customers are there?', createdAt: new Date(Date.now() - ageMs) })
      .returning();
    return row!;
  }

  it('answers an old unanswered question with a retryable error, once, even when several instances sweep at once', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Cut off' })).json;
    const old = await orphan(conv.id, 10 * 60_000);
    const recent = await orphan(conv.id, 5_000);
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, { origin: `http://127.0.0.1:${port}`, cookie: a.cookieHeader });
    await socket.waitForType('connection_established');

    // Three sweeps at once stand for three instances: exactly one answer is stored and announced.
    const results = await Promise.all([0, 1, 2].map(() => t.ctx.chat.recoverInterrupted(120_000)));
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    const replies = await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, old.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ role: 'assistant', status: 'error', content: `Error: ${INTERRUPTED}` });
    // The recent question may still be answered: untouched.
    expect(await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, recent.id))).toHaveLength(0);
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
    const slow = new ChatService(t.ctx.database.db, t.ctx.usage, streamingAnswerer(Array.from({ length: 60 }, (_, i) => `w${i}`), 50, progress), t.ctx.realtime, t.ctx.counters);
    t.ctx.chat = slow;
    try {
      const conv = (await a.post('/api/conversations', { title: 'Still going' })).json;
      const sending = a.post('/api/messages', { content: 'A long answer please', conversationId: conv.id });
      await until(() => progress.deltas >= 2);
      const [question] = await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.conversationId, conv.id));
      // Even with a threshold of zero, the running marker keeps the sweep off it.
      await slow.recoverInterrupted(0);
      expect(await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, question!.id))).toHaveLength(0);
      const sent = await sending;
      expect(sent.json.assistantMessage.status).toBe('complete');
      const replies = await t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.replyTo, question!.id));
      expect(replies.map((r) => r.status)).toEqual(['complete']);
    } finally {
      t.ctx.chat = real;
    }
  });
});
