/* global document, window */
/** Foundation browser tests: landing, auth, the logged-in layout, 404, accessibility and screenshots. */
import assert from 'node:assert/strict';
import { DESKTOP, MOBILE, OWNER, fillSignIn, signUp, signedInPage } from './support';
import { registerTests, type E2ETest } from './fixtures';

async function expectToast(page, title, description) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
  await toast.first().waitFor({ state: 'visible' });
  if (description)
    assert.match(await toast.first().innerText(), new RegExp(description.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

const tests: E2ETest[] = [
  {
    name: 'landing page renders the brand, hero, steps, tools, waitlist and footer',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.ok(await page.getByText('SOE - System Of Everything').first().isVisible());
      for (const step of ['Connect your tools', 'Ask in plain English', 'Get answers instantly']) {
        assert.ok(await page.getByRole('heading', { name: step }).isVisible(), step);
      }
      const tools = page.locator('#integrations li');
      for (const tool of ['Salesforce', 'HubSpot', 'SAP', 'Tableau'])
        assert.ok(await tools.filter({ hasText: tool }).first().isVisible(), tool);
      await page.getByRole('button', { name: 'Join the Waitlist' }).first().click();
      const email = page.getByLabel('Work email');
      await email.waitFor();
      assert.equal(
        await email.evaluate((el) => el === document.activeElement),
        true,
        'the waitlist email field has focus',
      );
      const height = await page.locator('#waitlist').evaluate((el) => el.getBoundingClientRect().height);
      assert.equal(Math.round(height), 800);
      assert.ok(await page.getByRole('contentinfo').getByText(/©/).isVisible());
      assert.equal(await page.getByRole('link', { name: 'Login' }).first().getAttribute('href'), '/auth');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'an unknown path shows the 404 texts',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/this/does/not/exist');
      await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
      assert.ok(await page.getByText('Did you forget to add the page to the router?').isVisible());
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'a signed-out visitor to /app/integrations is sent to /auth; /app shows the home with Sign In; /test-chat asks to log in',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/app');
      await page.getByRole('heading', { name: 'System of Everything' }).waitFor();
      assert.ok(await page.getByRole('button', { name: 'Sign In' }).isVisible());
      await page.goto('/app/integrations');
      await page.waitForURL('**/auth');
      await page.getByRole('tab', { name: 'Sign In' }).waitFor();
      await page.goto('/test-chat');
      await page.getByText('Authentication Required').waitFor();
      assert.ok(await page.getByText('You need to log in to use the chat functionality.').isVisible());
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'sign-up validation: mismatched passwords show the alert and send nothing',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
      let registered = false;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/register')) registered = true;
      });
      await panel.getByLabel('Username').fill('someone');
      await panel.getByLabel('Email').fill('someone@example.com');
      await panel.getByLabel('Password', { exact: true }).fill('secret123');
      await panel.getByLabel('Confirm Password').fill('secret124');
      await panel.getByRole('button', { name: 'Create Account' }).click();
      await panel.getByRole('alert').filter({ hasText: 'Passwords do not match' }).waitFor();
      assert.equal(registered, false);
    },
  },
  {
    name: 'sign up (first user) lands on /app with the username in the avatar menu',
    timeout: 60_000,
    async run(ctx) {
      const page = await ctx.newPage();
      await signUp(page, OWNER);
      await expectToast(page, 'Registration Successful', 'Your account has been created. You are now logged in.');
      await page.getByRole('button', { name: `Account menu for ${OWNER.username}` }).click();
      const menu = page.getByRole('menu');
      await menu.waitFor();
      assert.match(await menu.innerText(), new RegExp(OWNER.username));
      assert.match(await menu.innerText(), /STAFF ADMIN/, 'the first account is the owner (staff admin)');
      for (const item of ['Settings', 'Admin', 'Log out'])
        assert.ok(await menu.getByRole('menuitem', { name: item }).isVisible(), item);
      await page.keyboard.press('Escape');
      // The sidebar footer shows the real user, and the Dashboard link is current.
      assert.equal(await page.getByTestId('sidebar-user').innerText(), OWNER.username);
      assert.equal(
        await page
          .getByRole('navigation', { name: 'Top' })
          .getByRole('link', { name: 'Dashboard' })
          .getAttribute('aria-current'),
        'page',
      );
      ctx.shared.storageState = await page.context().storageState();
      ctx.assertNoPageProblems();
    },
  },
  {
    name: '/auth redirects to /app when signed in',
    async run(ctx) {
      const page = await signedInPage(ctx);
      await page.goto('/auth');
      await page.waitForURL('**/app');
      await page.getByRole('heading', { name: 'System of Everything' }).waitFor();
    },
  },
  {
    name: 'a wrong password shows the Login Failed toast',
    async run(ctx) {
      const page = await ctx.newPage();
      await fillSignIn(page, { username: OWNER.username, password: 'not the password' });
      await expectToast(page, 'Login Failed', 'Login failed: Invalid credentials');
      assert.match(page.url(), /\/auth$/);
    },
  },
  {
    name: 'sign in lands on /app',
    async run(ctx) {
      const page = await ctx.newPage();
      await fillSignIn(page, { username: OWNER.username, password: OWNER.password });
      await page.waitForURL('**/app');
      await expectToast(page, 'Login Successful', 'You have been successfully logged in.');
      ctx.shared.secondSession = await page.context().storageState();
    },
  },
  {
    name: 'sign out from the avatar menu returns to /auth and ends the session',
    async run(ctx) {
      if (!ctx.shared.secondSession) throw new Error('the sign-in test must run first');
      const page = await ctx.newPage({ storageState: ctx.shared.secondSession });
      await page.goto('/app');
      await page.getByRole('button', { name: `Account menu for ${OWNER.username}` }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.waitForURL('**/auth');
      await expectToast(page, 'Logout Successful', 'You have been logged out.');
      // The session is over: the signed-in pages send to /auth, and /app is the guest's home.
      await page.goto('/app/settings');
      await page.waitForURL('**/auth');
      await page.goto('/app');
      await page.getByRole('button', { name: 'Sign In' }).waitFor();
    },
  },
  {
    name: 'asking from the home view opens the conversation with the answer',
    timeout: 90_000,
    async run(ctx) {
      const page = await signedInPage(ctx);
      await page.goto('/app');
      await page.getByPlaceholder('Ask SOE anything…').fill('How many customers do we have?');
      await page.getByRole('button', { name: 'Send' }).click();
      await page.waitForURL(/\/app\/chat\/\d+$/);
      // The conversation is titled by its question (the mode's title is only a fallback).
      await page.getByRole('heading', { name: 'How many customers do we have?' }).waitFor();
      const log = page.getByRole('log', { name: 'Messages' });
      await log.getByText('How many customers do we have?').waitFor();
      // The assistant's reply (or the server's error) replaces the thinking indicator.
      await page.waitForFunction(() => !document.querySelector('[role="log"] [role="status"]'), null, {
        timeout: 60_000,
      });
      const text = await log.innerText();
      assert.doesNotMatch(text, /^Error:/m, `the ask failed: ${text}`);
      await page
        .getByRole('link', { name: /How many customers do we have\?/ })
        .first()
        .waitFor();
      await ctx.screenshot(page, 'conversation-1280');
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'small screens: the menu toggle opens the side menu; the compact avatar menu has Dashboard, Plans, Settings, Log out',
    async run(ctx) {
      const page = await signedInPage(ctx, { viewport: MOBILE });
      await page.goto('/app');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Navigation' });
      await sheet.waitFor();
      // Exact names: the dashboards listed under Dashboard ("All dashboards", a board's name) are links too.
      for (const item of ['Dashboard', 'Chat', 'Integrations', 'Team', 'Analytics', 'Settings'])
        assert.ok(await sheet.getByRole('link', { name: item, exact: true }).isVisible(), item);
      await sheet.getByRole('link', { name: 'Integrations' }).click();
      await page.waitForURL('**/app/integrations');
      await page.getByRole('heading', { name: 'Integrations' }).waitFor();
      assert.ok(await page.getByRole('link', { name: 'Admin' }).isVisible(), 'admin icon link for staff');
      await page.getByRole('button', { name: `Account menu for ${OWNER.username}` }).click();
      const menu = page.getByRole('menu');
      for (const item of ['Dashboard', 'Plans', 'Settings', 'Log out'])
        assert.ok(await menu.getByRole('menuitem', { name: item }).isVisible(), item);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling at 375 px (overflow ${overflow}px)`);
    },
  },
  {
    name: 'side-menu pages and the plans and admin pages render for the owner',
    async run(ctx) {
      const page = await signedInPage(ctx);
      const checks = [
        ['/app/integrations', 'Integrations'],
        ['/app/team', 'Team'],
        ['/app/analytics', 'Analytics'],
        ['/app/settings', 'Settings'],
        ['/subscription-plans', 'Subscription Plans'],
        ['/admin', 'User Management'],
      ];
      for (const [path, heading] of checks) {
        await page.goto(path);
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      }
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'the theme toggle switches to dark and is remembered',
    async run(ctx) {
      const page = await ctx.newPage();
      await page.goto('/');
      await page.evaluate(() => localStorage.removeItem('soe-theme'));
      await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      assert.equal(await page.evaluate(() => localStorage.getItem('soe-theme')), dark ? 'dark' : 'light');
    },
  },
  {
    name: 'axe: no serious or critical violations on /, /auth, /app and 404 (light and dark)',
    timeout: 120_000,
    async run(ctx) {
      for (const theme of ['light', 'dark'] as const) {
        const guest = await ctx.newPage({ theme });
        for (const path of ['/', '/auth', '/missing-page']) {
          await guest.goto(path);
          await guest.getByRole('heading', { level: 1 }).first().waitFor();
          await ctx.axe(guest, `${path} (${theme})`);
        }
        const user = await signedInPage(ctx, { theme });
        await user.goto('/app');
        await user.getByRole('heading', { name: 'System of Everything' }).waitFor();
        await user.getByRole('heading', { name: 'Connected Systems' }).waitFor();
        await ctx.axe(user, `/app (${theme})`);
      }
    },
  },
  {
    name: 'screenshots at 1280 and 375 px of /, /auth, /app and 404',
    timeout: 120_000,
    async run(ctx) {
      for (const [label, viewport] of [
        ['1280', DESKTOP],
        ['375', MOBILE],
      ] as const) {
        const guest = await ctx.newPage({ viewport });
        await guest.goto('/');
        await guest.getByRole('heading', { level: 1 }).waitFor();
        await ctx.screenshot(guest, `landing-${label}`);
        await guest.goto('/auth');
        await guest.getByRole('tab', { name: 'Sign In' }).waitFor();
        await ctx.screenshot(guest, `auth-${label}`);
        await guest.goto('/nothing-here');
        await guest.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
        await ctx.screenshot(guest, `404-${label}`);
        for (const theme of ['light', 'dark'] as const) {
          const user = await signedInPage(ctx, { viewport, theme });
          await user.goto('/app');
          await user.getByRole('heading', { name: 'System of Everything' }).waitFor();
          await user.waitForTimeout(300);
          await ctx.screenshot(user, `app-${label}${theme === 'dark' ? '-dark' : ''}`);
        }
      }
    },
  },
];

registerTests(tests);
