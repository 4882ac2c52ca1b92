import type { IncomingHttpHeaders } from 'node:http';

/** What a verified session cookie names: immutable for the life of the session row. */
export interface CachedSession {
  sessionId: number;
  provider: string;
}

/**
 * Session cookies better-auth has verified, mapped to the session row they name.
 *
 * A full better-auth getSession per request (cookie signature, session query, user
 * query, refresh bookkeeping) was most of the cost of a signed-in API call. A cookie
 * value that exactly equals one already verified is valid (the signature covers it),
 * and the token → session id mapping never changes, so only that is kept here.
 * Whether the session still exists, has not expired, and its user is still there and
 * active is read from the database on every request (AuthService.currentUser): sign-out,
 * disabling, deleting or changing a user take effect on the next request, on every
 * instance. Entries expire after `ttlMs` so better-auth still sees each live session
 * regularly (its sliding expiry refresh).
 */
export class SessionCookieCache {
  private readonly entries = new Map<string, CachedSession & { until: number }>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {}

  get(cookieValue: string): CachedSession | undefined {
    const entry = this.entries.get(cookieValue);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(cookieValue);
      return undefined;
    }
    return entry;
  }

  set(cookieValue: string, session: CachedSession): void {
    // Oldest first in a Map's order: past the cap, the oldest entry goes (it is only a shortcut).
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(cookieValue, { ...session, until: Date.now() + this.ttlMs });
  }

  forget(cookieValue: string): void {
    this.entries.delete(cookieValue);
  }
}

const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?soe\.session_token=([^;]*)/g;

/**
 * The session cookie's raw (signed) value, or undefined when there is none or more
 * than one: an ambiguous header is left to better-auth to decide, never cached.
 */
export function sessionCookieValue(headers: IncomingHttpHeaders): string | undefined {
  const cookie = headers.cookie;
  if (!cookie) return undefined;
  const found = [...cookie.matchAll(SESSION_COOKIE)];
  return found.length === 1 && found[0]![1] ? found[0]![1] : undefined;
}
