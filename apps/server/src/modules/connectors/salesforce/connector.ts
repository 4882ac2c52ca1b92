import { z } from 'zod';
import { hostMatches, httpOrigin, openApiConnection, withReadDeadline } from '../api/connection';
import { ApiClient } from '../api/http-client';
import {
  ConnectorError,
  type ConnectionDetails,
  type Connector,
  type ConnectorContext,
  type ConnectorField,
  type ConnectorSession,
  type InvokeOptions,
  type OperationResult,
  type ReadOptions,
  type TestResult,
} from '../connector';
import type { QueryResult, QuerySpec } from '../query';
import type { DiscoveredSchema } from '../schema';
import { CORE_OBJECTS, pickObjects, relationsOf, SalesforceMetadata, toEntity, type SfObjectMeta } from './metadata';
import { querySalesforce } from './read';
import { parseOperation, performWrite, writeOperations } from './writes';

/**
 * Salesforce through its REST API: the instance URL and an OAuth access token
 * (Bearer). Objects and fields come from describe; questions run as SOQL
 * (or, where SOQL cannot say them, as per-object reads evaluated in memory);
 * writes create and update sObjects.
 */

export const DEFAULT_API_VERSION = 'v60.0';

export const salesforceConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required').max(2048),
  apiKey: z.string().trim().min(1, 'An access token is required to connect to Salesforce.').max(4096),
  apiVersion: z
    .string()
    .trim()
    .regex(/^v?\d{2,3}\.0$/, 'The API version looks like v60.0')
    .optional()
    .or(z.literal('')),
  connector: z.string().optional(),
});
export type SalesforceConfig = z.infer<typeof salesforceConfigSchema> & ConnectionDetails;

export const salesforceFields: ConnectorField[] = [
  {
    key: 'url',
    label: 'Instance URL',
    kind: 'url',
    required: true,
    placeholder: 'https://yourcompany.my.salesforce.com',
    help: 'Your org’s My Domain address (Setup → My Domain).',
  },
  {
    key: 'apiKey',
    label: 'Access token',
    kind: 'secret',
    required: true,
    help: 'An OAuth access token of a connected app or integration user. Stored encrypted on the server and never shown again.',
  },
  {
    key: 'apiVersion',
    label: 'API version (optional)',
    kind: 'text',
    required: false,
    placeholder: DEFAULT_API_VERSION,
  },
];

const SERVICE = 'Salesforce';
const DISCOVERY_PARALLEL = 4;

export class SalesforceSession implements ConnectorSession {
  readonly apiPath: string;
  private readonly metadata: SalesforceMetadata;

  constructor(
    private readonly instance: string,
    private readonly token: string,
    apiVersion: string,
    private readonly fetch: NonNullable<ConnectorContext['fetch']>,
  ) {
    this.apiPath = `/services/data/${apiVersion}`;
    this.metadata = new SalesforceMetadata(() => this.client(), this.apiPath);
  }

  private client(timeoutMs?: number): ApiClient {
    return new ApiClient({
      service: SERVICE,
      baseUrl: this.instance,
      fetch: this.fetch,
      headers: () => ({ authorization: `Bearer ${this.token}` }),
      timeoutMs,
    });
  }

  /** describeGlobal answers for the token: 401 is an error, core objects it cannot query make the connection 'limited'. */
  async test(): Promise<TestResult> {
    this.metadata.reset();
    try {
      const objects = await this.metadata.objects();
      const missing = CORE_OBJECTS.filter((name) => !objects.some((o) => o.name === name && o.queryable));
      if (missing.length === CORE_OBJECTS.length && !pickObjects(objects).length) {
        return {
          status: 'error',
          message: 'Salesforce accepted the token, but this user can read none of the CRM objects.',
        };
      }
      if (missing.length)
        return {
          status: 'limited',
          message: `Connected, but this Salesforce user cannot read: ${missing.join(', ')}.`,
        };
      return { status: 'connected' };
    } catch (err) {
      return { status: 'error', message: this.reason(err) };
    }
  }

  async discover(): Promise<DiscoveredSchema> {
    this.metadata.reset();
    const picked = pickObjects(
      await this.metadata.objects().catch((err) => Promise.reject(new ConnectorError(this.reason(err), codeOf(err)))),
    );
    const metas: SfObjectMeta[] = [];
    let next = 0;
    const worker = async () => {
      while (next < picked.length) {
        const entry = picked[next++];
        try {
          metas.push(await this.metadata.describe(entry.name));
        } catch (err) {
          // An object this user may list but not describe is left out; a dead token is not.
          if (
            err instanceof ConnectorError &&
            (err.code === 'auth' || err.code === 'network' || err.code === 'timeout')
          )
            throw err;
        }
      }
    };
    await Promise.all(Array.from({ length: DISCOVERY_PARALLEL }, worker));
    const order = new Map(picked.map((p, i) => [p.name, i]));
    metas.sort((a, b) => order.get(a.name)! - order.get(b.name)!);
    return {
      entities: metas.map(toEntity),
      relations: relationsOf(metas),
      operations: writeOperations(metas),
      discoveredAt: new Date().toISOString(),
    };
  }

  async query(spec: QuerySpec, options: ReadOptions): Promise<QueryResult> {
    return withReadDeadline('Salesforce', options, (signal) =>
      querySalesforce(
        spec,
        options,
        { client: this.client(options.timeoutMs), apiPath: this.apiPath, signal },
        this.metadata,
      ),
    );
  }

  operations() {
    return writeOperations(this.metadata.describedObjects());
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions): Promise<OperationResult> {
    const { mode, object } = parseOperation(operationId);
    // The second lock behind the service's own check (decisions §2): refused before any request.
    if (!options.allowWrite)
      throw new ConnectorError(
        `${mode === 'create' ? 'Creating' : 'Updating'} ${object} records changes data in Salesforce; it needs write access.`,
        'forbidden',
      );
    const meta = await this.metadata.describe(object);
    return performWrite(this.client(options.timeoutMs), this.apiPath, meta, mode, input, options.signal);
  }

  async close(): Promise<void> {}

  /** A 404 on describeGlobal means the URL or API version is wrong, which Salesforce's own text does not say. */
  private reason(err: unknown): string {
    if (err instanceof ConnectorError) {
      if (err.code === 'query' && err.message.includes('(404'))
        return `No Salesforce REST API ${this.apiPath.split('/').pop()} at ${new URL(this.instance).host}. Check the instance URL and the API version.`;
      return err.message;
    }
    return 'Salesforce could not be reached.';
  }
}

function codeOf(err: unknown): ConnectorError['code'] {
  return err instanceof ConnectorError ? err.code : 'network';
}

/** The instance's origin: paths, queries and a trailing slash are dropped (users paste Lightning URLs). */
export function instanceOrigin(raw: string): string {
  return httpOrigin(raw, 'The Salesforce instance URL', 'https://yourcompany.my.salesforce.com');
}

export const salesforceConnector: Connector<SalesforceConfig> = {
  id: 'salesforce',
  label: 'Salesforce',
  defaultType: 'crm',
  fields: salesforceFields,
  configSchema: salesforceConfigSchema as z.ZodType<SalesforceConfig>,
  matchesUrl: (url) => hostMatches(url, /(^|\.)salesforce\.com$|\.force\.com$/),
  async open(config, context) {
    const { details, fetch } = openApiConnection('Salesforce', salesforceConfigSchema, config, context);
    const version = details.apiVersion
      ? details.apiVersion.startsWith('v')
        ? details.apiVersion
        : `v${details.apiVersion}`
      : DEFAULT_API_VERSION;
    const token = details.apiKey.replace(/^Bearer\s+/i, '');
    return new SalesforceSession(instanceOrigin(details.url), token, version, fetch);
  },
};
