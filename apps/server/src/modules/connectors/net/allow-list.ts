import { BlockList, isIPv6 } from 'node:net';
import { embeddedIPv4, parseHost } from './ip';

/**
 * The network access list: loopback and private hosts, CIDRs and ports that
 * ordinary users may connect systems to (Settings → Network access, default
 * SOE_ALLOWED_PRIVATE_HOSTS). Everything else on loopback and private ranges is
 * for staff admins only; link-local, metadata and SOE's own services are never
 * reachable, whatever the list says (policy.ts).
 *
 * One entry per item, separated by commas, spaces or new lines:
 *   db.internal            a host name (as typed in the connection URL), any port
 *   10.1.2.3:5432          an address on one port
 *   10.0.0.0/8             a range, any port
 *   192.168.1.0/24:3306    a range on one port
 *   [fd00::1]:5432         an IPv6 address (brackets when a port follows); fd00::/8 without one
 */

export type AllowEntry =
  | { kind: 'name'; text: string; name: string; port?: number }
  | { kind: 'range'; text: string; range: BlockList; family: 'ipv4' | 'ipv6'; port?: number };

export interface ParsedAllowList {
  entries: AllowEntry[];
  /** One line per entry that could not be read, saying why. */
  problems: string[];
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9_]([a-z0-9_-]{0,62})(\.[a-z0-9_]([a-z0-9_-]{0,62}))*\.?$/i;

export function splitAllowList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function parsePort(text: string | undefined): number | null | undefined {
  if (text === undefined || text === '' || text === '*') return undefined;
  if (!/^\d{1,5}$/.test(text)) return null;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : null;
}

/** Reads one entry; a string is the reason it cannot be read. */
export function parseAllowEntry(raw: string): AllowEntry | string {
  const text = raw.trim();
  let hostPart = text;
  let portText: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(text);
  if (bracketed) {
    hostPart = bracketed[1]!;
    portText = bracketed[2];
  } else if ((text.match(/:/g) ?? []).length === 1) {
    // One colon: host:port. More than one: a bare IPv6 address or range (no port).
    const at = text.lastIndexOf(':');
    hostPart = text.slice(0, at);
    portText = text.slice(at + 1);
  }
  const port = parsePort(portText);
  if (port === null) return `"${text}": the port must be a number from 1 to 65535`;
  const portPart = port === undefined ? {} : { port };

  const slash = hostPart.indexOf('/');
  if (slash >= 0) {
    const network = hostPart.slice(0, slash);
    const prefixText = hostPart.slice(slash + 1);
    const family = isIPv6(network) ? 'ipv6' : 'ipv4';
    const parsed = parseHost(network);
    const max = family === 'ipv6' ? 128 : 32;
    if (parsed.kind !== family || !/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) {
      return `"${text}": a range is an address and a prefix length, such as 10.0.0.0/8 or fd00::/8`;
    }
    const range = new BlockList();
    try {
      range.addSubnet(parsed.address, Number(prefixText), family);
    } catch {
      return `"${text}": not a range`;
    }
    return { kind: 'range', text, range, family, ...portPart };
  }
  const parsed = parseHost(hostPart);
  if (parsed.kind === 'ipv4' || parsed.kind === 'ipv6') {
    const range = new BlockList();
    try {
      range.addAddress(parsed.address, parsed.kind);
    } catch {
      return `"${text}": not an address`;
    }
    return { kind: 'range', text, range, family: parsed.kind, ...portPart };
  }
  if (!HOST_NAME.test(parsed.name)) return `"${text}": not a host name, address or range`;
  return { kind: 'name', text, name: parsed.name, ...portPart };
}

export function parseAllowList(input: string | string[]): ParsedAllowList {
  const items = Array.isArray(input) ? input.flatMap(splitAllowList) : splitAllowList(input);
  const entries: AllowEntry[] = [];
  const problems: string[] = [];
  for (const item of items) {
    const entry = parseAllowEntry(item);
    if (typeof entry === 'string') problems.push(entry);
    else entries.push(entry);
  }
  return { entries, problems };
}

/**
 * Whether the list lets an ordinary user reach `address` on `port`, given the
 * host name the user typed (a listed name allows every address it resolves to).
 */
export function allowListPermits(
  entries: AllowEntry[],
  typedHost: string,
  address: string,
  family: 4 | 6,
  port: number | undefined,
): boolean {
  const typed = parseHost(typedHost);
  return entries.some((entry) => {
    if (entry.port !== undefined && entry.port !== port) return false;
    if (entry.kind === 'name') return typed.kind === 'name' && typed.name === entry.name;
    // An IPv6 address carrying an IPv4 one (::ffff:10.0.0.5) is that IPv4 host.
    const v4 = family === 6 ? embeddedIPv4(address) : address;
    if (v4) return entry.family === 'ipv4' && entry.range.check(v4, 'ipv4');
    return entry.family === 'ipv6' && entry.range.check(address, 'ipv6');
  });
}
