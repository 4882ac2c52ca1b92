/* global document, window */
/**
 * Dashboards in the browser (issue 35), at 1280 and at 375 px: a new user asks the Demo Company three questions,
 * pins the answers (a figure, a table, a chart) to a new board, reorders the tiles by keyboard and by dragging,
 * resizes one, sets a period and shares the board with the workspace; a teammate who joined by invitation opens it
 * read-only. axe on the pin dialog and the board; screenshots of both at each width.
 */
import assert from 'node:assert/strict';
import type { Page, WebSocket } from '@playwright/test';
import { axeWithoutToasts } from './axe-settled';
import { SCHEDULES_MESSAGE } from '../../../packages/shared/src/plans';
import { DESKTOP, MOBILE, OWNER, signUp, signedInPage, type TestContext } from './support';
import { registerTests, type E2ETest } from './fixtures';

/** The three answers and the form each is pinned in (preselected from what the answer shows). */
const QUESTIONS = [
  { question: 'Total revenue', form: 'Figure' },
  { question: 'Revenue by month', form: 'Table' },
  { question: 'Sales by country', form: 'Bar' },
] as const;
const BOARD = 'Sales overview';

type Viewport = { width: number; height: number };

async function answerSettled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

/** The page scrolls sideways by no more than a pixel. */
const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/** Asks a question (from the home page the first time, then in the conversation) and returns its answer count. */
async function ask(page: Page, question: string, first: boolean) {
  const log = page.getByRole('log', { name: 'Messages' });
  const before = first ? 0 : await log.getByRole('button', { name: 'Pin to dashboard' }).count();
  if (first) await page.goto('/app');
  await page.getByPlaceholder('Ask SOE anything…').fill(question);
  await page.getByRole('button', { name: 'Send' }).click();
  if (first) await page.waitForURL(/\/app\/chat\/\d+$/);
  await log.getByText(question, { exact: true }).first().waitFor();
  await answerSettled(page);
  // Each answer from data offers the pin.
  await log.getByRole('button', { name: 'Pin to dashboard' }).nth(before).waitFor({ timeout: 60_000 });
  return log;
}

/** The tiles' titles in board order. */
async function tileTitles(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Tiles' })
    .getByRole('article')
    .evaluateAll((tiles) => tiles.map((tile) => tile.querySelector('h2')?.textContent?.trim() ?? ''));
}

/** Every tile has its figures (or says why not): no loading skeleton is left. */
async function tilesSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-label="Tiles"] article').length > 0 &&
      !document.querySelector('[aria-label="Tiles"] [role="status"][aria-label="Loading figures"]'),
    null,
    { timeout: 60_000 },
  );
}

const orderSaved = (page: Page) =>
  page.waitForResponse((res) => res.url().includes('/tiles/order') && res.request().method() === 'PUT');

/** Drags a tile by its handle onto another tile, with the mouse, in small steps as a hand would. */
async function dragTile(page: Page, title: string, onto: string) {
  const handle = page.getByRole('button', { name: `Move or resize ${title}` });
  const from = await handle.boundingBox();
  const target = await page.getByRole('article', { name: onto }).boundingBox();
  assert.ok(from && target, 'the handle and the target are on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 6 px that tell a drag from a click, then to the target's middle.
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.mouse.up();
}

/** Opens the side menu (the sheet on a phone) and follows its "All dashboards" link. */
async function openDashboardsFromMenu(ctx: TestContext, page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Navigation' });
    // The full menu lists the boards by name under Dashboard.
    await sheet.getByRole('link', { name: BOARD }).waitFor();
    await ctx.screenshot(page, 'dashboards-menu-375');
    await sheet.getByRole('link', { name: 'All dashboards' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'All dashboards' }).click();
  }
  await page.waitForURL('**/app/dashboards');
  await page.getByRole('heading', { name: 'Dashboards', level: 1 }).waitFor();
}

/** The whole story at one width, with its own two accounts (a Free plan keeps one board each). */
async function boardStory(ctx: TestContext, viewport: Viewport, tag: string) {
  const phone = viewport.width < 768;
  const suffix = `${tag}-${Date.now().toString(36)}`;
  const lead = {
    username: `dash-lead-${suffix}`,
    email: `dash-lead-${suffix}@example.com`,
    password: 'dash lead pw 1',
  };
  const mate = {
    username: `dash-mate-${suffix}`,
    email: `dash-mate-${suffix}@example.com`,
    password: 'dash mate pw 1',
  };

  const page = await ctx.newPage({ viewport });
  await signUp(page, lead);

  // An invitation link for the teammate, made first: the board is shared with this workspace later.
  await page.goto('/app/team');
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const invitation = await page.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  assert.match(invitation, /\/invite\//);

  // Three answers, each pinned in the form it showed.
  for (const [index, { question, form }] of QUESTIONS.entries()) {
    const log = await ask(page, question, index === 0);
    await log.getByRole('button', { name: 'Pin to dashboard' }).last().click();
    const dialog = page.getByRole('dialog', { name: 'Pin to dashboard' });
    await dialog.waitFor();
    const target = dialog.getByLabel('Dashboard', { exact: true });
    if (index === 0) {
      await page.waitForFunction(
        () => (document.querySelector('[role="dialog"] select') as HTMLSelectElement | null)?.value === 'new',
      );
      await dialog.getByLabel('New dashboard name').fill(BOARD);
    } else {
      await dialog.getByRole('option', { name: BOARD }).waitFor({ state: 'attached' });
      assert.equal(await target.locator('option:checked').innerText(), BOARD);
    }
    assert.equal(await dialog.getByRole('radio', { name: form }).getAttribute('aria-checked'), 'true', form);
    assert.equal(await dialog.getByLabel('Title').inputValue(), question);
    if (index === 0) {
      await axeWithoutToasts(ctx, page, `the pin dialog at ${viewport.width} px`);
      assert.ok(await pageFits(page), `the pin dialog fits ${viewport.width} px`);
      await ctx.screenshot(page, `dashboards-pin-${viewport.width}`);
    }
    const pinned = page.waitForResponse((res) => /\/api\/dashboards\/(pins|\d+\/tiles)$/.test(res.url()));
    await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
    assert.equal((await pinned).status(), 201);
    await dialog.waitFor({ state: 'detached' });
  }

  // The Dashboards page from the side menu, then the board.
  await openDashboardsFromMenu(ctx, page, phone);
  await page.getByRole('region', { name: 'My dashboards' }).getByRole('link', { name: BOARD }).click();
  await page.waitForURL(/\/app\/dashboards\/\d+$/);
  const boardUrl = page.url();
  await page.getByRole('heading', { name: BOARD, level: 1 }).waitFor();
  await tilesSettled(page);
  assert.deepEqual(
    await tileTitles(page),
    QUESTIONS.map((q) => q.question),
  );
  // Each tile in its form: a big figure, a table, a chart.
  const figure = page.getByRole('article', { name: 'Total revenue' });
  assert.match(await figure.innerText(), /\d{1,3}(,\d{3})+\.\d\d/);
  assert.match(await figure.innerText(), /As of \d\d:\d\d/);
  await page.getByRole('article', { name: 'Revenue by month' }).getByRole('table').waitFor();
  await page.getByRole('article', { name: 'Sales by country' }).locator('svg.recharts-surface').first().waitFor();

  // Keyboard: the first tile one place on; the move is announced and focus stays on its handle.
  const handle = page.getByRole('button', { name: 'Move or resize Total revenue' });
  await handle.focus();
  let saved = orderSaved(page);
  await page.keyboard.press('ArrowRight');
  assert.equal((await saved).status(), 200);
  assert.deepEqual(await tileTitles(page), ['Revenue by month', 'Total revenue', 'Sales by country']);
  await page.getByText('Total revenue moved to position 2 of 3.').waitFor();
  assert.equal(await handle.evaluate((el) => el === document.activeElement), true, 'focus stays on the handle');
  // Shift+Right: one column wider.
  const widened = page.waitForResponse((res) => /\/tiles\/\d+$/.test(res.url()) && res.request().method() === 'PATCH');
  await page.keyboard.press('Shift+ArrowRight');
  assert.equal((await widened).status(), 200);
  await page.getByText('Total revenue is now 2 columns wide, 1 row tall.').waitFor();

  // Drag: the chart onto the first tile's place (the grid at the top of the window, so both are on screen).
  await page.getByRole('region', { name: 'Tiles' }).evaluate((grid) => grid.scrollIntoView({ block: 'start' }));
  saved = orderSaved(page);
  await dragTile(page, 'Sales by country', 'Revenue by month');
  assert.equal((await saved).status(), 200);
  assert.deepEqual(await tileTitles(page), ['Sales by country', 'Revenue by month', 'Total revenue']);

  // The order is the server's: a reload shows it.
  await page.reload();
  await tilesSettled(page);
  assert.deepEqual(await tileTitles(page), ['Sales by country', 'Revenue by month', 'Total revenue']);

  // A period for every tile: the board runs again with it, and each tile says what it covers.
  const rerun = page.waitForResponse((res) => res.url().includes('/results') && res.url().includes('last_12_months'));
  await page.getByLabel('Period').selectOption('last_12_months');
  assert.equal((await rerun).status(), 200);
  await tilesSettled(page);
  await page
    .getByRole('region', { name: 'Tiles' })
    .getByText(/\d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}|Period not applied: no date column/)
    .first()
    .waitFor();

  // Shared with the workspace, read-only.
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share dashboard' });
  await share.getByRole('radio', { name: 'Workspace can view' }).click();
  await share.getByRole('button', { name: 'Save' }).click();
  await share.waitFor({ state: 'detached' });
  await page.getByText('Workspace can view', { exact: true }).first().waitFor();

  // Scheduled deliveries are not in the Free plan: the server's words, with a way to upgrade.
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this dashboard' });
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  const refusal = schedule.getByRole('alert');
  await refusal.getByText(SCHEDULES_MESSAGE).waitFor();
  assert.equal(await refusal.getByRole('link', { name: 'Upgrade' }).getAttribute('href'), '/subscription-plans');
  await schedule.getByRole('button', { name: 'Cancel' }).click();
  await schedule.waitFor({ state: 'detached' });

  await axeWithoutToasts(ctx, page, `the board at ${viewport.width} px`);
  assert.ok(await pageFits(page), `the board fits ${viewport.width} px`);
  if (phone) {
    // One column: every tile starts at the same x and is as wide as the others.
    const boxes = await page
      .getByRole('region', { name: 'Tiles' })
      .getByRole('article')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getBoundingClientRect()).map((r) => [r.x, r.width]));
    assert.ok(
      boxes.every(([x, width]) => Math.abs(x - boxes[0][0]) < 1 && Math.abs(width - boxes[0][1]) < 1),
      `tiles stack in one column: ${JSON.stringify(boxes)}`,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await ctx.screenshot(page, `dashboards-board-${viewport.width}`);

  // The teammate joins through the link and opens the board from "Shared with me": read-only.
  const teammate = await ctx.newPage({ viewport });
  await teammate.goto(invitation);
  await teammate.getByRole('link', { name: 'Sign up or sign in' }).click();
  await teammate.waitForURL('**/auth');
  await teammate.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = teammate.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Username').fill(mate.username);
  await panel.getByLabel('Email').fill(mate.email);
  await panel.getByLabel('Password', { exact: true }).fill(mate.password);
  await panel.getByLabel('Confirm Password').fill(mate.password);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await teammate.waitForURL('**/invite/**', { timeout: 20_000 });
  await teammate.getByRole('button', { name: 'Join workspace' }).click();
  await teammate.waitForURL('**/app/team');

  await teammate.goto('/app/dashboards');
  await teammate.getByRole('region', { name: 'Shared with me' }).getByRole('link', { name: BOARD }).click();
  await teammate.waitForURL(boardUrl);
  await teammate.getByRole('heading', { name: BOARD, level: 1 }).waitFor();
  await tilesSettled(teammate);
  await teammate.getByText('View only', { exact: true }).first().waitFor();
  await teammate
    .getByText(/^Shared by /)
    .first()
    .waitFor();
  assert.deepEqual(await tileTitles(teammate), ['Sales by country', 'Revenue by month', 'Total revenue']);
  // No edit control: no handles, no share, no schedule, no delete, titles are not rename buttons.
  for (const name of [/^Move or resize/, /^Share$/, /^Schedule$/, /^Delete$/])
    assert.equal(await teammate.getByRole('button', { name }).count(), 0, String(name));
  assert.equal(await teammate.getByRole('region', { name: 'Tiles' }).locator('h2 button').count(), 0);
  // The lead's Demo Company is theirs alone: the teammate sees why, never its figures.
  const tiles = teammate.getByRole('region', { name: 'Tiles' });
  assert.equal(await tiles.getByText('No access', { exact: true }).count(), 3);
  assert.doesNotMatch(await tiles.innerText(), /\d{1,3}(,\d{3})+\.\d\d/);
  await axeWithoutToasts(ctx, teammate, `the board read-only at ${viewport.width} px`);
  assert.ok(await pageFits(teammate), `the read-only board fits ${viewport.width} px`);
  await ctx.screenshot(teammate, `dashboards-teammate-${viewport.width}`);
  ctx.assertNoPageProblems();
}

/**
 * A staff member (every plan feature) schedules a board and sends it now: the delivery reaches the bell over the
 * socket, unread, and leads back to the board; the staff's Scheduled jobs lists it.
 */
async function deliveryStory(ctx: TestContext) {
  const page = await signedInPage(ctx);
  const name = `Deliveries ${Date.now().toString(36)}`;
  const log = await ask(page, 'Total revenue', true);
  await log.getByRole('button', { name: 'Pin to dashboard' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Pin to dashboard' });
  await dialog.getByLabel('Dashboard', { exact: true }).selectOption('new');
  await dialog.getByLabel('New dashboard name').fill(name);
  const pinned = page.waitForResponse((res) => res.url().endsWith('/api/dashboards/pins'));
  await dialog.getByRole('button', { name: 'Pin', exact: true }).click();
  const { dashboardId } = await (await pinned).json();
  // The board's page opens its own socket (2 s after loading, spec §9): the delivery below is pushed on it.
  const socketOpen = new Promise<WebSocket>((resolve) =>
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"connection_established"')) resolve(ws);
      }),
    ),
  );
  await page.goto(`/app/dashboards/${dashboardId}`);
  await tilesSettled(page);
  const socket = await socketOpen;

  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule this dashboard' });
  await schedule.getByRole('radio', { name: 'Daily' }).click();
  await schedule.getByLabel('Time').fill('07:45');
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await schedule.waitFor({ state: 'detached' });
  const schedules = page.getByRole('list', { name: 'Schedules' });
  const row = schedules.getByRole('listitem').filter({ hasText: name });
  await row.getByText(/^Daily at 07:45/).waitFor();
  await row.getByText(/Last run: never/).waitFor();

  // Send now: delivered in the request and pushed over the socket; the bell shows it without a reload.
  const pushed = socket.waitForEvent('framereceived', {
    predicate: (frame) => String(frame.payload).includes('"type":"notification"'),
    timeout: 30_000,
  });
  await row.getByRole('button', { name: /^Send now/ }).click();
  const event = JSON.parse(String((await pushed).payload));
  assert.equal(event.payload.notification.title, name);
  assert.equal(event.payload.notification.link, `/app/dashboards/${dashboardId}`);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Notifications, ${event.payload.unread} unread` })
    .waitFor();
  await row.getByText(/Last run: (Just now|\d+ seconds? ago)/).waitFor();

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: name }).first();
  await item.waitFor();
  await axeWithoutToasts(ctx, page, 'the notification list');
  await ctx.screenshot(page, 'dashboards-bell-1280');
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await axeWithoutToasts(ctx, page, 'a board with its schedules');
  await ctx.screenshot(page, 'dashboards-schedules-1280');

  // The staff's view of every scheduled job.
  await page.goto('/admin');
  const jobs = page.getByRole('table', { name: 'Scheduled jobs' });
  const job = jobs.getByRole('row').filter({ hasText: name });
  await job.waitFor();
  assert.match(await job.innerText(), new RegExp(OWNER.email.replace('.', '\\.')));
  assert.match(await job.innerText(), /OK/);
  ctx.assertNoPageProblems();
}

export const tests: E2ETest[] = [
  {
    name: 'dashboards: pin three answers, reorder by keyboard and drag, a period, shared read-only — 1280 px',
    timeout: 300_000,
    run: (ctx) => boardStory(ctx, DESKTOP, 'wide'),
  },
  {
    name: 'dashboards: pin three answers, reorder by keyboard and drag, a period, shared read-only — 375 px',
    timeout: 300_000,
    run: (ctx) => boardStory(ctx, MOBILE, 'phone'),
  },
  {
    name: 'dashboards: a scheduled board sent now rings the bell live; staff see it in Scheduled jobs',
    timeout: 180_000,
    run: deliveryStory,
  },
];

registerTests(tests);
