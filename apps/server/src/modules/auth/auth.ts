import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
import { createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';
import { deriveKey } from '../../lib/crypto';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';

/**
 * better-auth does the password hashing (scrypt), session storage and cookie
 * signing; SOE's own routes (/api/login, /api/register, …) call its server API
 * so the spec's paths and payloads stay as they are.
 */
export function createAuth(options: { db: Db; secretKey: string; baseURL: string; secureCookies: boolean }) {
  return betterAuth({
    appName: 'SOE',
    baseURL: options.baseURL,
    // A key of its own, so the session-signing key is not the credential key.
    secret: deriveKey(options.secretKey, 'sessions-v1').toString('base64url'),
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    telemetry: { enabled: false },
    // SOE applies its own limits (per IP and per account, shared through Redis).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'serial' },
      cookiePrefix: 'soe',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies, path: '/' },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 6,
      // Long passphrases are accepted whole (security check 12, docs/security.md); 1 KiB bounds hashing cost.
      maxPasswordLength: 1024,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        // Which way this session signed in; /api/user reports it (spec §3 provider).
        provider: { type: 'string', required: false, defaultValue: 'local', input: false },
      },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, defaultValue: '' },
        lastName: { type: 'string', required: false, defaultValue: '' },
        // Never settable by the person signing up: only the server changes these.
        accessLevel: { type: 'string', required: false, defaultValue: 'read', input: false },
        subscriptionTier: { type: 'string', required: false, defaultValue: 'free', input: false },
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        isOwner: { type: 'boolean', required: false, defaultValue: false, input: false },
        isActive: { type: 'boolean', required: false, defaultValue: true, input: false },
        // '' until sign-up gives the account its workspace (modules/workspaces): never someone else's by default.
        tenantId: { type: 'string', required: false, defaultValue: '', input: false },
        isWorkspaceOwner: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 64,
        usernameValidator: (name) => /^[\p{L}\p{N}._-]+$/u.test(name),
      }),
      socialSessions(),
    ],
  });
}

/**
 * A session for a user SOE's own social sign-in has identified. An endpoint of
 * better-auth's so the session row and the signed cookie are made by the same
 * code as password sign-ins. Server-only: better-auth's HTTP handler is never
 * mounted, so this is reachable through `auth.api` alone.
 */
function socialSessions() {
  return {
    id: 'soe-social-sessions',
    endpoints: {
      createSocialSession: createAuthEndpoint(
        '/soe/social-session',
        {
          method: 'POST',
          body: z.object({ userId: z.string(), provider: z.string() }),
          metadata: { SERVER_ONLY: true },
        },
        async (c) => {
          const user = await c.context.internalAdapter.findUserById(c.body.userId);
          if (!user) throw c.error('NOT_FOUND', { message: 'User not found' });
          const session = await c.context.internalAdapter.createSession(
            user.id,
            false,
            { provider: c.body.provider },
            true,
          );
          await setSessionCookie(c, { session, user });
          return c.json({ sessionId: session.id });
        },
      ),
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;
