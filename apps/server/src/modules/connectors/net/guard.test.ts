import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { createHostGuard, guardHost, refusalReason, type LookupAll } from './guard';
import { embeddedIPv4, parseHost, parseIPv4Loose } from './ip';
import { resolveConnectTarget } from './target';

const open = { blockPrivate: false };
const strict = { blockPrivate: true };

/** A resolver answering from a table, so tests never touch real DNS. */
const fakeDns =
  (table: Record<string, string[]>): LookupAll =>
  async (name) => {
    const list = table[name];
    if (!list) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

async function refusal(host: string, options: { blockPrivate: boolean; lookup?: LookupAll }) {
  try {
    await guardHost(host, options);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ConnectorError);
    return err as ConnectorError;
  }
}

describe('IPv4 spellings are normalised like the resolver reads them', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0x7f.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['0x7f000001', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['2852039166', '169.254.169.254'],
    ['0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
    ['0251.0376.0251.0376', '169.254.169.254'],
    ['169.254.43518', '169.254.169.254'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'], // read as zero, as WHATWG URL does: refused, never a name
    ['10.0.0.1.', '10.0.0.1'],
  ])('%s → %s', (input, expected) => {
    expect(parseHost(input)).toEqual({ kind: 'ipv4', address: expected });
  });

  it.each(['256.1.1.1', '1.2.3.4.5', '08.1.1.1', '1..1', 'example.com', '4294967296', '1.2.65536'])(
    '%s is not an IPv4 address',
    (input) => {
      expect(parseIPv4Loose(input)).toBeNull();
    },
  );

  it('reads bracketed IPv6 with a zone id', () => {
    expect(parseHost('[FE80::1%eth0]')).toEqual({ kind: 'ipv6', address: 'fe80::1' });
  });

  it('finds the IPv4 address inside mapped, NAT64 and 6to4 IPv6 addresses', () => {
    expect(embeddedIPv4('::ffff:169.254.169.254')).toBe('169.254.169.254');
    expect(embeddedIPv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIPv4('64:ff9b::a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIPv4('2002:a9fe:a9fe::1')).toBe('169.254.169.254');
    expect(embeddedIPv4('2606:4700::1111')).toBeNull();
  });
});

describe('always refused, whatever the private-network setting', () => {
  it.each([
    ['169.254.169.254', 'link-local / metadata address'],
    ['169.254.0.1', 'link-local / metadata address'],
    ['100.100.100.200', 'link-local / metadata address'],
    ['fd00:ec2::254', 'link-local / metadata address'],
    ['fe80::1', 'link-local / metadata address'],
    ['febf:ffff::1', 'link-local / metadata address'],
    ['0.0.0.0', 'unspecified address'],
    ['0.1.2.3', 'unspecified address'],
    ['::', 'unspecified address'],
    ['224.0.0.1', 'multicast / broadcast address'],
    ['239.255.255.250', 'multicast / broadcast address'],
    ['255.255.255.255', 'multicast / broadcast address'],
    ['ff02::1', 'multicast / broadcast address'],
    ['240.0.0.1', 'reserved address'],
    ['192.0.2.10', 'reserved address'],
    ['198.18.0.1', 'reserved address'],
    ['2001:db8::1', 'reserved address'],
    ['::127.0.0.1', 'reserved address'],
    // decimal / octal / hex forms of the metadata address
    ['2852039166', 'link-local / metadata address'],
    ['0251.0376.0251.0376', 'link-local / metadata address'],
    ['0xa9fea9fe', 'link-local / metadata address'],
    // IPv4-mapped / NAT64 / 6to4 IPv6 carrying a refused IPv4 address
    ['::ffff:169.254.169.254', 'link-local / metadata address'],
    ['[::ffff:a9fe:a9fe]', 'link-local / metadata address'],
    ['64:ff9b::169.254.169.254', 'link-local / metadata address'],
    ['2002:a9fe:a9fe::', 'link-local / metadata address'],
    ['::ffff:0.0.0.0', 'unspecified address'],
  ])('%s (%s)', async (host, reason) => {
    for (const options of [open, strict]) {
      expect(refusalReason(host, options)).toBe(reason);
      const err = await refusal(host, options);
      expect(err?.message).toBe(`Connections to ${host} are not allowed (${reason})`);
      expect(err?.code).toBe('forbidden');
    }
  });

  it.each(['metadata.google.internal', 'METADATA.google.internal.', 'metadata.goog', 'instance-data'])(
    'metadata host name %s without resolving it',
    async (host) => {
      let resolved = false;
      const lookup: LookupAll = async () => {
        resolved = true;
        return [{ address: '8.8.8.8', family: 4 }];
      };
      const err = await refusal(host, { blockPrivate: false, lookup });
      expect(err?.message).toBe(`Connections to ${host} are not allowed (link-local / metadata address)`);
      expect(resolved).toBe(false);
    },
  );
});

describe('loopback and private ranges depend on the instance setting', () => {
  it.each([
    ['127.0.0.1', 'loopback address'],
    ['127.8.9.10', 'loopback address'],
    ['2130706433', 'loopback address'],
    ['0177.0.0.1', 'loopback address'],
    ['0x7f.1', 'loopback address'],
    ['::1', 'loopback address'],
    ['::ffff:127.0.0.1', 'loopback address'],
    ['10.1.2.3', 'private network address'],
    ['172.16.0.1', 'private network address'],
    ['172.31.255.255', 'private network address'],
    ['192.168.1.1', 'private network address'],
    ['100.64.0.1', 'private network address'],
    ['fc00::1', 'private network address'],
    ['fd12:3456::1', 'private network address'],
    ['::ffff:10.0.0.1', 'private network address'],
  ])('%s refused only when private networks are blocked', async (host, reason) => {
    expect(refusalReason(host, open)).toBeNull();
    expect(refusalReason(host, strict)).toBe(reason);
    expect(await refusal(host, open)).toBeNull();
    expect((await refusal(host, strict))?.message).toContain(`(${reason})`);
  });

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'public %s is allowed',
    async (host) => {
      expect(refusalReason(host, strict)).toBeNull();
      const guarded = await guardHost(host, strict);
      expect(guarded.addresses).toHaveLength(1);
    },
  );
});

describe('host names are judged by every address they resolve to', () => {
  const lookup = fakeDns({
    'db.example.com': ['203.0.114.5'],
    'rebind.example.com': ['93.184.216.34', '169.254.169.254'],
    'internal.example.com': ['10.0.0.5'],
    'v6meta.example.com': ['fd00:ec2::254'],
    'mapped.example.com': ['::ffff:169.254.169.254'],
  });

  it('allows a name resolving to public addresses and returns them', async () => {
    const guarded = await guardHost('db.example.com', { blockPrivate: true, lookup });
    expect(guarded.addresses).toEqual([{ address: '203.0.114.5', family: 4 }]);
  });

  it('refuses a name when any one of its addresses is refused', async () => {
    const err = await refusal('rebind.example.com', { blockPrivate: false, lookup });
    expect(err?.message).toBe('Connections to rebind.example.com are not allowed (link-local / metadata address)');
  });

  it('refuses names resolving to metadata over IPv6 or mapped IPv6', async () => {
    expect((await refusal('v6meta.example.com', { blockPrivate: false, lookup }))?.code).toBe('forbidden');
    expect((await refusal('mapped.example.com', { blockPrivate: false, lookup }))?.code).toBe('forbidden');
  });

  it('refuses a name resolving to a private address only when private networks are blocked', async () => {
    expect(await refusal('internal.example.com', { blockPrivate: false, lookup })).toBeNull();
    expect((await refusal('internal.example.com', { blockPrivate: true, lookup }))?.message).toBe(
      'Connections to internal.example.com are not allowed (private network address)',
    );
  });

  it('reports an unresolvable name as a network error', async () => {
    const err = await refusal('nowhere.example.com', { blockPrivate: false, lookup });
    expect(err?.message).toBe('Could not resolve host nowhere.example.com');
    expect(err?.code).toBe('network');
  });

  it('resolveConnectTarget dials the checked address, never the name', async () => {
    const guard = createHostGuard({ blockPrivate: true, lookup });
    await expect(resolveConnectTarget('db.example.com', { guardHost: guard }, lookup)).resolves.toEqual({
      address: '203.0.114.5',
      family: 4,
    });
    await expect(resolveConnectTarget('0x7f.1', { guardHost: createHostGuard(open) }, lookup)).resolves.toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });

  it('resolveConnectTarget refuses when the second resolution answers differently (DNS rebinding)', async () => {
    let calls = 0;
    const flipping: LookupAll = async () =>
      calls++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '169.254.169.254', family: 4 }];
    const guard = createHostGuard({ blockPrivate: false, lookup: flipping });
    await expect(resolveConnectTarget('flip.example.com', { guardHost: guard }, flipping)).rejects.toThrow(
      '(link-local / metadata address)',
    );
  });

  it('without an app guard, connectors still refuse metadata addresses', async () => {
    await expect(resolveConnectTarget('169.254.169.254', {})).rejects.toThrow(
      'Connections to 169.254.169.254 are not allowed (link-local / metadata address)',
    );
  });
});
