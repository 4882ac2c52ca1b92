import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { PG_HOST, PG_PORT, reachable } from '../../src/modules/connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, tableChecksum } from '../../src/modules/connectors/sql-write/testing';
import { createTestApp, TestClient, type TestApp } from '../helpers';

/*
 * Workspaces keep strangers apart (issue 22): every sign-up has a workspace of
 * its own, members join only through an owner's single-use link, systems are
 * seen by members only when their owner shares them, and a read-only share
 * refuses writes. Another workspace's ids answer exactly as missing ones.
 */

const pgUp = await reachable(PG_HOST, PG_PORT);
const CRM_DB = `soe_workspaces_${process.pid}`;
const MISSING = 999_999;
const names = (res: { json: Array<{ username: string }> }) => res.json.map((m) => m.username).sort();

describe('workspaces', () => {
  let t: TestApp;
  let staff: TestClient;
  let alice: TestClient;
  let bob: TestClient;
  let eve: TestClient;
  let aliceId: number;
  let bobId: number;
  let crmId = 0;
  let bobConversation: number;
  let token: string;

  const invite = async (client: TestClient, expiresInDays?: number) => {
    const res = await client.post('/api/team/invitations', expiresInDays === undefined ? {} : { expiresInDays });
    expect(res.status, res.body).toBe(201);
    return res.json as { invitation: { id: number }; token: string; path: string };
  };
  const share = (access: string) => alice.put(`/api/systems/${crmId}/share`, { access });
  const writeOn = (systemId: number) =>
    bob.post('/api/writes', {
      conversationId: bobConversation,
      systemId,
      operationId: 'update_record',
      input: { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Closed Won' } },
    });

  beforeAll(async () => {
    const crmUrl = pgUp ? await createCrmDatabase(CRM_DB) : null;
    t = await createTestApp();
    staff = new TestClient(t.app);
    await staff.register('ws-instance-owner');
    alice = new TestClient(t.app);
    bob = new TestClient(t.app);
    eve = new TestClient(t.app);
    aliceId = (await alice.register('ws-alice')).id;
    bobId = (await bob.register('ws-bob')).id;
    await eve.register('ws-eve');
    if (crmUrl) {
      // Alice is on the free plan: one system, hers to share.
      const created = await alice.post('/api/systems', {
        name: 'Alice Team CRM',
        type: 'crm',
        connectionDetails: { url: crmUrl },
      });
      expect(created.status, created.body).toBe(201);
      crmId = created.json.id;
    }
    bobConversation = (await bob.post('/api/conversations', { title: 'Bob' })).json.id;
  });
  afterAll(async () => {
    await t?.destroy();
    if (pgUp) await dropDatabase(CRM_DB);
  });

  it("shows a free user's /api/team their own workspace only", async () => {
    const team = await alice.get('/api/team');
    expect(team.status).toBe(200);
    expect(names(team)).toEqual(['ws-alice']);
    expect(team.json[0]).toMatchObject({
      email: 'ws-alice@example.com',
      isWorkspaceOwner: true,
      subscriptionTier: 'free',
    });
    expect(team.body).not.toMatch(/ws-bob|ws-eve|ws-instance-owner/);
    expect((await alice.get('/api/workspace')).json).toMatchObject({
      memberCount: 1,
      isOwner: true,
      name: "ws-alice's workspace",
    });
  });

  it('adds a member through an invitation link, who then sees the shared systems and nothing else', async () => {
    ({ token } = await invite(alice));
    expect((await new TestClient(t.app).get(`/api/invitations/${token}`)).json).toMatchObject({
      workspaceName: "ws-alice's workspace",
      invitedBy: 'ws-alice',
    });
    // Signed out, the link can only be looked at.
    expect((await new TestClient(t.app).post(`/api/invitations/${token}/accept`)).status).toBe(401);

    const joined = await bob.post(`/api/invitations/${token}/accept`);
    expect(joined.status, joined.body).toBe(200);
    expect(joined.json.workspace).toMatchObject({ name: "ws-alice's workspace", memberCount: 2, isOwner: false });
    expect((await bob.get('/api/user')).json).toMatchObject({ isWorkspaceOwner: false });

    // The member sees the team, but only their own email; the owner sees every email.
    const team = await bob.get('/api/team');
    expect(names(team)).toEqual(['ws-alice', 'ws-bob']);
    expect(team.json.find((m: { id: number }) => m.id === aliceId).email).toBeNull();
    expect(team.json.find((m: { id: number }) => m.id === bobId).email).toBe('ws-bob@example.com');
    expect((await alice.get('/api/team')).json.map((m: { email: string }) => m.email).sort()).toEqual([
      'ws-alice@example.com',
      'ws-bob@example.com',
    ]);
    // Strangers stay strangers.
    expect(names(await eve.get('/api/team'))).toEqual(['ws-eve']);
    expect(
      await t.ctx.database.db.select().from(schema.workspaces).where(eq(schema.workspaces.name, "ws-bob's workspace")),
    ).toEqual([]);

    if (!crmId) return;
    // Not shared yet: invisible, and a question naming it uses nothing of it.
    expect((await bob.get('/api/systems')).json.map((s: { id: number }) => s.id)).not.toContain(crmId);
    expect((await bob.get(`/api/systems/${crmId}/schema`)).status).toBe(404);

    expect((await share('read')).json).toMatchObject({ access: 'owner', shareAccess: 'read' });
    const seen = (await bob.get('/api/systems')).json.find((s: { id: number }) => s.id === crmId);
    // Seen as shared by Alice, read-only, without its address.
    expect(seen).toMatchObject({
      name: 'Alice Team CRM',
      access: 'read',
      shareAccess: 'read',
      sharedBy: 'ws-alice',
      connectionDetails: { url: '', hasApiKey: false },
    });
    expect((await bob.get(`/api/systems/${crmId}/schema`)).json.entities.length).toBeGreaterThan(0);
    const asked = await bob.post('/api/ask', { prompt: 'how many deals are there', systemIds: [crmId] });
    expect(asked.status, asked.body).toBe(200);
    expect(asked.json.systemSources).toContain('Alice Team CRM');
    // A stranger naming the same system gets nothing of it.
    const stranger = await eve.post('/api/ask', { prompt: 'how many deals are there', systemIds: [crmId] });
    expect(JSON.stringify(stranger.json)).not.toContain('Alice Team CRM');
  });

  it('spends a link once, and refuses expired and revoked links', async () => {
    const again = await eve.post(`/api/invitations/${token}/accept`);
    expect(again.status).toBe(404);
    expect(again.json.message).toMatch(/not valid any more/);
    expect((await eve.get(`/api/invitations/${token}`)).status).toBe(404);

    const expiring = await invite(alice, 1);
    await t.ctx.database.db
      .update(schema.workspaceInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.workspaceInvitations.id, expiring.invitation.id));
    expect((await eve.get(`/api/invitations/${expiring.token}`)).status).toBe(404);
    expect((await eve.post(`/api/invitations/${expiring.token}/accept`)).status).toBe(404);

    const revoked = await invite(alice);
    expect((await alice.delete(`/api/team/invitations/${revoked.invitation.id}`)).status).toBe(204);
    expect((await eve.post(`/api/invitations/${revoked.token}/accept`)).status).toBe(404);
    // A made-up token, and one that is not a token at all.
    expect((await eve.post(`/api/invitations/${'x'.repeat(43)}/accept`)).status).toBe(404);
    expect((await eve.post('/api/invitations/%3Cscript%3E/accept')).status).toBe(400);

    const statuses = (await alice.get('/api/team/invitations')).json.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['revoked', 'expired', 'used']);
    expect(names(await eve.get('/api/team'))).toEqual(['ws-eve']);
    // Only hashes are stored.
    const stored = await t.ctx.database.db.select().from(schema.workspaceInvitations);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('lets only the workspace owner invite, list links, and remove members', async () => {
    const tries = [
      await bob.post('/api/team/invitations', {}),
      await bob.get('/api/team/invitations'),
      await bob.delete(`/api/team/members/${aliceId}`),
    ];
    for (const res of tries) {
      expect(res.status, res.body).toBe(403);
      expect(res.json.message).toBe("Only the workspace's owner can do this.");
    }
    expect(
      await t.ctx.database.db
        .select()
        .from(schema.workspaceInvitations)
        .where(eq(schema.workspaceInvitations.createdBy, bobId)),
    ).toEqual([]);
    if (!crmId) return;
    // A member never manages a shared system.
    for (const res of [
      await bob.put(`/api/systems/${crmId}/share`, { access: 'write' }),
      await bob.delete(`/api/systems/${crmId}`),
      await bob.put(`/api/systems/${crmId}`, { name: 'Mine now' }),
    ]) {
      expect(res.status, res.body).toBe(403);
    }
    expect((await alice.get('/api/systems')).json.find((s: { id: number }) => s.id === crmId)).toMatchObject({
      name: 'Alice Team CRM',
      shareAccess: 'read',
    });
  });

  it("answers another workspace's ids exactly as missing ones", async () => {
    const { invitation } = await invite(alice);
    const pairs: Array<[string, string, unknown?]> = [
      ['DELETE', `/api/team/members/${bobId}`],
      ['DELETE', `/api/team/invitations/${invitation.id}`],
    ];
    if (crmId)
      pairs.push(
        ['GET', `/api/systems/${crmId}/schema`],
        ['PUT', `/api/systems/${crmId}/share`, { access: 'write' }],
        ['DELETE', `/api/systems/${crmId}`],
      );
    for (const [method, url, body] of pairs) {
      const theirs = await eve.request(method, url, body);
      const missing = await eve.request(method, url.replace(/\/\d+(\/|$)/, `/${MISSING}$1`), body);
      expect(theirs.status, `${method} ${url}`).toBe(404);
      expect(theirs.body).toBe(missing.body);
    }
    // Nothing moved.
    expect(names(await alice.get('/api/team'))).toEqual(['ws-alice', 'ws-bob']);
    expect(
      (await alice.get('/api/team/invitations')).json.find((i: { id: number }) => i.id === invitation.id).status,
    ).toBe('pending');
  });

  it.skipIf(!pgUp)(
    'refuses writes through a read-only share, and needs both the share and the member’s own write access',
    async () => {
      // Bob on a plan and access that may write: only the share can refuse him.
      expect(
        (await staff.put(`/api/admin/users/${bobId}`, { subscriptionTier: 'pro', accessLevel: 'write' })).status,
      ).toBe(200);
      const before = await tableChecksum(CRM_DB, 'crm.deals');
      const readOnly = await writeOn(crmId);
      expect(readOnly.status, readOnly.body).toBe(403);
      expect(readOnly.json.message).toMatch(/read-only/);

      expect((await share('write')).status).toBe(200);
      const proposed = await writeOn(crmId);
      expect(proposed.status, proposed.body).toBe(201);
      // The owner turns the share read-only before Bob confirms: nothing is written.
      expect((await share('read')).status).toBe(200);
      const confirmed = await bob.post(`/api/writes/${proposed.json.id}/confirm`);
      expect(confirmed.json.status, confirmed.body).toBe('failed');
      expect(await tableChecksum(CRM_DB, 'crm.deals')).toBe(before);

      // A write share does not lend write access to a member who has none.
      expect((await share('write')).status).toBe(200);
      expect((await staff.put(`/api/admin/users/${bobId}`, { accessLevel: 'read' })).status).toBe(200);
      expect((await writeOn(crmId)).status).toBe(403);
      expect(await tableChecksum(CRM_DB, 'crm.deals')).toBe(before);
    },
  );

  it.skipIf(!pgUp)("counts systems against the workspace owner's plan", async () => {
    // Bob is on Pro (5 systems) but Alice's free workspace already holds its one system.
    const res = await bob.post('/api/systems', {
      name: 'Bob Extra',
      type: 'crm',
      connectionDetails: { url: 'postgresql://postgres@127.0.0.1:5432/none' },
    });
    expect(res.status, res.body).toBe(402);
    expect((await bob.get('/api/usage')).json).toMatchObject({ systemsUsed: 1, maxSystems: 1 });
  });

  it('removes a member into a workspace of their own, where shared systems are gone', async () => {
    expect((await alice.delete(`/api/team/members/${aliceId}`)).status).toBe(400);
    expect((await alice.delete(`/api/team/members/${bobId}`)).status).toBe(204);
    expect(names(await alice.get('/api/team'))).toEqual(['ws-alice']);
    expect(names(await bob.get('/api/team'))).toEqual(['ws-bob']);
    expect((await bob.get('/api/user')).json).toMatchObject({ isWorkspaceOwner: true });
    if (crmId) {
      expect((await bob.get('/api/systems')).json.map((s: { id: number }) => s.id)).not.toContain(crmId);
      expect((await bob.get(`/api/systems/${crmId}/schema`)).status).toBe(404);
    }
  });
});
