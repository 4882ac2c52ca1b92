// Shared helpers for the benchmarks: start an SOE instance on a fresh data folder, sign in, time things.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export async function freePort() {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function startSoe(env = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  for (;;) {
    if (await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)) break;
    if (child.exitCode !== null || performance.now() - t0 > 90_000) throw new Error('SOE did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    startMs: performance.now() - t0,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A tiny cookie-keeping JSON client. */
export function client(base) {
  let cookie = '';
  return async function call(method, p, body) {
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
