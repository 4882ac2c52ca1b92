/* global document, window */
/**
 * Plans and billing in the browser. One test runs against an extra SOE instance
 * started with STRIPE_* pointing at the protocol-level Stripe fake (fakes/stripe):
 * this machine reaches neither js.stripe.com nor api.stripe.com, so the browser
 * context routes both to the fake, which serves a Stripe.js stand-in and the API.
 */
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { DESKTOP, MOBILE, openMyAccount, signUp, startServer } from './support';
import { registerTests, type E2ETest } from './fixtures';

const { startStripeFake } = await tsImport('../../../fakes/stripe/index.ts', import.meta.url);

const NOT_CONFIGURED = 'Payment is not configured on this server. A staff administrator sets plans.';
const PASSWORD = 'billing-pass-123';

async function expectToast(page, title) {
  await page.locator('[data-sonner-toast]').filter({ hasText: title }).first().waitFor({ state: 'visible' });
}

/** Makes sure the instance has an owner, so the account the test signs up is an ordinary (free) one. */
async function ensureOwner(baseURL) {
  const res = await fetch(`${baseURL}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `first-${Date.now().toString(36)}`,
      email: `first-${Date.now().toString(36)}@example.com`,
      password: PASSWORD,
    }),
  });
  assert.equal(res.status, 201, await res.text());
}

/** js.stripe.com and api.stripe.com, answered by the fake (see fakes/stripe/stripe-js.ts). */
async function routeStripe(page, fake) {
  await page.context().route(/^https:\/\/(js|api)\.stripe\.com\//, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fake.url}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

async function signUpAt(page, baseURL, name) {
  await page.goto(`${baseURL}/auth`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByLabel('Username').fill(name);
  await panel.getByLabel('Email').fill(`${name}@example.com`);
  await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await panel.getByLabel('Confirm Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL('**/app', { timeout: 20_000 });
}

async function fillCard(dialog, number) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration date (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
}

async function apiJson(page, path) {
  const res = await page.request.get(path);
  assert.equal(res.status(), 200, `${path}: ${res.status()}`);
  return res.json();
}

const tests: E2ETest[] = [
  {
    name: 'billing: without Stripe the plan screens say payment is not configured',
    timeout: 60_000,
    async run(ctx) {
      await ensureOwner(ctx.baseURL);
      const page = await ctx.newPage({ viewport: DESKTOP });
      const name = `plans-${Date.now().toString(36)}`;
      await signUp(page, { username: name, email: `${name}@example.com`, password: PASSWORD });
      await page.goto('/subscription-plans');
      await page.getByRole('heading', { name: 'Subscription Plans' }).waitFor();
      await page.getByText(NOT_CONFIGURED).waitFor();
      assert.equal(await page.getByRole('button', { name: 'Upgrade to Pro' }).isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Free: Current Plan' }).isDisabled(), true);
      assert.ok(await page.getByText('$29.00').isVisible());
      assert.ok(await page.getByText('10/month queries').first().isVisible());
      // No Stripe.js is requested when the server takes no payments.
      const stripeRequests = [];
      page.on('request', (request) => /stripe\.com/.test(request.url()) && stripeRequests.push(request.url()));
      await page.reload();
      await page.getByText(NOT_CONFIGURED).waitFor();
      assert.deepEqual(stripeRequests, []);
      ctx.assertNoPageProblems();
    },
  },
  {
    name: 'billing: a free user upgrades to Pro through the dialog against the Stripe fake, then cancels',
    timeout: 240_000,
    async run(ctx) {
      const fake = await startStripeFake();
      let server;
      try {
        server = await startServer({
          STRIPE_SECRET_KEY: fake.secretKey,
          STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
          STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
          STRIPE_PRICE_PRO: fake.prices.pro,
          STRIPE_PRICE_ENTERPRISE: fake.prices.enterprise,
          STRIPE_API_BASE: fake.url,
          LOG_LEVEL: 'warn',
        });
        const base = server.baseURL;
        fake.webhookUrl = `${base}/api/subscription/webhook`;
        await ensureOwner(base);

        // Desktop: My Account → Subscription → Upgrade Plan → the dialog's three steps.
        const page = await ctx.newPage({ viewport: DESKTOP });
        await routeStripe(page, fake);
        const name = `payer-${Date.now().toString(36)}`;
        await signUpAt(page, base, name);
        const before = await apiJson(page, `${base}/api/usage`);
        assert.deepEqual([before.tier, before.maxSystems, before.canWrite], ['free', 1, false]);

        await page.goto(`${base}/subscription-plans`);
        await page.getByRole('heading', { name: 'Subscription Plans' }).waitFor();
        await page.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
        assert.equal(await page.getByText(NOT_CONFIGURED).count(), 0);
        await ctx.axe(page, 'subscription plans page');
        await ctx.screenshot(page, 'billing-plans-1280');

        await page.goto(`${base}/app`);
        const sheet = await openMyAccount(page);
        await sheet.getByRole('tab', { name: 'Subscription' }).click();
        await sheet.getByRole('button', { name: 'Upgrade Plan' }).click();
        const dialog = page.getByRole('dialog', { name: 'Subscription Plans' });
        await dialog.getByRole('button', { name: 'Upgrade to Pro' }).waitFor();
        await ctx.axe(page, 'subscription plans dialog');
        await ctx.screenshot(page, 'billing-dialog-plans-1280');

        await dialog.getByRole('button', { name: 'Upgrade to Pro' }).click();
        const payment = page.getByRole('dialog', { name: 'Subscribe to Pro' });
        await payment.getByLabel('Card number').waitFor();
        await fillCard(payment, '4242 4242 4242 4242');
        await ctx.axe(page, 'subscription dialog payment step');
        await ctx.screenshot(page, 'billing-dialog-payment-1280');
        await payment.getByRole('button', { name: 'Subscribe Now' }).click();
        await page.getByRole('dialog', { name: 'Subscription Updated!' }).waitFor();
        await expectToast(page, 'Subscription successful!');
        await ctx.screenshot(page, 'billing-dialog-success-1280');
        // Closes by itself after 2 s.
        await page
          .getByRole('dialog', { name: 'Subscription Updated!' })
          .waitFor({ state: 'detached', timeout: 5_000 });

        // The card went to Stripe with the publishable key; the subscription was created by the server.
        const browserCalls = fake.requests
          .filter((r) => r.auth === 'publishable')
          .map((r) => `${r.method} ${r.path.replace(/seti_\w+/, 'seti_*')}`);
        assert.deepEqual(browserCalls, ['POST /v1/payment_methods', 'POST /v1/setup_intents/seti_*/confirm']);
        assert.equal(fake.requestsTo('POST', /^\/v1\/subscriptions$/).length, 1);
        assert.equal(
          fake.requests.some((r) => JSON.stringify(r.form).includes('4242424242424242') && r.auth === 'secret'),
          false,
          'the server never handles the card number',
        );
        const after = await apiJson(page, `${base}/api/usage`);
        assert.deepEqual([after.tier, after.maxSystems, after.canWrite, after.maxQueries], ['pro', 5, true, 1000]);
        const me = await apiJson(page, `${base}/api/user`);
        assert.equal(me.subscriptionTier, 'pro');

        // Analytics: usage against the Pro limits, with the monthly history Pro includes.
        await page.goto(`${base}/app/analytics`);
        await page.getByText('Questions per month').first().waitFor();
        await page.getByRole('progressbar', { name: 'Connected systems' }).waitFor();
        assert.equal(
          await page.getByRole('progressbar', { name: 'Questions this period' }).getAttribute('aria-valuetext'),
          '0 of 1000',
        );
        await ctx.axe(page, 'analytics page');
        await ctx.screenshot(page, 'billing-analytics-1280');

        // The plans page now shows Pro as current; Downgrade cancels at the period's end.
        await page.goto(`${base}/subscription-plans`);
        await page.getByRole('button', { name: 'Pro: Current Plan' }).waitFor();
        await page.getByRole('button', { name: 'Downgrade to Free' }).click();
        await expectToast(page, 'Subscription Canceled');
        await page.getByText(/^Ends /).waitFor();
        const current = await apiJson(page, `${base}/api/subscription/current`);
        assert.equal(current.tier, 'pro');
        assert.equal(current.cancelAtPeriodEnd, true);
        await ctx.screenshot(page, 'billing-plans-cancelled-1280');

        // Mobile: the page's own flow, a declined card, and Cancel back to the plans.
        const phone = await ctx.newPage({ viewport: MOBILE });
        await routeStripe(phone, fake);
        const other = `phone-${Date.now().toString(36)}`;
        await signUpAt(phone, base, other);
        await phone.goto(`${base}/subscription-plans`);
        await phone.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
        await expectToast(phone, 'Payment Setup Ready');
        const pay = phone.getByRole('dialog', { name: 'Subscribe to Enterprise' });
        await pay.getByLabel('Card number').waitFor();
        await fillCard(pay, '4000 0000 0000 0002');
        await pay.getByRole('button', { name: 'Subscribe Now' }).click();
        await pay.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
        await ctx.screenshot(phone, 'billing-dialog-declined-375');
        const width = await phone.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `no horizontal scroll at 375 px (scrollWidth ${width})`);
        // Cancel returns to the plans (forgetting the plan and client secret); Escape closes.
        await pay.getByRole('button', { name: 'Cancel' }).click();
        await phone
          .getByRole('dialog', { name: 'Subscription Plans' })
          .getByRole('button', { name: 'Upgrade to Pro' })
          .waitFor();
        await phone.keyboard.press('Escape');
        await phone.getByRole('dialog').waitFor({ state: 'detached' });
        assert.equal((await apiJson(phone, `${base}/api/user`)).subscriptionTier, 'free');
        await phone.evaluate(() => window.scrollTo(0, 0));
        await ctx.screenshot(phone, 'billing-plans-375');
        await phone.goto(`${base}/app/analytics`);
        await phone
          .getByText('Usage history is part of advanced analytics, included in the Pro and Enterprise plans.')
          .waitFor();
        await ctx.screenshot(phone, 'billing-analytics-375');
        // My Account: Systems counts what the plan counts (the demo does not), Subscription shows the plan.
        await phone.goto(`${base}/app`);
        const account = await openMyAccount(phone);
        await account.getByRole('tab', { name: 'Systems' }).click();
        await account.getByText('0 of 1').waitFor();
        await account.getByRole('link', { name: 'Connect New System' }).waitFor();
        await ctx.screenshot(phone, 'billing-account-systems-375');
        await account.getByRole('tab', { name: 'Subscription' }).click();
        await account.getByRole('button', { name: 'Upgrade Plan' }).waitFor();
        await ctx.screenshot(phone, 'billing-account-subscription-375');
        ctx.assertNoPageProblems();
      } finally {
        await server?.stop();
        await fake.close();
      }
    },
  },
];

registerTests(tests);
