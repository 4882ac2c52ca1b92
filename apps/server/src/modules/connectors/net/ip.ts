import { isIPv4, isIPv6 } from 'node:net';

/**
 * Host spellings normalised before any judgement. Resolvers (getaddrinfo,
 * inet_aton) accept `2130706433`, `0177.0.0.1`, `0x7f.1` as 127.0.0.1, and
 * URLs with non-special schemes (postgresql://, mysql://) keep them verbatim,
 * so the guard must read them the way the resolver will.
 */
export type ParsedHost =
  { kind: 'ipv4'; address: string } | { kind: 'ipv6'; address: string } | { kind: 'name'; name: string };

export function parseHost(raw: string): ParsedHost {
  let host = raw.trim().toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  // A zone id (fe80::1%eth0) names an interface, not a different address.
  const zone = host.indexOf('%');
  if (zone >= 0 && host.includes(':')) host = host.slice(0, zone);
  if (isIPv6(host)) return { kind: 'ipv6', address: host };
  const v4 = parseIPv4Loose(host.endsWith('.') ? host.slice(0, -1) : host);
  if (v4) return { kind: 'ipv4', address: v4 };
  return { kind: 'name', name: host.endsWith('.') ? host.slice(0, -1) : host };
}

/** inet_aton rules: 1-4 parts, each decimal, octal (leading 0) or hex (0x); the last part fills the remaining bytes. */
export function parseIPv4Loose(text: string): string | null {
  if (text === '') return null;
  const parts = text.split('.');
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const n = parseIPv4Part(part);
    if (n === null) return null;
    numbers.push(n);
  }
  const last = numbers.pop()!;
  for (const n of numbers) if (n > 255) return null;
  const lastBytes = 4 - numbers.length;
  if (last >= 2 ** (8 * lastBytes)) return null;
  const bytes = [...numbers];
  for (let i = lastBytes - 1; i >= 0; i--) bytes.push(Math.floor(last / 2 ** (8 * i)) % 256);
  const dotted = bytes.join('.');
  return isIPv4(dotted) ? dotted : null;
}

function parseIPv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part.slice(1), 8);
  if (/^(0|[1-9][0-9]*)$/.test(part)) return Number(part);
  return null;
}

/** The 8 groups of an IPv6 address as numbers (handles `::` and a dotted IPv4 tail). */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail: number[] = [];
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/);
  if (dotted) {
    const b = dotted[1].split('.').map(Number);
    tail.push(b[0] * 256 + b[1], b[2] * 256 + b[3]);
    text = text.slice(0, -dotted[1].length);
    if (text.endsWith(':') && !text.endsWith('::')) text = text.slice(0, -1);
  }
  const [head, rest] = text.includes('::') ? text.split('::') : [text, undefined];
  const parse = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const left = parse(head);
  const right = rest === undefined ? [] : parse(rest);
  const fill = 8 - left.length - right.length - tail.length;
  return [...left, ...Array(rest === undefined ? 0 : fill).fill(0), ...right, ...tail];
}

/**
 * The IPv4 address an IPv6 address stands for, where it embeds one that the
 * network will actually reach: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::/96)
 * and 6to4 (2002:aabb:ccdd::/16).
 */
export function embeddedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  return null;
}
