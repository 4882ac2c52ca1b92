export { startOllamaFake, ollamaModel, type OllamaFake, type OllamaFakeOptions, type OllamaModel } from './server';
export type { LlmFake } from '../openai/harness';
export type { RecordedRequest, Turn, ScriptedTurn, ScriptedToolCall, RequestView, ToolResult } from '../openai/script';
