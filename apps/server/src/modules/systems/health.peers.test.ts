import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { startErpJsonServer, type ErpJsonServer } from '../connectors/openapi/testing/erp-json-server.mjs';

/**
 * A system's status follows its last call, against a real json-server that
 * is stopped and started again: a failed read marks it 'error' with a short,
 * safe sentence (the detail goes to the staff's audit log), and the next
 * successful read marks it 'connected' again.
 */

describe('system status follows the last call', () => {
  let t: TestApp;
  let api: ErpJsonServer;
  let c: TestClient;
  let systemId: number;

  const ask = async (prompt: string) =>
    (await c.post('/api/ask', { prompt, systemIds: [systemId] })).json as { response: string };
  const status = async () =>
    ((await c.get('/api/systems')).json as Array<{ id: number; status: string; statusMessage: string | null }>).find(
      (s) => s.id === systemId,
    )!;

  beforeAll(async () => {
    api = await startErpJsonServer();
    t = await createTestApp();
    c = new TestClient(t.app);
    await c.register('health-owner'); // staff_admin: custom integrations included
    const res = await c.post('/api/systems', {
      name: 'ERP API',
      type: 'erp',
      connectionDetails: { connector: 'openapi', url: api.url },
    });
    expect(res.status, res.body).toBe(201);
    systemId = res.json.id;
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await api?.close();
  });

  it('error while the server is down, connected again once it answers', async () => {
    expect((await ask('How many sales orders are there?')).response).toContain(String(40));
    expect(await status()).toMatchObject({ status: 'connected' });

    const port = api.port;
    await api.close();
    const down = await ask('How many sales orders are there?');
    expect(down.response).toMatch(/Could not reach ERP API at 127\.0\.0\.1:\d+: the connection was refused\./);
    expect(await status()).toMatchObject({
      status: 'error',
      statusMessage: `Could not reach ERP API at 127.0.0.1:${port}: the connection was refused.`,
    });
    const audited = await t.ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'system.error'));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.target).toBe(`system:${systemId}`);

    api = await startErpJsonServer(port);
    expect((await ask('How many sales orders are there?')).response).toContain(String(40));
    expect(await status()).toMatchObject({ status: 'connected', statusMessage: null });
  });
});
