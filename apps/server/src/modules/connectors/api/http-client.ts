import type { Headers, RequestInit, Response } from 'undici';
import { ConnectorError, type ConnectorContext } from '../connector';
import { vendorErrorText } from './vendor-error';

/**
 * The one HTTP client of the API connectors (Salesforce, HubSpot, OData,
 * Tableau, OpenAPI…): JSON in and out through the request-forgery-guarded
 * fetch, a per-request timeout, bounded retries on 429/503 that honour
 * Retry-After, and failures turned into ConnectorErrors whose messages name
 * the service and quote the vendor's own reason — never a stack or a token.
 */

export interface ApiClientOptions {
  /** 'Salesforce', used in every error message. */
  service: string;
  baseUrl: string;
  /** The request-forgery-guarded fetch; never global fetch. */
  fetch: NonNullable<ConnectorContext['fetch']>;
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  /** Retries on 429 / 503, default 3. */
  maxRetries?: number;
  /** First wait, doubling; Retry-After honoured, capped at 10 s; default 500. */
  backoffMs?: number;
  /** Per request, default 15000. */
  timeoutMs?: number;
}

export interface ApiRequest {
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Default json. */
  accept?: 'json' | 'text';
}

export interface ApiResponse<T> {
  status: number;
  headers: Headers;
  data: T;
}

const MAX_WAIT_MS = 10_000;
/** Headers that never carry a secret; every other header value is kept out of messages. */
const PLAIN_HEADERS = new Set(['accept', 'content-type', 'user-agent', 'accept-language']);
const RETRYABLE = new Set([429, 503]);
const NETWORK_CODES: Record<string, string> = {
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be resolved',
  ECONNREFUSED: 'the connection was refused',
  ECONNRESET: 'the connection was reset',
  EHOSTUNREACH: 'the host is unreachable',
  ENETUNREACH: 'the network is unreachable',
  ETIMEDOUT: 'the connection timed out',
  UND_ERR_CONNECT_TIMEOUT: 'the connection timed out',
  UND_ERR_SOCKET: 'the connection was closed',
  EPIPE: 'the connection was closed',
};

export class ApiClient {
  private readonly base: URL;

  constructor(private readonly options: ApiClientOptions) {
    try {
      this.base = new URL(options.baseUrl);
    } catch {
      throw new ConnectorError(`The ${options.service} URL is not a valid http(s) URL.`, 'config');
    }
    if (this.base.protocol !== 'http:' && this.base.protocol !== 'https:') {
      throw new ConnectorError(`The ${options.service} URL must start with https:// (or http://).`, 'config');
    }
  }

  /** `pathOrUrl` is relative to baseUrl (a leading '/' keeps baseUrl's path prefix) or an absolute URL on the same host. */
  async request<T = unknown>(method: string, pathOrUrl: string, init: ApiRequest = {}): Promise<ApiResponse<T>> {
    const url = this.url(pathOrUrl, init.query);
    const maxRetries = this.options.maxRetries ?? 3;
    const service = this.options.service;
    for (let attempt = 0; ; attempt++) {
      const extra = (await this.options.headers?.()) ?? {};
      const headers: Record<string, string> = {
        accept: init.accept === 'text' ? 'text/plain, text/csv, */*' : 'application/json',
        ...extra,
        ...init.headers,
      };
      let body: string | undefined;
      if (init.rawBody !== undefined) {
        body = init.rawBody;
        headers['content-type'] = init.contentType ?? 'text/plain';
      } else if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] = init.contentType ?? 'application/json';
      }
      const secrets = Object.entries({ ...extra, ...init.headers })
        .filter(([name]) => !PLAIN_HEADERS.has(name.toLowerCase()))
        .map(([, value]) => value);
      const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 15_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;

      let response: Response;
      let text: string;
      try {
        response = await this.options.fetch(url, { method, headers, body, signal } satisfies RequestInit);
        text = await response.text();
      } catch (err) {
        throw this.fetchFailure(err, init.signal, timeout);
      }

      if (RETRYABLE.has(response.status) && attempt < maxRetries) {
        await sleep(this.waitMs(attempt, response.headers.get('retry-after')), init.signal, service);
        continue;
      }
      if (response.status >= 400) throw httpFailure(service, response.status, redact(vendorErrorText(text), secrets));
      return { status: response.status, headers: response.headers, data: parseBody<T>(text, init.accept, service) };
    }
  }

  private url(pathOrUrl: string, query: ApiRequest['query']): URL {
    let url: URL;
    if (/^https?:\/\//i.test(pathOrUrl)) {
      url = new URL(pathOrUrl);
      // Paging links come from the vendor's answers; they must not lead the token to another host.
      if (url.origin !== this.base.origin)
        throw new ConnectorError(
          `${this.options.service} returned a link to another host; it was not followed.`,
          'query',
        );
    } else {
      const prefix = this.base.pathname.replace(/\/+$/, '');
      url = new URL(this.base.origin + prefix + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`));
    }
    for (const [key, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url;
  }

  /** Retry-After (seconds or an HTTP date) wins over the doubling backoff; both capped. */
  private waitMs(attempt: number, retryAfter: string | null): number {
    const backoff = (this.options.backoffMs ?? 500) * 2 ** attempt;
    if (retryAfter) {
      const seconds = Number(retryAfter);
      const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - Date.now();
      if (Number.isFinite(ms)) return Math.min(Math.max(0, ms), MAX_WAIT_MS);
    }
    return Math.min(backoff, MAX_WAIT_MS);
  }

  private fetchFailure(err: unknown, caller: AbortSignal | undefined, timeout: AbortSignal): ConnectorError {
    const service = this.options.service;
    if (err instanceof ConnectorError) return err; // the request-forgery guard's own, clear refusal
    if (caller?.aborted) return new ConnectorError(`The request to ${inSentence(service)} was cancelled.`, 'timeout');
    if (timeout.aborted) {
      const seconds = Math.round((this.options.timeoutMs ?? 15_000) / 100) / 10;
      return new ConnectorError(`${service} did not answer within ${seconds} s.`, 'timeout');
    }
    const cause = (err as { cause?: unknown })?.cause;
    if (cause instanceof ConnectorError) return cause;
    const code = String((cause as { code?: unknown })?.code ?? (err as { code?: unknown })?.code ?? '');
    const host = this.base.host;
    if (NETWORK_CODES[code])
      return new ConnectorError(
        `Could not reach ${inSentence(service)} at ${host}: ${NETWORK_CODES[code]}.`,
        'network',
      );
    if (/CERT|SSL|TLS|SELF_SIGNED/i.test(code))
      return new ConnectorError(`Secure connection to ${inSentence(service)} at ${host} failed (${code}).`, 'network');
    return new ConnectorError(`Could not reach ${inSentence(service)} at ${host}.`, 'network');
  }
}

/** A service named for the start of a sentence ('The OpenAPI document') as it reads inside one. */
const inSentence = (service: string) => service.replace(/^The\s/, 'the ');

/** Text that quotes a statement (a source's SQL in its error): never shown to users. */
const QUOTES_SQL =
  /\b(select\b[\s\S]+\bfrom|insert\s+into|update\b[\s\S]+\bset|delete\s+from)\b|\bsqlite_|\bORA-\d|\bSQLSTATE\b/i;

function httpFailure(service: string, status: number, vendorText: string): ConnectorError {
  const hidden = QUOTES_SQL.test(vendorText) ? vendorText : '';
  const vendor = hidden ? '' : vendorText;
  const reason = `(${status}${vendor ? `: ${vendor}` : ''})`;
  if (hidden && status < 500)
    return new ConnectorError(
      `${service} rejected the request (${status}).`,
      status === 404 ? 'query' : status === 401 ? 'auth' : status === 403 ? 'forbidden' : 'query',
      hidden,
    );
  if (status === 401)
    return new ConnectorError(`${service} refused the access token ${reason}. Reconnect with a new token.`, 'auth');
  if (status === 403)
    return new ConnectorError(
      `${service} denied access ${reason}. The token's user or app lacks the permission.`,
      'forbidden',
    );
  if (status === 404) return new ConnectorError(`${service} has no such resource ${reason}.`, 'query');
  if (status === 429)
    return new ConnectorError(`${service} is limiting the request rate ${reason}. Try again shortly.`, 'rate_limited');
  if (status === 503)
    return new ConnectorError(
      `${service} is temporarily unavailable (503). Try again shortly.`,
      'rate_limited',
      vendorText || undefined,
    );
  if (status === 504 || status === 408)
    return new ConnectorError(`${service} did not answer in time (${status}).`, 'timeout', vendorText || undefined);
  // A server error's own text is the source's internals (a stack, its SQL): logged, not shown.
  if (status >= 500)
    return new ConnectorError(
      `${service} reported a server error (${status}). Try again later, or ask its administrator.`,
      'network',
      vendorText || undefined,
    );
  return new ConnectorError(`${service} rejected the request ${reason}.`, 'query');
}

function parseBody<T>(text: string, accept: ApiRequest['accept'], service: string): T {
  if (accept === 'text') return text as T;
  if (text.trim() === '') return null as T; // 204 No Content (e.g. Salesforce PATCH)
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ConnectorError(`${service} answered with something other than JSON.`, 'query');
  }
}

/** Header values (tokens) never appear in a message, even if a vendor echoes one back. */
function redact(message: string, secrets: string[]): string {
  let out = message;
  for (const s of secrets) {
    for (const part of [s, s.replace(/^(Bearer|Basic|Token)\s+/i, '')])
      if (part.length >= 8) out = out.split(part).join('***');
  }
  return out;
}

function sleep(ms: number, signal: AbortSignal | undefined, service: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ConnectorError(`The request to ${service} was cancelled.`, 'timeout'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ConnectorError(`The request to ${service} was cancelled.`, 'timeout'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
