#!/usr/bin/env node
// npm run eval [-- --set chinook] [--keep-db]
// Loads the question set's database into the local PostgreSQL server, starts SOE on a
// fresh data folder (so the harness signs up as the owner), runs ../shared/eval/run-eval.mjs
// against it and passes its exit code on.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const shared = path.resolve(root, '../shared');
const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const set = arg('set', 'chinook');
const pgBase = process.env.EVAL_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432';
const db = arg('db', `${pgBase}/${set}`);

if (!args.includes('--keep-db')) {
  const load = spawnSync(path.join(shared, 'eval/load-dataset.sh'), [set], { stdio: 'inherit', env: { ...process.env, PGURL: `${pgBase}/postgres` } });
  if (load.status !== 0) process.exit(load.status ?? 1);
}

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-eval-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', SOE_WEB_DIST: path.join(dataDir, 'no-web') },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 60_000;
for (;;) {
  const ok = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false);
  if (ok) break;
  if (Date.now() > deadline || server.exitCode !== null) {
    console.error('SOE did not become ready');
    server.kill('SIGTERM');
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 250));
}

const passThrough = args.filter((a, i) => !['--set', '--db', '--keep-db'].includes(a) && !['--set', '--db'].includes(args[i - 1]));
const harness = spawn(process.execPath, [path.join(shared, 'eval/run-eval.mjs'), '--set', set, '--db', db, '--base', base, ...passThrough], { stdio: 'inherit' });
const code = await new Promise((resolve) => harness.on('exit', (c) => resolve(c ?? 1)));
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
