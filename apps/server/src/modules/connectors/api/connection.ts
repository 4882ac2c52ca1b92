import type { z } from 'zod';
import { ConnectorError, type ConnectorContext } from '../connector';

/**
 * The first steps every HTTP API connector takes when it opens: the server's
 * request-forgery-guarded fetch must be there (API connectors never use the
 * global fetch), and the connection details must parse.
 */
export function openApiConnection<T>(
  service: string,
  schema: z.ZodType<T>,
  config: unknown,
  context: ConnectorContext,
): { details: T; fetch: NonNullable<ConnectorContext['fetch']> } {
  if (!context.fetch)
    throw new ConnectorError(`The ${service} connector needs the server’s guarded HTTP client.`, 'config');
  const parsed = schema.safeParse(config);
  if (!parsed.success)
    throw new ConnectorError(parsed.error.issues[0]?.message ?? `Invalid ${service} connection details`, 'config');
  return { details: parsed.data, fetch: context.fetch };
}

/** An http(s) URL's origin; `label` names the field in the errors ('The Salesforce instance URL'). */
export function httpOrigin(raw: string, label: string, example: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ConnectorError(`${label} is not a valid URL (${example}).`, 'config');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConnectorError(`${label} must start with https://.`, 'config');
  return url.origin;
}

/** Whether a URL's host matches (connectors claim URLs by host when no connector id is given). */
export function hostMatches(url: string, pattern: RegExp): boolean {
  try {
    return pattern.test(new URL(url.trim()).hostname.toLowerCase());
  } catch {
    return false;
  }
}

/**
 * Runs a read under the query timeout: `run` gets a signal that aborts at the
 * deadline (or when the caller's own signal does), and a read cut by the
 * deadline fails with a clear timeout error naming the service.
 */
export async function withReadDeadline<T>(
  service: string,
  options: { timeoutMs: number; signal?: AbortSignal },
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    return await run(signal);
  } catch (err) {
    if (deadline.aborted && !options.signal?.aborted)
      throw new ConnectorError(
        `${service} did not answer within ${Math.round(options.timeoutMs / 100) / 10} s.`,
        'timeout',
      );
    throw err;
  }
}
