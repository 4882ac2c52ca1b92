/* global document, MutationObserver, window */
/** Documents browser tests (issue 7): upload from the composer with live status, an exact answer from a CSV, the Documents tab, delete. */
import assert from 'node:assert/strict';
import { MOBILE, OWNER, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

// 0.1 + 0.2 is not 0.3 in floating point: the exact figure shows the sum is decimal.
const CSV = [
  'Region,Amount,Sold On',
  'North,0.1,2024-01-05',
  'South,100.25,2024-01-06',
  'North,0.2,2024-02-01',
  'West,"1,000.00",2024-02-03',
  'South,19.99,2024-03-09',
  'North,1200,2024-03-10',
].join('\n');
const EXPECTED = { North: 1200.3, South: 120.24, West: 1000 };
const FILE_NAME = 'regional-sales-2024.csv';

async function toast(page, title) {
  await page.locator('[data-sonner-toast]').filter({ hasText: title }).first().waitFor({ state: 'visible' });
}

/** The owner exists first, so the users below are ordinary users (never the instance's owner). */
async function ensureOwner(ctx) {
  const page = await ctx.newPage();
  const res = await page.request.post('/api/register', { data: { ...OWNER, firstName: 'Owner', lastName: 'Account' } });
  assert.ok(res.status() === 201 || res.status() === 409, `owner: ${res.status()}`);
  await page.close();
}

async function newUserWithConversation(ctx, username, options = {}) {
  await ensureOwner(ctx);
  const page = await ctx.newPage(options);
  await signUp(page, { username, email: `${username}@example.com`, password: 'documents password' });
  const me = await (await page.request.get('/api/user')).json();
  assert.equal(me.isOwner, false, 'the test user must not be the owner');
  const res = await page.request.post('/api/conversations', { data: { title: 'Regional sales' } });
  assert.equal(res.status(), 201);
  const { id } = await res.json();
  await page.goto(`/app/chat/${id}`);
  await page.getByRole('tab', { name: 'Chat' }).waitFor();
  return { page, conversationId: id };
}

/** Every data-status an element matching `selector` takes from now on, in order. */
async function recordStatuses(page, selector) {
  await page.evaluate((sel) => {
    window.__statuses = [];
    const seen = () => {
      for (const el of document.querySelectorAll(sel)) {
        const s = el.getAttribute('data-status');
        if (s && window.__statuses[window.__statuses.length - 1] !== s) window.__statuses.push(s);
      }
    };
    new MutationObserver(seen).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-status'],
    });
  }, selector);
  return () => page.evaluate(() => window.__statuses);
}

/** The [TABLE:json] blocks of the conversation's stored answers. */
async function storedTables(page, conversationId) {
  const messages = await (await page.request.get(`/api/conversations/${conversationId}/messages`)).json();
  const tables = [];
  for (const message of messages) {
    if (message.role !== 'assistant') continue;
    for (const match of message.content.matchAll(/\[TABLE:(\{.*?\})\]\s*(?:\n|$)/gs))
      tables.push({ table: JSON.parse(match[1]), sources: message.systemSources });
  }
  return tables;
}

const tests: E2ETest[] = [
  {
    name: 'documents: a new user uploads a CSV from the composer, sees pending → processed live, gets the exact total by region, then deletes it',
    timeout: 150_000,
    async run(ctx) {
      const { page, conversationId } = await newUserWithConversation(ctx, 'docs-user');
      const chat = page.getByRole('tabpanel', { name: 'Chat' });
      const statuses = await recordStatuses(page, '[aria-label="Attached documents"] [data-status]');

      // Picking nothing says so (spec §5).
      await chat.locator('input[type="file"]').setInputFiles([]);
      await toast(page, 'No file selected');

      await chat
        .locator('input[type="file"]')
        .setInputFiles({ name: FILE_NAME, mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await toast(page, 'Document uploaded');
      const attached = chat.getByRole('list', { name: 'Attached documents' }).getByRole('listitem');
      await attached.first().waitFor();
      // The name is cut at 15 characters on the chip; the whole name is its title.
      assert.equal((await attached.first().locator('span').nth(0).innerText()).trim(), 'regional-sales-…');
      assert.equal(await attached.first().getAttribute('title'), FILE_NAME);
      await page.waitForSelector('[aria-label="Attached documents"] [data-status="processed"]', { timeout: 60_000 });
      const seen = await statuses();
      assert.equal(seen[seen.length - 1], 'processed');
      assert.ok(
        seen.includes('pending') || seen.includes('processing'),
        `status shown live before processed: ${seen.join(' → ')}`,
      );
      await chat.getByRole('button', { name: 'Clear all' }).waitFor();
      await ctx.axe(page, 'composer with an attached document');
      await ctx.screenshot(page, 'documents-composer-attached-1280');

      await page.getByPlaceholder('Ask SOE anything…').fill('total amount by region');
      await chat.getByRole('button', { name: 'Send' }).click();
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText(FILE_NAME).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(
        () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
        null,
        { timeout: 60_000 },
      );
      // Sent: the document stays attached for the next question.
      await chat.getByRole('list', { name: 'Attached documents' }).getByTitle(FILE_NAME).waitFor();
      assert.equal(await chat.getByRole('button', { name: 'Attach regional-sales-…' }).count(), 0);

      const [answer] = await storedTables(page, conversationId);
      assert.ok(answer, 'the answer has a table');
      assert.deepEqual(answer.sources, [FILE_NAME]);
      const region = answer.table.headers.find((h) => /region/i.test(h.label)).key;
      const amount = answer.table.headers.find((h) => /amount/i.test(h.label)).key;
      assert.deepEqual(Object.fromEntries(answer.table.rows.map((r) => [r[region], r[amount]])), EXPECTED);
      for (const name of Object.keys(EXPECTED)) await log.getByRole('cell', { name, exact: true }).first().waitFor();
      await ctx.screenshot(page, 'documents-answer-1280');

      await page.getByRole('tab', { name: 'Documents' }).click();
      const tab = page.getByRole('tabpanel', { name: 'Documents' });
      await tab.getByRole('heading', { name: 'Conversation Documents' }).waitFor();
      const row = tab.getByRole('row').filter({ hasText: FILE_NAME });
      await row.getByText('Processed').waitFor();
      await row.getByText(`${Math.round(Buffer.byteLength(CSV) / 1024)} KB`).waitFor();
      await ctx.axe(page, 'Documents tab');
      await ctx.screenshot(page, 'documents-tab-1280');

      await row.getByRole('button', { name: `Delete ${FILE_NAME}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to delete this document?').waitFor();
      await ctx.axe(page, 'delete document dialog');
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await toast(page, 'Document deleted');
      await tab.getByText('No documents found').waitFor();
      assert.deepEqual(await (await page.request.get('/api/documents')).json(), []);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'documents: at 375 px the Documents tab uploads with live status, shows a failure with Retry, and the composer offers the documents as chips',
    timeout: 150_000,
    async run(ctx) {
      const { page } = await newUserWithConversation(ctx, 'docs-mobile', { viewport: MOBILE });
      await page.getByRole('tab', { name: 'Documents' }).click();
      const tab = page.getByRole('tabpanel', { name: 'Documents' });
      await tab.getByText('No documents found').waitFor();
      const files = [
        { name: 'quarterly-targets.csv', mimeType: 'text/csv', buffer: Buffer.from('Team,Target\nOps,10\nDev,20\n') },
        {
          name: 'meeting-notes.md',
          mimeType: 'text/markdown',
          buffer: Buffer.from('# Notes\n\nThe launch moves to May.'),
        },
        { name: 'summary.txt', mimeType: 'text/plain', buffer: Buffer.from('Summary of the year.') },
        { name: 'budget.csv', mimeType: 'text/csv', buffer: Buffer.from('Item,Cost\nRent,1200\n') },
        { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<script>window.__xss=1</script>') },
      ];
      for (const file of files) {
        await tab.locator('input[type="file"]').setInputFiles(file);
        await toast(page, 'Document uploaded');
        await tab.getByRole('row').filter({ hasText: file.name }).waitFor();
      }
      const html = tab.getByRole('row').filter({ hasText: 'page.html' });
      await html.locator('[data-status="error"]').waitFor();
      await html.getByText(/Unsupported file type/).waitFor();
      for (const name of ['quarterly-targets.csv', 'meeting-notes.md', 'summary.txt', 'budget.csv']) {
        await tab
          .getByRole('row')
          .filter({ hasText: name })
          .locator('[data-status="processed"]')
          .waitFor({ timeout: 60_000 });
      }
      assert.equal(await page.evaluate(() => window.__xss ?? 0), 0);
      await ctx.axe(page, 'Documents tab at 375 px');
      await ctx.screenshot(page, 'documents-tab-375');

      // A failed load shows the spec's text and Retry recovers.
      await page.route('**/api/conversations/*/documents', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' }),
      );
      await page.reload();
      await page.getByRole('tab', { name: 'Documents' }).click();
      await tab.getByText('Failed to load documents').waitFor({ timeout: 20_000 });
      await page.unroute('**/api/conversations/*/documents');
      await tab.getByRole('button', { name: 'Retry' }).click();
      await tab.getByRole('row').filter({ hasText: 'summary.txt' }).waitFor();

      // The composer offers 3 of the 4 readable documents and '+1 more' (names cut at 15 characters); the failed one is not offered.
      await page.getByRole('tab', { name: 'Chat' }).click();
      const chat = page.getByRole('tabpanel', { name: 'Chat' });
      const offered = chat.getByRole('list', { name: 'Conversation documents' });
      await offered.waitFor();
      assert.equal(await offered.getByRole('button', { name: /^Attach / }).count(), 3);
      assert.equal(await offered.getByTitle('page.html').count(), 0);
      assert.equal(
        await offered.getByRole('button', { name: 'Attach meeting-notes.m…', exact: true }).getAttribute('title'),
        'meeting-notes.md',
      );
      await offered.getByRole('button', { name: '+1 more' }).click();
      assert.equal(await offered.getByRole('button', { name: /^Attach / }).count(), 4);
      await offered.getByTitle('meeting-notes.md').click();
      await chat.getByRole('button', { name: 'Clear all' }).waitFor();
      await ctx.axe(page, 'composer chips at 375 px');
      await ctx.screenshot(page, 'documents-composer-375');
      await chat.getByRole('button', { name: 'Clear all' }).click();
      assert.equal(await chat.getByRole('list', { name: 'Attached documents' }).count(), 0);
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
