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
import type { QuerySpec } from '../query';
import { discoverOData } from './discover';
import { parseMetadata, type ODataModel } from './metadata';
import { runODataQuery } from './read';
import { ODataService } from './service';
import { invokeWrite, writeOperations } from './writes';

/**
 * OData v4 services — SAP S/4HANA, Dynamics 365 / Dataverse and any other
 * v4 service — read live: $metadata discovery, $filter/$select/$orderby/$top
 * and $apply aggregation pushed down where the service supports them,
 * server-driven paging, record writes as declared operations.
 */

export const odataConfigSchema = z.looseObject({
  url: z.string().trim().min(1, 'Please provide the OData service root URL.'),
  apiKey: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  connector: z.string().optional(),
});
export type ODataConfig = z.infer<typeof odataConfigSchema> & ConnectionDetails;

/** $metadata of a large SAP service runs to a few MB; far beyond that is not a service document. */
const MAX_METADATA_CHARS = 20_000_000;

export class ODataSession implements ConnectorSession {
  private model?: Promise<ODataModel>;
  private loaded?: ODataModel;
  private built?: ODataService;

  constructor(
    private readonly config: ODataConfig,
    private readonly context: ConnectorContext,
  ) {}

  /** Built on first use, so a bad URL is reported by test() like any other connection problem. */
  private get service(): ODataService {
    this.built ??= new ODataService(
      this.config.url,
      { apiKey: this.config.apiKey, username: this.config.username, password: this.config.password },
      this.context.fetch,
    );
    return this.built;
  }

  private metadata(): Promise<ODataModel> {
    this.model ??= (async () => {
      const xml = (await this.service.request<string>('GET', this.service.url('$metadata'), { accept: 'text' })).data;
      if (xml.length > MAX_METADATA_CHARS)
        throw new ConnectorError('The service’s $metadata is too large to read (over 20 MB).', 'unsupported');
      this.loaded = parseMetadata(xml);
      return this.loaded;
    })().catch((err) => {
      this.model = undefined; // the next call tries again
      throw this.service.explain(err);
    });
    return this.model;
  }

  async test(): Promise<TestResult> {
    try {
      const doc = (await this.service.request<{ value?: unknown }>('GET', this.service.url(''))).data;
      if (!doc || !Array.isArray(doc.value)) {
        return {
          status: 'error',
          message:
            'The URL answered, but not with an OData v4 service document. Use the service root URL (the one $metadata sits under).',
        };
      }
      return { status: 'connected' };
    } catch (err) {
      const e = this.built ? this.built.explain(err) : err;
      return {
        status: 'error',
        message: e instanceof ConnectorError ? e.message : 'The OData service could not be reached.',
      };
    }
  }

  async discover() {
    const model = await this.metadata();
    return discoverOData(model, async (set) => {
      const text = (
        await this.service.request<string>('GET', this.service.url(`${encodeURIComponent(set.name)}/$count`), {
          accept: 'text',
        })
      ).data;
      const n = Number(String(text).trim());
      if (!Number.isSafeInteger(n)) throw new Error('not a count');
      return n;
    });
  }

  async query(spec: QuerySpec, options: ReadOptions) {
    try {
      return await runODataQuery(this.service, await this.metadata(), spec, options);
    } catch (err) {
      throw this.service.explain(err);
    }
  }

  operations(): OperationDescriptor[] {
    return this.loaded ? writeOperations(this.loaded) : [];
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions) {
    // Every OData operation is a record write: refuse before any request.
    if (!options.allowWrite)
      throw new ConnectorError(
        'Changing records needs write access to this system; your access is read-only.',
        'forbidden',
      );
    try {
      return await invokeWrite(this.service, await this.metadata(), operationId, input, options);
    } catch (err) {
      throw this.service.explain(err);
    }
  }

  async close(): Promise<void> {
    this.built?.forget();
  }
}

export const odataConnector: Connector<ODataConfig> = {
  id: 'odata',
  label: 'OData v4 (SAP, Dynamics)',
  defaultType: 'erp',
  fields: [
    {
      key: 'url',
      label: 'Service root URL',
      kind: 'url',
      required: true,
      placeholder: 'https://my-s4.example.com/sap/opu/odata4/sap/api_salesorder/srvd_a2x/sap/salesorder/0001/',
      help: 'The OData v4 service root (its $metadata is read to find the entity sets). Parameters such as ?sap-client=100 are kept.',
    },
    {
      key: 'apiKey',
      label: 'Bearer token',
      kind: 'secret',
      required: false,
      help: 'An OAuth access token (Dynamics 365, SAP BTP). Leave empty to sign in with a user name and password.',
    },
    {
      key: 'username',
      label: 'User name',
      kind: 'text',
      required: false,
      help: 'For basic authentication, e.g. an SAP communication user.',
    },
    { key: 'password', label: 'Password', kind: 'secret', required: false },
  ],
  configSchema: odataConfigSchema as z.ZodType<ODataConfig>,
  // Any https URL may be an OData service: chosen by its explicit connector id only.
  matchesUrl: () => false,
  async open(config, context: ConnectorContext) {
    return new ODataSession(config, context);
  },
};
