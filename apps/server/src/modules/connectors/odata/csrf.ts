import { ConnectorError, type ConnectorContext } from '../connector';

/**
 * SAP Gateway's CSRF protection for modifying requests (SAP S/4HANA, SAP BTP
 * and other SAP OData services). A GET with `X-CSRF-Token: Fetch` answers the
 * token in the `x-csrf-token` response header and the security session it
 * belongs to as cookies (SAP_SESSIONID_<SID>_<client>, sap-usercontext, …);
 * every POST / PUT / PATCH / MERGE / DELETE (and $batch, a POST) must carry
 * both. An expired or missing token is answered 403 with
 * `x-csrf-token: Required` before the service does anything, so the write can
 * be sent again with a fresh token without risk of applying it twice. Services
 * without CSRF protection ignore the fetch header and answer no token.
 *
 * The token and cookies are secrets of one connector session: held in private
 * fields (never serialised or inspected into a log), sent only to the
 * service's own origin, never stored and never part of a result.
 */

type Fetch = NonNullable<ConnectorContext['fetch']>;

export const MODIFYING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'MERGE', 'DELETE']);

/** A modifying request the service refused with 403 and `x-csrf-token: Required`: it was not applied. */
export class CsrfTokenRequired extends ConnectorError {
  constructor() {
    super('The OData service asked for a new CSRF token (403, x-csrf-token: Required); nothing was changed.', 'forbidden');
  }
}

/**
 * The guarded fetch, unchanged, except that a refused CSRF token on a
 * modifying request becomes CsrfTokenRequired. The shared API client passes a
 * ConnectorError thrown by its fetch through as it is, so the write can tell
 * this refusal from any other 403 (which it never retries).
 */
export function detectCsrfRefusal(fetch: Fetch): Fetch {
  return async (url, init) => {
    const response = await fetch(url, init);
    const method = String(init?.method ?? 'GET').toUpperCase();
    if (response.status === 403 && MODIFYING_METHODS.has(method) && response.headers.get('x-csrf-token')?.trim().toLowerCase() === 'required') {
      await response.body?.cancel().catch(() => undefined);
      throw new CsrfTokenRequired();
    }
    return response;
  };
}

interface Cookie {
  value: string;
  path: string;
  secure: boolean;
  /** ms since the epoch; undefined for a session cookie. */
  expires?: number;
}

/**
 * The cookies of one service, RFC 6265 in the parts that matter here: a cookie
 * for another domain is dropped, Path and Secure are honoured, Max-Age /
 * Expires end a cookie, and nothing is ever sent to another origin.
 */
export class CookieJar {
  readonly #origin: URL;
  readonly #cookies = new Map<string, Cookie>();

  constructor(origin: URL) {
    this.#origin = origin;
  }

  /** Keeps the cookies of a response from `from` (a URL of the service). */
  store(setCookies: string[], from: URL): void {
    if (from.origin !== this.#origin.origin) return;
    const host = from.hostname.toLowerCase();
    const defaultPath = from.pathname.includes('/', 1) ? from.pathname.slice(0, from.pathname.lastIndexOf('/')) : '/';
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const cookie: Cookie = { value, path: defaultPath, secure: false };
      let foreign = false;
      let maxAge: number | undefined;
      for (const attribute of attributes) {
        const [rawKey = '', ...rest] = attribute.split('=');
        const key = rawKey.trim().toLowerCase();
        const v = rest.join('=').trim();
        if (key === 'domain' && v) {
          const domain = v.replace(/^\./, '').toLowerCase();
          if (host !== domain && !host.endsWith(`.${domain}`)) foreign = true;
        } else if (key === 'path' && v.startsWith('/')) cookie.path = v;
        else if (key === 'secure') cookie.secure = true;
        else if (key === 'max-age' && /^-?\d+$/.test(v)) maxAge = Number(v);
        else if (key === 'expires' && !Number.isNaN(Date.parse(v))) cookie.expires ??= Date.parse(v);
      }
      if (foreign) continue; // a browser would refuse it too
      if (maxAge !== undefined) cookie.expires = Date.now() + maxAge * 1000; // Max-Age wins over Expires
      if (cookie.expires !== undefined && cookie.expires <= Date.now()) this.#cookies.delete(name);
      else this.#cookies.set(name, cookie);
    }
  }

  /** The Cookie header for a request to `url`; undefined for any other origin or when nothing applies. */
  header(url: URL): string | undefined {
    if (url.origin !== this.#origin.origin) return undefined;
    const now = Date.now();
    const pairs: string[] = [];
    for (const [name, c] of this.#cookies) {
      if (c.expires !== undefined && c.expires <= now) continue;
      if (c.secure && url.protocol !== 'https:') continue;
      const pathMatches = url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`);
      if (pathMatches) pairs.push(`${name}=${c.value}`);
    }
    return pairs.length ? pairs.join('; ') : undefined;
  }
}

/** What one token fetch gave: the token (none when the service does not use CSRF) and its session's cookies. */
export class CsrfState {
  readonly #token?: string;
  readonly jar: CookieJar;

  constructor(token: string | undefined, jar: CookieJar) {
    this.#token = token;
    this.jar = jar;
  }

  get protected(): boolean {
    return this.#token !== undefined;
  }

  /** Headers for a modifying request to `url`: nothing for a service without CSRF. */
  headers(url: URL): Record<string, string> {
    if (this.#token === undefined) return {};
    const cookie = this.jar.header(url);
    return { 'x-csrf-token': this.#token, ...(cookie ? { cookie } : {}) };
  }

  /** Sessions may be renewed on any answer: later writes send the cookies the service set last. */
  remember(setCookies: string[], from: URL): void {
    if (this.#token !== undefined) this.jar.store(setCookies, from);
  }
}

/**
 * The CSRF token of one connector session: fetched once, when the first write
 * needs it (never for reads), shared by concurrent writes, and fetched again
 * only when a write is refused with `x-csrf-token: Required`.
 */
export class CsrfTokens {
  #pending?: Promise<CsrfState>;
  #state?: CsrfState;

  constructor(private readonly fetchToken: (signal?: AbortSignal) => Promise<{ token: string | undefined; setCookies: string[]; url: URL }>) {}

  get(signal?: AbortSignal): Promise<CsrfState> {
    if (!this.#pending) {
      const pending: Promise<CsrfState> = this.fetchToken(signal).then(({ token, setCookies, url }) => {
        const jar = new CookieJar(url);
        jar.store(setCookies, url);
        const state = new CsrfState(token, jar);
        if (this.#pending === pending) this.#state = state;
        return state;
      });
      this.#pending = pending;
      // A failed fetch is not remembered: the next write asks again.
      pending.catch(() => {
        if (this.#pending === pending) this.#pending = undefined;
      });
    }
    return this.#pending;
  }

  /** Forgets `stale` if it is still the current token; a write refused with an older one just takes the current. */
  invalidate(stale: CsrfState): void {
    if (this.#state !== stale) return;
    this.#pending = undefined;
    this.#state = undefined;
  }

  clear(): void {
    this.#pending = undefined;
    this.#state = undefined;
  }
}
