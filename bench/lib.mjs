// Shared helpers for the benchmarks: start an SOE instance on a fresh data folder, sign in, time things.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * One instance secret for every SOE a benchmark starts: instances on one database must share it (a second with
 * another key refuses to start), and the bench database outlives each run's fresh data folder.
 */
export const BENCH_SECRET_KEY = process.env.SOE_SECRET_KEY || 'soe-bench-instance-secret-0123456789-abcdefgh';

/**
 * Settings for an SOE on the deployment's backends (docs/deploy.md): DATABASE_URL and REDIS_URL when set;
 * otherwise, unless `embedded`, the machine's local PostgreSQL (database soe_bench_app, created when missing;
 * BENCH_PG_URL names another server) and Redis (BENCH_REDIS_URL). `embedded` measures the zero-setup default,
 * PGlite and the in-process hub. LOG_LEVEL passes through, to measure the production default (`info`).
 */
export async function deploymentEnv({ embedded = false } = {}) {
  const logLevel = process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {};
  if (process.env.DATABASE_URL || embedded)
    return { DATABASE_URL: process.env.DATABASE_URL ?? '', REDIS_URL: process.env.REDIS_URL ?? '', ...logLevel };
  const server = process.env.BENCH_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
  try {
    await ensureDatabase(server, 'soe_bench_app');
  } catch (error) {
    throw new Error(
      `this benchmark runs SOE on PostgreSQL + Redis, as deployed: ${error.message}. Set DATABASE_URL and REDIS_URL, or pass --embedded to measure the embedded PGlite`,
    );
  }
  return {
    DATABASE_URL: `${server}/soe_bench_app`,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    ...logLevel,
  };
}

/** Creates database `name` on the PostgreSQL server at `server` (a URL without a database) unless it exists. */
export async function ensureDatabase(server, name) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: `${server}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`no PostgreSQL at ${server} (${error.message})`);
  }
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts SOE in a child process and waits for the first 200 on /readyz.
 * The embedded PGlite and the in-process hub are used unless env names DATABASE_URL / REDIS_URL.
 * options.dataDir reuses a data folder (kept on stop); otherwise a fresh one is made and removed on stop.
 * options.nodeArgs go to node before the entry (e.g. --cpu-prof to profile the server).
 * options.ipc opens an IPC channel to the server (a test-only reporter loaded with --import reads it).
 * options.built runs what `npm start` runs (the prebuilt apps/server/dist/server.mjs, built first when stale)
 * instead of the TypeScript sources through tsx.
 */
export async function startSoe(env = {}, options = {}) {
  const port = options.port ?? (await freePort());
  const ownDir = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'soe-bench-'));
  const t0 = performance.now();
  if (
    options.built &&
    spawnSync(process.execPath, ['scripts/build-server-if-needed.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0
  ) {
    throw new Error('could not build the server');
  }
  const entry = options.built
    ? ['--enable-source-maps', 'apps/server/dist/server.mjs']
    : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? nodeArgsFromEnv()), ...entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SOE_SECRET_KEY: BENCH_SECRET_KEY,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', ...(options.ipc ? ['ipc'] : [])],
  });
  const base = `http://127.0.0.1:${port}`;
  ownChild(child);
  try {
    await waitFor200(`${base}/readyz`, child, 90_000);
  } catch (error) {
    child.kill('SIGKILL');
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    pid: child.pid,
    child,
    startMs: performance.now() - t0,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.on('exit', r));
      }
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const children = new Set();
/** A server a benchmark started is stopped with it, even when the benchmark fails half-way. */
export function ownChild(child) {
  if (!children.size) process.on('exit', () => children.forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the SOE a benchmark starts. */
function nodeArgsFromEnv() {
  return (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

/** Polls url until it answers 200; fails when the child exits first or time runs out. */
export async function waitFor200(url, child, timeoutMs, pollMs = 100) {
  const t0 = performance.now();
  for (;;) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return performance.now() - t0;
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before ${url} answered 200`);
    if (performance.now() - t0 > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** Nearest-rank percentile of an array of numbers (p in 0..100). */
export function percentile(xs, p) {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))];
}

/** Which database and hub an SOE started with this env uses, for the report. */
export function backendOf(env) {
  return `${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'} + ${env.REDIS_URL ? 'Redis' : 'in-process hub'}`;
}

/** A tiny cookie-keeping JSON client. */
export function client(base) {
  let cookie = '';
  const call = async function call(method, p, body) {
    const res = await fetch(base + p, {
      method,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = { text };
    }
    if (res.status >= 400) throw new Error(`${method} ${p}: ${res.status} ${text.slice(0, 200)}`);
    return json;
  };
  /** The session cookie, for clients that are not fetch (autocannon, WebSockets). */
  call.cookie = () => cookie;
  return call;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Times several functions run by run, interleaved (a, b, a, b, …), so anything
 * else the machine does at the time weighs on each of them alike.
 */
export async function timeInterleaved(fns, runs) {
  const out = fns.map(() => ({ times: [], last: undefined }));
  for (let i = 0; i < runs; i++) {
    for (const [k, fn] of fns.entries()) {
      const t0 = performance.now();
      out[k].last = await fn();
      out[k].times.push(performance.now() - t0);
    }
  }
  return out.map((o) => ({ ...o, ms: median(o.times) }));
}

/** CPU time (user + system, ms) a process has used so far, from /proc; NaN where there is no /proc. */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
  } catch {
    return NaN;
  }
}
