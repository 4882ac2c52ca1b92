import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tableauSite, toCsv, type TableauSite } from './data';

/**
 * Tableau's REST API (JSON flavour, Accept: application/json) for the calls a
 * connector needs: sign in with a personal access token, sign out, query
 * workbooks and views of a site (paged with pageSize/pageNumber and a
 * pagination block), and query view data as CSV with vf_<field> filters.
 * Errors have Tableau's shape {"error":{"summary","detail","code"}}. Tokens can
 * be expired on demand; every request is recorded.
 */

export interface TableauFakeOptions {
  /** The personal access token the server accepts (default name 'soe-test', secret 'pat-secret-0123456789'). */
  token?: { name: string; secret: string };
  /** The site's content URL ('' is the default site); default 'acme'. */
  site?: string;
  /** Most items per page the server returns, whatever pageSize asks (default 100). */
  maxPageSize?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface TableauFake {
  url: string;
  requests: RecordedRequest[];
  site: TableauSite;
  token: { name: string; secret: string };
  /** Tokens currently signed in. */
  activeTokens(): number;
  /** Every issued credentials token stops working (as when a session times out). */
  expireTokens(): void;
  failNext(status: number, times?: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

const API_VERSION = /^\/api\/(\d+\.\d+)(\/.*)$/;
const SUPPORTED_UP_TO = 3.25;

export async function startTableauFake(options: TableauFakeOptions = {}): Promise<TableauFake> {
  const token = options.token ?? { name: 'soe-test', secret: 'pat-secret-0123456789' };
  const site = tableauSite(options.site ?? 'acme');
  const maxPageSize = options.maxPageSize ?? 100;
  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  const failures: Array<{ status: number; headers: Record<string, string> }> = [];

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
      ),
      body,
    });
    const send = (status: number, payload?: unknown, extra: Record<string, string> = {}) => {
      const text = payload === undefined ? '' : typeof payload === 'string' ? payload : JSON.stringify(payload);
      res.writeHead(status, {
        ...(payload === undefined
          ? {}
          : {
              'content-type':
                typeof payload === 'string' ? 'text/csv; charset=utf-8' : 'application/json;charset=UTF-8',
            }),
        ...extra,
      });
      res.end(text);
    };
    const error = (status: number, code: string, summary: string, detail: string, extra: Record<string, string> = {}) =>
      send(status, { error: { summary, detail, code } }, extra);

    const failure = failures.shift();
    if (failure)
      return error(
        failure.status,
        `${failure.status}000`,
        failure.status === 429 ? 'Too Many Requests' : 'Service Unavailable',
        'The server is busy; retry later.',
        failure.headers,
      );
    const m = API_VERSION.exec(url.pathname);
    if (!m || Number(m[1]) > SUPPORTED_UP_TO)
      return error(404, '404000', 'Resource Not Found', `Unknown resource '${url.pathname}' specified in URI.`);
    const route = m[2]!;

    if (route === '/auth/signin' && req.method === 'POST') {
      const c = (
        body as {
          credentials?: {
            personalAccessTokenName?: string;
            personalAccessTokenSecret?: string;
            site?: { contentUrl?: string };
          };
        }
      )?.credentials;
      if (!c?.personalAccessTokenName || !c.personalAccessTokenSecret || c.site?.contentUrl === undefined) {
        return error(
          400,
          '400000',
          'Bad Request',
          'The request body must have credentials with personalAccessTokenName, personalAccessTokenSecret and site.contentUrl.',
        );
      }
      if (
        c.personalAccessTokenName !== token.name ||
        c.personalAccessTokenSecret !== token.secret ||
        c.site.contentUrl !== site.contentUrl
      ) {
        return error(401, '401001', 'Signin Error', 'Error signing in to Tableau Server');
      }
      const issued = randomUUID().replace(/-/g, '') + '|' + randomUUID().replace(/-/g, '');
      tokens.add(issued);
      return send(200, {
        credentials: {
          site: { id: site.id, contentUrl: site.contentUrl },
          user: { id: '9f9e9d9c-0000-4000-8000-000000000001' },
          token: issued,
          estimatedTimeToExpiration: '365:23:59',
        },
      });
    }

    const auth = String(req.headers['x-tableau-auth'] ?? '');
    if (!tokens.has(auth))
      return error(401, '401002', 'Unauthorized Access', 'Invalid authentication credentials were provided.');
    if (route === '/auth/signout' && req.method === 'POST') {
      tokens.delete(auth);
      return send(204);
    }

    const s = /^\/sites\/([^/]+)(\/.*)$/.exec(route);
    if (!s || req.method !== 'GET')
      return error(404, '404000', 'Resource Not Found', `Unknown resource '${url.pathname}' specified in URI.`);
    if (s[1] !== site.id)
      return error(403, '403069', 'Forbidden', 'The site in the URI is not the site of the credentials token.');
    const rest = s[2]!;

    const page = <T>(items: T[]) => {
      const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
      const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
      if (
        !Number.isInteger(pageSize) ||
        pageSize < 1 ||
        pageSize > 1000 ||
        !Number.isInteger(pageNumber) ||
        pageNumber < 1
      ) {
        return { error: true as const };
      }
      const size = Math.min(pageSize, maxPageSize);
      return {
        error: false as const,
        pagination: { pageNumber: String(pageNumber), pageSize: String(size), totalAvailable: String(items.length) },
        items: items.slice((pageNumber - 1) * size, pageNumber * size),
      };
    };
    const badPage = () =>
      error(
        400,
        '400006',
        'Bad Request',
        'The page size must be an integer between 1 and 1000 and the page number at least 1.',
      );

    if (rest === '/workbooks') {
      const p = page(site.workbooks);
      if (p.error) return badPage();
      return send(200, {
        pagination: p.pagination,
        workbooks: {
          workbook: p.items.map((w) => ({
            id: w.id,
            name: w.name,
            contentUrl: w.contentUrl,
            showTabs: 'true',
            project: w.project,
            owner: { id: '9f9e9d9c-0000-4000-8000-000000000001' },
            tags: {},
          })),
        },
      });
    }
    if (rest === '/views') {
      const p = page(site.views);
      if (p.error) return badPage();
      const usage = url.searchParams.get('includeUsageStatistics') === 'true';
      return send(200, {
        pagination: p.pagination,
        views: {
          view: p.items.map((v) => ({
            id: v.id,
            name: v.name,
            contentUrl: v.contentUrl,
            workbook: { id: v.workbookId },
            owner: { id: '9f9e9d9c-0000-4000-8000-000000000001' },
            tags: {},
            ...(usage ? { usage: { totalViewCount: String(v.totalViewCount) } } : {}),
          })),
        },
      });
    }
    const d = /^\/views\/([^/]+)\/data$/.exec(rest);
    if (d) {
      const view = site.views.find((v) => v.id === d[1]);
      if (!view) return error(404, '404011', 'Resource Not Found', `View '${d[1]}' could not be found.`);
      let rows = view.rows;
      // vf_<field>=v1,v2 keeps rows whose field shows one of the values; unknown fields are ignored, as Tableau does.
      for (const [key, value] of url.searchParams) {
        if (!key.startsWith('vf_')) continue;
        const i = view.columns.indexOf(key.slice(3));
        if (i < 0) continue;
        const wanted = new Set(value.split(','));
        rows = rows.filter((r) => wanted.has(r[i] === null ? '' : String(r[i])));
      }
      return send(200, toCsv(view.columns, rows));
    }
    return error(404, '404000', 'Resource Not Found', `Unknown resource '${url.pathname}' specified in URI.`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    site,
    token,
    activeTokens: () => tokens.size,
    expireTokens: () => tokens.clear(),
    failNext(status, times = 1, headers = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, headers });
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
