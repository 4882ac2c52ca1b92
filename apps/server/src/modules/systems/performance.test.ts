import pg from 'pg';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';
import { TestSocket } from '../realtime/test-socket';

const PG = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
// Databases this test makes start with SOE_TEST_DB_PREFIX when set (machines shared by several checkouts).
const DB = `${process.env.SOE_TEST_DB_PREFIX ?? 'soe'}_perf_test_${process.pid}`;
const dbUrl = PG.replace(/\/[^/]*$/, `/${DB}`);

/**
 * A system whose `slow_reading` view sleeps half a second per row (10 s to count it), so a question on it runs
 * long: for the timeout's answer, the chat's progress line and the Stop that cancels the statement in PostgreSQL.
 */
async function pgAvailable() {
  const c = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${DB}`);
    await c.end();
    const t = new pg.Client({ connectionString: dbUrl });
    await t.connect();
    await t.query(`CREATE TABLE meter (id int primary key, label text not null);
      INSERT INTO meter VALUES (1, 'North'), (2, 'South'), (3, 'East');
      CREATE VIEW slow_reading AS
        SELECT g AS id, g * 1.5 AS amount FROM generate_series(1, 20) g WHERE pg_sleep(0.5) IS NOT NULL;`);
    await t.end();
    return true;
  } catch {
    return false;
  }
}

/** Polls an async check until it holds. */
async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Statements of this test's database still running in PostgreSQL, other than the one asking. */
async function runningOn(db: string, like: string): Promise<number> {
  const c = new pg.Client({ connectionString: PG });
  await c.connect();
  try {
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = $1 AND state = 'active' AND pid <> pg_backend_pid() AND query ILIKE $2`,
      [db, like],
    );
    return rows[0].n;
  } finally {
    await c.end();
  }
}

describe('per-system performance settings, fair queue, cache, progress and cancel', async () => {
  const hasPg = await pgAvailable();
  let t: TestApp;
  let staff: TestClient;
  let plain: TestClient;
  let otherStaff: TestClient;
  let systemId: number;
  let demoId: number;

  const makeStaff = (id: number) =>
    t.ctx.database.db
      .update(schema.user)
      .set({ subscriptionTier: 'staff_admin', isAdmin: true, accessLevel: 'admin' })
      .where(eq(schema.user.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    staff = new TestClient(t.app);
    await makeStaff((await staff.register('perf-staff')).id);
    otherStaff = new TestClient(t.app);
    await makeStaff((await otherStaff.register('perf-staff-2')).id);
    plain = new TestClient(t.app);
    await plain.register('perf-plain');
    const systems = (await staff.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>;
    demoId = systems.find((s) => s.isDemo)!.id;
    if (hasPg) {
      const res = await staff.post('/api/systems', {
        name: 'Plant',
        type: 'analytics',
        connectionDetails: { url: dbUrl },
      });
      expect(res.status, res.body).toBe(201);
      systemId = res.json.id;
    }
  });
  afterAll(async () => {
    await t?.destroy();
    if (hasPg) {
      const c = new pg.Client({ connectionString: PG });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await c.end();
    }
  });

  it('staff admins read and set a system’s timeout, pool size and cache; bounds are checked', async () => {
    const url = `/api/admin/systems/${demoId}/performance`;
    const before = await staff.get(url);
    expect(before.status).toBe(200);
    expect(before.json).toMatchObject({
      statementTimeoutSeconds: null,
      poolSize: null,
      cacheSeconds: null,
      cacheClearedAt: null,
      defaults: { statementTimeoutSeconds: 10, poolSize: 10 },
    });
    for (const bad of [
      { statementTimeoutSeconds: 0, poolSize: null, cacheSeconds: null },
      { statementTimeoutSeconds: 601, poolSize: null, cacheSeconds: null },
      { statementTimeoutSeconds: null, poolSize: 0, cacheSeconds: null },
      { statementTimeoutSeconds: null, poolSize: 2.5, cacheSeconds: null },
      { statementTimeoutSeconds: null, poolSize: null, cacheSeconds: 3601 },
      { statementTimeoutSeconds: null, poolSize: null, cacheSeconds: null, extra: 1 },
      { statementTimeoutSeconds: '5', poolSize: null, cacheSeconds: null },
      {},
    ]) {
      const res = await staff.put(url, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.json.code).toBe('validation_failed');
    }
    const saved = await staff.put(url, { statementTimeoutSeconds: 20, poolSize: 4, cacheSeconds: 30 });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ statementTimeoutSeconds: 20, poolSize: 4, cacheSeconds: 30 });
    expect((await staff.get(url)).json).toMatchObject({ statementTimeoutSeconds: 20, poolSize: 4, cacheSeconds: 30 });
    const cleared = await staff.post(`/api/admin/systems/${demoId}/cache/clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.json.cacheClearedAt).toEqual(expect.any(String));
    // Back to the defaults.
    await staff.put(url, { statementTimeoutSeconds: null, poolSize: null, cacheSeconds: null });
  });

  it('refuses everyone but staff admins (403), and another user’s system is a 404 even to staff', async () => {
    const url = `/api/admin/systems/${demoId}/performance`;
    const body = { statementTimeoutSeconds: 5, poolSize: null, cacheSeconds: null };
    expect((await plain.get(url)).status).toBe(403);
    expect((await plain.put(url, body)).status).toBe(403);
    expect((await plain.post(`/api/admin/systems/${demoId}/cache/clear`)).status).toBe(403);
    expect((await new TestClient(t.app).get(url)).status).toBe(401);
    expect((await otherStaff.get(url)).status).toBe(404);
    expect((await otherStaff.put(url, body)).status).toBe(404);
    expect((await staff.get(`/api/admin/systems/999999/performance`)).status).toBe(404);
  });

  it('answers a repeated question from the cache when it is on, and runs it again after Clear cache', async () => {
    const url = `/api/admin/systems/${demoId}/performance`;
    const cache = t.ctx.systems.runner.cache;
    const ask = async () => (await staff.post('/api/ask', { prompt: 'How many products do we have?' })).json;
    const off = cache.stats;
    await ask();
    await ask();
    expect(cache.stats.hits).toBe(off.hits); // off by default: never read
    await staff.put(url, { statementTimeoutSeconds: null, poolSize: null, cacheSeconds: 30 });
    const first = await ask();
    const before = cache.stats;
    const second = await ask();
    expect(cache.stats.hits).toBe(before.hits + 1);
    expect(second.response).toBe(first.response);
    await staff.post(`/api/admin/systems/${demoId}/cache/clear`);
    const missesBefore = cache.stats.misses;
    await ask();
    expect(cache.stats.misses).toBe(missesBefore + 1);
    await staff.put(url, { statementTimeoutSeconds: null, poolSize: null, cacheSeconds: null });
  });

  it.skipIf(!hasPg)('a statement past the system’s timeout tells the user what to narrow', async () => {
    await staff.put(`/api/admin/systems/${systemId}/performance`, {
      statementTimeoutSeconds: 1,
      poolSize: null,
      cacheSeconds: null,
    });
    const asked = await staff.post('/api/ask', { prompt: 'How many slow readings are there?', systemIds: [systemId] });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json.response).toBe(
      'The query on Plant took longer than 1 s. Try a shorter period (for example "in 2024") or a filter.',
    );
    await until(async () => (await runningOn(DB, '%pg_sleep%')) === 0);
  });

  it.skipIf(!hasPg)(
    'a long query shows progress in the chat, and Stop cancels it in PostgreSQL',
    async () => {
      await staff.put(`/api/admin/systems/${systemId}/performance`, {
        statementTimeoutSeconds: 60,
        poolSize: 2,
        cacheSeconds: null,
      });
      const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const socket = await TestSocket.open(`ws://127.0.0.1:${port}/ws`, {
        origin: `http://127.0.0.1:${port}`,
        cookie: staff.cookieHeader,
      });
      await socket.waitForType('connection_established');
      const conv = (await staff.post('/api/conversations', { title: 'Slow', systemIds: [systemId] })).json;
      const sending = staff.post('/api/messages', {
        content: 'How many slow readings are there?',
        conversationId: conv.id,
        clientMessageId: 'slow-1',
      });
      // "Still running on Plant — 2 s", then a second more: the query runs in PostgreSQL meanwhile. (A machine
      // under load may send its first frame a second late: its count is at least 2, and the next one counts on.)
      const first = await socket.waitFor((f) => f.type === 'query_progress' && f.payload.system !== null, 8000);
      expect(first).toMatchObject({ payload: { conversationId: conv.id, system: 'Plant' } });
      const seconds = (first.payload as { seconds: number }).seconds;
      expect(seconds).toBeGreaterThanOrEqual(2);
      await socket.waitFor((f) => f.type === 'query_progress' && (f.payload.seconds as number) > seconds, 5000);
      expect(await runningOn(DB, '%slow_reading%')).toBe(1);

      const stop = await staff.post(`/api/conversations/${conv.id}/stop`);
      expect(stop.json).toEqual({ stopping: true });
      const sent = await sending;
      expect(sent.json.assistantMessage.status).toBe('stopped');
      // Cancelled in the database, not only abandoned by SOE: the statement is gone at once, far before its 10 s.
      await until(async () => (await runningOn(DB, '%slow_reading%')) === 0, 2000);
      socket.close();
    },
    30_000,
  );
});
