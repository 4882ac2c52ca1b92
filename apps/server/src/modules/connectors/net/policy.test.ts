import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { parseAllowEntry, parseAllowList } from './allow-list';
import type { LookupAll } from './guard';
import { NetworkPolicy, ownEndpoints, type OwnEndpoint, type Principal, type TargetInfo } from './policy';
import { resolveConnectTarget } from './target';

const user: Principal = { staff: false };
const staff: Principal = { staff: true };

/** A resolver answering from a table (never real DNS); a function entry answers differently per call. */
function fakeDns(table: Record<string, string[] | (() => string[])>): LookupAll {
  return async (name) => {
    const entry = table[name];
    if (!entry) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    const list = typeof entry === 'function' ? entry() : entry;
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

function policyWith(options: { own?: OwnEndpoint[]; allow?: string; lookup?: LookupAll; local?: string[] } = {}) {
  let allow = parseAllowList(options.allow ?? '').entries;
  let version = 0;
  const policy = new NetworkPolicy({
    own: options.own ?? [],
    accessList: async () => ({ entries: allow, version: String(version) }),
    lookup: options.lookup ?? fakeDns({}),
    localAddresses: () => options.local ?? ['127.0.0.1', '::1', '10.1.1.7'],
  });
  return {
    policy,
    setAllow(text: string) {
      allow = parseAllowList(text).entries;
      version++;
    },
  };
}

async function refusal(
  policy: NetworkPolicy,
  host: string,
  target: TargetInfo,
  principal: Principal,
): Promise<string | null> {
  try {
    await policy.check(host, target, principal);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe('forbidden');
    return (error as Error).message;
  }
}

describe('the access list reads hosts, addresses, ranges and ports', () => {
  it.each([
    ['db.internal', { kind: 'name', name: 'db.internal' }],
    ['DB.Internal.:5432', { kind: 'name', name: 'db.internal', port: 5432 }],
    ['10.0.0.0/8', { kind: 'range', family: 'ipv4' }],
    ['192.168.1.20:3306', { kind: 'range', family: 'ipv4', port: 3306 }],
    ['fd00::/8', { kind: 'range', family: 'ipv6' }],
    ['[fd00::1]:5432', { kind: 'range', family: 'ipv6', port: 5432 }],
    ['::1', { kind: 'range', family: 'ipv6' }],
  ])('%s', (text, expected) => {
    expect(parseAllowEntry(text)).toMatchObject(expected);
  });

  it.each(['10.0.0.0/33', 'db.internal:99999', 'db.internal:abc', 'bad host!', '10.0.0.1/x'])(
    'refuses %s with a reason',
    (text) => {
      expect(typeof parseAllowEntry(text)).toBe('string');
    },
  );

  it('splits on commas, spaces and new lines', () => {
    expect(parseAllowList('10.0.0.0/8, db.internal\n127.0.0.1:5432').entries).toHaveLength(3);
  });
});

describe('loopback and private addresses: staff admins, or the access list', () => {
  it.each(['127.0.0.1', '0x7f.1', '2130706433', '::1', '[::ffff:127.0.0.1]', '10.2.3.4', '192.168.0.9', 'fd12::1'])(
    '%s is refused for an ordinary user, allowed for a staff admin',
    async (host) => {
      const { policy } = policyWith();
      const message = await refusal(policy, host, { port: 5432 }, user);
      expect(message).toMatch(
        /are not allowed \((loopback|private network) address\)\. A staff admin can connect it, or allow it for everyone in Settings → Network access\./,
      );
      const decision = await policy.check(host, { port: 5432 }, staff);
      expect(decision.staffOnly).toBe(true);
    },
  );

  it('a listed range, address or name lets ordinary users in, on the listed port only', async () => {
    const lookup = fakeDns({ 'db.internal': ['10.9.8.7'] });
    const { policy, setAllow } = policyWith({ lookup, allow: '192.168.0.0/16, 127.0.0.1:5432, db.internal' });
    expect(await refusal(policy, '192.168.4.4', { port: 1 }, user)).toBeNull();
    expect(await refusal(policy, '127.0.0.1', { port: 5432 }, user)).toBeNull();
    expect(await refusal(policy, '127.0.0.1', { port: 3306 }, user)).toMatch(/loopback address/);
    expect(await refusal(policy, 'db.internal', { port: 5432 }, user)).toBeNull();
    // The name covers its own addresses, not the address typed alone.
    expect(await refusal(policy, '10.9.8.7', { port: 5432 }, user)).toMatch(/private network address/);
    expect((await policy.check('192.168.4.4', {}, staff)).staffOnly).toBe(false);
    setAllow('');
    expect(await refusal(policy, '192.168.4.4', { port: 1 }, user)).toMatch(/private network address/);
  });

  it('public addresses are allowed for everyone', async () => {
    const { policy } = policyWith({ lookup: fakeDns({ 'db.example.com': ['93.184.216.34'] }) });
    expect((await policy.check('db.example.com', { port: 5432 }, user)).staffOnly).toBe(false);
  });

  it('link-local and metadata addresses are refused for staff admins too, whatever the list says', async () => {
    const { policy } = policyWith({
      allow: '169.254.0.0/16, 0.0.0.0/0',
      lookup: fakeDns({ 'meta.example.com': ['169.254.169.254'] }),
    });
    for (const host of [
      '169.254.169.254',
      '0xa9fea9fe',
      'metadata.google.internal',
      'meta.example.com',
      '[::ffff:169.254.169.254]',
      'fd00:ec2::254',
    ]) {
      expect(await refusal(policy, host, { port: 80 }, staff), host).toMatch(/link-local \/ metadata address/);
    }
  });
});

describe("SOE's own database, Redis and web server are never a system", () => {
  const own = ownEndpoints(
    { HOST: '0.0.0.0', PORT: 3000, PUBLIC_URL: 'https://soe.example.com', REDIS_URL: 'redis://cache.internal:6380' },
    'postgresql://soe:pw@db.internal:5433/soe_app',
  );
  const lookup = fakeDns({
    'db.internal': ['10.0.0.5'],
    'db-alias.internal': ['10.0.0.5'],
    'cache.internal': ['10.0.0.6'],
    'soe.example.com': ['93.184.216.40'],
  });

  it('reads the endpoints from the configuration', () => {
    expect(own).toEqual([
      { what: 'web', host: '0.0.0.0', port: 3000 },
      { what: 'web', host: 'soe.example.com', port: 443 },
      { what: 'redis', host: 'cache.internal', port: 6380 },
      { what: 'database', host: 'db.internal', port: 5433, database: 'soe_app' },
    ]);
  });

  it('refuses the database by every address its host resolves to, port and name — for staff admins, whatever the list', async () => {
    const { policy } = policyWith({ own, lookup, allow: '10.0.0.0/8' });
    for (const host of ['db.internal', 'db-alias.internal', '10.0.0.5', '[::ffff:10.0.0.5]']) {
      for (const database of ['soe_app', 'SOE_APP', undefined]) {
        expect(await refusal(policy, host, { port: 5433, database }, staff), `${host} ${database}`).toMatch(
          /not allowed \(SOE's own database\)/,
        );
      }
    }
    // Another database on the same server, or the same name elsewhere, is not SOE's.
    expect(await refusal(policy, 'db.internal', { port: 5433, database: 'analytics' }, user)).toBeNull();
    expect(await refusal(policy, 'db.internal', { port: 5432, database: 'soe_app' }, user)).toBeNull();
  });

  it('refuses its Redis and its web server, by address and port', async () => {
    const { policy } = policyWith({ own, lookup, allow: '10.0.0.0/8, 127.0.0.1' });
    expect(await refusal(policy, 'cache.internal', { port: 6380 }, staff)).toMatch(/SOE's own Redis/);
    expect(await refusal(policy, '10.0.0.6', { port: 6380 }, staff)).toMatch(/SOE's own Redis/);
    expect(await refusal(policy, 'soe.example.com', { port: 443 }, staff)).toMatch(/SOE's own web server/);
    // Listening on 0.0.0.0: every address of this machine on that port is SOE.
    for (const host of ['127.0.0.1', 'localhost', '10.1.1.7', '[::1]']) {
      const { policy: local } = policyWith({ own, lookup: fakeDns({ localhost: ['127.0.0.1', '::1'] }) });
      expect(await refusal(local, host, { port: 3000 }, staff), host).toMatch(/SOE's own web server/);
    }
    expect(await refusal(policy, '127.0.0.1', { port: 3001 }, user)).toBeNull();
  });

  it('a database on this machine is matched through every local address', async () => {
    const local = ownEndpoints({ HOST: '127.0.0.1', PORT: 3000 }, 'postgresql://postgres@localhost/soe');
    const { policy } = policyWith({ own: local, lookup: fakeDns({ localhost: ['127.0.0.1', '::1'] }) });
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '[::1]', '10.1.1.7', '0x7f.1']) {
      expect(await refusal(policy, host, { port: 5432, database: 'soe' }, staff), host).toMatch(/SOE's own database/);
    }
    expect((await policy.check('127.0.0.1', { port: 5432, database: 'chinook' }, staff)).staffOnly).toBe(true);
  });

  it('resolveConnectTarget passes the port and database, and the typed name, on every check', async () => {
    const { policy } = policyWith({ own, lookup, allow: 'db-alias.internal' });
    const context = policy.contextFor(user);
    await expect(
      resolveConnectTarget('db-alias.internal', context, lookup, { port: 5433, database: 'soe_app' }),
    ).rejects.toThrow("SOE's own database");
    await expect(
      resolveConnectTarget('db-alias.internal', context, lookup, { port: 5433, database: 'analytics' }),
    ).resolves.toEqual({ address: '10.0.0.5', family: 4 });
  });
});

describe('every request and every redirect hop of API connectors (security checks 18–20, docs/security.md)', () => {
  let listed: Server;
  let unlisted: Server;
  let listedPort: number;
  let unlistedPort: number;
  beforeAll(async () => {
    unlisted = createServer((_req, res) => res.writeHead(200).end('inside'));
    await new Promise<void>((resolve) => unlisted.listen(0, '127.0.0.1', resolve));
    unlistedPort = (unlisted.address() as AddressInfo).port;
    listed = createServer((req, res) => {
      if (req.url === '/to-unlisted') res.writeHead(302, { location: `http://127.0.0.1:${unlistedPort}/` }).end();
      else res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => listed.listen(0, '127.0.0.1', resolve));
    listedPort = (listed.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => listed.close(resolve));
    await new Promise((resolve) => unlisted.close(resolve));
  });

  it('follows a redirect only to an address the principal may reach', async () => {
    const { policy } = policyWith({ allow: `127.0.0.1:${listedPort}` });
    const fetchAs = (principal: Principal) => policy.contextFor(principal).fetch!;
    expect(await (await fetchAs(user)(`http://127.0.0.1:${listedPort}/`)).text()).toBe('ok');
    await expect(fetchAs(user)(`http://127.0.0.1:${listedPort}/to-unlisted`)).rejects.toThrow('(loopback address)');
    await expect(fetchAs(user)(`http://127.0.0.1:${unlistedPort}/`)).rejects.toThrow('(loopback address)');
    expect(await (await fetchAs(staff)(`http://127.0.0.1:${listedPort}/to-unlisted`)).text()).toBe('inside');
    await policy.close();
  });

  it('checks the name again on each request: a later DNS answer pointing inside is refused (no rebinding)', async () => {
    let answer = '127.0.0.1';
    const lookup = fakeDns({ 'svc.test': () => [answer] });
    const { policy } = policyWith({ lookup, allow: `svc.test:${listedPort}` });
    const fetch = policy.contextFor(user).fetch!;
    expect((await fetch(`http://svc.test:${listedPort}/`)).status).toBe(200);
    answer = '169.254.169.254';
    await expect(fetch(`http://svc.test:${listedPort}/`)).rejects.toThrow('(link-local / metadata address)');
    await policy.close();
  });

  it('observes each staff-only address a staff admin reaches (for the audit log)', async () => {
    const { policy } = policyWith();
    const seen: string[] = [];
    const context = policy.contextFor(staff, { observe: (d) => seen.push(d.host) });
    await (await context.fetch!(`http://127.0.0.1:${listedPort}/`)).text();
    await context.guardHost!('10.0.0.9', { port: 5432 });
    expect(seen).toEqual(['127.0.0.1', '10.0.0.9']);
    await policy.close();
  });
});
