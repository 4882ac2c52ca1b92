import net from 'node:net';
import type { Pool, PoolOptions } from 'mysql2/promise';
import { z } from 'zod';
import {
  ConnectorError,
  type ConnectionDetails,
  type Connector,
  type ConnectorContext,
  type ConnectorSession,
  type InvokeOptions,
  type OperationDescriptor,
  type ReadOptions,
  type TestResult,
} from '../connector';
import type { DiscoveredSchema } from '../schema';
import { recordWriteOperations } from '../sql-write';
import type { QuerySpec } from '../query';
import { resolveConnectTarget } from '../net/target';
import type { ErrorContext } from '../postgres/errors';
import { parseDbUrl, type DbUrl } from '../sql-discovery/db-url';
import { discoverCore, discoverRest, type RestOptions } from '../sql-discovery/staged';
import { discoverMysql, mysqlStagedSource } from './discover';
import { mapMysqlError } from './errors';
import { detectFlavour, queryMysql, runSqlMysql, type ServerFlavour } from './read';
import { writeRecordMysql } from './write';

export const mysqlConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required'),
  apiKey: z.string().optional(),
  connector: z.string().optional(),
});
export type MysqlConfig = z.infer<typeof mysqlConfigSchema> & ConnectionDetails;

const SCHEMES = ['mysql', 'mariadb'];

/** MySQL's ssl-mode (also read as sslmode, or ssl=true for full verification). */
function sslFor(url: DbUrl): PoolOptions['ssl'] {
  const p = url.params;
  const mode = (
    p.get('ssl-mode') ??
    p.get('sslmode') ??
    p.get('ssl_mode') ??
    (p.get('ssl') === 'true' ? 'VERIFY_IDENTITY' : 'DISABLED')
  )
    .toUpperCase()
    .replace(/-/g, '_');
  switch (mode) {
    case 'DISABLED':
    case 'DISABLE':
    case 'PREFERRED':
    case 'PREFER':
      return undefined;
    case 'REQUIRED':
    case 'REQUIRE':
      return { rejectUnauthorized: false };
    case 'VERIFY_CA':
      return { rejectUnauthorized: true, verifyIdentity: false };
    case 'VERIFY_IDENTITY':
    case 'VERIFY_FULL':
      return { rejectUnauthorized: true, verifyIdentity: true };
    default:
      throw new ConnectorError(
        `Unknown ssl-mode "${mode}" (use DISABLED, REQUIRED, VERIFY_CA or VERIFY_IDENTITY).`,
        'config',
      );
  }
}

export class MysqlSession implements ConnectorSession {
  private state?: Promise<{ pool: Pool; flavour: ServerFlavour; kill: (threadId: number) => Promise<void> }>;
  private readonly errors: ErrorContext;
  /** Record writes of the last discovery (create/update/delete on tables with a primary key). */
  private writeOps: OperationDescriptor[] = [];

  constructor(
    private readonly url: DbUrl,
    private readonly context: ConnectorContext,
  ) {
    this.errors = { host: url.host, port: url.port, secrets: [url.password] };
  }

  private db() {
    this.state ??= this.connect().catch((err) => {
      this.state = undefined;
      throw err;
    });
    return this.state;
  }

  private async connect() {
    const target = await resolveConnectTarget(this.url.host, this.context, undefined, {
      port: this.url.port,
      ...(this.url.database ? { database: this.url.database } : {}),
    });
    // The driver loads with the first MySQL connection, not at every server start.
    const { default: mysql } = await import('mysql2/promise');
    const connection = {
      // `host` stays the name the user gave (TLS verifies it); the socket goes to the checked address.
      host: this.url.host,
      port: this.url.port,
      stream: () => net.connect({ host: target.address, port: this.url.port }),
      user: this.url.user,
      password: this.url.password,
      ...(this.url.database ? { database: this.url.database } : {}),
      ssl: sslFor(this.url),
      multipleStatements: false,
      // A rogue server must not be able to ask for local files.
      flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
      decimalNumbers: true,
      supportBigNumbers: true,
      bigNumberStrings: false,
      timezone: 'Z',
      dateStrings: false,
      connectTimeout: 10_000,
      enableKeepAlive: true,
      connectAttributes: { program_name: 'soe' },
    } satisfies PoolOptions;
    const pool = mysql.createPool({
      ...connection,
      connectionLimit: this.context.pool?.size ?? 10,
      maxIdle: 1,
      idleTimeout: 10_000,
    });
    // A statement is stopped from a short connection of its own: the pool's may all be busy (mysqlReadOnly).
    const kill = async (threadId: number) => {
      const conn = await mysql.createConnection(connection);
      conn.on('error', () => {});
      try {
        await conn.query(`KILL QUERY ${Math.trunc(threadId)}`);
      } finally {
        await conn.end().catch(() => {});
      }
    };
    // Every connection reads only, in UTC; queued before any query on that connection.
    pool.on('connection', (conn) => {
      const c = conn as unknown as { query: (sql: string, cb: (err: unknown) => void) => void };
      c.query('SET SESSION TRANSACTION READ ONLY', () => {});
      c.query(`SET SESSION time_zone = '+00:00'`, () => {});
    });
    try {
      const flavour = await detectFlavour(pool);
      return { pool, flavour, kill };
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
  }

  async test(): Promise<TestResult> {
    try {
      await this.db();
      return { status: 'connected' };
    } catch (err) {
      return { status: 'error', message: mapMysqlError(err, this.errors).message };
    }
  }

  async discover(): Promise<DiscoveredSchema> {
    try {
      const { pool, flavour } = await this.db();
      const schema = await discoverMysql(pool, flavour, { database: this.url.database });
      this.writeOps = recordWriteOperations(schema);
      return { ...schema, operations: this.writeOps };
    } catch (err) {
      throw mapMysqlError(err, this.errors);
    }
  }

  async discoverCore(): Promise<DiscoveredSchema> {
    try {
      const { pool, flavour } = await this.db();
      const options = { database: this.url.database };
      return this.withWrites(
        await discoverCore(mysqlStagedSource(pool, flavour, options), () => discoverMysql(pool, flavour, options)),
      );
    } catch (err) {
      throw mapMysqlError(err, this.errors);
    }
  }

  async discoverRest(partial: DiscoveredSchema, options: RestOptions): Promise<DiscoveredSchema> {
    try {
      const { pool, flavour, kill } = await this.db();
      const source = mysqlStagedSource(pool, flavour, { database: this.url.database }, kill);
      return this.withWrites(await discoverRest(source, partial, options));
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw mapMysqlError(err, this.errors);
    }
  }

  private withWrites(schema: DiscoveredSchema): DiscoveredSchema {
    this.writeOps = recordWriteOperations(schema);
    return { ...schema, operations: this.writeOps };
  }

  async query(spec: QuerySpec, options: ReadOptions) {
    let db: Awaited<ReturnType<MysqlSession['db']>>;
    try {
      db = await this.db();
    } catch (err) {
      throw mapMysqlError(err, this.errors);
    }
    return queryMysql(db.pool, db.flavour, spec, options, this.errors, db.kill);
  }

  async runSql(sql: string, options: ReadOptions) {
    let db: Awaited<ReturnType<MysqlSession['db']>>;
    try {
      db = await this.db();
    } catch (err) {
      throw mapMysqlError(err, this.errors);
    }
    return runSqlMysql(db.pool, db.flavour, sql, options, this.errors, db.kill);
  }

  operations() {
    return this.writeOps;
  }

  /** Record writes, checked against a fresh discovery so they never rely on a stale schema. */
  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions) {
    return writeRecordMysql(
      () => this.db(),
      () => this.discover(),
      operationId,
      input,
      options,
      this.errors,
    );
  }

  async close(): Promise<void> {
    const state = this.state;
    this.state = undefined;
    if (state) await state.then((s) => s.pool.end()).catch(() => {});
  }
}

export const mysqlConnector: Connector<MysqlConfig> = {
  id: 'mysql',
  label: 'MySQL / MariaDB',
  defaultType: 'database',
  configSchema: mysqlConfigSchema as z.ZodType<MysqlConfig>,
  matchesUrl: (url) => /^(mysql|mariadb):\/\//i.test(url.trim()),
  async open(config, context) {
    const url = parseDbUrl(config.url, SCHEMES, 3306);
    sslFor(url);
    return new MysqlSession(url, context);
  },
};
