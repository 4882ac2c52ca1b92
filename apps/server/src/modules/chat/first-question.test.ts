import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { pgAdmin } from '../connectors/sql-write/testing';
import { LEDGER_2023 } from '../engine/testing/ledger';

const available = await reachable(PG_HOST, PG_PORT);
const DB = `soe_first_question_${process.pid}`;

/**
 * The first question of a new conversation, with two systems connected (engine note 19, docs/engine-notes.md): a
 * question both read about equally well goes to the system the user last asked in, else to the first connected,
 * and the other is offered; one system with no figure never answers "no value" while the other has it.
 */
describe.skipIf(!available)('the first question of a new conversation, with two systems', () => {
  let t: TestApp;
  let a: TestClient;

  const ask = async (content: string) => {
    const conversation = (await a.post('/api/conversations', { title: 'New conversation' })).json;
    const sent = await a.post('/api/messages', { conversationId: conversation.id, content });
    expect(sent.status, sent.body).toBe(200);
    const message = sent.json.assistantMessage as {
      content: string;
      systemSources: string[];
      reading: { alternatives: { label: string; question: string }[] } | null;
    };
    return { ...message, alternatives: message.reading?.alternatives };
  };

  beforeAll(async () => {
    const admin = await pgAdmin();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
    await admin.end();
    const c = await pgAdmin(DB);
    await c.query(LEDGER_2023);
    await c.end();
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('first-owner');
    a = new TestClient(t.app);
    const { id } = await a.register('first-asker');
    await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro' });
    // The Ledger is connected before anything lists the systems, so the built-in Demo Company may be made after it
    // (a later id): it still counts as connected first, as every user has it from the start.
    const url = `postgresql://postgres@${PG_HOST}:${PG_PORT}/${DB}`;
    const system = await a.post('/api/systems', { name: 'Ledger 2023', type: 'crm', connectionDetails: { url } });
    expect(system.status, system.body).toBe(201);
    const listed = (await a.get('/api/systems')).json as { id: number; isDemo: boolean }[];
    expect(listed.map((s) => s.isDemo).sort()).toEqual([false, true]);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
    const admin = await pgAdmin();
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.end();
  });

  it('goes to the first connected system, then to the one the user last asked in; the other is offered', async () => {
    const first = await ask('Top 5 customers by revenue');
    expect(first.systemSources, first.content).toEqual(['Demo Company']);
    expect(first.content).toContain('Ledger 2023 could answer this too.');
    expect(first.alternatives?.map((x) => x.label)).toEqual(['Ask Ledger 2023 instead']);

    // The user takes the offer: the Ledger answers, and a new conversation starts where they last asked.
    const instead = await ask(first.alternatives![0].question);
    expect(instead.systemSources, instead.content).toEqual(['Ledger 2023']);
    const next = await ask('Top 5 customers by revenue');
    expect(next.systemSources, next.content).toEqual(['Ledger 2023']);
    expect(next.alternatives?.map((x) => x.label)).toEqual(['Ask Demo Company instead']);
  });

  it('"What were total sales in 2023?" is answered from the system that has the figure, whichever was used last', async () => {
    for (const warmUp of ['Top 5 customers by revenue in Demo Company', 'Top 5 customers by revenue in Ledger 2023']) {
      await ask(warmUp);
      const answer = await ask('What were total sales in 2023?');
      expect(answer.systemSources, answer.content).toEqual(['Ledger 2023']);
      expect(answer.content).not.toMatch(/no value/);
    }
  });
});
