import { AUTH_PROVIDERS, type AuthProvider } from '@soe/shared';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { and, eq, sql } from 'drizzle-orm';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { CounterStore } from '../../lib/kv';
import type { Auth } from './auth';
import { LiveSessions, SessionCookieCache, sessionCookieValue } from './session-cache';
import { displayUsername, toCurrentUser, type CurrentUser, type UserRow } from './session-user';
import { provisionWorkspace } from '../workspaces/provision';

const FAILURE_WINDOW_S = 15 * 60;
const MAX_FAILURES = 10;
const INVALID_CREDENTIALS = 'Invalid username or password';
export const ACCOUNT_DISABLED = 'This account has been disabled. Contact your administrator.';

export interface AuthResult {
  user: CurrentUser;
  setCookies: string[];
}

/**
 * Accounts and sessions: the spec's routes on top of better-auth, plus what it
 * doesn't do for us — the owner rule, disabled accounts and sign-in limits.
 */
export class AuthService {
  /** Verified session cookies → their session id (session-cache.ts). */
  private readonly sessionCookies = new SessionCookieCache();
  /** A known session, if it still exists, with its user: one prepared query when LiveSessions can't answer. */
  private readonly liveSession;
  /** Recently read sessions with their users, dropped when PostgreSQL reports a change (session-cache.ts). */
  readonly sessions: LiveSessions;

  constructor(
    private readonly auth: Auth,
    private readonly db: Db,
    private readonly counters: CounterStore,
    private readonly onSignIn: (user: CurrentUser, ip: string) => Promise<void> = async () => {},
    options: { sessionCacheMs?: number } = {},
    /** Told when an account gets locked by failed sign-ins (the audit log records it). */
    private readonly onLocked: (userId: number, username: string, ip: string) => Promise<void> = async () => {},
  ) {
    this.sessions = new LiveSessions(options.sessionCacheMs ?? 0);
    this.liveSession = db
      .select({ user: schema.user, expiresAt: schema.session.expiresAt })
      .from(schema.session)
      .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
      .where(eq(schema.session.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('soe_live_session');
  }

  async register(
    input: { username: string; email: string; password: string; firstName: string; lastName: string },
    headers: IncomingHttpHeaders,
  ): Promise<AuthResult> {
    const taken = await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(
        sql`lower(${schema.user.username}) = lower(${input.username}) or lower(${schema.user.email}) = lower(${input.email})`,
      )
      .limit(1);
    if (taken.length) throw new AppError('conflict', 'Username or email already exists');
    let result;
    try {
      result = await this.auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: [input.firstName, input.lastName].filter(Boolean).join(' ') || input.username,
          username: input.username,
          displayUsername: input.username,
          firstName: input.firstName,
          lastName: input.lastName,
        },
        headers: fromNodeHeaders(headers),
        returnHeaders: true,
      });
    } catch (error) {
      throw this.mapSignUpError(error);
    }
    const id = Number(result.response.user.id);
    await this.claimOwnershipIfFirst(id);
    // Every sign-up starts in a workspace of its own; others join only through an invitation (modules/workspaces).
    const row = await this.ensureWorkspace(id);
    const sessionId = await this.sessionIdFromHeaders(result.headers);
    return { user: toCurrentUser(row!, sessionId), setCookies: result.headers.getSetCookie() };
  }

  async login(
    input: { username: string; password: string },
    headers: IncomingHttpHeaders,
    ip: string,
  ): Promise<AuthResult> {
    const typed = input.username.trim().toLowerCase();
    const ipKey = `signin:ip:${ip}`;
    await this.refuseWhenLimited(ipKey);
    // Counted per account, whichever spelling (username or email) was typed; a name no account has is counted by
    // itself, so a stranger sees the same answers for names that exist and names that don't.
    const account = await this.resolveAccount(typed);
    const accountKey = account ? `signin:user:${account.id}` : `signin:name:${typed}`;
    const lockedFor = account?.signInLockedUntil
      ? Math.ceil((account.signInLockedUntil.getTime() - Date.now()) / 1000)
      : 0;
    if (lockedFor > 0) throw tooManyFailures(lockedFor);
    await this.refuseWhenLimited(accountKey);
    let result;
    try {
      result = typed.includes('@')
        ? await this.auth.api.signInEmail({
            body: { email: typed, password: input.password },
            headers: fromNodeHeaders(headers),
            returnHeaders: true,
          })
        : await this.auth.api.signInUsername({
            body: { username: typed, password: input.password },
            headers: fromNodeHeaders(headers),
            returnHeaders: true,
          });
    } catch (error) {
      if (error instanceof APIError && error.statusCode < 500) {
        const [, failures] = await Promise.all([
          this.counters.hit(ipKey, FAILURE_WINDOW_S),
          this.counters.hit(accountKey, FAILURE_WINDOW_S),
        ]);
        if (account && failures >= MAX_FAILURES) await this.lockAccount(account.id, ip);
        throw new AppError('unauthorized', INVALID_CREDENTIALS);
      }
      throw error;
    }
    const row = await this.ensureWorkspace(Number(result.response.user.id));
    const sessionId = await this.sessionIdFromHeaders(result.headers);
    if (!row?.isActive) {
      await this.db.delete(schema.session).where(eq(schema.session.id, sessionId));
      throw new AppError('forbidden', ACCOUNT_DISABLED);
    }
    await this.counters.reset(`signin:user:${row.id}`);
    const user = toCurrentUser(row, sessionId);
    await this.onSignIn(user, ip);
    return { user, setCookies: result.headers.getSetCookie() };
  }

  private async refuseWhenLimited(key: string): Promise<void> {
    if ((await this.counters.get(key)) >= MAX_FAILURES) throw tooManyFailures(await this.counters.ttl(key));
  }

  /** The account a typed name signs in to, as better-auth reads it: an email when it has an @, else a username. */
  private async resolveAccount(typed: string): Promise<{ id: number; signInLockedUntil: Date | null } | undefined> {
    const column = typed.includes('@') ? schema.user.email : schema.user.username;
    const [row] = await this.db
      .select({ id: schema.user.id, signInLockedUntil: schema.user.signInLockedUntil })
      .from(schema.user)
      .where(sql`lower(${column}) = ${typed}`)
      .limit(1);
    return row;
  }

  /**
   * Locks an account whose failed sign-ins reached the limit, for the rest of the
   * window. There is no mail path to tell its owner, so the lock shows in the
   * admin console, where a staff admin can lift it (liftSignInLock).
   */
  private async lockAccount(userId: number, ip: string): Promise<void> {
    const until = new Date(Date.now() + FAILURE_WINDOW_S * 1000);
    const [locked] = await this.db
      .update(schema.user)
      .set({ signInLockedUntil: until })
      .where(
        and(
          eq(schema.user.id, userId),
          sql`(${schema.user.signInLockedUntil} is null or ${schema.user.signInLockedUntil} < now())`,
        ),
      )
      .returning({
        username: schema.user.username,
        displayUsername: schema.user.displayUsername,
        email: schema.user.email,
      });
    if (locked) await this.onLocked(userId, displayUsername(locked), ip);
  }

  /** Ends a sign-in lock at once (a staff admin's decision): the account's failure count starts again. */
  async liftSignInLock(userId: number): Promise<void> {
    await this.db.update(schema.user).set({ signInLockedUntil: null }).where(eq(schema.user.id, userId));
    await this.counters.reset(`signin:user:${userId}`);
  }

  /**
   * Signs in a user a social provider has identified (modules/auth/social):
   * a new session that remembers the provider, recorded like a password sign-in.
   */
  async signInWithProvider(userId: number, provider: Exclude<AuthProvider, 'local'>, ip: string): Promise<AuthResult> {
    const row = await this.findUser(userId);
    if (!row?.isActive) throw new AppError('forbidden', ACCOUNT_DISABLED);
    const result = await this.auth.api.createSocialSession({
      body: { userId: String(userId), provider },
      returnHeaders: true,
    });
    const user = toCurrentUser(row, Number(result.response.sessionId), provider);
    await this.onSignIn(user, ip);
    return { user, setCookies: result.headers.getSetCookie() };
  }

  async logout(headers: IncomingHttpHeaders): Promise<string[]> {
    const cookieValue = sessionCookieValue(headers);
    const known = cookieValue ? this.sessionCookies.get(cookieValue) : undefined;
    if (cookieValue) this.sessionCookies.forget(cookieValue);
    // Gone from this instance before the answer leaves; the others hear it from PostgreSQL.
    if (known) this.sessions.forgetSession(known.sessionId);
    try {
      const result = await this.auth.api.signOut({ headers: fromNodeHeaders(headers), returnHeaders: true });
      return result.headers.getSetCookie();
    } catch {
      // No session is not an error for sign-out: it is already the wanted state.
      return [];
    }
  }

  /**
   * The signed-in user when LiveSessions holds the session, without touching the
   * database; undefined means ask currentUser.
   */
  heldUser(headers: IncomingHttpHeaders): CurrentUser | undefined {
    if (!this.sessions.enabled) return undefined;
    const { known } = this.knownSession(headers);
    return known ? this.sessions.get(known.sessionId) : undefined;
  }

  /** The request's session cookie, and the session it names when this instance has verified it before. */
  private knownSession(headers: IncomingHttpHeaders) {
    const cookieValue = headers.cookie?.includes('soe.session_token') ? sessionCookieValue(headers) : undefined;
    return { cookieValue, known: cookieValue ? this.sessionCookies.get(cookieValue) : undefined };
  }

  /** The signed-in user for a request, or null. Disabled accounts have no session. */
  async currentUser(headers: IncomingHttpHeaders): Promise<CurrentUser | null> {
    if (!headers.cookie?.includes('soe.session_token')) return null;
    const { cookieValue, known } = this.knownSession(headers);
    if (known) {
      const held = this.sessions.get(known.sessionId);
      if (held) return held;
      // Read fresh: sign-out, expiry, a disabled or deleted account and a changed tier apply to this very request.
      const readAt = this.sessions.begin();
      const [live] = await this.liveSession.execute({ sessionId: known.sessionId });
      if (live && live.expiresAt.getTime() > Date.now()) {
        if (!live.user.isActive) return null;
        const user = toCurrentUser(live.user, known.sessionId, providerOf(known.provider));
        this.sessions.set(readAt, known.sessionId, user, live.expiresAt);
        return user;
      }
      // Gone or expired: better-auth answers (and cleans up) as for any other cookie.
      this.sessionCookies.forget(cookieValue!);
    }
    const found = await this.auth.api.getSession({
      headers: fromNodeHeaders(headers),
      query: { disableRefresh: false },
    });
    // getSession reads the user row fresh (no cookie cache), additional fields included: no second query.
    if (!found?.user.isActive) return null;
    const row: UserRow = {
      ...found.user,
      id: Number(found.user.id),
      createdAt: new Date(found.user.createdAt),
      updatedAt: new Date(found.user.updatedAt),
    } as UserRow;
    const provider = String((found.session as { provider?: string }).provider ?? 'local');
    const sessionId = Number(found.session.id);
    if (cookieValue) this.sessionCookies.set(cookieValue, { sessionId, provider });
    return toCurrentUser(row, sessionId, providerOf(provider));
  }

  /** Creates the owner from SOE_OWNER_* at start when no owner exists yet. */
  async ensureOwnerFromEnv(owner: { username: string; email: string; password: string }): Promise<void> {
    const existing = await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.isOwner, true))
      .limit(1);
    if (existing.length) return;
    const byName = await this.db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(sql`lower(${schema.user.username}) = lower(${owner.username})`)
      .limit(1);
    let id = byName[0]?.id;
    if (!id) {
      const created = await this.auth.api.signUpEmail({
        body: {
          email: owner.email,
          password: owner.password,
          name: owner.username,
          username: owner.username,
          displayUsername: owner.username,
        },
      });
      id = Number(created.user.id);
      // signUpEmail with autoSignIn made a session nobody holds.
      await this.db.delete(schema.session).where(eq(schema.session.userId, id));
    }
    await this.claimOwnershipIfFirst(id);
    await this.ensureWorkspace(id);
  }

  /**
   * The user's row, after giving them a workspace of their own if they have
   * none yet (a sign-up interrupted between its two steps gets one at its next sign-in).
   */
  async ensureWorkspace(id: number): Promise<UserRow | undefined> {
    const row = await this.findUser(id);
    if (!row || row.tenantId) return row;
    await this.db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ tenantId: schema.user.tenantId })
        .from(schema.user)
        .where(eq(schema.user.id, id))
        .for('update')
        .limit(1);
      if (locked && !locked.tenantId) await provisionWorkspace(tx, id, displayUsername(row));
    });
    return this.findUser(id);
  }

  async findUser(id: number) {
    const rows = await this.db.select().from(schema.user).where(eq(schema.user.id, id)).limit(1);
    return rows[0];
  }

  /**
   * The first account becomes the owner. Racing sign-ups both try; the
   * single-owner unique index lets exactly one win.
   */
  async claimOwnershipIfFirst(id: number) {
    try {
      await this.db
        .update(schema.user)
        .set({ isOwner: true, isAdmin: true, accessLevel: 'admin', subscriptionTier: 'staff_admin' })
        .where(
          and(eq(schema.user.id, id), sql`not exists (select 1 from ${schema.user} where ${schema.user.isOwner})`),
        );
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
    }
  }

  private async sessionIdFromHeaders(headers: Headers): Promise<number> {
    const cookie = headers.getSetCookie().find((c) => c.includes('session_token='));
    const token = cookie ? decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!).split('.')[0]! : '';
    const rows = await this.db
      .select({ id: schema.session.id })
      .from(schema.session)
      .where(eq(schema.session.token, token))
      .limit(1);
    return rows[0]?.id ?? 0;
  }

  private mapSignUpError(error: unknown): Error {
    if (error instanceof APIError) {
      const code = String((error.body as { code?: string } | undefined)?.code ?? '');
      if (/ALREADY|TAKEN|EXISTS/i.test(code)) return new AppError('conflict', 'Username or email already exists');
      if (error.statusCode < 500) return new AppError('bad_request', error.message || 'Invalid registration details');
    }
    return error as Error;
  }
}

function tooManyFailures(waitSeconds: number): AppError {
  const wait = Math.max(1, waitSeconds);
  return new AppError(
    'rate_limited',
    `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minutes.`,
    { 'retry-after': String(wait) },
  );
}

function providerOf(value: string): AuthProvider {
  return AUTH_PROVIDERS.find((p) => p === value) ?? 'local';
}
