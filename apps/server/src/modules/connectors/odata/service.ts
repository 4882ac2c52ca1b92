import { ConnectorError, type ConnectorContext } from '../connector';
import { ApiClient, type ApiRequest, type ApiResponse } from '../api/http-client';
import { CsrfTokenRequired, CsrfTokens, detectCsrfRefusal, type CsrfState } from './csrf';
import { encodeOption } from './literal';

/**
 * One OData service: its root URL, the query parameters every request must
 * carry (SAP's sap-client=100 and the like, kept from the URL the user gave),
 * credentials, and the OData headers — through the shared API client (guarded
 * fetch, retries on 429/503, clear errors). Writes go through write(), which
 * adds SAP's CSRF token handshake (csrf.ts).
 */

export interface ODataCredentials {
  apiKey?: string;
  username?: string;
  password?: string;
}

export const SERVICE = 'OData service';

export class ODataService {
  readonly root: string;
  private readonly fixed: string;
  private readonly client: ApiClient;
  private readonly csrf: CsrfTokens;
  readonly basicAuth: boolean;

  constructor(url: string, credentials: ODataCredentials, fetch: ConnectorContext['fetch']) {
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      throw new ConnectorError(
        'The OData service URL is not a valid URL. Use the service root, e.g. https://host/sap/opu/odata4/…/0001/.',
        'config',
      );
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new ConnectorError('The OData service URL must start with https:// (or http://).', 'config');
    if (parsed.username || parsed.password)
      throw new ConnectorError('Put the user name and password in their own fields, not in the URL.', 'config');
    if (!fetch) throw new ConnectorError('API connections are not available in this context.', 'config');
    this.fixed = [...parsed.searchParams]
      .filter(([k]) => !k.startsWith('$'))
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join('&');
    parsed.search = '';
    parsed.hash = '';
    parsed.pathname = parsed.pathname.replace(/\/\$metadata\/?$/, '').replace(/\/?$/, '/');
    this.root = parsed.toString();
    const authorization = credentials.apiKey
      ? `Bearer ${credentials.apiKey}`
      : credentials.username
        ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password ?? ''}`).toString('base64')}`
        : undefined;
    this.basicAuth = !credentials.apiKey && Boolean(credentials.username);
    this.client = new ApiClient({
      service: SERVICE,
      baseUrl: this.root,
      fetch: detectCsrfRefusal(fetch),
      headers: () => ({
        'odata-version': '4.0',
        'odata-maxversion': '4.01',
        ...(authorization ? { authorization } : {}),
      }),
    });
    // The service root is the cheapest GET every OData service answers; SAP hands out the token on any GET.
    this.csrf = new CsrfTokens(async (signal) => {
      const url = this.url('');
      const res = await this.request<string>('GET', url, {
        accept: 'text',
        signal,
        headers: { 'x-csrf-token': 'Fetch' },
      });
      const token = res.headers.get('x-csrf-token')?.trim();
      return {
        token: token && token.toLowerCase() !== 'required' ? token : undefined,
        setCookies: res.headers.getSetCookie(),
        url: new URL(url),
      };
    });
  }

  /**
   * A request through the shared client. JSON answers are asked for with
   * IEEE754Compatible=true, so Edm.Decimal and Int64 arrive as exact strings;
   * $metadata (XML) and /$count (text) ask for text.
   */
  request<T>(method: string, url: string, init: ApiRequest = {}): Promise<ApiResponse<T>> {
    const accept: Record<string, string> =
      init.accept === 'text' ? {} : { accept: 'application/json;odata.metadata=minimal;IEEE754Compatible=true' };
    return this.client.request<T>(method, url, { ...init, headers: { ...accept, ...init.headers } });
  }

  /**
   * A modifying request (POST, PATCH, …). Before the session's first one the
   * CSRF token is fetched; it and its session cookies go with every write. A
   * refusal with `x-csrf-token: Required` (the service applied nothing) gets
   * one fresh token and one more try; no other failure is ever sent again.
   */
  async write<T>(method: string, url: string, init: ApiRequest = {}): Promise<ApiResponse<T>> {
    const target = new URL(url);
    const send = async (state: CsrfState) => {
      // Token and cookies travel as request headers, so the client keeps them out of any error message.
      const res = await this.request<T>(method, url, {
        ...init,
        headers: { ...init.headers, ...state.headers(target) },
      });
      state.remember(res.headers.getSetCookie(), target);
      return res;
    };
    const first = await this.csrf.get(init.signal);
    try {
      return await send(first);
    } catch (err) {
      if (!(err instanceof CsrfTokenRequired)) throw err;
      this.csrf.invalidate(first);
    }
    const fresh = await this.csrf.get(init.signal);
    try {
      return await send(fresh);
    } catch (err) {
      if (!(err instanceof CsrfTokenRequired)) throw err;
      this.csrf.invalidate(fresh);
      throw new ConnectorError(
        fresh.protected
          ? `${SERVICE} refused the CSRF token again after a fresh one was fetched (403, x-csrf-token: Required); nothing was changed. Try again; if it persists, the service is not keeping the session its token belongs to.`
          : `${SERVICE} requires a CSRF token for changes (403, x-csrf-token: Required) but gave none when asked (GET of the service root with X-CSRF-Token: Fetch); nothing was changed.`,
        'forbidden',
      );
    }
  }

  /** Forgets the CSRF token and session cookies (the connector session is closing). */
  forget(): void {
    this.csrf.clear();
  }

  /** Absolute URL of a resource path ('', '$metadata', 'SalesOrders', "SalesOrders('1')") with encoded query options. */
  url(path: string, options: Array<[string, string]> = []): string {
    const query = [this.fixed, ...encodedOptions(options)].filter(Boolean).join('&');
    return new URL(`${path}${query ? `?${query}` : ''}`, this.root).toString();
  }

  /**
   * The same request as a query's statement shows it: relative to the service root, and without the parameters
   * kept from the connection URL (they belong to the connection, as the root does, and may carry a key).
   */
  relative(path: string, options: Array<[string, string]> = []): string {
    const query = encodedOptions(options).join('&');
    return `${path}${query ? `?${query}` : ''}`;
  }

  /** The shared client words a 401 for tokens; with a user name and password, say so. */
  explain(err: unknown): unknown {
    if (err instanceof ConnectorError && err.code === 'auth' && this.basicAuth) {
      const reason = /\((401[^)]*)\)/.exec(err.message)?.[1] ?? '401';
      return new ConnectorError(
        `${SERVICE} refused the user name and password (${reason}). Check them and reconnect.`,
        'auth',
      );
    }
    return err;
  }
}

const encodedOptions = (options: Array<[string, string]>) => options.map(([k, v]) => `${k}=${encodeOption(v)}`);
