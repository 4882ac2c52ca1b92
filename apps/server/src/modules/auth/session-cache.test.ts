import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TestClient, testEnv } from '../../../test/helpers';
import { buildApp, type BuiltApp } from '../../app';
import { loadConfig } from '../../config/env';
import type { Database } from '../../db/client';
import * as schema from '../../db/schema';
import { LiveSessions, SessionCookieCache, sessionCookieValue } from './session-cache';
import { toCurrentUser, type UserRow } from './session-user';

/**
 * Two instances on one database: a session one instance has read (and holds in
 * memory) must lose access there as soon as the session or the user changes through
 * the other instance or straight in the database. On the embedded database the
 * change notification arrives before the writing query returns, so that is the very
 * next request; on PostgreSQL it arrives on another connection within milliseconds
 * of the commit, so the next request is allowed a short wait (`soon`).
 */
describe('remembered session cookies', () => {
  let database: Database;
  const apps: BuiltApp[] = [];
  const dirs: string[] = [];

  async function instance(): Promise<BuiltApp> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-test-'));
    dirs.push(dataDir);
    const config = loadConfig(testEnv(dataDir));
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

  /** The status of a request: at once on the embedded database, within a second on PostgreSQL. */
  async function soon<T>(read: () => Promise<T>, expected: T): Promise<void> {
    if (database.kind === 'pglite') expect(await read()).toBe(expected);
    else await expect.poll(read, { timeout: 1_000, interval: 5 }).toBe(expected);
  }
  const status =
    (c: TestClient, url = '/api/user') =>
    async () =>
      (await c.get(url)).status;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('loses access on every instance after sign-out, disabling, deletion; sees tier changes, whoever made them', async () => {
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
    await soon(async () => (await onB.get('/api/user')).json.subscriptionTier, 'pro');
    await soon(async () => (await onA.get('/api/user')).json.subscriptionTier, 'pro');

    // Sign-out on A: the old cookie gets 401 on A straight away, and on B as soon as PostgreSQL tells it.
    const oldCookies = new Map(onA.cookies);
    expect((await onA.logout('/api/logout')).status).toBe(200);
    const replayA = new TestClient(a.app);
    replayA.cookies = oldCookies;
    expect((await replayA.get('/api/user')).status).toBe(401);
    await soon(status(onB), 401);

    // A new session, remembered on both; the account disabled in the database: 401 on both at once.
    const again = new TestClient(a.app);
    expect((await again.post('/api/login', { username: 'cache-user', password: 'password-123' })).status).toBe(200);
    const againB = sameBrowser(again, b);
    expect((await again.get('/api/user')).status).toBe(200);
    expect((await againB.get('/api/user')).status).toBe(200);
    await database.db.update(schema.user).set({ isActive: false }).where(eq(schema.user.id, user.id));
    await soon(status(again), 401);
    await soon(status(againB), 401);

    // Re-enabled, then deleted: gone everywhere.
    await database.db.update(schema.user).set({ isActive: true }).where(eq(schema.user.id, user.id));
    await soon(status(againB), 200);
    await database.db.delete(schema.user).where(eq(schema.user.id, user.id));
    await soon(status(again), 401);
    await soon(status(againB), 401);
  });

  it('applies a change an administrator makes on this instance to the very next request, and a truncate everywhere', async () => {
    const a = await instance();
    const b = await instance();
    const staff = new TestClient(a.app);
    await staff.register('cache-staff');
    await database.db
      .update(schema.user)
      .set({ subscriptionTier: 'staff_admin', isAdmin: true, accessLevel: 'admin' })
      .where(eq(schema.user.username, 'cache-staff'));
    await soon(async () => (await staff.get('/api/admin/users')).status, 200);
    const member = new TestClient(a.app);
    const { id } = await member.register('cache-member');
    const memberOnB = sameBrowser(member, b);
    expect((await member.get('/api/user')).json.subscriptionTier).toBe('free');
    expect((await memberOnB.get('/api/user')).json.subscriptionTier).toBe('free');

    // Through the admin route on A: A forgets the user before answering, whatever the database's notifications do.
    expect((await staff.put(`/api/admin/users/${id}`, { subscriptionTier: 'enterprise' })).status).toBe(200);
    expect((await member.get('/api/user')).json.subscriptionTier).toBe('enterprise');
    await soon(async () => (await memberOnB.get('/api/user')).json.subscriptionTier, 'enterprise');
    expect((await staff.put(`/api/admin/users/${id}`, { isActive: false })).status).toBe(200);
    expect((await member.get('/api/user')).status).toBe(401);
    await soon(status(memberOnB), 401);

    // Sessions emptied by TRUNCATE (a statement, no rows to name): every instance drops everything.
    expect((await staff.get('/api/user')).status).toBe(200);
    await database.sql.query('TRUNCATE "session" CASCADE');
    await soon(status(staff), 401);
    await soon(status(sameBrowser(staff, b)), 401);
  });

  it.runIf(process.env.DATABASE_URL)(
    'reads every request from the database while the listening connection is down, and caches again once it is back',
    async () => {
      const a = await instance();
      const c = new TestClient(a.app);
      const { id } = await c.register('cache-listener');
      expect((await c.get('/api/user')).status).toBe(200);
      expect(a.ctx.auth.sessions.enabled).toBe(true);

      // The listening connection is cut by the server: the instance notices, stops serving from memory and reconnects.
      await database.sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'soe-listen' AND datname = current_database()`,
      );
      await expect.poll(() => a.ctx.auth.sessions.enabled, { timeout: 2_000, interval: 5 }).toBe(false);
      await database.db.update(schema.user).set({ subscriptionTier: 'pro' }).where(eq(schema.user.id, id));
      expect((await c.get('/api/user')).json.subscriptionTier).toBe('pro');

      await expect.poll(() => a.ctx.auth.sessions.enabled, { timeout: 5_000, interval: 20 }).toBe(true);
      expect((await c.get('/api/user')).json.subscriptionTier).toBe('pro');
      await database.db.update(schema.user).set({ subscriptionTier: 'enterprise' }).where(eq(schema.user.id, id));
      await soon(async () => (await c.get('/api/user')).json.subscriptionTier, 'enterprise');
    },
  );

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

describe('LiveSessions', () => {
  const row = (id: number) =>
    ({
      id,
      username: `u${id}`,
      displayUsername: null,
      email: `u${id}@example.com`,
      firstName: '',
      lastName: '',
      accessLevel: 'read',
      subscriptionTier: 'free',
      isAdmin: false,
      isOwner: false,
      isActive: true,
      tenantId: 'default',
      createdAt: new Date(),
    }) as unknown as UserRow;
  const later = new Date(Date.now() + 60_000);

  it('never puts back a row read before a change it was told about', () => {
    const cache = new LiveSessions(10_000);
    cache.setReceiving(true);
    const readAt = cache.begin();
    cache.changed('u:1'); // the change lands while the read is in flight
    cache.set(readAt, 11, toCurrentUser(row(1), 11), later);
    expect(cache.get(11)).toBeUndefined();
    cache.set(cache.begin(), 11, toCurrentUser(row(1), 11), later);
    expect(cache.get(11)?.id).toBe(1);
  });

  it('drops by user, by session and everything; serves nothing when not receiving, expired or turned off', () => {
    const cache = new LiveSessions(10_000);
    cache.setReceiving(true);
    const fill = (sessionId: number, userId: number, expires = later) =>
      cache.set(cache.begin(), sessionId, toCurrentUser(row(userId), sessionId), expires);
    fill(1, 1);
    fill(2, 1);
    fill(3, 2);
    cache.changed('u:1');
    expect([cache.get(1), cache.get(2), cache.get(3)?.id]).toEqual([undefined, undefined, 2]);
    cache.changed('s:3');
    expect(cache.get(3)).toBeUndefined();
    fill(4, 4);
    cache.changed('*');
    expect(cache.get(4)).toBeUndefined();
    fill(5, 5, new Date(Date.now() - 1));
    expect(cache.get(5)).toBeUndefined(); // the session itself has expired
    fill(6, 6);
    expect(Object.isFrozen(cache.get(6))).toBe(true);
    cache.setReceiving(false);
    expect(cache.get(6)).toBeUndefined();
    fill(7, 7);
    expect(cache.get(7)).toBeUndefined();

    const off = new LiveSessions(0);
    off.setReceiving(true);
    off.set(off.begin(), 8, toCurrentUser(row(8), 8), later);
    expect(off.enabled).toBe(false);
    expect(off.get(8)).toBeUndefined();
  });

  it('is bounded in size and time: the least recently used entry goes first, and an entry ends with its TTL', async () => {
    const cache = new LiveSessions(10_000, 2);
    cache.setReceiving(true);
    const fill = (sessionId: number) =>
      cache.set(cache.begin(), sessionId, toCurrentUser(row(sessionId), sessionId), later);
    fill(1);
    fill(2);
    expect(cache.get(1)?.id).toBe(1); // 1 is now the most recently used
    fill(3);
    expect([cache.get(1)?.id, cache.get(2), cache.get(3)?.id]).toEqual([1, undefined, 3]);

    const cookies = new SessionCookieCache(30, 10);
    cookies.set('signed-value', { sessionId: 1, provider: 'credential' });
    expect(cookies.get('signed-value')?.sessionId).toBe(1);
    await new Promise((done) => setTimeout(done, 60));
    expect(cookies.get('signed-value')).toBeUndefined();
  });
});
