/** Social sign-in in the browser (issue 9): Google end to end against a real OIDC server, and an unconfigured provider. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { axeWithoutToasts } from './axe-settled';
import { MOBILE, layoutProblems, startServer } from './support';
import { registerTests, type E2ETest } from './fixtures';

// oauth2-mock-server is the server workspace's dev dependency (its OIDC tests use it too).
const serverRequire = createRequire(new URL('../../server/package.json', import.meta.url));

async function startIssuer(claims) {
  const { OAuth2Server } = await import(pathToFileURL(serverRequire.resolve('oauth2-mock-server')).href);
  const issuer = new OAuth2Server();
  await issuer.issuer.keys.generate('RS256');
  await issuer.start(0, '127.0.0.1');
  issuer.service.on('beforeTokenSigning', (token) => Object.assign(token.payload, claims));
  return issuer;
}

const tests: E2ETest[] = [
  {
    name: 'social: the Google button signs in end to end against an OpenID Connect server; the header says Connected to Google',
    timeout: 180_000,
    async run(ctx) {
      const issuer = await startIssuer({
        sub: 'e2e-google-subject',
        email: 'gia.google@example.com',
        email_verified: true,
        given_name: 'Gia',
        family_name: 'Google',
      });
      let server;
      try {
        server = await startServer({
          GOOGLE_CLIENT_ID: 'e2e-google-client',
          GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
          GOOGLE_ISSUER: issuer.issuer.url,
        });
        // An owner first, so the Google account is an ordinary new member.
        const owner = await fetch(`${server.baseURL}/api/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            username: 'second-owner',
            email: 'second-owner@example.com',
            password: 'second-owner-pw',
          }),
        });
        assert.equal(owner.status, 201);

        const page = await ctx.newPage();
        const visited = [];
        page.on('request', (request) => {
          if (request.isNavigationRequest()) visited.push(new URL(request.url()));
        });
        await page.goto(`${server.baseURL}/auth`);
        // The auth page with a provider configured, at 1280 px: nothing sticks out of its card, axe clean.
        await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
        assert.deepEqual(await layoutProblems(page), [], '/auth with Google at 1280px');
        await axeWithoutToasts(ctx, page, '/auth with Google at 1280px');
        await page.getByRole('button', { name: 'Continue with Google' }).click();
        await page.waitForURL(`${server.baseURL}/app`, { timeout: 20_000 });

        // The browser really went to the issuer, with state, PKCE and nonce, and came back to the callback.
        const authorize = visited.find(
          (url) => url.origin === new URL(issuer.issuer.url).origin && url.pathname === '/authorize',
        );
        assert.ok(authorize, 'the browser visited the issuer');
        assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
        for (const key of ['state', 'nonce', 'code_challenge']) assert.ok(authorize.searchParams.get(key), key);
        assert.ok(visited.some((url) => url.pathname === '/auth/google/callback' && url.searchParams.get('code')));

        const me = await (await page.request.get(`${server.baseURL}/api/user`)).json();
        assert.equal(me.provider, 'Google');
        assert.equal(me.email, 'gia.google@example.com');
        assert.equal(me.subscriptionTier, 'free');

        await page.getByRole('button', { name: 'My Account' }).hover();
        const tooltip = page.getByRole('tooltip');
        await tooltip.waitFor();
        assert.match(await tooltip.innerText(), /Connected to Google/);
        await ctx.screenshot(page, 'social-google-signed-in-1280');
        await axeWithoutToasts(ctx, page, '/app after Google sign-in');

        // The sign-in dialog's signed-in view (spec §2), from the header's account button: the provider, the
        // access badge, what the access allows, the amber note for read access, and Disconnect.
        await page.getByRole('button', { name: 'My Account' }).click();
        await page.getByRole('menuitem', { name: 'Connection' }).click();
        const connection = page.getByRole('dialog', { name: 'Your connection' });
        await connection.getByText('Connected to Google').waitFor();
        await connection.getByText('READ', { exact: true }).waitFor();
        await connection.getByText('You can only read data from your connected systems.').waitFor();
        await connection.getByText('To make changes in your systems, connect with write access.').waitFor();
        await ctx.screenshot(page, 'social-connection-dialog-1280');
        await axeWithoutToasts(ctx, page, 'the signed-in view of the sign-in dialog');
        // The same view on a phone: the dialog and everything in it fit 375 px, axe clean.
        await page.setViewportSize(MOBILE);
        await connection.getByRole('button', { name: 'Disconnect' }).waitFor();
        assert.deepEqual(await layoutProblems(page), [], 'the signed-in view at 375px');
        await axeWithoutToasts(ctx, page, 'the signed-in view of the sign-in dialog at 375px');
        await ctx.screenshot(page, 'social-connection-dialog-375');
        await connection.getByRole('button', { name: 'Disconnect' }).click();
        await connection.waitFor({ state: 'detached' });
        assert.equal((await page.request.get(`${server.baseURL}/api/user`)).status(), 401);

        // Only the configured provider has a button, the same on both tabs; another's path says it is not configured.
        const guest = await ctx.newPage({ viewport: MOBILE });
        await guest.goto(`${server.baseURL}/auth`);
        for (const tab of ['Sign In', 'Sign Up']) {
          await guest.getByRole('tab', { name: tab }).click();
          const panel = guest.getByRole('tabpanel', { name: tab });
          await panel.getByRole('button', { name: 'Continue with Google' }).waitFor();
          assert.deepEqual(
            await panel
              .getByRole('button', { name: /^Continue with/ })
              .evaluateAll((b) => b.map((e) => e.getAttribute('aria-label'))),
            ['Continue with Google'],
            tab,
          );
          assert.deepEqual(await layoutProblems(guest), [], `/auth ${tab} with Google at 375px`);
          await axeWithoutToasts(ctx, guest, `/auth ${tab} with Google at 375px`);
        }
        await ctx.screenshot(guest, 'social-google-only-375');
        await guest.goto(`${server.baseURL}/auth/github`);
        await guest.waitForURL(/\/auth\?social_error=not_configured&provider=github$/);
        await guest.getByRole('alert').filter({ hasText: 'GitHub sign-in is not configured on this server' }).waitFor();
        await ctx.screenshot(guest, 'social-not-configured-375');
        await axeWithoutToasts(ctx, guest, '/auth with the not-configured notice');
        ctx.assertNoPageProblems();
      } finally {
        await server?.stop();
        await issuer.stop();
      }
    },
  },
  {
    name: 'social: on the main instance none is configured: no social button on either tab, and each path says so',
    async run(ctx) {
      const page = await ctx.newPage();
      // The server has answered before the buttons are counted.
      const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/config'));
      await page.goto('/auth');
      await answered;
      assert.deepEqual((await (await page.request.get('/api/auth/config')).json()).socialProviders, []);
      for (const tab of ['Sign In', 'Sign Up']) {
        await page.getByRole('tab', { name: tab }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await panel.getByRole('button', { name: tab === 'Sign In' ? 'Sign In' : 'Create Account' }).waitFor();
        assert.equal(await panel.getByRole('button', { name: /^Continue with/ }).count(), 0, tab);
        assert.equal(await panel.getByText('or continue with').count(), 0, tab);
      }
      await ctx.screenshot(page, 'social-none-configured-1280');
      for (const [id, name] of [
        ['google', 'Google'],
        ['github', 'GitHub'],
        ['apple', 'Apple'],
      ]) {
        await page.goto(`/auth/${id}`);
        await page.waitForURL(`**/auth?social_error=not_configured&provider=${id}`);
        await page
          .getByRole('alert')
          .filter({ hasText: `${name} sign-in is not configured on this server` })
          .waitFor();
      }
      await ctx.screenshot(page, 'social-not-configured-1280');
    },
  },
];

registerTests(tests);
