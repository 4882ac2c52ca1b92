import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SYSTEM_MESSAGE, type SystemLink } from '@soe/shared';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { figureOf, rowsOf } from '../engine/testing/answer-text';
import { ordersPerManager, setTier, successSheet, uploadCsv } from './testing/spreadsheet';

const FILE = 'customer-success.csv';

/**
 * Cross-System Analysis over HTTP: the built-in Demo Company and an uploaded spreadsheet that gives a customer
 * success manager to some of its accounts (names written the spreadsheet's way). Links are found, listed, added and
 * removed; the chat answers one question from both; plans and ownership are enforced on the server.
 */
describe('links between systems and cross-system answers (Demo Company + spreadsheet)', () => {
  let t: TestApp;
  let pro: TestClient;
  let other: TestClient;
  let conversation: number;
  let documentId: number;
  let demoKey: string;
  /** Demo account name → its success manager, for the accounts the spreadsheet lists. */
  const manager = new Map<string, string>();

  const ask = async (client: TestClient, content: string) => {
    const res = await client.post('/api/messages', { content, conversationId: conversation });
    expect(res.status, res.body).toBe(200);
    return res.json.assistantMessage as { content: string; systemSources: string[] };
  };

  beforeAll(async () => {
    t = await createTestApp();
    // The first account of an instance is its owner, a staff admin: the users below are ordinary users.
    await new TestClient(t.app).register('cross-owner');
    pro = new TestClient(t.app);
    other = new TestClient(t.app);
    await pro.register('cross-pro');
    await other.register('cross-other');
    await setTier(t, pro, 'cross-pro', 'pro');
    conversation = (await pro.post('/api/conversations', { title: 'Success' })).json.id;
    const sheet = await successSheet(t);
    sheet.manager.forEach((m, name) => manager.set(name, m));
    documentId = await uploadCsv(t, pro, FILE, sheet.csv, conversation);
    const systems = (await pro.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>;
    demoKey = `system:${systems.find((s) => s.isDemo)!.id}`;
  }, 120_000);
  afterAll(async () => t?.destroy());

  it('lists the systems and spreadsheets a user can link, with their tables and columns', async () => {
    const res = await pro.get('/api/system-links/sources');
    expect(res.status).toBe(200);
    const keys = res.json.sources.map((s: { source: string }) => s.source);
    expect(keys).toEqual(expect.arrayContaining([demoKey, `document:${documentId}`]));
    const sheet = res.json.sources.find((s: { source: string }) => s.source === `document:${documentId}`);
    expect(sheet.tables[0].columns).toEqual(expect.arrayContaining(['Company', 'Success Manager']));
  });

  it('finds that the spreadsheet’s companies are Demo Company accounts, by normalised names', async () => {
    const res = await pro.post('/api/system-links/find', { sources: [demoKey, `document:${documentId}`] });
    expect(res.status, res.body).toBe(200);
    expect(res.json.allowed).toBe(true);
    const link = (res.json.links as SystemLink[]).find((l) => l.b.column === 'Company');
    expect(link).toMatchObject({
      method: 'name',
      origin: 'found',
      a: { source: demoKey, entity: 'demo.accounts', column: 'name', sourceName: 'Demo Company' },
      b: { source: `document:${documentId}`, sourceName: FILE },
      matched: manager.size,
      distinctB: manager.size + 1,
    });
    // Found again: the same links, not twice.
    const again = await pro.post('/api/system-links/find', { sources: [`document:${documentId}`, demoKey] });
    expect(again.json.links).toHaveLength(res.json.links.length);
  });

  it('answers "How many orders by success manager?" from both sources, exactly', async () => {
    const answer = await ask(pro, 'How many orders by success manager?');
    expect(answer.systemSources, answer.content).toEqual(['Demo Company', FILE]);
    const expected = await ordersPerManager(t, manager);
    const got = new Map(
      rowsOf(answer.content)
        .map((r) => Object.values(r) as [string | null, number])
        .filter(([m]) => m !== null),
    );
    expect(got).toEqual(expected);
    expect(answer.content).toMatch(/Demo Company and customer-success\.csv were joined on accounts\.name = /);
  });

  it('adds a link a person names, measured on the data, and refuses a column that does not exist', async () => {
    const bad = await pro.post('/api/system-links', {
      a: { source: demoKey, entity: 'demo.accounts', column: 'nickname' },
      b: { source: `document:${documentId}`, entity: 'customer-success', column: 'Company' },
      method: 'name',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/a\.column: accounts in Demo Company has no column nickname/);
    const sources = (await pro.get('/api/system-links/sources')).json.sources as Array<{
      source: string;
      tables: Array<{ entity: string }>;
    }>;
    const sheetEntity = sources.find((s) => s.source === `document:${documentId}`)!.tables[0].entity;
    const made = await pro.post('/api/system-links', {
      a: { source: demoKey, entity: 'demo.employees', column: 'email' },
      b: { source: `document:${documentId}`, entity: sheetEntity, column: 'Company' },
      method: 'email',
    });
    expect(made.status, made.body).toBe(201);
    expect(made.json).toMatchObject({ origin: 'person', method: 'email', matched: 0 });
    // Another user's link is as missing as one that does not exist, and so are another user's sources.
    await setTier(t, other, 'cross-other', 'pro');
    expect((await other.request('DELETE', `/api/system-links/${made.json.id}`)).status).toBe(404);
    expect((await other.get('/api/system-links')).json.links).toEqual([]);
    const stolen = await other.post('/api/system-links/find', { sources: [demoKey, `document:${documentId}`] });
    expect(stolen.status).toBe(404);
    const planted = await other.post('/api/system-links', {
      a: { source: demoKey, entity: 'demo.accounts', column: 'name' },
      b: { source: `document:${documentId}`, entity: sheetEntity, column: 'Company' },
      method: 'name',
    });
    expect(planted.status).toBe(404);
    expect(planted.body).toBe(stolen.body);
    expect(
      (await other.get('/api/system-links/sources')).json.sources.map((x: { source: string }) => x.source),
    ).not.toContain(`document:${documentId}`);
    expect((await pro.request('DELETE', `/api/system-links/${made.json.id}`)).status).toBe(204);
  });

  it('a free plan is told cross-system answers need a paid plan: 402 on the API, the plan text in the chat', async () => {
    await setTier(t, pro, 'cross-pro', 'free');
    try {
      const find = await pro.post('/api/system-links/find', { sources: [demoKey, `document:${documentId}`] });
      expect(find.status, 'find').toBe(402);
      expect(find.json).toMatchObject({ code: 'payment_required', message: CROSS_SYSTEM_MESSAGE });
      expect((await pro.get('/api/system-links')).json.allowed).toBe(false);
      const asked = await pro.post('/api/ask', {
        prompt: 'How many orders by success manager?',
        conversationId: conversation,
      });
      expect(asked.status, asked.body).toBe(402);
      expect(asked.json.message).toBe(CROSS_SYSTEM_MESSAGE);
      const chat = await ask(pro, 'How many orders by success manager?');
      expect(chat.content).toBe(CROSS_SYSTEM_MESSAGE);
      // One system's question is still answered.
      const alone = await ask(pro, 'How many orders are there?');
      expect(alone.systemSources).toEqual(['Demo Company']);
      expect(figureOf(alone.content)).toBeGreaterThan(0);
    } finally {
      await setTier(t, pro, 'cross-pro', 'pro');
    }
  });

  it('removing the link ends cross-system answers on it', async () => {
    const links = (await pro.get('/api/system-links')).json.links as SystemLink[];
    for (const l of links) expect((await pro.request('DELETE', `/api/system-links/${l.id}`)).status).toBe(204);
    const answer = await ask(pro, 'How many orders by success manager?');
    expect(answer.systemSources).not.toEqual(['Demo Company', FILE]);
  });
});
