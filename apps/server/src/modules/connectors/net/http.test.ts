import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAll } from './guard';
import { guardedFetch } from './http';

// A loopback server that redirects; loopback is allowed here (blockPrivate false) so the test needs no network.
let server: Server;
let base: string;
let other: Server;
let otherBase: string;
const seen: Array<Record<string, string | string[] | undefined>> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/to-metadata') res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    else if (req.url === '/to-decimal') res.writeHead(302, { location: 'http://2852039166/' }).end();
    else if (req.url === '/to-ok') res.writeHead(302, { location: '/ok' }).end();
    else if (req.url === '/to-other') res.writeHead(302, { location: `${otherBase}/landing` }).end();
    else if (req.url === '/same-origin-hop') res.writeHead(302, { location: '/echo' }).end();
    else if (req.url === '/echo') {
      seen.push(req.headers);
      res.writeHead(200).end('ok');
    } else res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Another origin (another port): what a redirect to a foreign host receives.
  other = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200).end('other');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherBase = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

describe('guardedFetch', () => {
  it('fetches an allowed address', async () => {
    const res = await guardedFetch(`${base}/ok`, {}, { blockPrivate: false });
    expect(await res.text()).toBe('ok');
  });

  it('refuses loopback when private networks are blocked', async () => {
    await expect(guardedFetch(`${base}/ok`, {}, { blockPrivate: true })).rejects.toThrow('(loopback address)');
  });

  it('returns a redirect instead of following it by default', async () => {
    const res = await guardedFetch(`${base}/to-metadata`, {}, { blockPrivate: false });
    expect(res.status).toBe(302);
  });

  it('checks every redirect hop it follows', async () => {
    await expect(guardedFetch(`${base}/to-metadata`, {}, { blockPrivate: false, maxRedirects: 3 })).rejects.toThrow(
      'Connections to 169.254.169.254 are not allowed (link-local / metadata address)',
    );
    await expect(guardedFetch(`${base}/to-decimal`, {}, { blockPrivate: false, maxRedirects: 3 })).rejects.toThrow(
      '(link-local / metadata address)',
    );
    const res = await guardedFetch(`${base}/to-ok`, {}, { blockPrivate: false, maxRedirects: 3 });
    expect(await res.text()).toBe('ok');
  });

  it('never carries credentials to another origin on a redirect, and keeps them on the same origin', async () => {
    const credentials = {
      accept: 'application/json',
      authorization: 'Bearer canary-token',
      cookie: 'SAP_SESSIONID=canary',
      'x-csrf-token': 'canary-csrf',
      'x-api-key': 'canary-key',
    };
    seen.length = 0;
    const away = await guardedFetch(
      `${base}/to-other`,
      { headers: credentials },
      { blockPrivate: false, maxRedirects: 3 },
    );
    expect(await away.text()).toBe('other');
    expect(seen[0]).toMatchObject({ accept: 'application/json' });
    for (const name of ['authorization', 'cookie', 'x-csrf-token', 'x-api-key'])
      expect(seen[0]![name], name).toBeUndefined();
    seen.length = 0;
    const home = await guardedFetch(
      `${base}/same-origin-hop`,
      { headers: credentials },
      { blockPrivate: false, maxRedirects: 3 },
    );
    expect(await home.text()).toBe('ok');
    expect(seen[0]).toMatchObject({
      authorization: 'Bearer canary-token',
      cookie: 'SAP_SESSIONID=canary',
      'x-csrf-token': 'canary-csrf',
      'x-api-key': 'canary-key',
    });
  });

  it('checks names at connect time through the agent lookup', async () => {
    const port = new URL(base).port;
    // The first resolution (the pre-check) answers loopback, the connect-time one the metadata address.
    let rebindCalls = 0;
    const lookup: LookupAll = async (name) =>
      name === 'rebind.test' && rebindCalls++ > 0
        ? [{ address: '169.254.169.254', family: 4 }]
        : [{ address: '127.0.0.1', family: 4 }];
    await expect(guardedFetch(`http://rebind.test:${port}/ok`, {}, { blockPrivate: false, lookup })).rejects.toThrow(
      '(link-local / metadata address)',
    );
    expect(rebindCalls).toBe(2);
    const ok = await guardedFetch(`http://fine.test:${port}/ok`, {}, { blockPrivate: false, lookup });
    expect(await ok.text()).toBe('ok');
  });

  it('refuses non-http schemes', async () => {
    await expect(guardedFetch('file:///etc/passwd', {}, { blockPrivate: false })).rejects.toThrow(
      'Only http and https',
    );
  });
});
