import type { ConnectorContext } from '../connector';
import { createGuardedAgent, guardedFetch } from '../net';

/**
 * Test support: the context an API connector gets in the app, with the real
 * request-forgery guard, set to allow loopback (where the fakes listen) the
 * way the network policy does for a staff admin or a listed address.
 */
export function loopbackContext(
  options: { blockPrivate?: boolean } = {},
): ConnectorContext & { fetch: NonNullable<ConnectorContext['fetch']> } {
  const guard = { blockPrivate: options.blockPrivate ?? false };
  const agent = createGuardedAgent(guard);
  return { fetch: (url, init) => guardedFetch(url, init, { ...guard, agent, maxRedirects: 3 }) };
}
