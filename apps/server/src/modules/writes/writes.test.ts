import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeFrame } from '@soe/shared';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { DEMO_READ_ONLY } from '../connectors/demo';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, queryRows, tableChecksum } from '../connectors/sql-write/testing';
import { WRITE_REFUSED } from './messages';

const available = await reachable(PG_HOST, PG_PORT);
const DB = `soe_writes_api_${process.pid}`;

describe.skipIf(!available)('write proposals over the HTTP API (PostgreSQL system)', () => {
  let t: TestApp;
  let url: string;
  let owner: TestClient;
  const clients: Record<string, { c: TestClient; id: number; systemId: number; conversationId: number }> = {};

  async function member(name: string, tier: string, access: string) {
    const c = new TestClient(t.app);
    const { id } = await c.register(name);
    const res = await owner.put(`/api/admin/users/${id}`, { subscriptionTier: tier, accessLevel: access });
    expect(res.status).toBe(200);
    const system = await c.post('/api/systems', { name: 'Sales DB', type: 'crm', connectionDetails: { url } });
    expect(system.status, system.body).toBe(201);
    const conversation = await c.post('/api/conversations', { title: 'Writes' });
    clients[name] = { c, id, systemId: system.json.id, conversationId: conversation.json.id };
    return clients[name];
  }

  const propose = (
    who: string,
    operationId: string,
    input: Record<string, unknown>,
    override: Record<string, number> = {},
  ) =>
    clients[who].c.post('/api/writes', {
      conversationId: clients[who].conversationId,
      systemId: clients[who].systemId,
      operationId,
      input,
      ...override,
    });

  const audit = async (proposalId: number) =>
    (await t.ctx.database.db.select().from(schema.auditLog).where(like(schema.auditLog.action, 'write.%')))
      .filter((e) => (e.details as { proposalId?: number } | null)?.proposalId === proposalId)
      .map((e) => e.action);

  beforeAll(async () => {
    url = await createCrmDatabase(DB);
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('writes-owner');
    await member('writer', 'pro', 'write');
    await member('reader', 'free', 'read');
    await member('free-writer', 'free', 'write'); // write access, but the free plan has no canWrite
    await member('pro-reader', 'pro', 'read');
  });
  afterAll(async () => {
    await t?.destroy();
    await dropDatabase(DB);
  });

  it('proposes an update with a preview read from the system, writing nothing', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const res = await propose('writer', 'update_record', {
      entity: 'crm.deals',
      key: { id: 1 },
      values: { stage: 'Closed Won' },
    });
    expect(res.status, res.body).toBe(201);
    expect(res.json).toMatchObject({
      status: 'proposed',
      operationId: 'update_record',
      systemId: clients.writer.systemId,
      conversationId: clients.writer.conversationId,
      result: null,
      error: null,
      decidedAt: null,
      preview: {
        action: 'update',
        title: 'Update a record',
        system: 'Sales DB',
        entity: 'crm.deals',
        target: 'deals with id = 1 (Acme Renewal)',
        changes: [{ field: 'stage', before: 'Negotiation', after: 'Closed Won' }],
      },
    });
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
    expect((await clients.writer.c.get(`/api/writes/${res.json.id}`)).json).toEqual(res.json);
    expect(await audit(res.json.id)).toEqual(['write.proposed']);
  });

  it("another user's proposal answers 404 to GET, confirm and cancel, and nothing runs", async () => {
    const { json: proposal } = await propose('writer', 'update_record', {
      entity: 'crm.deals',
      key: { id: 2 },
      values: { stage: 'Negotiation' },
    });
    const before = await tableChecksum(DB, 'crm.deals');
    for (const other of [clients.reader.c, clients['pro-reader'].c, owner]) {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', '/confirm'],
        ['POST', '/cancel'],
      ] as const) {
        const res = await other.request(
          method,
          `/api/writes/${proposal.id}${path}`,
          method === 'POST' ? {} : undefined,
        );
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.json).toEqual({ code: 'not_found', message: 'Write proposal not found' });
      }
    }
    expect((await clients.writer.c.get('/api/writes/987654')).status).toBe(404);
    // Another user's system or conversation in the body: 404, nothing proposed.
    expect(
      (
        await propose(
          'writer',
          'update_record',
          { entity: 'crm.deals', key: { id: 2 }, values: { stage: 'Negotiation' } },
          { systemId: clients['pro-reader'].systemId },
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await propose(
          'writer',
          'update_record',
          { entity: 'crm.deals', key: { id: 2 }, values: { stage: 'Negotiation' } },
          { conversationId: clients.reader.conversationId },
        )
      ).status,
    ).toBe(404);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
    expect((await clients.writer.c.get(`/api/writes/${proposal.id}`)).json.status).toBe('proposed');
  });

  it('confirmed twice at once, it runs exactly once; the result and the audit trail are stored; every tab hears of it', async () => {
    const frames: RealtimeFrame[] = [];
    const unsubscribe = await t.ctx.realtime.subscribe(
      clients.writer.id,
      (m) => m.kind === 'event' && frames.push(m.event),
    );
    const { json: proposal } = await propose('writer', 'update_record', {
      entity: 'crm.deals',
      key: { id: 4 },
      values: { amount: 22000 },
    });
    const results = await Promise.all([
      clients.writer.c.post(`/api/writes/${proposal.id}/confirm`),
      clients.writer.c.post(`/api/writes/${proposal.id}/confirm`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = results.find((r) => r.status === 200)!.json;
    expect(done).toMatchObject({
      status: 'done',
      error: null,
      result: 'Updated the deals row with id = 4: amount 21500 → 22000.',
    });
    expect(done.decidedAt).not.toBeNull();
    expect(results.find((r) => r.status === 409)!.json.message).toMatch(/already (confirmed|done)/);
    expect(await queryRows(DB, 'SELECT amount::text FROM crm.deals WHERE id = 4')).toEqual([{ amount: '22000.00' }]);
    expect(await audit(proposal.id)).toEqual(['write.proposed', 'write.confirmed', 'write.done']);
    const third = await clients.writer.c.post(`/api/writes/${proposal.id}/confirm`);
    expect(third.status).toBe(409);
    await new Promise((r) => setTimeout(r, 50));
    unsubscribe();
    const statuses = frames
      .filter((f) => f.type === 'write_updated' && f.payload.write.id === proposal.id)
      .map((f) => (f as Extract<RealtimeFrame, { type: 'write_updated' }>).payload.write.status);
    expect(statuses).toEqual(['proposed', 'confirmed', 'done']);
  });

  it('cancel: the proposal never runs, and cannot be confirmed afterwards', async () => {
    const { json: proposal } = await propose('writer', 'delete_record', { entity: 'crm.invoices', key: { id: 3 } });
    expect(proposal.preview).toMatchObject({ action: 'delete', target: 'invoices with id = 3 (INV-1003)' });
    expect(proposal.preview.changes).toContainEqual({ field: 'number', before: 'INV-1003', after: null });
    const before = await tableChecksum(DB, 'crm.invoices');
    const cancelled = await clients.writer.c.post(`/api/writes/${proposal.id}/cancel`);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', result: null });
    expect((await clients.writer.c.post(`/api/writes/${proposal.id}/confirm`)).status).toBe(409);
    expect((await clients.writer.c.post(`/api/writes/${proposal.id}/cancel`)).status).toBe(409);
    expect(await tableChecksum(DB, 'crm.invoices')).toBe(before);
    expect(await audit(proposal.id)).toEqual(['write.proposed', 'write.cancelled']);
  });

  it('creates through a proposal; a record changed since the preview fails the write and rolls it back', async () => {
    const { json: create } = await propose('writer', 'create_record', {
      entity: 'crm.contacts',
      values: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', account_id: 1 },
    });
    expect(create.preview).toMatchObject({
      action: 'create',
      target: null,
      changes: [
        { field: 'first_name', before: null, after: 'Ada' },
        { field: 'last_name', before: null, after: 'Lovelace' },
        { field: 'email', before: null, after: 'ada@example.com' },
        { field: 'account_id', before: null, after: 1 },
      ],
    });
    const created = await clients.writer.c.post(`/api/writes/${create.id}/confirm`);
    expect(created.json.status).toBe('done');
    expect(await queryRows(DB, `SELECT email FROM crm.contacts WHERE last_name = 'Lovelace'`)).toEqual([
      { email: 'ada@example.com' },
    ]);

    const { json: stale } = await propose('writer', 'update_record', {
      entity: 'crm.deals',
      key: { id: 2 },
      values: { stage: 'Closed Won' },
    });
    await queryRows(DB, `UPDATE crm.deals SET stage = 'Negotiation' WHERE id = 2`);
    const before = await tableChecksum(DB, 'crm.deals');
    const failed = await clients.writer.c.post(`/api/writes/${stale.id}/confirm`);
    expect(failed.json).toMatchObject({ status: 'failed', result: null });
    expect(failed.json.error).toMatch(/changed since the preview \(stage is now "Negotiation"\)/);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
    expect(await audit(stale.id)).toEqual(['write.proposed', 'write.confirmed', 'write.failed']);
  });

  it('refuses invalid proposals with clear 400s, and the shared demo with its own reason', async () => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 1 }, values: { colour: 'red' } },
        /crm\.deals has no column "colour"/,
      ],
      ['update_record', { entity: 'crm.nothing', key: { id: 1 }, values: { stage: 'x' } }, /no table "crm\.nothing"/],
      ['update_record', { entity: 'crm.deals', values: { stage: 'x' } }, /primary key/],
      [
        'update_record',
        { entity: 'crm.deals', key: { id: 999 }, values: { stage: 'Closed Won' } },
        /has no row with id = 999/,
      ],
      ['truncate_everything', { entity: 'crm.deals' }, /offers no operation "truncate_everything"/],
    ];
    const before = await tableChecksum(DB, 'crm.deals');
    for (const [op, input, message] of cases) {
      const res = await propose('writer', op, input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    const systems = (await clients.writer.c.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>;
    const demo = await propose(
      'writer',
      'update_record',
      { entity: 'demo.deals', key: { id: 1 }, values: { stage: 'Won' } },
      { systemId: systems.find((s) => s.isDemo)!.id },
    );
    expect(demo.status).toBe(400);
    expect(demo.json.message).toBe(DEMO_READ_ONLY);
    expect(
      (
        await clients.writer.c.post('/api/writes', {
          conversationId: 'x',
          systemId: clients.writer.systemId,
          operationId: '',
          input: [],
        })
      ).status,
    ).toBe(400);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('read-only and free users are refused with 403 before any I/O; the table checksum is unchanged', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const proposalsBefore = (await t.ctx.database.db.select().from(schema.writeProposals)).length;
    for (const who of ['reader', 'free-writer', 'pro-reader']) {
      for (const [op, input] of [
        ['delete_record', { entity: 'crm.deals', key: { id: 1 } }],
        ['update_record', { entity: 'crm.deals', key: { id: 1 }, values: { stage: 'Closed Lost' } }],
        [
          'create_record',
          { entity: 'crm.deals', values: { name: 'x', account_id: 1, stage: 'Prospecting', amount: 1 } },
        ],
      ] as const) {
        const res = await propose(who, op, input);
        expect(res.status, `${who} ${op}`).toBe(403);
        expect(res.json).toEqual({ code: 'forbidden', message: WRITE_REFUSED });
      }
    }
    expect((await t.ctx.database.db.select().from(schema.writeProposals)).length).toBe(proposalsBefore);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
    const refused = await t.ctx.database.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'write.refused'), eq(schema.auditLog.actorId, clients.reader.id)));
    expect(refused.length).toBe(3);
  });

  it('a writer downgraded after proposing cannot confirm: 403, still proposed, nothing written', async () => {
    const w = await member('downgraded', 'pro', 'write');
    const { json: proposal } = await propose('downgraded', 'delete_record', { entity: 'crm.deals', key: { id: 3 } });
    expect(proposal.status).toBe('proposed');
    await owner.put(`/api/admin/users/${w.id}`, { subscriptionTier: 'free' });
    const before = await tableChecksum(DB, 'crm.deals');
    const res = await w.c.post(`/api/writes/${proposal.id}/confirm`);
    expect(res.status).toBe(403);
    expect((await w.c.get(`/api/writes/${proposal.id}`)).json.status).toBe('proposed');
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('staff read every write step in the audit log', async () => {
    const res = await owner.get('/api/admin/audit?action=write.done');
    expect(res.status).toBe(200);
    expect(res.json.entries.length).toBeGreaterThanOrEqual(2);
    expect(res.json.entries[0]).toMatchObject({
      action: 'write.done',
      target: `system:${clients.writer.systemId}`,
      details: { operation: expect.any(String), system: 'Sales DB' },
    });
  });
});
