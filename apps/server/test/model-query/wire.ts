import type { RecordedRequest, ToolResult } from '@soe/fakes/openai';

/**
 * Reading a model request as each vendor's wire format carries it: where the instructions (system prompt) and a
 * tool's JSON schema sit, and a tool result's text. The fakes record the bodies exactly as the SDKs sent them.
 */
export type Protocol = 'chat-completions' | 'responses' | 'anthropic-messages' | 'ollama';
export const PROTOCOLS: Protocol[] = ['chat-completions', 'responses', 'anthropic-messages', 'ollama'];

type Part = { type?: string; text?: string };
const textOf = (content: unknown): string =>
  typeof content === 'string' ? content : Array.isArray(content) ? content.map((p: Part) => p.text ?? '').join('') : '';

/** The system prompt of a model request. */
export function systemPromptOf(protocol: Protocol, request: RecordedRequest): string {
  const body = request.body;
  switch (protocol) {
    case 'chat-completions':
    case 'ollama':
      return (body.messages as Array<{ role: string; content: unknown }>)
        .filter((m) => m.role === 'system')
        .map((m) => textOf(m.content))
        .join('\n');
    case 'responses':
      return [
        body.instructions ?? '',
        ...(body.input as Array<{ role?: string; content?: unknown }>)
          .filter((i) => i.role === 'system' || i.role === 'developer')
          .map((i) => textOf(i.content)),
      ]
        .filter(Boolean)
        .join('\n');
    case 'anthropic-messages':
      return textOf(body.system);
  }
}

/** The JSON schema of one offered tool's input, as sent. */
export function toolSchemaOf(protocol: Protocol, request: RecordedRequest, name: string): unknown {
  const tools = (request.body.tools ?? []) as Array<Record<string, any>>;
  switch (protocol) {
    case 'chat-completions':
    case 'ollama':
      return tools.find((t) => t.function?.name === name)?.function.parameters;
    case 'responses':
      return tools.find((t) => t.type === 'function' && t.name === name)?.parameters;
    case 'anthropic-messages':
      return tools.find((t) => t.name === name)?.input_schema;
  }
}

/** A tool result as the JSON object the tool returned (vendors carry it as a string or as text blocks). */
export function resultOf(result: ToolResult | undefined): Record<string, any> {
  if (!result) throw new Error('no tool result in the request');
  const text = typeof result.output === 'string' ? result.output : textOf(result.output);
  return JSON.parse(text || JSON.stringify(result.output));
}

/** The [TABLE:…] blocks of an answer, parsed. */
export function tablesIn(
  text: string,
): Array<{ headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> }> {
  return [...text.matchAll(/\[TABLE:(\{.*?\})\](?=\s*(\n|$))/gs)].map((m) => JSON.parse(m[1]!));
}
