/**
 * Before the browser suite: builds the web client when its sources are newer than apps/web/dist, then starts
 * one SOE server on a free port with a fresh data folder (scripts/lib/server-process.mjs, what `npm start`
 * runs) and hands its address to the tests as SOE_BASE_URL. Given SOE_BASE_URL, it uses that server instead.
 * Returns the teardown that stops the server.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../scripts/lib/server-process.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const WEB = join(ROOT, 'apps/web');
const DIST_INDEX = join(WEB, 'dist/index.html');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildIfStale() {
  const sources = [
    join(WEB, 'src'),
    join(WEB, 'public'),
    join(WEB, 'index.html'),
    join(WEB, 'vite.config.ts'),
    join(WEB, 'package.json'),
    join(ROOT, 'packages/shared/src'),
  ];
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestMtime))) return;
  console.log(built ? 'Web sources changed: rebuilding apps/web/dist…' : 'apps/web/dist is missing: building…');
  if (spawnSync('npm', ['run', 'build', '-w', '@soe/web'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    throw new Error('The web build failed.');
}

export default async function globalSetup() {
  // What one run's tests leave for the next test (signed-in sessions) starts empty.
  rmSync(join(ROOT, 'test-results/e2e-shared.json'), { force: true });
  if (process.env.SOE_BASE_URL) return undefined;
  buildIfStale();
  // The local PostgreSQL and fakes the browser tests connect as systems, for every test account, as an operator
  // lists them in Settings → Network access (loopback is for staff admins otherwise).
  const server = await startServer({
    SOE_ALLOWED_PRIVATE_HOSTS: process.env.SOE_ALLOWED_PRIVATE_HOSTS ?? '127.0.0.1, localhost',
  });
  process.env.SOE_BASE_URL = server.baseURL;
  return async () => server.stop();
}
