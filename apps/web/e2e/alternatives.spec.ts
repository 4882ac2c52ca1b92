/* global document */
/**
 * Other readings as chips (issue 18): with Chinook connected beside the Demo Company, a question both could
 * answer ("How many employees are there?") is answered from one and names the other; its chip asks the other
 * system, whose figure is checked against SQL on Chinook.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { datasetSql } from '../../../eval/sets.mjs';
import { DESKTOP, MOBILE, signUp } from './support';
import { axeWithoutToasts } from './axe-settled';
import { registerTests, type E2ETest } from './fixtures';

const PG_ADMIN = process.env.SOE_TEST_PG_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB = `soe_e2e_alternatives_${process.pid}`;
const DB_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${DB}`);
const QUESTION = 'How many employees are there?';

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function answerSettled(page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

export const tests: E2ETest[] = [
  {
    name: 'alternatives: a question two systems answer names the other, and its chip asks it there',
    timeout: 240_000,
    async run(ctx) {
      await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${DB}`);
      try {
        // The dataset without its own database switching lines, into this test's database.
        const load = spawnSync('psql', [DB_URL, '-v', 'ON_ERROR_STOP=1', '-q'], {
          input: datasetSql('chinook'),
          encoding: 'utf8',
        });
        assert.equal(load.status, 0, load.stderr);
        const db = new pg.Client({ connectionString: DB_URL });
        await db.connect();
        const chinookEmployees = Number((await db.query('SELECT count(*) AS n FROM employee')).rows[0].n);
        await db.end();

        const page = await ctx.newPage();
        const username = `alt-${Date.now().toString(36)}`;
        await signUp(page, { username, email: `${username}@example.com`, password: 'alternatives password' });
        const origin = new URL(page.url()).origin;
        const connected = await page.request.post(`${origin}/api/systems`, {
          data: { name: 'Chinook', type: 'erp', connectionDetails: { url: DB_URL } },
        });
        assert.equal(connected.status(), 201, await connected.text());

        await page.getByPlaceholder('Ask SOE anything…').fill(QUESTION);
        await page.getByRole('button', { name: 'Send' }).click();
        await page.waitForURL(/\/app\/chat\/\d+$/);
        const log = page.getByRole('log', { name: 'Messages' });
        await log.getByText(QUESTION, { exact: true }).first().waitFor();
        await answerSettled(page);

        // The answer names the system it used and the one that could answer too, and offers that one as a chip.
        await log
          .getByText(/could answer this too\./)
          .first()
          .waitFor({ timeout: 60_000 });
        const chips = log.getByRole('group', { name: 'Other readings of the question' });
        await chips.first().waitFor();
        const chip = chips.first().getByRole('button').first();
        const label = (await chip.innerText()).trim();
        const other = /Chinook/.test(label) ? 'Chinook' : 'Demo Company';
        // A new user's first question that both read about equally well goes to the first connected system.
        assert.equal(label, 'Ask Chinook instead');
        await log.getByText('Answered from Demo Company; Chinook could answer this too.').first().waitFor();
        await axeWithoutToasts(ctx, page, 'an answer with another reading offered');

        // The chip is reachable by keyboard and asks the question of the other system.
        await chip.focus();
        await page.keyboard.press('Enter');
        await log
          .getByText(new RegExp(`^${QUESTION.replace(/[?]/g, '\\?').slice(0, -2)}.*${other}`))
          .last()
          .waitFor();
        await answerSettled(page);
        if (other === 'Chinook') {
          await log
            .getByText(new RegExp(`\\b${chinookEmployees}\\b`))
            .last()
            .waitFor({ timeout: 60_000 });
        }
        await log
          .getByText(new RegExp(`from ${other}`))
          .last()
          .waitFor({ timeout: 60_000 });

        await page.setViewportSize(MOBILE);
        await axeWithoutToasts(ctx, page, 'other readings at 375 px');
        await page.setViewportSize(DESKTOP);
        ctx.assertNoPageProblems();
      } finally {
        await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
      }
    },
  },
];

registerTests(tests);
