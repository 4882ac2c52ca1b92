/**
 * The first ten minutes and the daily chat (issue 19): sign up, Try Demo, a follow-up, rename the
 * conversation, find it by search, download the whole chart as a PNG, and scroll past the last message
 * without the page scrolling away.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { DESKTOP, MOBILE, signUp } from './support';
import { registerTests, type E2ETest } from './fixtures';

const DEMO_QUESTION = 'Who are our top 5 customers by revenue?';
const FOLLOW_UP = 'Revenue by month in 2025';

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
      // The ranking itself is the engine's (its revenue definition is checked against SQL there): here, five rows of figures.
      const rows = log.getByRole('table').first().getByRole('row');
      await rows.first().waitFor();
      assert.equal(await rows.count(), 6, 'a header row and five customers');
      assert.match(await rows.nth(1).innerText(), /\d/);

      // The composer has the focus, and gets it back after a send.
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
