import type pg from 'pg';
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
  type SqlExecutor,
  type TestResult,
} from '../connector';
import type { DiscoveredSchema } from '../schema';
import { recordWriteOperations } from '../sql-write';
import { parseHost } from '../net/ip';
import { resolveConnectTarget } from '../net/target';
import { parseDbUrl, type DbUrl } from '../sql-discovery/db-url';
import { discoverCore, discoverRest, type RestOptions } from '../sql-discovery/staged';
import { discoverPostgres, pgStagedSource } from './discover';
import { mapPgError, type ErrorContext } from './errors';
import { createPgPool, poolExecutor, type PgPoolOptions } from './pool';
import { queryPostgres, runSqlPostgres } from './read';
import { writeRecordPostgres } from './write';

export const postgresConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required'),
  apiKey: z.string().optional(),
  connector: z.string().optional(),
});
export type PostgresConfig = z.infer<typeof postgresConfigSchema> & ConnectionDetails;

const SCHEMES = ['postgresql', 'postgres'];

/** libpq's sslmode; without it, plain TCP like libpq's 'prefer' falling back (pg cannot fall back). */
function sslFor(url: DbUrl): PgPoolOptions['ssl'] {
  // TLS names the server by its host name; an IP literal has none to send.
  const servername = parseHost(url.host).kind === 'name' ? { servername: url.host } : {};
  const mode = (
    url.params.get('sslmode') ?? (url.params.get('ssl') === 'true' ? 'verify-full' : 'disable')
  ).toLowerCase();
  switch (mode) {
    case 'disable':
    case 'allow':
    case 'prefer':
      return false;
    case 'require':
    case 'no-verify':
      return { rejectUnauthorized: false, ...servername };
    case 'verify-ca':
    case 'verify-full':
      return { rejectUnauthorized: true, ...servername };
    default:
      throw new ConnectorError(`Unknown sslmode "${mode}" (use disable, require, verify-ca or verify-full).`, 'config');
  }
}

export class PostgresSession implements ConnectorSession {
  private db?: Promise<{ pool: pg.Pool; executor: SqlExecutor }>;
  private readonly errors: ErrorContext;
  /** Record writes of the last discovery (create/update/delete on tables with a primary key). */
  private writeOps: OperationDescriptor[] = [];

  constructor(
    private readonly url: DbUrl,
    private readonly context: ConnectorContext,
  ) {
    this.errors = { host: url.host, port: url.port, secrets: [url.password] };
  }

  private executor(): Promise<SqlExecutor> {
    this.db ??= this.connect().catch((err) => {
      this.db = undefined; // a later call resolves and checks the host again
      throw err;
    });
    return this.db.then((d) => d.executor);
  }

  private async connect() {
    const target = await resolveConnectTarget(this.url.host, this.context, undefined, {
      port: this.url.port,
      database: this.url.database ?? this.url.user,
    });
    const pool = createPgPool({
      address: target.address,
      port: this.url.port,
      user: this.url.user,
      password: this.url.password,
      database: this.url.database ?? this.url.user,
      ssl: sslFor(this.url),
      max: this.context.pool?.size,
      waitMs: this.context.pool?.waitMs,
    });
    return { pool, executor: poolExecutor(pool) };
  }

  async test(): Promise<TestResult> {
    try {
      const db = await this.executor();
      await db.query('SELECT 1');
      return { status: 'connected' };
    } catch (err) {
      return { status: 'error', message: mapPgError(err, this.errors).message };
    }
  }

  async discover(): Promise<DiscoveredSchema> {
    try {
      const schema = await discoverPostgres(await this.executor());
      this.writeOps = recordWriteOperations(schema);
      return { ...schema, operations: this.writeOps };
    } catch (err) {
      throw mapPgError(err, this.errors);
    }
  }

  async discoverCore(): Promise<DiscoveredSchema> {
    try {
      const db = await this.executor();
      return this.withWrites(await discoverCore(pgStagedSource(db), () => discoverPostgres(db)));
    } catch (err) {
      throw mapPgError(err, this.errors);
    }
  }

  async discoverRest(partial: DiscoveredSchema, options: RestOptions): Promise<DiscoveredSchema> {
    try {
      return this.withWrites(await discoverRest(pgStagedSource(await this.executor()), partial, options));
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw mapPgError(err, this.errors);
    }
  }

  private withWrites(schema: DiscoveredSchema): DiscoveredSchema {
    this.writeOps = recordWriteOperations(schema);
    return { ...schema, operations: this.writeOps };
  }

  async query(spec: Parameters<ConnectorSession['query']>[0], options: Parameters<ConnectorSession['query']>[1]) {
    let db: SqlExecutor;
    try {
      db = await this.executor();
    } catch (err) {
      throw mapPgError(err, this.errors);
    }
    return queryPostgres(db, spec, options, {}, this.errors);
  }

  async runSql(sql: string, options: ReadOptions) {
    let db: SqlExecutor;
    try {
      db = await this.executor();
    } catch (err) {
      throw mapPgError(err, this.errors);
    }
    return runSqlPostgres(db, sql, options, this.errors);
  }

  operations() {
    return this.writeOps;
  }

  /** Record writes, checked against a fresh discovery so they never rely on a stale schema. */
  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions) {
    return writeRecordPostgres(
      () => this.executor(),
      () => this.discover(),
      operationId,
      input,
      options,
      this.errors,
    );
  }

  async close(): Promise<void> {
    const db = this.db;
    this.db = undefined;
    if (db) await db.then((d) => d.pool.end()).catch(() => {});
  }
}

export const postgresConnector: Connector<PostgresConfig> = {
  id: 'postgres',
  label: 'PostgreSQL',
  defaultType: 'database',
  configSchema: postgresConfigSchema as z.ZodType<PostgresConfig>,
  matchesUrl: (url) => /^postgres(ql)?:\/\//i.test(url.trim()),
  async open(config, context) {
    const url = parseDbUrl(config.url, SCHEMES, 5432);
    sslFor(url); // reject a bad sslmode now, not at first use
    return new PostgresSession(url, context);
  },
};
