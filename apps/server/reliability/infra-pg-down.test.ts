/**
 * Reliability check 5 (docs/reliability.md): PostgreSQL down for 30 s.
 *
 * SOE reaches PostgreSQL through a TCP proxy. After some acknowledged writes
 * the proxy is cut (every connection dropped, new ones refused) for 30 s
 * (RELIABILITY_PG_DOWN_SECONDS shortens it locally). During the outage
 * /healthz stays 200, /readyz answers 503, and API calls answer 503 quickly
 * instead of hanging; once the database is back /readyz is 200 again and
 * everything acknowledged is still there.
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
  TcpProxy,
  withDatabase,
  type SoeProcess,
  type TestDatabase,
} from './support';

const DOWN_MS = Number(process.env.RELIABILITY_PG_DOWN_SECONDS ?? 30) * 1000;
/** Longest an API call may take to say "unavailable" while the database is down. */
const FAIL_FAST_MS = 5_000;
const QUESTION = 'How many products do we have?';

describe('reliability 5: PostgreSQL down for a while', () => {
  let db: TestDatabase;
  let proxy: TcpProxy;
  let soe: SoeProcess;
  let client: ApiClient;

  beforeAll(async () => {
    db = await createDatabase();
    proxy = await TcpProxy.forPostgres();
    soe = await startSoe({
      databaseUrl: withDatabase(db.url, db.name, { host: '127.0.0.1', port: proxy.port }),
      redisUrl: REDIS_URL,
    });
    client = new ApiClient(soe.baseURL);
    await client.register();
  });

  afterAll(async () => {
    await soe?.stop();
    await proxy?.close();
    await db?.drop();
  });

  it(
    `answers /readyz 503 and API 503 quickly while it is down, and loses nothing acknowledged (${DOWN_MS / 1000} s)`,
    { timeout: DOWN_MS + 120_000 },
    async () => {
      // Acknowledged writes before the outage.
      const acknowledged = { conversations: new Map<number, string>(), questions: new Map<string, number>() };
      for (let i = 0; i < 3; i++) {
        const title = `Before the outage ${i} ${randomId(3)}`;
        const res = await client.post('/api/conversations', { title });
        expect(res.status).toBe(201);
        acknowledged.conversations.set(res.json.id, title);
        const clientMessageId = `before-${i}-${randomId(3)}`;
        const sent = await client.post('/api/messages', {
          conversationId: res.json.id,
          content: QUESTION,
          clientMessageId,
        });
        expect(sent.status).toBe(200);
        expect(sent.json.assistantMessage.status).toBe('complete');
        acknowledged.questions.set(clientMessageId, res.json.id);
      }
      const someConversation = [...acknowledged.conversations.keys()][0]!;

      await proxy.cut();
      const outageStart = Date.now();
      const seen = { healthz: 0, readyz: 0, reads: 0, writes: 0, slowest: 0 };
      const writesDuringOutage: Array<{ kind: 'conversation' | 'message'; status: number; key: string }> = [];
      while (Date.now() - outageStart < DOWN_MS) {
        const healthz = await client.get('/healthz');
        expect(healthz.status).toBe(200);
        expect(healthz.ms).toBeLessThan(1_000);
        seen.healthz++;

        const readyz = await client.get('/readyz');
        expect(readyz.status).toBe(503);
        expect(readyz.json).toEqual({ status: 'database_unavailable' });
        expect(readyz.ms).toBeLessThan(FAIL_FAST_MS);
        seen.readyz++;

        for (const res of [
          await client.get('/api/conversations'),
          await client.get(`/api/conversations/${someConversation}/messages`),
        ]) {
          expect(res.status, res.text).toBe(503);
          expect(res.json.message).toMatch(/temporarily unavailable/i);
          expect(res.ms).toBeLessThan(FAIL_FAST_MS);
          seen.slowest = Math.max(seen.slowest, res.ms);
          seen.reads++;
        }

        const title = `During the outage ${randomId(3)}`;
        const created = await client.post('/api/conversations', { title });
        writesDuringOutage.push({ kind: 'conversation', status: created.status, key: title });
        const clientMessageId = `during-${randomId(4)}`;
        const sent = await client.post('/api/messages', {
          conversationId: someConversation,
          content: QUESTION,
          clientMessageId,
        });
        writesDuringOutage.push({ kind: 'message', status: sent.status, key: clientMessageId });
        for (const res of [created, sent]) {
          expect(res.status, res.text).toBe(503);
          expect(res.json.message).toMatch(/temporarily unavailable/i);
          expect(res.ms).toBeLessThan(FAIL_FAST_MS);
          seen.slowest = Math.max(seen.slowest, res.ms);
          seen.writes++;
        }
        // The process is still up.
        expect(soe.exited()).toBeNull();
        await sleep(500);
      }

      await proxy.restore();
      const restoredAt = Date.now();
      await poll('/readyz 200 after the database returns', async () => (await client.get('/readyz')).status === 200, {
        timeoutMs: 15_000,
      });
      const readyAfterMs = Date.now() - restoredAt;
      await poll('the API to answer again', async () => (await client.get('/api/conversations')).status === 200, {
        timeoutMs: 5_000,
      });
      console.info(
        `check 5: down ${DOWN_MS / 1000} s; ${seen.healthz} healthz 200, ${seen.readyz} readyz 503, ${seen.reads} reads and ${seen.writes} writes 503 (slowest ${seen.slowest} ms); ready ${readyAfterMs} ms after the database returned`,
      );

      // Everything acknowledged before the outage is there, through the API and in the database.
      const listed = (await client.get('/api/conversations')).json as Array<{ id: number; title: string }>;
      for (const [id, title] of acknowledged.conversations)
        expect(listed).toContainEqual(expect.objectContaining({ id, title }));
      for (const [clientMessageId, conversationId] of acknowledged.questions) {
        const messages = (await client.get(`/api/conversations/${conversationId}/messages`)).json as Array<{
          id: number;
          role: string;
          clientMessageId: string | null;
          status: string;
        }>;
        const question = messages.find((m) => m.clientMessageId === clientMessageId);
        expect(question, clientMessageId).toBeDefined();
        expect(messages.filter((m) => m.role === 'assistant' && m.status === 'complete')).toHaveLength(1);
      }
      // Nothing was acknowledged during the outage, and nothing refused was half-written.
      expect(writesDuringOutage.filter((w) => w.status < 300)).toEqual([]);
      const titles = writesDuringOutage.filter((w) => w.kind === 'conversation').map((w) => w.key);
      const ids = writesDuringOutage.filter((w) => w.kind === 'message').map((w) => w.key);
      expect(await db.query('SELECT id FROM conversations WHERE title = ANY($1)', [titles])).toEqual([]);
      expect(await db.query('SELECT id FROM messages WHERE client_message_id = ANY($1)', [ids])).toEqual([]);

      // Writes work again.
      const after = await client.post('/api/messages', {
        conversationId: someConversation,
        content: QUESTION,
        clientMessageId: `after-${randomId(3)}`,
      });
      expect(after.status).toBe(200);
      expect(after.json.assistantMessage.status).toBe('complete');
    },
  );
});
