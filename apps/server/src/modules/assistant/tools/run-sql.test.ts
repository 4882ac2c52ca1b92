import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import * as schema from '../../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { toCurrentUser, type CurrentUser } from '../../auth/session-user';
import { ResultStore } from '../results';
import { buildTools, type AnswerQuery, type ToolContext } from '.';

const KEY = 'sk-run-sql-test-key';
const SQL = 'SELECT name, unit_price FROM products ORDER BY unit_price DESC, name LIMIT 3';

/** The [TABLE:…] blocks of a text, parsed. */
function tables(text: string): Array<{ rows: Array<Record<string, unknown>>; source: string }> {
  return [...text.matchAll(/\[TABLE:(\{.*?\})\](?=\s*(\n|$))/gs)].map((m) => JSON.parse(m[1]!));
}

describe('run_sql, the model’s read-only SQL tool (Demo Company on PGlite)', () => {
  let fake: OpenAiFake;
  let t: TestApp;
  let alice: TestClient;
  let bob: TestClient;
  let aliceUser: CurrentUser;
  let aliceDemo: number;
  let bobDemo: number;

  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: KEY });
    t = await createTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-4o-mini' });
    alice = new TestClient(t.app);
    await alice.register('run-sql-alice');
    bob = new TestClient(t.app);
    await bob.register('run-sql-bob');
    aliceDemo = (await alice.get('/api/systems')).json[0].id;
    bobDemo = (await bob.get('/api/systems')).json[0].id;
    const [row] = await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.username, 'run-sql-alice'));
    aliceUser = toCurrentUser(row!, 0);
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  function context(queries: AnswerQuery[] = []): ToolContext {
    return {
      user: aliceUser,
      conversationId: 0,
      mode: 'internal',
      canWrite: false,
      now: new Date(),
      signal: new AbortController().signal,
      systems: t.ctx.systems,
      engine: t.ctx.engine,
      results: new ResultStore(),
      touched: new Set(),
      proposals: [],
      queries,
    };
  }
  const call = (ctx: ToolContext, input: { systemId: number; sql: string }) =>
    buildTools(ctx).run_sql!.execute!(input, { toolCallId: 'call-1', messages: [] }) as Promise<
      Record<string, unknown>
    >;

  it('runs a checked SELECT and returns the rows, a result to show and the query it ran', async () => {
    const queries: AnswerQuery[] = [];
    const ctx = context(queries);
    const output = await call(ctx, { systemId: aliceDemo, sql: SQL });
    const direct = await t.ctx.database.sql.query(
      'SELECT name, unit_price::float8 AS unit_price FROM demo.products ORDER BY unit_price DESC, name LIMIT 3',
    );
    expect(output).toEqual({
      columns: ['name', 'unit_price'],
      rows: direct.rows,
      rowCount: 3,
      truncated: false,
      resultId: 'result_1',
    });
    expect([...ctx.touched]).toEqual(['Demo Company']);
    expect(queries).toEqual([
      { systemId: aliceDemo, systemName: 'Demo Company', language: 'sql', text: SQL, editable: true },
    ]);
    expect(tables(ctx.results.expand('TABLE', 'result_1')!)[0]).toMatchObject({
      rows: direct.rows,
      source: 'Demo Company',
    });
  });

  it('answers a refusal with the rule it broke, and runs nothing', async () => {
    const queries: AnswerQuery[] = [];
    const ctx = context(queries);
    expect(await call(ctx, { systemId: aliceDemo, sql: 'SELECT pg_sleep(5)' })).toEqual({
      error: expect.stringMatching(/^Refused \(function\): pg_sleep\(\) is not an allowed function/),
      rule: 'function',
    });
    expect(await call(ctx, { systemId: aliceDemo, sql: 'SELECT nme FROM products' })).toEqual({
      error: "Refused (column): no column 'nme' in products; did you mean 'name'?",
      rule: 'column',
    });
    expect(await call(ctx, { systemId: aliceDemo, sql: 'DELETE FROM products' })).toMatchObject({ rule: 'read only' });
    // The demo lives in the app's own database: its tables are out of reach by any name.
    expect(await call(ctx, { systemId: aliceDemo, sql: 'SELECT * FROM public.user' })).toMatchObject({ rule: 'table' });
    expect(queries).toEqual([]);
    expect(ctx.touched.size).toBe(0);
  });

  it("answers another user's system exactly like a missing one", async () => {
    const theirs = await call(context(), { systemId: bobDemo, sql: SQL });
    expect(theirs).toEqual({ error: 'System not found' });
    expect(await call(context(), { systemId: 987_654, sql: SQL })).toEqual(theirs);
  });

  it('is offered to the model, and the table in its answer is the system’s result', async () => {
    expect((await alice.post('/api/llm-providers/openai/activate')).status).toBe(200);
    fake.script([
      { toolCalls: [{ name: 'run_sql', args: { systemId: aliceDemo, sql: SQL } }] },
      (_request, view) => {
        const output = JSON.parse(String(view.toolResults[0]!.output));
        return { text: `The priciest products:\n\n[TABLE:${output.resultId}]` };
      },
    ]);
    const conversation = (await alice.post('/api/conversations', { title: 'SQL' })).json;
    const res = await alice.post('/api/messages', {
      content: 'Which 3 products cost the most?',
      conversationId: conversation.id,
      mode: 'internal',
    });
    expect(res.status, res.body).toBe(200);
    expect(fake.toolsOffered(fake.modelRequests().at(-2))).toContain('run_sql');
    const answer = res.json.assistantMessage as { content: string; systemSources: string[] };
    expect(answer.systemSources).toEqual(['Demo Company']);
    expect(tables(answer.content)[0]!.rows.map((r) => r.name)).toHaveLength(3);
  });
});
