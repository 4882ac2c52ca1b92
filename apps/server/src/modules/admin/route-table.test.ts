import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { routeTable } from '../../../test/route-table';

/*
 * Security checks 5 and 6 (docs/security.md), driven by the app's real route table: every Fastify
 * instance the app creates gets an onRoute hook before any plugin registers,
 * so every route (whoever added it, with or without a schema) is collected.
 */
vi.mock('fastify', async (importOriginal) =>
  (await import('../../../test/route-table')).collectRoutes(await importOriginal()),
);
const table = { routes: routeTable };

const PRIVILEGED_BODY = {
  subscriptionTier: 'staff_admin',
  accessLevel: 'admin',
  isAdmin: true,
  isOwner: true,
  isActive: true,
  tenantId: 'other-tenant',
  username: 'escalated-x',
  email: 'escalated@example.com',
  password: 'password-123',
  title: 'x',
  name: 'x',
  planId: 'staff_admin',
  tier: 'staff_admin',
};

describe('the route table', () => {
  let t: TestApp;
  let ownerId: number;

  beforeAll(async () => {
    table.routes.length = 0;
    t = await createTestApp();
    ownerId = (await new TestClient(t.app).register('route-owner')).id;
  });
  afterAll(async () => t?.destroy());

  const fill = (url: string, id: number) => url.replace(/:[A-Za-z_]+/g, String(id)).replace(/\*$/, 'x');
  const adminRoutes = () =>
    table.routes.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && r.method !== 'OPTIONS');

  it('holds the admin routes this module serves', () => {
    const keys = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'POST /api/admin/users',
        'PUT /api/admin/users/:id',
        'DELETE /api/admin/users/:id',
        'GET /api/admin/audit',
      ]),
    );
    expect(table.routes.some((r) => r.url === '/api/user')).toBe(true);
  });

  it('answers 403 on every /api/admin route to non-admins, including a username containing "dan"', async () => {
    const users: TestClient[] = [];
    for (const name of ['ordinary', 'dan', 'Jordan-Dane', 'dan.admin']) {
      const c = new TestClient(t.app);
      await c.register(name);
      users.push(c);
    }
    const before = await t.ctx.database.db.select().from(schema.user);
    for (const c of users) {
      for (const route of adminRoutes()) {
        const res = await c.request(
          route.method,
          fill(route.url, ownerId),
          ['GET', 'DELETE'].includes(route.method) ? undefined : PRIVILEGED_BODY,
        );
        expect(res.status, `${route.method} ${route.url}`).toBe(403);
        expect(res.json).toEqual({ code: 'forbidden', message: "You don't have administrator privileges." });
        const anon = await new TestClient(t.app).request(
          route.method,
          fill(route.url, ownerId),
          ['GET', 'DELETE'].includes(route.method) ? undefined : PRIVILEGED_BODY,
        );
        expect(anon.status, `anonymous ${route.method} ${route.url}`).toBe(401);
      }
    }
    // Nothing changed: no user created, edited or deleted.
    expect(await t.ctx.database.db.select().from(schema.user)).toEqual(before);
  });

  it('lets no user raise their own tier, access, admin flag or tenant through any non-admin route', async () => {
    const c = new TestClient(t.app);
    const { id, tenantId } = await c.register('climber');
    const mutating = table.routes.filter(
      (r) =>
        (['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) &&
          r.url.startsWith('/api/') &&
          !r.url.startsWith('/api/admin')) ||
        (['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/auth/')),
    );
    expect(mutating.length).toBeGreaterThan(3);
    for (const route of mutating) {
      // Sign-out or similar may end the session: sign back in so every route is tried signed in.
      if ((await c.get('/api/user')).status !== 200)
        await c.post('/api/login', { username: 'climber', password: 'password-123' });
      await c.request(route.method, fill(route.url, id), route.method === 'DELETE' ? undefined : PRIVILEGED_BODY);
      const [row] = await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.id, id));
      expect(row, `${route.method} ${route.url}`).toMatchObject({
        subscriptionTier: 'free',
        accessLevel: 'read',
        isAdmin: false,
        isOwner: false,
        tenantId,
        isWorkspaceOwner: true,
      });
    }
  });
});
