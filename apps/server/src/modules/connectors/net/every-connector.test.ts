import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConnectorContext, ConnectorSession } from '../connector';
import { connectorRegistry, getConnector } from '../registry';
import { parseAllowList } from './allow-list';
import type { LookupAll } from './guard';
import { NetworkPolicy } from './policy';

/*
 * Security checks 18–20 (docs/security.md) for every connector in the registry (issue 17): through
 * the network policy an ordinary user's connection to a refused address — a
 * literal loopback address nobody listed, a name resolving to a metadata
 * address, a redirect from a listed server to an unlisted one — never reaches
 * the address; a staff admin's reaches loopback (so the refusal is the policy's).
 */

type Case = { url: (host: string, port: number) => string; extra?: Record<string, string>; kind: 'tcp' | 'http' };
const CASES: Record<string, Case> = {
  postgres: { kind: 'tcp', url: (h, p) => `postgresql://soe:pw@${h}:${p}/analytics` },
  mysql: { kind: 'tcp', url: (h, p) => `mysql://soe:pw@${h}:${p}/analytics` },
  salesforce: { kind: 'http', url: (h, p) => `http://${h}:${p}`, extra: { apiKey: 'token' } },
  hubspot: { kind: 'http', url: (h, p) => `http://${h}:${p}`, extra: { apiKey: 'token' } },
  openapi: { kind: 'http', url: (h, p) => `http://${h}:${p}/openapi.json` },
  mcp: { kind: 'http', url: (h, p) => `http://${h}:${p}/mcp` },
  odata: { kind: 'http', url: (h, p) => `http://${h}:${p}/odata/` },
  tableau: {
    kind: 'http',
    url: (h, p) => `http://${h}:${p}`,
    extra: { site: 'sales', tokenName: 'soe', apiKey: 'secret' },
  },
};

const lookup: LookupAll = async (name) => {
  if (name === 'inside.test') return [{ address: '169.254.169.254', family: 4 }];
  throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
};

let hits = { tcp: 0, http: 0, redirected: 0 };
let tcp: TcpServer;
let http: HttpServer;
let listed: HttpServer;
let tcpPort: number;
let httpPort: number;
let listedPort: number;
let documents: HttpServer;
let documentsPort: number;
let policy: NetworkPolicy;

async function listen<T extends TcpServer | HttpServer>(server: T): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  tcp = createTcpServer((socket) => {
    hits.tcp++;
    socket.destroy();
  });
  tcpPort = await listen(tcp);
  http = createHttpServer((req, res) => {
    hits.http++;
    res.writeHead(404).end();
  });
  httpPort = await listen(http);
  // A server the list allows, redirecting every request to the unlisted one.
  listed = createHttpServer((req, res) => {
    hits.redirected++;
    res.writeHead(307, { location: `http://127.0.0.1:${httpPort}${req.url}` }).end();
  });
  listedPort = await listen(listed);
  // A listed server whose OpenAPI document declares an unlisted server for its API.
  documents = createHttpServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        openapi: '3.0.3',
        info: { title: 'Inside', version: '1' },
        servers: [{ url: `http://127.0.0.1:${httpPort}/api` }],
        paths: {
          '/items': {
            get: {
              operationId: 'listItems',
              summary: 'List items',
              responses: {
                200: {
                  description: 'Items',
                  content: {
                    'application/json': {
                      schema: {
                        type: 'array',
                        items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      }),
    );
  });
  documentsPort = await listen(documents);
  const entries = parseAllowList(`127.0.0.1:${listedPort} 127.0.0.1:${documentsPort}`).entries;
  policy = new NetworkPolicy({ own: [], accessList: async () => ({ entries, version: '1' }), lookup });
});

afterAll(async () => {
  await policy.close();
  for (const server of [tcp, http, listed, documents]) await new Promise((resolve) => server.close(resolve));
});

/** Opens, tests and discovers; returns what the user would read (the error or the status message). */
async function attempt(id: string, url: string, context: ConnectorContext): Promise<string> {
  const connector = getConnector(id)!;
  let session: ConnectorSession | undefined;
  try {
    session = await connector.open({ url, connector: id, ...CASES[id]!.extra }, context);
    const tested = await session.test();
    if (tested.status === 'connected' || tested.status === 'limited') await session.discover();
    return tested.message ?? tested.status;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await session?.close().catch(() => {});
  }
}

describe('every connector goes through the network policy (security checks 18–20, docs/security.md)', () => {
  it('has a case for every connector but the built-in demo', () => {
    expect(
      connectorRegistry
        .map((c) => c.id)
        .filter((id) => id !== 'demo')
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
  });

  for (const [id, c] of Object.entries(CASES)) {
    it(`${id}: an unlisted loopback address is refused for an ordinary user before any connection; a staff admin reaches it`, async () => {
      hits = { tcp: 0, http: 0, redirected: 0 };
      const port = c.kind === 'tcp' ? tcpPort : httpPort;
      for (const host of ['127.0.0.1', '0x7f.1', '[::ffff:127.0.0.1]']) {
        expect(await attempt(id, c.url(host, port), policy.contextFor({ staff: false }))).toMatch(
          /not allowed \(loopback address\)/,
        );
      }
      expect(hits[c.kind]).toBe(0);
      await attempt(id, c.url('127.0.0.1', port), policy.contextFor({ staff: true }));
      expect(hits[c.kind]).toBeGreaterThan(0);
    });

    it(`${id}: a name resolving to a metadata address is refused for staff admins too`, async () => {
      expect(
        await attempt(
          id,
          c.url('inside.test', c.kind === 'tcp' ? tcpPort : httpPort),
          policy.contextFor({ staff: true }),
        ),
      ).toMatch(/not allowed \(link-local \/ metadata address\)/);
    });

    if (id === 'openapi') {
      it('openapi: the servers a listed document declares are checked too', async () => {
        hits = { tcp: 0, http: 0, redirected: 0 };
        const session = await getConnector(id)!.open(
          { url: `http://127.0.0.1:${documentsPort}/openapi.json`, connector: id },
          policy.contextFor({ staff: false }),
        );
        // An error, not 'limited': the refusal is SOE's, not the API's own 403.
        expect(await session.test()).toEqual({
          status: 'error',
          message: expect.stringMatching(/not allowed \(loopback address\)/),
        });
        await expect(session.invoke!('listItems', {}, { timeoutMs: 5_000, allowWrite: false })).rejects.toThrow(
          /not allowed \(loopback address\)/,
        );
        await session.close();
        expect(hits.http).toBe(0);
      });
    }

    if (c.kind === 'http') {
      it(`${id}: a redirect from a listed server to an unlisted address is not followed`, async () => {
        hits = { tcp: 0, http: 0, redirected: 0 };
        const message = await attempt(id, c.url('127.0.0.1', listedPort), policy.contextFor({ staff: false }));
        expect(hits.redirected).toBeGreaterThan(0);
        expect(hits.http).toBe(0);
        expect(message).not.toBe('connected');
      });
    }
  }
});
