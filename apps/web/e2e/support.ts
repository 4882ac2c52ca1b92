/** What every browser test gets: pages in fresh contexts, sign-in helpers, axe and screenshots. */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = require('axe-core').source;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

declare global {
  // Marks the XSS and CSP checks leave on the page when something ran that must not have.
  interface Window {
    __xss?: unknown;
    __inline?: unknown;
    __statuses?: any;
  }
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  theme?: 'light' | 'dark';
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
  reducedMotion?: 'reduce' | 'no-preference';
}

/** State one test leaves for later ones (the signed-in sessions), kept on disk across workers. */
export type Shared = Record<string, any>;

export type TestContext = ReturnType<typeof createContext>;

export function createContext({
  browser,
  baseURL,
  resultsDir,
  shared,
}: {
  browser: Browser;
  baseURL: string;
  resultsDir: string;
  shared: Shared;
}) {
  const contexts: BrowserContext[] = [];
  const pages: Page[] = [];
  const problems: string[] = [];

  async function newPage({
    viewport = DESKTOP,
    theme = 'light',
    storageState,
    reducedMotion = 'reduce',
  }: PageOptions = {}) {
    const context = await browser.newContext({ baseURL, viewport, storageState, reducedMotion, colorScheme: theme });
    await context.addInitScript((value) => {
      try {
        localStorage.setItem('soe-theme', value);
      } catch {
        /* ignore */
      }
    }, theme);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(`CSP: ${message.text()}`);
    });
    pages.push(page);
    return page;
  }

  return {
    baseURL,
    shared,
    newPage,
    /** Fails on uncaught page errors and CSP violations seen so far. */
    assertNoPageProblems() {
      if (problems.length) throw new Error(problems.join('\n'));
    },
    async axe(page: Page, label: string) {
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        // @ts-expect-error axe is the global the injected axe-core source defines
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v: any) =>
              `${v.impact} ${v.id}: ${v.help} — ${v.nodes
                .slice(0, 3)
                .map((n: any) => n.target.join(' '))
                .join(' | ')}`,
          );
      });
      if (violations.length) throw new Error(`axe on ${label}:\n  ${violations.join('\n  ')}`);
    },
    async screenshot(page: Page, name: string) {
      await page.screenshot({ path: join(resultsDir, 'screenshots', `${name}.png`), fullPage: false });
    },
    async saveFailure(name: string) {
      const page = pages[pages.length - 1];
      if (page && !page.isClosed())
        await page.screenshot({ path: join(resultsDir, `failure-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
    },
  };
}

/** Signs up through the /auth page and waits for /app (of another instance when baseURL is given). */
export async function signUp(
  page: Page,
  { username, email, password }: { username: string; email: string; password: string },
  baseURL = '',
) {
  await page.goto(`${baseURL}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByLabel('Confirm Password').fill(password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/app', { timeout: 20_000 });
}

/** Signs in through the /auth page (does not wait: callers check the outcome). */
export async function fillSignIn(page: Page, { username, password }: { username: string; password: string }) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** A page already signed in as the test user, reusing the saved session. */
export async function signedInPage(ctx: TestContext, options: PageOptions = {}) {
  if (!ctx.shared.storageState) throw new Error('No signed-in session: the sign-up test must run first');
  return ctx.newPage({ ...options, storageState: ctx.shared.storageState });
}

/** The instance's first account (the owner, staff_admin), registered by app.spec.ts, which runs first. */
export const OWNER = { username: 'owner', email: 'owner@example.com', password: 'correct horse battery' };

/** Starts another SOE instance (own data folder, extra env) — for multi-instance and configuration tests. */
export { startServer } from '../../../scripts/lib/server-process.mjs';

/** Opens My Account from the header's account menu and returns its sheet. */
export async function openMyAccount(page: Page) {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  const sheet = page.getByRole('dialog', { name: 'My Account' });
  await sheet.waitFor();
  return sheet;
}
