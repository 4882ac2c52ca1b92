import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

describe('conversations, messages and /api/ask', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    await new TestClient(t.app).register('chat-owner'); // the owner; a and b are ordinary free users
    a = new TestClient(t.app);
    await a.register('chat-a');
    b = new TestClient(t.app);
    await b.register('chat-b');
  });
  afterAll(async () => t?.destroy());

  it('answers a question about the demo company with exact figures and stores both messages', async () => {
    const res = await a.post('/api/ask', { prompt: 'How many products do we have?' });
    expect(res.status).toBe(200);
    expect(res.json.systemSources).toEqual(['Demo Company']);
    expect(res.json.response).toMatch(/\d/);
    const messages = (await a.get(`/api/conversations/${res.json.conversationId}/messages`)).json;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages[1].content).toBe(res.json.response);
    const conversations = (await a.get('/api/conversations')).json;
    expect(conversations[0]).toMatchObject({ id: res.json.conversationId, title: 'How many products do we have?' });
  });

  it('creates one message and one answer for a client message id sent five times', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Internal System Query' })).json;
    const send = () =>
      a.post('/api/messages', {
        content: 'Top 3 products by revenue',
        conversationId: conv.id,
        clientMessageId: 'client-msg-1',
      });
    const results = await Promise.all([send(), send(), send(), send(), send()]);
    for (const r of results) expect(r.status).toBe(200);
    expect(new Set(results.map((r) => r.json.userMessage.id)).size).toBe(1);
    const again = await send(); // e.g. after a reconnect
    expect(again.json.assistantMessage.id).toBe(
      results[0]!.json.assistantMessage?.id ?? again.json.assistantMessage.id,
    );
    const messages = (await a.get(`/api/conversations/${conv.id}/messages`)).json;
    expect(messages.filter((m: { role: string }) => m.role === 'user')).toHaveLength(1);
    expect(messages.filter((m: { role: string }) => m.role === 'assistant')).toHaveLength(1);
  });

  it('keeps conversations private: another user’s ids answer 404 like missing ones', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Private' })).json;
    for (const [method, path, body] of [
      ['GET', `/api/conversations/${conv.id}`, undefined],
      ['GET', `/api/conversations/${conv.id}/messages`, undefined],
      ['PUT', `/api/conversations/${conv.id}`, { title: 'mine now' }],
      ['DELETE', `/api/conversations/${conv.id}`, undefined],
    ] as const) {
      const theirs = await b.request(method, path, body);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.json).toEqual((await b.request(method, path.replace(String(conv.id), '987654'), body)).json);
    }
    expect((await b.post('/api/messages', { content: 'hi', conversationId: conv.id })).status).toBe(404);
    expect((await b.post('/api/ask', { prompt: 'hi', conversationId: conv.id })).status).toBe(404);
    expect((await a.get(`/api/conversations/${conv.id}`)).json.title).toBe('Private');
    expect((await a.get(`/api/conversations/${conv.id}/messages`)).json).toEqual([]);
  });

  it('lists conversations newest first, with the same timestamps every route gives', async () => {
    const first = (await a.post('/api/conversations', { title: 'Listed first' })).json;
    const second = (await a.post('/api/conversations', { title: 'Listed second' })).json;
    // Microseconds and a non-UTC session time zone must not change what the list says.
    await t.ctx.database.sql.query(
      `UPDATE conversations SET updated_at = '2031-02-03 04:05:06.789987+05:30' WHERE id = $1`,
      [first.id],
    );
    const list = (await a.get('/api/conversations')).json as { id: number; createdAt: string; updatedAt: string }[];
    expect(list.slice(0, 2).map((c) => c.id)).toEqual([first.id, second.id]);
    expect(list[0]).toEqual((await a.get(`/api/conversations/${first.id}`)).json);
    expect(list[0]!.updatedAt).toBe('2031-02-02T22:35:06.789Z');
    expect(list[1]).toEqual(second);
  });

  it('renames and deletes conversations', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Old' })).json;
    expect((await a.put(`/api/conversations/${conv.id}`, { title: 'New' })).json.title).toBe('New');
    expect((await a.delete(`/api/conversations/${conv.id}`)).status).toBe(204);
    expect((await a.get(`/api/conversations/${conv.id}`)).status).toBe(404);
  });

  it('says plainly that external knowledge needs a model provider', async () => {
    const res = await b.post('/api/ask', {
      prompt: 'What are typical industry benchmarks for churn?',
      mode: 'external',
    });
    expect(res.status).toBe(200);
    expect(res.json.response).toMatch(/language.model|model provider/i);
  });

  it('refuses the 11th question of a free month with 402 and a clear text', async () => {
    const c = new TestClient(t.app);
    await c.register('chat-quota');
    for (let i = 0; i < 10; i++)
      expect((await c.post('/api/ask', { prompt: `How many accounts do we have? ${i}` })).status).toBe(200);
    const eleventh = await c.post('/api/ask', { prompt: 'How many accounts do we have?' });
    expect(eleventh.status).toBe(402);
    expect(eleventh.json.message).toMatch(/all 10 questions .* Free plan/);
    expect((await c.get('/api/usage')).json.queriesUsed).toBe(10);
  });

  it('lists SOE Local as the active provider and refuses unknown ones', async () => {
    const providers = (await a.get('/api/llm-providers')).json;
    expect(providers[0]).toEqual(expect.objectContaining({ id: 'soe-local', isActive: true, configured: true }));
    // Without keys in the environment or Settings, no model provider is usable.
    expect(providers.slice(1).every((p: { configured: boolean }) => !p.configured)).toBe(true);
    expect((await a.get('/api/llm-providers/active')).json.id).toBe('soe-local');
    expect((await a.post('/api/llm-providers/soe-local/activate')).status).toBe(200);
    expect((await a.post('/api/llm-providers/openai/activate')).status).toBe(400);
  });
});
