/**
 * Shared harness of the reliability checks (docs/reliability.md).
 *
 * Every check runs SOE as a real child process against real PostgreSQL and
 * Redis, then breaks something underneath it. This module gives the pieces:
 *
 * - `createDatabase()`   a PostgreSQL database of its own (dropped after), plus an admin client on it
 * - `startSoe()`         SOE as a child process (`node --import tsx src/server.ts`), with its ChildProcess,
 *                        its exit (code, signal, time) and its recent log output
 * - `ApiClient`          a browser-like HTTP client: keeps the session cookie, sends a same-site Origin
 * - `openSocket()`       a /ws client signed in with an ApiClient's cookie (frames, close code)
 * - `TcpProxy`           a TCP proxy that can be cut (refuse + drop every connection) and restored
 * - `startRedis()`       a private redis-server on a free port that can be SIGKILLed and restarted
 * - `poll()`, `freePort()`, `sleep()`
 *
 * Exports are kept stable for every reliability file (infra-*, chat-*, load-*).
 * Settings: DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres),
 * REDIS_URL (default redis://127.0.0.1:6379).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TestSocket } from '../src/modules/realtime/test-socket';

export { TestSocket, HandshakeRefused } from '../src/modules/realtime/test-socket';

/** The repository root (server.ts is started from there, as `npm start` does). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const PG_URL = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** A fixed instance secret, so several instances of one check share sessions. */
export const SECRET_KEY = 'reliability-secret-key-0123456789-abcdefghij';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A random lowercase suffix for database names, key prefixes and usernames. */
export function randomId(bytes = 5): string {
  return randomBytes(bytes).toString('hex');
}

/** A TCP port nobody listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Calls `check` until it returns something other than undefined/false (or stops
 * throwing), then returns that value. Throws with `what` and the last error
 * when `timeoutMs` passes first.
 */
export async function poll<T>(
  what: string,
  check: () => Promise<T | undefined | false> | T | undefined | false,
  options: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Timed out waiting for ${what}${last ? `: ${last instanceof Error ? last.message : String(last)}` : ''}`,
      );
    await sleep(options.intervalMs ?? 100);
  }
}

// ---------------------------------------------------------------------------
// PostgreSQL
// ---------------------------------------------------------------------------

export interface TestDatabase {
  name: string;
  /** DATABASE_URL of this database. */
  url: string;
  /** Runs SQL on this database through a short-lived admin connection (not counted as SOE's). */
  query<R extends pg.QueryResultRow = any>(text: string, params?: unknown[]): Promise<R[]>;
  /** Terminates every connection to this database except the admin's own; returns how many. */
  terminateConnections(): Promise<number>;
  /** DROP DATABASE … WITH (FORCE). */
  drop(): Promise<void>;
}

/** `url` with another database name (and optionally another host:port). */
export function withDatabase(url: string, database: string, hostPort?: { host: string; port: number }): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (hostPort) {
    u.hostname = hostPort.host;
    u.port = String(hostPort.port);
  }
  return u.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: 'soe-reliability' });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** CREATE DATABASE soe_rel_<random> on DATABASE_URL. */
export async function createDatabase(prefix = 'soe_rel'): Promise<TestDatabase> {
  const name = `${prefix}_${randomId()}`;
  await withClient(PG_URL, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = withDatabase(PG_URL, name);
  return {
    name,
    url,
    query: (text, params) => withClient(url, async (c) => (await c.query(text, params as unknown[])).rows),
    terminateConnections: () =>
      withClient(PG_URL, async (c) => {
        const rows = (
          await c.query<{ ok: boolean }>(
            'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          )
        ).rows;
        return rows.filter((r) => r.ok).length;
      }),
    drop: () => withClient(PG_URL, async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

// ---------------------------------------------------------------------------
// SOE as a child process
// ---------------------------------------------------------------------------

export interface SoeExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when the process ended. */
  at: number;
}

export interface SoeProcess {
  baseURL: string;
  port: number;
  child: ChildProcess;
  /** The last log output (stdout and stderr interleaved). */
  logs(): string;
  /** Resolves when the process ends (it never rejects). */
  exit: Promise<SoeExit>;
  /** The exit once it happened, null while running. */
  exited(): SoeExit | null;
  /** SIGTERM, then SIGKILL after 15 s; removes the data folder. Safe to call twice. */
  stop(): Promise<void>;
}

export interface StartSoeOptions {
  /** DATABASE_URL for SOE ('' runs it on the embedded PGlite in its data folder). */
  databaseUrl: string;
  /** REDIS_URL for SOE; omit for none (in-process counters and hub). */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX; default a fresh `soe-rel:<random>:`. Give the same one to instances that must share state. */
  redisKeyPrefix?: string;
  /** Any other environment (SOE_QUERY_TIMEOUT_MS, LOG_LEVEL, …). */
  env?: Record<string, string>;
  /** How long to wait for /readyz 200 (default 120 s). */
  readyTimeoutMs?: number;
  /**
   * 'source' runs the TypeScript through tsx (default); 'built' runs what `npm start` runs, the bundle
   * apps/server/dist/server.mjs (call `buildServer()` first).
   */
  entry?: 'source' | 'built';
  /** Given to node before the entry (e.g. `--import` of a test-only reporter). */
  nodeArgs?: string[];
  /** Opens an IPC channel to the child (`child.send`, its 'message' events). */
  ipc?: boolean;
}

/** Builds apps/server/dist/server.mjs when its sources changed (as `npm start` does). */
export function buildServer(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server-if-needed.mjs'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}${result.stderr}`);
}

/**
 * Starts `node --import tsx apps/server/src/server.ts` on a free port with its
 * own data folder, waits for /readyz 200 and returns the process handle.
 * Rejects with the server's last output when it exits or is not ready in time.
 */
export async function startSoe(options: StartSoeOptions): Promise<SoeProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-rel-'));
  const lines: string[] = [];
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    REDIS_KEY_PREFIX: options.redisKeyPrefix ?? `soe-rel:${randomId()}:`,
    SOE_SECRET_KEY: SECRET_KEY,
    // No client bundle needed: the checks use the API.
    SOE_WEB_DIST: path.join(dataDir, 'no-web'),
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  else delete env.REDIS_URL;
  const args =
    options.entry === 'built'
      ? ['--enable-source-maps', 'apps/server/dist/server.mjs']
      : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe', ...(options.ipc ? (['ipc'] as const) : [])],
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 1000) lines.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exitState: SoeExit | null = null;
  const exit = new Promise<SoeExit>((resolve) =>
    child.once('exit', (code, signal) => {
      exitState = { code, signal, at: Date.now() };
      resolve(exitState);
    }),
  );
  const baseURL = `http://127.0.0.1:${port}`;
  let stopped = false;
  const handle: SoeProcess = {
    baseURL,
    port,
    child,
    logs: () => lines.join(''),
    exit,
    exited: () => exitState,
    async stop() {
      if (!stopped) {
        stopped = true;
        if (!exitState) {
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          await exit;
          clearTimeout(timer);
        }
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
  while (Date.now() < deadline && !exitState) {
    try {
      const res = await fetch(`${baseURL}/readyz`, { signal: AbortSignal.timeout(5_000) });
      if (res.status === 200) return handle;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await handle.stop();
  const tail = handle.logs().split('\n').slice(-60).join('\n');
  throw new Error(
    `${exitState ? `SOE exited (${JSON.stringify(exitState)}) before it was ready.` : 'SOE was not ready in time.'} Its output:\n${tail}`,
  );
}

// ---------------------------------------------------------------------------
// HTTP client
// ---------------------------------------------------------------------------

export interface ApiResponse<T = any> {
  status: number;
  /** Parsed JSON body, undefined when the body is not JSON. */
  json: T;
  text: string;
  /** Wall time of the call in ms. */
  ms: number;
}

/** Applies a response's Set-Cookie headers to a cookie jar as a browser would (Max-Age=0 or an empty value deletes). */
export function keepCookies(jar: Map<string, string>, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair, ...attrs] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1);
    if (!value || attrs.some((a) => /max-age=0/i.test(a.trim()))) jar.delete(name);
    else jar.set(name, value);
  }
}

/** The body as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): any {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A browser-like client of one SOE instance: keeps cookies and sends the
 * instance's own Origin, which the cross-site check requires on writes.
 * Network failures throw (the caller decides whether they are allowed).
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    public baseURL: string,
    /** Per-request timeout (ms): a hang beyond it fails the call rather than the whole test. */
    public timeoutMs = 30_000,
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  /** The same session against another instance (they share the database and secret). */
  on(baseURL: string): ApiClient {
    const other = new ApiClient(baseURL, this.timeoutMs);
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    options: { timeoutMs?: number; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const started = Date.now();
    const res = await fetch(this.baseURL + url, {
      method,
      headers: {
        origin: this.baseURL,
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? this.timeoutMs),
    });
    keepCookies(this.cookies, res);
    const text = await res.text();
    return { status: res.status, json: parseJson(text), text, ms: Date.now() - started };
  }

  get<T = any>(url: string, options?: { timeoutMs?: number }) {
    return this.request<T>('GET', url, undefined, options);
  }

  post<T = any>(url: string, body: unknown = {}, options?: { timeoutMs?: number }) {
    return this.request<T>('POST', url, body, options);
  }

  /** POST /api/register; throws unless 201. The first account of a database is its owner (staff, no question limit). */
  async register(
    username = `rel_${randomId(4)}`,
    password = 'password-123',
  ): Promise<{ id: number; username: string; password: string }> {
    const res = await this.post('/api/register', {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Reliability',
      lastName: 'Check',
    });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.text}`);
    return { id: res.json.id as number, username, password };
  }

  /** POST /api/login (the response is returned, not checked). */
  login(username: string, password: string) {
    return this.post('/api/login', { username, password });
  }
}

/** Opens /ws on the client's instance with its session cookie; resolves once the socket is open. */
export function openSocket(client: ApiClient): Promise<TestSocket> {
  return TestSocket.open(`${client.baseURL.replace(/^http/, 'ws')}/ws`, {
    origin: client.baseURL,
    cookie: client.cookieHeader,
  });
}

// ---------------------------------------------------------------------------
// TCP proxy (a PostgreSQL server that goes away and comes back)
// ---------------------------------------------------------------------------

/**
 * Forwards 127.0.0.1:<port> to a target. `cut()` closes the listener (new
 * connections are refused) and destroys every open connection, as a database
 * host going down does; `freeze()` keeps everything open but silent, as a
 * partition does; `restore()` listens on the same port again.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  /** Connections accepted since start. */
  accepted = 0;
  private frozen = false;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }, port?: number): Promise<TcpProxy> {
    const proxy = new TcpProxy(port ?? (await freePort()), target);
    await proxy.restore();
    return proxy;
  }

  /** Proxies PostgreSQL at DATABASE_URL's host and port. */
  static forPostgres(): Promise<TcpProxy> {
    const u = new URL(PG_URL);
    return TcpProxy.start({ host: u.hostname || '127.0.0.1', port: Number(u.port || 5432) });
  }

  get isUp(): boolean {
    return this.server !== null;
  }

  get openConnections(): number {
    return this.sockets.size / 2;
  }

  async restore(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      this.accepted += 1;
      if (this.frozen) {
        this.sockets.add(client);
        client.on('close', () => this.sockets.delete(client));
        client.on('error', () => client.destroy());
        return;
      }
      const upstream = net.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /**
   * A host that stops answering without closing anything (a network partition): open
   * connections stay up but carry no more bytes, and new ones are accepted and never
   * forwarded. `cut()` or `close()` ends it.
   */
  freeze(): void {
    this.frozen = true;
    for (const s of this.sockets) {
      s.unpipe();
      s.pause();
    }
  }

  async cut(): Promise<void> {
    this.frozen = false;
    const server = this.server;
    this.server = null;
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  close(): Promise<void> {
    return this.cut();
  }
}

// ---------------------------------------------------------------------------
// A private Redis
// ---------------------------------------------------------------------------

export interface PrivateRedis {
  port: number;
  url: string;
  /** SIGKILL (no shutdown, no save); resolves once the process is gone. */
  kill(): Promise<void>;
  /** Starts redis-server again on the same port (empty: nothing is saved). */
  restart(): Promise<void>;
  /** Stops it for good. */
  stop(): Promise<void>;
}

/** `redis-server --port <free> --save "" --appendonly no`, waited for until it answers PING. */
export async function startRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let proc: ChildProcess | null = null;
  let gone: Promise<void> = Promise.resolve();

  const launch = async () => {
    const p = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    proc = p;
    gone = new Promise((resolve) => p.once('exit', () => resolve()));
    await poll(`redis-server on ${port}`, () => pingRedis(port), { timeoutMs: 10_000 });
  };
  await launch();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async kill() {
      proc?.kill('SIGKILL');
      await gone;
      proc = null;
    },
    restart: launch,
    async stop() {
      proc?.kill('SIGKILL');
      await gone;
      proc = null;
    },
  };
}

/** True when a Redis answers +PONG on 127.0.0.1:port. */
export function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}
