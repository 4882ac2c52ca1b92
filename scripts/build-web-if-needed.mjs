#!/usr/bin/env node
// `npm start` builds the web client once, and again only when its sources are
// newer than the build, so a fresh clone needs no separate build command.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/shared/src'].map((p) => path.join(root, p));

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built && Math.max(...sources.map(newest)) <= built) process.exit(0);
console.log(built ? 'Web client sources changed: rebuilding…' : 'Building the web client (first start only)…');
const r = spawnSync('npm', ['run', 'build', '-w', '@soe/web'], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
