/**
 * System Settings → Performance (issue 20), as a staff admin would use it: the system's own statement timeout
 * and pool size, the short result cache with its freshness window, Clear cache, and the checks on each field;
 * keyboard-usable, at 1280 and 375 px, without serious axe violations. Ordinary users do not see the section.
 */
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, signUp, signedInPage } from './support';
import { registerTests, type E2ETest } from './fixtures';

async function expectToast(page, title) {
  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: title })
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
}

/** The saved settings arrive after the dialog opens: waits for the field to show them. */
async function hasValue(field, value: string) {
  const deadline = Date.now() + 10_000;
  while ((await field.inputValue()) !== value) {
    assert.ok(Date.now() < deadline, `the field shows ${value}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function openSettings(page) {
  await page.goto('/app/integrations');
  await page.getByRole('button', { name: 'Settings for Demo Company' }).click();
  const settings = page.getByRole('dialog', { name: 'System Settings' });
  await settings.waitFor();
  return settings;
}

const tests: E2ETest[] = [
  {
    name: 'performance: a staff admin sets the timeout, pool size and result cache of a system, and clears the cache',
    timeout: 90_000,
    async run(ctx) {
      const page = await signedInPage(ctx, { viewport: DESKTOP });
      const settings = await openSettings(page);
      const section = settings.getByRole('region', { name: 'Performance' });
      await section.waitFor();
      const timeout = section.getByLabel('Statement timeout (seconds)');
      const pool = section.getByLabel('Connection pool size');
      assert.equal(await timeout.inputValue(), '', 'unset: the server default applies');
      assert.match((await timeout.getAttribute('placeholder')) ?? '', /^Default: \d+/);
      const save = section.getByRole('button', { name: 'Save performance' });
      assert.equal(await save.isDisabled(), true, 'nothing to save yet');

      // Out of bounds: said next to the field, nothing saved.
      await pool.fill('0');
      await save.click();
      await section.getByText('The pool size must be a whole number from 1 to 100').waitFor();
      assert.equal(await pool.getAttribute('aria-invalid'), 'true');

      await pool.fill('4');
      await timeout.fill('20');
      await section.getByLabel('Cache answers for a short time').check();
      const window = section.getByLabel('Freshness window (seconds)');
      assert.equal(await window.inputValue(), '30', 'the spec’s 30 s freshness by default');
      await section.getByText('answers may be up to 30 s old').waitFor();
      await ctx.axe(page, 'System Settings with Performance');
      await ctx.screenshot(page, 'systems-performance-1280');
      await save.click();
      await expectToast(page, 'Performance saved');

      // Kept on the server: a fresh dialog shows the saved values, and the cache can be cleared.
      await page.keyboard.press('Escape');
      const again = await openSettings(page);
      const section2 = again.getByRole('region', { name: 'Performance' });
      await hasValue(section2.getByLabel('Connection pool size'), '4');
      assert.equal(await section2.getByLabel('Statement timeout (seconds)').inputValue(), '20');
      await section2.getByRole('button', { name: 'Clear cache' }).click();
      await expectToast(page, 'Cache cleared');

      // Back to the defaults, with the keyboard only.
      await section2.getByLabel('Statement timeout (seconds)').fill('');
      await section2.getByLabel('Connection pool size').fill('');
      await section2.getByLabel('Cache answers for a short time').focus();
      await page.keyboard.press('Space');
      await section2.getByRole('button', { name: 'Save performance' }).focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Performance saved');
      await section2.getByRole('button', { name: 'Clear cache' }).waitFor({ state: 'detached' });
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'performance: the section fits 375 px',
    timeout: 60_000,
    async run(ctx) {
      const page = await signedInPage(ctx, { viewport: MOBILE });
      const settings = await openSettings(page);
      const section = settings.getByRole('region', { name: 'Performance' });
      await section.waitFor();
      const width = await settings.evaluate((el) => el.getBoundingClientRect().width);
      assert.ok(width <= 375, `dialog fits the screen (${width}px)`);
      await ctx.axe(page, 'Performance at 375 px');
      await ctx.screenshot(page, 'systems-performance-375');

      // An ordinary user's System Settings has no Performance section (the server refuses them too).
      const name = `perf${Date.now().toString(36)}`;
      const user = await ctx.newPage({ viewport: DESKTOP });
      await signUp(user, { username: name, email: `${name}@example.com`, password: 'performance-e2e-pass' });
      await user.keyboard.press('Escape');
      const own = await openSettings(user);
      await own.getByRole('button', { name: 'Refresh schema' }).waitFor();
      assert.equal(await own.getByRole('region', { name: 'Performance' }).count(), 0);
      ctx.assertNoPageProblems();
    },
  },
];

registerTests(tests);
