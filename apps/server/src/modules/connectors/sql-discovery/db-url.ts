import { ConnectorError } from '../connector';

export interface DbUrl {
  /** Host as written (brackets removed from IPv6). */
  host: string;
  port: number;
  user: string;
  password: string;
  /** Database named in the path, if any. */
  database?: string;
  params: URLSearchParams;
}

/**
 * Parses a database URL into explicit parts. Messages never repeat the URL:
 * it may carry the password. Unix sockets and multi-host lists are refused —
 * SOE only dials a single checked network address.
 */
export function parseDbUrl(url: string, schemes: string[], defaultPort: number): DbUrl {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    throw new ConnectorError('The connection URL is not valid.', 'config');
  }
  const scheme = parsed.protocol.replace(/:$/, '').toLowerCase();
  if (!schemes.includes(scheme)) {
    throw new ConnectorError(
      `The connection URL must start with ${schemes.map((s) => `${s}://`).join(' or ')}.`,
      'config',
    );
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new ConnectorError('The connection URL has no host.', 'config');
  if (host.includes(',')) throw new ConnectorError('Only one host per connection URL is supported.', 'config');
  if (parsed.searchParams.has('host') || parsed.searchParams.has('socketPath')) {
    throw new ConnectorError(
      'Connections through a local socket are not supported; use a host name or address.',
      'config',
    );
  }
  const port = parsed.port ? Number(parsed.port) : defaultPort;
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new ConnectorError('The connection URL has an invalid port.', 'config');
  const decode = (s: string, what: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      throw new ConnectorError(`The ${what} in the connection URL is not correctly encoded.`, 'config');
    }
  };
  const user = decode(parsed.username, 'user name');
  if (!user)
    throw new ConnectorError('The connection URL needs a user name (scheme://user:password@host/database).', 'config');
  const password = decode(parsed.password, 'password');
  const path = decode(parsed.pathname.replace(/^\//, ''), 'database name');
  return { host, port, user, password, ...(path ? { database: path } : {}), params: parsed.searchParams };
}
