export { startAnthropicFake, ANTHROPIC_MODELS, type AnthropicFake, type AnthropicFakeOptions } from './server';
export type { LlmFake } from '../openai/harness';
export type { RecordedRequest, Turn, ScriptedTurn, ScriptedToolCall, RequestView, ToolResult } from '../openai/script';
