/**
 * Reliability check 4 (docs/reliability.md): PostgreSQL connections killed under load.
 *
 * 20 concurrent loops list conversations, create conversations and send
 * questions to SOE Local (Demo Company) for about 10 s while every SOE
 * connection to its database is terminated four times (pg_terminate_backend).
 * The process must stay up, every answer must be 2xx or a 503 with a clear
 * message (never a 500), requests must succeed again within 5 s of the last
 * kill, and the database must hold exactly what was acknowledged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createDatabase,
  poll,
  randomId,
  REDIS_URL,
  sleep,
  startSoe,
  type SoeProcess,
  type TestDatabase,
} from './support';

const LOOPS = 20;
const LOAD_MS = 10_000;
/** When the kills happen, in ms after the load starts. */
const KILLS_AT = [1_500, 3_500, 5_500, 7_500];
const RECOVERY_MS = 5_000;

type Op = 'list' | 'create' | 'message';
interface Outcome {
  op: Op;
  /** Conversation title or client message id: what to look for in the database. */
  key: string;
  status: number | 'network';
  message?: string;
  startedAt: number;
  endedAt: number;
}

describe('reliability 4: PostgreSQL connections killed under load', () => {
  let db: TestDatabase;
  let soe: SoeProcess;
  let client: ApiClient;
  let conversationId: number;

  beforeAll(async () => {
    db = await createDatabase();
    soe = await startSoe({ databaseUrl: db.url, redisUrl: REDIS_URL });
    client = new ApiClient(soe.baseURL);
    await client.register(); // the database's first account: staff tier, no question limit
    const conversation = await client.post('/api/conversations', { title: 'Questions under load' });
    expect(conversation.status).toBe(201);
    conversationId = conversation.json.id;
  });

  afterAll(async () => {
    await soe?.stop();
    await db?.drop();
  });

  it('stays up, answers 2xx or 503, recovers within 5 s and writes nothing partial', async () => {
    const outcomes: Outcome[] = [];
    const started = Date.now();
    const until = started + LOAD_MS;
    const kills: Array<{ at: number; terminated: number }> = [];

    async function call(op: Op, key: string, run: () => Promise<{ status: number; json: any }>) {
      const startedAt = Date.now();
      try {
        const res = await run();
        outcomes.push({ op, key, status: res.status, message: res.json?.message, startedAt, endedAt: Date.now() });
      } catch (error) {
        outcomes.push({
          op,
          key,
          status: 'network',
          message: (error as Error).message,
          startedAt,
          endedAt: Date.now(),
        });
      }
    }

    async function loop(n: number) {
      for (let i = 0; Date.now() < until; i++) {
        const op: Op = (['list', 'create', 'message'] as const)[(n + i) % 3]!;
        const key = `${op}-${n}-${i}-${randomId(3)}`;
        if (op === 'list') await call(op, key, () => client.get('/api/conversations'));
        else if (op === 'create') await call(op, key, () => client.post('/api/conversations', { title: key }));
        else
          await call(op, key, () =>
            client.post('/api/messages', {
              conversationId,
              content: 'How many products do we have?',
              clientMessageId: key,
            }),
          );
      }
    }

    async function killer() {
      for (const at of KILLS_AT) {
        await sleep(Math.max(0, started + at - Date.now()));
        kills.push({ at: Date.now(), terminated: await db.terminateConnections() });
      }
    }

    await Promise.all([killer(), ...Array.from({ length: LOOPS }, (_, n) => loop(n))]);

    // The process never exited.
    expect(soe.exited(), `SOE exited; its output:\n${soe.logs().slice(-4000)}`).toBeNull();
    // The kills hit live connections (otherwise the check proves nothing).
    expect(kills.length).toBe(KILLS_AT.length);
    expect(kills.reduce((sum, k) => sum + k.terminated, 0)).toBeGreaterThan(0);

    // Every answer is a success or a 503 with a clear message; nothing else (no 500, no dropped connection).
    const byStatus = new Map<string, number>();
    for (const o of outcomes) byStatus.set(String(o.status), (byStatus.get(String(o.status)) ?? 0) + 1);
    const unexpected = outcomes.filter((o) => !(o.status === 200 || o.status === 201 || o.status === 503));
    expect(
      unexpected,
      `unexpected answers: ${JSON.stringify(unexpected.slice(0, 5))}\n${soe.logs().slice(-3000)}`,
    ).toEqual([]);
    for (const o of outcomes.filter((x) => x.status === 503)) expect(o.message).toMatch(/temporarily unavailable/i);

    // Recovery: a request that started after the last kill succeeded within 5 s of it.
    const lastKill = kills.at(-1)!.at;
    const firstOkAfter = outcomes
      .filter((o) => o.startedAt >= lastKill && (o.status === 200 || o.status === 201))
      .sort((a, b) => a.endedAt - b.endedAt)[0];
    expect(firstOkAfter, 'no request succeeded after the last kill').toBeDefined();
    expect(firstOkAfter!.endedAt - lastKill).toBeLessThan(RECOVERY_MS);
    console.info(
      `check 4: ${outcomes.length} requests, by status ${JSON.stringify(Object.fromEntries(byStatus))}; terminated ${kills.map((k) => k.terminated).join('+')} connections; first success ${firstOkAfter!.endedAt - lastKill} ms after the last kill`,
    );
    // And right now every kind of request works.
    expect((await client.get('/api/conversations')).status).toBe(200);
    expect(
      (await client.post('/api/messages', { conversationId, content: 'How many products do we have?' })).status,
    ).toBe(200);

    // No partial writes. Conversations: each acknowledged one exists exactly once; a refused one at most once.
    const created = await db.query<{ title: string; n: number }>(
      `SELECT title, count(*)::int AS n FROM conversations GROUP BY title`,
    );
    const titles = new Map(created.map((r) => [r.title, r.n]));
    for (const o of outcomes.filter((x) => x.op === 'create')) {
      if (o.status === 201) expect(titles.get(o.key), o.key).toBe(1);
      else expect(titles.get(o.key) ?? 0).toBeLessThanOrEqual(1);
    }
    // Messages: each acknowledged question is stored once with exactly one answer; no question has two answers.
    const stored = await db.query<{ client_message_id: string | null; answers: number }>(
      `SELECT q.client_message_id, (SELECT count(*)::int FROM messages a WHERE a.reply_to = q.id) AS answers
       FROM messages q WHERE q.role = 'user' AND q.conversation_id = $1`,
      [conversationId],
    );
    const questions = new Map(stored.map((r) => [r.client_message_id, r.answers]));
    const acknowledged = outcomes.filter((o) => o.op === 'message' && o.status === 200);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const o of acknowledged) expect(questions.get(o.key), o.key).toBe(1);
    for (const r of stored) expect(r.answers).toBeLessThanOrEqual(1);
    // Every answer row belongs to a stored question of this conversation.
    const orphans = await db.query(
      `SELECT a.id FROM messages a LEFT JOIN messages q ON q.id = a.reply_to WHERE a.role = 'assistant' AND q.id IS NULL`,
    );
    expect(orphans).toEqual([]);
    // Sessions and usage were not corrupted: the user is still signed in and the service is ready.
    expect((await client.get('/api/user')).status).toBe(200);
    await poll('/readyz 200', async () => (await client.get('/readyz')).status === 200, { timeoutMs: RECOVERY_MS });
  });
});
