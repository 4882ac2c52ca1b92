/**
 * Reliability check 11 (docs/reliability.md): a hung connected system.
 *
 * Two systems that never answer: a PostgreSQL database whose `orders` is a
 * view that sleeps 30 s, and an HTTP API (described by an OpenAPI document)
 * whose endpoints, once it is connected, accept requests and never respond. With
 * SOE_QUERY_TIMEOUT_MS=2000 a question about either gets, within the timeout
 * plus a margin, an answer saying the system did not answer in time (plain
 * text, no SQL). Meanwhile the event loop stays free: /healthz and another
 * user's requests, called in a loop the whole time, each answer within 1 s.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startInventoryService } from '@soe/fakes/openapi-service';
import {
  ApiClient,
  createDatabase,
  poll,
  REDIS_URL,
  sleep,
  startSoe,
  type SoeProcess,
  type TestDatabase,
} from './support';

const TIMEOUT_MS = 2_000;
/** What an answer may take beyond the query timeout (discovery of the value index, writing, a loaded machine). */
const MARGIN_MS = 6_000;
/** Longest any /healthz or other-user call may take while a system hangs. */
const RESPONSIVE_MS = 1_000;

/** A database whose `orders` looks like a table and takes 30 s to read. */
const SLOW_SQL = `
CREATE VIEW orders AS
  SELECT g AS id, 'Customer ' || (g % 3) AS customer, (g * 12.5)::numeric(10,2) AS amount, date '2025-01-01' + g AS ordered_on
  FROM generate_series(1, 20) g, (SELECT pg_sleep(30)) AS slow;
COMMENT ON VIEW orders IS 'Customer orders';
`;

/**
 * The inventory service (fakes/openapi-service) behind a switch: it answers
 * normally while the system is connected (SOE tests and discovers it), then
 * `hang()` makes every API call be accepted and never answered. The OpenAPI
 * document itself keeps being served.
 */
async function startHangingApi() {
  const upstream = await startInventoryService();
  const target = new URL(upstream.url);
  const hanging = new Set<http.ServerResponse>();
  let hang = false;
  let hits = 0;
  const server = http.createServer((req, res) => {
    if (hang && !req.url?.startsWith('/openapi.')) {
      hits++;
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    /** Requests accepted and left hanging whose connection SOE has not closed yet. */
    open: () => hanging.size,
    hang: () => void (hang = true),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
    },
  };
}

describe('reliability 11: a hung connected system', () => {
  let appDb: TestDatabase;
  let slowDb: TestDatabase;
  let api: Awaited<ReturnType<typeof startHangingApi>>;
  let soe: SoeProcess;
  let owner: ApiClient;
  let bystander: ApiClient;

  beforeAll(async () => {
    appDb = await createDatabase();
    slowDb = await createDatabase('soe_rel_slow');
    await slowDb.query(SLOW_SQL);
    api = await startHangingApi();
    soe = await startSoe({
      databaseUrl: appDb.url,
      redisUrl: REDIS_URL,
      env: { SOE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS) },
    });
    owner = new ApiClient(soe.baseURL, 60_000);
    await owner.register();
    bystander = new ApiClient(soe.baseURL);
    await bystander.register();
    await bystander.post('/api/conversations', { title: 'Elsewhere' });
  });

  afterAll(async () => {
    await soe?.stop();
    await api?.close();
    await slowDb?.drop();
    await appDb?.drop();
  });

  /**
   * Runs `work` while /healthz and the bystander's conversation list are called
   * in a loop; returns its result and the slowest loop call.
   */
  async function whileResponsive<T>(work: () => Promise<T>): Promise<{ result: T; slowest: number; calls: number }> {
    let done = false;
    let slowest = 0;
    let calls = 0;
    const failures: string[] = [];
    const loop = (async () => {
      while (!done) {
        for (const res of [await bystander.get('/healthz'), await bystander.get('/api/conversations')]) {
          calls++;
          slowest = Math.max(slowest, res.ms);
          if (res.status !== 200) failures.push(`${res.status} ${res.text}`);
        }
        await sleep(50);
      }
    })();
    try {
      const result = await work();
      return { result, slowest, calls };
    } finally {
      done = true;
      await loop;
      expect(failures).toEqual([]);
    }
  }

  it('answers a question about a PostgreSQL system that hangs with a timeout message, loop never blocked', async () => {
    const created = await owner.post('/api/systems', {
      name: 'Slow shop',
      type: 'erp',
      connectionDetails: { url: slowDb.url },
    });
    expect(created.status, created.text).toBe(201);
    const {
      result: asked,
      slowest,
      calls,
    } = await whileResponsive(() =>
      owner.post('/api/ask', { prompt: 'How many orders are there?', systemIds: [created.json.id] }),
    );
    console.info(
      `check 11 (postgres): answered in ${asked.ms} ms; ${calls} concurrent calls, slowest ${slowest} ms; answer: ${asked.json?.response}`,
    );
    expect(asked.status, asked.text).toBe(200);
    expect(asked.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(asked.json.response).toMatch(/longer than 2 s|did not answer|timed out/i);
    expect(asked.json.response).not.toMatch(/select|from\s+"|pg_sleep|generate_series/i);
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
    // The database really stopped the query (no statement left running in the slow database).
    const running = await slowDb.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query ILIKE '%orders%' AND state = 'active' AND pid <> pg_backend_pid()`,
      [slowDb.name],
    );
    expect(running).toEqual([]);
  });

  it('answers a question about an HTTP API that never responds with a timeout message, loop never blocked', async () => {
    const created = await owner.post('/api/systems', {
      name: 'Stuck inventory',
      type: 'custom',
      connectionDetails: { url: `${api.url}/openapi.json`, apiKey: 'inventory-token' },
    });
    expect(created.status, created.text).toBe(201);
    api.hang();
    const {
      result: asked,
      slowest,
      calls,
    } = await whileResponsive(() =>
      owner.post('/api/ask', { prompt: 'How many items are there?', systemIds: [created.json.id] }),
    );
    console.info(
      `check 11 (http api): answered in ${asked.ms} ms; ${calls} concurrent calls, slowest ${slowest} ms; answer: ${asked.json?.response}`,
    );
    expect(asked.status, asked.text).toBe(200);
    expect(api.hits()).toBeGreaterThan(0); // the API was really called and left hanging
    // SOE gave up on the hanging requests: it closed their connections rather than leaking them.
    await poll('SOE to close the hanging API requests', () => api.open() === 0, { timeoutMs: 5_000 });
    expect(asked.ms).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(asked.json.response).toMatch(/did not (answer|return)|timed out|longer than/i);
    expect(slowest).toBeLessThan(RESPONSIVE_MS);
  });
});
