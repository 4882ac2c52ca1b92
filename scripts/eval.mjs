#!/usr/bin/env node
// npm run eval [-- --set hr,saas] [--keep-db] [--only ids] [--verbose]      (EVAL_PORT: SOE's port, default a free one)
// Runs every question set in eval/sets/ (or those named) through SOE over HTTP and prints a table of scores:
// loads each set's dataset into the local PostgreSQL server (database <EVAL_DB_PREFIX><dataset>, default
// prefix soe_eval_), starts SOE once on a fresh data folder (so the harness signs up as the owner), runs
// eval/run-eval.mjs for each set, and compares the scores with eval/baseline.json. Exits non-zero when a
// set scores below its baseline (or SOE cannot be started).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { datasetSql, loadSets, turnCount } from '../eval/sets.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const wanted = arg('set', null)?.split(',') ?? null;
const sets = loadSets().filter((s) => !wanted || wanted.includes(s.name));
if (!sets.length) {
  console.error(`no set named ${wanted?.join(', ')} in eval/sets/`);
  process.exit(2);
}
const pgBase = (process.env.EVAL_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432').replace(/\/$/, '');
const prefix = process.env.EVAL_DB_PREFIX ?? 'soe_eval_';
const dbUrl = (dataset) => `${pgBase}/${prefix}${dataset}`;

if (!args.includes('--keep-db')) {
  for (const dataset of new Set(sets.map((s) => s.dataset))) {
    const name = `${prefix}${dataset}`;
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
    const admin = spawnSync(
      'psql',
      [
        `${pgBase}/postgres`,
        '-v',
        'ON_ERROR_STOP=1',
        '-q',
        '-c',
        `DROP DATABASE IF EXISTS ${name}`,
        '-c',
        `CREATE DATABASE ${name}`,
      ],
      { stdio: 'inherit' },
    );
    if (admin.status !== 0) process.exit(admin.status ?? 1);
    const load = spawnSync('psql', [dbUrl(dataset), '-v', 'ON_ERROR_STOP=1', '-q'], {
      input: datasetSql(dataset),
      stdio: ['pipe', 'ignore', 'inherit'],
    });
    if (load.status !== 0) process.exit(load.status ?? 1);
    console.log(`loaded ${dataset} into ${dbUrl(dataset)}`);
  }
}

const port = process.env.EVAL_PORT
  ? Number(process.env.EVAL_PORT)
  : await new Promise((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = s.address();
        s.close(() => resolve(port));
      });
    });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-eval-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    SOE_WEB_DIST: path.join(dataDir, 'no-web'),
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r() : server.on('exit', r)));
  fs.rmSync(dataDir, { recursive: true, force: true });
};
const base = `http://127.0.0.1:${port}`;
// Generous: on a busy machine a cold start under tsx can take well over a minute.
const deadline = Date.now() + 180_000;
for (;;) {
  const ok = await fetch(`${base}/readyz`)
    .then((r) => r.ok)
    .catch(() => false);
  if (ok) break;
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('SOE did not become ready');
    await stop();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const passThrough = args.filter((a, i) => a !== '--set' && a !== '--keep-db' && args[i - 1] !== '--set');
const results = [];
for (const set of sets) {
  console.log(`\n== ${set.title}`);
  const out = path.join(dataDir, `${set.name}.result.json`);
  const harness = spawn(
    process.execPath,
    [
      path.join(root, 'eval/run-eval.mjs'),
      '--set',
      set.name,
      '--db',
      dbUrl(set.dataset),
      '--base',
      base,
      '--json',
      out,
      ...passThrough,
    ],
    { stdio: 'inherit' },
  );
  await new Promise((resolve) => harness.on('exit', resolve));
  results.push(
    fs.existsSync(out)
      ? JSON.parse(fs.readFileSync(out, 'utf8'))
      : { set: set.name, passed: 0, total: turnCount(set), p50: null, p95: null, failures: [] },
  );
}
await stop();

const baseline = JSON.parse(fs.readFileSync(path.join(root, 'eval/baseline.json'), 'utf8')).sets;
const rows = results.map((r) => {
  const b = baseline[r.set]?.passed;
  const verdict =
    b === undefined
      ? 'no baseline'
      : r.passed >= b
        ? r.passed > b
          ? `above baseline ${b}`
          : 'at baseline'
        : `BELOW baseline ${b}`;
  return `| ${r.set} | ${r.passed}/${r.total} | ${Math.round((100 * r.passed) / Math.max(1, r.total))} % | ${r.asFact ?? '-'} | ${r.p50 ?? '-'} ms | ${r.p95 ?? '-'} ms | ${verdict} |`;
});
console.log(
  `\n| set | passed | % | wrong as fact | p50 | p95 | vs eval/baseline.json |\n|---|---:|---:|---:|---:|---:|---|\n${rows.join('\n')}`,
);
const failing = results.filter((r) => r.failures?.length);
if (failing.length) {
  for (const r of failing) {
    const byForm = new Map();
    for (const f of r.failures) byForm.set(f.form ?? '?', [...(byForm.get(f.form ?? '?') ?? []), f.id]);
    console.log(
      `\n${r.set} failures by form: ${[...byForm].map(([form, ids]) => `${form} (${ids.join(', ')})`).join('; ')}`,
    );
  }
}
process.exit(results.some((r) => baseline[r.set] !== undefined && r.passed < baseline[r.set].passed) ? 1 : 0);
