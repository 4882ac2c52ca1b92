import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createTestApp, SAME_ORIGIN, TestClient, type TestApp } from '../../../test/helpers';
import { PG_HOST, PG_PORT, reachable } from '../connectors/sql-discovery/test-servers';
import { createCrmDatabase, dropDatabase, pgAdmin } from '../connectors/sql-write/testing';
import { currentPeriod } from '../usage/service';

const pgUp = await reachable(PG_HOST, PG_PORT);
const CRM_DB = `soe_edited_sql_${process.pid}`;
const SQL = 'SELECT name, unit_price FROM products ORDER BY unit_price DESC, name LIMIT 3';

/** The [TABLE:…] blocks of a text, parsed. */
function tables(
  text: string,
): Array<{ headers: Array<{ key: string }>; rows: Array<Record<string, unknown>>; source: string }> {
  return [...text.matchAll(/\[TABLE:(\{.*?\})\](?=\s*(\n|$))/gs)].map((m) => JSON.parse(m[1]!));
}

describe('POST /api/conversations/:id/sql: an analyst’s edited SQL, run again and kept as an answer', () => {
  let t: TestApp;
  let owner: TestClient;
  let a: TestClient;
  let b: TestClient;
  let aId: number;
  let aDemo: number;
  let conversation: number;
  const post = (client: TestClient, id: number, body: unknown, headers?: Record<string, string>) =>
    client.post(`/api/conversations/${id}/sql`, body, headers);
  const messagesOf = async (id: number) =>
    t.ctx.database.db.select().from(schema.messages).where(eq(schema.messages.conversationId, id));
  const used = async () => (await a.get('/api/usage')).json.queriesUsed as number;

  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('edited-sql-owner');
    a = new TestClient(t.app);
    aId = (await a.register('edited-sql-a')).id;
    b = new TestClient(t.app);
    await b.register('edited-sql-b');
    aDemo = (await a.get('/api/systems')).json[0].id;
    conversation = (await a.post('/api/conversations', { title: 'Edited SQL' })).json.id;
  });
  afterAll(async () => {
    await t?.destroy();
    if (pgUp) await dropDatabase(CRM_DB);
  });

  it('runs the SQL and stores it as a question and its answer: the SQL in a sql block, the result as a table', async () => {
    const before = await used();
    const res = await post(a, conversation, { systemId: aDemo, sql: SQL }, { origin: SAME_ORIGIN });
    expect(res.status, res.body).toBe(200);
    const [question, answer] = res.json.messages as Array<{
      role: string;
      content: string;
      systemSources?: string[];
      status: string;
    }>;
    expect(question).toMatchObject({ role: 'user', content: `\`\`\`sql\n${SQL}\n\`\`\``, status: 'complete' });
    expect(answer).toMatchObject({ role: 'assistant', status: 'complete', systemSources: ['Demo Company'] });
    expect(answer!.content.startsWith('Ran your edited SQL on Demo Company: 3 rows.\n\n[TABLE:')).toBe(true);
    const direct = await t.ctx.database.sql.query(
      'SELECT name, unit_price::float8 AS unit_price FROM demo.products ORDER BY unit_price DESC, name LIMIT 3',
    );
    const [table] = tables(answer!.content);
    expect(table).toMatchObject({ rows: direct.rows, source: 'Demo Company' });
    expect(table!.headers.map((h) => h.key)).toEqual(['name', 'unit_price']);
    // Stored in the conversation, in the shape the message list returns, and counted as a question.
    expect((await a.get(`/api/conversations/${conversation}/messages`)).json.slice(-2)).toEqual(res.json.messages);
    // The answer carries its query, to be edited and run again in turn.
    expect(answer).toMatchObject({
      queries: [{ systemId: aDemo, systemName: 'Demo Company', language: 'sql', text: SQL, editable: true }],
    });
    expect(await used()).toBe(before + 1);
  });

  it("runs an answer's own statement as edited: its LIMIT 5 made LIMIT 3", async () => {
    const asked = await a.post('/api/ask', { prompt: 'Top 5 products by revenue', conversationId: conversation });
    expect(asked.status, asked.body).toBe(200);
    const shown = (await a.get(`/api/conversations/${conversation}/messages`)).json.at(-1);
    const [query] = shown.queries as Array<{ systemId: number; text: string; editable: boolean }>;
    expect(query).toMatchObject({ systemId: aDemo, editable: true });
    expect(query!.text).toMatch(/LIMIT \d+$/);
    const res = await post(a, conversation, { systemId: aDemo, sql: query!.text.replace(/LIMIT \d+$/, 'LIMIT 3') });
    expect(res.status, res.body).toBe(200);
    const [edited] = tables(res.json.messages[1].content);
    const [original] = tables(shown.content);
    expect(edited!.rows).toEqual(original!.rows.slice(0, 3));
  });

  it('answers a refused statement with a 400 naming the rule, and stores and counts nothing', async () => {
    const before = await used();
    const stored = (await messagesOf(conversation)).length;
    for (const [sql, rule] of [
      ['SELECT pg_sleep(5)', 'function'],
      ['DELETE FROM products', 'read only'],
      ['SELECT nme FROM products', 'column'],
      ['SELECT 1; SELECT 2', 'one statement'],
      ['SELECT * FROM public.user', 'table'],
    ]) {
      const res = await post(a, conversation, { systemId: aDemo, sql });
      expect(res.status, sql).toBe(400);
      expect(res.json).toEqual({
        code: 'bad_request',
        message: expect.stringMatching(new RegExp(`^Refused \\(${rule}\\): `)),
      });
    }
    expect((await post(a, conversation, { systemId: aDemo, sql: 'SELECT nme FROM products' })).json.message).toBe(
      "Refused (column): no column 'nme' in products; did you mean 'name'?",
    );
    const empty = await post(a, conversation, { systemId: aDemo, sql: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('validation_failed');
    expect((await messagesOf(conversation)).length).toBe(stored);
    expect(await used()).toBe(before);
  });

  it('keeps a question whose SQL the database rejects, with an error answer', async () => {
    const res = await post(a, conversation, { systemId: aDemo, sql: 'SELECT 1 / 0 FROM products' });
    expect(res.status, res.body).toBe(200);
    expect(res.json.messages[1]).toMatchObject({
      role: 'assistant',
      status: 'error',
      content: expect.stringMatching(/^Error: the connected system could not answer: /),
    });
  });

  it("answers another user's conversation or system exactly like a missing one", async () => {
    const body = { systemId: aDemo, sql: SQL };
    const theirs = await post(b, conversation, body);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toBe((await post(b, 987_654, body)).body);
    const bConversation = (await b.post('/api/conversations', { title: 'Mine' })).json.id;
    const onA = await post(b, bConversation, body);
    expect(onA.status).toBe(404);
    expect(onA.body).toBe((await post(b, bConversation, { ...body, systemId: 987_654 })).body);
    expect(await messagesOf(bConversation)).toEqual([]);
  });

  it('is refused from another site, like every state-changing route', async () => {
    const res = await post(a, conversation, { systemId: aDemo, sql: SQL }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it("counts against the plan's questions: past the limit it is a 402 and nothing is stored", async () => {
    const stored = (await messagesOf(conversation)).length;
    const limit = 10; // the free plan
    await t.ctx.database.db
      .update(schema.usageCounters)
      .set({ queries: limit })
      .where(and(eq(schema.usageCounters.userId, aId), eq(schema.usageCounters.periodStart, currentPeriod().key)));
    const res = await post(a, conversation, { systemId: aDemo, sql: SQL });
    expect(res.status).toBe(402);
    expect(res.json.code).toBe('payment_required');
    expect((await messagesOf(conversation)).length).toBe(stored);
    await t.ctx.database.db
      .update(schema.usageCounters)
      .set({ queries: 0 })
      .where(eq(schema.usageCounters.userId, aId));
  });

  it.skipIf(!pgUp)('never shows a secret column of a connected PostgreSQL system, by * or by name', async () => {
    const url = await createCrmDatabase(CRM_DB);
    const c = await pgAdmin(CRM_DB);
    await c.query(`ALTER TABLE crm.accounts ADD COLUMN api_token text NOT NULL DEFAULT 'tok-SECRET-0a9f'`);
    await c.end();
    expect((await owner.put(`/api/admin/users/${aId}`, { subscriptionTier: 'pro' })).status).toBe(200);
    const system = await a.post('/api/systems', { name: 'Private CRM', type: 'crm', connectionDetails: { url } });
    expect(system.status, system.body).toBe(201);
    const all = await post(a, conversation, { systemId: system.json.id, sql: 'SELECT * FROM accounts ORDER BY id' });
    expect(all.status, all.body).toBe(200);
    const [table] = tables(all.json.messages[1].content);
    expect(table!.headers.map((h) => h.key)).toEqual(['id', 'name', 'industry']);
    expect(all.body).not.toMatch(/tok-SECRET|api_token/);
    const named = await post(a, conversation, { systemId: system.json.id, sql: 'SELECT api_token FROM crm.accounts' });
    expect(named.status).toBe(400);
    expect(named.json.message).toBe(
      "Refused (column): no column 'api_token' in accounts; the columns are id, name, industry",
    );
  });
});
