import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText } from 'ai';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeSdkConformance } from '../openai/sdk-suite';
import { startOllamaFake, type OllamaFake } from './index';

// Ollama behind a key (a proxy or ollama.com), so the suite's wrong-key case applies.
describeSdkConformance('Ollama OpenAI compatibility (@ai-sdk/openai-compatible)', {
  start: () => startOllamaFake({ apiKey: 'ollama-proxy-key' }),
  model: (fake, apiKey = fake.apiKey) =>
    createOpenAICompatible({ name: 'ollama', baseURL: fake.baseURL, apiKey })('llama3.2'),
});

describe('Ollama fake on the wire', () => {
  let fake: OllamaFake;
  beforeAll(async () => {
    fake = await startOllamaFake({ models: ['llama3.2:latest', 'qwen2.5:7b'], version: '0.12.6' });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.reset();
    fake.apiKey = undefined;
  });

  const read = (res: Response): Promise<any> => res.json();
  const postChat = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${fake.baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('lists pulled models at /api/tags and its version at /api/version, without a key', async () => {
    const tags = await read(await fetch(`${fake.url}/api/tags`));
    expect(tags.models.map((m: { name: string }) => m.name)).toEqual(['llama3.2:latest', 'qwen2.5:7b']);
    expect(tags.models[1]).toMatchObject({
      model: 'qwen2.5:7b',
      size: expect.any(Number),
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
      details: { format: 'gguf', parameter_size: '7B' },
    });
    expect(await read(await fetch(`${fake.url}/api/version`))).toEqual({ version: '0.12.6' });
    const compat = await read(await fetch(`${fake.baseURL}/models`));
    expect(compat.data).toContainEqual({
      id: 'llama3.2:latest',
      object: 'model',
      created: expect.any(Number),
      owned_by: 'library',
    });
  });

  it('needs no key by default, as Ollama ignores it', async () => {
    fake.script([{ text: 'Hi there.' }]);
    const model = createOpenAICompatible({ name: 'ollama', baseURL: fake.baseURL })('llama3.2');
    expect((await generateText({ model, prompt: 'hi' })).text).toBe('Hi there.');
    expect(fake.modelRequests()[0].headers.authorization).toBeUndefined();
  });

  it('with a key configured, refuses others with the native or compatible error shape', async () => {
    fake.apiKey = 'secret';
    const native = await fetch(`${fake.url}/api/tags`);
    expect(native.status).toBe(401);
    expect(await read(native)).toEqual({ error: 'unauthorized' });
    const compat = await postChat(
      { model: 'llama3.2', messages: [{ role: 'user', content: 'hi' }] },
      { authorization: 'Bearer nope' },
    );
    expect(compat.status).toBe(401);
    expect(await read(compat)).toEqual({
      error: { message: 'unauthorized', type: 'api_error', param: null, code: null },
    });
    expect((await fetch(`${fake.url}/api/tags`, { headers: { authorization: 'Bearer secret' } })).status).toBe(200);
  });

  it('answers an unpulled model with 404 "try pulling it first"', async () => {
    const res = await postChat({ model: 'mistral', messages: [{ role: 'user', content: 'hi' }] });
    expect(res.status).toBe(404);
    expect(await read(res)).toEqual({
      error: {
        message: 'model "mistral" not found, try pulling it first',
        type: 'not_found_error',
        param: null,
        code: null,
      },
    });
  });

  it('streams each tool call whole in one chunk, as Ollama does', async () => {
    fake.script([{ toolCalls: [{ name: 'list_systems', args: { kind: 'crm' } }] }]);
    const res = await postChat({ model: 'llama3.2', messages: [{ role: 'user', content: 'hi' }], stream: true });
    const chunks = (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map((b) => b.slice('data: '.length));
    expect(chunks.at(-1)).toBe('[DONE]');
    const toolDeltas = chunks.slice(0, -1).flatMap((c) => JSON.parse(c).choices[0]?.delta.tool_calls ?? []);
    expect(toolDeltas).toEqual([
      {
        index: 0,
        id: expect.stringMatching(/^call_/),
        type: 'function',
        function: { name: 'list_systems', arguments: '{"kind":"crm"}' },
      },
    ]);
    expect(JSON.parse(chunks.at(-2)!).choices[0].finish_reason).toBe('tool_calls');
  });
});
