import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import * as schema from '../../db/schema';
import { toCurrentUser } from '../auth/session-user';

const PG = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `soe_systems_test_${process.pid}`;

async function pgAvailable() {
  const c = new pg.Client({ connectionString: PG, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${DB}`);
    await c.query(`CREATE DATABASE ${DB}`);
    await c.end();
    const t = new pg.Client({ connectionString: PG.replace(/\/[^/]*$/, `/${DB}`) });
    await t.connect();
    await t.query(`CREATE TABLE region (id int primary key, name text not null);
      CREATE TABLE sale (id int primary key, region_id int references region(id), amount numeric(10,2), sold_at date);
      INSERT INTO region VALUES (1,'North'),(2,'South');
      INSERT INTO sale VALUES (1,1,100.50,'2025-01-02'),(2,1,20,'2025-02-03'),(3,2,5.25,'2025-02-04');`);
    await t.end();
    return true;
  } catch {
    return false;
  }
}

describe('connected systems', async () => {
  const hasPg = await pgAvailable();
  const dbUrl = PG.replace(/\/[^/]*$/, `/${DB}`);
  let t: TestApp;
  let owner: TestClient;
  let free: TestClient;
  let other: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('sys-owner');
    free = new TestClient(t.app);
    await free.register('sys-free');
    other = new TestClient(t.app);
    await other.register('sys-other');
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

  it('gives every user the built-in Demo Company, outside plan limits', async () => {
    const list = (await free.get('/api/systems')).json;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Demo Company', isDemo: true, status: 'connected' });
    // Listing again never makes a second one.
    expect((await free.get('/api/systems')).json).toHaveLength(1);
    expect((await free.get('/api/usage')).json).toMatchObject({ systemsUsed: 0, maxSystems: 1, maxQueries: 10 });
  });

  it('makes a removed Demo Company again for the next question, and writes nothing for it while it is there', async () => {
    const client = new TestClient(t.app);
    const { id } = await client.register('sys-demo');
    const [row] = await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.id, id));
    const user = toCurrentUser(row!, 0);
    const demoId = (await client.get('/api/systems')).json[0].id as number;
    const ensure = vi.spyOn(t.ctx.systems, 'ensureDemo');
    try {
      expect((await t.ctx.systems.engineSystems(user)).map((s) => s.id)).toEqual([demoId]);
      expect((await t.ctx.systems.engineSystems(user, [demoId])).map((s) => s.id)).toEqual([demoId]);
      expect(ensure).not.toHaveBeenCalled();

      expect((await client.delete(`/api/systems/${demoId}`)).status).toBe(204);
      // A list by ids cannot name a demo not made yet; the next full list makes it.
      expect(await t.ctx.systems.engineSystems(user, [demoId])).toEqual([]);
      const again = await t.ctx.systems.engineSystems(user);
      expect(again.map((s) => s.name)).toEqual(['Demo Company']);
      expect(again[0]!.id).not.toBe(demoId);
      expect(ensure).toHaveBeenCalledTimes(1);
      const asked = await client.post('/api/ask', { prompt: 'How many products do we have?' });
      expect(asked.status).toBe(200);
      expect(asked.json.systemSources).toEqual(['Demo Company']);
      expect(ensure).toHaveBeenCalledTimes(1);
    } finally {
      ensure.mockRestore();
    }
  });

  it('validates the body with the spec’s texts', async () => {
    const res = await owner.post('/api/systems', { name: '', type: 'crm', connectionDetails: { url: '' } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Please provide a name for your system connection\./);
    const unknown = await owner.post('/api/systems', {
      name: 'X',
      type: 'crm',
      connectionDetails: { url: 'gopher://x' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toMatch(/postgres|mysql/i);
  });

  it('refuses link-local and metadata addresses before connecting', async () => {
    for (const url of [
      'postgresql://u:p@169.254.169.254/db',
      'postgresql://u:p@[::ffff:169.254.169.254]/db',
      'mysql://u:p@metadata.google.internal/db',
    ]) {
      const res = await owner.post('/api/systems', { name: 'Bad', type: 'analytics', connectionDetails: { url } });
      expect(res.status, url).toBe(400);
      expect(res.json.message, url).toMatch(/not allowed/i);
    }
  });

  it.runIf(hasPg)(
    'connects a PostgreSQL database, masks the password, and reports the driver’s reason on failure',
    async () => {
      const bad = await owner.post('/api/systems', {
        name: 'Wrong db',
        type: 'analytics',
        connectionDetails: { url: PG.replace(/\/[^/]*$/, '/soe_no_such_database_here') },
      });
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/does not exist/);

      const withPassword = dbUrl.replace('postgres@', 'postgres:canary-secret-77@');
      const res = await owner.post('/api/systems', {
        name: 'Sales DB',
        type: 'analytics',
        connectionDetails: { url: withPassword, apiKey: 'canary-key-88' },
      });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({
        name: 'Sales DB',
        status: 'connected',
        connectionDetails: { connector: 'postgres', hasApiKey: true },
      });
      expect(res.json.lastSynced).toBeTruthy();
      const everything = JSON.stringify([
        res.json,
        (await owner.get('/api/systems')).json,
        (await owner.get(`/api/systems/${res.json.id}/schema`)).json,
      ]);
      expect(everything).not.toContain('canary-secret-77');
      expect(everything).not.toContain('canary-key-88');

      const schema = (await owner.get(`/api/systems/${res.json.id}/schema`)).json;
      expect(schema.entities.map((e: { name: string }) => e.name).sort()).toEqual(['public.region', 'public.sale']);
      expect(schema.relations).toEqual([
        expect.objectContaining({ fromEntity: 'public.sale', toEntity: 'public.region' }),
      ]);

      const asked = await owner.post('/api/ask', { prompt: 'total amount by region', systemIds: [res.json.id] });
      expect(asked.status).toBe(200);
      expect(asked.json.systemSources).toEqual(['Sales DB']);
      expect(asked.json.response).toMatch(/120\.5/);
      expect(asked.json.response).toMatch(/5\.25/);

      expect((await owner.post(`/api/systems/${res.json.id}/test`)).json.status).toBe('connected');
      expect((await owner.post(`/api/systems/${res.json.id}/refresh`)).json.status).toBe('connected');
      const renamed = await owner.put(`/api/systems/${res.json.id}`, { name: 'Sales' });
      expect(renamed.json.name).toBe('Sales');
    },
  );

  it.runIf(hasPg)('answers another user’s system id exactly like a missing one, and changes nothing', async () => {
    const mine = (await owner.get('/api/systems')).json.find((s: { isDemo: boolean }) => !s.isDemo);
    const missing = 999_999;
    for (const [method, path, body] of [
      ['PUT', `/api/systems/${mine.id}`, { name: 'stolen' }],
      ['DELETE', `/api/systems/${mine.id}`, undefined],
      ['POST', `/api/systems/${mine.id}/test`, {}],
      ['POST', `/api/systems/${mine.id}/refresh`, {}],
      ['GET', `/api/systems/${mine.id}/schema`, undefined],
    ] as const) {
      const theirs = await other.request(method, path, body);
      const none = await other.request(method, path.replace(String(mine.id), String(missing)), body);
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.json).toEqual(none.json);
    }
    // A foreign id inside a body runs nothing: the question uses only the caller's systems.
    const asked = await other.post('/api/ask', { prompt: 'total amount by region', systemIds: [mine.id] });
    expect(asked.json.systemSources).not.toContain('Sales');
    expect((await owner.get('/api/systems')).json.find((s: { id: number }) => s.id === mine.id).name).toBe('Sales');
  });

  it.runIf(hasPg)('refuses a second system on the free plan with the spec’s limit text', async () => {
    const first = await free.post('/api/systems', {
      name: 'One',
      type: 'analytics',
      connectionDetails: { url: dbUrl },
    });
    expect(first.status).toBe(201);
    const second = await free.post('/api/systems', {
      name: 'Two',
      type: 'analytics',
      connectionDetails: { url: dbUrl },
    });
    expect(second.status).toBe(402);
    expect(second.json.message).toBe(
      "You've reached your system connection limit. Upgrade your plan to connect more systems.",
    );
    expect((await free.delete(`/api/systems/${first.json.id}`)).status).toBe(204);
    expect((await free.get('/api/systems')).json).toHaveLength(1);
  });
});
