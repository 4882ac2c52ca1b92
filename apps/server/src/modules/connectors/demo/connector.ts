import { z } from 'zod';
import {
  ConnectorError,
  type ConnectionDetails,
  type Connector,
  type ConnectorSession,
  type InvokeOptions,
  type ReadOptions,
  type SqlExecutor,
  type TestResult,
} from '../connector';
import type { QuerySpec } from '../query';
import type { FieldType } from '../schema';
import { discoverPostgres } from '../postgres/discover';
import { mapPgError } from '../postgres/errors';
import { queryPostgres, runSqlPostgres } from '../postgres/read';
import { DEMO_SCHEMA, ensureDemoData } from './ensure';
import { refuseDemoWrite } from './write';

export const demoConfigSchema = z.looseObject({
  url: z
    .string()
    .trim()
    .regex(/^demo:\/\//i, 'The demo system URL is demo://company'),
  apiKey: z.string().optional(),
  connector: z.string().optional(),
});
export type DemoConfig = z.infer<typeof demoConfigSchema> & ConnectionDetails;

/**
 * The built-in Demo Company: the PostgreSQL discovery and read path, run on the
 * app's own database and pinned to schema `demo` (compileSql's namespace
 * option refuses any other schema, so app tables stay out of reach).
 */
class DemoSession implements ConnectorSession {
  private types?: Promise<Map<string, FieldType>>;

  constructor(private readonly db: SqlExecutor) {}

  /**
   * Column types from discovery, so numeric columns come back as numbers even
   * when the app's executor passes on no result type information.
   */
  private columnTypes(): Promise<Map<string, FieldType>> {
    this.types ??= this.discover().then(
      (schema) =>
        new Map(
          schema.entities.flatMap((e) =>
            e.fields.map((f) => [`${e.table}\u0000${f.name}`, f.type] as [string, FieldType]),
          ),
        ),
      (err) => {
        this.types = undefined;
        throw err;
      },
    );
    return this.types;
  }

  async test(): Promise<TestResult> {
    try {
      await ensureDemoData(this.db);
      return { status: 'connected' };
    } catch (err) {
      return { status: 'error', message: mapPgError(err).message };
    }
  }

  async discover() {
    try {
      await ensureDemoData(this.db);
      return await discoverPostgres(this.db, { schemas: [DEMO_SCHEMA] });
    } catch (err) {
      throw mapPgError(err);
    }
  }

  async query(spec: QuerySpec, options: ReadOptions) {
    const types = await this.columnTypes();
    // Entities arrive as 'demo.orders' or 'orders'; both name the table in schema demo.
    const lookup = (entity: string, column: string) => types.get(`${entity.replace(/^demo\./, '')}\u0000${column}`);
    return queryPostgres(this.db, spec, options, { namespace: DEMO_SCHEMA }, {}, lookup);
  }

  /**
   * The checked statement names every table with its schema already; the search path is pinned to `demo` as well,
   * so nothing in it can reach the app's own tables beside it.
   */
  async runSql(sql: string, options: ReadOptions) {
    return runSqlPostgres(this.db, sql, options, {}, (tx) =>
      tx.query(`SELECT set_config('search_path', $1, true)`, [DEMO_SCHEMA]),
    );
  }

  operations() {
    return [];
  }

  /** Shared by every user: read-only (see write.ts). */
  async invoke(_operationId: string, _input: Record<string, unknown>, options: InvokeOptions): Promise<never> {
    refuseDemoWrite(options);
  }

  async close(): Promise<void> {
    // The app database belongs to the app.
  }
}

export const demoConnector: Connector<DemoConfig> = {
  id: 'demo',
  label: 'Demo Company',
  defaultType: 'crm',
  configSchema: demoConfigSchema as z.ZodType<DemoConfig>,
  matchesUrl: (url) => /^demo:\/\//i.test(url.trim()),
  async open(_config, context) {
    if (!context.appDb) throw new ConnectorError('The demo system is not available on this server.', 'config');
    return new DemoSession(context.appDb);
  },
};
