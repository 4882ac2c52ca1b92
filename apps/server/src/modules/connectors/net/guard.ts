import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList } from 'node:net';
import { ConnectorError, GuardRefusal } from '../connector';
import { embeddedIPv4, parseHost } from './ip';

/**
 * Request-forgery guard for every host a connector or fetch reaches
 * (security checks 18–20, docs/security.md). Link-local, metadata, unspecified, multicast and
 * reserved addresses are always refused; loopback and private ranges only when
 * the instance blocks private networks.
 */

export interface GuardOptions {
  /** Refuse loopback and private ranges too (the network policy, policy.ts, decides this per user and access list). */
  blockPrivate: boolean;
  /** DNS resolution, replaceable in tests; defaults to the OS resolver (all addresses). */
  lookup?: LookupAll;
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardedHost {
  /** The host as given (for TLS servername and messages). */
  host: string;
  /** Every address the host resolves to, each checked; connect to one of these. */
  addresses: ResolvedAddress[];
}

type Rule = [network: string, prefix: number, reason: string];

const METADATA = 'link-local / metadata address';
const UNSPECIFIED = 'unspecified address';
const MULTICAST = 'multicast / broadcast address';
const RESERVED = 'reserved address';
const LOOPBACK = 'loopback address';
const PRIVATE = 'private network address';

// Order matters: the first matching rule gives the reason.
const ALWAYS_V4: Rule[] = [
  ['169.254.0.0', 16, METADATA],
  ['100.100.100.200', 32, METADATA], // Alibaba Cloud metadata, inside 100.64/10
  ['0.0.0.0', 8, UNSPECIFIED],
  ['224.0.0.0', 4, MULTICAST],
  ['255.255.255.255', 32, MULTICAST],
  ['240.0.0.0', 4, RESERVED],
  ['192.0.0.0', 24, RESERVED],
  ['192.0.2.0', 24, RESERVED],
  ['198.18.0.0', 15, RESERVED],
  ['198.51.100.0', 24, RESERVED],
  ['203.0.113.0', 24, RESERVED],
];
const PRIVATE_V4: Rule[] = [
  ['127.0.0.0', 8, LOOPBACK],
  ['10.0.0.0', 8, PRIVATE],
  ['172.16.0.0', 12, PRIVATE],
  ['192.168.0.0', 16, PRIVATE],
  ['100.64.0.0', 10, PRIVATE],
];
const ALWAYS_V6: Rule[] = [
  ['fd00:ec2::254', 128, METADATA], // AWS metadata over IPv6, inside fc00::/7
  ['fe80::', 10, METADATA],
  ['::', 128, UNSPECIFIED],
  ['ff00::', 8, MULTICAST],
  ['2001:db8::', 32, RESERVED],
  ['2001::', 32, RESERVED], // Teredo: tunnels to an obfuscated IPv4 address
  ['100::', 64, RESERVED],
];
const PRIVATE_V6: Rule[] = [
  ['::1', 128, LOOPBACK],
  ['fc00::', 7, PRIVATE],
  ['fec0::', 10, PRIVATE], // deprecated site-local
  ['64:ff9b:1::', 48, PRIVATE], // local-use NAT64
];
// IPv4-compatible addresses (::a.b.c.d) are deprecated; nothing legitimate uses them.
const DEPRECATED_V6: Rule[] = [['::', 96, RESERVED]];

const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
]);

function compile(rules: Rule[], type: 'ipv4' | 'ipv6') {
  return rules.map(([network, prefix, reason]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, type);
    return { list, reason };
  });
}
const always4 = compile(ALWAYS_V4, 'ipv4');
const private4 = compile(PRIVATE_V4, 'ipv4');
const always6 = compile(ALWAYS_V6, 'ipv6');
const private6 = compile(PRIVATE_V6, 'ipv6');
const deprecated6 = compile(DEPRECATED_V6, 'ipv6');

const firstMatch = (rules: ReturnType<typeof compile>, address: string, type: 'ipv4' | 'ipv6') =>
  rules.find((r) => r.list.check(address, type))?.reason ?? null;

/** Why an IP address is refused, or null when it may be reached. Accepts any spelling parseHost accepts. */
export function refusalReason(ip: string, options: Pick<GuardOptions, 'blockPrivate'>): string | null {
  const parsed = parseHost(ip);
  if (parsed.kind === 'name') return RESERVED;
  if (parsed.kind === 'ipv4') {
    return (
      firstMatch(always4, parsed.address, 'ipv4') ??
      (options.blockPrivate ? firstMatch(private4, parsed.address, 'ipv4') : null)
    );
  }
  const address = parsed.address;
  // An IPv6 address carrying an IPv4 one reaches that IPv4 host: judge the embedded address.
  const v4 = embeddedIPv4(address);
  if (v4) return refusalReason(v4, options);
  const always = firstMatch(always6, address, 'ipv6');
  if (always) return always;
  const priv = firstMatch(private6, address, 'ipv6');
  if (priv) return options.blockPrivate ? priv : null;
  return firstMatch(deprecated6, address, 'ipv6');
}

export const defaultLookupAll: LookupAll = async (hostname) => {
  const results = await dnsLookup(hostname, { all: true, verbatim: true });
  return results.map((r) => ({ address: r.address, family: r.family === 6 ? 6 : 4 }));
};

export function refused(host: string, reason: string): ConnectorError {
  return new GuardRefusal(`Connections to ${host} are not allowed (${reason})`);
}

/**
 * Resolves a host (every address) and checks each one; refuses the host when
 * any address is refused, so a name cannot smuggle a refused address among
 * allowed ones. Callers connect to one of the returned addresses, never to the
 * name again (a second resolution could answer differently).
 */
export async function guardHost(host: string, options: GuardOptions): Promise<GuardedHost> {
  const parsed = parseHost(host);
  const shown = host.trim() || '(empty host)';
  let addresses: ResolvedAddress[];
  if (parsed.kind === 'name') {
    if (parsed.name === '') throw new ConnectorError('The connection URL has no host.', 'config');
    if (METADATA_NAMES.has(parsed.name)) throw refused(shown, METADATA);
    try {
      addresses = await (options.lookup ?? defaultLookupAll)(parsed.name);
    } catch {
      throw new ConnectorError(`Could not resolve host ${shown}`, 'network');
    }
    if (addresses.length === 0) throw new ConnectorError(`Could not resolve host ${shown}`, 'network');
  } else {
    addresses = [{ address: parsed.address, family: parsed.kind === 'ipv4' ? 4 : 6 }];
  }
  for (const { address } of addresses) {
    const reason = refusalReason(address, options);
    if (reason) throw refused(shown, reason);
  }
  return { host, addresses };
}

/** The `ConnectorContext.guardHost` the app passes to connectors. */
export function createHostGuard(options: GuardOptions): (host: string) => Promise<void> {
  return async (host) => {
    await guardHost(host, options);
  };
}
