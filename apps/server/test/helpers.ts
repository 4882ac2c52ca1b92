import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { loadConfig } from '../src/config/env';
import { buildApp, type BuiltApp } from '../src/app';
import { openDatabase, MIGRATIONS_DIR, type Database } from '../src/db/client';

/**
 * Integration tests run on PGlite by default and on a PostgreSQL server when
 * DATABASE_URL is set (CI runs both). Each test app gets a database of its own.
 */
let template: Promise<Blob> | undefined;

// A migrated PGlite dumped once per worker: a fresh copy loads in about a second instead of five.
async function pgliteTemplate(): Promise<Blob> {
  template ??= migratedDump();
  return template;
}

async function migratedDump(): Promise<Blob> {
  const client = await PGlite.create();
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { drizzle } = await import('drizzle-orm/pglite');
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  const blob = await client.dumpDataDir('none');
  await client.close();
  return blob;
}

let counter = 0;

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  // The embedded database as the server runs it, in its own thread (ADR 049); SOE_PGLITE_WORKER=off as it also can.
  if (!url)
    return openDatabase({ loadDataDir: await pgliteTemplate(), pgliteThread: process.env.SOE_PGLITE_WORKER !== 'off' });
  const name = `soe_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString(), poolMax: 4 });
  const close = database.close;
  database.close = async () => {
    await close();
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await drop.end();
  };
  return database;
}

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** Closes the app and its database. */
  destroy(): Promise<void>;
}

/** The settings every test instance starts from: its own data folder, no logs, a fixed secret, no web client. */
export function testEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SOE_SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    SOE_WEB_DIST: path.join(dataDir, 'no-web'),
    // The local PostgreSQL, MariaDB and protocol fakes the tests connect as systems, for every test user, as an
    // operator lists them in Settings → Network access. The network-policy tests set their own list.
    SOE_ALLOWED_PRIVATE_HOSTS: '127.0.0.1, localhost, ::1',
    // The job queue and its tick start only in the tests of scheduled deliveries (modules/schedules), which turn it on.
    SOE_JOBS: 'off',
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soe-test-'));
  const config = loadConfig({
    ...testEnv(dataDir),
    REDIS_KEY_PREFIX: `soe-test:${path.basename(dataDir)}:`,
    ...(process.env.REDIS_URL && !('REDIS_URL' in env) ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const built = await buildApp(config, { database, logger: false });
  return {
    ...built,
    dataDir,
    async destroy() {
      await built.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The Origin a page of the app served by `inject` sends (inject's Host is localhost:80). */
export const SAME_ORIGIN = 'http://localhost';

/** A browser-like client: keeps cookies between calls. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(
    private readonly app: BuiltApp['app'],
    private readonly ip = '127.0.0.1',
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: this.ip,
      headers: {
        ...(this.cookies.size ? { cookie: this.cookieHeader } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [k, v] = pair!.split('=');
      if (attrs.some((a) => /max-age=0/i.test(a.trim())) || v === '') this.cookies.delete(k!.trim());
      else this.cookies.set(k!.trim(), v!);
    }
    let json: any;
    try {
      json = res.json();
    } catch {
      json = undefined;
    }
    return { status: res.statusCode, json, headers: res.headers, body: res.body };
  }
  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
  /** Signs out as the web client does: sign-out refuses a request without a same-origin Origin. */
  logout(url: '/api/logout' | '/auth/logout' = '/api/logout') {
    return this.post(url, undefined, { origin: SAME_ORIGIN });
  }

  async register(username: string, password = 'password-123') {
    const res = await this.post('/api/register', {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'Test',
      lastName: username,
    });
    if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${res.body}`);
    return res.json;
  }
}
