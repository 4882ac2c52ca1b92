import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SAME_ORIGIN, TestClient, type TestApp } from '../helpers';

/**
 * Sign-out and the cross-site check (security check 17, docs/security.md). A forged sign-out needs no
 * body, so a schema cannot stop it: a sign-out without a same-origin Origin is refused with the same
 * answer a foreign Origin gets on any other route, and the session it aimed at keeps working.
 */
describe('sign-out is same-origin only', () => {
  let t: TestApp;
  let user: TestClient;
  let crossSite: { status: number; body: string };
  beforeAll(async () => {
    t = await createTestApp();
    await new TestClient(t.app).register('origin-owner');
    user = new TestClient(t.app);
    await user.register('origin-user');
    // The refusal every other state-changing route gives a foreign Origin.
    const elsewhere = await user.post('/api/conversations', { title: 'Forged' }, { origin: 'https://evil.example' });
    crossSite = { status: elsewhere.status, body: elsewhere.body };
  });
  afterAll(async () => t?.destroy());

  async function expectStillSignedIn() {
    const me = await user.get('/api/user');
    expect(me.status, me.body).toBe(200);
    expect(me.json.username).toBe('origin-user');
    expect((await user.post('/api/conversations', { title: 'Still here' })).status).toBe(201);
  }

  it('answers a foreign Origin elsewhere with 403 forbidden', () => {
    expect(crossSite.status).toBe(403);
    expect(JSON.parse(crossSite.body)).toEqual({ code: 'forbidden', message: 'Cross-site requests are not allowed' });
  });

  for (const path of ['/api/logout', '/auth/logout'] as const) {
    it(`${path}: refuses a text/plain body without Origin, and the session still works`, async () => {
      const res = await user.request('POST', path, 'signing you out', { 'content-type': 'text/plain' });
      expect({ status: res.status, body: res.body }).toEqual(crossSite);
      expect(res.headers['set-cookie']).toBeUndefined();
      await expectStillSignedIn();
    });

    it(`${path}: refuses a JSON body without Origin, and the session still works`, async () => {
      const res = await user.post(path, {});
      expect({ status: res.status, body: res.body }).toEqual(crossSite);
      expect(res.headers['set-cookie']).toBeUndefined();
      await expectStillSignedIn();
    });

    it(`${path}: refuses a foreign or opaque Origin, and the session still works`, async () => {
      for (const origin of ['https://evil.example', 'http://localhost.evil.example', 'null']) {
        const res = await user.post(path, {}, { origin });
        expect({ status: res.status, body: res.body }, origin).toEqual(crossSite);
      }
      await expectStillSignedIn();
    });
  }

  it('signs out with a same-origin Origin, on both paths, for good', async () => {
    for (const path of ['/api/logout', '/auth/logout'] as const) {
      const c = new TestClient(t.app);
      await c.post('/api/login', { username: 'origin-user', password: 'password-123' });
      const cookie = c.cookieHeader;
      expect((await c.get('/api/user')).status).toBe(200);
      const res = await c.logout(path);
      expect(res.status, res.body).toBe(200);
      expect(res.json).toEqual({ success: true });
      expect((await c.get('/api/user')).status).toBe(401);
      // The cookie it held is dead too, not only forgotten by this client.
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(401);
    }
    // The same-origin Origin is the one the web client sends: the page's own, by the Host it was served from.
    const c = new TestClient(t.app);
    await c.post('/api/login', { username: 'origin-user', password: 'password-123' });
    expect((await c.post('/api/logout', undefined, { origin: SAME_ORIGIN, host: 'localhost' })).status).toBe(200);
    // The user signed out elsewhere only lost those sessions.
    await expectStillSignedIn();
  });
});
