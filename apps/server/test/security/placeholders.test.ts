import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryService, type InventoryService } from '@soe/fakes/openapi-service';
import { createTestApp, TestClient, type TestApp } from '../helpers';

/*
 * Security check 21 (docs/security.md): `${SECRET}`-style placeholders in connection URLs and keys are sent verbatim, never
 * expanded from the server's environment or configuration. The OpenAPI service fake records exactly
 * what arrived.
 */

const ENV_CANARY = 'env-canary-value-5d1e';

describe('placeholders in connection details', () => {
  let t: TestApp;
  let api: InventoryService;
  let user: TestClient;
  const saved = process.env.SOE_PLACEHOLDER_CANARY;

  beforeAll(async () => {
    // Names a placeholder could point at: a variable of the process and the app's own settings.
    process.env.SOE_PLACEHOLDER_CANARY = ENV_CANARY;
    api = await startInventoryService({ token: '${SOE_PLACEHOLDER_CANARY}' });
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('placeholder-owner');
    user = new TestClient(t.app);
    const { id } = await user.register('placeholder-user');
    expect((await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'enterprise' })).status).toBe(200);
  });
  afterAll(async () => {
    await t?.destroy();
    await api?.close();
    if (saved === undefined) delete process.env.SOE_PLACEHOLDER_CANARY;
    else process.env.SOE_PLACEHOLDER_CANARY = saved;
  });

  it('sends ${…} in the URL and the key verbatim, and expands nothing', async () => {
    const res = await user.post('/api/systems', {
      name: 'Inventory',
      type: 'custom',
      connectionDetails: {
        url: `${api.url}/openapi.yaml?ref=\${SOE_SECRET_KEY}&home=\${HOME}`,
        connector: 'openapi',
        apiKey: '${SOE_PLACEHOLDER_CANARY}',
      },
    });
    // The service accepts only the literal text as its token: connecting proves it arrived unexpanded.
    expect(res.status, res.body).toBe(201);
    expect(api.requests.length).toBeGreaterThan(0);
    const sent = JSON.stringify(api.requests);
    expect(sent).toContain('${SOE_PLACEHOLDER_CANARY}');
    expect(sent).toContain('${SOE_SECRET_KEY}');
    for (const value of [ENV_CANARY, process.env.HOME ?? '/root', t.ctx.config.secretKey])
      expect(sent).not.toContain(value);
    const yaml = api.requests.find((r) => r.path === '/openapi.yaml');
    expect(yaml?.query).toMatchObject({ ref: '${SOE_SECRET_KEY}', home: '${HOME}' });
  });
});
