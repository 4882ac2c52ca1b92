#!/usr/bin/env node
// `npm start` builds the web client once, and again only when its sources are
// newer than the build, so a fresh clone needs no separate build command.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built && Math.max(...sources.map(newest)) <= built) process.exit(0);
// One line for the whole build; Vite's list of assets is shown only when the build fails.
process.stdout.write(
  built ? 'Web client sources changed: rebuilding… ' : 'Building the web client (first start only)… ',
);
const started = performance.now();
const r = spawnSync('npm', ['run', 'build', '--silent', '-w', '@soe/web'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (r.status !== 0) {
  console.log('failed:');
  process.stdout.write(r.stdout ?? '');
  process.stderr.write(r.stderr ?? '');
  process.exit(r.status ?? 1);
}
console.log(`done in ${(Math.round(performance.now() - started) / 1000).toFixed(1)} s.`);
