import type { LookupAddress, LookupOptions } from 'node:dns';
import { Agent, fetch, Headers, type RequestInit, type Response } from 'undici';
import { ConnectorError } from '../connector';
import { guardHost, type GuardOptions } from './guard';

/**
 * HTTP for API connectors (OpenAPI, MCP, Salesforce …): every address a name
 * resolves to is checked at connect time by the agent's lookup, literal IPs are
 * checked before the request, and redirects are never followed blindly — each
 * hop is checked again (security checks 18–20, docs/security.md).
 */

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `dns.lookup`-compatible function that refuses names resolving to any refused address. */
export function guardedLookup(options: GuardOptions) {
  return (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback): void => {
    guardHost(hostname, options).then(
      ({ addresses }) => {
        const wanted =
          lookupOptions.family === 4 || lookupOptions.family === 6
            ? addresses.filter((a) => a.family === lookupOptions.family)
            : addresses;
        const list = wanted.length > 0 ? wanted : addresses;
        if (lookupOptions.all) callback(null, list);
        else callback(null, list[0].address, list[0].family);
      },
      (err: Error) => callback(Object.assign(err, { code: 'ESOEFORBIDDEN' }), '', 0),
    );
  };
}

export function createGuardedAgent(options: GuardOptions): Agent {
  return new Agent({ connect: { lookup: guardedLookup(options) as never } });
}

export interface GuardedFetchOptions extends GuardOptions {
  /** Redirects followed, each target checked again; 0 (default) returns the 3xx response. */
  maxRedirects?: number;
  agent?: Agent;
  /**
   * The check each request and redirect hop must pass (host and port), instead
   * of `guardHost` with these options: the instance's network policy for one principal.
   */
  check?: (host: string, port: number) => Promise<unknown>;
}

/** The only headers a redirect to another origin keeps: none of them can carry a credential. */
const PORTABLE_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-type',
  'user-agent',
  'odata-version',
  'odata-maxversion',
]);

export async function guardedFetch(
  url: string | URL,
  init: RequestInit = {},
  options: GuardedFetchOptions,
): Promise<Response> {
  const agent = options.agent ?? createGuardedAgent(options);
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== 'http:' && target.protocol !== 'https:') {
      throw new ConnectorError(`Only http and https URLs are supported (got ${target.protocol})`, 'config');
    }
    // Literal IPs skip the agent's lookup, so check the host here as well.
    // Run before every request, not only when the agent opens a connection: a kept-alive connection is reused only
    // while the name still resolves to allowed addresses (no rebinding between requests).
    if (options.check)
      await options.check(target.hostname, Number(target.port) || (target.protocol === 'https:' ? 443 : 80));
    else await guardHost(target.hostname, options);
    let response: Response;
    try {
      response = await fetch(target, { ...init, redirect: 'manual', dispatcher: agent });
    } catch (err) {
      // undici wraps the lookup's refusal in 'fetch failed'; surface the clear one.
      const cause = (err as { cause?: unknown }).cause;
      if (cause instanceof ConnectorError) throw cause;
      throw err;
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location || hop >= (options.maxRedirects ?? 0))
      return response;
    await response.body?.cancel();
    const next = new URL(location, target);
    // Credentials belong to the origin they were given for: a redirect to another origin carries only plain
    // content headers, never the connection's Authorization, API-key headers, session cookies or CSRF tokens.
    if (next.origin !== target.origin) {
      const headers = new Headers();
      for (const [name, value] of new Headers(init.headers)) if (PORTABLE_HEADERS.has(name)) headers.set(name, value);
      init = { ...init, headers };
    }
    target = next;
    const method = (init.method ?? 'GET').toUpperCase();
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
      init = { ...init, method: 'GET', body: undefined };
    }
  }
}
