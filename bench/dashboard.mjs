// Benchmark: opening a dashboard. A board of 12 tiles pinned from answers about the Demo Company runs them all at once
// (GET /api/dashboards/:id/results); each tile alone is GET /api/dashboards/:id/tiles/:tileId/result, the same request
// path for one tile. Runs are interleaved (the board, then each tile alone, run after run) after a warm-up, with the
// result cache off, so every run reads the database. Reported: the medians, the board against the slowest tile alone
// (target ≤ 1.5) and against the sum of the tiles alone (what running them one after another would take).
// SOE is built in this process on PostgreSQL + Redis as deployed (DATABASE_URL / REDIS_URL, else the machine's local
// servers, see lib.mjs deploymentEnv), or on the embedded PGlite with --embedded.
//   node bench/dashboard.mjs [--runs 30] [--embedded]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { BENCH_SECRET_KEY, deploymentEnv, median, percentile } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(opt('runs', '30'));
const EMBEDDED = args.includes('--embedded');
const TARGET_RATIO = 1.5;

/** A sales and operations board: the figures, series and rankings people pin. */
const TILES = [
  ['revenue this month', 'figure'],
  ['revenue by month', 'line'],
  ['Top 5 customers by revenue', 'bar'],
  ['number of orders by status', 'pie'],
  ['how many customers are there', 'figure'],
  ['total deal amount by stage', 'bar'],
  ['revenue by industry', 'bar'],
  ['number of orders by month', 'line'],
  ['number of deals by stage', 'table'],
  ['revenue by country', 'table'],
  ['average invoice total', 'figure'],
  ['number of employees by region', 'pie'],
];

const load = (p) => tsImport(p, import.meta.url);
const { loadConfig } = await load('../apps/server/src/config/env.ts');
const { buildApp } = await load('../apps/server/src/app.ts');
const { openDatabase } = await load('../apps/server/src/db/client.ts');
const schema = await load('../apps/server/src/db/schema.ts');
const { eq } = await import('drizzle-orm');

const env = await deploymentEnv({ embedded: EMBEDDED });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-bench-dashboard-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SOE_SECRET_KEY: BENCH_SECRET_KEY,
  SOE_WEB_DIST: path.join(dataDir, 'no-web'),
  ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
});
const database = env.DATABASE_URL
  ? await openDatabase({ databaseUrl: env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(dataDir, 'db') });
const built = await buildApp(config, { database, logger: false });
const { app } = built;

let cookie = '';
async function call(method, url, payload) {
  const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res;
}

try {
  const username = `bench-dash-${process.pid}-${Date.now().toString(36)}`;
  const registered = await call('POST', '/api/register', {
    username,
    email: `${username}@example.com`,
    password: 'password-123',
    firstName: 'Bench',
    lastName: 'Dashboard',
  });
  cookie = [registered.headers['set-cookie']]
    .flat()
    .map((c) => c.split(';')[0])
    .join('; ');
  // Pro: twelve questions are more than the Free plan's month holds (the first account of a new database is staff).
  const userId = registered.json().id;
  await database.db.update(schema.user).set({ subscriptionTier: 'pro' }).where(eq(schema.user.id, userId));
  built.ctx.auth.sessions.forgetUser(userId);
  const board = (await call('POST', '/api/dashboards', { name: 'Sales' })).json().id;
  const conversationId = (await call('POST', '/api/conversations', { title: 'Pins' })).json().id;
  const tiles = [];
  for (const [question, form] of TILES) {
    const answer = (await call('POST', '/api/messages', { content: question, conversationId })).json().assistantMessage;
    if (!answer?.queries?.[0]?.structured) throw new Error(`"${question}" has no query to pin: ${answer?.content}`);
    const tile = (await call('POST', `/api/dashboards/${board}/tiles`, { messageId: answer.id, form })).json();
    tiles.push({ id: tile.id, question });
  }

  const openBoard = async () => {
    const { tiles: results } = (await call('GET', `/api/dashboards/${board}/results`)).json();
    const bad = results.find((r) => r.status !== 'ok' || r.cached);
    if (bad) throw new Error(`tile ${bad.tileId}: ${bad.status} ${bad.message ?? '(cached)'}`);
    return results;
  };
  const openTile = (id) => call('GET', `/api/dashboards/${board}/tiles/${id}/result`);
  for (let i = 0; i < 5; i++) {
    await openBoard();
    for (const tile of tiles) await openTile(tile.id);
  }

  const boardMs = [];
  const aloneMs = new Map(tiles.map((t) => [t.id, []]));
  // This process's CPU time too: on a machine shared with other work it shows what the board itself costs.
  const cpu = { board: [], alone: [] };
  const timed = async (fn, into) => {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    const ms = performance.now() - t0;
    const used = process.cpuUsage(c0);
    into.push((used.user + used.system) / 1000);
    return ms;
  };
  for (let r = 0; r < RUNS; r++) {
    boardMs.push(await timed(openBoard, cpu.board));
    for (const tile of tiles) aloneMs.get(tile.id).push(await timed(() => openTile(tile.id), cpu.alone));
  }

  const f = (x) => x.toFixed(1);
  const alone = tiles.map((t) => ({ ...t, median: median(aloneMs.get(t.id)), p95: percentile(aloneMs.get(t.id), 95) }));
  const slowest = alone.reduce((a, b) => (b.median > a.median ? b : a));
  const sum = alone.reduce((s, t) => s + t.median, 0);
  const boardMedian = median(boardMs);
  const ratio = boardMedian / slowest.median;
  console.log(
    `\nA ${tiles.length}-tile dashboard over the Demo Company on ${EMBEDDED ? 'the embedded PGlite' : 'PostgreSQL + Redis'}, result cache off: ${RUNS} interleaved runs after a warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end`,
  );
  console.log('| tile | alone, median ms | alone, p95 ms |');
  console.log('|---|---:|---:|');
  for (const t of alone) console.log(`| ${t.question} | ${f(t.median)} | ${f(t.p95)} |`);
  console.log(`| **the board (GET /results)** | **${f(boardMedian)}** | ${f(percentile(boardMs, 95))} |`);
  console.log(
    `\nThe board takes ${ratio.toFixed(2)}× its slowest tile alone ("${slowest.question}", ${f(slowest.median)} ms; target ≤ ${TARGET_RATIO}): ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}. The tiles one after another would take ${f(sum)} ms (${(boardMedian / sum).toFixed(2)}× of that).`,
  );
  console.log(
    `This process's CPU time, median: ${f(median(cpu.board))} ms a board, ${f(median(cpu.alone))} ms a tile alone.`,
  );
  process.exitCode = ratio <= TARGET_RATIO ? 0 : 1;
} finally {
  await built.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
