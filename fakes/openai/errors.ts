import type { JsonAnswer } from './harness';
import type { RecordedRequest } from './script';

/**
 * OpenAI's error answers, as in the API reference "Error codes" and the error object
 * `{error: {message, type, param, code}}`: 401 invalid_api_key, 429 rate_limit_exceeded,
 * 500/503 server_error, 400/404 invalid_request_error.
 */

const DEFAULTS: Record<number, { type: string; code: string | null; message: string }> = {
  400: { type: 'invalid_request_error', code: null, message: 'Invalid request.' },
  401: { type: 'invalid_request_error', code: 'invalid_api_key', message: 'Incorrect API key provided.' },
  403: {
    type: 'invalid_request_error',
    code: 'unsupported_country_region_territory',
    message: 'Country, region, or territory not supported',
  },
  404: { type: 'invalid_request_error', code: null, message: 'Not found.' },
  429: {
    type: 'requests',
    code: 'rate_limit_exceeded',
    message: 'Rate limit reached for requests. Please try again later.',
  },
  500: {
    type: 'server_error',
    code: null,
    message: 'The server had an error while processing your request. Sorry about that!',
  },
  503: { type: 'server_error', code: null, message: 'The engine is currently overloaded, please try again later' },
};

export function openAiError(
  status: number,
  message?: string,
  code?: string | null,
  param: string | null = null,
): JsonAnswer {
  const d = DEFAULTS[status] ?? DEFAULTS[status >= 500 ? 500 : 400];
  return {
    status,
    body: { error: { message: message ?? d.message, type: d.type, param, code: code === undefined ? d.code : code } },
  };
}

/** 'missing' / 'wrong' for a request without the right `Authorization: Bearer <key>`, else null. */
export function bearerProblem(req: RecordedRequest, apiKey: string): 'missing' | 'wrong' | null {
  const m = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '');
  if (!m) return 'missing';
  return m[1] === apiKey ? null : 'wrong';
}

/** OpenAI's 401s: it shows the first and last characters of a wrong key only. */
export function openAiAuthError(req: RecordedRequest, apiKey: string): JsonAnswer | null {
  const problem = bearerProblem(req, apiKey);
  if (problem === 'missing') {
    return openAiError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY). You can obtain an API key from https://platform.openai.com/account/api-keys.",
      null,
    );
  }
  if (problem === 'wrong') {
    const key = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')![1];
    const masked =
      key.length > 8 ? `${key.slice(0, 3)}${'*'.repeat(key.length - 7)}${key.slice(-4)}` : '*'.repeat(key.length);
    return openAiError(
      401,
      `Incorrect API key provided: ${masked}. You can find your API key at https://platform.openai.com/account/api-keys.`,
      'invalid_api_key',
    );
  }
  return null;
}
