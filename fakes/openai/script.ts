/**
 * The per-test script shared by the OpenAI, Anthropic and Ollama fakes: one turn per model request.
 * A turn is vendor-neutral; each fake renders it in its own wire format (see chat-completions.ts,
 * responses.ts, anthropic/messages.ts).
 */

/** One request as the fake received it. */
export interface RecordedRequest {
  method: string;
  /** URL path without the query string, e.g. /v1/chat/completions. */
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** The parsed JSON body (undefined when there was none). */
  body: any;
}

export interface ScriptedToolCall {
  name: string;
  /** The arguments the model "chose": an object (sent as JSON) or a raw string (sent verbatim). */
  args: Record<string, unknown> | string;
  /** The vendor's call id; generated (call_… / toolu_…) when omitted. */
  id?: string;
}

export type ScriptedTurn =
  /**
   * A text answer, streamed as `chunks` (must join to `text`) or split word by word; `chunkDelayMs`
   * spaces the content chunks out (for tests that interrupt an answer mid-stream).
   */
  | { text: string; chunks?: string[]; chunkDelayMs?: number }
  /** The model asks for tools (optionally after some text); the finish reason says so. */
  | { toolCalls: ScriptedToolCall[]; text?: string; chunkDelayMs?: number }
  /** An HTTP error with the vendor's error body; 429 carries `retry-after: retryAfter` (seconds) when given. */
  | { status: number; retryAfter?: number; message?: string }
  /** The request is accepted and never answered (timeout tests). */
  | { hang: true }
  /** The stream starts, sends n content chunks of `text`, then goes silent forever. */
  | { stallAfterChunks: number; text?: string }
  /** The stream sends one content chunk, then a line that is not valid JSON, then ends. */
  | { malformed: true }
  /** The vendor's in-stream error event after `afterChunks` content chunks (HTTP status 200 already sent). */
  | { streamError: string; afterChunks?: number };

/** What a turn function can read about the request without knowing the vendor's format. */
export interface RequestView {
  toolsOffered: string[];
  toolResults: ToolResult[];
}

export interface ToolResult {
  callId: string;
  /** The output as the SDK sent it (usually a JSON string, or the vendor's content blocks). */
  output: unknown;
}

export type Turn =
  ScriptedTurn | ((request: RecordedRequest, view: RequestView) => ScriptedTurn | Promise<ScriptedTurn>);

/** A turn resolved to what a model endpoint renders. */
export interface Reply {
  text: string;
  chunks: string[];
  toolCalls: Array<{ id?: string; name: string; args: string }>;
}

/** What the streaming faults (stall, malformed, streamError) start to say before they break. */
const BROKEN_TEXT = 'This answer starts streaming and then breaks off';

/** Text and tool-call turns become a Reply; the streaming faults stream a text before breaking. */
export function toReply(turn: ScriptedTurn): Reply {
  const text = 'text' in turn && typeof turn.text === 'string' ? turn.text : 'toolCalls' in turn ? '' : BROKEN_TEXT;
  const chunks = 'chunks' in turn && turn.chunks ? turn.chunks : splitWords(text);
  if (chunks.join('') !== text)
    throw new Error(`fake: the chunks ${JSON.stringify(chunks)} do not join to the text ${JSON.stringify(text)}`);
  const toolCalls =
    'toolCalls' in turn
      ? turn.toolCalls.map((c) => ({
          id: c.id,
          name: c.name,
          args: typeof c.args === 'string' ? c.args : JSON.stringify(c.args),
        }))
      : [];
  return { text, chunks, toolCalls };
}

/** "Total is 42" → ["Total", " is", " 42"]: how token streams look, and joins back exactly. */
export function splitWords(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? (text ? [text] : []);
}

/** Tool arguments stream in pieces, as the vendors do (`{"reg`, `ion":`, …). */
export function splitPieces(s: string, size = 8): string[] {
  const out: string[] = [];
  for (let i = 0; i < s.length; i += size) out.push(s.slice(i, i + size));
  return out.length ? out : [''];
}

/** A rough, deterministic token count (≈ 4 characters a token), enough for usage fields. */
export function countTokens(value: unknown): number {
  const s = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return Math.max(1, Math.ceil(s.length / 4));
}

/** Readable, unique ids per fake: chatcmpl-fake0001, call_fake0002, toolu_fake0003… */
export function newIds(): (prefix: string) => string {
  let n = 0;
  return (prefix) => `${prefix}fake${String(++n).padStart(4, '0')}`;
}
