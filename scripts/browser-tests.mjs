#!/usr/bin/env node
/**
 * Browser tests: builds the web app when stale, starts the server on a free port with a fresh
 * data folder, drives Chromium through apps/web/e2e/*.e2e.mjs and prints `N passed, N failed`.
 *
 *   node scripts/browser-tests.mjs              # everything
 *   node scripts/browser-tests.mjs --grep axe   # only tests whose name matches
 *   SOE_BASE_URL=http://127.0.0.1:3000 node scripts/browser-tests.mjs   # against a running server
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './lib/server-process.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WEB = join(ROOT, 'apps/web');
const DIST_INDEX = join(WEB, 'dist/index.html');
const E2E_DIR = join(WEB, 'e2e');
const RESULTS = join(ROOT, 'test-results');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const grepIndex = process.argv.indexOf('--grep');
const GREP = grepIndex > -1 ? new RegExp(process.argv[grepIndex + 1] ?? '', 'i') : null;

function newestMtime(path) {
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
  const sources = [join(WEB, 'src'), join(WEB, 'public'), join(WEB, 'index.html'), join(WEB, 'vite.config.ts'), join(WEB, 'package.json'), join(ROOT, 'packages/shared/src')];
  const built = existsSync(DIST_INDEX) ? statSync(DIST_INDEX).mtimeMs : 0;
  const newest = Math.max(...sources.map(newestMtime));
  if (built >= newest) return;
  console.log(built ? 'Web sources changed: rebuilding apps/web/dist…' : 'apps/web/dist is missing: building…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@soe/web'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The web build failed.');
    process.exit(1);
  }
}

async function loadTests() {
  const files = readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.e2e.mjs'))
    // app.e2e.mjs runs first: it registers the instance's first account (the owner, support.OWNER).
    .sort((a, b) => (a === 'app.e2e.mjs' ? -1 : b === 'app.e2e.mjs' ? 1 : a.localeCompare(b)));
  const tests = [];
  for (const file of files) {
    const mod = await import(pathToFileURL(join(E2E_DIR, file)).href);
    for (const test of mod.tests ?? []) tests.push({ ...test, file });
  }
  return GREP ? tests.filter((test) => GREP.test(test.name)) : tests;
}

async function main() {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium was not found at ${CHROMIUM}. Install it (apt-get install chromium) or set CHROMIUM_PATH.`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  const { chromium } = await import('playwright-core');
  let server;
  if (process.env.SOE_BASE_URL) {
    server = { baseURL: process.env.SOE_BASE_URL.replace(/\/$/, ''), stop: async () => {} };
  } else {
    buildIfStale();
    try {
      // The local PostgreSQL and fakes the browser tests connect as systems, for every test account, as an
      // operator lists them in Settings → Network access (loopback is for staff admins otherwise).
      server = await startServer({ SOE_ALLOWED_PRIVATE_HOSTS: process.env.SOE_ALLOWED_PRIVATE_HOSTS ?? '127.0.0.1, localhost' });
    } catch (error) {
      console.error(error.message);
      console.log('0 passed, 1 failed');
      process.exit(1);
    }
  }
  mkdirSync(join(RESULTS, 'screenshots'), { recursive: true });

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
  const tests = await loadTests();
  const { createContext } = await import(pathToFileURL(join(E2E_DIR, 'support.mjs')).href);
  const shared = {};
  let passed = 0;
  let failed = 0;
  for (const test of tests) {
    const ctx = createContext({ browser, baseURL: server.baseURL, resultsDir: RESULTS, shared });
    const started = Date.now();
    try {
      await Promise.race([
        test.run(ctx),
        new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${test.timeout ?? 60_000} ms`)), test.timeout ?? 60_000)),
      ]);
      passed++;
      console.log(`✓ ${test.name} (${Date.now() - started} ms)`);
    } catch (error) {
      failed++;
      console.log(`✗ ${test.name} (${Date.now() - started} ms)`);
      console.log(`    ${String(error?.stack ?? error).split('\n').slice(0, 8).join('\n    ')}`);
      await ctx.saveFailure(test.name).catch(() => {});
    } finally {
      await ctx.close().catch(() => {});
    }
  }
  await browser.close().catch(() => {});
  await server.stop();
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed > 0 || tests.length === 0 ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
