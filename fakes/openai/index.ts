export { startOpenAiFake, OPENAI_MODELS, type OpenAiFake, type OpenAiFakeOptions } from './server';
export type { LlmFake } from './harness';
export type { RecordedRequest, Turn, ScriptedTurn, ScriptedToolCall, RequestView, ToolResult } from './script';
