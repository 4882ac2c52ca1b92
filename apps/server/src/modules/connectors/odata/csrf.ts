import { CookieJar as RfcCookieJar } from 'tough-cookie';
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
    super(
      'The OData service asked for a new CSRF token (403, x-csrf-token: Required); nothing was changed.',
      'forbidden',
    );
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
    if (
      response.status === 403 &&
      MODIFYING_METHODS.has(method) &&
      response.headers.get('x-csrf-token')?.trim().toLowerCase() === 'required'
    ) {
      await response.body?.cancel().catch(() => undefined);
      throw new CsrfTokenRequired();
    }
    return response;
  };
}

/**
 * The cookies of one service, pinned to its origin: RFC 6265 storage and matching
 * (Domain, Path, Secure, Max-Age / Expires, public suffixes) are tough-cookie's (ADR 024);
 * this class adds that nothing is kept from, or ever sent to, another origin, even a
 * sibling host the cookie's Domain would allow.
 */
export class CookieJar {
  readonly #origin: URL;
  // Secure cookies go over https only, also to a local address.
  readonly #jar = new RfcCookieJar(undefined, { rejectPublicSuffixes: true, allowSecureOnLocal: false });

  constructor(origin: URL) {
    this.#origin = origin;
  }

  /** Keeps the cookies of a response from `from` (a URL of the service). */
  store(setCookies: string[], from: URL): void {
    if (from.origin !== this.#origin.origin) return;
    // A cookie the RFC refuses (another domain, a public suffix, a bad line) is dropped, as a browser would.
    for (const line of setCookies) this.#jar.setCookieSync(line, from.href, { ignoreError: true });
  }

  /** The Cookie header for a request to `url`; undefined for any other origin or when nothing applies. */
  header(url: URL): string | undefined {
    if (url.origin !== this.#origin.origin) return undefined;
    return this.#jar.getCookieStringSync(url.href) || undefined;
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

  constructor(
    private readonly fetchToken: (
      signal?: AbortSignal,
    ) => Promise<{ token: string | undefined; setCookies: string[]; url: URL }>,
  ) {}

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
