import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerQuery, RealtimeFrame } from '@soe/shared';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';
import { labelsOf } from '../engine/testing/answer-text';
import { TestSocket } from '../realtime/test-socket';

/**
 * Every answer from data shows its query: the statements it ran are stored with the message, returned with the
 * message list and on the socket, kept by a cached result and a regenerated answer, and never hold a secret.
 */

const QUESTION = 'Top 5 customers by revenue';

interface AnswerMessage {
  id: number;
  role: string;
  content: string;
  status: string;
  queries?: AnswerQuery[];
}

describe('an answer’s queries (SOE Local)', () => {
  let t: TestApp;
  let user: TestClient;
  let demoId: number;

  beforeAll(async () => {
    t = await createTestApp();
    await new TestClient(t.app).register('queries-owner');
    user = new TestClient(t.app);
    await user.register('queries-user');
    demoId = ((await user.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>).find(
      (s) => s.isDemo,
    )!.id;
  });
  afterAll(async () => t?.destroy());

  const ask = async (content: string, conversationId?: number) => {
    const id = conversationId ?? (await user.post('/api/conversations', { title: 'Queries' })).json.id;
    const res = await user.post('/api/messages', { content, conversationId: id });
    expect(res.status, res.body).toBe(200);
    return { conversationId: id as number, answer: res.json.assistantMessage as AnswerMessage, res: res.json };
  };

  it('stores the Demo Company’s SELECT with the answer and returns it with the message and on the socket', async () => {
    const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
      origin: `http://127.0.0.1:${port}`,
      cookie: user.cookieHeader,
    });
    try {
      await socket.waitForType('connection_established');
      const { conversationId, answer, res } = await ask(QUESTION);
      expect(answer.status).toBe('complete');
      expect(res.userMessage.queries).toBeUndefined();
      expect(answer.queries).toHaveLength(1);
      const query = answer.queries![0]!;
      expect(query).toMatchObject({ systemId: demoId, systemName: 'Demo Company', language: 'sql', editable: true });
      expect(query.text).toMatch(/^SELECT /);
      expect(query.text).toContain('FROM "demo".');
      expect(query.text).not.toMatch(/\$\d/);
      // The statement written back as a structured query, in the catalog's names (engine/structured/from-spec.ts).
      expect(query.structured).toMatchObject({ from: 'demo.invoices', measures: expect.any(Array) });

      // Stored: the message list returns it as the answer returned it.
      const listed = (await user.get(`/api/conversations/${conversationId}/messages`)).json as AnswerMessage[];
      expect(listed.find((m) => m.id === answer.id)!.queries).toEqual(answer.queries);
      expect(listed.find((m) => m.role === 'user')!.queries).toBeUndefined();
      // The answer's final event on the socket carries it too.
      const final = (await socket.waitFor(
        (f: RealtimeFrame) =>
          f.type === 'message_updated' && f.payload.message.id === answer.id && f.payload.message.status === 'complete',
      )) as Extract<RealtimeFrame, { type: 'message_updated' }>;
      expect(final.payload.message.queries).toEqual(answer.queries);

      // The statement is what computed the answer: run as shown, it lists the answer's customers in order.
      const { rows } = await t.ctx.database.sql.query<Record<string, unknown>>(query.text);
      expect(rows.slice(0, 5).map((r) => String(Object.values(r)[0]))).toEqual(labelsOf(answer.content));
    } finally {
      socket.close();
    }
  });

  it('keeps the statement when the result comes from the system’s cache, and when the answer is regenerated', async () => {
    // A staff admin's System Settings → Performance sets this (systems/performance.test.ts); here, on the user's own Demo.
    const cacheFor = (cacheSeconds: number | null) =>
      t.ctx.database.db.update(schema.systems).set({ cacheSeconds }).where(eq(schema.systems.id, demoId));
    await cacheFor(30);
    try {
      const cache = t.ctx.systems.runner.cache;
      const first = await ask('Top 4 customers by revenue');
      const hits = cache.stats.hits;
      const again = await ask('Top 4 customers by revenue');
      expect(cache.stats.hits).toBeGreaterThan(hits);
      expect(again.answer.queries).toEqual(first.answer.queries);
      expect(again.answer.queries?.[0]?.text).toMatch(/^SELECT /);

      const regenerated = await user.post(`/api/messages/${again.answer.id}/regenerate`);
      expect(regenerated.status, regenerated.body).toBe(200);
      expect((regenerated.json as AnswerMessage).queries).toEqual(first.answer.queries);
    } finally {
      await cacheFor(null);
    }
  });

  it('shows no query under an answer that read no data', async () => {
    const { answer } = await ask('Hello there');
    expect(answer.queries).toBeUndefined();
  });
});

const PG_ADMIN = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `${process.env.SOE_TEST_DB_PREFIX ?? 'soe'}_queries_test_${process.pid}`;
const CANARY = 'canary-Qu3ryPass-d41f';

async function pgAvailable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB}`);
    await c.end();
    const db = new pg.Client({ connectionString: PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`) });
    await db.connect();
    await db.query(`CREATE TABLE meters (id int PRIMARY KEY, site text NOT NULL, reading numeric(10,2) NOT NULL);
      INSERT INTO meters VALUES (1, 'North', 10.5), (2, 'South', 20), (3, 'North', 4.5);`);
    await db.end();
    return true;
  } catch {
    return false;
  }
}

describe('a connected PostgreSQL system’s statement holds no secret', async () => {
  const hasPg = await pgAvailable();
  let t: TestApp;
  let user: TestClient;
  let systemId: number;

  beforeAll(async () => {
    if (!hasPg) return;
    t = await createTestApp();
    await new TestClient(t.app).register('queries-pg-owner');
    user = new TestClient(t.app);
    await user.register('queries-pg');
    // With trust authentication any password is accepted: the canary rides along in the connection URL.
    const url = new URL(PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`));
    url.password = CANARY;
    const res = await user.post('/api/systems', {
      name: 'Plant',
      type: 'database',
      connectionDetails: { url: url.toString() },
    });
    expect(res.status, res.body).toBe(201);
    systemId = res.json.id;
  });
  afterAll(async () => {
    if (!hasPg) return;
    await t?.destroy();
    const c = new pg.Client({ connectionString: PG_ADMIN });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await c.end();
  });

  it.skipIf(!hasPg)('names the system, runs as shown, and never carries the connection’s password', async () => {
    const conversationId = (await user.post('/api/conversations', { title: 'Plant', systemIds: [systemId] })).json.id;
    const res = await user.post('/api/messages', { content: 'Total reading by site', conversationId });
    expect(res.status, res.body).toBe(200);
    const answer = res.json.assistantMessage as AnswerMessage;
    expect(answer.queries).toHaveLength(1);
    expect(answer.queries![0]).toMatchObject({ systemId, systemName: 'Plant', language: 'sql', editable: true });
    const stored = JSON.stringify((await user.get(`/api/conversations/${conversationId}/messages`)).json);
    expect(stored).not.toContain(CANARY);
    expect(JSON.stringify(answer.queries)).not.toContain(CANARY);
    const db = new pg.Client({ connectionString: PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`) });
    await db.connect();
    try {
      const { rows } = await db.query(answer.queries![0]!.text);
      expect(rows.map((r) => Object.values(r).map(String)).sort()).toEqual([
        ['North', '15.00'],
        ['South', '20.00'],
      ]);
    } finally {
      await db.end();
    }
  });
});

const KEY = 'sk-test-queries-5a0c';

describe('an answer’s queries (a language model through ask_data)', () => {
  let fake: OpenAiFake;
  let t: TestApp;
  let user: TestClient;

  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: KEY });
    t = await createTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-4o-mini' });
    await new TestClient(t.app).register('queries-model-owner');
    user = new TestClient(t.app);
    await user.register('queries-model');
    expect((await user.post('/api/llm-providers/openai/activate')).status).toBe(200);
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('stores the statements of the engine answers the tool got, and never the model’s key', async () => {
    fake.script([
      { toolCalls: [{ name: 'ask_data', args: { question: QUESTION } }] },
      (_request, view) => {
        const output = JSON.parse(String(view.toolResults[0]!.output));
        return { text: `Your top customers:\n\n[TABLE:${output.resultId}]` };
      },
    ]);
    const conversationId = (await user.post('/api/conversations', { title: 'Model' })).json.id;
    const res = await user.post('/api/messages', { content: QUESTION, conversationId, mode: 'internal' });
    expect(res.status, res.body).toBe(200);
    const answer = res.json.assistantMessage as AnswerMessage;
    expect(answer.status).toBe('complete');
    expect(answer.queries).toHaveLength(1);
    expect(answer.queries![0]).toMatchObject({ systemName: 'Demo Company', language: 'sql', editable: true });
    expect(answer.queries![0]!.text).toMatch(/^SELECT /);
    const listed = (await user.get(`/api/conversations/${conversationId}/messages`)).json as AnswerMessage[];
    expect(listed.at(-1)!.queries).toEqual(answer.queries);
    expect(JSON.stringify(listed)).not.toContain(KEY);
  });
});
