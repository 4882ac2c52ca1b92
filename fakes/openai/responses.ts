import type { Frame, JsonAnswer, ModelCall } from './harness';
import { countTokens, splitPieces, type RecordedRequest, type Reply } from './script';

/**
 * `POST /v1/responses`, per OpenAI's API reference "Responses → Create a model response", "The response
 * object" and "Streaming events". `@ai-sdk/openai`'s default model factory (`openai(model)`) calls this
 * endpoint; `openai.chat(model)` calls chat completions.
 *
 * Output items: `message` (content `output_text`) and `function_call` ({call_id, name, arguments}).
 * Streaming: `event: <type>` + `data: {type, sequence_number, …}` — response.created, response.in_progress,
 * per item response.output_item.added … response.output_item.done (with content_part.added,
 * output_text.delta, output_text.done, content_part.done for a message; function_call_arguments.delta /
 * .done for a function call), then response.completed.
 * With `store` (the default) the output items are kept, so a later request may name them with
 * `{type: 'item_reference', id}` as the SDK does; an unknown id is a 404 as on the real API.
 */

export interface ResponsesOptions {
  unknownModel(model: string): JsonAnswer | null;
  error(status: number, message: string, code?: string | null, param?: string | null): JsonAnswer;
  ids: (prefix: string) => string;
}

type Item = Record<string, any>;

export function createResponses(options: ResponsesOptions): (req: RecordedRequest) => ModelCall | undefined {
  const { error, ids } = options;
  const stored = new Map<string, Item>();

  /** The input with item references resolved; a 4xx when one is unknown or a tool output answers no call. */
  function resolveInput(input: unknown): { items: Item[]; invalid: JsonAnswer | null } {
    const raw: Item[] =
      typeof input === 'string' ? [{ role: 'user', content: input }] : Array.isArray(input) ? input : [];
    const items: Item[] = [];
    const calls = new Set<string>();
    for (const item of raw) {
      const resolved = item.type === 'item_reference' ? stored.get(item.id) : item;
      if (!resolved) return { items, invalid: error(404, `Item with id '${item.id}' not found.`, null, 'input') };
      if (resolved.type === 'function_call') calls.add(resolved.call_id);
      if (resolved.type === 'function_call_output' && !calls.has(resolved.call_id)) {
        return {
          items,
          invalid: error(
            400,
            `No tool call found for function call output with call_id ${resolved.call_id}.`,
            null,
            'input',
          ),
        };
      }
      items.push(resolved);
    }
    return { items, invalid: null };
  }

  return (req) => {
    if (req.method !== 'POST' || req.path !== '/v1/responses') return undefined;
    const body = req.body ?? {};
    const { items, invalid } = resolveInput(body.input);
    const missingModel =
      typeof body.model === 'string' && body.model
        ? null
        : error(400, "Missing required parameter: 'model'.", 'missing_required_parameter', 'model');
    let sequence = 0;
    const event = (type: string, data: object, delta = false): Frame => ({
      event: type,
      data: JSON.stringify({ type, sequence_number: sequence++, ...data }),
      delta,
    });
    return {
      stream: body.stream === true,
      invalid: missingModel ?? options.unknownModel(body.model) ?? invalid,
      view: {
        toolsOffered: (body.tools ?? []).filter((t: Item) => t.type === 'function').map((t: Item) => t.name),
        toolResults: items
          .filter((i) => i.type === 'function_call_output')
          .map((i) => ({ callId: i.call_id, output: i.output })),
      },
      render(reply) {
        const output = outputItems(reply);
        if (body.store !== false) for (const item of output) stored.set(item.id, item);
        const response = responseObject(body, items, reply);
        if (body.stream !== true) return { json: response('completed', output) };
        const frames = [
          event('response.created', { response: response('in_progress', []) }),
          event('response.in_progress', { response: response('in_progress', []) }),
        ];
        output.forEach((item, output_index) => frames.push(...itemEvents(item, output_index, reply, event)));
        frames.push(event('response.completed', { response: response('completed', output) }));
        return { frames };
      },
      streamError: (message) => event('error', { code: 'server_error', message, param: null }),
    };
  };

  function outputItems(reply: Reply): Item[] {
    const message = reply.text
      ? [
          {
            type: 'message',
            id: ids('msg_'),
            status: 'completed',
            role: 'assistant',
            content: [{ type: 'output_text', text: reply.text, annotations: [], logprobs: [] }],
          },
        ]
      : [];
    const calls = reply.toolCalls.map((c) => ({
      type: 'function_call',
      id: ids('fc_'),
      call_id: c.id ?? ids('call_'),
      name: c.name,
      arguments: c.args,
      status: 'completed',
    }));
    return [...message, ...calls];
  }

  function responseObject(body: any, input: Item[], reply: Reply) {
    const id = ids('resp_');
    const created_at = Math.floor(Date.now() / 1000);
    const input_tokens = countTokens([body.instructions ?? '', input]);
    const output_tokens = countTokens(reply.text + reply.toolCalls.map((c) => c.args).join(''));
    return (status: 'in_progress' | 'completed', output: Item[]) => ({
      id,
      object: 'response',
      created_at,
      status,
      error: null,
      incomplete_details: null,
      instructions: body.instructions ?? null,
      max_output_tokens: body.max_output_tokens ?? null,
      model: body.model,
      output,
      parallel_tool_calls: body.parallel_tool_calls ?? true,
      previous_response_id: body.previous_response_id ?? null,
      store: body.store ?? true,
      temperature: body.temperature ?? 1,
      text: body.text ?? { format: { type: 'text' } },
      tool_choice: body.tool_choice ?? 'auto',
      tools: body.tools ?? [],
      top_p: body.top_p ?? 1,
      truncation: body.truncation ?? 'disabled',
      usage:
        status === 'completed'
          ? {
              input_tokens,
              input_tokens_details: { cached_tokens: 0 },
              output_tokens,
              output_tokens_details: { reasoning_tokens: 0 },
              total_tokens: input_tokens + output_tokens,
            }
          : null,
      metadata: body.metadata ?? {},
    });
  }

  function itemEvents(
    item: Item,
    output_index: number,
    reply: Reply,
    event: (type: string, data: object, delta?: boolean) => Frame,
  ): Frame[] {
    if (item.type === 'function_call') {
      const ref = { item_id: item.id, output_index };
      return [
        event('response.output_item.added', { output_index, item: { ...item, arguments: '', status: 'in_progress' } }),
        ...splitPieces(item.arguments).map((delta) =>
          event('response.function_call_arguments.delta', { ...ref, delta }, true),
        ),
        event('response.function_call_arguments.done', { ...ref, arguments: item.arguments }),
        event('response.output_item.done', { output_index, item }),
      ];
    }
    const ref = { item_id: item.id, output_index, content_index: 0 };
    const part = item.content[0];
    return [
      event('response.output_item.added', { output_index, item: { ...item, status: 'in_progress', content: [] } }),
      event('response.content_part.added', { ...ref, part: { ...part, text: '' } }),
      ...reply.chunks.map((delta) => event('response.output_text.delta', { ...ref, delta, logprobs: [] }, true)),
      event('response.output_text.done', { ...ref, text: part.text, logprobs: [] }),
      event('response.content_part.done', { ...ref, part }),
      event('response.output_item.done', { output_index, item }),
    ];
  }
}
