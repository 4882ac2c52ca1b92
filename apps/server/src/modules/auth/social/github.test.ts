import { startGitHubFake, type GitHubFake } from '@soe/fakes/github';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { returnTo, s256, signInVia, startFlow, visitProvider } from './test-flow';

/* GitHub's OAuth web flow against the fake of its OAuth endpoints and REST API (fakes/github). */
describe('GitHub sign-in', () => {
  let t: TestApp;
  let github: GitHubFake;

  beforeAll(async () => {
    github = await startGitHubFake();
    t = await createTestApp({
      GITHUB_CLIENT_ID: github.clientId,
      GITHUB_CLIENT_SECRET: github.clientSecret,
      GITHUB_BASE_URL: github.url,
      GITHUB_API_URL: github.url,
    });
  });
  afterAll(async () => {
    await t?.destroy();
    await github?.close();
  });

  it('signs the first person in as the owner: state and PKCE out, user and verified email from the API', async () => {
    github.user = {
      id: 9001,
      login: 'octo-owner',
      name: 'Mona Lisa Octocat',
      emails: [
        { email: 'mona-old@example.com', primary: false, verified: false },
        { email: 'Mona@Example.com', primary: true, verified: true, visibility: 'private' },
      ],
    };
    const c = new TestClient(t.app);
    const authorize = await startFlow(c, 'github');
    expect(authorize.origin + authorize.pathname).toBe(`${github.url}/login/oauth/authorize`);
    const q = Object.fromEntries(authorize.searchParams);
    expect(q).toMatchObject({
      client_id: github.clientId,
      scope: 'read:user user:email',
      code_challenge_method: 'S256',
      redirect_uri: 'http://localhost/auth/github/callback',
    });
    expect(q.state!.length).toBeGreaterThanOrEqual(43);

    const done = await returnTo(c, await visitProvider(authorize));
    expect(done.pathname).toBe('/app');
    const me = (await c.get('/api/user')).json;
    // The first account on an instance is the owner, however it signs up.
    expect(me).toMatchObject({
      provider: 'GitHub',
      username: 'octo-owner',
      email: 'mona@example.com',
      firstName: 'Mona',
      lastName: 'Lisa Octocat',
      isOwner: true,
      subscriptionTier: 'staff_admin',
      isAdmin: true,
    });

    const [token] = github.requestsTo('/login/oauth/access_token');
    expect(token!.accept).toContain('application/json');
    expect(token!.body).toMatchObject({
      client_id: github.clientId,
      client_secret: github.clientSecret,
      grant_type: 'authorization_code',
      redirect_uri: 'http://localhost/auth/github/callback',
    });
    expect(await s256(token!.body.code_verifier!)).toBe(q.code_challenge);
    for (const path of ['/user', '/user/emails'])
      expect(github.requestsTo(path)[0]!.authorization).toMatch(/^Bearer gho_/);
    const [account] = await t.ctx.database.db.select().from(schema.account).where(eq(schema.account.userId, me.id));
    expect(account).toMatchObject({ providerId: 'github', accountId: '9001', accessToken: null });
  });

  it('refuses a wrong state, a wrong PKCE verifier and a declined consent', async () => {
    github.user = {
      id: 9002,
      login: 'second',
      name: null,
      emails: [{ email: 'second@example.com', primary: true, verified: true }],
    };
    const wrongState = new TestClient(t.app);
    const back = await visitProvider(await startFlow(wrongState, 'github'));
    back.searchParams.set('state', 'forged-state-forged-state-forged-state-forged');
    expect(Object.fromEntries((await returnTo(wrongState, back)).searchParams)).toEqual({
      social_error: 'failed',
      provider: 'github',
    });

    const wrongVerifier = new TestClient(t.app);
    const authorize = await startFlow(wrongVerifier, 'github');
    authorize.searchParams.set('code_challenge', await s256('some-other-verifier-some-other-verifier-0123'));
    const tokensBefore = github.requestsTo('/login/oauth/access_token').length;
    expect((await returnTo(wrongVerifier, await visitProvider(authorize))).searchParams.get('social_error')).toBe(
      'failed',
    );
    // It got as far as the token endpoint, which refused the verifier; no API call followed.
    expect(github.requestsTo('/login/oauth/access_token')).toHaveLength(tokensBefore + 1);
    expect(github.requestsTo('/user')).toHaveLength(1);

    github.denyNext = true;
    const declined = new TestClient(t.app);
    expect((await signInVia(declined, 'github')).searchParams.get('social_error')).toBe('denied');

    for (const c of [wrongState, wrongVerifier, declined]) expect((await c.get('/api/user')).status).toBe(401);
    expect(await t.ctx.database.db.select().from(schema.account).where(eq(schema.account.accountId, '9002'))).toEqual(
      [],
    );
  });

  it('an unverified GitHub email never reaches an existing account, but may start a new one', async () => {
    const holder = new TestClient(t.app);
    await holder.register('gh-holder');
    github.user = {
      id: 9003,
      login: 'gh-intruder',
      name: 'In Truder',
      emails: [{ email: 'gh-holder@example.com', primary: true, verified: false }],
    };
    const intruder = new TestClient(t.app);
    expect((await signInVia(intruder, 'github')).searchParams.get('social_error')).toBe('email_in_use');
    expect((await intruder.get('/api/user')).status).toBe(401);

    github.user = {
      id: 9004,
      login: 'fresh',
      name: 'Fresh Person',
      emails: [{ email: 'fresh-unverified@example.com', primary: true, verified: false }],
    };
    const fresh = new TestClient(t.app);
    expect((await signInVia(fresh, 'github')).pathname).toBe('/app');
    const me = (await fresh.get('/api/user')).json;
    expect(me).toMatchObject({
      provider: 'GitHub',
      username: 'fresh',
      subscriptionTier: 'free',
      accessLevel: 'read',
      isAdmin: false,
    });
    const [row] = await t.ctx.database.db.select().from(schema.user).where(eq(schema.user.id, me.id));
    expect(row!.emailVerified).toBe(false);
  });

  it('numbers a username that is taken and refuses an account without any email', async () => {
    github.user = {
      id: 9005,
      login: 'gh-holder',
      name: null,
      emails: [{ email: 'another@example.com', primary: true, verified: true }],
    };
    const c = new TestClient(t.app);
    expect((await signInVia(c, 'github')).pathname).toBe('/app');
    expect((await c.get('/api/user')).json.username).toBe('gh-holder-2');

    github.user = { id: 9006, login: 'no-mail', name: null, emails: [] };
    expect((await signInVia(new TestClient(t.app), 'github')).searchParams.get('social_error')).toBe('no_email');
  });

  it('says Google and Apple are not configured here, and offers GitHub alone', async () => {
    const config = await new TestClient(t.app).get('/api/auth/config');
    expect(config.status).toBe(200);
    expect(config.json).toEqual({ socialProviders: ['github'], signUpOpen: true });
    for (const id of ['google', 'apple']) {
      expect((await new TestClient(t.app).get(`/auth/${id}`)).headers.location).toBe(
        `/auth?social_error=not_configured&provider=${id}`,
      );
    }
  });
});
