import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { ApiClient, type ApiClientOptions } from './http-client';
import { loopbackContext } from './testing';
import { vendorErrorText } from './vendor-error';

// A loopback server whose next answers the test scripts; it records what it received.
type Reply = (req: IncomingMessage, res: ServerResponse, body: string) => void;
let server: Server;
let base: string;
let replies: Reply[] = [];
let received: Array<{ method: string; url: string; headers: IncomingMessage['headers']; body: string; at: number }> =
  [];
const TOKEN = 'canary-token-5f2e9a7c31';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body, at: Date.now() });
      const reply = replies.length > 1 ? replies.shift()! : replies[0];
      if (reply) reply(req, res, body);
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  replies = [];
  received = [];
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Reply =>
  (_req, res) =>
    res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

function client(options: Partial<ApiClientOptions> = {}) {
  return new ApiClient({
    service: 'Salesforce',
    baseUrl: `${base}/services`,
    fetch: loopbackContext().fetch,
    headers: () => ({ authorization: `Bearer ${TOKEN}` }),
    backoffMs: 10,
    ...options,
  });
}

async function failure(p: Promise<unknown>): Promise<ConnectorError> {
  try {
    await p;
  } catch (err) {
    expect(err).toBeInstanceOf(ConnectorError);
    return err as ConnectorError;
  }
  throw new Error('expected a failure');
}

describe('ApiClient', () => {
  it('sends JSON with the headers, query and base path, and parses JSON', async () => {
    replies = [json(201, { id: '001xx', success: true })];
    const res = await client().request<{ id: string }>('POST', '/data/v60.0/sobjects/Account', {
      body: { Name: 'Acme' },
      query: { a: 'x y', skip: undefined, n: 2 },
    });
    expect(res).toMatchObject({ status: 201, data: { id: '001xx', success: true } });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/services/data/v60.0/sobjects/Account?a=x+y&n=2',
      body: '{"Name":"Acme"}',
    });
    expect(received[0].headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
      accept: 'application/json',
    });
  });

  it('returns null for an empty body (204) and text when asked', async () => {
    replies = [(_q, res) => res.writeHead(204).end()];
    expect((await client().request('PATCH', '/x', { body: {} })).data).toBeNull();
    replies = [(_q, res) => res.writeHead(200, { 'content-type': 'text/csv' }).end('a,b\n1,2\n')];
    expect((await client().request('GET', '/view.csv', { accept: 'text' })).data).toBe('a,b\n1,2\n');
  });

  it('follows absolute paging links on the same host only', async () => {
    replies = [json(200, { ok: 1 })];
    expect((await client().request('GET', `${base}/services/next?page=2`)).data).toEqual({ ok: 1 });
    const err = await failure(client().request('GET', 'https://other.example.com/steal'));
    expect(err.message).toMatch(/another host/);
    expect(received).toHaveLength(1);
  });

  it('401 → auth, with the vendor’s own reason and no token', async () => {
    replies = [json(401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }])];
    const err = await failure(client().request('GET', '/data/v60.0/limits'));
    expect(err.code).toBe('auth');
    expect(err.message).toBe(
      'Salesforce refused the access token (401: Session expired or invalid). Reconnect with a new token.',
    );
  });

  it('never repeats the token even when the vendor echoes it', async () => {
    replies = [
      (req, res) =>
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ message: `bad header ${req.headers.authorization}` })),
    ];
    const err = await failure(client().request('GET', '/x'));
    expect(err.code).toBe('query');
    expect(err.message).not.toContain(TOKEN);
    expect(err.message).toBe('Salesforce rejected the request (400: bad header ***).');
  });

  it.each([
    [
      403,
      {
        status: 'error',
        message: 'This app hasn’t been granted all required scopes',
        category: 'MISSING_SCOPES',
        correlationId: 'c1',
      },
      'forbidden',
      /denied access \(403: This app hasn’t been granted all required scopes\)/,
    ],
    [
      404,
      { error: { code: 'NotFound', message: 'Resource not found for the segment Orders' } },
      'query',
      /no such resource \(404: Resource not found for the segment Orders\)/,
    ],
    [
      500,
      '<html><body>Oops</body></html>',
      'network',
      /server error \(500\)\. Try again later, or ask its administrator\.$/,
    ],
    [
      504,
      { error: { summary: 'Gateway', detail: 'upstream timed out' } },
      'timeout',
      /did not answer in time \(504\)\.$/,
    ],
  ])('%s → %s', async (status, body, code, message) => {
    replies = [
      typeof body === 'string'
        ? (_q, res) => res.writeHead(status, { 'content-type': 'text/html' }).end(body)
        : json(status, body),
    ];
    const err = await failure(client().request('GET', '/x'));
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
    expect(received).toHaveLength(1); // only 429 and 503 are retried
  });

  it('retries 429 with a doubling backoff, then succeeds', async () => {
    replies = [
      json(429, [{ message: 'Too many requests', errorCode: 'REQUEST_LIMIT_EXCEEDED' }]),
      json(429, []),
      json(200, { done: true }),
    ];
    const res = await client({ backoffMs: 40 }).request('GET', '/x');
    expect(res.data).toEqual({ done: true });
    expect(received).toHaveLength(3);
    const waits = [received[1].at - received[0].at, received[2].at - received[1].at];
    expect(waits[0]).toBeGreaterThanOrEqual(35);
    expect(waits[1]).toBeGreaterThanOrEqual(75);
  });

  it('honours Retry-After', async () => {
    replies = [json(503, { message: 'maintenance' }, { 'retry-after': '1' }), json(200, {})];
    await client({ backoffMs: 1 }).request('GET', '/x');
    expect(received[1].at - received[0].at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the bounded retries with rate_limited', async () => {
    replies = [
      json(429, { status: 'error', message: 'You have reached your secondly limit.', category: 'RATE_LIMITS' }),
    ];
    const err = await failure(client({ maxRetries: 2 }).request('GET', '/x'));
    expect(err.code).toBe('rate_limited');
    expect(err.message).toBe(
      'Salesforce is limiting the request rate (429: You have reached your secondly limit.). Try again shortly.',
    );
    expect(received).toHaveLength(3);
  });

  it('times out a hanging request', async () => {
    replies = [() => {}];
    const err = await failure(client({ timeoutMs: 150 }).request('GET', '/hang'));
    expect(err.code).toBe('timeout');
    expect(err.message).toBe('Salesforce did not answer within 0.2 s.');
  });

  it('reports a cancelled request', async () => {
    replies = [() => {}];
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const err = await failure(client().request('GET', '/hang', { signal: controller.signal }));
    expect(err.code).toBe('timeout');
    expect(err.message).toMatch(/cancelled/);
  });

  it('keeps a server error’s own text (its SQL) out of the message, as the detail for the log', async () => {
    replies = [
      json(500, {
        error: { code: '500', message: 'SQLITE_ERROR: no such column: x in: SELECT x FROM erp_SalesOrders' },
      }),
    ];
    const err = await failure(client().request('GET', '/x'));
    expect(err.message).toBe('Salesforce reported a server error (500). Try again later, or ask its administrator.');
    expect(err.message).not.toMatch(/SELECT|SQLITE/);
    expect(err.detail).toMatch(/SELECT x FROM erp_SalesOrders/);
  });

  it('keeps SQL quoted in a 4xx error out of the message too', async () => {
    replies = [
      json(400, { error: { message: "SQLITE_ERROR: near 'x': syntax error in: SELECT x FROM t WHERE y = 1" } }),
    ];
    const err = await failure(client().request('GET', '/x'));
    expect(err.message).toBe('Salesforce rejected the request (400).');
    expect(err.detail).toMatch(/SELECT x FROM t/);
  });

  it('names a service that starts with "The" inside a sentence', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(
      client({ baseUrl: `http://127.0.0.1:${port}`, service: 'The OpenAPI document' }).request('GET', '/x'),
    );
    expect(err.message).toBe(`Could not reach the OpenAPI document at 127.0.0.1:${port}: the connection was refused.`);
  });

  it('a refused connection is a network error naming the host', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failure(client({ baseUrl: `http://127.0.0.1:${port}` }).request('GET', '/x'));
    expect(err.code).toBe('network');
    expect(err.message).toBe(`Could not reach Salesforce at 127.0.0.1:${port}: the connection was refused.`);
  });

  it('keeps the request-forgery guard’s own refusal', async () => {
    const guarded = client({ fetch: loopbackContext({ blockPrivate: true }).fetch });
    const err = await failure(guarded.request('GET', '/x'));
    expect(err.message).toMatch(/not allowed \(loopback address\)/);
    const metadata = await failure(client({ baseUrl: 'http://169.254.169.254' }).request('GET', '/latest/meta-data'));
    expect(metadata.message).toMatch(/link-local \/ metadata address/);
    expect(received).toHaveLength(0);
  });

  it('refuses a base URL that is not http(s)', () => {
    expect(() => client({ baseUrl: 'ftp://x' })).toThrow(/must start with https/);
    expect(() => client({ baseUrl: 'not a url' })).toThrow(/not a valid/);
  });
});

describe('vendorErrorText', () => {
  it.each([
    ['[{"message":"Session expired or invalid","errorCode":"INVALID_SESSION_ID"}]', 'Session expired or invalid'],
    ['[{"message":"a","errorCode":"X"},{"message":"b","errorCode":"Y"}]', 'a; b'],
    [
      '{"status":"error","message":"Authentication credentials not found.","category":"INVALID_AUTHENTICATION"}',
      'Authentication credentials not found.',
    ],
    ['{"error":{"code":"","message":{"lang":"en","value":"v2 text"}}}', 'v2 text'],
    ['{"error":"invalid_grant","error_description":"expired access/refresh token"}', 'expired access/refresh token'],
    ['{"type":"about:blank","title":"Bad Request","detail":"limit too large"}', 'limit too large'],
    [
      '<tsResponse><error code="401002"><summary>Unauthorized Access</summary><detail>Invalid authentication credentials</detail></error></tsResponse>',
      'Unauthorized Access: Invalid authentication credentials',
    ],
    ['<!DOCTYPE html><html><body><h1>502</h1></body></html>', ''],
    ['plain reason\nsecond line', 'plain reason'],
    ['', ''],
  ])('%s', (body, text) => {
    expect(vendorErrorText(body)).toBe(text);
  });
});
