import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A GitHub account as the REST API describes it, plus its addresses from GET /user/emails. */
export interface GitHubFakeUser {
  id: number;
  login: string;
  name: string | null;
  emails: Array<{ email: string; primary: boolean; verified: boolean; visibility?: 'public' | 'private' | null }>;
}

export interface GitHubFakeOptions {
  clientId?: string;
  clientSecret?: string;
  /** Who "signs in" at the authorize page (changeable later through `fake.user`). */
  user?: GitHubFakeUser;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form or JSON body of the token request. */
  body: Record<string, string>;
  authorization: string | null;
  accept: string | null;
}

export interface GitHubFake {
  /** e.g. http://127.0.0.1:12345 — the server's GITHUB_BASE_URL and GITHUB_API_URL. */
  url: string;
  clientId: string;
  clientSecret: string;
  /** The account the next authorization signs in as. */
  user: GitHubFakeUser;
  /** When set, the next authorization is declined by the user (error=access_denied). */
  denyNext: boolean;
  requests: RecordedRequest[];
  requestsTo(path: string): RecordedRequest[];
  close(): Promise<void>;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  scope: string;
  codeChallenge: string | null;
  codeChallengeMethod: string;
  user: GitHubFakeUser;
}

const DOCS = 'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors';

function b64url(buffer: Buffer) {
  return buffer.toString('base64url');
}

/**
 * A protocol-level fake of GitHub's OAuth web application flow and the two
 * REST endpoints a sign-in reads, written from GitHub's docs ("Authorizing
 * OAuth apps", REST "Users" and "Emails"):
 * - GET  /login/oauth/authorize — the user approves at once (or declines when `denyNext`) and is
 *   sent to redirect_uri with code and state; code_challenge (S256 or plain) is remembered.
 * - POST /login/oauth/access_token — form or JSON; answers JSON with `Accept: application/json`, else
 *   form-encoded; failures are HTTP 200 with `error` (bad_verification_code, incorrect_client_credentials,
 *   redirect_uri_mismatch), as GitHub does. Codes are single-use and PKCE verifiers are checked.
 * - GET  /user, /user/emails — Bearer or `token` authorization; 401 Bad credentials otherwise;
 *   /user/emails needs the user:email (or user) scope, 404 without it.
 */
export async function startGitHubFake(options: GitHubFakeOptions = {}): Promise<GitHubFake> {
  const clientId = options.clientId ?? `Iv1.${crypto.randomBytes(8).toString('hex')}`;
  const clientSecret = options.clientSecret ?? crypto.randomBytes(20).toString('hex');
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, { user: GitHubFakeUser; scope: string }>();
  const requests: RecordedRequest[] = [];

  const fake: GitHubFake = {
    url: '',
    clientId,
    clientSecret,
    user: options.user ?? {
      id: 583231,
      login: 'octocat',
      name: 'The Octocat',
      emails: [{ email: 'octocat@github.com', primary: true, verified: true, visibility: 'public' }],
    },
    denyNext: false,
    requests,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    close: () => new Promise((done) => server.close(() => done())),
  };

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };

  function tokenAnswer(res: http.ServerResponse, accept: string | null, body: Record<string, string>) {
    if (accept?.includes('application/json')) return json(res, 200, body);
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' });
    res.end(new URLSearchParams(body).toString());
  }

  function tokenError(res: http.ServerResponse, accept: string | null, error: string, description: string) {
    tokenAnswer(res, accept, {
      error,
      error_description: description,
      error_uri: `${DOCS}#${error.replace(/_/g, '-')}`,
    });
  }

  function authorize(query: Record<string, string>, res: http.ServerResponse) {
    // GitHub shows its own 404 page for an unknown client; nothing is sent to the app.
    if (query.client_id !== clientId || !query.redirect_uri) return json(res, 404, { message: 'Not Found' });
    const target = new URL(query.redirect_uri);
    if (fake.denyNext) {
      fake.denyNext = false;
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user has denied your application access.');
      target.searchParams.set(
        'error_uri',
        'https://docs.github.com/apps/managing-oauth-apps/troubleshooting-authorization-request-errors/#access-denied',
      );
    } else {
      const code = crypto.randomBytes(10).toString('hex');
      grants.set(code, {
        clientId,
        redirectUri: query.redirect_uri,
        scope: query.scope ?? '',
        codeChallenge: query.code_challenge ?? null,
        codeChallengeMethod: query.code_challenge_method ?? 'plain',
        user: structuredClone(fake.user),
      });
      target.searchParams.set('code', code);
    }
    if (query.state) target.searchParams.set('state', query.state);
    res.writeHead(302, { location: target.href });
    res.end();
  }

  function accessToken(body: Record<string, string>, accept: string | null, res: http.ServerResponse) {
    if (body.client_id !== clientId || body.client_secret !== clientSecret) {
      return tokenError(
        res,
        accept,
        'incorrect_client_credentials',
        'The client_id and/or client_secret passed are incorrect.',
      );
    }
    const grant = body.code ? grants.get(body.code) : undefined;
    if (body.code) grants.delete(body.code); // single use, whatever happens next
    if (!grant) return tokenError(res, accept, 'bad_verification_code', 'The code passed is incorrect or expired.');
    if (body.redirect_uri && body.redirect_uri !== grant.redirectUri) {
      return tokenError(
        res,
        accept,
        'redirect_uri_mismatch',
        'The redirect_uri MUST match the registered callback URL for this application.',
      );
    }
    if (grant.codeChallenge) {
      const verifier = body.code_verifier ?? '';
      const expected =
        grant.codeChallengeMethod === 'S256' ? b64url(crypto.createHash('sha256').update(verifier).digest()) : verifier;
      if (!verifier || expected !== grant.codeChallenge)
        return tokenError(res, accept, 'bad_verification_code', 'The code_verifier does not match the code_challenge.');
    }
    const token = `gho_${crypto.randomBytes(18).toString('base64url')}`;
    tokens.set(token, { user: grant.user, scope: grant.scope });
    tokenAnswer(res, accept, {
      access_token: token,
      scope: grant.scope.split(/[ ,]+/).filter(Boolean).join(','),
      token_type: 'bearer',
    });
  }

  function api(path: string, authorization: string | null, res: http.ServerResponse) {
    const token = /^(?:bearer|token)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
    const session = token ? tokens.get(token) : undefined;
    if (!session)
      return json(res, 401, {
        message: 'Bad credentials',
        documentation_url: 'https://docs.github.com/rest',
        status: '401',
      });
    const { user, scope } = session;
    const primary = user.emails.find((e) => e.primary && e.visibility === 'public');
    if (path === '/user') {
      return json(res, 200, {
        login: user.login,
        id: user.id,
        node_id: Buffer.from(`04:User${user.id}`).toString('base64'),
        avatar_url: `https://avatars.githubusercontent.com/u/${user.id}?v=4`,
        html_url: `https://github.com/${user.login}`,
        type: 'User',
        site_admin: false,
        name: user.name,
        email: primary?.email ?? null,
        created_at: '2011-01-25T18:44:36Z',
      });
    }
    if (!scope.split(/[ ,]+/).some((s) => s === 'user:email' || s === 'user'))
      return json(res, 404, {
        message: 'Not Found',
        documentation_url: 'https://docs.github.com/rest/users/emails#list-email-addresses-for-the-authenticated-user',
        status: '404',
      });
    return json(
      res,
      200,
      user.emails.map((e) => ({
        email: e.email,
        primary: e.primary,
        verified: e.verified,
        visibility: e.visibility ?? null,
      })),
    );
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Record<string, string>;
      try {
        body = (req.headers['content-type'] ?? '').includes('json')
          ? (JSON.parse(raw || '{}') as Record<string, string>)
          : Object.fromEntries(new URLSearchParams(raw));
      } catch {
        return json(res, 400, { message: 'Problems parsing JSON', documentation_url: 'https://docs.github.com/rest' });
      }
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body,
        authorization: req.headers.authorization ?? null,
        accept: req.headers.accept ?? null,
      };
      requests.push(recorded);
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') return authorize(recorded.query, res);
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token')
        return accessToken(body, recorded.accept, res);
      if (req.method === 'GET' && (url.pathname === '/user' || url.pathname === '/user/emails'))
        return api(url.pathname, recorded.authorization, res);
      json(res, 404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
