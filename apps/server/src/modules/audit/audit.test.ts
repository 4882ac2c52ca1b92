import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

interface Entry {
  id: number;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
}

describe('audit log', () => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: number;
  let member: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app, '203.0.113.7');
    ownerId = (await owner.register('audit-owner', 'owner-password')).id;
    member = new TestClient(t.app);
    await member.register('audit-member');
  });
  afterAll(async () => t?.destroy());

  const audit = async (query = '') => {
    const res = await owner.get(`/api/admin/audit${query}`);
    expect(res.status, res.body).toBe(200);
    return res.json as { entries: Entry[]; nextBefore: number | null };
  };

  it('is staff only', async () => {
    expect((await new TestClient(t.app).get('/api/admin/audit')).status).toBe(401);
    const res = await member.get('/api/admin/audit');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 'forbidden', message: "You don't have administrator privileges." });
  });

  it('records sign-ins with the actor and IP', async () => {
    const c = new TestClient(t.app, '198.51.100.4');
    expect((await c.post('/api/login', { username: 'audit-owner', password: 'owner-password' })).status).toBe(200);
    const { entries } = await audit('?action=auth.signin');
    expect(entries[0]).toMatchObject({
      action: 'auth.signin',
      actorId: ownerId,
      actorUsername: 'audit-owner',
      target: `user:${ownerId}`,
      ip: '198.51.100.4',
    });
    // A failed sign-in is not a sign-in.
    await new TestClient(t.app).post('/api/login', { username: 'audit-owner', password: 'wrong' });
    expect((await audit('?action=auth.signin')).entries).toHaveLength(1);
  });

  it('records admin create, update and delete with the changed fields and never a password', async () => {
    const created = await owner.post('/api/admin/users', {
      username: 'audited',
      email: 'audited@example.com',
      password: 'super-secret-pw',
      subscriptionTier: 'pro',
      accessLevel: 'write',
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    expect(
      (await owner.put(`/api/admin/users/${id}`, { accessLevel: 'admin', isActive: false, firstName: 'Audi' })).status,
    ).toBe(200);
    // A no-op edit changes nothing and writes nothing.
    expect((await owner.put(`/api/admin/users/${id}`, { accessLevel: 'admin' })).status).toBe(200);
    expect((await owner.delete(`/api/admin/users/${id}`)).status).toBe(204);

    const { entries } = await audit(`?actorId=${ownerId}`);
    const mine = entries.filter((e) => e.target === `user:${id}`);
    expect(mine.map((e) => e.action)).toEqual(['user.delete', 'user.update', 'user.create']);
    const [del, upd, cre] = mine;
    expect(cre).toMatchObject({
      actorId: ownerId,
      ip: '203.0.113.7',
      details: {
        username: 'audited',
        email: 'audited@example.com',
        subscriptionTier: 'pro',
        accessLevel: 'write',
        isAdmin: false,
        isActive: true,
        tenantId: expect.stringMatching(/^ws_/),
      },
    });
    expect(upd!.details).toMatchObject({
      username: 'audited',
      changes: {
        accessLevel: { from: 'write', to: 'admin' },
        isActive: { from: true, to: false },
        firstName: { from: '', to: 'Audi' },
      },
      privileged: true,
    });
    expect(Object.keys((upd!.details as { changes: object }).changes).sort()).toEqual([
      'accessLevel',
      'firstName',
      'isActive',
    ]);
    expect(del).toMatchObject({ details: { username: 'audited', email: 'audited@example.com' } });
    expect(JSON.stringify(entries)).not.toMatch(/super-secret-pw|password/i);
  });

  it('does not record refused actions', async () => {
    const before = (await audit()).entries[0]!.id;
    expect((await owner.delete(`/api/admin/users/${ownerId}`)).status).toBe(400);
    expect(
      (
        await member.post('/api/admin/users', {
          username: 'nope-user',
          email: 'nope@example.com',
          password: 'password-123',
        })
      ).status,
    ).toBe(403);
    expect((await audit()).entries[0]!.id).toBe(before);
  });

  it('filters by action and actor and pages newest first with a cursor', async () => {
    for (let i = 0; i < 5; i++) {
      await owner.post('/api/admin/users', {
        username: `paged-${i}`,
        email: `paged-${i}@example.com`,
        password: 'password-123',
      });
    }
    const all = (await audit('?action=user.create&limit=200')).entries;
    expect(all.every((e) => e.action === 'user.create')).toBe(true);
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
    expect(all[0]!.details).toMatchObject({ username: 'paged-4' });

    const first = await audit('?action=user.create&limit=2');
    expect(first.entries.map((e) => e.details?.username)).toEqual(['paged-4', 'paged-3']);
    expect(first.nextBefore).toBe(first.entries[1]!.id);
    const second = await audit(`?action=user.create&limit=2&before=${first.nextBefore}`);
    expect(second.entries.map((e) => e.details?.username)).toEqual(['paged-2', 'paged-1']);
    const rest = await audit(`?action=user.create&limit=200&before=${second.nextBefore}`);
    expect(rest.nextBefore).toBeNull();
    expect([...first.entries, ...second.entries, ...rest.entries].map((e) => e.id)).toEqual(all.map((e) => e.id));

    const memberId = (await member.get('/api/user')).json.id;
    expect((await audit(`?actorId=${memberId}`)).entries.every((e) => e.actorId === memberId)).toBe(true);
    expect((await audit('?action=no.such.action')).entries).toEqual([]);

    const bad = await owner.get('/api/admin/audit?limit=0');
    expect(bad.status).toBe(400);
    expect((await owner.get('/api/admin/audit?actorId=abc')).status).toBe(400);
    expect((await owner.get('/api/admin/audit?limit=201')).status).toBe(400);
  });

  it('never stores secrets even when a caller passes them in details', async () => {
    await t.ctx.audit.record({
      actorId: ownerId,
      action: 'test.secret',
      details: { password: 'p', nested: { apiKey: 'k', keep: 1 }, list: [{ token: 't' }] },
    });
    const { entries } = await audit('?action=test.secret');
    expect(entries[0]!.details).toEqual({ nested: { keep: 1 }, list: [{}] });
  });
});
