import { createAnthropic } from '@ai-sdk/anthropic';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeSdkConformance } from '../openai/sdk-suite';
import { startAnthropicFake, type AnthropicFake } from './index';

describeSdkConformance('Anthropic messages (@ai-sdk/anthropic)', {
  start: () => startAnthropicFake(),
  model: (fake, apiKey = fake.apiKey) => createAnthropic({ baseURL: fake.baseURL, apiKey })('claude-haiku-4-5'),
});

/** The wire format itself, checked with plain fetch against the API reference. */
describe('Anthropic fake on the wire', () => {
  let fake: AnthropicFake;
  beforeAll(async () => {
    fake = await startAnthropicFake();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const headers = (key = fake.apiKey) => ({
    'content-type': 'application/json',
    'x-api-key': key,
    'anthropic-version': '2023-06-01',
  });
  const post = (body: unknown, h: Record<string, string> = headers()) =>
    fetch(`${fake.baseURL}/messages`, { method: 'POST', headers: h, body: JSON.stringify(body) });
  const read = (res: Response): Promise<any> => res.json();
  const ask = { model: 'claude-haiku-4-5', max_tokens: 256, messages: [{ role: 'user', content: 'hi' }] };

  it('checks x-api-key and anthropic-version, answering with Anthropic error bodies', async () => {
    const missing = await post(ask, { 'content-type': 'application/json', 'anthropic-version': '2023-06-01' });
    expect(missing.status).toBe(401);
    expect(await read(missing)).toMatchObject({
      type: 'error',
      error: { type: 'authentication_error', message: 'x-api-key header is required' },
    });
    const wrong = await post(ask, headers('sk-ant-wrong'));
    expect(wrong.status).toBe(401);
    expect((await read(wrong)).error).toEqual({ type: 'authentication_error', message: 'invalid x-api-key' });
    // Anthropic authenticates with x-api-key only: a Bearer token is not a key.
    const bearer = await post(ask, {
      'content-type': 'application/json',
      'anthropic-version': '2023-06-01',
      authorization: `Bearer ${fake.apiKey}`,
    });
    expect(bearer.status).toBe(401);
    const noVersion = await post(ask, { 'content-type': 'application/json', 'x-api-key': fake.apiKey });
    expect(noVersion.status).toBe(400);
    expect((await read(noVersion)).error.type).toBe('invalid_request_error');
    expect(fake.remaining()).toBe(0);
  });

  it('requires max_tokens and a known model; lists models', async () => {
    const noMax = await post({ model: 'claude-haiku-4-5', messages: ask.messages });
    expect(noMax.status).toBe(400);
    expect((await read(noMax)).error.message).toBe('max_tokens: Field required');
    const unknown = await post({ ...ask, model: 'claude-nope' });
    expect(unknown.status).toBe(404);
    expect((await read(unknown)).error).toEqual({ type: 'not_found_error', message: 'model: claude-nope' });
    const list = await read(await fetch(`${fake.baseURL}/models`, { headers: headers() }));
    expect(list.data).toContainEqual(expect.objectContaining({ type: 'model', id: 'claude-haiku-4-5' }));
    expect(list.has_more).toBe(false);
  });

  it('streams the documented event sequence for text then a tool_use block', async () => {
    fake.script([
      {
        text: 'Checking.',
        chunks: ['Check', 'ing.'],
        toolCalls: [{ name: 'run_query', args: { region: 'EU' }, id: 'toolu_1' }],
      },
    ]);
    const res = await post({ ...ask, stream: true });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (await res.text())
      .split('\n\n')
      .filter(Boolean)
      .map((block) => {
        const [eventLine, dataLine] = block.split('\n');
        return { event: eventLine.slice('event: '.length), data: JSON.parse(dataLine.slice('data: '.length)) };
      });
    expect(events.map((e) => e.event)).toEqual([
      'message_start',
      'ping',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    expect(events.every((e) => e.data.type === e.event)).toBe(true);
    expect(events[2].data).toEqual({
      type: 'content_block_start',
      index: 0,
      content_block: { type: 'text', text: '' },
    });
    expect(events[3].data.delta).toEqual({ type: 'text_delta', text: 'Check' });
    expect(events[6].data.content_block).toEqual({ type: 'tool_use', id: 'toolu_1', name: 'run_query', input: {} });
    // The input arrives as partial JSON in pieces that only parse once joined.
    const pieces = events
      .filter((e) => e.data.delta?.type === 'input_json_delta')
      .map((e) => e.data.delta.partial_json);
    expect(pieces).toEqual(['{"region', '":"EU"}']);
    expect(events[10].data.delta).toEqual({ stop_reason: 'tool_use', stop_sequence: null });
    expect(events[10].data.usage.output_tokens).toBeGreaterThan(0);
  });

  it('answers a non-streaming message with content blocks and stop_reason', async () => {
    fake.script([{ toolCalls: [{ name: 'run_query', args: { region: 'EU' } }] }]);
    const body = await read(await post(ask));
    expect(body).toMatchObject({
      type: 'message',
      role: 'assistant',
      stop_reason: 'tool_use',
      content: [{ type: 'tool_use', name: 'run_query', input: { region: 'EU' } }],
    });
    expect(body.content[0].id).toMatch(/^toolu_/);
  });

  it('sends an in-stream failure as event: error', async () => {
    fake.script([{ streamError: 'Overloaded' }]);
    const text = await (await post({ ...ask, stream: true })).text();
    expect(text.trim().split('\n\n').at(-1)).toBe(
      'event: error\ndata: {"type":"error","error":{"type":"overloaded_error","message":"Overloaded"}}',
    );
  });

  it('refuses tool_result blocks that answer no tool_use, and tool_use left unanswered', async () => {
    const stray = await post({
      ...ask,
      messages: [{ role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_x', content: '1' }] }],
    });
    expect(stray.status).toBe(400);
    expect((await read(stray)).error.message).toContain(
      'unexpected `tool_use_id` found in `tool_result` blocks: toolu_x',
    );
    const unanswered = await post({
      ...ask,
      messages: [
        ask.messages[0],
        { role: 'assistant', content: [{ type: 'tool_use', id: 'toolu_y', name: 'f', input: {} }] },
        { role: 'user', content: 'well?' },
      ],
    });
    expect(unanswered.status).toBe(400);
    expect((await read(unanswered)).error.message).toContain('without `tool_result` blocks immediately after: toolu_y');
    expect(fake.remaining()).toBe(0);
  });
});
