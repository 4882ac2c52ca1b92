/**
 * Reliability check 6 (docs/reliability.md): Redis killed.
 *
 * SOE runs on a private redis-server, which is SIGKILLed. The instance keeps
 * serving everything that uses Redis — sign-in and its failure limit, route
 * rate limits, conversations, answers and their /ws events to the sockets on
 * the same instance — each within a few seconds. When redis-server comes back
 * on the same port SOE reconnects by itself: an event published on instance 1
 * reaches a socket on instance 2 again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createDatabase,
  openSocket,
  poll,
  randomId,
  startRedis,
  startSoe,
  type PrivateRedis,
  type SoeProcess,
  type TestDatabase,
  type TestSocket,
} from './support';

/** Longest any request may take while Redis is gone. */
const BOUND_MS = 3_000;
const QUESTION = 'How many products do we have?';

describe('reliability 6: Redis killed', () => {
  let db: TestDatabase;
  let redis: PrivateRedis;
  let one: SoeProcess;
  let two: SoeProcess | undefined;
  const sockets: TestSocket[] = [];
  const prefix = `soe-rel:${randomId()}:`;

  beforeAll(async () => {
    db = await createDatabase();
    redis = await startRedis();
    one = await startSoe({ databaseUrl: db.url, redisUrl: redis.url, redisKeyPrefix: prefix });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await two?.stop();
    await one?.stop();
    await redis?.stop();
    await db?.drop();
  });

  it('keeps serving on one instance without Redis and works across instances again once it returns', async () => {
    const client = new ApiClient(one.baseURL, 10_000);
    const account = await client.register();
    const conversation = (await client.post('/api/conversations', { title: 'Before Redis goes' })).json as {
      id: number;
    };
    const before = await openSocket(client);
    sockets.push(before);
    await before.waitForType('connection_established');

    await redis.kill();
    const bounded = <T extends { status: number; ms: number; text: string }>(res: T, status: number) => {
      expect(res.status, res.text).toBe(status);
      expect(res.ms).toBeLessThan(BOUND_MS);
      return res;
    };

    // Sign-in works (its failure counter falls back to this instance).
    const other = new ApiClient(one.baseURL, 10_000);
    bounded(await other.login(account.username, account.password), 200);
    bounded(await other.get('/api/user'), 200);
    bounded(await other.login(account.username, 'wrong-password'), 401);

    // Conversations and answers.
    bounded(await client.get('/api/conversations'), 200);
    const created = bounded(await client.post('/api/conversations', { title: 'While Redis is gone' }), 201);
    const sent = bounded(
      await client.post('/api/messages', {
        conversationId: conversation.id,
        content: QUESTION,
        clientMessageId: `no-redis-${randomId(3)}`,
      }),
      200,
    );
    expect(sent.json.assistantMessage.status).toBe('complete');
    expect(sent.json.assistantMessage.content).toMatch(/\d/);
    bounded(await client.post(`/api/conversations/${conversation.id}/stop`), 200);

    // /ws events still reach this instance's sockets: the one opened before, and one opened now.
    await before.waitFor(
      (f) => f.type === 'conversation_updated' && f.payload.conversation.id === created.json.id,
      BOUND_MS,
    );
    await before.waitFor(
      (f) => f.type === 'message_updated' && f.payload.message.id === sent.json.assistantMessage.id,
      BOUND_MS,
    );
    const during = await openSocket(client);
    sockets.push(during);
    await during.waitForType('connection_established', BOUND_MS);
    const again = bounded(await client.post('/api/conversations', { title: 'Seen by the new socket' }), 201);
    await during.waitFor(
      (f) => f.type === 'conversation_updated' && f.payload.conversation.id === again.json.id,
      BOUND_MS,
    );

    // Route rate limits still answer (counted on this instance): 10 a minute on the waitlist, then 429.
    const waitlist: number[] = [];
    for (let i = 0; i < 11; i++)
      waitlist.push(
        bounded(
          await client.post('/api/waitlist', { email: `rel-${i}-${randomId(3)}@example.com` }),
          i < 10 ? 200 : 429,
        ).status,
      );
    expect(waitlist.filter((s) => s === 200)).toHaveLength(10);

    // The sign-in failure limit still holds on this instance: ten failures (one above, nine here), then 429
    // even with the right password.
    const attacker = new ApiClient(one.baseURL, 10_000);
    for (let i = 0; i < 9; i++) bounded(await attacker.login(account.username, `wrong-${i}`), 401);
    const locked = bounded(await attacker.login(account.username, account.password), 429);
    expect(locked.json.message).toMatch(/Too many failed sign-in attempts/);
    expect(one.exited()).toBeNull();

    // Redis returns on the same port: a second instance on the same Redis and database gets instance 1's events.
    await redis.restart();
    two = await startSoe({ databaseUrl: db.url, redisUrl: redis.url, redisKeyPrefix: prefix });
    const onTwo = client.on(two.baseURL);
    const remote = await openSocket(onTwo);
    sockets.push(remote);
    await remote.waitForType('connection_established');
    // Instance 1 reconnects on its own schedule (ioredis backs off up to 2 s): publish until one arrives.
    const seen = await poll(
      "instance 1's event on instance 2's socket",
      async () => {
        const res = await client.post('/api/conversations', { title: `After Redis returned ${randomId(3)}` });
        expect(res.status).toBe(201);
        return remote
          .waitFor((f) => f.type === 'conversation_updated' && f.payload.conversation.id === res.json.id, 1_000)
          .then(
            () => res.json.id as number,
            () => undefined,
          );
      },
      { timeoutMs: 20_000, intervalMs: 0 },
    );
    expect(seen).toBeGreaterThan(0);
    // And the reverse: an answer produced on instance 2 reaches the socket on instance 1 opened before the outage.
    const fromTwo = await onTwo.post('/api/messages', { conversationId: conversation.id, content: QUESTION });
    expect(fromTwo.status).toBe(200);
    await before.waitFor(
      (f) => f.type === 'message_updated' && f.payload.message.id === fromTwo.json.assistantMessage.id,
      5_000,
    );
    // The socket opened while Redis was down was subscribed once it returned.
    await during.waitFor(
      (f) => f.type === 'message_updated' && f.payload.message.id === fromTwo.json.assistantMessage.id,
      5_000,
    );
  });
});
