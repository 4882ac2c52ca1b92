import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { buildApp, type BuiltApp } from '../../app';
import type { Database } from '../../db/client';
import { createTestDatabase, TestClient, testEnv } from '../../../test/helpers';
import { RedisHub } from './hub';
import { TestSocket } from './test-socket';
import { ChatService } from '../chat/service';
import { streamingAnswerer, until } from '../chat/test-answerer';

/** Runs when REDIS_URL is set (CI's services suite) and that Redis answers; skipped otherwise. */
async function redisReachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const probe = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 1_000,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const REDIS_URL = process.env.REDIS_URL;
const redisUp = await redisReachable(REDIS_URL);

describe.skipIf(!redisUp)('realtime across instances (Redis pub/sub)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-rt-redis-'));
  const prefix = `soe-test:${path.basename(dataDir)}:`;
  let database: Database;
  let one: BuiltApp;
  let two: BuiltApp;
  let url2: string;
  let origin2: string;
  let a: TestClient;
  let b: TestClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = (name: string) =>
      loadConfig({
        ...testEnv(path.join(dataDir, name)),
        REDIS_URL: REDIS_URL!,
        REDIS_KEY_PREFIX: prefix,
      });
    // Two instances of one deployment: one database, one Redis, one key prefix.
    one = await buildApp(config('one'), { database, logger: false });
    two = await buildApp(config('two'), { database, logger: false });
    const { port } = new URL(await two.app.listen({ port: 0, host: '127.0.0.1' }));
    url2 = `ws://127.0.0.1:${port}/ws`;
    origin2 = `http://127.0.0.1:${port}`;
    await new TestClient(one.app).register('rtr-owner');
    a = new TestClient(one.app);
    await a.register('rtr-a');
    b = new TestClient(one.app);
    await b.register('rtr-b');
  });

  afterAll(async () => {
    await two?.close();
    await one?.close();
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('uses the Redis hub', () => {
    expect(one.ctx.realtime).toBeInstanceOf(RedisHub);
  });

  it("delivers an answer produced on instance one to A's socket on instance two, and nothing to B's", async () => {
    const sa = await TestSocket.open(url2, { origin: origin2, cookie: a.cookieHeader });
    const sb = await TestSocket.open(url2, { origin: origin2, cookie: b.cookieHeader });
    await sa.waitForType('connection_established');
    await sb.waitForType('connection_established');

    const res = await a.post('/api/ask', { prompt: 'How many orders do we have?' });
    expect(res.status).toBe(200);
    await sa.waitFor((f) => f.type === 'message_updated' && f.payload.message.role === 'assistant');
    expect(
      sa
        .ofType('message_delta')
        .map((d) => d.payload.delta)
        .join(''),
    ).toBe(res.json.response);
    expect(sa.ofType('assistant_typing').map((f) => f.payload.isTyping)).toEqual([true, false]);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sb.frames.map((f) => f.type)).toEqual(['connection_established']);

    // Resume reads the shared log: a reconnect to either instance catches up.
    const first = sa.ofType('conversation_updated')[0]!;
    const again = await TestSocket.open(url2, { origin: origin2, cookie: a.cookieHeader });
    await again.waitForType('connection_established');
    again.send({ type: 'resume', payload: { lastEventId: first.id } });
    await again.waitFor((f) => f.type === 'message_updated' && f.payload.message.role === 'assistant');
    expect(again.ofType('message_updated').map((f) => f.payload.message.id)).toEqual(
      sa.ofType('message_updated').map((f) => f.payload.message.id),
    );
    sa.close();
    sb.close();
    again.close();
  });

  it('stops an answer running on instance one from a stop request to instance two', async () => {
    const progress = { deltas: 0 };
    const answering = one.ctx.chat;
    one.ctx.chat = new ChatService(
      database.db,
      one.ctx.usage,
      streamingAnswerer(
        Array.from({ length: 100 }, (_, i) => `w${i}`),
        40,
        progress,
      ),
      one.ctx.realtime,
      one.ctx.counters,
    );
    try {
      const viaTwo = new TestClient(two.app);
      viaTwo.cookies = new Map(a.cookies);
      const conv = (await a.post('/api/conversations', { title: 'Stop across instances' })).json;
      const sending = a.post('/api/messages', { content: 'Write a long answer', conversationId: conv.id });
      await until(() => progress.deltas >= 2);
      expect((await viaTwo.post(`/api/conversations/${conv.id}/stop`)).json).toEqual({ stopping: true });
      const sent = await sending;
      expect(sent.json.assistantMessage.status).toBe('stopped');
      expect(progress.deltas).toBeLessThan(100);
    } finally {
      one.ctx.chat = answering;
    }
  });

  it("signing out on instance one closes that session's sockets on instance two within 5 s (security check 13, docs/security.md), and only that session's", async () => {
    const leaving = new TestClient(one.app);
    await leaving.register('rtr-leaving');
    // The same person signed in a second time (another browser): a session of its own.
    const elsewhere = new TestClient(one.app);
    expect((await elsewhere.post('/api/login', { username: 'rtr-leaving', password: 'password-123' })).status).toBe(
      200,
    );
    const closing = await TestSocket.open(url2, { origin: origin2, cookie: leaving.cookieHeader });
    const staying = await TestSocket.open(url2, { origin: origin2, cookie: elsewhere.cookieHeader });
    await closing.waitForType('connection_established');
    await staying.waitForType('connection_established');
    const started = Date.now();
    expect((await leaving.logout('/auth/logout')).status).toBe(200);
    expect((await closing.closed).code).toBe(4401);
    expect(Date.now() - started).toBeLessThan(5000);
    staying.send({ type: 'ping', payload: { timestamp: 3 } });
    await staying.waitForType('pong');
    staying.close();
  });

  it("closeUser on instance one closes the user's sockets on instance two", async () => {
    const sa = await TestSocket.open(url2, { origin: origin2, cookie: a.cookieHeader });
    const hello = await sa.waitForType('connection_established');
    await one.ctx.realtime.closeUser(hello.payload.userId);
    expect((await sa.closed).code).toBe(4401);
  });
});
