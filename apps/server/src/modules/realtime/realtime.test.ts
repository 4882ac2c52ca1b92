import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message, RealtimeFrame } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { HandshakeRefused, TestSocket } from './test-socket';

async function listen(t: TestApp) {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  return { url: `ws://127.0.0.1:${port}/ws`, origin: `http://127.0.0.1:${port}` };
}

async function refusal(promise: Promise<TestSocket>): Promise<number> {
  try {
    const socket = await promise;
    socket.close();
    return 101;
  } catch (error) {
    if (error instanceof HandshakeRefused) return error.status;
    throw error;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('/ws gateway', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let url: string;
  let origin: string;
  const open = (client: TestClient, headers: Record<string, string> = {}) =>
    TestSocket.open(url, { origin, cookie: client.cookieHeader, ...headers });

  beforeAll(async () => {
    t = await createTestApp();
    ({ url, origin } = await listen(t));
    await new TestClient(t.app).register('rt-owner');
    a = new TestClient(t.app);
    await a.register('rt-a');
    b = new TestClient(t.app);
    await b.register('rt-b');
  });
  afterAll(async () => t?.destroy());

  it('refuses a handshake without a session (security check 16, docs/security.md)', async () => {
    expect(await refusal(TestSocket.open(url, { origin }))).toBe(401);
    expect(await refusal(TestSocket.open(url, { origin, cookie: 'soe.session_token=forged.value' }))).toBe(401);
  });

  it('refuses a handshake from a foreign or missing Origin even with a valid session (security check 16, docs/security.md)', async () => {
    expect(await refusal(open(a, { origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(open(a, { origin: 'null' }))).toBe(403);
    expect(await refusal(TestSocket.open(url, { cookie: a.cookieHeader }))).toBe(403);
  });

  it('greets with connection_established and answers ping with pong', async () => {
    const socket = await open(a);
    const hello = await socket.waitForType('connection_established');
    expect(hello.payload).toEqual({ userId: expect.any(Number) });
    socket.send({ type: 'ping', payload: { timestamp: 12345 } });
    expect((await socket.waitForType('pong')).payload).toEqual({ timestamp: 12345 });
    socket.send('not json');
    expect((await socket.waitForType('error')).payload.message).toBe('Invalid JSON');
    socket.close();
  });

  it("streams A's answer to A's socket only: typing, deltas that add up to the stored answer, stored messages", async () => {
    const sa = await open(a);
    const sb = await open(b);
    await sa.waitForType('connection_established');
    await sb.waitForType('connection_established');

    const res = await a.post('/api/ask', { prompt: 'How many products do we have?' });
    expect(res.status).toBe(200);
    const conversationId = res.json.conversationId as number;
    const isAnswer = (f: RealtimeFrame) => f.type === 'message_updated' && f.payload.message.role === 'assistant';
    await sa.waitFor(isAnswer);

    const stored = (await a.get(`/api/conversations/${conversationId}/messages`)).json as Message[];
    const [question, answer] = stored;
    expect(answer!.content).toBe(res.json.response);

    const types = sa.frames.map((f) => f.type);
    expect(types[0]).toBe('connection_established');
    expect(sa.ofType('conversation_updated').map((f) => f.payload)).toEqual([
      { conversation: expect.objectContaining({ id: conversationId }), action: 'created' },
    ]);
    const typing = sa.ofType('assistant_typing').map((f) => f.payload);
    expect(typing).toEqual([
      { isTyping: true, conversationId },
      { isTyping: false, conversationId },
    ]);
    const deltas = sa.ofType('message_delta');
    expect(deltas.length).toBeGreaterThanOrEqual(1);
    expect(deltas.every((d) => d.payload.conversationId === conversationId && d.payload.replyTo === question!.id)).toBe(
      true,
    );
    expect(deltas.map((d) => d.payload.delta).join('')).toBe(answer!.content);
    // Order: typing on, deltas, typing off, the stored answer.
    const at = (pred: (f: RealtimeFrame) => boolean) => sa.frames.findIndex(pred);
    expect(at((f) => f.type === 'assistant_typing' && f.payload.isTyping)).toBeLessThan(
      at((f) => f.type === 'message_delta'),
    );
    expect(at((f) => f.type === 'assistant_typing' && !f.payload.isTyping)).toBeLessThan(at(isAnswer));
    const updated = sa.ofType('message_updated').map((f) => f.payload.message);
    expect(updated).toEqual([question, answer]);
    // Every hub event carries an id to resume from.
    expect(sa.frames.slice(1).every((f) => typeof f.id === 'string')).toBe(true);

    // B's socket saw nothing of it (security check 4, docs/security.md).
    await sleep(200);
    expect(sb.frames.map((f) => f.type)).toEqual(['connection_established']);
    sa.close();
    sb.close();
  });

  it("publishes conversation renames and deletes to the owner's sockets only", async () => {
    const sa = await open(a);
    const sb = await open(b);
    await sa.waitForType('connection_established');
    await sb.waitForType('connection_established');
    const conv = (await a.post('/api/conversations', { title: 'Internal System Query' })).json;
    expect((await b.put(`/api/conversations/${conv.id}`, { title: 'stolen' })).status).toBe(404);
    await a.put(`/api/conversations/${conv.id}`, { title: 'Renamed' });
    await a.delete(`/api/conversations/${conv.id}`);
    await sa.waitFor((f) => f.type === 'conversation_updated' && f.payload.action === 'deleted');
    expect(sa.ofType('conversation_updated').map((f) => [f.payload.action, f.payload.conversation.title])).toEqual([
      ['created', 'Internal System Query'],
      ['updated', 'Renamed'],
      ['deleted', 'Renamed'],
    ]);
    await sleep(100);
    expect(sb.frames.map((f) => f.type)).toEqual(['connection_established']);
    sa.close();
    sb.close();
  });

  it('a socket dropped mid-answer gets what it missed with resume (reliability check 2, docs/reliability.md)', async () => {
    const first = await open(a);
    await first.waitForType('connection_established');
    const conv = (await a.post('/api/conversations', { title: 'Resume' })).json;
    const seen = await first.waitForType('conversation_updated');
    first.close();
    await first.closed;

    const res = await a.post('/api/messages', {
      content: 'How many customers do we have?',
      conversationId: conv.id,
      clientMessageId: 'rt-resume-1',
    });
    expect(res.status).toBe(200);

    const again = await open(a);
    await again.waitForType('connection_established');
    again.send({ type: 'resume', payload: { lastEventId: seen.id } });
    await again.waitFor((f) => f.type === 'message_updated' && f.payload.message.role === 'assistant');
    expect(
      again
        .ofType('message_delta')
        .map((d) => d.payload.delta)
        .join(''),
    ).toBe(res.json.assistantMessage.content);
    expect(again.ofType('message_updated').map((f) => f.payload.message.id)).toEqual([
      res.json.userMessage.id,
      res.json.assistantMessage.id,
    ]);
    // An unknown id sends nothing (the client refetches instead).
    again.send({ type: 'resume', payload: { lastEventId: 'unknown' } });
    again.send({ type: 'ping', payload: { timestamp: 1 } });
    await again.waitForType('pong');
    expect(again.ofType('message_updated')).toHaveLength(2);
    again.close();
  });

  it('closeUser ends every socket of that user and no other (security check 13, docs/security.md)', async () => {
    const a1 = await open(a);
    const a2 = await open(a);
    const sb = await open(b);
    await Promise.all([a1, a2, sb].map((s) => s.waitForType('connection_established')));
    const userId = a1.ofType('connection_established')[0]!.payload.userId;
    await t.ctx.realtime.closeUser(userId);
    expect((await a1.closed).code).toBe(4401);
    expect((await a2.closed).code).toBe(4401);
    sb.send({ type: 'ping', payload: { timestamp: 2 } });
    await sb.waitForType('pong');
    sb.close();
  });

  it('signing out ends the sockets of that session within 5 s (security check 13, docs/security.md), and leaves the same user’s other sessions open', async () => {
    const leaving = new TestClient(t.app);
    await leaving.register('rt-leaving');
    const elsewhere = new TestClient(t.app);
    expect((await elsewhere.post('/api/login', { username: 'rt-leaving', password: 'password-123' })).status).toBe(200);
    const closing = await open(leaving);
    const staying = await open(elsewhere);
    await Promise.all([closing, staying].map((s) => s.waitForType('connection_established')));
    const started = Date.now();
    expect((await leaving.logout('/auth/logout')).status).toBe(200);
    expect((await closing.closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
    staying.send({ type: 'ping', payload: { timestamp: 4 } });
    await staying.waitForType('pong');
    staying.close();
  });

  it('an admin disabling a user ends that user’s open socket within 5 s (security check 13, docs/security.md)', async () => {
    const victim = new TestClient(t.app);
    const me = await victim.register('rt-disabled');
    const socket = await open(victim);
    await socket.waitForType('connection_established');
    const owner = new TestClient(t.app);
    expect((await owner.post('/api/login', { username: 'rt-owner', password: 'password-123' })).status).toBe(200);
    const started = Date.now();
    expect((await owner.put(`/api/admin/users/${me.id}`, { isActive: false })).status).toBe(200);
    expect((await socket.closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await victim.get('/api/user')).status).toBe(401);
  });
});

describe('/ws shutdown', () => {
  it('sends every socket a 1001 close frame when the app closes (reliability check 8, docs/reliability.md)', async () => {
    const t = await createTestApp();
    try {
      const { url, origin } = await listen(t);
      const client = new TestClient(t.app);
      await client.register('rt-shutdown');
      const socket = await TestSocket.open(url, { origin, cookie: client.cookieHeader });
      await socket.waitForType('connection_established');
      const closing = t.close();
      expect((await socket.closed).code).toBe(1001);
      await closing;
    } finally {
      await t.destroy().catch(() => {});
    }
  });
});
