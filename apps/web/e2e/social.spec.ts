/** Social sign-in in the browser (issue 9): Google end to end against a real OIDC server, and an unconfigured provider. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { axeWithoutToasts } from './axe-settled';
import { MOBILE, startServer } from './support';
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

        // Unconfigured providers say so on /auth (decisions §1).
        const guest = await ctx.newPage({ viewport: MOBILE });
        await guest.goto(`${server.baseURL}/auth`);
        await guest.getByRole('button', { name: 'Continue with GitHub' }).click();
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
    name: 'social: on the main instance, Google, GitHub and Apple are not configured and /auth says so',
    async run(ctx) {
      const page = await ctx.newPage();
      for (const [id, name] of [
        ['google', 'Google'],
        ['github', 'GitHub'],
        ['apple', 'Apple'],
      ]) {
        await page.goto('/auth');
        await page.getByRole('button', { name: `Continue with ${name}` }).click();
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
