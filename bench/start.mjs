// Benchmark: warm start to the first 200, of what `npm start` runs (the prebuilt apps/server/dist/server.mjs,
// built first when stale). SOE is started once on a data folder (migrations applied, demo data in place) and
// stopped; then started again on the same folder `--runs` times, timing from spawn to the first 200 on /readyz and
// on / (the landing page), polled every 10 ms.
//   node bench/start.mjs [--runs 5]
// SOE runs on the embedded PGlite unless DATABASE_URL (and REDIS_URL) are set in the environment.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { BENCH_SECRET_KEY, backendOf, freePort, median, ownChild, root, startSoe, cpuMs } from './lib.mjs';

if (spawnSync(process.execPath, ['scripts/build-server-if-needed.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0)
  process.exit(1);

const args = process.argv.slice(2);
const RUNS = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const TARGET_MS = 2000;
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  REDIS_URL: process.env.REDIS_URL ?? '',
  SOE_SECRET_KEY: BENCH_SECRET_KEY,
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-bench-start-'));
// The first start initialises the data folder; it is not measured.
const first = await startSoe(env, { dataDir });
await first.stop();
console.log(`first start on an empty data folder (not counted): ${(first.startMs / 1000).toFixed(1)} s`);

/** Polls both URLs from spawn on; resolves with the ms at which each first answered 200. */
async function timedStart() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  // The same command as `npm start` after its build checks.
  const child = ownChild(
    spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    }),
  );
  const firstOk = async (p) => {
    for (;;) {
      if (
        await fetch(base + p)
          .then((r) => r.ok)
          .catch(() => false)
      )
        return performance.now() - t0;
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (performance.now() - t0 > 60_000) throw new Error(`${p} did not answer 200 within 60 s`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const [readyz, landing] = await Promise.all([firstOk('/readyz'), firstOk('/')]);
  const cpu = cpuMs(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
  return { readyz, landing, cpu };
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await timedStart());
fs.rmSync(dataDir, { recursive: true, force: true });

const readyz = median(runs.map((r) => r.readyz));
const landing = median(runs.map((r) => r.landing));
console.log(`\nWarm start (existing data folder, ${backendOf(env)}), median of ${RUNS}`);
console.log('| first 200 on | median ms | runs (ms) | target |');
console.log('|---|---:|---|---:|');
console.log(`| /readyz | ${readyz.toFixed(0)} | ${runs.map((r) => r.readyz.toFixed(0)).join(', ')} | ≤ ${TARGET_MS} |`);
console.log(`| / | ${landing.toFixed(0)} | ${runs.map((r) => r.landing.toFixed(0)).join(', ')} | ≤ ${TARGET_MS} |`);
console.log(
  `| (server CPU time until then) | ${median(runs.map((r) => r.cpu)).toFixed(0)} | ${runs.map((r) => r.cpu.toFixed(0)).join(', ')} | |`,
);
console.log(
  `load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')} (${os.cpus().length} cores)`,
);
const ok = readyz <= TARGET_MS && landing <= TARGET_MS;
if (!ok) console.log('TARGET MISSED');
process.exit(ok ? 0 : 1);
