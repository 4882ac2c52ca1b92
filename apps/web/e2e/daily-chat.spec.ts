/**
 * The first ten minutes and the daily chat (issue 19): sign up, suggestions from the Demo Company, Try Demo
 * with its figures checked against the demo data, follow-ups, rename the
 * conversation, find it by search, download the whole chart as a PNG, and scroll past the last message
 * without the page scrolling away.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { generateDemoData } from '../../server/src/modules/connectors/demo/generate';
import { DESKTOP, MOBILE, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const DEMO_QUESTION = 'Who are our top 5 customers by revenue?';
const NARROWER = 'just the top 3';
const FOLLOW_UP = 'Revenue by month in 2025';
/** The chips the chat had before they came from the user's systems: none of them answered. */
const FIXED_CHIPS = ['Q4 sales summary', 'Customer acquisition cost', 'Industry benchmarks', 'Show Q4 pipeline'];

/**
 * The Demo Company's top accounts by invoiced revenue, from its generated rows (the data the server loads), so
 * the figures are checked against the data rather than against the engine that computed them.
 */
function topAccountsByInvoices(n: number): Array<{ name: string; cents: number }> {
  const data = generateDemoData();
  const cents = new Map<unknown, number>();
  for (const i of data.invoices)
    cents.set(i.account_id, (cents.get(i.account_id) ?? 0) + Math.round(Number(i.total) * 100));
  const names = new Map(data.accounts.map((a) => [a.id, String(a.name)]));
  return [...cents]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([id, c]) => ({ name: names.get(id)!, cents: c }));
}

/** The data table of the n-th answer (a chart's own accessible table is another table). */
function answerTable(log, n: number) {
  return log.getByRole('region', { name: 'Data table' }).nth(n).getByRole('table');
}

/** Each body row of a table as [first cell, last cell's figure in cents]. */
async function tableRows(table) {
  const rows = table.getByRole('row');
  await rows.first().waitFor();
  const out = [];
  for (let i = 1; i < (await rows.count()); i++) {
    const cells = rows.nth(i).getByRole('cell');
    const figure = Number((await cells.last().innerText()).replace(/[^\d.-]/g, ''));
    out.push([(await cells.first().innerText()).trim(), Math.round(figure * 100)]);
  }
  return out;
}

async function answerSettled(page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

/** Width, height and how much of a PNG is drawn, read by the browser itself (no image library needed). */
async function pngFacts(page, bytes) {
  return page.evaluate(
    async (dataUrl) => {
      const image = new Image();
      await new Promise((resolve, reject) => {
        image.onload = resolve;
        image.onerror = reject;
        image.src = dataUrl;
      });
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const background = [data[0], data[1], data[2]];
      const colours = new Set();
      let drawn = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (
          Math.abs(data[i] - background[0]) +
            Math.abs(data[i + 1] - background[1]) +
            Math.abs(data[i + 2] - background[2]) >
          30
        )
          drawn++;
        if (i % 40 === 0) colours.add(`${data[i] >> 4},${data[i + 1] >> 4},${data[i + 2] >> 4}`);
      }
      return {
        width: image.naturalWidth,
        height: image.naturalHeight,
        drawnShare: drawn / (data.length / 4),
        colours: colours.size,
      };
    },
    `data:image/png;base64,${bytes.toString('base64')}`,
  );
}

export const tests: E2ETest[] = [
  {
    name: 'daily chat: sign up → Try Demo → follow-up → rename → search → full chart PNG → scroll past the end keeps the header',
    timeout: 180_000,
    async run(ctx) {
      const page = await ctx.newPage();
      const username = `daily-${Date.now().toString(36)}`;
      await signUp(page, { username, email: `${username}@example.com`, password: 'daily chat password' });

      // The home page suggests what the Demo Company can answer, not a fixed list.
      const chips = page.getByRole('list', { name: 'Suggestions' }).getByRole('button');
      await chips.first().waitFor();
      assert.ok((await chips.count()) >= 2, 'the Demo Company suggests questions');
      for (const text of await chips.allInnerTexts())
        assert.ok(!FIXED_CHIPS.includes(text.trim()), `a suggestion from the systems, not "${text}"`);

      // Try Demo: the conversation is titled by its question and answers with a top 5.
      await page.getByRole('button', { name: 'Try Demo' }).click();
      await page.waitForURL(/\/app\/chat\/\d+$/);
      const conversationId = Number(new URL(page.url()).pathname.split('/').pop());
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText(DEMO_QUESTION).first().waitFor();
      await answerSettled(page);
      await page.getByRole('heading', { name: DEMO_QUESTION }).waitFor();
      const answer = await log.innerText();
      assert.doesNotMatch(answer, /^Error:/m, answer);
      // Revenue is what was invoiced: the five accounts with the most invoiced, in order, to the cent.
      const top5 = topAccountsByInvoices(5);
      assert.deepEqual(
        await tableRows(answerTable(log, 0)),
        top5.map((a) => [a.name, a.cents]),
      );

      // The composer has the focus, and gets it back after a send.
      await page.waitForFunction(() => document.activeElement?.id === 'composer');
      // A follow-up narrows the same ranking.
      await page.keyboard.type(NARROWER);
      await page.keyboard.press('Enter');
      await log.getByText(NARROWER).first().waitFor();
      await answerSettled(page);
      await log
        .getByText(/Same as before/)
        .first()
        .waitFor();
      assert.deepEqual(
        await tableRows(answerTable(log, 1)),
        top5.slice(0, 3).map((a) => [a.name, a.cents]),
      );
      await page.waitForFunction(() => document.activeElement?.id === 'composer');
      await page.keyboard.type(FOLLOW_UP);
      await page.keyboard.press('Enter');
      await log.getByText(FOLLOW_UP).first().waitFor();
      await answerSettled(page);
      assert.equal(
        await page.evaluate(() => document.activeElement?.id),
        'composer',
        'focus is back in the composer after the answer',
      );

      // Rename from the sidebar; the header and the list follow.
      const sidebar = page.getByRole('complementary', { name: 'Workspace' });
      await sidebar.getByRole('button', { name: `Options for ${DEMO_QUESTION}` }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename conversation' });
      await rename.getByLabel('Title').fill('Key accounts review');
      await rename.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('heading', { name: 'Key accounts review' }).waitFor();
      await sidebar.getByRole('link', { name: /Key accounts review/ }).waitFor();

      // Search finds it by title and by what was said in it.
      const search = sidebar.getByRole('searchbox', { name: 'Search conversations' });
      await search.fill('accounts review');
      await sidebar.getByRole('link', { name: /Key accounts review/ }).waitFor();
      await search.fill('by month in 2025');
      // The matching text is shown under the title.
      await sidebar.getByRole('link', { name: /Key accounts review.*by month in 2025/i }).waitFor();
      await search.fill('no conversation says this');
      await sidebar.getByText(/No conversations match/).waitFor();
      await search.fill('');
      assert.equal(
        (
          await (await page.request.get(`/api/conversations/search?q=${encodeURIComponent('accounts review')}`)).json()
        )[0].id,
        conversationId,
      );

      // The chart PNG is the whole chart at twice the pixels on screen, with its title, not a legend swatch.
      const chart = log
        .getByRole('figure')
        .filter({ has: page.getByRole('button', { name: 'Download chart as PNG' }) })
        .last();
      await chart.locator('.recharts-wrapper > svg').waitFor();
      const plot = await chart.locator('.recharts-wrapper > svg').boundingBox();
      await ctx.screenshot(page, 'daily-chat-1280');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        chart.getByRole('button', { name: 'Download chart as PNG' }).click(),
      ]);
      const facts = await pngFacts(page, await readFile(await download.path()));
      assert.ok(
        facts.width >= plot.width * 2 && facts.height >= plot.height * 2,
        `2x the plot (${plot.width}×${plot.height}): got ${facts.width}×${facts.height}`,
      );
      assert.ok(facts.drawnShare > 0.02 && facts.colours > 8, `the PNG is not blank: ${JSON.stringify(facts)}`);

      // Wheel far past the last message: the messages scroll, the page does not.
      await log.hover();
      for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 2000);
      const layout = await page.evaluate(() => ({
        pageHeight: document.documentElement.scrollHeight,
        window: window.innerHeight,
        scrolled: document.scrollingElement.scrollTop,
        headerTop: document.querySelector('header').getBoundingClientRect().top,
      }));
      assert.ok(
        layout.pageHeight <= layout.window + 1,
        `the page is no taller than the window: ${JSON.stringify(layout)}`,
      );
      assert.equal(layout.scrolled, 0);
      assert.equal(layout.headerTop, 0, 'the header stays in view');
      await ctx.screenshot(page, 'daily-chat-scrolled-1280');

      // The keyboard help is one key away.
      await page.locator('body').click({ position: { x: 5, y: 400 } });
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await ctx.screenshot(page, 'daily-chat-shortcuts-1280');
      await page.keyboard.press('Escape');

      // At 375 px the conversation and its tables fit the screen width.
      await page.setViewportSize(MOBILE);
      await page.reload();
      await log.getByRole('table').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no page-wide horizontal scrolling at 375 px (overflow ${overflow}px)`);
      await ctx.screenshot(page, 'daily-chat-375');
      await page.setViewportSize(DESKTOP);
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
