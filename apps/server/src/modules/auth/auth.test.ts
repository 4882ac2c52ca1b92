import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.destroy());

  it('makes the first account the owner and later ones free readers', async () => {
    const owner = await new TestClient(t.app).register('first-owner');
    expect(owner).toMatchObject({
      isAuthenticated: true,
      subscriptionTier: 'staff_admin',
      accessLevel: 'admin',
      isAdmin: true,
      isOwner: true,
    });
    const second = await new TestClient(t.app).register('second-user');
    expect(second).toMatchObject({
      subscriptionTier: 'free',
      accessLevel: 'read',
      isAdmin: false,
      isOwner: false,
      isWorkspaceOwner: true,
    });
    // Each sign-up has a workspace of its own (modules/workspaces).
    expect(second.tenantId).toMatch(/^ws_/);
    expect(second.tenantId).not.toBe(owner.tenantId);
  });

  it('offers no social sign-in on a server without provider credentials, and open sign-up', async () => {
    const res = await new TestClient(t.app).get('/api/auth/config');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ socialProviders: [], signUpOpen: true });
  });

  it('validates registration with clear 400 messages and refuses taken names with 409', async () => {
    const c = new TestClient(t.app);
    const bad = await c.post('/api/register', { username: 'ab', email: 'nope', password: '123' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/at least 3/);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'password', 'username']);
    const taken = await c.post('/api/register', {
      username: 'Second-User',
      email: 'other@example.com',
      password: 'password-123',
    });
    expect(taken.status).toBe(409);
    const takenEmail = await c.post('/api/register', {
      username: 'someone-new',
      email: 'second-user@example.com',
      password: 'password-123',
    });
    expect(takenEmail.status).toBe(409);
    expect(takenEmail.json).toEqual({ code: 'conflict', message: 'Username or email already exists' });
  });

  it('never lets a sign-up body set its own tier, access or admin flag', async () => {
    const c = new TestClient(t.app);
    const res = await c.post('/api/register', {
      username: 'sneaky',
      email: 'sneaky@example.com',
      password: 'password-123',
      subscriptionTier: 'staff_admin',
      accessLevel: 'admin',
      isAdmin: true,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ subscriptionTier: 'free', accessLevel: 'read', isAdmin: false });
  });

  it('signs in by username or email, reflects the session, and signs out for good', async () => {
    const c = new TestClient(t.app);
    expect((await c.get('/api/user')).status).toBe(401);
    const wrong = await c.post('/api/login', { username: 'second-user', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Invalid username or password');
    const missing = await c.post('/api/login', { username: 'no-such-user', password: 'whatever' });
    expect(missing.json).toEqual(wrong.json); // no hint which part was wrong

    const ok = await c.post('/api/login', { username: 'SECOND-USER', password: 'password-123' });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ username: 'second-user', subscriptionTier: 'free', provider: 'local' });
    const cookie = String(ok.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const firstSession = c.cookieHeader;

    // A new sign-in gets a new session id (rotation).
    const again = await c.post('/api/login', { username: 'second-user@example.com', password: 'password-123' });
    expect(again.status).toBe(200);
    expect(c.cookieHeader).not.toBe(firstSession);

    expect((await c.get('/api/user')).json.username).toBe('second-user');
    const stale = c.cookieHeader;
    expect((await c.logout('/auth/logout')).json).toEqual({ success: true });
    expect((await c.get('/api/user')).status).toBe(401);
    // The old cookie is dead on the server, not just forgotten by the browser.
    expect((await c.get('/api/user', { cookie: stale })).status).toBe(401);
  });

  it('accepts long passphrases whole', async () => {
    const c = new TestClient(t.app);
    const long = 'x'.repeat(500);
    await c.register('long-pass', long);
    const n = new TestClient(t.app);
    expect((await n.post('/api/login', { username: 'long-pass', password: long })).status).toBe(200);
    expect((await n.post('/api/login', { username: 'long-pass', password: long.slice(0, 499) })).status).toBe(401);
  });

  it('limits failed sign-ins per IP and per account', async () => {
    const attacker = new TestClient(t.app, '10.9.9.9');
    for (let i = 0; i < 10; i++)
      expect((await attacker.post('/api/login', { username: 'sneaky', password: 'guess' + i })).status).toBe(401);
    const blocked = await attacker.post('/api/login', { username: 'sneaky', password: 'password-123' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP still can't hammer that account...
    expect(
      (await new TestClient(t.app, '10.9.9.10').post('/api/login', { username: 'sneaky', password: 'guess' })).status,
    ).toBe(429);
    // ...and a spoofed X-Forwarded-For from an untrusted peer changes nothing.
    const spoof = await attacker.post(
      '/api/login',
      { username: 'long-pass', password: 'x' },
      { 'x-forwarded-for': '1.2.3.4' },
    );
    expect(spoof.status).toBe(429);
  });

  it('counts failed sign-ins per account whatever the spelling: 10 by username and email together lock it, until a staff admin lifts the lock', async () => {
    const victim = await new TestClient(t.app).register('lock-victim');
    // Five guesses by username and five by email, each from an IP of its own: no per-IP limit is reached.
    for (let i = 0; i < 10; i++) {
      const username = i % 2 ? 'lock-victim@example.com' : 'LOCK-VICTIM';
      expect(
        (await new TestClient(t.app, `10.7.0.${i + 1}`).post('/api/login', { username, password: `guess-${i}` }))
          .status,
      ).toBe(401);
    }
    // Locked: the right password by either spelling, from a fresh IP, is refused.
    for (const username of ['lock-victim', 'lock-victim@example.com']) {
      const refused = await new TestClient(t.app, '10.7.1.1').post('/api/login', {
        username,
        password: 'password-123',
      });
      expect(refused.status, username).toBe(429);
      expect(refused.json.message).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ minutes\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    }
    // Staff see the lock (and the audit log says when it happened)...
    const staff = new TestClient(t.app);
    expect((await staff.post('/api/login', { username: 'first-owner', password: 'password-123' })).status).toBe(200);
    const listed = (await staff.get('/api/admin/users')).json.find((u: { id: number }) => u.id === victim.id);
    expect(Date.parse(listed.signInLockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const audit = (await staff.get('/api/admin/audit?action=auth.locked')).json;
    expect(audit.entries.find((e: { target: string }) => e.target === `user:${victim.id}`)?.details).toMatchObject({
      username: 'lock-victim',
    });
    // ...the user cannot lift it, a staff admin can.
    const self = new TestClient(t.app, '10.7.2.1');
    expect((await self.post(`/api/admin/users/${victim.id}/unlock`)).status).toBe(401);
    const lifted = await staff.post(`/api/admin/users/${victim.id}/unlock`);
    expect(lifted.status).toBe(200);
    expect(lifted.json.signInLockedUntil).toBeNull();
    expect((await staff.post('/api/admin/users/999999/unlock')).status).toBe(404);
    expect(
      (
        await new TestClient(t.app, '10.7.1.1').post('/api/login', {
          username: 'lock-victim@example.com',
          password: 'password-123',
        })
      ).status,
    ).toBe(200);
  });

  it('answers a name no account has exactly like an existing one: 401 ten times, then 429', async () => {
    for (let i = 0; i < 10; i++)
      expect(
        (await new TestClient(t.app, `10.6.0.${i + 1}`).post('/api/login', { username: 'nobody-here', password: 'x' }))
          .status,
      ).toBe(401);
    const res = await new TestClient(t.app, '10.6.1.1').post('/api/login', { username: 'nobody-here', password: 'x' });
    expect(res.status).toBe(429);
    expect(res.json.message).toMatch(/^Too many failed sign-in attempts/);
  });

  it('refuses state-changing requests from a foreign origin', async () => {
    const c = new TestClient(t.app);
    const res = await c.post(
      '/api/login',
      { username: 'second-user', password: 'password-123' },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    const same = await c.post(
      '/api/login',
      { username: 'second-user', password: 'password-123' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
    );
    expect(same.status).toBe(200);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const c = new TestClient(t.app);
    for (const body of ['{', '[]', 'null', '"x"', '{"username":123,"password":[]}']) {
      const res = await c.request('POST', '/api/login', body);
      expect(res.status, body).toBe(400);
      expect(typeof res.json.message).toBe('string');
    }
  });
});

describe('owner from the environment', () => {
  it('creates the owner at start so the first sign-up is an ordinary user', async () => {
    const t = await createTestApp({
      SOE_OWNER_USERNAME: 'boss',
      SOE_OWNER_EMAIL: 'boss@example.com',
      SOE_OWNER_PASSWORD: 'boss-password',
    });
    try {
      const first = await new TestClient(t.app).register('early-bird');
      expect(first.subscriptionTier).toBe('free');
      const boss = await new TestClient(t.app).post('/api/login', { username: 'boss', password: 'boss-password' });
      expect(boss.json).toMatchObject({ subscriptionTier: 'staff_admin', isOwner: true });
    } finally {
      await t.destroy();
    }
  });
});
