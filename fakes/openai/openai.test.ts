import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeSdkConformance } from './sdk-suite';
import { startOpenAiFake, type OpenAiFake } from './index';

describeSdkConformance('OpenAI chat completions (openai.chat)', {
  start: () => startOpenAiFake(),
  model: (fake, apiKey = fake.apiKey) => createOpenAI({ baseURL: fake.baseURL, apiKey }).chat('gpt-4o-mini'),
});

describeSdkConformance('OpenAI Responses API (openai(model), the default)', {
  start: () => startOpenAiFake(),
  model: (fake, apiKey = fake.apiKey) => createOpenAI({ baseURL: fake.baseURL, apiKey })('gpt-4o-mini'),
});

describeSdkConformance('OpenAI through @ai-sdk/openai-compatible', {
  start: () => startOpenAiFake(),
  model: (fake, apiKey = fake.apiKey) =>
    createOpenAICompatible({ name: 'compatible', baseURL: fake.baseURL, apiKey, includeUsage: true })('gpt-4o-mini'),
});

/** The wire format itself, checked with plain fetch against the API reference. */
describe('OpenAI fake on the wire', () => {
  let fake: OpenAiFake;
  beforeAll(async () => {
    fake = await startOpenAiFake({ apiKey: 'sk-test-abcdefghijklmnop' });
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const post = (path: string, body: unknown, key = fake.apiKey) =>
    fetch(`${fake.baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify(body),
    });
  const read = (res: Response): Promise<any> => res.json();
  const sseEvents = async (res: Response) =>
    (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map(
        (block) =>
          Object.fromEntries(
            block.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          ) as { event?: string; data: string },
      );

  it('answers 401 with OpenAI error bodies, masking a wrong key', async () => {
    const missing = await fetch(`${fake.baseURL}/models`);
    expect(missing.status).toBe(401);
    expect((await read(missing)).error).toMatchObject({
      type: 'invalid_request_error',
      code: null,
      message: expect.stringContaining("You didn't provide an API key"),
    });

    const wrong = await post('/chat/completions', { model: 'gpt-4o-mini', messages: [] }, 'sk-wrong-key-1234567890');
    expect(wrong.status).toBe(401);
    const body = await read(wrong);
    expect(body.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_api_key', param: null });
    expect(body.error.message).toContain('sk-****************7890');
    expect(body.error.message).not.toContain('sk-wrong-key-1234567890');
  });

  it('lists and retrieves models; an unknown model is 404 model_not_found', async () => {
    const list = await read(
      await fetch(`${fake.baseURL}/models`, { headers: { authorization: `Bearer ${fake.apiKey}` } }),
    );
    expect(list.object).toBe('list');
    expect(list.data).toContainEqual(expect.objectContaining({ id: 'gpt-4o-mini', object: 'model' }));
    const one = await fetch(`${fake.baseURL}/models/gpt-4o`, { headers: { authorization: `Bearer ${fake.apiKey}` } });
    expect(await read(one)).toMatchObject({ id: 'gpt-4o', object: 'model' });
    const unknown = await post('/chat/completions', { model: 'gpt-nope', messages: [{ role: 'user', content: 'hi' }] });
    expect(unknown.status).toBe(404);
    expect((await read(unknown)).error.code).toBe('model_not_found');
  });

  it('streams chat.completion.chunk events with tool-call arguments in pieces, usage, then [DONE]', async () => {
    fake.script([{ toolCalls: [{ name: 'run_query', args: { sql_free: 'revenue by region' }, id: 'call_1' }] }]);
    const res = await post('/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [{ role: 'user', content: 'hi' }],
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await sseEvents(res);
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => JSON.parse(e.data));
    expect(chunks.every((c) => c.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const toolDeltas = chunks.flatMap((c) => c.choices[0]?.delta.tool_calls ?? []);
    expect(toolDeltas[0]).toMatchObject({
      index: 0,
      id: 'call_1',
      type: 'function',
      function: { name: 'run_query', arguments: '' },
    });
    expect(toolDeltas.length).toBeGreaterThan(2);
    expect(toolDeltas.map((d) => d.function.arguments).join('')).toBe('{"sql_free":"revenue by region"}');
    expect(chunks.at(-2).choices[0].finish_reason).toBe('tool_calls');
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: expect.any(Number), completion_tokens: expect.any(Number) },
    });
  });

  it('refuses tool messages that answer no preceding tool call, and tool calls left unanswered', async () => {
    const orphan = await post('/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'user', content: 'hi' },
        { role: 'tool', tool_call_id: 'call_x', content: '1' },
      ],
    });
    expect(orphan.status).toBe(400);
    expect((await read(orphan)).error.message).toContain("messages with role 'tool' must be a response");
    const unanswered = await post('/chat/completions', {
      model: 'gpt-4o-mini',
      messages: [
        { role: 'user', content: 'hi' },
        {
          role: 'assistant',
          tool_calls: [{ id: 'call_y', type: 'function', function: { name: 'f', arguments: '{}' } }],
        },
        { role: 'user', content: 'and?' },
      ],
    });
    expect(unanswered.status).toBe(400);
    expect((await read(unanswered)).error.message).toContain('did not have response messages: call_y');
    expect(fake.remaining()).toBe(0);
  });

  it('Responses API: streams the documented events and resolves item references to stored items', async () => {
    fake.script([{ text: 'Looking it up.', toolCalls: [{ name: 'run_query', args: { q: 1 } }] }, { text: 'Done.' }]);
    const res = await post('/responses', {
      model: 'gpt-4o-mini',
      input: [{ role: 'user', content: [{ type: 'input_text', text: 'hi' }] }],
      stream: true,
    });
    const events = await sseEvents(res);
    const types = events.map((e) => e.event);
    expect(types).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.output_item.added',
      'response.function_call_arguments.delta',
      'response.function_call_arguments.done',
      'response.output_item.done',
      'response.completed',
    ]);
    const data = events.map((e) => JSON.parse(e.data));
    expect(data.map((d) => d.sequence_number)).toEqual(data.map((_, i) => i));
    const completed = data.at(-1).response;
    expect(completed.status).toBe('completed');
    const [message, call] = completed.output;
    expect(call).toMatchObject({ type: 'function_call', name: 'run_query', arguments: '{"q":1}', status: 'completed' });

    const unknown = await post('/responses', {
      model: 'gpt-4o-mini',
      input: [{ type: 'item_reference', id: 'msg_unknown' }],
    });
    expect(unknown.status).toBe(404);
    const orphan = await post('/responses', {
      model: 'gpt-4o-mini',
      input: [{ type: 'function_call_output', call_id: 'call_zzz', output: '1' }],
    });
    expect(orphan.status).toBe(400);

    const next = await post('/responses', {
      model: 'gpt-4o-mini',
      input: [
        { type: 'item_reference', id: message.id },
        { type: 'item_reference', id: call.id },
        { type: 'function_call_output', call_id: call.call_id, output: '{"rows":3}' },
      ],
    });
    expect(next.status).toBe(200);
    const body = await read(next);
    expect(body.output[0].content[0]).toMatchObject({ type: 'output_text', text: 'Done.' });
    expect(fake.toolResults()).toEqual([{ callId: call.call_id, output: '{"rows":3}' }]);
  });
});
