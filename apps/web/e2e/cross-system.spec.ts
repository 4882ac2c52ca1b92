/* global document, window */
/**
 * Cross-System Analysis in the browser: a free plan is told why it has no links; a Pro user uploads a spreadsheet
 * naming an account manager for some of the Demo Company's customers, links the two on the Integrations page, and
 * asks for revenue by account manager — one answer from both sources.
 */
import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, MOBILE, OWNER, signUp } from './support';
import { RESULTS, registerTests, type E2ETest } from './fixtures';

const USER = { username: `cross${Date.now().toString(36)}`, password: 'cross-system-pass', email: '' };
USER.email = `${USER.username}@example.com`;
const FILE_NAME = 'account-managers.csv';
const CROSS_SYSTEM_MESSAGE =
  'Answers that combine two systems need the Pro or Enterprise plan. Upgrade your plan to ask them.';

/*
 * Six of the Demo Company's 120 customers (demo.accounts.name), two written as a spreadsheet would have them
 * (a legal form, capitals), and their invoiced revenue (demo.invoices.total, every invoice) from the seeded data.
 */
const ACCOUNTS: Array<[customer: string, manager: string, revenue: number]> = [
  ['Orion Publishing Inc.', 'Hannah Kowalski', 380632.69],
  ['Larkspur Restaurants', 'Hannah Kowalski', 455726.6],
  ['Evergreen Media', 'Victor Alvarez', 274208.54],
  ['ALDER STORES', 'Victor Alvarez', 498040.13],
  ['Brightpath Institute', 'Nina Petrov', 159539.45],
  ['Maple Freight', 'Nina Petrov', 92515.96],
];
const CSV = ['Customer,Account Manager', ...ACCOUNTS.map(([c, m]) => `${c},${m}`)].join('\n');
const REVENUE = ACCOUNTS.reduce<Record<string, number>>((sums, [, manager, revenue]) => {
  sums[manager] = Math.round(((sums[manager] ?? 0) + revenue) * 100) / 100;
  return sums;
}, {});

/** A cookie session for the API, as the instance owner (registered first when this file runs alone). */
async function ownerSession(baseURL: string) {
  const post = (path: string, body: unknown) =>
    fetch(`${baseURL}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post('/api/login', { username: OWNER.username, password: OWNER.password });
  if (res.status !== 200) res = await post('/api/register', { ...OWNER, firstName: 'Owner', lastName: 'Account' });
  assert.ok(res.ok, `owner session: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function setTier(baseURL: string, username: string, tier: string) {
  const cookie = await ownerSession(baseURL);
  const users = await (await fetch(`${baseURL}/api/admin/users`, { headers: { cookie } })).json();
  const user = users.find((u) => u.username === username);
  assert.ok(user, `${username} is listed for the owner`);
  const res = await fetch(`${baseURL}/api/admin/users/${user.id}`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ subscriptionTier: tier }),
  });
  assert.equal(res.status, 200);
}

async function expectToast(page, title: string) {
  await page.locator('[data-sonner-toast]').filter({ hasText: title }).first().waitFor({ state: 'visible' });
}

async function openLinks(page) {
  await page.goto('/app/integrations');
  const section = page.getByRole('region', { name: 'Links between systems' });
  await section.waitFor();
  return section;
}

/** The answer's [TABLE:json] blocks and its sources, read from the stored conversation. */
async function storedAnswer(page, conversationId: number) {
  const messages = await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json();
  const answer = messages.filter((m) => m.role === 'assistant').pop();
  const tables = [...(answer?.content ?? '').matchAll(/\[TABLE:(\{.*?\})\]\s*(?:\n|$)/gs)].map((m) => JSON.parse(m[1]));
  return { text: answer?.content ?? '', sources: answer?.systemSources ?? [], tables };
}

const tests: E2ETest[] = [
  {
    name: 'cross-system: a free plan is told why; a Pro user links a spreadsheet of account managers to the Demo Company, removes the link and finds it again (1280 and 375 px)',
    timeout: 180_000,
    async run(ctx) {
      await ownerSession(ctx.baseURL); // the owner exists first, so this user is an ordinary free user
      const page = await ctx.newPage({ viewport: DESKTOP });
      await signUp(page, USER);
      ctx.shared.crossUser = await page.context().storageState();

      // A free plan is told why, with the plans, and has nothing to press.
      let section = await openLinks(page);
      const notice = section.getByRole('alert').filter({ hasText: CROSS_SYSTEM_MESSAGE });
      await notice.waitFor();
      assert.equal(await notice.getByRole('link', { name: 'View Plans' }).getAttribute('href'), '/subscription-plans');
      assert.equal(await section.getByRole('button').count(), 0);

      await setTier(ctx.baseURL, USER.username, 'pro');

      // The spreadsheet, uploaded in a conversation's Documents tab.
      const created = await page.request.post('/api/conversations', { data: { title: 'Account managers' } });
      assert.equal(created.status(), 201);
      const { id: conversationId } = await created.json();
      await page.goto(`/app/chat/${conversationId}`);
      await page.getByRole('tab', { name: 'Documents' }).click();
      const documents = page.getByRole('tabpanel', { name: 'Documents' });
      await documents
        .locator('input[type="file"]')
        .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await expectToast(page, 'Document uploaded');
      await documents
        .getByRole('row')
        .filter({ hasText: FILE_NAME })
        .locator('[data-status="processed"]')
        .waitFor({ timeout: 60_000 });

      // Integrations: the Demo Company and the spreadsheet, Find links.
      section = await openLinks(page);
      await section.getByText('No links yet. Choose two systems and select Find links, or add one.').waitFor();
      const picker = section.getByRole('form', { name: 'Find links' });
      const find = picker.getByRole('button', { name: 'Find links' });
      assert.equal(await find.isDisabled(), true, 'nothing to find before two sources are chosen');
      await picker.getByLabel('First source').selectOption({ label: 'Demo Company' });
      await picker.getByLabel('Second source').selectOption({ label: `${FILE_NAME} (spreadsheet)` });
      await find.click();
      await expectToast(page, 'found');
      const link = section
        .getByRole('list', { name: 'Links between systems' })
        .getByRole('listitem')
        .filter({ hasText: /Demo Company · accounts\.name ↔ account-managers\.csv · .+\.Customer/i });
      await link.waitFor();
      const text = await link.innerText();
      assert.match(text, /matched by normalised names/);
      assert.match(text, /6 of 6 matched/);
      assert.match(text, /Found by SOE/);
      await ctx.axe(page, 'Links between systems 1280');
      await ctx.screenshot(page, 'cross-system-links-1280');

      // Removed, the link is gone for good; SOE finds it again when asked.
      await link.getByRole('button', { name: /^Remove link accounts\.name ↔ .+\.Customer$/i }).click();
      await expectToast(page, 'Link removed');
      await section.getByText('No links yet. Choose two systems and select Find links, or add one.').waitFor();
      assert.deepEqual((await (await page.request.get('/api/system-links')).json()).links, []);
      await find.click();
      await expectToast(page, 'found');
      await link.waitFor();
      ctx.shared.crossConversation = conversationId;

      // At 375 px the section stacks: no horizontal scroll, nothing serious for axe.
      const mobile = await ctx.newPage({ viewport: MOBILE, storageState: ctx.shared.crossUser });
      const small = await openLinks(mobile);
      await small.getByRole('listitem').filter({ hasText: 'Found by SOE' }).waitFor();
      await small.scrollIntoViewIfNeeded();
      await ctx.axe(mobile, 'Links between systems 375');
      await ctx.screenshot(mobile, 'cross-system-links-375');
      await small.screenshot({ path: join(RESULTS, 'screenshots', 'cross-system-links-section-375.png') });
      await copyFile(
        join(RESULTS, 'screenshots', 'cross-system-links-section-375.png'),
        '/tmp/cross-system-links-section-375.png',
      ).catch(() => {});
      const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scroll at 375 px (${overflow})`);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'cross-system: "Revenue by account manager" is one answer from the Demo Company and the linked spreadsheet',
    timeout: 120_000,
    async run(ctx) {
      const conversationId = ctx.shared.crossConversation;
      assert.ok(conversationId, 'the spreadsheet was linked by the test before');
      const page = await ctx.newPage({ viewport: DESKTOP, storageState: ctx.shared.crossUser });
      // One question, both sources: the spreadsheet's managers with the Demo Company's invoiced revenue.
      await page.goto(`/app/chat/${conversationId}`);
      await page.getByRole('tab', { name: 'Chat' }).click();
      await page.getByPlaceholder('Ask SOE anything…').fill('Revenue by account manager');
      await page.getByRole('tabpanel', { name: 'Chat' }).getByRole('button', { name: 'Send' }).click();
      const log = page.getByRole('log', { name: 'Messages' });
      await page.waitForFunction(
        () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
        null,
        { timeout: 60_000 },
      );
      let answer = await storedAnswer(page, conversationId);
      for (let i = 0; i < 40 && !answer.text; i++) {
        await page.waitForTimeout(250);
        answer = await storedAnswer(page, conversationId);
      }
      const seen = `the answer: ${answer.text} (sources: ${answer.sources.join(', ')})`;
      assert.ok(answer.sources.includes('Demo Company'), `the Demo Company is a source — ${seen}`);
      assert.ok(answer.sources.includes(FILE_NAME), `the spreadsheet is a source — ${seen}`);
      const [table] = answer.tables;
      assert.ok(table, `the answer has a table — ${seen}`);
      const manager = table.headers.find((h) => /manager/i.test(h.label))?.key;
      const revenue = table.headers.find((h) => /revenue|total|amount/i.test(h.label))?.key;
      assert.ok(manager && revenue, `a manager and a revenue column — ${seen}`);
      assert.deepEqual(
        Object.fromEntries(table.rows.filter((r) => r[manager] in REVENUE).map((r) => [r[manager], r[revenue]])),
        REVENUE,
        seen,
      );
      for (const name of Object.keys(REVENUE)) await log.getByRole('cell', { name, exact: true }).first().waitFor();
      await log.getByText(new RegExp(`Sources: .*(Demo Company.*${FILE_NAME}|${FILE_NAME}.*Demo Company)`)).waitFor();
      await ctx.axe(page, 'cross-system answer 1280');
      await ctx.screenshot(page, 'cross-system-answer-1280');
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
