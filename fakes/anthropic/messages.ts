import type { Frame, JsonAnswer, ModelCall } from '../openai/harness';
import { countTokens, splitPieces, type RecordedRequest, type Reply } from '../openai/script';

/**
 * `POST /v1/messages`, per Anthropic's API reference "Messages", "Streaming Messages" and the tool-use
 * guide. The answer's content is text and `tool_use` blocks; `stop_reason` is 'end_turn' or 'tool_use'.
 * Streaming: `event: <type>` + `data: {type, …}` — message_start, ping, per block content_block_start
 * (text / tool_use), content_block_delta (text_delta / input_json_delta), content_block_stop, then
 * message_delta (stop_reason, usage) and message_stop; an error mid-stream is `event: error`.
 */

export interface MessagesOptions {
  error(status: number, message?: string): JsonAnswer;
  unknownModel(model: string): JsonAnswer | null;
  ids: (prefix: string) => string;
}

interface Block {
  type: string;
  id?: string;
  tool_use_id?: string;
  content?: unknown;
}
interface Message {
  role: string;
  content: string | Block[];
}

const blocksOf = (m: Message | undefined): Block[] => (m && Array.isArray(m.content) ? m.content : []);
const idsOf = (m: Message | undefined, type: string, key: 'id' | 'tool_use_id') =>
  blocksOf(m)
    .filter((b) => b.type === type)
    .map((b) => b[key] ?? '');

export function createMessages(options: MessagesOptions): (req: RecordedRequest) => ModelCall | undefined {
  const { error, ids } = options;

  /** The real API's 400s: a tool_result must answer a tool_use of the previous message, and every tool_use gets one. */
  function checkToolResults(messages: Message[]): JsonAnswer | null {
    for (const [i, m] of messages.entries()) {
      const previousUses = new Set(
        m.role === 'user' && messages[i - 1]?.role === 'assistant' ? idsOf(messages[i - 1], 'tool_use', 'id') : [],
      );
      const stray = blocksOf(m).findIndex((b) => b.type === 'tool_result' && !previousUses.has(b.tool_use_id ?? ''));
      if (m.role === 'user' && stray >= 0) {
        return error(
          400,
          `messages.${i}.content.${stray}: unexpected \`tool_use_id\` found in \`tool_result\` blocks: ${blocksOf(m)[stray].tool_use_id}. Each \`tool_result\` block must have a corresponding \`tool_use\` block in the previous message.`,
        );
      }
      const answered = new Set(
        messages[i + 1]?.role === 'user' ? idsOf(messages[i + 1], 'tool_result', 'tool_use_id') : [],
      );
      const missing = m.role === 'assistant' ? idsOf(m, 'tool_use', 'id').filter((id) => !answered.has(id)) : [];
      if (missing.length) {
        return error(
          400,
          `messages.${i}: \`tool_use\` ids were found without \`tool_result\` blocks immediately after: ${missing.join(', ')}. Each \`tool_use\` block must have a corresponding \`tool_result\` block in the next message.`,
        );
      }
    }
    return null;
  }

  function validate(body: any): JsonAnswer | null {
    for (const field of ['model', 'max_tokens', 'messages'])
      if (body?.[field] === undefined) return error(400, `${field}: Field required`);
    if (!Array.isArray(body.messages)) return error(400, 'messages: Input should be a valid list');
    return options.unknownModel(body.model) ?? checkToolResults(body.messages);
  }

  return (req) => {
    if (req.method !== 'POST' || req.path !== '/v1/messages') return undefined;
    const body = req.body ?? {};
    const messages: Message[] = Array.isArray(body.messages) ? body.messages : [];
    return {
      stream: body.stream === true,
      invalid: validate(body),
      view: {
        toolsOffered: (body.tools ?? []).map((t: { name: string }) => t.name),
        toolResults: messages.flatMap((m) =>
          blocksOf(m)
            .filter((b) => b.type === 'tool_result')
            .map((b) => ({ callId: b.tool_use_id ?? '', output: b.content })),
        ),
      },
      render: (reply) => (body.stream === true ? { frames: events(body, reply) } : { json: message(body, reply) }),
      streamError: (text) => ({
        event: 'error',
        data: JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: text } }),
      }),
    };
  };

  function toolUses(reply: Reply) {
    return reply.toolCalls.map((c) => ({
      type: 'tool_use',
      id: c.id ?? ids('toolu_'),
      name: c.name,
      input: parseArgs(c.args),
      json: c.args,
    }));
  }

  function usage(body: any, reply: Reply) {
    return {
      input_tokens: countTokens([body.system ?? '', body.messages, body.tools ?? []]),
      output_tokens: countTokens(reply.text + reply.toolCalls.map((c) => c.args).join('')),
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    };
  }

  function message(body: any, reply: Reply) {
    const uses = toolUses(reply).map(({ json: _json, ...block }) => block);
    return {
      id: ids('msg_'),
      type: 'message',
      role: 'assistant',
      model: body.model,
      content: [...(reply.text ? [{ type: 'text', text: reply.text }] : []), ...uses],
      stop_reason: uses.length ? 'tool_use' : 'end_turn',
      stop_sequence: null,
      usage: usage(body, reply),
    };
  }

  function events(body: any, reply: Reply): Frame[] {
    const event = (type: string, data: object, delta = false): Frame => ({
      event: type,
      data: JSON.stringify({ type, ...data }),
      delta,
    });
    const uses = toolUses(reply);
    const total = usage(body, reply);
    const frames = [
      event('message_start', {
        message: {
          id: ids('msg_'),
          type: 'message',
          role: 'assistant',
          model: body.model,
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { ...total, output_tokens: 1 },
        },
      }),
      event('ping', {}),
    ];
    let index = 0;
    if (reply.text) {
      frames.push(event('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      for (const text of reply.chunks)
        frames.push(event('content_block_delta', { index, delta: { type: 'text_delta', text } }, true));
      frames.push(event('content_block_stop', { index: index++ }));
    }
    for (const use of uses) {
      frames.push(
        event('content_block_start', {
          index,
          content_block: { type: 'tool_use', id: use.id, name: use.name, input: {} },
        }),
      );
      for (const partial_json of splitPieces(use.json))
        frames.push(event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json } }, true));
      frames.push(event('content_block_stop', { index: index++ }));
    }
    frames.push(
      event('message_delta', {
        delta: { stop_reason: uses.length ? 'tool_use' : 'end_turn', stop_sequence: null },
        usage: { output_tokens: total.output_tokens },
      }),
      event('message_stop', {}),
    );
    return frames;
  }
}

/** tool_use.input is an object; scripted raw strings that are not JSON are passed through as a broken model would. */
function parseArgs(args: string): unknown {
  try {
    return JSON.parse(args);
  } catch {
    return args;
  }
}
