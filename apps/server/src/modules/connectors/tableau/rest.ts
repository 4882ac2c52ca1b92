import { ConnectorError, type ConnectorContext } from '../connector';
import { ApiClient, type ApiRequest } from '../api/http-client';

/**
 * Tableau's REST API with a personal access token: sign in once (credentials
 * token + site id, sent as X-Tableau-Auth), sign in again once when the token
 * has expired mid-session, sign out on close, and page through lists with
 * pageSize/pageNumber until the pagination's totalAvailable.
 */

export interface TableauSettings {
  /** Server root, e.g. https://10ax.online.tableau.com. */
  server: string;
  /** Site content URL; '' is the default site. */
  site: string;
  tokenName: string;
  tokenSecret: string;
  apiVersion: string;
}

interface SignIn {
  token: string;
  siteId: string;
}

interface Paged {
  pagination?: { pageNumber?: string; pageSize?: string; totalAvailable?: string };
}

export const SERVICE = 'Tableau';
const PAGE_SIZE = 100;
/** Lists longer than this (10,000 items) are cut: discovery samples views, it does not need them all. */
const MAX_PAGES = 100;

const reasonOf = (err: ConnectorError) => /\((\d{3}[^)]*)\)/.exec(err.message)?.[1] ?? '401';

export class TableauRest {
  private readonly client: ApiClient;
  private auth?: Promise<SignIn>;

  constructor(
    private readonly settings: TableauSettings,
    fetch: ConnectorContext['fetch'],
  ) {
    if (!fetch) throw new ConnectorError('API connections are not available in this context.', 'config');
    this.client = new ApiClient({ service: SERVICE, baseUrl: `${settings.server}/api/${settings.apiVersion}/`, fetch });
  }

  private signIn(): Promise<SignIn> {
    this.auth ??= (async () => {
      const { site, tokenName, tokenSecret } = this.settings;
      try {
        const res = await this.client.request<{ credentials?: { token?: string; site?: { id?: string } } }>(
          'POST',
          'auth/signin',
          {
            body: {
              credentials: {
                personalAccessTokenName: tokenName,
                personalAccessTokenSecret: tokenSecret,
                site: { contentUrl: site },
              },
            },
          },
        );
        const c = res.data?.credentials;
        if (!c?.token || !c.site?.id)
          throw new ConnectorError('Tableau answered the sign-in without a credentials token.', 'query');
        return { token: c.token, siteId: c.site.id };
      } catch (err) {
        if (err instanceof ConnectorError && err.code === 'auth') {
          throw new ConnectorError(
            `Tableau refused the personal access token "${tokenName}" for the ${site ? `site "${site}"` : 'default site'} (${reasonOf(err)}). Check the token name, secret and site, and that the token has not expired or been revoked.`,
            'auth',
          );
        }
        throw err;
      }
    })();
    const attempt = this.auth;
    attempt.catch(() => {
      if (this.auth === attempt) this.auth = undefined; // a later call signs in again
    });
    return attempt;
  }

  /** Signs in (the connection test). */
  async check(): Promise<void> {
    await this.signIn();
  }

  /** A path under the site as it is requested: 'sites/{site}/…' with the signed-in site's id. */
  async sitePath(path: string): Promise<string> {
    const { siteId } = await this.signIn();
    return path.replace('{site}', encodeURIComponent(siteId));
  }

  /** A request under the site ('sites/{site}/…' is filled in); an expired token is replaced once. */
  async request<T>(method: string, path: string, init: ApiRequest = {}, retried = false): Promise<T> {
    const session = this.signIn();
    const { token, siteId } = await session;
    try {
      const res = await this.client.request<T>(method, path.replace('{site}', encodeURIComponent(siteId)), {
        ...init,
        headers: { ...init.headers, 'x-tableau-auth': token },
      });
      return res.data;
    } catch (err) {
      if (!retried && err instanceof ConnectorError && err.code === 'auth') {
        if (this.auth === session) this.auth = undefined;
        return this.request<T>(method, path, init, true);
      }
      if (err instanceof ConnectorError && err.code === 'auth') {
        throw new ConnectorError(
          `Tableau ended the session and did not accept a new sign-in (${reasonOf(err)}). Reconnect the system with a valid personal access token.`,
          'auth',
        );
      }
      throw err;
    }
  }

  /** Every item of a paged list ('workbooks' → data.workbooks.workbook). */
  async list<T>(
    resource: 'workbooks' | 'views',
    query: Record<string, string> = {},
    signal?: AbortSignal,
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; page <= MAX_PAGES; page++) {
      const data = await this.request<Paged & Record<string, Record<string, T[]> | undefined>>(
        'GET',
        `sites/{site}/${resource}`,
        {
          query: { ...query, pageSize: PAGE_SIZE, pageNumber: page },
          signal,
        },
      );
      const batch = data?.[resource]?.[resource.slice(0, -1)] ?? [];
      // One by one: a page is the server's to size, and spreading a huge one into arguments overflows the stack.
      for (const item of batch) items.push(item);
      const total = Number(data?.pagination?.totalAvailable ?? items.length);
      if (!batch.length || items.length >= total) break;
    }
    return items;
  }

  async signOut(): Promise<void> {
    const session = this.auth;
    this.auth = undefined;
    const signedIn = await session?.catch(() => null);
    if (!signedIn) return;
    await this.client
      .request('POST', 'auth/signout', { headers: { 'x-tableau-auth': signedIn.token }, accept: 'text' })
      .catch(() => {});
  }
}

/** The REST API's workbook and view records, as far as SOE reads them. */
export interface TableauWorkbook {
  id: string;
  name: string;
  contentUrl?: string;
  project?: { id?: string; name?: string };
}

export interface TableauView {
  id: string;
  name: string;
  contentUrl?: string;
  workbook?: { id?: string };
  usage?: { totalViewCount?: string };
}
