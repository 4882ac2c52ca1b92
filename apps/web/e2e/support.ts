/* global document, getComputedStyle */
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

/**
 * What does not fit, measured in the page: the page wider than the screen; an element sticking out of the box
 * that clips it (cut) or out of the screen; a table not inside a sideways-scrolling container, or one whose
 * container scrolls without the cue (data-scrolls and its 'Scroll sideways' line).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  // Measured once the page has settled: after a resize, two frames for the layout to follow, and the entrance
  // animations (a dialog's fade-up) run to their end, so a box is measured where it stays, not mid-way.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          // A spinner or a typing indicator runs for ever: only the animations that end are waited for.
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((done) => setTimeout(done, 2_000)),
    ]);
  });
  return page.evaluate(() => {
    const screen = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > screen + 1)
      problems.push(`the page is ${document.documentElement.scrollWidth}px wide on a ${screen}px screen`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 60)}"> "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const clips = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.closest('.sr-only, svg > *, [data-sonner-toaster]')) continue;
      // Decoration (a glow behind a card) is drawn past its box on purpose.
      if (el.closest('[aria-hidden="true"]') && getComputedStyle(el).position === 'absolute') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      let parent = el.parentElement;
      while (parent && parent !== document.body && !scrolls(parent) && !clips(parent)) parent = parent.parentElement;
      if (parent && parent !== document.body && scrolls(parent)) continue;
      if (parent && parent !== document.body && clips(parent)) {
        const frame = parent.getBoundingClientRect();
        // Text cut on purpose with an ellipsis is a single text box; an element cut by its card is not.
        if (box.right > frame.right + 1 || box.left < frame.left - 1) problems.push(`cut by its card: ${name(el)}`);
        continue;
      }
      if (box.right > screen + 1 || box.left < -1) problems.push(`wider than the screen: ${name(el)}`);
    }
    for (const table of document.querySelectorAll('table')) {
      if (table.closest('.sr-only') || table.getBoundingClientRect().width === 0) continue;
      let scroller = table.parentElement;
      while (scroller && !scrolls(scroller)) scroller = scroller.parentElement;
      const label = table.querySelector('caption')?.textContent ?? name(table);
      if (!scroller) problems.push(`table "${label}" is not inside a scroll container`);
      else if (scroller.scrollWidth > scroller.clientWidth + 1 && scroller.getAttribute('data-scrolls') !== 'x')
        problems.push(`table "${label}" scrolls sideways with no cue`);
    }
    return [...new Set(problems)].slice(0, 12);
  });
}
