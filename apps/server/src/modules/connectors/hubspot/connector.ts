import { z } from 'zod';
import { hostMatches, httpOrigin, openApiConnection, withReadDeadline } from '../api/connection';
import { ApiClient } from '../api/http-client';
import {
  ConnectorError,
  isAccessDenied,
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
import { CORE_OBJECTS, HubSpotMetadata, OBJECTS, relationsOf, toEntity, type ObjectMeta } from './metadata';
import { queryHubSpot } from './read';
import { parseOperation, performWrite, writeOperations } from './writes';

/**
 * HubSpot CRM (API v3) with a private-app access token: companies, contacts,
 * deals and tickets (line items and products when the token may read them)
 * from the properties API, read through the search API and evaluated in
 * memory, written through the objects API.
 */

export const DEFAULT_HUBSPOT_URL = 'https://api.hubapi.com';
const SERVICE = 'HubSpot';

export const hubspotConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Connection URL required').max(2048),
  apiKey: z.string().trim().min(1, 'A private app access token is required to connect to HubSpot.').max(4096),
  connector: z.string().optional(),
});
export type HubSpotConfig = z.infer<typeof hubspotConfigSchema> & ConnectionDetails;

export const hubspotFields: ConnectorField[] = [
  {
    key: 'url',
    label: 'API URL',
    kind: 'url',
    required: true,
    placeholder: DEFAULT_HUBSPOT_URL,
    help: 'HubSpot’s API address; keep https://api.hubapi.com unless HubSpot gave you another.',
  },
  {
    key: 'apiKey',
    label: 'Private app access token',
    kind: 'secret',
    required: true,
    help: 'Settings → Integrations → Private apps, with the CRM read scopes (and write scopes to change records). Stored encrypted on the server.',
  },
];

export class HubSpotSession implements ConnectorSession {
  private readonly metadata: HubSpotMetadata;

  constructor(
    private readonly baseUrl: string,
    private readonly token: string,
    private readonly fetch: NonNullable<ConnectorContext['fetch']>,
  ) {
    this.metadata = new HubSpotMetadata(() => this.client());
  }

  private client(timeoutMs?: number): ApiClient {
    return new ApiClient({
      service: SERVICE,
      baseUrl: this.baseUrl,
      fetch: this.fetch,
      headers: () => ({ authorization: `Bearer ${this.token}` }),
      timeoutMs,
    });
  }

  /** One record of each core object: 401 is an error; a 403 (missing scope) on some objects makes it 'limited'. */
  async test(): Promise<TestResult> {
    const client = this.client();
    const outcomes = await Promise.all(
      CORE_OBJECTS.map((type) =>
        client.request('GET', `/crm/v3/objects/${type}`, { query: { limit: 1, archived: false } }).then(
          () => ({ type, error: null as ConnectorError | null }),
          (err: unknown) => ({
            type,
            error: err instanceof ConnectorError ? err : new ConnectorError('HubSpot could not be reached.', 'network'),
          }),
        ),
      ),
    );
    const fatal = outcomes.find((o) => o.error && !isAccessDenied(o.error));
    if (fatal) return { status: 'error', message: fatal.error!.message };
    const denied = outcomes.filter((o) => o.error).map((o) => o.type);
    if (denied.length === CORE_OBJECTS.length)
      return {
        status: 'error',
        message: `HubSpot accepted the token, but it has no scope to read ${CORE_OBJECTS.join(', ')}.`,
      };
    if (denied.length)
      return { status: 'limited', message: `Connected, but the token has no scope to read: ${denied.join(', ')}.` };
    return { status: 'connected' };
  }

  async discover(): Promise<DiscoveredSchema> {
    this.metadata.reset();
    const metas: ObjectMeta[] = [];
    for (const o of OBJECTS) {
      const meta = await this.metadata.object(o.type);
      if (meta) metas.push(meta);
    }
    if (!metas.length)
      throw new ConnectorError(
        `This HubSpot token may read none of ${OBJECTS.map((o) => o.type).join(', ')}.`,
        'forbidden',
      );
    const companies = metas.some((m) => m.type === 'companies');
    return {
      entities: metas.map((m) => toEntity(m, companies)),
      relations: relationsOf(metas),
      operations: writeOperations(metas),
      discoveredAt: new Date().toISOString(),
    };
  }

  async query(spec: QuerySpec, options: ReadOptions): Promise<QueryResult> {
    return withReadDeadline('HubSpot', options, (signal) =>
      queryHubSpot(spec, options, { client: this.client(options.timeoutMs), signal }, this.metadata),
    );
  }

  operations() {
    return writeOperations(this.metadata.loadedObjects());
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions): Promise<OperationResult> {
    const { mode, type } = parseOperation(operationId);
    // The second lock behind the service's own check (decisions §2): refused before any request.
    if (!options.allowWrite)
      throw new ConnectorError(
        `${mode === 'create' ? 'Creating' : 'Updating'} HubSpot ${type} changes data; it needs write access.`,
        'forbidden',
      );
    const meta = await this.metadata.object(type);
    if (!meta) throw new ConnectorError(`This HubSpot token has no scope for ${type}.`, 'forbidden');
    return performWrite(this.client(options.timeoutMs), meta, mode, input, options.signal);
  }

  async close(): Promise<void> {}
}

function baseUrlOf(raw: string | undefined): string {
  return httpOrigin(raw?.trim() || DEFAULT_HUBSPOT_URL, 'The HubSpot API URL', DEFAULT_HUBSPOT_URL);
}

export const hubspotConnector: Connector<HubSpotConfig> = {
  id: 'hubspot',
  label: 'HubSpot',
  defaultType: 'crm',
  fields: hubspotFields,
  configSchema: hubspotConfigSchema as z.ZodType<HubSpotConfig>,
  matchesUrl: (url) => hostMatches(url, /^api\.hubspot\.com$|(^|\.)hubapi\.com$/),
  async open(config, context) {
    const { details, fetch } = openApiConnection('HubSpot', hubspotConfigSchema, config, context);
    return new HubSpotSession(baseUrlOf(details.url), details.apiKey.replace(/^Bearer\s+/i, ''), fetch);
  },
};
