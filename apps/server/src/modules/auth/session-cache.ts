import type { IncomingHttpHeaders } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { CurrentUser } from './session-user';

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
 * Whether the session still exists and what its user may do is LiveSessions' business.
 * Entries expire after `ttlMs` so better-auth still sees each live session regularly
 * (its sliding expiry refresh).
 */
export class SessionCookieCache {
  // Past the cap the least recently used entry goes (it is only a shortcut); ADR 023.
  private readonly entries: LRUCache<string, CachedSession>;

  constructor(ttlMs = 60_000, maxEntries = 50_000) {
    this.entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  get(cookieValue: string): CachedSession | undefined {
    return this.entries.get(cookieValue);
  }

  set(cookieValue: string, session: CachedSession): void {
    this.entries.set(cookieValue, { ...session });
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

/** PostgreSQL's channel for user and session changes (migration 0008). */
export const AUTH_CHANGES_CHANNEL = 'soe_auth_changes';

/**
 * Sessions read from the database recently, with their user, so a signed-in request
 * usually needs no query of its own to know who is asking.
 *
 * Kept correct by PostgreSQL rather than by a timer: every UPDATE or DELETE of a user
 * or session row (whoever makes it) notifies AUTH_CHANGES_CHANNEL, and every instance
 * drops what it holds for that user or session. On the embedded PGlite that happens
 * before the writing query returns; on PostgreSQL within milliseconds of the commit,
 * and the instance that made the change also drops it at once (forgetUser and
 * forgetSession). While the listening connection is down nothing is served from here
 * (each request reads the database, as without a cache) and everything held is dropped,
 * since notifications may have been missed. `ttlMs` bounds how long an entry lives even
 * so; 0 turns the cache off.
 *
 * A read that started before a change must not put the old row back after the change
 * dropped it: every drop moves `generation` on, and a fill begun under an older
 * generation is discarded.
 */
export class LiveSessions {
  // Size and time bound by lru-cache (ADR 023); an entry also ends when its session does (set()).
  private readonly entries: LRUCache<number, CurrentUser>;
  private generation = 0;
  private receiving = false;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 50_000,
  ) {
    this.entries = new LRUCache({ max: maxEntries, ttl: Math.max(ttlMs, 1) });
  }

  /** Whether changes are being received; entries are served only while they are. */
  setReceiving(on: boolean): void {
    this.receiving = on;
    this.clear();
  }

  get enabled(): boolean {
    return this.receiving && this.ttlMs > 0;
  }

  get(sessionId: number): CurrentUser | undefined {
    if (!this.enabled) return undefined;
    return this.entries.get(sessionId);
  }

  /** Call before reading a session from the database; pass the result to set(). */
  begin(): number {
    return this.generation;
  }

  set(readAt: number, sessionId: number, user: CurrentUser, sessionExpiresAt: Date): void {
    if (!this.enabled || readAt !== this.generation) return;
    const ttl = Math.min(this.ttlMs, sessionExpiresAt.getTime() - Date.now());
    if (ttl <= 0) return;
    // Frozen: one object serves many requests, none may change it for the others.
    this.entries.set(sessionId, Object.freeze(user), { ttl });
  }

  forgetSession(sessionId: number): void {
    this.generation++;
    this.entries.delete(sessionId);
  }

  forgetUser(userId: number): void {
    this.generation++;
    const held = [...this.entries.entries()].filter(([, user]) => user.id === userId);
    for (const [sessionId] of held) this.entries.delete(sessionId);
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** A notification from AUTH_CHANGES_CHANNEL: 'u:<user id>', 's:<session id>' or '*'. */
  changed(payload: string): void {
    const id = Number(payload.slice(2));
    if (payload.startsWith('u:') && Number.isSafeInteger(id)) this.forgetUser(id);
    else if (payload.startsWith('s:') && Number.isSafeInteger(id)) this.forgetSession(id);
    else this.clear();
  }
}
