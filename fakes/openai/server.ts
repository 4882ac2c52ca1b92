import { createChatCompletions } from './chat-completions';
import { openAiAuthError, openAiError } from './errors';
import { startLlmServer, type LlmFake } from './harness';
import { createResponses } from './responses';
import { newIds } from './script';

/**
 * A fake OpenAI API (https://platform.openai.com/docs/api-reference) behind `Authorization: Bearer <key>`:
 * - POST /v1/chat/completions — chat-completions.ts (used by `openai.chat(model)` and @ai-sdk/openai-compatible);
 * - POST /v1/responses — responses.ts (used by `openai(model)`, the SDK's default);
 * - GET /v1/models, GET /v1/models/{model} — "Models → List models / Retrieve model".
 * Give the SDK `baseURL: fake.baseURL` (…/v1) and `apiKey: fake.apiKey`.
 */

export interface OpenAiFakeOptions {
  apiKey?: string;
  /** The models the account can use; others answer 404 model_not_found. */
  models?: string[];
}

export interface OpenAiFake extends LlmFake {
  /** The key the fake accepts; change it to make the next requests 401. */
  apiKey: string;
  models: string[];
}

export const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-5', 'gpt-5-mini', 'o4-mini'];

export async function startOpenAiFake(options: OpenAiFakeOptions = {}): Promise<OpenAiFake> {
  const ids = newIds();
  const created = Math.floor(Date.now() / 1000);
  const unknownModel = (model: string) =>
    fake.models.includes(model)
      ? null
      : openAiError(404, `The model \`${model}\` does not exist or you do not have access to it.`, 'model_not_found');
  const modelObject = (id: string) => ({ id, object: 'model', created, owned_by: 'system' });
  const chat = createChatCompletions({ error: openAiError, unknownModel, ids });
  const responses = createResponses({ error: openAiError, unknownModel, ids });

  const server = await startLlmServer({
    authenticate: (req) => openAiAuthError(req, fake.apiKey),
    error: (status, message) => openAiError(status, message),
    modelCall: (req) => chat(req) ?? responses(req),
    route(req) {
      if (req.method !== 'GET') return undefined;
      if (req.path === '/v1/models')
        return { status: 200, body: { object: 'list', data: fake.models.map(modelObject) } };
      const id = /^\/v1\/models\/(.+)$/.exec(req.path)?.[1];
      if (id === undefined) return undefined;
      return unknownModel(decodeURIComponent(id)) ?? { status: 200, body: modelObject(decodeURIComponent(id)) };
    },
  });
  const fake: OpenAiFake = Object.assign(server, {
    apiKey: options.apiKey ?? 'sk-fake-openai-0123456789abcdef',
    models: options.models ?? [...OPENAI_MODELS],
  });
  return fake;
}
