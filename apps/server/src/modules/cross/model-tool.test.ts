import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CROSS_SYSTEM_MESSAGE } from '@soe/shared';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';
import { rowsOf } from '../engine/testing/answer-text';
import { ordersPerManager, setTier, successSheet, uploadCsv } from './testing/spreadsheet';

const KEY = 'sk-test-cross-7d21';
const FILE = 'customer-success.csv';
const QUESTION = 'How many orders by success manager?';

/** A language model gets cross-system answers through SOE's ask_data tool, under the same plan rule. */
describe('cross-system answers for language models (ask_data)', () => {
  let fake: OpenAiFake;
  let t: TestApp;
  let user: TestClient;
  let conversation: number;
  let manager: Map<string, string>;

  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: KEY });
    t = await createTestApp({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'gpt-4o-mini' });
    // The first account of an instance is its owner, a staff admin: the user below is an ordinary user.
    await new TestClient(t.app).register('model-cross-owner');
    user = new TestClient(t.app);
    await user.register('model-cross');
    await setTier(t, user, 'model-cross', 'pro');
    conversation = (await user.post('/api/conversations', { title: 'Success' })).json.id;
    const sheet = await successSheet(t);
    manager = sheet.manager;
    const documentId = await uploadCsv(t, user, FILE, sheet.csv, conversation);
    const demo = ((await user.get('/api/systems')).json as Array<{ id: number; isDemo: boolean }>).find(
      (s) => s.isDemo,
    )!;
    const found = await user.post('/api/system-links/find', {
      sources: [`system:${demo.id}`, `document:${documentId}`],
    });
    expect(found.json.links.length).toBeGreaterThan(0);
    expect((await user.post('/api/llm-providers/openai/activate')).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  const ask = async (content: string) => {
    const res = await user.post('/api/messages', { content, conversationId: conversation, mode: 'internal' });
    expect(res.status, res.body).toBe(200);
    return res.json.assistantMessage as { content: string; status: string; systemSources: string[] };
  };

  it('the tool joins the Demo Company and the spreadsheet, and the answer cites both', async () => {
    fake.script([
      { toolCalls: [{ name: 'ask_data', args: { question: QUESTION } }] },
      (_request, view) => {
        const output = JSON.parse(String(view.toolResults[0]!.output));
        return { text: `Orders per success manager:\n\n[TABLE:${output.resultId}]` };
      },
    ]);
    const answer = await ask('Which success manager’s customers order the most?');
    expect(answer.status).toBe('complete');
    expect(answer.systemSources.sort()).toEqual(['Demo Company', FILE].sort());
    const got = new Map(
      rowsOf(answer.content)
        .map((r) => Object.values(r) as [string | null, number])
        .filter(([m]) => m !== null),
    );
    expect(got).toEqual(await ordersPerManager(t, manager));
  });

  it('on a free plan the tool says the question needs a paid plan, and nothing is joined', async () => {
    await setTier(t, user, 'model-cross', 'free');
    try {
      fake.script([
        { toolCalls: [{ name: 'ask_data', args: { question: QUESTION } }] },
        (_request, view) => ({ text: `Tool said: ${String(view.toolResults[0]!.output)}` }),
      ]);
      const answer = await ask('Which success manager’s customers order the most?');
      expect(answer.content).toContain('needsPaidPlan');
      expect(answer.content).toContain(CROSS_SYSTEM_MESSAGE);
      expect(answer.systemSources).toEqual([]);
    } finally {
      await setTier(t, user, 'model-cross', 'pro');
    }
  });

  it('a model that writes the query (query_data) reads the combined system from list_systems and joins through it', async () => {
    let combined = '';
    fake.script([
      { toolCalls: [{ name: 'list_systems', args: {} }] },
      (_request, view) => {
        const systems = JSON.parse(String(view.toolResults.at(-1)!.output)) as Array<{
          systemId: string | number;
          combines?: string[];
        }>;
        combined = String(systems.find((s) => s.combines?.includes(FILE))?.systemId ?? '');
        return { toolCalls: [{ name: 'describe_system', args: { systemId: combined } }] };
      },
      (_request, view) => {
        // The spreadsheet's table and its manager column, as the catalog text names them.
        const { catalog } = JSON.parse(String(view.toolResults.at(-1)!.output)) as { catalog: string };
        let table = '';
        let column = '';
        let orders = '';
        const name = '("(?:[^"]|"")+"|\\S+)';
        for (const line of catalog.split('\n')) {
          const head = new RegExp(`^table ${name}`).exec(line);
          if (head) table = head[1];
          if (head && table.endsWith('demo.orders')) orders = table;
          const col = new RegExp(`^\\s+${name} `).exec(line);
          if (col && /manager/i.test(col[1]) && !table.includes('demo.') && !column) column = `${table}.${col[1]}`;
        }
        return {
          toolCalls: [
            {
              name: 'query_data',
              args: {
                systemId: combined,
                query: {
                  from: orders,
                  measures: [{ agg: 'count', name: 'orders' }],
                  dimensions: [{ column, name: 'manager' }],
                },
              },
            },
          ],
        };
      },
      (_request, view) => {
        const output = JSON.parse(String(view.toolResults.at(-1)!.output));
        return {
          text: output.error
            ? `Tool said: ${output.error}`
            : `Orders per success manager:\n\n[TABLE:${output.resultId}]`,
        };
      },
    ]);
    const answer = await ask('Which success manager’s customers order the most?');
    expect(combined).toMatch(/^cross:/);
    expect(answer.status).toBe('complete');
    expect(answer.systemSources.sort()).toEqual(['Demo Company', FILE].sort());
    const got = new Map(
      rowsOf(answer.content)
        .map((r) => Object.values(r) as [string | null, number])
        .filter(([m]) => m !== null),
    );
    expect(got, answer.content).toEqual(await ordersPerManager(t, manager));
  });
});
