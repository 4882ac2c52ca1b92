/* global document */
/**
 * A spreadsheet attached on the home view: it goes with the first question into the conversation that question
 * opens, stays attached there, and answers the next question without being attached again, with the figures the
 * file's rows give. At 1280 and 375 px, axe clean.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, OWNER, signUp, type TestContext } from './support';
import { registerTests, type E2ETest } from './fixtures';

const ROWS: Array<[string, string, number, number, number]> = [
  ['Ana', 'Platform', 412, 455, 1.5],
  ['Ben', 'Platform', 388, 402, 1.25],
  ['Chloe', 'Data', 430, 398, 1.5],
  ['Dev', 'Data', 365, 470, 1.75],
  ['Emil', 'Support', 350, 360, 1.1],
  ['Fay', 'Support', 445, 390, 1.3],
  ['Gus', 'Platform', 300, 420, 1.6],
];
const CSV = ['member,team,hours_q1_2026,hours_q2_2026,overtime_rate', ...ROWS.map((r) => r.join(','))].join('\n');
const FILE_NAME = 'team_hours_2026.csv';
// 'in Q2' is the second quarter's column; the member with the most hours there.
const MOST_Q2 = [...ROWS].sort((a, b) => b[3] - a[3])[0]!;
const TEAMS = [...new Set(ROWS.map((r) => r[1]))];
const AVERAGE_RATE = Object.fromEntries(
  TEAMS.map((team) => {
    const rates = ROWS.filter((r) => r[1] === team).map((r) => r[4]);
    return [team, rates.reduce((s, v) => s + v, 0) / rates.length];
  }),
);

/** The owner exists first, so the users below are ordinary users. */
async function ensureOwner(ctx: TestContext) {
  const page = await ctx.newPage();
  const res = await page.request.post('/api/register', { data: { ...OWNER, firstName: 'Owner', lastName: 'Account' } });
  assert.ok(res.status() === 201 || res.status() === 409, `owner: ${res.status()}`);
  await page.close();
}

/** The [TABLE:json] blocks of the conversation's stored answers, in order. */
async function storedTables(page: Page, conversationId: number) {
  const messages = await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json();
  const tables: Array<{ rows: Array<[unknown, number]>; sources: string[] }> = [];
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    const match = /\[TABLE:(\{.*?\})\]\s*(?:\n|$)/s.exec(message.content);
    if (!match) continue;
    const table = JSON.parse(match[1]!);
    const [label, value] = table.headers.map((h: { key: string }) => h.key);
    tables.push({
      rows: table.rows.map((r: Record<string, unknown>) => [r[label], Number(r[value])]),
      sources: message.systemSources,
    });
  }
  return tables;
}

/** Waits for the conversation's `count`th answer to be stored and shown. */
async function answered(page: Page, conversationId: number, count: number) {
  for (const until = Date.now() + 60_000; ;) {
    const messages = await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json();
    const done = messages.filter(
      (m: { role: string; status: string }) => m.role === 'assistant' && m.status !== 'streaming',
    );
    if (done.length >= count) break;
    if (Date.now() > until) throw new Error(`answer ${count} did not come`);
    await page.waitForTimeout(250);
  }
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

async function homeToSecondQuestion(ctx: TestContext, username: string, viewport: typeof DESKTOP) {
  await ensureOwner(ctx);
  const page = await ctx.newPage({ viewport });
  await signUp(page, { username, email: `${username}@example.com`, password: 'sheet chat password' });
  const main = page.getByRole('main');
  await main.getByPlaceholder('Ask SOE anything…').waitFor();

  // Attached on the home view, before any conversation exists.
  await main
    .locator('input[type="file"]')
    .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  const attachedHome = main.getByRole('list', { name: 'Attached documents' });
  await attachedHome.getByRole('listitem').first().waitFor();
  await page.waitForSelector('[aria-label="Attached documents"] [data-status="processed"]', { timeout: 60_000 });
  assert.equal(await attachedHome.getByRole('listitem').first().getAttribute('title'), FILE_NAME);
  await page.waitForFunction(() => document.querySelectorAll('[data-sonner-toast]').length === 0, null, {
    timeout: 20_000,
  });
  await ctx.axe(page, `home view with an attached CSV at ${viewport.width} px`);
  await ctx.screenshot(page, `sheet-home-attached-${viewport.width}`);

  await main.getByPlaceholder('Ask SOE anything…').fill('Which member logged the most hours in Q2?');
  await main.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL(/\/app\/chat\/\d+$/, { timeout: 20_000 });
  const conversationId = Number(/\/app\/chat\/(\d+)$/.exec(page.url())![1]);
  await answered(page, conversationId, 1);

  // Still attached in the conversation: the next question is sent without attaching it again.
  const chat = page.getByRole('tabpanel', { name: 'Chat' });
  const attached = chat.getByRole('list', { name: 'Attached documents' });
  // The conversation's documents load after it opens; a loaded machine (the whole browser suite at 375 px) has taken
  // more than the default 10 s for that.
  await attached.getByTitle(FILE_NAME).waitFor({ timeout: 30_000 });
  await page.getByPlaceholder('Ask SOE anything…').fill('What is the average overtime rate per team?');
  await chat.getByRole('button', { name: 'Send' }).click();
  await answered(page, conversationId, 2);
  await attached.getByTitle(FILE_NAME).waitFor();

  const [first, second] = await storedTables(page, conversationId);
  assert.ok(first && second, 'both answers have a table');
  assert.deepEqual(first.sources, [FILE_NAME]);
  assert.deepEqual(first.rows[0], [MOST_Q2[0], MOST_Q2[3]]);
  assert.deepEqual(second.sources, [FILE_NAME]);
  assert.deepEqual(second.rows.map((r) => r[0]).sort(), [...TEAMS].sort());
  for (const [team, value] of second.rows)
    assert.ok(Math.abs(value - AVERAGE_RATE[String(team)]!) < 1e-9, `${team}: ${value}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await log.getByRole('cell', { name: MOST_Q2[0], exact: true }).first().waitFor();
  for (const team of TEAMS) await log.getByRole('cell', { name: team, exact: true }).first().waitFor();
  await ctx.axe(page, `two spreadsheet answers at ${viewport.width} px`);
  await ctx.screenshot(page, `sheet-two-answers-${viewport.width}`);
  ctx.assertNoPageProblems();
}

const tests: E2ETest[] = [
  {
    name: 'spreadsheet chat: a CSV attached on the home view answers two questions in its conversation, at 1280 px',
    timeout: 150_000,
    run: (ctx) => homeToSecondQuestion(ctx, 'sheet-desktop', DESKTOP),
  },
  {
    name: 'spreadsheet chat: the same at 375 px',
    timeout: 150_000,
    run: (ctx) => homeToSecondQuestion(ctx, 'sheet-mobile', MOBILE),
  },
];

registerTests(tests);
