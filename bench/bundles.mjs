// Benchmark: what the browser downloads on first load, against the JS budgets.
//   node bench/bundles.mjs
// Uses apps/web/dist when it is newer than the web sources; otherwise builds the current sources into a temporary
// folder (never rewriting apps/web/dist under a server that may be serving it) and serves that. Starts SOE,
// and loads pages in headless Chromium (playwright-core, /usr/bin/chromium) with a cold cache each time, recording
// every script and stylesheet response until the network is idle. Sizes are the bodies as served, gzipped here with
// zlib level 9 (SOE serves them uncompressed; a reverse proxy or CDN in front compresses them).
// Scenarios: the landing page `/` and `/app`, as a signed-out guest and as a signed-in user.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { client, root, startSoe } from './lib.mjs';

const LANDING_BUDGET_KB = 100;
const APP_BUDGET_KB = 250;
/** The charts library (recharts) is bundled into the BarChart chunk; it must only load when a chart is shown. */
const CHARTS = /\/assets\/BarChart-[^/]*\.js$/;
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The newest modification time under p (what scripts/build-web-if-needed.mjs compares). */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return fs.readdirSync(p).reduce((m, name) => Math.max(m, newest(path.join(p, name))), st.mtimeMs);
}
const DIST = path.join(root, 'apps/web/dist');
const SOURCES = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/public',
  'packages/shared/src',
].map((p) => path.join(root, p));
const distIndex = path.join(DIST, 'index.html');
let webDist = DIST;
let tmpDist;
if (!fs.existsSync(distIndex) || Math.max(...SOURCES.map(newest)) > fs.statSync(distIndex).mtimeMs) {
  tmpDist = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-bench-web-'));
  console.log(`apps/web/dist is missing or older than the sources: building into ${tmpDist}…`);
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const built = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', tmpDist, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (built.status !== 0) throw new Error('the web build failed');
  webDist = tmpDist;
}

const soe = await startSoe({ SOE_WEB_DIST: webDist });
const tag = Date.now().toString(36);
const user = { username: `bench-web-${tag}`, email: `bench-web-${tag}@example.com`, password: 'bench-password-1' };
await client(soe.base)('POST', '/api/register', user);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const kb = (bytes) => bytes / 1024;

async function firstLoad(pagePath, signedIn) {
  const context = await browser.newContext();
  if (signedIn) {
    // The context's request client shares the browser's cookie jar: signing in here signs the page in.
    const res = await context.request.post(`${soe.base}/api/login`, {
      data: { username: user.username, password: user.password },
    });
    if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  }
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }),
        () => null,
      ),
    );
  });
  await page.goto(soe.base + pagePath, { waitUntil: 'networkidle' });
  // Lazy routes start after the first render: wait until the page has settled on its route.
  await page.waitForLoadState('networkidle');
  const finalPath = new URL(page.url()).pathname;
  const files = (await Promise.all(pending)).filter(Boolean);
  await context.close();
  const sum = (list, key) => list.reduce((a, f) => a + f[key], 0);
  const js = files.filter((f) => f.type === 'script');
  const css = files.filter((f) => f.type === 'stylesheet');
  return {
    files,
    finalPath,
    jsCount: js.length,
    jsGzip: sum(js, 'gzip'),
    cssGzip: sum(css, 'gzip'),
    raw: sum(files, 'raw'),
    gzip: sum(files, 'gzip'),
    charts: files.some((f) => CHARTS.test(f.url)),
  };
}

const scenarios = [
  { name: 'landing `/`, guest', path: '/', signedIn: false, budget: LANDING_BUDGET_KB },
  { name: 'landing `/`, signed in', path: '/', signedIn: true, budget: LANDING_BUDGET_KB },
  { name: '`/app`, guest', path: '/app', signedIn: false, budget: APP_BUDGET_KB },
  { name: '`/app`, signed in', path: '/app', signedIn: true, budget: APP_BUDGET_KB },
];
const results = [];
for (const s of scenarios) results.push({ ...s, ...(await firstLoad(s.path, s.signedIn)) });
await browser.close();
await soe.stop();
if (tmpDist) fs.rmSync(tmpDist, { recursive: true, force: true });

console.log(
  `\nFirst load in Chromium, cold cache: every script and stylesheet, gzip level 9 (KB = 1024 bytes); build: ${tmpDist ? 'fresh build of the current sources' : 'apps/web/dist'}`,
);
console.log(
  '| page | ends on | JS files | JS gzip KB | CSS gzip KB | total raw KB | total gzip KB | budget KB | charts loaded |',
);
console.log('|---|---|---:|---:|---:|---:|---:|---:|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${r.finalPath} | ${r.jsCount} | ${kb(r.jsGzip).toFixed(1)} | ${kb(r.cssGzip).toFixed(1)} | ${kb(r.raw).toFixed(1)} | ` +
      `**${kb(r.gzip).toFixed(1)}** | ${r.budget} | ${r.charts ? 'YES' : 'no'} |`,
  );
}
for (const r of results) {
  console.log(`  ${r.name}: ${r.files.map((f) => `${path.basename(f.url)} ${kb(f.gzip).toFixed(1)}`).join(', ')}`);
}
const ok = results.every((r) => kb(r.gzip) <= r.budget && !r.charts);
console.log(`budgets: landing ≤ ${LANDING_BUDGET_KB} KB, /app ≤ ${APP_BUDGET_KB} KB (JS + CSS, gzip); charts lazy`);
if (!ok) console.log('TARGET MISSED');
process.exit(ok ? 0 : 1);
