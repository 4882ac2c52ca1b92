import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, generateKeyPair, importJWK, jwtVerify, SignJWT } from 'jose';
import { OAuth2Server, type MutableResponse, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { returnTo, s256, signInVia, startFlow, visitProvider } from './test-flow';

/*
 * The Google- and Apple-style OpenID Connect flows against oauth2-mock-server,
 * a real OIDC server (discovery, JWKS, signed id_tokens, PKCE checked at its
 * token endpoint), one instance per provider.
 */
const GOOGLE_ID = 'soe-google-client.apps.googleusercontent.com';
const APPLE_ID = 'com.example.soe.signin';
const APPLE_TEAM = 'TEAM123456';
const APPLE_KEY = 'KEY7654321';

async function startIssuer(): Promise<OAuth2Server> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  return server;
}

/** Claims for the next id_token(s) the issuer signs; returns an undo. */
function withClaims(server: OAuth2Server, claims: Record<string, unknown>): () => void {
  const listener = (token: MutableToken) => Object.assign(token.payload, claims);
  server.service.on('beforeTokenSigning', listener);
  return () => server.service.off('beforeTokenSigning', listener);
}

describe('OpenID Connect sign-in (Google and Apple style)', () => {
  let t: TestApp;
  let google: OAuth2Server;
  let apple: OAuth2Server;
  const appleKey = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let owner: TestClient;

  beforeAll(async () => {
    [google, apple] = await Promise.all([startIssuer(), startIssuer()]);
    t = await createTestApp({
      GOOGLE_CLIENT_ID: GOOGLE_ID,
      GOOGLE_CLIENT_SECRET: 'google-secret-value',
      GOOGLE_ISSUER: google.issuer.url!,
      APPLE_CLIENT_ID: APPLE_ID,
      APPLE_TEAM_ID: APPLE_TEAM,
      APPLE_KEY_ID: APPLE_KEY,
      // As a one-line env file holds it.
      APPLE_PRIVATE_KEY: appleKey.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
      APPLE_ISSUER: apple.issuer.url!,
    });
    owner = new TestClient(t.app);
    await owner.register('oidc-owner');
  });
  afterAll(async () => {
    await t?.destroy();
    await Promise.all([google?.stop(), apple?.stop()]);
  });

  const accountsOf = (userId: number) =>
    t.ctx.database.db.select().from(schema.account).where(eq(schema.account.userId, userId));

  it('tells every visitor, signed in or not, that Google and Apple are the ways in besides a password', async () => {
    const expected = { socialProviders: ['google', 'apple'], signUpOpen: true };
    expect((await new TestClient(t.app).get('/api/auth/config')).json).toEqual(expected);
    expect((await owner.get('/api/auth/config')).json).toEqual(expected);
  });

  it('Google: state, PKCE S256 and nonce out; a verified id_token back; a session that knows its provider', async () => {
    const undo = withClaims(google, {
      sub: 'google-sub-1',
      email: 'Ada.Lovelace@example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const tokenRequests: Array<Record<string, string>> = [];
    const record = (_res: MutableResponse, req: { body: Record<string, string> }) => tokenRequests.push(req.body);
    google.service.on('beforeResponse', record);
    try {
      const c = new TestClient(t.app);
      const authorize = await startFlow(c, 'google');
      expect(authorize.origin + authorize.pathname).toBe(`${google.issuer.url}/authorize`);
      const q = authorize.searchParams;
      expect(Object.fromEntries(q)).toMatchObject({
        client_id: GOOGLE_ID,
        response_type: 'code',
        code_challenge_method: 'S256',
        scope: 'openid email profile',
        redirect_uri: 'http://localhost/auth/google/callback',
      });
      for (const key of ['state', 'nonce', 'code_challenge'])
        expect(q.get(key)!.length, key).toBeGreaterThanOrEqual(43);
      // The flow state lives in the browser sealed: neither the state nor the verifier can be read from the cookie.
      expect(c.cookies.get('soe.oauth_flow')).toBeDefined();
      expect(c.cookies.get('soe.oauth_flow')).not.toContain(q.get('state')!);

      const done = await returnTo(c, await visitProvider(authorize));
      expect(done.pathname).toBe('/app');
      expect(c.cookies.has('soe.oauth_flow')).toBe(false);
      // The verifier the issuer received is the one behind the challenge it was shown.
      expect(tokenRequests).toHaveLength(1);
      expect(await s256(tokenRequests[0]!.code_verifier!)).toBe(q.get('code_challenge'));
      expect(tokenRequests[0]).toMatchObject({
        grant_type: 'authorization_code',
        client_id: GOOGLE_ID,
        client_secret: 'google-secret-value',
        redirect_uri: 'http://localhost/auth/google/callback',
      });

      const me = await c.get('/api/user');
      expect(me.status).toBe(200);
      // A new person gets registration's defaults.
      expect(me.json).toMatchObject({
        provider: 'Google',
        username: 'Ada.Lovelace',
        email: 'ada.lovelace@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        subscriptionTier: 'free',
        accessLevel: 'read',
        isAdmin: false,
        isOwner: false,
      });
      expect(await accountsOf(me.json.id)).toEqual([
        expect.objectContaining({
          providerId: 'google',
          accountId: 'google-sub-1',
          password: null,
          accessToken: null,
          idToken: null,
        }),
      ]);

      // Keyed by (provider, subject): the same subject with a changed email is the same person.
      undo();
      const undo2 = withClaims(google, { sub: 'google-sub-1', email: 'ada@new.example.com', email_verified: true });
      const again = new TestClient(t.app);
      expect((await signInVia(again, 'google')).pathname).toBe('/app');
      expect((await again.get('/api/user')).json).toMatchObject({ id: me.json.id, provider: 'Google' });
      undo2();

      // Sign-ins are audited like password ones, with the provider.
      const audit = await owner.get(`/api/admin/audit?action=auth.signin&actorId=${me.json.id}`);
      expect(audit.json.entries).toHaveLength(2);
      expect(audit.json.entries[0]).toMatchObject({ target: `user:${me.json.id}`, details: { provider: 'Google' } });
    } finally {
      google.service.off('beforeResponse', record);
      undo();
    }
  });

  it('refuses a callback whose state is not the one the browser started with', async () => {
    const undo = withClaims(google, { sub: 'google-sub-state', email: 'state@example.com', email_verified: true });
    try {
      const c = new TestClient(t.app);
      const back = await visitProvider(await startFlow(c, 'google'));
      back.searchParams.set('state', 'attacker-chosen-state-value-0000000000000000');
      const done = await returnTo(c, back);
      expect(Object.fromEntries(done.searchParams)).toEqual({ social_error: 'failed', provider: 'google' });
      expect((await c.get('/api/user')).status).toBe(401);

      // A callback in a browser that never started a flow (login CSRF) is refused too, state or not.
      const victim = new TestClient(t.app);
      const other = new TestClient(t.app);
      const stolen = await visitProvider(await startFlow(other, 'google'));
      expect((await returnTo(victim, stolen)).searchParams.get('social_error')).toBe('failed');
      expect((await victim.get('/api/user')).status).toBe(401);
    } finally {
      undo();
    }
  });

  it('refuses when the issuer does not accept the PKCE verifier', async () => {
    const undo = withClaims(google, { sub: 'google-sub-pkce', email: 'pkce@example.com', email_verified: true });
    try {
      const c = new TestClient(t.app);
      const authorize = await startFlow(c, 'google');
      // The issuer is shown the challenge of another verifier: the real verifier can no longer match it.
      authorize.searchParams.set('code_challenge', await s256('a-verifier-this-server-never-made-0123456789abcdef'));
      const done = await returnTo(c, await visitProvider(authorize));
      expect(done.searchParams.get('social_error')).toBe('failed');
      expect((await c.get('/api/user')).status).toBe(401);
      const [row] = await t.ctx.database.db
        .select()
        .from(schema.account)
        .where(eq(schema.account.accountId, 'google-sub-pkce'));
      expect(row).toBeUndefined();
    } finally {
      undo();
    }
  });

  it('verifies the id_token: nonce, audience, issuer, expiry and signature', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const [label, claims] of [
      ['nonce', { nonce: 'not-the-nonce-we-sent' }],
      ['aud', { aud: 'someone-elses-client' }],
      ['iss', { iss: 'https://accounts.google.com' }],
      ['exp', { exp: now - 3600, iat: now - 7200 }],
    ] as const) {
      const undo = withClaims(google, {
        sub: `google-sub-${label}`,
        email: `${label}@example.com`,
        email_verified: true,
        ...claims,
      });
      try {
        const c = new TestClient(t.app);
        const done = await signInVia(c, 'google');
        expect(done.searchParams.get('social_error'), label).toBe('failed');
        expect((await c.get('/api/user')).status, label).toBe(401);
      } finally {
        undo();
      }
    }

    // The same id_token signed by the issuer's own key passes; signed by a key its JWKS doesn't hold (same kid), it fails.
    const jwk = google.issuer.keys.toJSON(true)[0]!;
    const genuine = await importJWK(jwk, 'RS256');
    const forger = (await generateKeyPair('RS256')).privateKey;
    for (const [label, key, expected] of [
      ['genuine', genuine, '/app'],
      ['forged', forger, '/auth'],
    ] as const) {
      const c = new TestClient(t.app);
      const authorize = await startFlow(c, 'google');
      const token = await new SignJWT({
        sub: `google-sub-${label}`,
        email: `${label}@example.com`,
        email_verified: true,
        nonce: authorize.searchParams.get('nonce')!,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(google.issuer.url!)
        .setAudience(GOOGLE_ID)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
      google.service.once('beforeResponse', (res: MutableResponse) => {
        (res.body as Record<string, unknown>).id_token = token;
      });
      const done = await returnTo(c, await visitProvider(authorize));
      expect(done.pathname, label).toBe(expected);
      expect((await c.get('/api/user')).status, label).toBe(label === 'genuine' ? 200 : 401);
    }
  });

  it('never links to an existing password account through an unverified email', async () => {
    const victim = new TestClient(t.app);
    const { id } = await victim.register('pw-victim');
    const undo = withClaims(google, { sub: 'attacker-sub', email: 'PW-VICTIM@example.com', email_verified: false });
    try {
      const attacker = new TestClient(t.app);
      const done = await signInVia(attacker, 'google');
      expect(Object.fromEntries(done.searchParams)).toEqual({ social_error: 'email_in_use', provider: 'google' });
      expect((await attacker.get('/api/user')).status).toBe(401);
      expect(await accountsOf(id)).toEqual([expect.objectContaining({ providerId: 'credential' })]);
      const [orphan] = await t.ctx.database.db
        .select()
        .from(schema.account)
        .where(eq(schema.account.accountId, 'attacker-sub'));
      expect(orphan).toBeUndefined();
    } finally {
      undo();
    }
  });

  it('links a verified email only after that account’s password is given', async () => {
    const holder = new TestClient(t.app);
    const { id } = await holder.register('pw-holder', 'holder-password');
    const undo = withClaims(google, { sub: 'holder-google-sub', email: 'pw-holder@example.com', email_verified: true });
    try {
      const c = new TestClient(t.app);
      const done = await signInVia(c, 'google');
      // Verified is not enough: no session yet, the /auth page asks for the password.
      expect(Object.fromEntries(done.searchParams)).toEqual({ social: 'link', provider: 'google' });
      expect((await c.get('/api/user')).status).toBe(401);
      expect(await accountsOf(id)).toHaveLength(1);

      // The wrong password links nothing.
      expect((await c.post('/api/login', { username: 'pw-holder', password: 'wrong-password' })).status).toBe(401);
      expect(await accountsOf(id)).toHaveLength(1);
      // Another account's password links nothing either (the pending identity is for pw-holder's email).
      const stranger = new TestClient(t.app);
      await stranger.register('pw-stranger');
      stranger.cookies.set('soe.oauth_link', c.cookies.get('soe.oauth_link')!);
      expect((await stranger.post('/api/login', { username: 'pw-stranger', password: 'password-123' })).status).toBe(
        200,
      );
      expect(
        await t.ctx.database.db.select().from(schema.account).where(eq(schema.account.accountId, 'holder-google-sub')),
      ).toEqual([]);

      const login = await c.post('/api/login', { username: 'pw-holder', password: 'holder-password' });
      expect(login.status).toBe(200);
      expect(c.cookies.has('soe.oauth_link')).toBe(false);
      expect((await accountsOf(id)).map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
      const link = await owner.get(`/api/admin/audit?action=auth.link&actorId=${id}`);
      expect(link.json.entries[0]).toMatchObject({ details: { provider: 'Google' } });

      // From now on Google signs in as that account.
      const later = new TestClient(t.app);
      expect((await signInVia(later, 'google')).pathname).toBe('/app');
      expect((await later.get('/api/user')).json).toMatchObject({ id, provider: 'Google', username: 'pw-holder' });
    } finally {
      undo();
    }
  });

  it('links any Google identity to the account that is signed in when the flow starts', async () => {
    const c = new TestClient(t.app);
    const { id } = await c.register('signed-in-linker');
    const undo = withClaims(google, {
      sub: 'linker-sub',
      email: 'different-address@example.org',
      email_verified: false,
    });
    try {
      expect((await signInVia(c, 'google')).pathname).toBe('/app');
      expect((await c.get('/api/user')).json).toMatchObject({ id, provider: 'Google' });
      expect((await accountsOf(id)).map((a) => a.providerId).sort()).toEqual(['credential', 'google']);
      // That identity now belongs to this account: someone else signed in can't claim it.
      const other = new TestClient(t.app);
      await other.register('identity-thief');
      expect((await signInVia(other, 'google')).searchParams.get('social_error')).toBe('already_linked');
    } finally {
      undo();
    }
  });

  it('refuses disabled accounts', async () => {
    const undo = withClaims(google, {
      sub: 'google-sub-disabled',
      email: 'to-disable@example.com',
      email_verified: true,
    });
    try {
      const c = new TestClient(t.app);
      await signInVia(c, 'google');
      const { id } = (await c.get('/api/user')).json;
      expect((await owner.put(`/api/admin/users/${id}`, { isActive: false })).status).toBe(200);
      expect((await c.get('/api/user')).status).toBe(401);
      const again = new TestClient(t.app);
      expect(Object.fromEntries((await signInVia(again, 'google')).searchParams)).toEqual({
        social_error: 'disabled',
        provider: 'google',
      });
      expect((await again.get('/api/user')).status).toBe(401);
    } finally {
      undo();
    }
  });

  it('Apple: form_post answer re-issued as a GET, a client secret JWT signed with the team key, names from the one-time user field', async () => {
    const undo = withClaims(apple, {
      sub: '001234.apple-subject.0001',
      email: 'grace@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
    });
    const tokenRequests: Array<Record<string, string>> = [];
    const record = (_res: MutableResponse, req: { body: Record<string, string> }) => tokenRequests.push(req.body);
    apple.service.on('beforeResponse', record);
    try {
      const c = new TestClient(t.app);
      const authorize = await startFlow(c, 'apple');
      expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
        client_id: APPLE_ID,
        response_mode: 'form_post',
        scope: 'openid email name',
        code_challenge_method: 'S256',
      });
      // The issuer answers; Apple's page would POST this form from its own site to the callback.
      const back = await visitProvider(authorize);
      const form = new URLSearchParams({
        code: back.searchParams.get('code')!,
        state: back.searchParams.get('state')!,
        user: JSON.stringify({
          name: { firstName: 'Grace', lastName: 'Hopper' },
          email: 'grace@privaterelay.appleid.com',
        }),
      });
      const posted = await c.request('POST', '/auth/apple/callback', form.toString(), {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://appleid.apple.com',
        'sec-fetch-site': 'cross-site',
      });
      expect(posted.status).toBe(303);
      const get = new URL(String(posted.headers.location), 'http://localhost');
      expect(get.pathname).toBe('/auth/apple/callback');
      const done = await returnTo(c, get);
      expect(done.pathname).toBe('/app');
      expect((await c.get('/api/user')).json).toMatchObject({
        provider: 'Apple',
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@privaterelay.appleid.com',
        username: 'grace',
      });

      // The client secret is an ES256 JWT from the team's key, as Apple requires.
      const secret = tokenRequests[0]!.client_secret!;
      const { payload, protectedHeader } = await jwtVerify(secret, appleKey.publicKey, {
        issuer: APPLE_TEAM,
        subject: APPLE_ID,
        audience: apple.issuer.url!,
      });
      expect(protectedHeader).toMatchObject({ alg: 'ES256', kid: APPLE_KEY });
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
      expect(decodeJwt(secret).iss).toBe(APPLE_TEAM);
    } finally {
      apple.service.off('beforeResponse', record);
      undo();
    }
  });

  it('says GitHub is not configured on this server when it has no credentials', async () => {
    const res = await new TestClient(t.app).get('/auth/github');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth?social_error=not_configured&provider=github');
    const callback = await new TestClient(t.app).get('/auth/github/callback?code=x&state=y');
    expect(callback.headers.location).toBe('/auth?social_error=not_configured&provider=github');
  });

  it('keeps the audit log and sessions free of provider tokens', async () => {
    const rows = await t.ctx.database.db
      .select()
      .from(schema.account)
      .where(and(eq(schema.account.providerId, 'google')));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.accessToken, row.refreshToken, row.idToken]).toEqual([null, null, null]);
    const audit = await owner.get('/api/admin/audit?limit=200');
    expect(audit.body).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./); // no JWT anywhere
  });
});
