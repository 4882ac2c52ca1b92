/** What every browser test gets: pages in fresh contexts, sign-in helpers, axe and screenshots. */
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const axeSource = require('axe-core').source;

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 375, height: 812 };

export function createContext({ browser, baseURL, resultsDir, shared }) {
  const contexts = [];
  const pages = [];
  const problems = [];

  async function newPage({ viewport = DESKTOP, theme = 'light', storageState, reducedMotion = 'reduce' } = {}) {
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
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) problems.push(`CSP: ${message.text()}`);
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
    async axe(page, label) {
      await page.evaluate(axeSource);
      const violations = await page.evaluate(async () => {
        // eslint-disable-next-line no-undef
        const result = await axe.run(document, { resultTypes: ['violations'] });
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
      });
      if (violations.length) throw new Error(`axe on ${label}:\n  ${violations.join('\n  ')}`);
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(resultsDir, 'screenshots', `${name}.png`), fullPage: false });
    },
    async saveFailure(name) {
      const page = pages[pages.length - 1];
      if (page && !page.isClosed()) await page.screenshot({ path: join(resultsDir, `failure-${name.replace(/[^a-z0-9]+/gi, '-')}.png`) });
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
    },
  };
}

/** Signs up through the /auth page and waits for /app (of another instance when baseURL is given). */
export async function signUp(page, { username, email, password }, baseURL = '') {
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
export async function fillSignIn(page, { username, password }) {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Username').fill(username);
  await panel.getByLabel('Password').fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/** A page already signed in as the test user, reusing the saved session. */
export async function signedInPage(ctx, options = {}) {
  if (!ctx.shared.storageState) throw new Error('No signed-in session: the sign-up test must run first');
  return ctx.newPage({ ...options, storageState: ctx.shared.storageState });
}

/** The instance's first account (the owner, staff_admin), registered by app.e2e.mjs, which runs first. */
export const OWNER = { username: 'owner', email: 'owner@example.com', password: 'correct horse battery' };

/** Starts another SOE instance (own data folder, extra env) — for multi-instance and configuration tests. */
export { startServer } from '../../../scripts/lib/server-process.mjs';
