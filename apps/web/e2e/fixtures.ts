/**
 * The browser suite on @playwright/test. One SOE server for the whole run (playwright.config.ts starts it and
 * sets SOE_BASE_URL); each test gets `ctx`: pages in fresh contexts with the app's defaults, axe, screenshots,
 * and `ctx.shared`, what earlier tests left for later ones (the signed-in sessions), kept in a file so it
 * survives a worker restarted after a failure.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base } from '@playwright/test';
import { createContext, type Shared, type TestContext } from './support';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const RESULTS = join(ROOT, 'test-results');
const SHARED_FILE = join(RESULTS, 'e2e-shared.json');

/** A browser test as the spec files list them: a name, a time limit and a body that drives `ctx`. */
export interface E2ETest {
  name: string;
  timeout?: number;
  run(ctx: TestContext): Promise<void>;
}

function readShared(): Shared {
  return existsSync(SHARED_FILE) ? JSON.parse(readFileSync(SHARED_FILE, 'utf8')) : {};
}

export const test = base.extend<{ ctx: TestContext }>({
  ctx: async ({ browser }, use, testInfo) => {
    const baseURL = process.env.SOE_BASE_URL;
    if (!baseURL) throw new Error('SOE_BASE_URL is not set: run the suite with `npm run test:browser`');
    mkdirSync(join(RESULTS, 'screenshots'), { recursive: true });
    const shared = readShared();
    const ctx = createContext({ browser, baseURL, resultsDir: RESULTS, shared });
    try {
      await use(ctx);
      if (testInfo.status !== testInfo.expectedStatus) await ctx.saveFailure(testInfo.title).catch(() => {});
    } finally {
      writeFileSync(SHARED_FILE, JSON.stringify({ ...readShared(), ...shared }));
      await ctx.close();
    }
  },
});

/** Declares each listed test, in order, with its own time limit. */
export function registerTests(tests: E2ETest[]) {
  for (const entry of tests) {
    test(entry.name, async ({ ctx }) => {
      if (entry.timeout) test.setTimeout(entry.timeout);
      await entry.run(ctx);
    });
  }
}
