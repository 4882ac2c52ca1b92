import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase } from '../connectors/sql-write/testing';

const available = await reachable(PG_HOST, PG_PORT);
const DB = `i19_scope_${process.pid}`;

describe('conversations people can manage: titles, rename, search, and the systems a question goes to', () => {
  let t: TestApp;
  let a: TestClient;
  let b: TestClient;
  let demoId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('conv-owner');
    a = new TestClient(t.app);
    const { id } = await a.register('conv-a');
    // Enough questions for every case below.
    await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro' });
    b = new TestClient(t.app);
    await b.register('conv-b');
    demoId = (await a.get('/api/systems')).json.find((s: { isDemo: boolean }) => s.isDemo).id;
  });
  afterAll(async () => {
    await t?.destroy();
    if (available) await dropDatabase(DB).catch(() => {});
  });

  it('titles a conversation from its first question, replacing the mode title; later questions keep it', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Combined Knowledge Query' })).json;
    await a.post('/api/messages', {
      conversationId: conv.id,
      content: '  How many   products do we have in our whole catalogue, counting every single category?  ',
    });
    const titled = (await a.get(`/api/conversations/${conv.id}`)).json.title;
    expect(titled).toBe('How many products do we have in our whole catalogue…');
    expect(titled.length).toBeLessThanOrEqual(60);
    await a.post('/api/messages', { conversationId: conv.id, content: 'And how many customers?' });
    expect((await a.get(`/api/conversations/${conv.id}`)).json.title).toBe(titled);
    // A title the user chose is never replaced.
    const named = (await a.post('/api/conversations', { title: 'Board prep' })).json;
    await a.post('/api/messages', { conversationId: named.id, content: 'How many products do we have?' });
    expect((await a.get(`/api/conversations/${named.id}`)).json.title).toBe('Board prep');
  });

  it('renames, searches title and message text (with the matching part), and deletes; another user finds nothing', async () => {
    const conv = (await a.post('/api/ask', { prompt: 'How many products do we have?' })).json;
    expect(
      (await a.put(`/api/conversations/${conv.conversationId}`, { title: 'Quarterly catalogue check' })).json.title,
    ).toBe('Quarterly catalogue check');
    const byTitle = (await a.get('/api/conversations/search?q=QUARTERLY%20catalogue')).json;
    expect(byTitle.map((c: { id: number }) => c.id)).toEqual([conv.conversationId]);
    expect(byTitle[0].snippet).toBeNull();
    expect(byTitle[0].systemIds).toBeUndefined();
    // A later message of the conversation matches too (ids of messages and conversations differ by now).
    await a.post('/api/messages', { conversationId: conv.conversationId, content: 'And the number of suppliers?' });
    const later = (await a.get('/api/conversations/search?q=number%20of%20SUPPLIERS')).json;
    expect(later.map((c: { id: number }) => c.id)).toEqual([conv.conversationId]);
    expect(later[0].snippet).toBe('And the number of suppliers?');
    const byText = (await a.get('/api/conversations/search?q=products%20do')).json;
    expect(byText.map((c: { id: number }) => c.id)).toContain(conv.conversationId);
    expect(byText.find((c: { id: number }) => c.id === conv.conversationId).snippet).toContain('products do we have');
    // LIKE's wildcards are searched as text.
    expect((await a.get('/api/conversations/search?q=%25')).json).toEqual([]);
    expect((await a.get('/api/conversations/search?q=_')).json).toEqual([]);
    expect((await b.get('/api/conversations/search?q=quarterly')).json).toEqual([]);
    expect((await a.get('/api/conversations/search?q=')).status).toBe(400);
    expect((await a.put(`/api/conversations/${conv.conversationId}`, {})).status).toBe(400);
    expect((await a.delete(`/api/conversations/${conv.conversationId}`)).status).toBe(204);
    expect((await a.get('/api/conversations/search?q=quarterly')).json).toEqual([]);
  });

  it('remembers the systems picked for a conversation; refuses systems that are not the user’s', async () => {
    const conv = (await a.post('/api/conversations', { title: 'Picked', systemIds: [demoId] })).json;
    expect(conv.systemIds).toEqual([demoId]);
    expect((await a.put(`/api/conversations/${conv.id}`, { systemIds: null })).json.systemIds).toBeUndefined();
    expect((await a.put(`/api/conversations/${conv.id}`, { systemIds: [demoId] })).json).toMatchObject({
      title: 'Picked',
      systemIds: [demoId],
    });
    expect((await a.get(`/api/conversations/${conv.id}`)).json.systemIds).toEqual([demoId]);
    const theirDemo = (await b.get('/api/systems')).json.find((s: { isDemo: boolean }) => s.isDemo).id;
    const refused = await a.put(`/api/conversations/${conv.id}`, { systemIds: [theirDemo] });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toMatch(/does not exist/);
    expect((await a.post('/api/conversations', { title: 'x', systemIds: [theirDemo] })).status).toBe(400);
  });

  describe.skipIf(!available)('with a second system connected beside the Demo Company', () => {
    let crmId: number;
    beforeAll(async () => {
      const url = await createCrmDatabase(DB);
      const created = await a.post('/api/systems', {
        name: 'Chinook Music Store',
        type: 'crm',
        connectionDetails: { url },
      });
      expect(created.status, created.body).toBe(201);
      crmId = created.json.id;
    });

    it('a system named in the question ("in Chinook", "from Chinook Music Store", "@Demo Company") answers it alone', async () => {
      const sources = async (prompt: string) => (await a.post('/api/ask', { prompt })).json.systemSources as string[];
      expect(await sources('How many accounts are there in Chinook?')).toEqual(['Chinook Music Store']);
      expect(await sources('How many accounts are there from Chinook Music Store')).toEqual(['Chinook Music Store']);
      expect(await sources('@Demo Company how many accounts are there?')).toEqual(['Demo Company']);
      expect(await sources('How many accounts are there in Demo Company?')).toEqual(['Demo Company']);
      // The question is stored as typed; only the answerer reads it without the name.
      const asked = (await a.post('/api/ask', { prompt: 'How many accounts are there in Chinook?' })).json;
      const messages = (await a.get(`/api/conversations/${asked.conversationId}/messages`)).json;
      expect(messages[0].content).toBe('How many accounts are there in Chinook?');
      expect(messages[1].content).toMatch(/\b4\b/);
    });

    it('the conversation’s picked systems answer its questions, through /api/messages, until the picker is cleared', async () => {
      const conv = (await a.post('/api/conversations', { title: 'Only Chinook', systemIds: [crmId] })).json;
      const send = async (content: string) =>
        (await a.post('/api/messages', { conversationId: conv.id, content })).json.assistantMessage.systemSources;
      expect(await send('How many accounts are there?')).toEqual(['Chinook Music Store']);
      // A name in the question wins over the picker.
      expect(await send('How many accounts are there in Demo Company?')).toEqual(['Demo Company']);
      await a.put(`/api/conversations/${conv.id}`, { systemIds: [demoId] });
      expect(await send('How many accounts are there?')).toEqual(['Demo Company']);
    });
  });
});
