import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import type { CurrentUser } from '../auth/session-user';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, INJECTION, tableChecksum } from '../connectors/sql-write/testing';
import { WRITE_REFUSED } from './messages';

const available = await reachable(PG_HOST, PG_PORT);
const DB = `soe_writes_local_${process.pid}`;

describe.skipIf(!available)('SOE Local write commands become proposals (PostgreSQL system)', () => {
  let t: TestApp;
  let owner: TestClient;
  const users: Record<string, { c: TestClient; user: CurrentUser; conversationId: number; systemId: number }> = {};

  async function member(name: string, tier: string, access: string, url: string) {
    const c = new TestClient(t.app);
    const { id } = await c.register(name);
    await owner.put(`/api/admin/users/${id}`, { subscriptionTier: tier, accessLevel: access });
    const system = await c.post('/api/systems', { name: 'Sales DB', type: 'crm', connectionDetails: { url } });
    expect(system.status, system.body).toBe(201);
    const conversation = await c.post('/api/conversations', { title: 'Commands' });
    const user = (await t.ctx.auth.currentUser({ cookie: c.cookieHeader }))!;
    users[name] = { c, user, conversationId: conversation.json.id, systemId: system.json.id };
  }

  const ask = async (name: string, question: string) => {
    const u = users[name]!;
    return t.ctx.writes.proposeFromQuestion(
      u.user,
      question,
      await t.ctx.systems.engineSystems(u.user),
      u.conversationId,
    );
  };
  const proposals = async () => (await t.ctx.database.db.select().from(schema.writeProposals)).length;

  beforeAll(async () => {
    const url = await createCrmDatabase(DB);
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('local-owner');
    await member('writer', 'pro', 'write', url);
    await member('reader', 'free', 'read', url);
  });
  afterAll(async () => {
    await t?.destroy();
    await dropDatabase(DB);
  });

  it("a writer's command becomes a proposal whose block the answer holds; confirming it writes the row", async () => {
    const answer = await ask('writer', 'set the stage of deal Acme Renewal to Won');
    expect(answer).not.toBeNull();
    const id = Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(answer!.text)?.[1]);
    expect(answer!.text).toBe(
      `I prepared this change in Sales DB for you to confirm: set the stage of the deal "Acme Renewal" to "Closed Won".\n\n[WRITE:{"id":${id}}]`,
    );
    expect(answer!.systemSources).toEqual(['Sales DB']);
    const card = await users.writer!.c.get(`/api/writes/${id}`);
    expect(card.json).toMatchObject({
      status: 'proposed',
      preview: {
        target: 'deals with id = 1 (Acme Renewal)',
        changes: [{ field: 'stage', before: 'Negotiation', after: 'Closed Won' }],
      },
    });
    const done = await users.writer!.c.post(`/api/writes/${id}/confirm`);
    expect(done.json.status).toBe('done');
  });

  it('a question back when unsure, and null for questions that are not commands', async () => {
    expect((await ask('writer', 'set the stage of deal Twin Deal to Won'))!.text).toMatch(
      /2 deal records named "Twin Deal"/,
    );
    expect(await ask('writer', 'how many deals are there by stage')).toBeNull();
    expect(await ask('writer', INJECTION)).toBeNull();
  });

  it('the demo company is read-only: the command is answered with the reason, nothing proposed', async () => {
    const before = await proposals();
    const u = users.writer!;
    const demo = (await t.ctx.systems.engineSystems(u.user)).filter((s) => s.name === 'Demo Company');
    const answer = await t.ctx.writes.proposeFromQuestion(u.user, 'mark invoice 1 as paid', demo, u.conversationId);
    expect(answer!.text).toMatch(/Demo Company is shared by everyone on this server/);
    expect(await proposals()).toBe(before);
  });

  it('a read-only user gets the refusal: nothing read from the system, nothing proposed, nothing written', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const count = await proposals();
    const knowledge = vi.spyOn(t.ctx.engine, 'knowledgeFor');
    const propose = vi.spyOn(t.ctx.writes, 'propose');
    for (const question of [
      'set the stage of deal Globex Expansion to Won',
      'mark invoice INV-1002 as paid',
      'change the email of contact Jane Smith to x@evil.example',
    ]) {
      expect(await ask('reader', question)).toEqual({ text: WRITE_REFUSED, systemSources: [] });
    }
    // A sentence shaped like a command that names nothing of the system is answered as a question.
    expect(await ask('reader', 'update me on sales to date')).toBeNull();
    expect(knowledge).not.toHaveBeenCalled();
    expect(propose).not.toHaveBeenCalled();
    knowledge.mockRestore();
    propose.mockRestore();
    expect(await proposals()).toBe(count);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('an instruction stored in a database row stays data: reading it proposes and runs nothing (security check 29, docs/security.md)', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const count = await proposals();
    for (const name of ['writer', 'reader']) {
      const u = users[name]!;
      const systems = (await t.ctx.systems.engineSystems(u.user)).filter((s) => s.name === 'Sales DB');
      const read = await t.ctx.engine.answer('list the deals', systems);
      expect(read.text).toContain(INJECTION);
      // The row's text handed back as if it were a command is not one.
      expect(await t.ctx.writes.proposeFromQuestion(u.user, read.text, systems, u.conversationId)).toBeNull();
    }
    expect(await proposals()).toBe(count);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);
  });

  it('through the chat API: the reader is refused, the injected row is shown as data, the writer gets a card', async () => {
    const before = await tableChecksum(DB, 'crm.deals');
    const count = await proposals();
    const refused = await users.reader!.c.post('/api/ask', {
      prompt: 'set the stage of deal Globex Expansion to Won',
      systemIds: [users.reader!.systemId],
    });
    expect(refused.json).toMatchObject({ response: WRITE_REFUSED, systemSources: [] });
    const shown = await users.writer!.c.post('/api/ask', {
      prompt: 'list the deals',
      systemIds: [users.writer!.systemId],
    });
    expect(shown.json.response).toContain(INJECTION);
    expect(await proposals()).toBe(count);
    expect(await tableChecksum(DB, 'crm.deals')).toBe(before);

    const asked = await users.writer!.c.post('/api/ask', { prompt: 'Please mark invoice INV-1002 as paid.' });
    const id = Number(/\[WRITE:\{"id":(\d+)\}\]/.exec(asked.json.response)?.[1]);
    expect(asked.json.systemSources).toEqual(['Sales DB']);
    const card = await users.writer!.c.get(`/api/writes/${id}`);
    expect(card.json).toMatchObject({
      conversationId: asked.json.conversationId,
      preview: {
        target: 'invoices with id = 2 (INV-1002)',
        changes: [{ field: 'status', before: 'open', after: 'paid' }],
      },
    });
  });
});
