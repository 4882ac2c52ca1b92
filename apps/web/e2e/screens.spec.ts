/* global document */
/**
 * The daily chat's screens at 1280 and 375 px (issue 41): the landing page's way in, a year of months on a chart
 * (labels measured in the page: none overlapping at 375, none cut at 1280), every page the issue names fitting a
 * phone (nothing wider than its card; wide tables scroll inside their card and say so), the admin page's 403 and
 * live audit log, and plan buttons that offer only what the server will do. axe runs on each at both widths.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { axeWithoutToasts } from './axe-settled';
import { DESKTOP, MOBILE, fillSignIn, layoutProblems, openMyAccount, type TestContext } from './support';
import { registerTests, type E2ETest } from './fixtures';

const YEAR_QUESTION = 'Revenue by month in 2025';
const PRO_MEMBER = { username: 'e2e-screens-pro', email: 'e2e-screens-pro@example.com', password: 'screens-pro-pw' };

async function expectFits(page: Page, label: string) {
  assert.deepEqual(await layoutProblems(page), [], label);
}

/** The x labels of the first chart on the page, and the chart's drawing area, as the page lays them out. */
async function chartLabels(page: Page) {
  return page.evaluate(() => {
    const figure = [...document.querySelectorAll('figure')].find((f) => f.querySelector('.recharts-wrapper'));
    const surface = [...(figure?.querySelectorAll('svg.recharts-surface') ?? [])].sort(
      (a, b) => b.getBoundingClientRect().width - a.getBoundingClientRect().width,
    )[0];
    const frame = surface!.getBoundingClientRect();
    const card = figure!.getBoundingClientRect();
    const labels = [...figure!.querySelectorAll('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')].map(
      (text) => {
        const box = text.getBoundingClientRect();
        return { text: text.textContent ?? '', left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      },
    );
    return {
      labels,
      svg: { left: frame.left, right: frame.right, top: frame.top, bottom: frame.bottom },
      card: { left: card.left, right: card.right },
    };
  });
}

function assertLabelsFit({ labels, svg, card }: Awaited<ReturnType<typeof chartLabels>>, width: number) {
  assert.ok(labels.length >= 4, `${width}px: labels are shown (${labels.length})`);
  for (const label of labels) {
    assert.ok(label.left >= svg.left - 0.5 && label.right <= svg.right + 0.5, `${width}px: "${label.text}" is whole`);
    assert.ok(label.left >= card.left && label.right <= card.right, `${width}px: "${label.text}" is inside the card`);
    assert.ok(label.bottom <= svg.bottom + 0.5, `${width}px: "${label.text}" is not cut at the bottom`);
  }
  const sorted = [...labels].sort((a, b) => a.left - b.left);
  for (let i = 1; i < sorted.length; i++) {
    const [a, b] = [sorted[i - 1]!, sorted[i]!];
    const overlap = a.right > b.left + 0.5 && a.bottom > b.top + 0.5 && b.bottom > a.top + 0.5;
    assert.ok(!overlap, `${width}px: "${a.text}" and "${b.text}" overlap`);
  }
}

async function ownerPage(ctx: TestContext, viewport = DESKTOP) {
  if (!ctx.shared.storageState) throw new Error('No signed-in session: app.spec.ts must run first');
  return ctx.newPage({ viewport, storageState: ctx.shared.storageState });
}

async function answerSettled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[role="log"] [role="status"], [role="log"] [aria-busy="true"]'),
    null,
    { timeout: 60_000 },
  );
}

const tests: E2ETest[] = [
  {
    name: 'screens: the landing page offers Sign up beside the waitlist while sign-up is open, straight to the Sign Up tab',
    async run(ctx) {
      for (const viewport of [DESKTOP, MOBILE]) {
        const page = await ctx.newPage({ viewport });
        await page.goto('/');
        const signUp = page.getByRole('link', { name: 'Sign up', exact: true }).first();
        await signUp.waitFor();
        assert.equal(await signUp.getAttribute('href'), '/auth?tab=signup');
        // The waitlist no longer promises a spot while anyone may sign up.
        const waitlist = page.locator('#waitlist');
        await waitlist.getByText('Sign-up is open').waitFor();
        await expectFits(page, `/ at ${viewport.width}px`);
        await ctx.axe(page, `/ at ${viewport.width}px`);
        await ctx.screenshot(page, `screens-landing-${viewport.width}`);
        await signUp.click();
        await page.waitForURL('**/auth?tab=signup');
        await page.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Confirm Password').waitFor();
        await expectFits(page, `/auth at ${viewport.width}px`);
        await ctx.axe(page, `/auth at ${viewport.width}px`);
      }
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'screens: a year of months on a line chart: labels never overlap at 375 px and none is cut at 1280 px',
    timeout: 120_000,
    async run(ctx) {
      const phone = await ownerPage(ctx, MOBILE);
      await phone.goto('/app');
      await phone.getByPlaceholder('Ask SOE anything…').fill(YEAR_QUESTION);
      await phone.keyboard.press('Enter');
      await phone.waitForURL(/\/app\/chat\/\d+$/, { timeout: 30_000 });
      await answerSettled(phone);
      const chart = phone
        .locator('figure')
        .filter({ has: phone.locator('.recharts-wrapper') })
        .first();
      await chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor();
      // Straight segments between the months: a smoothed curve would invent values between them.
      const path = await chart.locator('.recharts-line-curve').first().getAttribute('d');
      assert.ok(path && !/[CQS]/i.test(path), `the line is straight segments: ${path?.slice(0, 60)}`);
      await chart.scrollIntoViewIfNeeded();
      const narrow = await chartLabels(phone);
      assertLabelsFit(narrow, 375);
      await ctx.screenshot(phone, 'screens-chart-375');
      ctx.shared.screensConversation = new URL(phone.url()).pathname;

      const desk = await ownerPage(ctx, DESKTOP);
      await desk.goto(ctx.shared.screensConversation);
      const deskChart = desk
        .locator('figure')
        .filter({ has: desk.locator('.recharts-wrapper') })
        .first();
      await deskChart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor();
      await deskChart.scrollIntoViewIfNeeded();
      const wide = await chartLabels(desk);
      assertLabelsFit(wide, 1280);
      // At 1280 there is room for every month, the last one whole.
      assert.equal(wide.labels.length, 12, 'all twelve months at 1280 px');
      assert.equal(wide.labels.at(-1)?.text, 'Dec');
      await ctx.screenshot(desk, 'screens-chart-1280');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'screens: at 375 px every page fits; tables scroll inside their card with a cue; axe at 375 and 1280',
    timeout: 180_000,
    async run(ctx) {
      const conversation = ctx.shared.screensConversation ?? '/app';
      const pages = [
        '/app',
        conversation,
        '/app/integrations',
        '/admin',
        '/app/team',
        '/subscription-plans',
        '/app/analytics',
        '/test-chat',
      ];
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await ownerPage(ctx, viewport);
        for (const path of pages) {
          await page.goto(path);
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await expectFits(page, `${path} at ${viewport.width}px`);
          await axeWithoutToasts(ctx, page, `${path} at ${viewport.width}px`);
          await ctx.screenshot(page, `screens${path.replace(/\//g, '-')}-${viewport.width}`);
        }
      }

      const phone = await ownerPage(ctx, MOBILE);
      await phone.goto('/app');
      // The header keeps the access badge and the 'My Account' label on a phone.
      const header = phone.locator('header').filter({ has: phone.getByRole('button', { name: 'My Account' }) });
      await header.getByText('ADMIN', { exact: true }).waitFor();
      assert.equal((await phone.getByRole('button', { name: 'My Account' }).innerText()).trim(), 'My Account');
      // Suggestion chips stay on the screen.
      const chips = phone.getByRole('list', { name: 'Suggestions' }).getByRole('button');
      await chips.first().waitFor();
      for (const box of await chips.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON())))
        assert.ok(box.right <= 375, `a chip ends at ${box.right}px`);

      // The sidebar's close button leaves 'New question' whole.
      await phone.getByRole('button', { name: 'Show sidebar' }).click();
      const sheet = phone.getByRole('dialog', { name: 'Workspace' });
      const newQuestion = await sheet.getByRole('link', { name: 'New question' }).boundingBox();
      const close = await sheet.getByRole('button', { name: 'Close' }).boundingBox();
      assert.ok(
        newQuestion && close && newQuestion.x + newQuestion.width <= close.x,
        'close does not cover New question',
      );
      await ctx.screenshot(phone, 'screens-sidebar-375');
      await phone.keyboard.press('Escape');
      await sheet.waitFor({ state: 'detached' });

      // My Account: 'Member since' whole; the demo listed apart from what the plan counts.
      const account = await openMyAccount(phone);
      const since = account
        .getByRole('definition')
        .filter({ hasText: /\d{4}$/ })
        .first();
      assert.match(await since.innerText(), /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expectFits(phone, 'My Account at 375px');
      await account.getByRole('tab', { name: 'Systems' }).click();
      await account.getByText('Included with every account, not counted by your plan').waitFor();
      await account.getByText('Demo', { exact: true }).waitFor();
      await axeWithoutToasts(ctx, phone, 'My Account at 375px');
      await ctx.screenshot(phone, 'screens-account-systems-375');
      await phone.keyboard.press('Escape');

      // The Staff Admin Console's table scrolls inside the dialog.
      await phone.getByRole('button', { name: 'Admin Console' }).click();
      const consoleDialog = phone.getByRole('dialog', { name: 'Staff Admin Console' });
      await consoleDialog.getByRole('table', { name: 'Users' }).waitFor();
      await expectFits(phone, 'Staff Admin Console at 375px');
      await axeWithoutToasts(ctx, phone, 'Staff Admin Console at 375px');
      await ctx.screenshot(phone, 'screens-console-375');

      await phone.keyboard.press('Escape');
      await consoleDialog.waitFor({ state: 'detached' });

      // Connect System's templates: databases filed as databases, the dialog fitting a phone.
      await phone.goto('/app/integrations');
      await phone.getByRole('button', { name: 'Connect System' }).first().click();
      const connect = phone.getByRole('dialog', { name: 'Connect System' });
      await connect.getByRole('tab', { name: 'Templates' }).click();
      const databases = connect.getByRole('region', { name: 'Databases' });
      await databases.getByRole('button', { name: /^PostgreSQL/ }).waitFor();
      await databases.getByRole('button', { name: /^MySQL/ }).waitFor();
      await expectFits(phone, 'Connect System templates at 375px');
      await axeWithoutToasts(ctx, phone, 'Connect System templates at 375px');
      await ctx.screenshot(phone, 'screens-connect-templates-375');

      // Team at 982 px: its table scrolls in its card when it does not fit.
      const tablet = await ownerPage(ctx, { width: 982, height: 800 });
      await tablet.goto('/app/team');
      await tablet.getByRole('table', { name: 'Workspace members' }).waitFor();
      await expectFits(tablet, '/app/team at 982px');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'screens: /admin shows Access Error at once on a 403, nothing behind it; its audit log shows a delete at once',
    timeout: 90_000,
    async run(ctx) {
      const owner = await ownerPage(ctx);
      await owner.goto('/admin');
      const log = owner.getByRole('table', { name: 'Audit log' });
      await log.waitFor();
      // A user created and deleted from this page appears in the log without a reload.
      const created = await owner.request.post('/api/admin/users', {
        data: { username: 'e2e-screens-gone', email: 'e2e-screens-gone@example.com', password: 'screens-gone-pw' },
      });
      assert.equal(created.status(), 201);
      await owner.reload();
      const row = owner.getByRole('row').filter({ hasText: 'e2e-screens-gone@example.com' });
      await row.getByRole('button', { name: 'Delete e2e-screens-gone' }).click();
      await owner.getByRole('dialog', { name: 'Delete user' }).getByRole('button', { name: 'Delete user' }).click();
      await row.waitFor({ state: 'detached' });
      await log.getByRole('row').filter({ hasText: 'User deleted' }).filter({ hasText: '@e2e-screens-gone' }).waitFor();

      // A staff member whose rights go while their app is open: /admin asks once, and on 403 shows only the error.
      const made = await owner.request.post('/api/admin/users', {
        data: {
          username: 'e2e-screens-staff',
          email: 'e2e-screens-staff@example.com',
          password: 'screens-staff-pw',
          isAdmin: true,
          accessLevel: 'admin',
        },
      });
      assert.equal(made.status(), 201);
      const staff = await ctx.newPage();
      await fillSignIn(staff, { username: 'e2e-screens-staff', password: 'screens-staff-pw' });
      await staff.waitForURL('**/app', { timeout: 20_000 });
      await staff.getByRole('button', { name: 'Admin Console' }).waitFor();
      const { id } = await made.json();
      const asks: string[] = [];
      staff.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/admin/users') asks.push(request.method());
      });
      assert.equal(
        (await owner.request.put(`/api/admin/users/${id}`, { data: { isAdmin: false, accessLevel: 'read' } })).status(),
        200,
      );
      // In-app navigation: the page still holds the session that said staff.
      await staff.evaluate(() => {
        window.history.pushState({}, '', '/admin');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await staff.getByText('Access Error').waitFor();
      assert.equal(await staff.getByRole('button', { name: 'Create User' }).count(), 0, 'no Create User behind it');
      assert.equal(await staff.getByRole('table').count(), 0, 'no table behind it');
      assert.equal(await staff.getByRole('heading', { name: 'Audit Log' }).count(), 0, 'no audit log behind it');
      // Asked at most once: a 403 is an answer, not a failure to retry (the session may also have said so first).
      assert.ok(asks.length <= 1, `asked ${asks.length} times`);
      await ctx.screenshot(staff, 'screens-admin-403-1280');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'screens: plan buttons offer only what the server will do (staff: Included; a plan a staff admin set: no Downgrade)',
    async run(ctx) {
      const owner = await ownerPage(ctx);
      await owner.goto('/subscription-plans');
      for (const plan of ['Free', 'Pro', 'Enterprise'])
        assert.equal(await owner.getByRole('button', { name: `${plan}: Included` }).isDisabled(), true, plan);
      assert.equal(await owner.getByRole('button', { name: /^Downgrade/ }).count(), 0);

      const made = await owner.request.post('/api/admin/users', {
        data: { ...PRO_MEMBER, subscriptionTier: 'pro', accessLevel: 'write' },
      });
      assert.equal(made.status(), 201);
      for (const viewport of [DESKTOP, MOBILE]) {
        const member = await ctx.newPage({ viewport });
        await fillSignIn(member, PRO_MEMBER);
        await member.waitForURL('**/app', { timeout: 20_000 });
        await member.goto('/subscription-plans');
        const downgrade = member.getByRole('button', { name: 'Downgrade to Free' });
        await downgrade.waitFor();
        assert.equal(await downgrade.isDisabled(), true, 'a staff-set plan has no cancellation to make');
        await member.getByText('Your plan was set by a staff administrator. Ask them to change it.').first().waitFor();
        // This server takes no payments: no paid plan is offered either.
        assert.equal(await member.getByRole('button', { name: 'Upgrade to Enterprise' }).isDisabled(), true);
        await expectFits(member, `/subscription-plans as a staff-set Pro member at ${viewport.width}px`);
        await axeWithoutToasts(ctx, member, `/subscription-plans as a staff-set Pro member at ${viewport.width}px`);
        await ctx.screenshot(member, `screens-plans-staff-set-${viewport.width}`);
      }
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
