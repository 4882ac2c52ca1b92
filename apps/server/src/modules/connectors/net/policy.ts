import os from 'node:os';
import { Agent, buildConnector, type RequestInit, type Response } from 'undici';
import { GuardRefusal, type ConnectorContext, type SqlExecutor } from '../connector';
import type { AllowEntry } from './allow-list';
import { allowListPermits } from './allow-list';
import { defaultLookupAll, guardHost, refusalReason, type LookupAll, type ResolvedAddress } from './guard';
import { guardedFetch } from './http';
import { embeddedIPv4, ipv6Groups, parseHost } from './ip';

/**
 * The instance's network policy (issue 17, ADR 005): which addresses a
 * connection may reach, for whom.
 *
 * Every address a host resolves to is judged in this order:
 * 1. link-local, metadata, unspecified, multicast, reserved: refused (guard.ts);
 * 2. SOE's own services — its database (address, port and database name), its
 *    Redis and its own HTTP port: refused, for everyone, staff admins included;
 * 3. loopback and private ranges: allowed when the network access list permits
 *    them (Settings → Network access), or for a staff admin; refused otherwise;
 * 4. anything else (public addresses): allowed.
 */

export interface TargetInfo {
  /** The port the connection goes to; undefined matches any. */
  port?: number;
  /** The database a database connector opens. */
  database?: string;
  /** The host name as the user typed it, when `host` is one of its resolved addresses (a listed name covers them). */
  name?: string;
}

/** Who a connection is for: staff admins may reach loopback and private addresses. */
export interface Principal {
  staff: boolean;
}

export interface OwnEndpoint {
  what: 'database' | 'redis' | 'web';
  host: string;
  port: number;
  /** For the database: its name (a PostgreSQL server may hold other databases users connect). */
  database?: string;
}

export interface PolicyDecision {
  host: string;
  addresses: ResolvedAddress[];
  /** Some address is loopback or private and not on the access list: only a staff admin may reach it. */
  staffOnly: boolean;
}

export interface NetworkPolicyOptions {
  own: OwnEndpoint[];
  /** The current access list and a version that changes when it does. */
  accessList: () => Promise<{ entries: AllowEntry[]; version: string }>;
  lookup?: LookupAll;
  /** The machine's own interface addresses (replaceable in tests). */
  localAddresses?: () => string[];
}

const OWN_WHAT: Record<OwnEndpoint['what'], string> = {
  database: "SOE's own database",
  redis: "SOE's own Redis",
  web: "SOE's own web server",
};

/** How long the addresses of SOE's own hosts are reused before resolving them again. */
const OWN_TTL_MS = 30_000;

/** An address in one spelling, so two spellings of one address compare equal. */
export function canonicalAddress(address: string): string {
  const parsed = parseHost(address);
  if (parsed.kind === 'ipv4') return parsed.address;
  if (parsed.kind === 'ipv6')
    return (
      embeddedIPv4(parsed.address) ??
      ipv6Groups(parsed.address)
        .map((g) => g.toString(16))
        .join(':')
    );
  return parsed.name;
}

function isLoopback(address: string): boolean {
  const canonical = canonicalAddress(address);
  return canonical.startsWith('127.') || canonical === '0:0:0:0:0:0:0:1';
}

function machineAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flatMap((list) => list ?? [])
    .map((entry) => entry.address);
}

interface ResolvedOwn {
  endpoint: OwnEndpoint;
  /** Reached through any of this machine's addresses (loopback, an interface, 0.0.0.0). */
  local: boolean;
  addresses: Set<string>;
  /** The host name it was configured with, if any. */
  name?: string;
}

export class NetworkPolicy {
  private own?: { at: number; list: Promise<ResolvedOwn[]> };
  private readonly agents = new Map<boolean, Agent>();

  constructor(private readonly options: NetworkPolicyOptions) {}

  /** Changes when the access list does: sessions opened under an older list are opened (and checked) again. */
  async version(): Promise<string> {
    return (await this.options.accessList()).version;
  }

  /** Refuses (ConnectorError 'forbidden') unless `principal` may reach `host`; returns the checked addresses. */
  async check(host: string, target: TargetInfo, principal: Principal): Promise<PolicyDecision> {
    const lookup = this.options.lookup ?? defaultLookupAll;
    // Metadata names, unresolvable names and always-refused addresses first (every address a name resolves to).
    const { addresses } = await guardHost(host, { blockPrivate: false, lookup });
    const shown = host.trim();
    const [own, { entries }] = await Promise.all([this.ownEndpoints(), this.options.accessList()]);
    const local = new Set((this.options.localAddresses ?? machineAddresses)().map(canonicalAddress));
    const typedHost = parseHost(target.name ?? host);
    const typed = typedHost.kind === 'name' ? typedHost.name : undefined;
    let staffOnly = false;
    for (const { address, family } of addresses) {
      const canonical = canonicalAddress(address);
      const isLocal = isLoopback(canonical) || local.has(canonical);
      const mine = own.find(
        (o) =>
          ((o.local ? isLocal : o.addresses.has(canonical)) || (o.name !== undefined && o.name === typed)) &&
          matchesTarget(o.endpoint, target),
      );
      if (mine) {
        throw new GuardRefusal(
          `Connections to ${shown}${target.port ? `:${target.port}` : ''} are not allowed (${OWN_WHAT[mine.endpoint.what]}). SOE's own services can never be connected as a system, by anyone.`,
        );
      }
      const reason = refusalReason(address, { blockPrivate: true });
      if (!reason) continue;
      if (allowListPermits(entries, target.name ?? host, address, family, target.port)) continue;
      if (principal.staff) {
        staffOnly = true;
        continue;
      }
      throw new GuardRefusal(
        `Connections to ${shown} are not allowed (${reason}). A staff admin can connect it, or allow it for everyone in Settings → Network access.`,
      );
    }
    return { host, addresses, staffOnly };
  }

  /**
   * What connectors get for one principal: the host guard (database
   * connectors) and the guarded fetch (API connectors: every request and
   * redirect hop checked, and the agent checks and dials the address it
   * checked at connect time). `observe` hears of every staff-only address reached.
   */
  contextFor(
    principal: Principal,
    extra: { appDb?: SqlExecutor; observe?: (decision: PolicyDecision) => void } = {},
  ): ConnectorContext {
    const check = async (host: string, target: TargetInfo) => {
      const decision = await this.check(host, target, principal);
      if (decision.staffOnly) extra.observe?.(decision);
      return decision;
    };
    const agent = this.agentFor(principal);
    return {
      ...(extra.appDb ? { appDb: extra.appDb } : {}),
      guardHost: async (host, target) => {
        await check(host, target ?? {});
      },
      fetch: (url: string | URL, init?: RequestInit): Promise<Response> =>
        guardedFetch(url, init, {
          blockPrivate: false,
          agent,
          maxRedirects: 3,
          check: (host, port) => check(host, { port }),
        }),
    };
  }

  /** One keep-alive agent per kind of principal; its connect checks the address with the port and dials the checked IP. */
  private agentFor(principal: Principal): Agent {
    let agent = this.agents.get(principal.staff);
    if (!agent) {
      agent = createPolicyAgent((host, port) => this.check(host, { port }, principal));
      this.agents.set(principal.staff, agent);
    }
    return agent;
  }

  async close(): Promise<void> {
    await Promise.all([...this.agents.values()].map((agent) => agent.close().catch(() => {})));
    this.agents.clear();
  }

  private ownEndpoints(): Promise<ResolvedOwn[]> {
    if (!this.own || Date.now() - this.own.at > OWN_TTL_MS) {
      this.own = { at: Date.now(), list: Promise.all(this.options.own.map((endpoint) => this.resolveOwn(endpoint))) };
    }
    return this.own.list;
  }

  private async resolveOwn(endpoint: OwnEndpoint): Promise<ResolvedOwn> {
    const parsed = parseHost(endpoint.host);
    let addresses: string[];
    if (parsed.kind === 'name') {
      addresses = await (this.options.lookup ?? defaultLookupAll)(parsed.name).then(
        (list) => list.map((a) => a.address),
        // An own host that does not resolve now still counts by name: a user typing it is refused below.
        () => [],
      );
    } else {
      addresses = [parsed.address];
    }
    const local = new Set((this.options.localAddresses ?? machineAddresses)().map(canonicalAddress));
    const canonical = addresses.map(canonicalAddress);
    // Listening on 0.0.0.0 / :: means every address of this machine.
    const wildcard = canonical.some((a) => a === '0.0.0.0' || a === '0:0:0:0:0:0:0:0');
    return {
      endpoint,
      local: wildcard || canonical.some((a) => isLoopback(a) || local.has(a)),
      addresses: new Set(canonical),
      ...(parsed.kind === 'name' ? { name: parsed.name } : {}),
    };
  }
}

function matchesTarget(endpoint: OwnEndpoint, target: TargetInfo): boolean {
  if (target.port !== undefined && target.port !== endpoint.port) return false;
  if (endpoint.what !== 'database' || target.database === undefined || endpoint.database === undefined) return true;
  return target.database.toLowerCase() === endpoint.database.toLowerCase();
}

/**
 * An undici agent whose every new connection is checked with its port by
 * `check` and dialled to the checked address (the name is kept for TLS), so a
 * second DNS answer cannot slip another address in.
 */
export function createPolicyAgent(
  check: (host: string, port: number) => Promise<{ addresses: ResolvedAddress[] }>,
): Agent {
  const connect = buildConnector({});
  return new Agent({
    connect: (options, callback) => {
      const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
      check(options.hostname, port).then(
        ({ addresses }) => {
          const name = parseHost(options.hostname);
          connect(
            {
              ...options,
              hostname: addresses[0]!.address,
              ...(name.kind === 'name' ? { servername: options.servername ?? name.name } : {}),
            },
            callback,
          );
        },
        (error: Error) => callback(error, null),
      );
    },
  });
}

/** SOE's own services, from the configuration and the database actually opened. */
export function ownEndpoints(
  config: { HOST: string; PORT: number; PUBLIC_URL?: string; REDIS_URL?: string },
  databaseUrl: string | undefined,
): OwnEndpoint[] {
  const own: OwnEndpoint[] = [{ what: 'web', host: config.HOST || '0.0.0.0', port: config.PORT }];
  const publicUrl = config.PUBLIC_URL ? URL.parse(config.PUBLIC_URL) : null;
  if (publicUrl)
    own.push({
      what: 'web',
      host: publicUrl.hostname,
      port: Number(publicUrl.port) || (publicUrl.protocol === 'https:' ? 443 : 80),
    });
  const redis = config.REDIS_URL ? URL.parse(config.REDIS_URL) : null;
  if (redis) own.push({ what: 'redis', host: redis.hostname || '127.0.0.1', port: Number(redis.port) || 6379 });
  const db = databaseUrl ? URL.parse(databaseUrl) : null;
  if (db) {
    const user = decodeURIComponent(db.username) || 'postgres';
    const name = decodeURIComponent(db.pathname.replace(/^\//, '')) || db.searchParams.get('dbname') || user;
    // libpq reads host= from the query string too (a socket path there is no network address).
    const host = db.hostname || db.searchParams.get('host') || '127.0.0.1';
    own.push({
      what: 'database',
      host: host.startsWith('/') ? '127.0.0.1' : host,
      port: Number(db.port) || Number(db.searchParams.get('port')) || 5432,
      database: name,
    });
  }
  return own;
}
