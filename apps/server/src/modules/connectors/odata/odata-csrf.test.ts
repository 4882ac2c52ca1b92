import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  CSRF_SESSION_COOKIE,
  startODataFake,
  type ODataFake,
  type ODataFakeOptions,
  type RecordedRequest,
} from '@soe/fakes/odata';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackContext } from '../api/testing';
import { ConnectorError, type ConnectorSession, type InvokeOptions } from '../connector';
import { col, type QuerySpec } from '../query';
import { odataConnector } from './connector';
import { CookieJar } from './csrf';

/** SAP Gateway's CSRF token handshake on writes, against the OData fake acting as an SAP service. */

const READ = { timeoutMs: 10_000, rowCap: 1000 };
const WRITE: InvokeOptions = { timeoutMs: 10_000, allowWrite: true };
const fakes: ODataFake[] = [];
const sessions: ConnectorSession[] = [];
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await Promise.all(fakes.splice(0).map((f) => f.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function connect(options: ODataFakeOptions = {}) {
  const fake = await startODataFake(options);
  fakes.push(fake);
  const session = await odataConnector.open({ url: fake.url, connector: 'odata' }, loopbackContext());
  sessions.push(session);
  return { fake, session };
}

const isFetch = (r: RecordedRequest) => r.headers['x-csrf-token']?.toLowerCase() === 'fetch';
const fetches = (fake: ODataFake) => fake.requests.filter(isFetch);
const writes = (fake: ODataFake) => fake.requests.filter((r) => r.method !== 'GET');
const newOrder = (ref: string) => ({
  CustomerID: 'C003',
  OrderDate: '2026-02-01',
  TotalAmount: 99.5,
  Currency: 'EUR',
  Status: 'Open',
  PurchaseOrderRef: ref,
});
const ordersWithRef = (fake: ODataFake, ref: string) => fake.data.SalesOrders.filter((o) => o.PurchaseOrderRef === ref);
const productNames: QuerySpec = {
  from: { entity: 'Products', alias: 'p' },
  select: [{ alias: 'n', expr: col('p', 'ProductName') }],
};

describe('OData writes to a service that requires SAP CSRF tokens', () => {
  it('reads without any token; the first write fetches one token, and every write sends it with the session cookie', async () => {
    const { fake, session } = await connect({ csrf: true });
    expect(await session.test()).toEqual({ status: 'connected' });
    await session.discover();
    await session.query(productNames, READ);
    // Reads never fetch a token nor carry one.
    expect(fetches(fake)).toHaveLength(0);
    expect(fake.requests.every((r) => r.headers['x-csrf-token'] === undefined && r.headers.cookie === undefined)).toBe(
      true,
    );

    const before = fake.requests.length;
    const created = await session.invoke!('create_SalesOrders', newOrder('CSRF-1'), WRITE);
    expect(created.rows![0]).toMatchObject({ SalesOrderID: '5000049', PurchaseOrderRef: 'CSRF-1' });
    // Exactly: one GET of the service root asking for a token, then the POST with it.
    const sent = fake.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.resource}`)).toEqual(['GET ', 'POST SalesOrders']);
    expect(sent[0]!.headers.cookie).toBeUndefined();
    const post = sent[1]!;
    expect(post.headers['x-csrf-token']).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(post.headers.cookie).toMatch(new RegExp(`(^|; )${CSRF_SESSION_COOKIE}=[\\w-]+(;|$)`));
    expect(post.headers.cookie).toContain('sap-usercontext=sap-client=100');

    // Later writes of the session reuse the token: no second fetch.
    await session.invoke!('update_SalesOrders', { SalesOrderID: '5000049', Status: 'Completed' }, WRITE);
    expect(fetches(fake)).toHaveLength(1);
    const patch = fake.requests.at(-1)!;
    expect(patch.method).toBe('PATCH');
    expect([patch.headers['x-csrf-token'], patch.headers.cookie]).toEqual([
      post.headers['x-csrf-token'],
      post.headers.cookie,
    ]);
    expect(fake.data.SalesOrders.at(-1)).toMatchObject({ PurchaseOrderRef: 'CSRF-1', Status: 'Completed' });

    // Reads after the writes still carry neither token nor cookie.
    await session.query(productNames, READ);
    const lastRead = fake.requests.at(-1)!;
    expect([lastRead.method, lastRead.headers['x-csrf-token'], lastRead.headers.cookie]).toEqual([
      'GET',
      undefined,
      undefined,
    ]);
  });

  it('concurrent first writes share one token fetch', async () => {
    const { fake, session } = await connect({ csrf: true });
    await session.discover();
    await Promise.all(
      ['CSRF-A', 'CSRF-B', 'CSRF-C'].map((ref) => session.invoke!('create_SalesOrders', newOrder(ref), WRITE)),
    );
    expect(fetches(fake)).toHaveLength(1);
    expect(writes(fake)).toHaveLength(3);
    for (const ref of ['CSRF-A', 'CSRF-B', 'CSRF-C']) expect(ordersWithRef(fake, ref)).toHaveLength(1);
  });

  it('a token that expires mid-session is fetched again once, and the create is applied exactly once', async () => {
    const { fake, session } = await connect({ csrf: true });
    await session.discover();
    await session.invoke!('create_SalesOrders', newOrder('CSRF-FIRST'), WRITE);
    const firstToken = writes(fake)[0]!.headers['x-csrf-token'];
    const count = fake.data.SalesOrders.length;

    fake.expireCsrfToken();
    const before = fake.requests.length;
    const created = await session.invoke!('create_SalesOrders', newOrder('CSRF-RETRY'), WRITE);
    const sent = fake.requests.slice(before);
    // The refused POST (403 Required: not applied), one fresh fetch, the POST again with the new token.
    expect(sent.map((r) => `${r.method} ${r.resource}`)).toEqual(['POST SalesOrders', 'GET ', 'POST SalesOrders']);
    expect(isFetch(sent[1]!)).toBe(true);
    expect(sent[0]!.headers['x-csrf-token']).toBe(firstToken);
    expect(sent[2]!.headers['x-csrf-token']).not.toBe(firstToken);
    expect(sent[2]!.body).toEqual(sent[0]!.body);
    expect(ordersWithRef(fake, 'CSRF-RETRY')).toHaveLength(1);
    expect(fake.data.SalesOrders).toHaveLength(count + 1);
    expect(created.rows![0]).toMatchObject({ PurchaseOrderRef: 'CSRF-RETRY' });
    expect(fetches(fake)).toHaveLength(2);
  });

  it('a second refusal after a fresh token is a clear error, with nothing applied and no third attempt', async () => {
    const { fake, session } = await connect({ csrf: true });
    await session.discover();
    const count = fake.data.SalesOrders.length;
    fake.refuseCsrfNext(2);
    const err = await session.invoke!('create_SalesOrders', newOrder('CSRF-REFUSED'), WRITE).catch((e) => e);
    expect(err).toBeInstanceOf(ConnectorError);
    expect(err.code).toBe('forbidden');
    expect(err.message).toBe(
      'OData service refused the CSRF token again after a fresh one was fetched (403, x-csrf-token: Required); nothing was changed. Try again; if it persists, the service is not keeping the session its token belongs to.',
    );
    expect(writes(fake)).toHaveLength(2);
    expect(fetches(fake)).toHaveLength(2);
    expect(fake.data.SalesOrders).toHaveLength(count);
    // The message carries neither the token nor the cookie.
    for (const w of writes(fake)) {
      expect(err.message).not.toContain(w.headers['x-csrf-token']);
      expect(err.message).not.toContain(w.headers.cookie!.split('; ')[0]!.split('=')[1]);
    }

    // The session recovers on the next write: a fresh token, applied once.
    await session.invoke!('create_SalesOrders', newOrder('CSRF-LATER'), WRITE);
    expect(ordersWithRef(fake, 'CSRF-LATER')).toHaveLength(1);
    expect(fetches(fake)).toHaveLength(3);
  });

  it('a service that answers no token but then asks for one is reported plainly', async () => {
    // A CSRF-protected service behind a gateway that strips the token header from the fetch's answer.
    const { fake } = await connect({ csrf: true });
    const proxy = await startProxy(fake.url, (method, headers) => {
      if (method === 'GET') delete headers['x-csrf-token'];
      return headers;
    });
    const session = await odataConnector.open({ url: proxy.url, connector: 'odata' }, loopbackContext());
    sessions.push(session);
    await session.discover();
    const err = await session.invoke!(
      'update_SalesOrders',
      { SalesOrderID: '5000001', Status: 'Cancelled' },
      WRITE,
    ).catch((e) => e);
    expect(err).toMatchObject({
      code: 'forbidden',
      message:
        'OData service requires a CSRF token for changes (403, x-csrf-token: Required) but gave none when asked (GET of the service root with X-CSRF-Token: Fetch); nothing was changed.',
    });
    expect(writes(fake).map((w) => [w.headers['x-csrf-token'], w.headers.cookie])).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(fake.data.SalesOrders[0]!.Status).not.toBe('Cancelled');
  });

  it('never carries the session cookie or token to another origin, even when a write is redirected there', async () => {
    const { fake, session } = await connect({ csrf: true });
    await session.discover();
    await session.invoke!('create_SalesOrders', newOrder('CSRF-OWN'), WRITE);
    const elsewhere = await startRecorder();
    // The service answers the next request with a 307 to another origin (which keeps method and body).
    fake.failNext(307, 1, { location: `${elsewhere.url}/collect` });
    await session.invoke!('create_SalesOrders', newOrder('CSRF-AWAY'), WRITE).catch(() => undefined);
    expect(elsewhere.received).toHaveLength(1);
    expect(elsewhere.received[0]!.method).toBe('POST');
    expect(elsewhere.received[0]!.headers.cookie).toBeUndefined();
    expect(elsewhere.received[0]!.headers['x-csrf-token']).toBeUndefined();
  });
});

describe('OData writes to a service without CSRF protection', () => {
  it('asks for a token once per session, gets none, and writes exactly as before', async () => {
    const { fake, session } = await connect();
    await session.discover();
    await session.query(productNames, READ);
    expect(fetches(fake)).toHaveLength(0);
    await session.invoke!('create_SalesOrders', newOrder('PLAIN-1'), WRITE);
    await session.invoke!('update_SalesOrders', { SalesOrderID: '5000049', Status: 'Completed' }, WRITE);
    // One probe (ignored by the service) before the first write; none for later writes.
    expect(fetches(fake)).toHaveLength(1);
    expect(writes(fake).map((w) => [w.method, w.headers['x-csrf-token'], w.headers.cookie])).toEqual([
      ['POST', undefined, undefined],
      ['PATCH', undefined, undefined],
    ]);
    expect(ordersWithRef(fake, 'PLAIN-1')).toEqual([expect.objectContaining({ Status: 'Completed' })]);
  });

  it('still does not retry an ordinary 403', async () => {
    const { fake, session } = await connect();
    await session.discover();
    await session.invoke!('create_SalesOrders', newOrder('PLAIN-2'), WRITE);
    fake.failNext(403);
    const err = await session.invoke!('create_SalesOrders', newOrder('PLAIN-3'), WRITE).catch((e) => e);
    expect(err).toMatchObject({ code: 'forbidden' });
    expect(err.message).toMatch(/^OData service denied access \(403/);
    expect(writes(fake)).toHaveLength(2);
    expect(fetches(fake)).toHaveLength(1);
  });
});

describe('CookieJar', () => {
  const root = new URL('https://s4.example.com/sap/opu/odata4/sap/api/0001/');
  it('keeps the service’s cookies for its own origin and paths only', () => {
    const jar = new CookieJar(root);
    jar.store(
      [
        'SAP_SESSIONID_S4H_100=abc; path=/; secure; HttpOnly',
        'sap-usercontext=sap-client=100; path=/',
        'other=1; Domain=evil.example.net; path=/',
        'parent=2; Domain=.example.com; path=/',
        'narrow=3; path=/sap/bc/',
        'gone=4; Max-Age=0',
      ],
      root,
    );
    expect(jar.header(new URL('SalesOrders', root))).toBe(
      'SAP_SESSIONID_S4H_100=abc; sap-usercontext=sap-client=100; parent=2',
    );
    expect(jar.header(new URL('https://other.example.com/sap/opu/odata4/sap/api/0001/SalesOrders'))).toBeUndefined();
    expect(jar.header(new URL('http://s4.example.com/sap/opu/odata4/sap/api/0001/SalesOrders'))).toBeUndefined();
    // A later answer ends one cookie and renews another (RFC 6265: an ending cookie names the path it was set for).
    jar.store(
      ['sap-usercontext=; path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT', 'SAP_SESSIONID_S4H_100=def; path=/; secure'],
      new URL('SalesOrders', root),
    );
    expect(jar.header(new URL('SalesOrders', root))).toBe('SAP_SESSIONID_S4H_100=def; parent=2');
    // Cookies from another origin's answer are never kept.
    jar.store(['stray=5; path=/'], new URL('https://cdn.example.com/x'));
    expect(jar.header(root)).not.toContain('stray');
  });
});

/** A plain HTTP server recording what reaches it: "another origin" for the redirect test. */
async function startRecorder() {
  const received: Array<{ method: string; headers: http.IncomingHttpHeaders }> = [];
  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', headers: req.headers });
    req.resume();
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"code":"404","message":"nothing here"}}');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

/** A forwarding proxy to the fake that may rewrite response headers. */
async function startProxy(
  target: string,
  rewrite: (method: string, headers: http.IncomingHttpHeaders) => http.IncomingHttpHeaders,
) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, rewrite(req.method ?? 'GET', { ...answer.headers }));
        answer.pipe(res);
      },
    );
    req.pipe(forward);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${port}${upstream.pathname}${upstream.search}` };
}
