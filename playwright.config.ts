import { defineConfig } from '@playwright/test';

/**
 * The browser suite (apps/web/e2e/*.spec.ts) in Debian's Chromium: no browser download. One server for the
 * run (e2e/global-setup.ts); the tests share it and build on each other (the first sign-up is the owner), so
 * they run one at a time, app.spec.ts first. Traces and screenshots are kept for failures in test-results/.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: 'apps/web/e2e',
  outputDir: 'test-results/playwright',
  timeout: 60_000,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalSetup: './apps/web/e2e/global-setup.ts',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/browser.json' }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Registers the instance's first account (the owner) and the sessions the other files reuse.
    { name: 'foundation', testMatch: 'app.spec.ts' },
    { name: 'features', testMatch: '*.spec.ts', testIgnore: 'app.spec.ts', dependencies: ['foundation'] },
  ],
});
