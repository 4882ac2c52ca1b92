import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANTHROPIC_MODELS, startAnthropicFake, type AnthropicFake } from '@soe/fakes/anthropic';
import { startOllamaFake, type OllamaFake } from '@soe/fakes/ollama';
import { startOpenAiFake, type OpenAiFake } from '@soe/fakes/openai';
import * as schema from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

const KEY = 'sk-test-canary-4f1c9e2b7d';

/** The [TABLE:…] blocks of an answer, parsed. */
function tables(text: string): Array<{ headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> }> {
  return [...text.matchAll(/\[TABLE:(\{.*?\})\](?=\s*(\n|$))/gs)].map((m) => JSON.parse(m[1]!));
}

describe('language-model providers', () => {
  let fake: OpenAiFake;
  let t: TestApp;
  let owner: TestClient;
  let reader: TestClient;

  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: KEY });
    t = await createTestApp({
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'gpt-4o-mini',
      SOE_MODEL_TIMEOUT_MS: '12000',
      SOE_MODEL_STALL_MS: '1000',
    });
    owner = new TestClient(t.app);
    await owner.register('llm-owner');
    reader = new TestClient(t.app);
    await reader.register('llm-reader');
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  async function ask(client: TestClient, content: string, mode: 'internal' | 'external' | 'both' = 'both') {
    const conversation = (await client.post('/api/conversations', { title: 'Provider test' })).json;
    const res = await client.post('/api/messages', { content, conversationId: conversation.id, mode });
    expect(res.status).toBe(200);
    return res.json as {
      userMessage: { id: number; content: string };
      assistantMessage: { content: string; status: string; systemSources: string[] };
    };
  }

  it('lists OpenAI as configured from the environment; SOE Local stays the default until the user activates another', async () => {
    const list = (await reader.get('/api/llm-providers')).json;
    expect(list.map((p: { id: string }) => p.id)).toEqual([
      'soe-local',
      'openai',
      'anthropic',
      'ollama',
      'openai-compatible',
    ]);
    expect(list.find((p: { id: string }) => p.id === 'soe-local').isActive).toBe(true);
    expect(list.find((p: { id: string }) => p.id === 'openai')).toMatchObject({
      configured: true,
      isActive: false,
      settings: { model: 'gpt-4o-mini' },
    });
    const anthropic = await reader.post('/api/llm-providers/anthropic/activate');
    expect(anthropic.status).toBe(400);
    expect(anthropic.json.message).toMatch(/Anthropic is not configured on this server/);
    expect((await reader.post('/api/llm-providers/nope/activate')).status).toBe(400);
    const activated = await reader.post('/api/llm-providers/openai/activate');
    expect(activated.status).toBe(200);
    expect((await reader.get('/api/llm-providers/active')).json).toMatchObject({ id: 'openai', isActive: true });
    // The choice is per user.
    expect((await owner.get('/api/llm-providers/active')).json.id).toBe('soe-local');
  });

  it("answers an External-mode question with the model's streamed text and offers it no system tools", async () => {
    fake.script([
      {
        text: 'Net revenue retention above 100% means existing customers grow.',
        chunks: ['Net revenue ', 'retention above 100% ', 'means existing customers grow.'],
      },
    ]);
    const { assistantMessage } = await ask(reader, 'What does net revenue retention above 100% mean?', 'external');
    expect(assistantMessage).toMatchObject({
      status: 'complete',
      content: 'Net revenue retention above 100% means existing customers grow.',
      systemSources: [],
    });
    const request = fake.modelRequests().at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(fake.toolsOffered(request)).toEqual([]);
  });

  it('takes figures from the tools: the table in the answer is the exact SOE Local result, not text typed by the model', async () => {
    const question = 'Top 3 products by revenue';
    const direct = (await owner.post('/api/ask', { prompt: question })).json.response as string;
    const [expected] = tables(direct);
    expect(expected!.rows).toHaveLength(3);

    fake.script([
      { toolCalls: [{ name: 'ask_data', args: { question } }] },
      (_request, view) => {
        const output = JSON.parse(String(view.toolResults[0]!.output));
        return { text: `Here are the leaders.\n\n[TABLE:${output.resultId}]\n\nThe first one clearly leads.` };
      },
    ]);
    const { assistantMessage } = await ask(reader, 'Which products earn us the most? Show the top 3.', 'internal');
    expect(fake.toolsOffered(fake.modelRequests().at(-2))).toEqual(
      expect.arrayContaining(['list_systems', 'describe_system', 'ask_data', 'run_operation']),
    );
    expect(assistantMessage.status).toBe('complete');
    expect(assistantMessage.systemSources).toEqual(['Demo Company']);
    expect(assistantMessage.content.startsWith('Here are the leaders.')).toBe(true);
    expect(tables(assistantMessage.content)).toEqual([expected]);
    expect(assistantMessage.content).not.toContain('[TABLE:result_');
  });

  it('adds the last result table when the model shows none, and never lets a reference to a missing result through', async () => {
    fake.script([
      { toolCalls: [{ name: 'ask_data', args: { question: 'Top 5 countries by sales' } }] },
      { text: 'See the figures below. [TABLE:result_9]' },
    ]);
    const { assistantMessage } = await ask(reader, 'Where do we sell most?', 'internal');
    expect(assistantMessage.status).toBe('complete');
    // result_9 does not exist: the text stays as written, and the real result is appended.
    expect(assistantMessage.content.startsWith('See the figures below. [TABLE:result_9]')).toBe(true);
    expect(tables(assistantMessage.content)).toHaveLength(1);
    expect(assistantMessage.systemSources).toEqual(['Demo Company']);
  });

  it('stores staff settings encrypted and never returns or logs the key; non-staff are refused', async () => {
    const secret = 'sk-ant-canary-93b1d7';
    expect((await reader.put('/api/admin/llm-providers/anthropic', { apiKey: secret })).status).toBe(403);
    const saved = await owner.put('/api/admin/llm-providers/anthropic', {
      apiKey: secret,
      model: 'claude-3-5-haiku-latest',
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: 'anthropic', configured: true, apiKeySet: true, source: 'settings' });
    expect(saved.body).not.toContain(secret);
    const listed = await owner.get('/api/admin/llm-providers');
    expect(listed.body).not.toContain(secret);
    expect(listed.body).not.toContain(KEY);
    const [row] = await t.ctx.database.db.select().from(schema.providerSettings);
    expect(row!.apiKeySealed).not.toContain(secret);
    expect(
      (await reader.get('/api/llm-providers')).json.find((p: { id: string }) => p.id === 'anthropic').configured,
    ).toBe(true);
    const removed = await owner.put('/api/admin/llm-providers/anthropic', { apiKey: null, model: null });
    expect(removed.json).toMatchObject({ configured: false, apiKeySet: false });
  });

  describe('faults: a clear error answer, the question kept, bounded retries, no hang', () => {
    const cases: Array<[string, Parameters<OpenAiFake['script']>[0], RegExp]> = [
      ['401', [{ status: 401 }], /OpenAI refused the API key \(401\)/],
      [
        '429 three times',
        [
          { status: 429, retryAfter: 0 },
          { status: 429, retryAfter: 0 },
          { status: 429, retryAfter: 0 },
        ],
        /rate limiting requests \(429\)/,
      ],
      [
        '500 three times',
        [{ status: 500 }, { status: 500 }, { status: 500 }],
        /failed to answer \(500\) after retries/,
      ],
      ['a hung request', [{ hang: true }], /did not answer within 12 s/],
      ['a stalled stream', [{ stallAfterChunks: 1, text: 'Partial answer that never' }], /stopped sending its answer/],
      ['a malformed stream', [{ malformed: true }], /malformed|could not be reached/],
    ];
    for (const [name, turns, message] of cases) {
      it(name, async () => {
        fake.script(turns);
        const started = Date.now();
        const { userMessage, assistantMessage } = await ask(reader, `Question during ${name}`, 'external');
        expect(Date.now() - started).toBeLessThan(20_000);
        expect(userMessage.content).toBe(`Question during ${name}`);
        expect(assistantMessage.status).toBe('error');
        expect(assistantMessage.content).toMatch(/^Error: /);
        expect(assistantMessage.content).toMatch(message);
        expect(assistantMessage.content).not.toContain(KEY);
      });
    }

    it('429 once, then an answer: the retry succeeds', async () => {
      fake.script([{ status: 429, retryAfter: 0 }, { text: 'Recovered.' }]);
      const { assistantMessage } = await ask(reader, 'Retry please', 'external');
      expect(assistantMessage).toMatchObject({ status: 'complete', content: 'Recovered.' });
    });
  });
});

describe('Anthropic and Ollama through the same tool loop', () => {
  let anthropic: AnthropicFake;
  let ollama: OllamaFake;
  let t: TestApp;
  let user: TestClient;

  beforeAll(async () => {
    anthropic = await startAnthropicFake({ apiKey: 'sk-ant-test-key' });
    ollama = await startOllamaFake({ models: ['llama3.1'] });
    t = await createTestApp({
      ANTHROPIC_API_KEY: 'sk-ant-test-key',
      ANTHROPIC_BASE_URL: anthropic.baseURL,
      ANTHROPIC_MODEL: ANTHROPIC_MODELS[0]!,
      OLLAMA_BASE_URL: ollama.url,
      OLLAMA_MODEL: 'llama3.1',
    });
    user = new TestClient(t.app);
    await user.register('llm-multi');
  });
  afterAll(async () => {
    await t?.destroy();
    await anthropic?.close();
    await ollama?.close();
  });

  async function ask(content: string, mode: 'internal' | 'external') {
    const conversation = (await user.post('/api/conversations', { title: 'Providers' })).json;
    return (await user.post('/api/messages', { content, conversationId: conversation.id, mode })).json.assistantMessage;
  }

  it('Anthropic answers through the Messages API, calling SOE tools for figures', async () => {
    expect((await user.post('/api/llm-providers/anthropic/activate')).status).toBe(200);
    anthropic.script([
      { toolCalls: [{ name: 'ask_data', args: { question: 'How many products do we have?' } }] },
      (_request, view) => ({
        text: `From the tool: ${JSON.stringify(view.toolResults[0]!.output).includes('products') ? 'the product count' : 'nothing'}.`,
      }),
    ]);
    const answer = await ask('How big is our catalogue?', 'internal');
    expect(answer.status).toBe('complete');
    expect(answer.systemSources).toEqual(['Demo Company']);
    expect(answer.content).toBe('From the tool: the product count.');
    const request = anthropic.modelRequests().at(-1)!;
    expect(request.path).toBe('/v1/messages');
    expect(request.headers['x-api-key']).toBe('sk-ant-test-key');
  });

  it('Ollama answers through its OpenAI-compatible API', async () => {
    expect((await user.post('/api/llm-providers/ollama/activate')).status).toBe(200);
    ollama.script([{ text: 'Ollama here.' }]);
    const answer = await ask('Say hello', 'external');
    expect(answer).toMatchObject({ status: 'complete', content: 'Ollama here.' });
    expect(ollama.modelRequests().at(-1)!.path).toBe('/v1/chat/completions');
  });
});
