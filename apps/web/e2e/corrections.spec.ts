/* global document, window */
/**
 * Follow-ups and corrections that stick (issue 18): a three-turn follow-up on the Demo Company with each
 * answer's figures on screen, then a thumbs-down correction (the date column of revenue) that changes the
 * next answer to the same question. The dialog is checked with axe at 1280 and 375 px.
 */
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, signUp } from './support';
import { axeWithoutToasts } from './axe-settled';
import { registerTests, type E2ETest } from './fixtures';

const QUESTION = 'Revenue by month in 2025';

async function answerSettled(page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

/** The answers' data tables (a chart's own accessible table is not one of them). */
const dataTables = (log) => log.getByRole('figure', { name: 'Data table' }).locator('table');

/** Sends a question from the open conversation's composer and waits for its answer's data table. */
async function ask(page, log, question) {
  const before = await dataTables(log).count();
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.keyboard.press('Enter');
  await log.getByText(question, { exact: true }).last().waitFor();
  await answerSettled(page);
  await dataTables(log).nth(before).waitFor({ timeout: 60_000 });
}

/** The figures of a table on screen: every body row's cells after the first, as numbers. */
async function tableFigures(table) {
  const rows = await table.locator('tbody tr:not([aria-hidden])').allInnerTexts();
  return rows.map((row) =>
    row
      .split('\t')
      .slice(1)
      .map((cell) => Number(cell.replace(/[^0-9.-]/g, ''))),
  );
}

export const tests: E2ETest[] = [
  {
    name: 'corrections: three-turn follow-up with figures → thumbs down, adjust the date column → the same question answers as verified',
    timeout: 240_000,
    async run(ctx) {
      const page = await ctx.newPage();
      const username = `fix-${Date.now().toString(36)}`;
      await signUp(page, { username, email: `${username}@example.com`, password: 'corrections password' });

      await page.getByPlaceholder('Ask SOE anything…').fill(QUESTION);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/app\/chat\/\d+$/);
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText(QUESTION).first().waitFor();
      await answerSettled(page);
      const tables = dataTables(log);
      await tables.first().waitFor();

      // Turn 1: twelve months of 2025, each with a figure.
      const first = await tableFigures(tables.nth(0));
      assert.equal(first.length, 12, 'twelve months');
      assert.ok(
        first.every((r) => r.length && r.every((v) => Number.isFinite(v) && v > 0)),
        JSON.stringify(first),
      );

      // Turn 2: the same for 2024, read as an edit of the first.
      await ask(page, log, 'what about 2024?');
      await log.getByText(/^Same as before, for 2024/).waitFor();
      const second = await tableFigures(tables.nth(1));
      assert.equal(second.length, 12);
      assert.notDeepEqual(second, first, '2024 is not 2025');

      // Turn 3: the three best months of 2024, the largest of turn 2's figures.
      await ask(page, log, 'just the top 3');
      await log.getByText(/^Same as before, top 3/).waitFor();
      const third = await tableFigures(tables.nth(2));
      assert.equal(third.length, 3);
      const top3 = second
        .map((r) => r[0])
        .sort((a, b) => b - a)
        .slice(0, 3);
      assert.deepEqual(
        third.map((r) => r[0]).sort((a, b) => b - a),
        top3,
      );

      // Thumbs down on the first answer: the dialog offers the reading's choices, built from the Demo Company.
      await log.getByRole('button', { name: 'Wrong reading: correct this answer' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Correct this answer' });
      await dialog.getByRole('heading', { name: 'Adjust the reading' }).waitFor();
      await dialog.getByText('Pick another reading').waitFor();
      assert.equal(await dialog.getByLabel('Measure').inputValue(), 'revenue');
      assert.equal(await dialog.getByLabel('Group by').inputValue(), 'time:month');
      await axeWithoutToasts(ctx, page, 'correction dialog at 1280 px');
      await ctx.screenshot(page, 'corrections-dialog-1280');
      await page.setViewportSize(MOBILE);
      await axeWithoutToasts(ctx, page, 'correction dialog at 375 px');
      const fits = await dialog.evaluate(
        (el) => el.scrollWidth <= el.clientWidth + 1 && el.getBoundingClientRect().right <= window.innerWidth,
      );
      assert.ok(fits, 'the dialog fits 375 px without sideways scrolling');
      await ctx.screenshot(page, 'corrections-dialog-375');
      await page.setViewportSize(DESKTOP);

      // Revenue is dated by when it was paid, here: the date column changes, nothing else.
      await dialog.getByLabel('Date column').selectOption({ label: 'Paid date (invoices)' });
      await dialog.getByRole('button', { name: 'Save and ask again' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // The question is asked again and answered with the corrected reading, saying so.
      await log.getByText(/^Answered as verified on \d{4}-\d{2}-\d{2}:/).waitFor({ timeout: 60_000 });
      await answerSettled(page);
      await tables.nth(3).waitFor({ timeout: 60_000 });
      const corrected = await tableFigures(tables.nth(3));
      assert.ok(corrected.length >= 1 && corrected.length <= 12, JSON.stringify(corrected));
      assert.notDeepEqual(corrected, first, 'paid-date revenue differs from invoice-date revenue');
      assert.match(await log.innerText(), /by paid_date|paid/i);

      // The same question in a new conversation gets the corrected answer too.
      await page.goto('/app');
      await page.getByPlaceholder('Ask SOE anything…').fill('monthly revenue for 2025');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/app\/chat\/\d+$/);
      await log.getByText(/^Answered as verified on/).waitFor({ timeout: 60_000 });
      await answerSettled(page);
      await tables.first().waitFor();
      assert.deepEqual(await tableFigures(tables.first()), corrected);

      // The system's settings list the verified question with its reading; its owner deletes it.
      await page.getByRole('button', { name: 'Settings for Demo Company' }).first().click();
      const settings = page.getByRole('dialog', { name: 'System Settings' });
      const verified = settings.getByRole('region', { name: 'Verified questions' });
      await verified.getByText(QUESTION, { exact: true }).waitFor();
      await verified.getByText(/^Revenue by month, in 2025 · /).waitFor();
      await axeWithoutToasts(ctx, page, 'system settings with a verified question');
      await verified.getByRole('button', { name: `Delete the verified question "${QUESTION}"` }).click();
      await verified.getByText(/^None yet/).waitFor();
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
