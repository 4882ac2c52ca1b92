import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TestClient } from '../../../test/helpers';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { sessionCookieValue } from './session-cache';

/**
 * Two instances on one database: a session cookie one instance has verified (and
 * remembers) must lose access there as soon as the session or the user changes
 * through the other instance (or straight in the database), with no waiting.
 */
describe('remembered session cookies', () => {
  let database: Database;
  const apps: BuiltApp[] = [];
  const dirs: string[] = [];

  async function instance(): Promise<BuiltApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-test-'));
    dirs.push(dataDir);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SOE_SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
      SOE_WEB_DIST: path.join(dataDir, 'no-web'),
    });
    const built = await buildApp(config, { database, logger: false });
    apps.push(built);
    return built;
  }

  /** The same browser (cookies) talking to another instance. */
  function sameBrowser(client: TestClient, app: BuiltApp): TestClient {
    const other = new TestClient(app.app);
    other.cookies = new Map(client.cookies);
    return other;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses access on every instance at once after sign-out, disabling, deletion; sees tier changes at once', async () => {
    const a = await instance();
    const b = await instance();
    await new TestClient(a.app).register('cache-owner');
    const onA = new TestClient(a.app);
    const user = await onA.register('cache-user');
    const onB = sameBrowser(onA, b);
    // Both instances verify the cookie and remember it.
    for (let i = 0; i < 2; i++) {
      expect((await onA.get('/api/user')).status).toBe(200);
      expect((await onB.get('/api/user')).status).toBe(200);
    }

    // A tier change made elsewhere (e.g. a billing webhook on another instance) shows on the next request.
    await database.db.update(schema.user).set({ subscriptionTier: 'pro' }).where(eq(schema.user.id, user.id));
    expect((await onB.get('/api/user')).json.subscriptionTier).toBe('pro');

    // Sign-out on A: the old cookie gets 401 on A and on B straight away.
    const oldCookies = new Map(onA.cookies);
    expect((await onA.post('/api/logout')).status).toBe(200);
    const replayA = new TestClient(a.app);
    replayA.cookies = oldCookies;
    expect((await replayA.get('/api/user')).status).toBe(401);
    expect((await onB.get('/api/user')).status).toBe(401);

    // A new session, remembered on both; the account disabled in the database: 401 on both at once.
    const again = new TestClient(a.app);
    expect((await again.post('/api/login', { username: 'cache-user', password: 'password-123' })).status).toBe(200);
    const againB = sameBrowser(again, b);
    expect((await again.get('/api/user')).status).toBe(200);
    expect((await againB.get('/api/user')).status).toBe(200);
    await database.db.update(schema.user).set({ isActive: false }).where(eq(schema.user.id, user.id));
    expect((await again.get('/api/user')).status).toBe(401);
    expect((await againB.get('/api/user')).status).toBe(401);

    // Re-enabled, then deleted: gone everywhere on the next request.
    await database.db.update(schema.user).set({ isActive: true }).where(eq(schema.user.id, user.id));
    expect((await againB.get('/api/user')).status).toBe(200);
    await database.db.delete(schema.user).where(eq(schema.user.id, user.id));
    expect((await again.get('/api/user')).status).toBe(401);
    expect((await againB.get('/api/user')).status).toBe(401);
  });

  it('never takes a tampered or ambiguous cookie for a remembered one', async () => {
    const [a] = apps;
    const c = new TestClient(a!.app);
    await c.register('cache-tamper');
    expect((await c.get('/api/user')).status).toBe(200);
    const value = c.cookies.get('soe.session_token')!;
    const tampered = new TestClient(a!.app);
    tampered.cookies.set('soe.session_token', `${value.slice(0, -2)}xx`);
    expect((await tampered.get('/api/user')).status).toBe(401);

    expect(sessionCookieValue({ cookie: `soe.session_token=${value}` })).toBe(value);
    expect(sessionCookieValue({ cookie: `a=1; __Secure-soe.session_token=${value}; b=2` })).toBe(value);
    expect(sessionCookieValue({ cookie: `soe.session_token=${value}; soe.session_token=other` })).toBeUndefined();
    expect(sessionCookieValue({ cookie: 'xsoe.session_token=1' })).toBeUndefined();
    expect(sessionCookieValue({})).toBeUndefined();
  });
});
