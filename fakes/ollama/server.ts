import { createHash } from 'node:crypto';
import { createChatCompletions } from '../openai/chat-completions';
import { bearerProblem } from '../openai/errors';
import { startLlmServer, type JsonAnswer, type LlmFake } from '../openai/harness';
import { newIds, type RecordedRequest } from '../openai/script';

/**
 * A fake Ollama server (https://github.com/ollama/ollama/blob/main/docs/api.md and docs/openai.md):
 * - GET /api/tags ("List Local Models") and GET /api/version ("Version"), native errors `{error: "…"}`;
 * - the OpenAI compatibility layer: POST /v1/chat/completions (the OpenAI fake's module, with Ollama's
 *   habit of sending each tool call whole in one chunk) and GET /v1/models, errors
 *   `{error: {message, type, param: null, code: null}}` (type invalid_request_error / not_found_error / api_error).
 * Ollama itself ignores the API key; with `apiKey` set the fake requires `Authorization: Bearer <key>`, as
 * an Ollama behind an authenticating proxy (or ollama.com) does.
 * `fake.url` is OLLAMA_BASE_URL; give @ai-sdk/openai-compatible `baseURL: fake.baseURL` (…/v1).
 */

export interface OllamaModel {
  name: string;
  model: string;
  modified_at: string;
  size: number;
  digest: string;
  details: {
    parent_model: string;
    format: string;
    family: string;
    families: string[];
    parameter_size: string;
    quantization_level: string;
  };
}

export interface OllamaFakeOptions {
  /** When set, every request needs `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Pulled models, by name (`llama3.2:latest`) or in full. */
  models?: Array<string | OllamaModel>;
  version?: string;
}

export interface OllamaFake extends LlmFake {
  apiKey: string | undefined;
  models: OllamaModel[];
}

/** A pulled model as /api/tags lists it; the family and size are read from names like `qwen2.5:7b`. */
export function ollamaModel(
  name: string,
  family = name.split(/[:.\d]/)[0] || 'llama',
  parameterSize = `${/:(\d+(?:\.\d+)?)b$/i.exec(name)?.[1] ?? '3.2'}B`,
): OllamaModel {
  const full = name.includes(':') ? name : `${name}:latest`;
  return {
    name: full,
    model: full,
    modified_at: '2025-05-04T17:37:44.706015396-07:00',
    size: 2_019_393_189,
    digest: createHash('sha256').update(full).digest('hex'),
    details: {
      parent_model: '',
      format: 'gguf',
      family,
      families: [family],
      parameter_size: parameterSize,
      quantization_level: 'Q4_K_M',
    },
  };
}

/** Ollama's OpenAI-compatible error: the type follows the status (openai/openai.go NewError). */
function compatError(status: number, message = 'internal error'): JsonAnswer {
  const type = status === 400 ? 'invalid_request_error' : status === 404 ? 'not_found_error' : 'api_error';
  return { status, body: { error: { message, type, param: null, code: null } } };
}

export async function startOllamaFake(options: OllamaFakeOptions = {}): Promise<OllamaFake> {
  const created = Math.floor(Date.now() / 1000);
  /** `llama3.2` names `llama3.2:latest`, as in every Ollama command. */
  const find = (name: string) => fake.models.find((m) => m.name === name || m.name === `${name}:latest`);
  const chat = createChatCompletions({
    error: (status, message) => compatError(status, message),
    unknownModel: (model) =>
      find(model) ? null : compatError(404, `model "${model}" not found, try pulling it first`),
    ids: newIds(),
    toolCallsInOneChunk: true,
  });

  const authenticate = (req: RecordedRequest): JsonAnswer | null => {
    if (fake.apiKey === undefined || !bearerProblem(req, fake.apiKey)) return null;
    return req.path.startsWith('/v1/')
      ? compatError(401, 'unauthorized')
      : { status: 401, body: { error: 'unauthorized' } };
  };

  const server = await startLlmServer({
    authenticate,
    error: compatError,
    modelCall: chat,
    route(req) {
      if (req.method !== 'GET') return undefined;
      if (req.path === '/api/tags') return { status: 200, body: { models: fake.models } };
      if (req.path === '/api/version') return { status: 200, body: { version: options.version ?? '0.12.6' } };
      const listed = (m: OllamaModel) => ({ id: m.name, object: 'model', created, owned_by: 'library' });
      if (req.path === '/v1/models') return { status: 200, body: { object: 'list', data: fake.models.map(listed) } };
      const id = /^\/v1\/models\/(.+)$/.exec(req.path)?.[1];
      if (id === undefined) return undefined;
      const model = find(decodeURIComponent(id));
      return model
        ? { status: 200, body: listed(model) }
        : compatError(404, `model "${decodeURIComponent(id)}" not found`);
    },
  });
  const models = (options.models ?? ['llama3.2:latest', 'qwen2.5:7b']).map((m) =>
    typeof m === 'string' ? ollamaModel(m) : m,
  );
  const fake: OllamaFake = Object.assign(server, { apiKey: options.apiKey, models });
  return fake;
}
