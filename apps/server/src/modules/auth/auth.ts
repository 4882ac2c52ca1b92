import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { username } from 'better-auth/plugins';
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
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
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
      // Long passphrases are accepted whole (quality-bar 12); 1 KiB bounds hashing cost.
      maxPasswordLength: 1024,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
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
        tenantId: { type: 'string', required: false, defaultValue: 'default', input: false },
      },
    },
    plugins: [
      username({
        minUsernameLength: 3,
        maxUsernameLength: 64,
        usernameValidator: (name) => /^[\p{L}\p{N}._-]+$/u.test(name),
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
