import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { TestSocket } from '../realtime/test-socket';
import { ChatService } from './service';
import { streamingAnswerer, until } from './test-answerer';

describe('stopping and regenerating answers', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let realChat: ChatService;
  beforeAll(async () => {
    t = await createTestApp();
    await new TestClient(t.app).register('ctl-owner');
    a = new TestClient(t.app);
    await a.register('ctl-a');
    b = new TestClient(t.app);
    await b.register('ctl-b');
    realChat = t.ctx.chat;
  });
  afterAll(async () => t?.destroy());

  function useStreamingProvider(words: string[], stepMs = 40) {
    const progress = { deltas: 0 };
    t.ctx.chat = new ChatService(
      t.ctx.database.db,
      t.ctx.usage,
      streamingAnswerer(words, stepMs, progress),
      t.ctx.realtime,
      t.ctx.counters,
    );
    return progress;
  }

  it('stops a running answer: the stored answer keeps exactly the text streamed so far, marked stopped', async () => {
    const progress = useStreamingProvider(Array.from({ length: 100 }, (_, i) => `w${i}`));
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: a.cookieHeader,
    });
    await socket.waitForType('connection_established');
    const conv = (await a.post('/api/conversations', { title: 'Stop me' })).json;

    const sending = a.post('/api/messages', {
      content: 'Write a long answer',
      conversationId: conv.id,
      clientMessageId: 'stop-1',
    });
    await until(() => progress.deltas >= 3);
    const stop = await a.post(`/api/conversations/${conv.id}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.json).toEqual({ stopping: true });

    const sent = await sending;
    expect(sent.status).toBe(200);
    const answer = sent.json.assistantMessage;
    expect(answer.status).toBe('stopped');
    expect(progress.deltas).toBeLessThan(100);
    const streamed = socket
      .ofType('message_delta')
      .map((f) => f.payload.delta)
      .join('');
    expect(answer.content).toBe(streamed);
    expect(answer.content.split(' ').length).toBe(progress.deltas);
    await socket.waitFor((f) => f.type === 'message_updated' && f.payload.message.status === 'stopped');
    expect(socket.ofType('answer_stop').map((f) => f.payload.conversationId)).toEqual([conv.id]);
    socket.close();

    const messages = (await a.get(`/api/conversations/${conv.id}/messages`)).json;
    expect(messages.map((m: { status: string }) => m.status)).toEqual(['complete', 'stopped']);
  });

  it('says when nothing was running, and answers 404 for another user’s conversation', async () => {
    useStreamingProvider(['done']);
    const conv = (await a.post('/api/conversations', { title: 'Idle' })).json;
    expect((await a.post(`/api/conversations/${conv.id}/stop`)).json).toEqual({ stopping: false });
    expect((await b.post(`/api/conversations/${conv.id}/stop`)).status).toBe(404);
  });

  it('regenerates the last answer in place, counting one question, with the real SOE Local', async () => {
    t.ctx.chat = realChat;
    const asked = await a.post('/api/ask', { prompt: 'How many products do we have?' });
    expect(asked.status).toBe(200);
    const [question, answer] = (await a.get(`/api/conversations/${asked.json.conversationId}/messages`)).json;
    const usedBefore = (await a.get('/api/usage')).json.queriesUsed;

    const again = await a.post(`/api/messages/${answer.id}/regenerate`);
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({
      id: answer.id,
      role: 'assistant',
      status: 'complete',
      content: answer.content,
      systemSources: ['Demo Company'],
    });
    expect((await a.get('/api/usage')).json.queriesUsed).toBe(usedBefore + 1);
    const messages = (await a.get(`/api/conversations/${asked.json.conversationId}/messages`)).json;
    expect(messages.map((m: { id: number }) => m.id)).toEqual([question.id, answer.id]);

    // Only an answer can be regenerated, only the last one, only by its owner.
    expect((await a.post(`/api/messages/${question.id}/regenerate`)).status).toBe(404);
    expect((await b.post(`/api/messages/${answer.id}/regenerate`)).status).toBe(404);
    await a.post('/api/messages', {
      content: 'How many orders do we have?',
      conversationId: asked.json.conversationId,
    });
    const older = await a.post(`/api/messages/${answer.id}/regenerate`);
    expect(older.status).toBe(409);
    expect(older.json.message).toBe('Only the last answer of a conversation can be regenerated');
  });
});
