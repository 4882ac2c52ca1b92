// Benchmark: authenticated GET /api/conversations (session lookup, the user's 20 conversations, security
// headers, response validation) against a bare Fastify JSON route of the same size, in the same run.
//   node bench/http.mjs [--duration 10] [--connections 100] [--rounds 2] [--embedded]
// SOE runs as deployed, on PostgreSQL + Redis: DATABASE_URL and REDIS_URL when set, else the machine's local
// servers (bench/lib.mjs deploymentEnv); --embedded measures the zero-setup PGlite and in-process hub instead.
// Both servers run in their own child processes; autocannon runs in this process.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { backendOf, client, cpuMs, deploymentEnv, freePort, ownChild, root, startSoe, waitFor200 } from './lib.mjs';

const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const DURATION = opt('duration', 10);
const CONNECTIONS = opt('connections', 100);
const ROUNDS = opt('rounds', 2);
const TARGET_RATIO = 0.25;
const TARGET_P99_MS = 50;

const env = await deploymentEnv({ embedded: args.includes('--embedded') });
const backend = backendOf(env);

// The bare baseline.
const barePort = await freePort();
const bare = ownChild(
  spawn(process.execPath, [path.join(root, 'bench', 'bare-fastify.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  }),
);
const bareUrl = `http://127.0.0.1:${barePort}/json`;
await waitFor200(bareUrl, bare, 30_000);

// SOE with one user who has 20 conversations.
// What `npm start` runs: the prebuilt server.
const soe = await startSoe(env, { built: true });
const call = client(soe.base);
const tag = Date.now().toString(36);
await call('POST', '/api/register', {
  username: `bench-http-${tag}`,
  email: `bench-http-${tag}@example.com`,
  password: 'bench-password-1',
});
for (let i = 1; i <= 20; i++) await call('POST', '/api/conversations', { title: `Bench conversation ${i}` });
const soeUrl = `${soe.base}/api/conversations`;
const headers = { cookie: call.cookie() };
const list = await call('GET', '/api/conversations');
if (list.length !== 20) throw new Error(`expected 20 conversations, got ${list.length}`);
const bytes = async (url, h) => (await (await fetch(url, { headers: h })).arrayBuffer()).byteLength;
const sizes = { bare: await bytes(bareUrl), soe: await bytes(soeUrl, headers) };

/** One autocannon run, with the server's CPU time per request: a figure the machine's other load barely moves. */
async function measured(url, seconds, pid, h) {
  const c0 = cpuMs(pid);
  const result = await load(url, seconds, h);
  return { ...result, cpuPerRequest: (cpuMs(pid) - c0) / result.requests.total };
}

function load(url, seconds, h = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: h }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

// A short warm-up of each (JIT, pools, caches), then the measured runs interleaved: bare, soe, bare, soe, …
await load(bareUrl, 2);
await load(soeUrl, 2, headers);
const runs = { bare: [], soe: [] };
for (let i = 0; i < ROUNDS; i++) {
  runs.bare.push(await measured(bareUrl, DURATION, bare.pid));
  runs.soe.push(await measured(soeUrl, DURATION, soe.pid, headers));
}
await soe.stop();
bare.kill('SIGTERM');

const summary = (rs) => ({
  rps: rs.reduce((a, r) => a + r.requests.average, 0) / rs.length,
  p50: Math.max(...rs.map((r) => r.latency.p50)),
  p99: Math.max(...rs.map((r) => r.latency.p99)),
  non2xx: rs.reduce((a, r) => a + r.non2xx, 0),
  errors: rs.reduce((a, r) => a + r.errors + r.timeouts, 0),
  total: rs.reduce((a, r) => a + r.requests.total, 0),
  cpu: rs.reduce((a, r) => a + r.cpuPerRequest, 0) / rs.length,
});
const b = summary(runs.bare);
const s = summary(runs.soe);
const ratio = s.rps / b.rps;

console.log(
  `\nHTTP throughput, ${CONNECTIONS} connections, ${ROUNDS} × ${DURATION} s each, interleaved; SOE on ${backend}`,
);
console.log(
  '| server | route | body bytes | req/s | p50 ms | p99 ms | server CPU ms / request | requests | non-2xx | errors + timeouts |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| bare Fastify 5 | GET /json | ${sizes.bare} | ${b.rps.toFixed(0)} | ${b.p50} | ${b.p99} | ${b.cpu.toFixed(3)} | ${b.total} | ${b.non2xx} | ${b.errors} |`,
);
console.log(
  `| SOE | GET /api/conversations (signed in) | ${sizes.soe} | ${s.rps.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.cpu.toFixed(3)} | ${s.total} | ${s.non2xx} | ${s.errors} |`,
);
for (const [i, r] of runs.soe.entries())
  console.log(
    `  run ${i + 1}: bare ${runs.bare[i].requests.average.toFixed(0)} req/s, SOE ${r.requests.average.toFixed(0)} req/s (p99 ${r.latency.p99} ms)`,
  );
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (${os.cpus().length} cores)`,
);
console.log(
  `ratio SOE / bare: ${(ratio * 100).toFixed(1)} % (target ≥ ${TARGET_RATIO * 100} %); SOE p99 ${s.p99} ms (target ≤ ${TARGET_P99_MS} ms)`,
);
const ok = ratio >= TARGET_RATIO && s.p99 <= TARGET_P99_MS && s.non2xx + s.errors === 0;
if (!ok) console.log('TARGET MISSED');
process.exit(ok ? 0 : 1);
