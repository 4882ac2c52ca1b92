/**
 * Reliability check 13 (docs/reliability.md): one user's heavy work does not stall everyone else.
 *
 * SOE runs with loop-delay-reporter.mjs, which keeps a monitorEventLoopDelay histogram the test resets and
 * reads over the child's IPC channel. Another user asks the Demo Company questions and lists their
 * conversations and documents in a loop, and /healthz is probed every 20 ms: first for a few seconds with
 * nothing else running (the quiet baseline), then while the first user uploads a CSV of
 * RELIABILITY_UPLOAD_ROWS rows (default 200,000: several seconds of reading, typing and storing) until it
 * is processed. The event loop's worst delay and its 99th percentile during the upload are compared with
 * the same run's quiet baseline: the loop may be busier, it must not stall; on the embedded database, whose
 * statements run in a thread of their own (ADR 049), its p99 must also stay within issue 34's 50 ms. Run on the
 * embedded PGlite and on PostgreSQL + Redis (as deployed).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiClient,
  createDatabase,
  REDIS_URL,
  REPO_ROOT,
  sleep,
  startSoe,
  type SoeProcess,
  type TestDatabase,
} from './support';
import { loopDelayOf, type LoopDelay } from './loop-delay';

const ROWS = Number(process.env.RELIABILITY_UPLOAD_ROWS ?? 200_000);
const QUIET_MS = 5_000;
/**
 * How much worse than the quiet baseline the loop may get while the upload is processed: busier (storing runs on it,
 * in slices), never held. Measured on a shared 2-core machine, embedded: the p99 was 2.2× and 3.9× the quiet one
 * before the work was sliced, 0.6–1.7× after; the worst single delay moves more with the machine's own noise (after:
 * up to 2.9×), so it only guards against a stall of seconds. On PostgreSQL the loop has less to do and the reading
 * child takes one of the two cores: its p99 came out 1.4–1.9× with the old code and the new alike, hence 3×.
 */
const P99_RATIO = { embedded: 2, postgres: 3 } as const;
/**
 * And in milliseconds, embedded: with the database in a worker thread of its own (ADR 049) the server's loop runs no
 * SQL, and issue 34's target (p99 ≤ 50 ms) holds during the upload itself. Measured on the shared 2-core machine at
 * load averages of 7–15: 17–21 ms during the upload (quiet 12–19 ms). PostgreSQL keeps the ratio only: there the
 * reading child and the database's own processes take the cores, and its quiet p99 alone reached 67 ms.
 */
const P99_MAX_MS = { embedded: 50, postgres: Infinity } as const;
const WORST_RATIO = 4;
/**
 * The worst single delay is there to catch stalls of seconds. With the embedded database off the loop its quiet
 * worst fell to 17–70 ms, and 4× that was missed by single delays of 139 and 329 ms embedded and 84 ms (against a quiet 19 ms)
 * on PostgreSQL, whose path ADR 049 does not touch: below half a second the ratio measures the machine's noise.
 */
const WORST_FLOOR_MS = 500;
const REPORTER = path.join(REPO_ROOT, 'apps/server/reliability/loop-delay-reporter.mjs');
const QUESTIONS = ['How many accounts are there?', 'Top 5 accounts by revenue', 'Number of open deals by stage'];

/** Orders: date, region, amount; `rows` lines under the header. */
function ordersCsv(rows: number): Buffer {
  const regions = ['North', 'South', 'East', 'West', 'Central'];
  const lines = ['order_date,region,amount'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `2024-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')},${regions[i % 5]},${(10 + (i % 997) * 0.25).toFixed(2)}`,
    );
  return Buffer.from(lines.join('\n'));
}

/** The other user's requests and the /healthz probe, until stopped; every status that was not 200. */
function traffic(soe: SoeProcess, other: ApiClient) {
  let running = true;
  const failures: string[] = [];
  const health: number[] = [];
  const requests: number[] = [];
  const probe = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(`${soe.baseURL}/healthz`, { signal: AbortSignal.timeout(30_000) }).catch(() => null);
      health.push(performance.now() - t0);
      if (res?.status !== 200) failures.push(`/healthz ${res?.status ?? 'no answer'}`);
      await res?.arrayBuffer();
      await sleep(20);
    }
  })();
  const user = (async () => {
    for (let k = 0; running; k++) {
      for (const res of [
        await other.post('/api/ask', { prompt: QUESTIONS[k % QUESTIONS.length] }),
        await other.get('/api/conversations'),
        await other.get('/api/documents'),
      ]) {
        requests.push(res.ms);
        if (res.status !== 200) failures.push(`${res.status} ${res.text.slice(0, 120)}`);
      }
      await sleep(100);
    }
  })();
  return {
    async stop() {
      running = false;
      await Promise.all([probe, user]);
      return { failures, health, requests };
    },
  };
}

const backends: Array<[string, 'embedded' | 'postgres']> = [
  ['the embedded PGlite', 'embedded'],
  ['PostgreSQL + Redis', 'postgres'],
];

describe.each(backends)('a large upload on %s', (_label, backend) => {
  let db: TestDatabase | undefined;
  let soe: SoeProcess;
  let loop: LoopDelay;

  beforeAll(async () => {
    db = backend === 'postgres' ? await createDatabase() : undefined;
    soe = await startSoe({
      databaseUrl: db?.url ?? '',
      redisUrl: backend === 'postgres' ? REDIS_URL : undefined,
      nodeArgs: ['--import', REPORTER],
      ipc: true,
      env: { SOE_MAX_UPLOAD_MB: '64' },
    });
    loop = loopDelayOf(soe.child);
  });
  afterAll(async () => {
    await soe?.stop();
    await db?.drop();
  });

  it('is processed while another user is served; the event loop never stalls beyond the quiet baseline', async () => {
    // The other user is the instance's first account (staff: no monthly question limit to run into).
    const other = new ApiClient(soe.baseURL);
    await other.register();
    const uploader = new ApiClient(soe.baseURL);
    await uploader.register();
    // The Demo Company's catalog and value index are built on the first question, before anything is measured.
    expect((await other.post('/api/ask', { prompt: QUESTIONS[0] })).status).toBe(200);
    const csv = ordersCsv(ROWS);

    loop.reset();
    const quietTraffic = traffic(soe, other);
    await sleep(QUIET_MS);
    const quiet = await loop.read();
    const quietRun = await quietTraffic.stop();

    loop.reset();
    const heavyTraffic = traffic(soe, other);
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'orders.csv');
    const t0 = Date.now();
    const res = await fetch(`${soe.baseURL}/api/documents/upload`, {
      method: 'POST',
      headers: { cookie: uploader.cookieHeader, origin: soe.baseURL },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: number };
    let doc: { status: string; error: string | null; metadata: Record<string, number> | null } | undefined;
    while (Date.now() - t0 < 120_000) {
      doc = (await uploader.get(`/api/documents/${id}`)).json;
      if (doc?.status === 'processed' || doc?.status === 'error') break;
      await sleep(200);
    }
    const processedMs = Date.now() - t0;
    const heavy = await loop.read();
    const heavyRun = await heavyTraffic.stop();

    const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil((q / 100) * xs.length) - 1] ?? 0;
    console.log(
      `${backend}: ${ROWS.toLocaleString('en-US')} rows (${(csv.length / 1e6).toFixed(1)} MB) processed in ${processedMs} ms; ` +
        `event-loop delay p99 / max: quiet ${quiet.p99} / ${quiet.max} ms, during the upload ${heavy.p99} / ${heavy.max} ms; ` +
        `/healthz p99: quiet ${p(quietRun.health, 99).toFixed(0)} ms, during ${p(heavyRun.health, 99).toFixed(0)} ms; ` +
        `other user's requests p95: quiet ${p(quietRun.requests, 95).toFixed(0)} ms, during ${p(heavyRun.requests, 95).toFixed(0)} ms`,
    );
    expect(doc).toMatchObject({ status: 'processed', error: null, metadata: { rows: ROWS, columns: 3 } });
    expect([...quietRun.failures, ...heavyRun.failures].slice(0, 5)).toEqual([]);
    // The other user really was served during the upload, not only before and after it.
    expect(heavyRun.requests.length).toBeGreaterThanOrEqual(6);
    expect(heavy.p99).toBeLessThanOrEqual(P99_RATIO[backend] * quiet.p99);
    expect(heavy.p99).toBeLessThanOrEqual(P99_MAX_MS[backend]);
    expect(heavy.max).toBeLessThanOrEqual(Math.max(WORST_RATIO * quiet.max, WORST_FLOOR_MS));
  });
});
