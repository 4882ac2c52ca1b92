import { startLlmServer, type JsonAnswer, type LlmFake } from '../openai/harness';
import { newIds, type RecordedRequest } from '../openai/script';
import { createMessages } from './messages';

/**
 * A fake Anthropic API (https://docs.anthropic.com/en/api): `x-api-key` and `anthropic-version` headers
 * ("Authentication", "Versioning"), errors as `{type: 'error', error: {type, message}, request_id}`
 * ("Errors"), POST /v1/messages (messages.ts) and GET /v1/models ("Models → List Models").
 * Give @ai-sdk/anthropic `baseURL: fake.baseURL` (…/v1) and `apiKey: fake.apiKey`.
 */

export interface AnthropicFakeOptions {
  apiKey?: string;
  /** The models the key can use; others answer 404 not_found_error. */
  models?: string[];
}

export interface AnthropicFake extends LlmFake {
  /** The key the fake accepts; change it to make the next requests 401. */
  apiKey: string;
  models: string[];
}

export const ANTHROPIC_MODELS = [
  'claude-sonnet-4-5',
  'claude-haiku-4-5',
  'claude-opus-4-1',
  'claude-sonnet-4-20250514',
  'claude-3-5-haiku-latest',
];

/** "Errors → HTTP errors": the error type for each status. */
const ERROR_TYPES: Record<number, [type: string, message: string]> = {
  400: ['invalid_request_error', 'Invalid request'],
  401: ['authentication_error', 'invalid x-api-key'],
  403: ['permission_error', 'Your API key does not have permission to use the specified resource.'],
  404: ['not_found_error', 'Not found'],
  413: ['request_too_large', 'Request exceeds the maximum allowed number of bytes.'],
  429: ['rate_limit_error', 'Number of request tokens has exceeded your per-minute rate limit'],
  500: ['api_error', 'Internal server error'],
  529: ['overloaded_error', 'Overloaded'],
};

export async function startAnthropicFake(options: AnthropicFakeOptions = {}): Promise<AnthropicFake> {
  const ids = newIds();
  const error = (status: number, message?: string): JsonAnswer => {
    const [type, fallback] = ERROR_TYPES[status] ?? ERROR_TYPES[status >= 500 ? 500 : 400];
    return { status, body: { type: 'error', error: { type, message: message ?? fallback }, request_id: ids('req_') } };
  };
  const unknownModel = (model: string) => (fake.models.includes(model) ? null : error(404, `model: ${model}`));
  const messages = createMessages({ error, unknownModel, ids });

  const authenticate = (req: RecordedRequest): JsonAnswer | null => {
    const key = req.headers['x-api-key'];
    if (!key) return error(401, 'x-api-key header is required');
    if (key !== fake.apiKey) return error(401, 'invalid x-api-key');
    if (!req.headers['anthropic-version']) return error(400, 'anthropic-version: header is required');
    return null;
  };

  const server = await startLlmServer({
    authenticate,
    error,
    modelCall: messages,
    route(req) {
      if (req.method !== 'GET' || req.path !== '/v1/models') return undefined;
      const data = fake.models.map((id) => ({
        type: 'model',
        id,
        display_name: id,
        created_at: '2025-01-01T00:00:00Z',
      }));
      return {
        status: 200,
        body: { data, has_more: false, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null },
      };
    },
  });
  const fake: AnthropicFake = Object.assign(server, {
    apiKey: options.apiKey ?? 'sk-ant-fake-0123456789abcdef',
    models: options.models ?? [...ANTHROPIC_MODELS],
  });
  return fake;
}
