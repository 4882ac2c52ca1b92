import type { Frame, JsonAnswer, ModelCall } from './harness';
import { countTokens, splitPieces, type RecordedRequest, type Reply } from './script';

/**
 * `POST /v1/chat/completions`, per OpenAI's API reference "Chat → Create chat completion", "The chat
 * completion object" and "The chat completion chunk object". Shared by the OpenAI fake and the Ollama
 * fake (Ollama's "OpenAI compatibility" serves the same endpoint under its /v1).
 *
 * Streaming (`stream: true`): `data: {chat.completion.chunk}` events — a first delta with the role,
 * content deltas, tool calls as `delta.tool_calls[{index, id, type, function: {name, arguments}}]` with
 * the arguments in later pieces, a last delta with `finish_reason` ('stop' | 'tool_calls'), a usage chunk
 * with empty `choices` when `stream_options.include_usage`, then `data: [DONE]`.
 */

export interface ChatCompletionsOptions {
  /** The vendor's error answer (OpenAI's or Ollama's shape). */
  error(status: number, message: string, code?: string | null, param?: string | null): JsonAnswer;
  /** The vendor's answer for a model it does not serve, else null. */
  unknownModel(model: string): JsonAnswer | null;
  ids: (prefix: string) => string;
  /** Ollama sends each tool call whole in one chunk; OpenAI streams the arguments in pieces. */
  toolCallsInOneChunk?: boolean;
}

interface Message {
  role?: string;
  content?: unknown;
  tool_calls?: Array<{ id: string }>;
  tool_call_id?: string;
}

export function createChatCompletions(
  options: ChatCompletionsOptions,
): (req: RecordedRequest) => ModelCall | undefined {
  const { error, ids } = options;

  /** The real API's 400s for a conversation whose tool messages do not answer the preceding tool calls. */
  function checkToolMessages(messages: Message[]): JsonAnswer | null {
    const unanswered = (ids: Set<string>, param: string) =>
      error(
        400,
        `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...ids].join(', ')}`,
        null,
        param,
      );
    let pending = new Set<string>();
    for (const [i, m] of messages.entries()) {
      if (m.role === 'tool') {
        if (!pending.delete(m.tool_call_id ?? '')) {
          return error(
            400,
            "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
            null,
            `messages.[${i}].role`,
          );
        }
        continue;
      }
      if (pending.size) return unanswered(pending, `messages.[${i}].role`);
      pending = new Set(m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.id) : []);
    }
    return pending.size ? unanswered(pending, 'messages') : null;
  }

  function validate(body: any): JsonAnswer | null {
    if (typeof body?.model !== 'string' || !body.model)
      return error(400, 'you must provide a model parameter', null, null);
    if (!Array.isArray(body.messages))
      return error(400, "Missing required parameter: 'messages'.", 'missing_required_parameter', 'messages');
    if (!body.messages.length)
      return error(
        400,
        "Invalid 'messages': empty array. Expected an array with minimum length 1, but got an empty array instead.",
        'empty_array',
        'messages',
      );
    return options.unknownModel(body.model) ?? checkToolMessages(body.messages);
  }

  return (req) => {
    if (req.method !== 'POST' || req.path !== '/v1/chat/completions') return undefined;
    const body = req.body ?? {};
    const messages: Message[] = Array.isArray(body.messages) ? body.messages : [];
    return {
      stream: body.stream === true,
      invalid: validate(body),
      view: {
        toolsOffered: (body.tools ?? []).map((t: any) => t.function?.name),
        toolResults: messages
          .filter((m) => m.role === 'tool')
          .map((m) => ({ callId: m.tool_call_id ?? '', output: m.content })),
      },
      render: (reply) => (body.stream === true ? { frames: chunks(body, reply) } : { json: completion(body, reply) }),
      streamError: (message) => ({
        data: JSON.stringify({ error: { message, type: 'server_error', param: null, code: null } }),
      }),
    };
  };

  function usage(body: any, reply: Reply) {
    const prompt = countTokens(body.messages);
    const completion = countTokens(reply.text + reply.toolCalls.map((c) => c.args).join(''));
    return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
  }

  function withIds(reply: Reply) {
    return reply.toolCalls.map((c) => ({ ...c, id: c.id ?? ids('call_') }));
  }

  function completion(body: any, reply: Reply) {
    const calls = withIds(reply);
    return {
      id: ids('chatcmpl-'),
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: reply.text || null,
            refusal: null,
            ...(calls.length
              ? {
                  tool_calls: calls.map((c) => ({
                    id: c.id,
                    type: 'function',
                    function: { name: c.name, arguments: c.args },
                  })),
                }
              : {}),
          },
          logprobs: null,
          finish_reason: calls.length ? 'tool_calls' : 'stop',
        },
      ],
      usage: usage(body, reply),
    };
  }

  function chunks(body: any, reply: Reply): Frame[] {
    const calls = withIds(reply);
    const includeUsage = body.stream_options?.include_usage === true;
    const base = {
      id: ids('chatcmpl-'),
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
    };
    const chunk = (delta: object, isDelta = false, finish: string | null = null): Frame => ({
      data: JSON.stringify({
        ...base,
        choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        ...(includeUsage ? { usage: null } : {}),
      }),
      delta: isDelta,
    });
    const frames: Frame[] = [chunk({ role: 'assistant', content: '', refusal: null })];
    for (const text of reply.chunks) frames.push(chunk({ content: text }, true));
    calls.forEach((c, index) => {
      if (options.toolCallsInOneChunk) {
        frames.push(
          chunk(
            { tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: c.args } }] },
            true,
          ),
        );
        return;
      }
      frames.push(
        chunk({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] }),
      );
      for (const piece of splitPieces(c.args))
        frames.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, true));
    });
    frames.push(chunk({}, false, calls.length ? 'tool_calls' : 'stop'));
    if (includeUsage) frames.push({ data: JSON.stringify({ ...base, choices: [], usage: usage(body, reply) }) });
    frames.push({ data: '[DONE]' });
    return frames;
  }
}
