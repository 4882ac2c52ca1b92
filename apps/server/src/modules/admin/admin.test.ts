import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { adminServiceFor } from './service';

const ADMIN_FIELDS = [
  'accessLevel',
  'createdAt',
  'email',
  'firstName',
  'id',
  'isActive',
  'isAdmin',
  'isOwner',
  'lastName',
  'signInLockedUntil',
  'subscriptionTier',
  'tenantId',
  'username',
];

describe('staff administration', () => {
  let t: TestApp;
  let owner: TestClient;
  let ownerId: number;
  let member: TestClient;
  let memberId: number;
  /** The owner's workspace: every sign-up has its own (modules/workspaces). */
  let ownerTenant: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    ({ id: ownerId, tenantId: ownerTenant } = await owner.register('the-owner'));
    member = new TestClient(t.app);
    memberId = (await member.register('plain-member')).id;
  });
  afterAll(async () => t?.destroy());

  const userRow = async (id: number) =>
    (await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.id, id)))[0];

  it('answers 401 signed out and 403 with the spec message to a non-admin', async () => {
    expect((await new TestClient(t.app).get('/api/admin/users')).status).toBe(401);
    const res = await member.get('/api/admin/users');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: 'forbidden', message: "You don't have administrator privileges." });
    // Even an invalid body is refused as 403 first: no validation hints for non-admins.
    const bad = await member.post('/api/admin/users', { username: 'x' });
    expect(bad.status).toBe(403);
  });

  it('lets the owner list every user with exactly the admin fields and no secrets', async () => {
    const res = await owner.get('/api/admin/users');
    expect(res.status).toBe(200);
    expect(res.json.map((u: { username: string }) => u.username)).toEqual(['the-owner', 'plain-member']);
    for (const u of res.json) expect(Object.keys(u).sort()).toEqual(ADMIN_FIELDS);
    expect(res.json[0]).toMatchObject({
      id: ownerId,
      isOwner: true,
      isAdmin: true,
      subscriptionTier: 'staff_admin',
      accessLevel: 'admin',
      tenantId: ownerTenant,
      isActive: true,
    });
    expect(ownerTenant).toMatch(/^ws_/);
    expect(res.json[1].tenantId).not.toBe(ownerTenant);
    expect(res.body).not.toMatch(/password|token/i);
  });

  it('creates users with privileged fields, validates clearly and refuses taken names with 409', async () => {
    const sessionBefore = owner.cookieHeader;
    const res = await owner.post('/api/admin/users', {
      username: 'new-writer',
      email: 'writer@example.com',
      password: 'secret-pw',
      firstName: 'Wri',
      lastName: 'Ter',
      subscriptionTier: 'pro',
      accessLevel: 'write',
      tenantId: ownerTenant,
      isAdmin: false,
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      username: 'new-writer',
      email: 'writer@example.com',
      firstName: 'Wri',
      lastName: 'Ter',
      subscriptionTier: 'pro',
      accessLevel: 'write',
      tenantId: ownerTenant,
      isAdmin: false,
      isOwner: false,
      isActive: true,
    });
    expect(await userRow(res.json.id)).toMatchObject({ isWorkspaceOwner: false });
    expect(Object.keys(res.json).sort()).toEqual(ADMIN_FIELDS);
    // The admin keeps their own session; the new user has none until they sign in.
    expect(owner.cookieHeader).toBe(sessionBefore);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await owner.get('/api/user')).json.username).toBe('the-owner');
    expect(await adminServiceFor(t.ctx).sessionCount(res.json.id)).toBe(0);
    // The password works (better-auth hashed it).
    const writer = new TestClient(t.app);
    expect((await writer.post('/api/login', { username: 'new-writer', password: 'secret-pw' })).json).toMatchObject({
      subscriptionTier: 'pro',
      accessLevel: 'write',
    });
    expect((await writer.get('/api/user')).json).toMatchObject({ tenantId: ownerTenant, isWorkspaceOwner: false });
    // A workspace that does not exist is refused, and nothing is left behind.
    const nowhere = await owner.post('/api/admin/users', {
      username: 'lost-user',
      email: 'lost@example.com',
      password: 'secret-pw',
      tenantId: 'no-such-workspace',
    });
    expect(nowhere.status).toBe(404);
    expect(nowhere.json).toEqual({ code: 'not_found', message: 'Workspace not found' });

    // Console variant: username, email, password, accessLevel, subscriptionTier, isAdmin.
    const staff = await owner.post('/api/admin/users', {
      username: 'co-admin',
      email: 'co-admin@example.com',
      password: 'secret-pw',
      accessLevel: 'admin',
      subscriptionTier: 'enterprise',
      isAdmin: true,
    });
    expect(staff.status).toBe(201);
    // Without a workspace the new user gets one of their own.
    expect(staff.json).toMatchObject({ isAdmin: true, firstName: '', lastName: '' });
    expect(staff.json.tenantId).toMatch(/^ws_/);
    expect(staff.json.tenantId).not.toBe(ownerTenant);
    expect(await userRow(staff.json.id)).toMatchObject({ isWorkspaceOwner: true });

    const bad = await owner.post('/api/admin/users', {
      username: 'ab',
      email: 'nope',
      password: '123',
      subscriptionTier: 'gold',
      accessLevel: 'root',
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'accessLevel',
      'email',
      'password',
      'subscriptionTier',
      'username',
    ]);
    expect(bad.json.message).toMatch(/at least 3/);

    const taken = await owner.post('/api/admin/users', {
      username: 'NEW-WRITER',
      email: 'another@example.com',
      password: 'secret-pw',
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ code: 'conflict', message: 'Username or email already exists' });
    expect(
      (
        await owner.post('/api/admin/users', {
          username: 'fresh-name',
          email: 'Writer@example.com',
          password: 'secret-pw',
        })
      ).status,
    ).toBe(409);
  });

  it('edits tier, access, admin flag, tenant and names, returning the user', async () => {
    const before = (await userRow(memberId))!.tenantId;
    const res = await owner.put(`/api/admin/users/${memberId}`, {
      subscriptionTier: 'enterprise',
      accessLevel: 'write',
      isAdmin: false,
      tenantId: ownerTenant,
      firstName: 'Plain',
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: memberId,
      subscriptionTier: 'enterprise',
      accessLevel: 'write',
      tenantId: ownerTenant,
      firstName: 'Plain',
      isActive: true,
    });
    // The member's own session sees the change on the next request.
    expect((await member.get('/api/user')).json).toMatchObject({
      subscriptionTier: 'enterprise',
      accessLevel: 'write',
      tenantId: ownerTenant,
      isWorkspaceOwner: false,
    });
    // Their old workspace was empty: it is gone. A workspace that does not exist is a 404.
    expect(await t.ctx.database.db.select().from(schema.workspaces).where(eq(schema.workspaces.id, before))).toEqual(
      [],
    );
    expect((await owner.put(`/api/admin/users/${memberId}`, { tenantId: 'no-such-workspace' })).status).toBe(404);

    expect((await owner.put(`/api/admin/users/${memberId}`, { accessLevel: 'superuser' })).status).toBe(400);
    expect((await owner.put('/api/admin/users/abc', { accessLevel: 'read' })).status).toBe(400);
    const missing = await owner.put('/api/admin/users/999999', { accessLevel: 'read' });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'not_found', message: 'User not found' });
    expect((await owner.delete('/api/admin/users/999999')).status).toBe(404);
  });

  it('disabling a user ends all their sessions at once and tells the realtime hook', async () => {
    const victim = new TestClient(t.app);
    const { id } = await victim.register('soon-disabled');
    const second = new TestClient(t.app);
    await second.post('/api/login', { username: 'soon-disabled', password: 'password-123' });
    expect((await victim.get('/api/user')).status).toBe(200);
    expect(await adminServiceFor(t.ctx).sessionCount(id)).toBe(2);

    const events: Array<[number, string]> = [];
    adminServiceFor(t.ctx).onUserDisabled.push((userId, reason) => {
      events.push([userId, reason]);
    });
    const res = await owner.put(`/api/admin/users/${id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.json.isActive).toBe(false);
    expect(events).toEqual([[id, 'disabled']]);
    expect(await adminServiceFor(t.ctx).sessionCount(id)).toBe(0);
    expect((await victim.get('/api/user')).status).toBe(401);
    expect((await second.get('/api/user')).status).toBe(401);
    // And a fresh sign-in is refused while disabled.
    expect(
      (await new TestClient(t.app).post('/api/login', { username: 'soon-disabled', password: 'password-123' })).status,
    ).toBe(403);

    // Re-enabling lets them sign in again.
    expect((await owner.put(`/api/admin/users/${id}`, { isActive: true })).json.isActive).toBe(true);
    expect(
      (await new TestClient(t.app).post('/api/login', { username: 'soon-disabled', password: 'password-123' })).status,
    ).toBe(200);
    adminServiceFor(t.ctx).onUserDisabled.length = 0;
  });

  it('deletes users (their sessions end, 204) but never the owner or oneself', async () => {
    const doomed = new TestClient(t.app);
    const { id } = await doomed.register('to-be-deleted');
    const events: number[] = [];
    adminServiceFor(t.ctx).onUserDisabled.push((userId) => {
      events.push(userId);
    });
    const res = await owner.delete(`/api/admin/users/${id}`);
    expect(res.status).toBe(204);
    expect(res.body).toBe('');
    expect(events).toEqual([id]);
    adminServiceFor(t.ctx).onUserDisabled.length = 0;
    expect((await doomed.get('/api/user')).status).toBe(401);
    expect(await userRow(id)).toBeUndefined();
    expect((await owner.get('/api/admin/users')).json.some((u: { id: number }) => u.id === id)).toBe(false);

    const self = await owner.delete(`/api/admin/users/${ownerId}`);
    expect(self.status).toBe(400);
    expect(self.json.message).toMatch(/can't delete your own account/);
  });

  it('protects the owner from every other admin, and from being demoted at all', async () => {
    const coAdmin = new TestClient(t.app);
    const login = await coAdmin.post('/api/login', { username: 'co-admin', password: 'secret-pw' });
    expect(login.status).toBe(200);
    // A second admin can administer ordinary users...
    expect((await coAdmin.get('/api/admin/users')).status).toBe(200);
    // ...but not the owner.
    for (const change of [
      { isActive: false },
      { subscriptionTier: 'free' },
      { accessLevel: 'read' },
      { isAdmin: false },
      { tenantId: 'elsewhere' },
    ]) {
      const res = await coAdmin.put(`/api/admin/users/${ownerId}`, change);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.json.message).toMatch(/owner/i);
    }
    const del = await coAdmin.delete(`/api/admin/users/${ownerId}`);
    expect(del.status).toBe(403);
    expect(del.json.message).toMatch(/owner/i);
    // Saving the console's edit dialog unchanged is not a change.
    expect(
      (
        await coAdmin.put(`/api/admin/users/${ownerId}`, {
          accessLevel: 'admin',
          subscriptionTier: 'staff_admin',
          isAdmin: true,
        })
      ).status,
    ).toBe(200);

    // The owner can't demote or disable themself either, but may rename.
    expect((await owner.put(`/api/admin/users/${ownerId}`, { isAdmin: false })).status).toBe(403);
    expect((await owner.put(`/api/admin/users/${ownerId}`, { isActive: false })).status).toBe(403);
    expect((await owner.put(`/api/admin/users/${ownerId}`, { firstName: 'Olivia' })).json.firstName).toBe('Olivia');

    expect(await userRow(ownerId)).toMatchObject({
      isOwner: true,
      isAdmin: true,
      isActive: true,
      subscriptionTier: 'staff_admin',
      accessLevel: 'admin',
      tenantId: ownerTenant,
    });
    expect((await owner.get('/api/user')).status).toBe(200);
  });

  it('does not let an admin disable themself, and a demoted admin loses access at once', async () => {
    const coAdmin = new TestClient(t.app);
    await coAdmin.post('/api/login', { username: 'co-admin', password: 'secret-pw' });
    const coAdminId = (await coAdmin.get('/api/user')).json.id;
    const self = await coAdmin.put(`/api/admin/users/${coAdminId}`, { isActive: false });
    expect(self.status).toBe(400);
    expect(self.json.message).toMatch(/can't disable your own account/);

    expect((await owner.put(`/api/admin/users/${coAdminId}`, { isAdmin: false, subscriptionTier: 'pro' })).status).toBe(
      200,
    );
    const after = await coAdmin.get('/api/admin/users');
    expect(after.status).toBe(403);
    // The staff tier alone is enough (decisions §2: isAdmin OR staff_admin).
    expect((await owner.put(`/api/admin/users/${coAdminId}`, { subscriptionTier: 'staff_admin' })).status).toBe(200);
    expect((await coAdmin.get('/api/admin/users')).status).toBe(200);
  });

  it('lists only same-workspace members on /api/team, with safe fields, emails for the workspace owner', async () => {
    expect((await new TestClient(t.app).get('/api/team')).status).toBe(401);
    // plain-member was moved into the owner's workspace, where new-writer was created.
    const team = await member.get('/api/team');
    expect(team.status).toBe(200);
    expect(team.json.map((m: { username: string }) => m.username).sort()).toEqual([
      'new-writer',
      'plain-member',
      'the-owner',
    ]);
    for (const m of team.json) {
      expect(Object.keys(m).sort()).toEqual([
        'accessLevel',
        'createdAt',
        'email',
        'firstName',
        'id',
        'isActive',
        'isAdmin',
        'isOwner',
        'isWorkspaceOwner',
        'lastName',
        'subscriptionTier',
        'username',
      ]);
      // A member sees their own email only.
      expect(m.email).toBe(m.id === memberId ? 'plain-member@example.com' : null);
    }
    expect(team.body).not.toMatch(/password|tenantId|token/i);

    const home = await owner.get('/api/team');
    expect(home.json.map((m: { username: string }) => m.username).sort()).toEqual([
      'new-writer',
      'plain-member',
      'the-owner',
    ]);
    expect(home.json.find((m: { username: string }) => m.username === 'the-owner')).toMatchObject({
      isOwner: true,
      isAdmin: true,
      isWorkspaceOwner: true,
    });
    expect(home.json.find((m: { username: string }) => m.username === 'new-writer').email).toBe('writer@example.com');

    // Someone who signed up alone sees themself only.
    const loner = new TestClient(t.app);
    await loner.register('lone-signup');
    expect((await loner.get('/api/team')).json.map((m: { username: string }) => m.username)).toEqual(['lone-signup']);
  });

  it('lists every workspace for staff only', async () => {
    expect((await member.get('/api/admin/workspaces')).status).toBe(403);
    const res = await owner.get('/api/admin/workspaces');
    expect(res.status).toBe(200);
    const mine = res.json.find((w: { id: string }) => w.id === ownerTenant);
    expect(mine).toMatchObject({ ownerId, ownerUsername: 'the-owner', memberCount: 3, name: "the-owner's workspace" });
    expect(res.json.length).toBeGreaterThan(2);
  });
});
