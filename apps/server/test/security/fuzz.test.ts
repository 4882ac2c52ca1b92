import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../helpers';
import { callableRoutes, pathParams, type CollectedRoute } from '../route-table';

vi.mock('fastify', async (importOriginal) => (await import('../route-table')).collectRoutes(await importOriginal()));

/*
 * Fuzzing every JSON route of the real route table (security checks 28 and 30 in docs/security.md, and "never a 500 for bad
 * input"): arbitrary JSON, the schema's own keys with wrong types, huge strings, deep nesting,
 * prototype-pollution keys, broken JSON, arbitrary query strings and hostile path parameters, sent
 * signed in (an ordinary user; staff for the staff routes) and anonymously.
 *
 * Every answer must be below 500 (or a deliberate 5xx listed below with its exact message), every
 * 4xx must carry a non-empty `message`, and every request must finish within REQUEST_BOUND_MS (a
 * bound that catches hangs, not a speed measurement). The seed is fixed so a failure replays; it is
 * printed with the counterexample.
 */

const SEED = Number(process.env.SOE_FUZZ_SEED ?? 20_251_107);
const RUNS = Number(process.env.SOE_FUZZ_RUNS ?? 25);
const REQUEST_BOUND_MS = 5_000;

/** Deliberate 5xx answers, with the exact message each must carry. None today: 503s of the database or payment provider need real outages. */
const DELIBERATE_5XX: Array<{ status: number; message: string }> = [];

/** Routes not fuzzed, each with the reason. */
const NOT_FUZZED: Record<string, string> = {
  'GET /ws': 'a WebSocket upgrade, fuzzed at the handshake in realtime.test.ts (no session / foreign Origin refused)',
};
/** Routes that end the caller's session: fuzzed anonymously only, so the signed-in runs keep their session. */
const ENDS_SESSION = new Set(['POST /api/logout', 'POST /auth/logout']);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

/** A JSON text whose object holds a prototype-pollution key (JSON.stringify drops a real __proto__). */
const pollutionBody = (keys: string[]) =>
  fc.constantFrom(
    '{"__proto__":{"isAdmin":true,"polluted":"yes"}}',
    '{"constructor":{"prototype":{"isAdmin":true,"polluted":"yes"}}}',
    ...keys.map((k) => `{"${k}":{"__proto__":{"polluted":"yes"}},"__proto__":{"polluted":"yes"}}`),
    ...keys.map((k) => `{"${k}":1,"constructor":{"prototype":{"polluted":"yes"}}}`),
  );

const deep = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** A value the schema probably accepts for a field of this name, so a body can be valid but for one field. */
function plausible(key: string, url: string): unknown {
  if (/Ids$/.test(key)) return [1];
  if (/Id$|^id$/.test(key)) return 1;
  if (/email/i.test(key)) return 'fuzz-plausible@example.com';
  if (/password/i.test(key)) return 'fuzz-plausible-password';
  if (/url/i.test(key)) return 'http://127.0.0.1:9/fuzz';
  if (key === 'type') return url.includes('documents') ? 'text/plain' : 'crm';
  if (key === 'size') return 10;
  if (key === 'connectionDetails') return { url: 'postgresql://127.0.0.1:9/fuzz' };
  if (key === 'input' || key === 'metadata') return {};
  if (key === 'mode') return 'internal';
  if (/^is[A-Z]/.test(key)) return false;
  return 'how many customers are there';
}

/** Values at and past the edges of what a field of any type takes. */
const edgeValue = fc.constantFrom<unknown>(
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(5_000),
  null,
  [],
  {},
  [2 ** 31],
  [-1],
  ['1'],
  true,
  '1',
  'NaN',
  '\u0000',
);

/** Raw request bodies for a route whose body schema has `keys`. */
function bodies(keys: string[], url: string): fc.Arbitrary<string> {
  const hostileString = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '../../etc/passwd',
      '<script>alert(1)</script>',
      "'; DROP TABLE users; --",
      '${SOE_SECRET_KEY}',
      '\ud800',
      'NaN',
      '-1',
      '1e309',
    ),
    fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  );
  const wrongTypedValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    hostileString,
    fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, true, null),
    fc.array(fc.integer(), { maxLength: 200 }),
  );
  const keyed = keys.length
    ? fc
        .record(Object.fromEntries(keys.map((k) => [k, wrongTypedValue])), { requiredKeys: [] })
        .map((o) => JSON.stringify(o))
    : fc.constant('{}');
  // Every field plausible but one, which gets an edge value: reaches the service with a body the schema almost accepts.
  const oneFieldOff = keys.length
    ? fc
        .tuple(fc.constantFrom(...keys), edgeValue)
        .map(([bad, value]) =>
          JSON.stringify(Object.fromEntries(keys.map((k) => [k, k === bad ? value : plausible(k, url)]))),
        )
    : fc.constant('{}');
  return fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    oneFieldOff,
    oneFieldOff,
    keyed,
    keyed,
    pollutionBody(keys.length ? keys : ['x']),
    fc
      .tuple(fc.integer({ min: 200, max: 20_000 }), fc.constantFrom('array' as const, 'object' as const))
      .map(([d, k]) => deep(d, k)),
    fc.constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '{"a":1}garbage',
      '\u0000',
      'undefined',
      `{"x":"${'y'.repeat(1_100_000)}"}`,
    ),
  );
}

/** Arbitrary query strings: the schema's keys and others, repeated, bracketed and badly encoded. */
function queries(keys: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    fc.constantFrom(...keys, ...PROTO_KEYS, 'a[b]', 'a[]', 'limit', 'cursor', 'id'),
    fc.string({ maxLength: 12 }),
  );
  const value = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('-1', '0', '1e99', 'NaN', '99999999999999999999', '%zz', '%00', '..%2F..%2F', 'true', '[]', '{}'),
    fc.integer().map(String),
  );
  const pairs = fc
    .array(fc.tuple(name, value), { maxLength: 6 })
    .map((list) => list.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
  return fc.oneof(
    pairs,
    fc.constantFrom(
      '%zz=1',
      'a=%',
      '&&&',
      '=',
      '__proto__[polluted]=yes',
      'constructor[prototype][polluted]=yes',
      `q=${'x'.repeat(10_000)}`,
    ),
  );
}

/** Hostile path parameter values: non-numeric, negative, huge, fractional, traversal, encoded. */
const pathValues = fc.oneof(
  fc.constantFrom(
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    'Infinity',
    '99999999999999999999',
    '9007199254740993',
    '2147483648',
    '%2e%2e%2f',
    '..%2F..%2Fetc',
    '%00',
    '%20',
    'null',
    '__proto__',
    'constructor',
  ),
  // Never a small plain number: that could be a real row of the fuzzing users (staff may delete users).
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => !/^\s*\d{1,9}\s*$/.test(s))
    .map(encodeURIComponent),
  fc
    .bigInt({ min: -(10n ** 30n), max: 10n ** 30n })
    .filter((n) => n < 0n || n > 10n ** 9n)
    .map(String),
);

describe('fuzzing the route table', () => {
  let t: TestApp;
  let user: TestClient;
  let staff: TestClient;
  let anonymous: TestClient;
  let victimId: number;
  const tried = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    staff = new TestClient(t.app, '10.0.0.1');
    await staff.register('fuzz-staff', 'fuzz-staff-password'); // the first account: the owner, staff
    user = new TestClient(t.app, '10.0.0.2');
    await user.register('fuzz-user', 'fuzz-user-password');
    victimId = (await new TestClient(t.app, '10.0.0.3').register('fuzz-victim')).id;
    anonymous = new TestClient(t.app, '10.0.0.4');
    console.log(`fuzz seed ${SEED}, ${RUNS} runs per route and client (replay: SOE_FUZZ_SEED=${SEED})`);
  });
  afterAll(async () => t?.destroy());

  const keyOf = (r: CollectedRoute) => `${r.method} ${r.url}`;
  const fuzzable = () => callableRoutes().filter((r) => !NOT_FUZZED[keyOf(r)] && !r.url.endsWith('*'));
  const shapeKeys = (schema: unknown) =>
    Object.keys((schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
  /** Path parameters filled with plausible values, so body and query fuzzing reach past the path. */
  const plainPath = (url: string) =>
    url.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
      url.startsWith('/api/admin/users')
        ? String(victimId)
        : url.includes('llm-providers') && name === 'id'
          ? 'openai'
          : '1',
    );

  /** Which clients call a route: staff routes as staff, session-ending ones anonymously only. */
  function clientsFor(route: CollectedRoute): TestClient[] {
    if (ENDS_SESSION.has(keyOf(route))) return [anonymous];
    if (route.url.startsWith('/api/admin/')) return [staff, anonymous];
    return [user, anonymous];
  }

  async function keepSignedIn() {
    for (const [client, name] of [
      [user, 'fuzz-user'],
      [staff, 'fuzz-staff'],
    ] as const) {
      if ((await client.get('/api/user')).status !== 200) {
        const res = await client.post('/api/login', { username: name, password: `${name}-password` });
        expect(res.status, `signing ${name} back in`).toBe(200);
      }
    }
  }

  /** One request with a bound on its duration; returns what the checks need. */
  async function send(
    client: TestClient,
    method: string,
    url: string,
    payload: string | undefined,
    contentType = 'application/json',
  ) {
    const res = await Promise.race([
      t.app.inject({
        method: method as 'GET',
        url,
        remoteAddress: (client as unknown as { ip: string }).ip,
        headers: {
          ...(client.cookies.size ? { cookie: client.cookieHeader } : {}),
          ...(payload !== undefined ? { 'content-type': contentType } : {}),
        },
        payload,
      }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`${method} ${url.slice(0, 120)} took over ${REQUEST_BOUND_MS} ms`)),
          REQUEST_BOUND_MS,
        ).unref(),
      ),
    ]);
    return { status: res.statusCode, body: res.body, contentType: String(res.headers['content-type'] ?? '') };
  }

  function check(what: string, res: { status: number; body: string; contentType: string }) {
    let json: { message?: unknown } | undefined;
    try {
      json = JSON.parse(res.body);
    } catch {
      json = undefined;
    }
    if (res.status >= 500) {
      const allowed = DELIBERATE_5XX.some((d) => d.status === res.status && d.message === json?.message);
      if (!allowed) throw new Error(`${what} answered ${res.status}: ${res.body.slice(0, 300)}`);
    }
    if (res.status >= 400) {
      if (typeof json?.message !== 'string' || !json.message.trim())
        throw new Error(`${what} answered ${res.status} without a message: ${res.body.slice(0, 300)}`);
      // Errors are for people: no stack traces, no SQL (security check 28, docs/security.md). The edited-SQL route
      // is about SQL: its own words may name a SELECT, but never the database's.
      const aboutSql = what.includes('/api/conversations/:id/sql');
      if (/\n\s+at |node_modules|INSERT INTO|syntax error at or near/.test(json.message))
        throw new Error(`${what} leaked internals: ${json.message.slice(0, 300)}`);
      if (!aboutSql && /SELECT /.test(json.message))
        throw new Error(`${what} leaked internals: ${json.message.slice(0, 300)}`);
    }
    // The server runs in this process: a polluted prototype would show here.
    if (
      (Object.prototype as Record<string, unknown>).polluted !== undefined ||
      ({} as Record<string, unknown>).isAdmin !== undefined
    ) {
      throw new Error(`${what} polluted Object.prototype`);
    }
  }

  async function property<T>(label: string, arb: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
    tried.set(label, (tried.get(label) ?? 0) + 1);
    await fc.assert(fc.asyncProperty(arb, run), { seed: SEED, numRuns: RUNS, endOnFailure: true });
  }

  it('fuzzes every JSON body: never a 500, always a message, never a hang', async () => {
    const routes = fuzzable().filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await keepSignedIn();
      const keys = shapeKeys(route.schema?.body);
      for (const client of clientsFor(route)) {
        const url = plainPath(route.url);
        await property(keyOf(route), bodies(keys, route.url), async (payload) =>
          check(`${keyOf(route)} ${payload.slice(0, 80)}`, await send(client, route.method, url, payload)),
        );
        // The wrong content types and an empty body.
        check(`${keyOf(route)} text/plain`, await send(client, route.method, url, 'hello', 'text/plain'));
        check(
          `${keyOf(route)} form`,
          await send(client, route.method, url, 'a=1&b=2', 'application/x-www-form-urlencoded'),
        );
        check(`${keyOf(route)} empty`, await send(client, route.method, url, ''));
      }
    }
    // The signed-in users are still who they were: no fuzzed body raised their rights.
    await keepSignedIn();
    expect((await user.get('/api/user')).json).toMatchObject({
      username: 'fuzz-user',
      subscriptionTier: 'free',
      accessLevel: 'read',
      isAdmin: false,
    });
  });

  it('fuzzes query strings on every GET route', async () => {
    const routes = fuzzable().filter((r) => r.method === 'GET');
    expect(routes.some((r) => r.schema?.querystring)).toBe(true);
    for (const route of routes) {
      await keepSignedIn();
      const keys = shapeKeys(route.schema?.querystring);
      for (const client of clientsFor(route)) {
        const url = plainPath(route.url);
        await property(`${keyOf(route)} ?`, queries(keys), async (query) =>
          check(`${keyOf(route)}?${query.slice(0, 80)}`, await send(client, 'GET', `${url}?${query}`, undefined)),
        );
      }
    }
  });

  it('fuzzes path parameters: non-numeric, negative, huge, traversal → 4xx, never a 500', async () => {
    const routes = fuzzable().filter((r) => pathParams(r.url).length > 0);
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      await keepSignedIn();
      const names = pathParams(route.url);
      for (const client of clientsFor(route)) {
        await property(`${keyOf(route)} path`, pathValues, async (value) => {
          const url = route.url.replace(`:${names[0]}`, value).replace(/:([A-Za-z_]+)/g, '1');
          const body = ['GET', 'DELETE'].includes(route.method) ? undefined : '{}';
          const res = await send(client, route.method, url, body);
          check(`${route.method} ${url}`, res);
          expect(res.status, `${route.method} ${url}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        });
      }
    }
  });

  it('keeps the cases fuzzing found answered with clear 400s', async () => {
    await keepSignedIn();
    const conversation = (await user.post('/api/conversations', { title: 'Regressions' })).json.id;
    const cases: Array<[string, string, unknown, RegExp]> = [
      // Ids past PostgreSQL's integer range used to fail the query (500).
      ['PUT', '/api/systems/2147483648', { name: 'x' }, /id is out of range/],
      ['GET', '/api/conversations/2147483648', undefined, /id is out of range/],
      ['POST', '/api/messages', { content: 'hi', conversationId: 2 ** 31 }, /id is out of range/],
      ['POST', '/api/ask', { prompt: 'how many customers', systemIds: [2 ** 31] }, /id is out of range/],
      [
        'POST',
        '/api/writes',
        { conversationId: conversation, systemId: 2 ** 31, operationId: 'x', input: {} },
        /id is out of range/,
      ],
      [
        'POST',
        '/api/documents',
        { name: 'a.txt', type: 'text/plain', size: 1, content: 'a', conversationId: 2 ** 31 },
        /id is out of range/,
      ],
      // A NUL character in stored text used to fail the insert (500).
      ['POST', '/api/conversations', { title: 'a\u0000b' }, /cannot be stored \(NUL\)/],
      ['PUT', `/api/conversations/${conversation}`, { title: 'a\u0000b' }, /cannot be stored \(NUL\)/],
      ['POST', '/api/messages', { content: 'hi\u0000', conversationId: conversation }, /cannot be stored \(NUL\)/],
    ];
    for (const [method, url, body, message] of cases) {
      const res = await user.request(method, url, body);
      expect(res.status, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    expect((await user.get(`/api/conversations/${conversation}/messages`)).json).toEqual([]);
    // A connection URL the connector refuses before connecting used to escape as a 500.
    const staffSystem = await staff.post('/api/systems', {
      name: 'No user',
      type: 'crm',
      connectionDetails: { url: 'postgresql://127.0.0.1:9/fuzz' },
    });
    expect(staffSystem.status, staffSystem.body).toBe(400);
    expect(staffSystem.json.message).toMatch(/needs a user name/);
  });

  it('covered every route it was given', () => {
    const missing = fuzzable()
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) || r.method === 'GET')
      .filter((r) => !tried.has(keyOf(r)) && !tried.has(`${keyOf(r)} ?`));
    expect(missing.map(keyOf)).toEqual([]);
    for (const key of Object.keys(NOT_FUZZED))
      expect(
        callableRoutes().some((r) => keyOf(r) === key),
        `${key} still exists`,
      ).toBe(true);
  });
});
