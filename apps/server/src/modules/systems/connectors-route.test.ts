import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryService, type InventoryService } from '@soe/fakes/openapi-service';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

const CUSTOM_MESSAGE =
  'Custom API connections (OpenAPI and MCP) need the Enterprise plan. Upgrade your plan to connect them.';

describe('GET /api/connectors and the custom-integrations plan gate', () => {
  let t: TestApp;
  let api: InventoryService;
  let owner: TestClient;
  let free: TestClient;
  let enterprise: TestClient;

  beforeAll(async () => {
    api = await startInventoryService({ token: 'route-token' });
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('conn-owner');
    free = new TestClient(t.app);
    await free.register('conn-free');
    enterprise = new TestClient(t.app);
    await enterprise.register('conn-ent');
    const users = (await owner.get('/api/admin/users')).json as Array<{ id: number; username: string }>;
    const id = users.find((u) => u.username === 'conn-ent')!.id;
    expect((await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'enterprise' })).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t?.destroy();
    await api?.close();
  });

  it('needs a session', async () => {
    expect((await new TestClient(t.app).get('/api/connectors')).status).toBe(401);
  });

  it('lists every connectable connector with its fields; Custom API ones are locked on the free plan with the reason', async () => {
    const list = (await free.get('/api/connectors')).json as Array<{
      id: string;
      allowed: boolean;
      reason?: string;
      fields: Array<{ key: string; kind: string; required: boolean }>;
      defaultType: string;
    }>;
    const byId = Object.fromEntries(list.map((c) => [c.id, c]));
    expect(byId.demo).toBeUndefined();
    expect(byId.postgres).toMatchObject({
      label: 'PostgreSQL',
      allowed: true,
      fields: [
        { key: 'url', kind: 'url', required: true },
        { key: 'apiKey', kind: 'secret', required: false },
      ],
    });
    expect(byId.postgres!.reason).toBeUndefined();
    expect(byId.openapi).toMatchObject({
      label: 'OpenAPI',
      defaultType: 'custom',
      allowed: false,
      reason: CUSTOM_MESSAGE,
    });
    expect(byId.openapi!.fields.map((f) => f.key)).toEqual(['url', 'apiKey', 'authHeader', 'baseUrl']);
    expect(byId.mcp).toMatchObject({
      label: 'MCP server',
      defaultType: 'custom',
      allowed: false,
      reason: CUSTOM_MESSAGE,
    });

    const ent = (await enterprise.get('/api/connectors')).json as Array<{
      id: string;
      allowed: boolean;
      reason?: string;
    }>;
    expect(ent.filter((c) => !c.allowed)).toEqual([]);
    expect(ent.find((c) => c.id === 'mcp')!.reason).toBeUndefined();
  });

  it('refuses OpenAPI on the free plan with 402 before any request to the API', async () => {
    api.requests.length = 0;
    const res = await free.post('/api/systems', {
      name: 'Inventory',
      type: 'custom',
      connectionDetails: { url: `${api.url}/openapi.json`, connector: 'openapi', apiKey: 'route-token' },
    });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe(CUSTOM_MESSAGE);
    // Also when the URL alone picks the connector.
    expect(
      (
        await free.post('/api/systems', {
          name: 'Inventory',
          type: 'custom',
          connectionDetails: { url: `${api.url}/openapi.yaml` },
        })
      ).status,
    ).toBe(402);
    expect(api.requests).toEqual([]);
    expect((await free.get('/api/usage')).json.systemsUsed).toBe(0);
  });

  it('connects an OpenAPI service on the enterprise plan; its lists and operations show in the schema; SOE Local answers from it', async () => {
    const res = await enterprise.post('/api/systems', {
      name: 'Inventory',
      type: 'custom',
      connectionDetails: { url: `${api.url}/openapi.yaml`, connector: 'openapi', apiKey: 'route-token' },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      type: 'custom',
      status: 'connected',
      connectionDetails: { connector: 'openapi', hasApiKey: true },
    });
    const schema = (await enterprise.get(`/api/systems/${res.json.id}/schema`)).json;
    expect(schema.entities.map((e: { name: string }) => e.name).sort()).toEqual(['categories', 'items', 'suppliers']);
    expect(schema.operations).toContainEqual({
      id: 'createItem',
      kind: 'write',
      title: 'Create a stock item',
      description: 'Create a stock item',
      entity: 'items',
    });
    expect(schema.operations).toContainEqual(
      expect.objectContaining({ id: 'listItems', kind: 'read', entity: 'items' }),
    );
    expect(JSON.stringify(schema)).not.toContain('route-token');

    api.requests.length = 0;
    const asked = await enterprise.post('/api/ask', {
      prompt: 'how many suppliers are there',
      systemIds: [res.json.id],
    });
    expect(asked.status).toBe(200);
    expect(asked.json.systemSources).toEqual(['Inventory']);
    expect(asked.json.response).toMatch(/\b3\b/);
    expect(
      api.requests.some((r) => r.path === '/api/v1/suppliers' && r.headers.authorization === 'Bearer route-token'),
    ).toBe(true);
    // A ranking over the paged list: every page read, the exact values in the table block.
    const top = await enterprise.post('/api/ask', { prompt: 'top 3 items by quantity', systemIds: [res.json.id] });
    expect(top.json.response).toContain(
      '"rows":[{"item":"Item 18","sum_quantity":39},{"item":"Item 12","sum_quantity":37},{"item":"Item 6","sum_quantity":35}]',
    );
    expect(api.requests.filter((r) => r.path === '/api/v1/items').map((r) => r.query.offset)).toEqual(
      expect.arrayContaining(['0', '10', '20']),
    );
  });

  it('a wrong key is refused with the API’s own reason and nothing is saved', async () => {
    const before = (await enterprise.get('/api/systems')).json.length;
    const res = await enterprise.post('/api/systems', {
      name: 'Inventory 2',
      type: 'custom',
      connectionDetails: { url: `${api.url}/openapi.json`, connector: 'openapi', apiKey: 'wrong' },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      'Inventory API refused the access token (401: Invalid or missing bearer token). Reconnect with a new token.',
    );
    expect((await enterprise.get('/api/systems')).json).toHaveLength(before);
  });
});
