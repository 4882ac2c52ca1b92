import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

describe('operations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.destroy());

  it('reports health and readiness', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/healthz')).status).toBe(200);
    expect((await c.get('/readyz')).json).toEqual({ status: 'ready' });
  });

  it('publishes an OpenAPI document generated from the contract', async () => {
    const doc = (await new TestClient(t.app).get('/api/docs/json')).json;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user', '/auth/logout']),
    );
  });

  it('sends security headers and JSON 404s for unknown API paths', async () => {
    const res = await new TestClient(t.app).get('/api/nope');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ code: 'not_found', message: 'Not found' });
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  // Last: the app stays in this state (shutdown drain, reliability 8).
  it('once shutting down: readyz 503, healthz 200, other requests 503 asking the client to close', async () => {
    const c = new TestClient(t.app);
    t.beginShutdown();
    expect((await c.get('/readyz')).status).toBe(503);
    expect((await c.get('/healthz')).status).toBe(200);
    const res = await c.get('/api/conversations');
    expect(res.status).toBe(503);
    expect(res.json.message).toMatch(/restarting/);
    expect(res.headers.connection).toBe('close');
  });
});
