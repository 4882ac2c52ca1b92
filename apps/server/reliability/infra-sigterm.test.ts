/**
 * Reliability check 8 (docs/reliability.md): SIGTERM under load.
 *
 * SOE answers slow questions (a connected PostgreSQL system whose `orders`
 * view sleeps 3 s), serves a steady loop of fast requests and holds open
 * WebSockets when it receives SIGTERM. The slow questions in flight finish
 * with their normal answer; requests that arrive after the signal are refused
 * (503 on a kept-alive connection, connection refused once the listener is
 * closed) and never half-served; every socket receives a 1001 "going away"
 * close frame; the process exits with code 0 before close-with-grace's 10 s
 * deadline.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createDatabase,
  openSocket,
  poll,
  randomId,
  REDIS_URL,
  sleep,
  startSoe,
  type SoeProcess,
  type TestDatabase,
  type TestSocket,
} from './support';

const SLOW_SECONDS = 3;
/** The PostgreSQL connector keeps at most 3 connections per system. */
const IN_FLIGHT = 3;
const FAST_LOOPS = 8;
const SOCKETS = 3;
/** close-with-grace's delay in server.ts: past it the process exits with code 1. */
const DEADLINE_MS = 10_000;

const SLOW_SQL = `
CREATE VIEW orders AS
  SELECT g AS id, 'Customer ' || (g % 3) AS customer, (g * 12.5)::numeric(10,2) AS amount
  FROM generate_series(1, 20) g, (SELECT pg_sleep(${SLOW_SECONDS})) AS slow;
COMMENT ON VIEW orders IS 'Customer orders';
`;

/** One fast request: a list or a conversation created with a unique title (to look for afterwards). */
type Outcome = ({ kind: 'status'; status: number; message?: string } | { kind: 'error'; code: string }) & {
  startedAt: number;
  title?: string;
};

function errorCode(error: unknown): string {
  const e = error as { cause?: { code?: string }; code?: string; name?: string };
  return e.cause?.code ?? e.code ?? e.name ?? 'unknown';
}

describe('reliability 8: SIGTERM under load', () => {
  let appDb: TestDatabase;
  let slowDb: TestDatabase;
  let soe: SoeProcess;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    appDb = await createDatabase();
    slowDb = await createDatabase('soe_rel_slow');
    await slowDb.query(SLOW_SQL);
    soe = await startSoe({ databaseUrl: appDb.url, redisUrl: REDIS_URL });
  });

  afterAll(async () => {
    for (const s of sockets) s.close();
    await soe?.stop();
    await slowDb?.drop();
    await appDb?.drop();
  });

  it('finishes in-flight requests, refuses new ones, closes sockets with 1001 and exits 0 before its deadline', async () => {
    const client = new ApiClient(soe.baseURL, 60_000);
    await client.register();
    const system = await client.post('/api/systems', {
      name: 'Slow shop',
      type: 'erp',
      connectionDetails: { url: slowDb.url },
    });
    expect(system.status, system.text).toBe(201);
    // Three different questions, so each runs its own slow query (identical questions in flight share one).
    const QUESTIONS = [
      'How many orders are there?',
      'What is the total amount of orders?',
      'What is the average amount of orders?',
    ];
    const ask = (prompt: string) => client.post('/api/ask', { prompt, systemIds: [system.json.id] });
    // Warm up (catalog and value index of the system), and learn the normal answers.
    const normals: Array<Awaited<ReturnType<typeof ask>>> = [];
    for (const q of QUESTIONS) normals.push(await ask(q));
    for (const n of normals) expect(n.status, n.text).toBe(200);
    expect(normals[0]!.json.response).toMatch(/\b20\b/);

    for (let i = 0; i < SOCKETS; i++) {
      const socket = await openSocket(client);
      await socket.waitForType('connection_established');
      sockets.push(socket);
    }

    // Slow questions in flight: wait until each one's query is running in the slow database.
    const slow = QUESTIONS.slice(0, IN_FLIGHT).map((q) => ask(q));
    await poll(
      `${IN_FLIGHT} slow queries running`,
      async () => {
        const rows = await slowDb.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND state = 'active' AND query ILIKE '%orders%' AND pid <> pg_backend_pid()`,
          [slowDb.name],
        );
        return rows[0]!.n >= IN_FLIGHT;
      },
      { timeoutMs: 15_000, intervalMs: 50 },
    );

    // Steady fast load on kept-alive connections, before and after the signal.
    let signalAt = Number.POSITIVE_INFINITY;
    let stop = false;
    const outcomes: Outcome[] = [];
    const loops = Array.from({ length: FAST_LOOPS }, async (_, n) => {
      for (let i = 0; !stop; i++) {
        const startedAt = Date.now();
        const title = (n + i) % 2 ? `fast-${n}-${i}-${randomId(3)}` : undefined;
        try {
          const res = title
            ? await client.post('/api/conversations', { title }, { timeoutMs: 15_000 })
            : await client.get('/api/conversations', { timeoutMs: 15_000 });
          outcomes.push({ kind: 'status', status: res.status, message: res.json?.message, startedAt, title });
        } catch (error) {
          outcomes.push({ kind: 'error', code: errorCode(error), startedAt, title });
        }
        await sleep(20);
      }
    });
    await sleep(300);

    signalAt = Date.now();
    expect(soe.child.kill('SIGTERM')).toBe(true);
    const closes = Promise.all(sockets.map((s) => s.closed));
    const exit = await soe.exit;
    stop = true;
    await Promise.all(loops);

    // The process exited cleanly, before its deadline.
    expect(exit, soe.logs().slice(-3000)).toMatchObject({ code: 0, signal: null });
    expect(exit.at - signalAt).toBeLessThan(DEADLINE_MS);
    // Every in-flight question got its normal answer.
    const answers = await Promise.all(slow);
    answers.forEach((a, i) => {
      expect(a.status, a.text).toBe(200);
      expect(a.json.response).toBe(normals[i]!.json.response);
    });
    // Every socket got a close frame saying the server is going away.
    for (const closed of await closes) expect(closed.code).toBe(1001);

    // Requests before the signal were served. The signal takes a moment to arrive and be handled, so
    // requests sent just after it may still be served; once the first one has been refused, every later
    // one is refused too: 503 on a kept-alive connection that is busy, connection refused once the
    // listener is closed, or a reset for a request that crossed the close of an idle kept-alive
    // connection (HTTP/1.1 lets a server close an idle connection; clients retry idempotent requests).
    // None is served after that, and none fails in any other way (no 500, no hang).
    const refused = (o: Outcome) =>
      o.kind === 'status' ? o.status === 503 : ['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(o.code);
    for (const o of outcomes.filter((x) => x.startedAt < signalAt))
      expect(o).toMatchObject({ kind: 'status', status: o.title ? 201 : 200 });
    const firstRefusal = outcomes.filter(refused).sort((a, b) => a.startedAt - b.startedAt)[0];
    expect(firstRefusal, 'no request was refused after SIGTERM').toBeDefined();
    expect(firstRefusal!.startedAt - signalAt).toBeLessThan(2_000);
    const timeline = outcomes
      .filter((x) => x.startedAt >= signalAt - 200)
      .map((o) => `${o.startedAt - signalAt}:${o.kind === 'status' ? o.status : o.code}`)
      .join(' ');
    const summary = new Map<string, number>();
    for (const o of outcomes.filter((x) => x.startedAt >= signalAt)) {
      const key = o.kind === 'status' ? String(o.status) : o.code;
      summary.set(key, (summary.get(key) ?? 0) + 1);
      if (o.startedAt < firstRefusal!.startedAt)
        expect(o.kind === 'status' ? o.status : o.code, timeline).toBe(o.title ? 201 : 200);
      else expect(refused(o), timeline).toBe(true);
      if (o.kind === 'status' && o.status === 503) expect(o.message).toBeTruthy();
    }
    // The drain answered 503s before the listener closed.
    expect(summary.get('503') ?? 0).toBeGreaterThan(0);
    // Nothing refused was half-done: every acknowledged conversation exists, no refused one does.
    const titles = new Set(
      (await appDb.query<{ title: string }>('SELECT title FROM conversations')).map((r) => r.title),
    );
    for (const o of outcomes.filter((x) => x.title)) {
      if (o.kind === 'status' && o.status === 201) expect(titles.has(o.title!), o.title).toBe(true);
      else expect(titles.has(o.title!), `${o.title} was refused but stored`).toBe(false);
    }
    console.info(
      `check 8: exit code ${exit.code} ${exit.at - signalAt} ms after SIGTERM; ${answers.length} in-flight answers complete; ${sockets.length} sockets closed 1001; after the signal ${JSON.stringify(Object.fromEntries(summary))}`,
    );
  });
});
