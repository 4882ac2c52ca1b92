/* global document, navigator, window */
/**
 * Every answer from data shows its query: the Demo Company's "Top 5 customers by revenue" answers with a table,
 * and "Query" under it opens the SELECT that computed it, copyable. Checked with axe at 1280 and 375 px with the
 * disclosure open, where it must not widen the page. Then an analyst edits the SQL and runs it: the edited
 * result is its own answer, and a refused statement says why under the editor.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, signUp } from './support';
import { axeWithoutToasts } from './axe-settled';
import { registerTests, type E2ETest } from './fixtures';

const QUESTION = 'Top 5 customers by revenue';

async function answerSettled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

/** Signs a new user up and asks the question from the home page; returns the conversation's message log. */
async function askDemo(page: Page, prefix: string) {
  const username = `${prefix}-${Date.now().toString(36)}`;
  await signUp(page, { username, email: `${username}@example.com`, password: 'query disclosure password' });
  await page.getByPlaceholder('Ask SOE anything…').fill(QUESTION);
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/app\/chat\/\d+$/);
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByText(QUESTION).first().waitFor();
  await answerSettled(page);
  await log.getByRole('figure', { name: 'Data table' }).first().waitFor({ timeout: 60_000 });
  return log;
}

/** The page scrolls sideways by no more than a pixel. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

export const tests: E2ETest[] = [
  {
    name: 'query: an answer from the Demo Company opens "Query" on its SELECT, copies it, and fits 1280 and 375 px',
    timeout: 180_000,
    async run(ctx) {
      const page = await ctx.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const log = await askDemo(page, 'query');

      // Collapsed by default: one button under the answer.
      const toggle = log.getByRole('button', { name: 'Query', exact: true }).last();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await log.getByRole('group', { name: 'Query on Demo Company' }).count(), 0);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');

      const query = log.getByRole('group', { name: 'Query on Demo Company' });
      const statement = query.getByRole('group', { name: 'SQL on Demo Company' });
      const text = await statement.innerText();
      assert.match(text, /^SELECT /);
      assert.match(text, /FROM "demo"\./);
      assert.ok(!/\$\d/.test(text), 'values are written in, not left as parameters');
      await query.getByRole('group', { name: 'Structured query on Demo Company' }).waitFor();
      await query.getByRole('button', { name: 'Edit SQL' }).waitFor();

      // Copy puts the statement on the clipboard and says so.
      await query.getByRole('button', { name: 'Copy query on Demo Company' }).click();
      await query.getByRole('button', { name: 'Copied query on Demo Company' }).waitFor();
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), text);

      await axeWithoutToasts(ctx, page, 'an answer with its query open at 1280 px');
      assert.ok(await pageFits(page), 'the page does not scroll sideways at 1280 px');
      await ctx.screenshot(page, 'query-1280');

      await page.setViewportSize(MOBILE);
      await statement.scrollIntoViewIfNeeded();
      assert.ok(await pageFits(page), 'a long statement scrolls inside its box, not the page, at 375 px');
      const box = await statement.evaluate((el) => ({
        scrolls: el.scrollWidth > el.clientWidth,
        right: el.getBoundingClientRect().right,
      }));
      assert.ok(box.scrolls, 'the statement is wider than a phone and scrolls sideways');
      assert.ok(box.right <= MOBILE.width, 'the statement box stays on screen');
      await axeWithoutToasts(ctx, page, 'an answer with its query open at 375 px');
      await page.screenshot({ path: '/tmp/query-375.png' });
      await ctx.screenshot(page, 'query-375');
      await page.setViewportSize(DESKTOP);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'query: Edit SQL runs the edited statement as its own answer; a refused statement says why',
    timeout: 180_000,
    async run(ctx) {
      const page = await ctx.newPage();
      const log = await askDemo(page, 'query-edit');
      const answers = log.getByRole('figure', { name: 'Data table' });
      const before = await answers.count();
      await log.getByRole('button', { name: 'Query', exact: true }).last().click();
      const query = log.getByRole('group', { name: 'Query on Demo Company', exact: true }).last();
      await query.getByRole('button', { name: 'Edit SQL' }).click();
      const editor = query.getByLabel('SQL to run on Demo Company');
      const original = await editor.inputValue();
      assert.match(original, /LIMIT \d+$/);

      // A statement that would change data is refused, in words, under the editor.
      await editor.fill('DELETE FROM "demo"."invoices"');
      await query.getByRole('button', { name: 'Run' }).click();
      const refusal = query.getByRole('alert');
      await refusal.waitFor();
      assert.match(await refusal.innerText(), /refused/i);
      assert.equal(await editor.inputValue(), 'DELETE FROM "demo"."invoices"');

      // The top 3 instead of the top 5: its own answer, with three rows.
      await editor.fill(original.replace(/LIMIT \d+$/, 'LIMIT 3'));
      await query.getByRole('button', { name: 'Run' }).click();
      await editor.waitFor({ state: 'detached' });
      await answers.nth(before).waitFor({ timeout: 60_000 });
      await log
        .getByText(/LIMIT 3/)
        .first()
        .waitFor();
      assert.equal(await answers.nth(before).locator('tbody tr:not([aria-hidden])').count(), 3);
      await axeWithoutToasts(ctx, page, 'the edited SQL’s answer');
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
