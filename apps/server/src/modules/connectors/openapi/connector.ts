import { relationsByName } from '../api/relations-by-name';
import type { z } from 'zod';
import { openApiConnection } from '../api/connection';
import { ApiClient } from '../api/http-client';
import { joinStatements } from '../api/statement';
import { evaluateQuery, type SourceRow } from '../api/evaluate';
import {
  ConnectorError,
  isAccessDenied,
  type Connector,
  type ConnectorContext,
  type ConnectorSession,
  type InvokeOptions,
  type OperationDescriptor,
  type OperationResult,
  type ReadOptions,
  type TestResult,
} from '../connector';
import type { QueryResult, QuerySpec } from '../query';
import type { DiscoveredSchema, SchemaEntity } from '../schema';
import { authHeaders, openApiConfigSchema, openApiFields, type OpenApiConfig } from './config';
import { parseDocument, type OpenApiDocument } from './document';
import { planOperations, type OperationPlan } from './operations';
import { countList, pushableFilters, readList, readTimeout } from './read';
import { buildRequest } from './request';
import { operationResult } from './result';

/**
 * 'Custom API': any REST API described by an OpenAPI 3.x document. The
 * document's operations become SOE's operations (GET/HEAD reads, the rest
 * declared writes, refused without write access); list operations become
 * tabular entities that SOE Local queries by reading the records through the
 * API and evaluating the query in memory.
 */

interface Loaded {
  doc: OpenApiDocument;
  plans: OperationPlan[];
  baseUrl: string;
  service: string;
}

const DEFAULT_TIMEOUT_MS = 15_000;
// Lists counted at discovery (one small request each).
const MAX_COUNTED = 50;
const COUNT_TIMEOUT_MS = 5_000;

export class OpenApiSession implements ConnectorSession {
  private loaded?: Promise<Loaded>;
  private plans: OperationPlan[] = [];

  constructor(
    private readonly config: OpenApiConfig,
    private readonly fetch: NonNullable<ConnectorContext['fetch']>,
  ) {}

  /** The document, read once per session (a failed read is tried again next time). */
  private load(): Promise<Loaded> {
    this.loaded ??= this.readDocument().then(
      (loaded) => {
        this.plans = loaded.plans;
        return loaded;
      },
      (err) => {
        this.loaded = undefined;
        throw err;
      },
    );
    return this.loaded;
  }

  private async readDocument(): Promise<Loaded> {
    const client = new ApiClient({
      service: 'The OpenAPI document',
      baseUrl: this.config.url,
      fetch: this.fetch,
      headers: () => authHeaders(this.config),
      maxRetries: 1,
      timeoutMs: DEFAULT_TIMEOUT_MS,
    });
    const { data } = await client.request<string>('GET', this.config.url, {
      accept: 'text',
      headers: { accept: 'application/json, application/yaml, text/yaml, */*' },
    });
    const doc = parseDocument(data);
    return {
      doc,
      plans: planOperations(doc),
      baseUrl: baseUrlOf(doc, this.config),
      service: doc.info.title?.trim() || new URL(this.config.url).host,
    };
  }

  private client(loaded: Loaded, timeoutMs = DEFAULT_TIMEOUT_MS): ApiClient {
    return new ApiClient({
      service: loaded.service,
      baseUrl: loaded.baseUrl,
      fetch: this.fetch,
      headers: () => authHeaders(this.config),
      timeoutMs,
    });
  }

  /** Reads the document, then one record of the first list to check the key: 401 is an error, 403 'limited'. */
  async test(): Promise<TestResult> {
    let loaded: Loaded;
    try {
      loaded = await this.load();
    } catch (err) {
      return { status: 'error', message: messageOf(err) };
    }
    const probe = loaded.plans.find((p) => p.list);
    if (!probe) return { status: 'connected' };
    const paging = probe.list!.paging;
    const query = paging?.size ? { [paging.size]: 1 } : {};
    try {
      await this.client(loaded).request(probe.method, probe.path, { query });
      return { status: 'connected' };
    } catch (err) {
      if (isAccessDenied(err)) return { status: 'limited', message: err.message };
      return { status: 'error', message: messageOf(err) };
    }
  }

  async discover(): Promise<DiscoveredSchema> {
    const loaded = await this.load();
    const { plans } = loaded;
    // Row counts from the count header of a one-record read, where the API sends one; a failure leaves the count unknown.
    const counts = new Map<string, number | null>();
    const client = this.client(loaded);
    await Promise.all(
      plans
        .filter((p) => p.list)
        .slice(0, MAX_COUNTED)
        .map(async (p) =>
          counts.set(
            p.list!.entity,
            await countList(client, p, AbortSignal.timeout(COUNT_TIMEOUT_MS)).catch(() => null),
          ),
        ),
    );
    const entities: SchemaEntity[] = plans
      .filter((p) => p.list)
      .map((p) => ({
        name: p.list!.entity,
        table: p.list!.entity,
        label: p.descriptor.title,
        description: p.descriptor.description,
        fields: p.list!.shape.fields,
        primaryKey: p.list!.key,
        rowCount: counts.get(p.list!.entity) ?? null,
      }));
    return {
      entities,
      // OpenAPI declares no foreign keys: `customerId` in an order names a customers record by REST convention.
      relations: relationsByName(entities),
      operations: plans.map((p) => p.descriptor),
      discoveredAt: new Date().toISOString(),
    };
  }

  async query(spec: QuerySpec, options: ReadOptions): Promise<QueryResult> {
    const loaded = await this.load();
    const started = performance.now();
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    const client = this.client(loaded, options.timeoutMs);
    const rows = new Map<string, SourceRow[]>();
    const statements: string[] = [];
    let cut = false;
    for (const entity of new Set([spec.from.entity, ...(spec.joins ?? []).map((j) => j.entity)])) {
      const plan = loaded.plans.find((p) => p.list?.entity === entity);
      if (!plan) throw new ConnectorError(`${loaded.service} has no list called "${entity}".`, 'query');
      const filters = entity === spec.from.entity ? pushableFilters(spec, plan) : {};
      try {
        const read = await readList(client, plan, filters, signal, loaded.baseUrl, (text) => statements.push(text));
        rows.set(entity, read.rows);
        cut ||= read.cut;
      } catch (err) {
        if (deadline.aborted) throw readTimeout(loaded.service, entity, options.timeoutMs);
        throw err;
      }
    }
    const result = evaluateQuery(spec, (entity) => rows.get(entity) ?? [], { rowCap: options.rowCap });
    return {
      ...result,
      truncated: result.truncated || cut,
      elapsedMs: Math.round(performance.now() - started),
      // Each list's first page, relative to the API's base URL; the key travels in a header, never here.
      statement: { language: 'http', text: joinStatements(statements) },
    };
  }

  operations(): OperationDescriptor[] {
    return this.plans.map((p) => p.descriptor);
  }

  async invoke(operationId: string, input: Record<string, unknown>, options: InvokeOptions): Promise<OperationResult> {
    const loaded = await this.load();
    const plan = loaded.plans.find((p) => p.descriptor.id === operationId);
    if (!plan) throw new ConnectorError(`${loaded.service} has no operation "${operationId}".`, 'unsupported');
    // The second lock behind the service's own check (decisions §2): no write without write access.
    if (plan.descriptor.kind === 'write' && !options.allowWrite) {
      throw new ConnectorError(
        `"${plan.descriptor.title}" changes data in ${loaded.service}; it needs write access.`,
        'forbidden',
      );
    }
    const request = buildRequest(plan, input);
    const response = await this.client(loaded, options.timeoutMs).request<string>(request.method, request.path, {
      query: request.query,
      headers: { ...request.headers, accept: 'application/json, text/plain, */*' },
      body: request.body,
      signal: options.signal,
      accept: 'text',
    });
    return operationResult(response.status, response.data);
  }

  async close(): Promise<void> {}
}

/** The API's base: the override, else the document's first server (variables at their defaults), relative to the document. */
function baseUrlOf(doc: OpenApiDocument, config: OpenApiConfig): string {
  let raw = config.baseUrl?.trim() || doc.servers?.[0]?.url || '/';
  for (const [name, variable] of Object.entries(doc.servers?.[0]?.variables ?? {})) {
    if (!config.baseUrl?.trim() && typeof variable?.default === 'string')
      raw = raw.split(`{${name}}`).join(variable.default);
  }
  let url: URL;
  try {
    url = new URL(raw, config.url);
  } catch {
    throw new ConnectorError(`The API's server URL "${raw}" is not a valid URL.`, 'config');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConnectorError("The API's server URL must start with https:// (or http://).", 'config');
  return url.toString();
}

function messageOf(err: unknown): string {
  return err instanceof ConnectorError ? err.message : 'The OpenAPI document could not be read.';
}

export const openApiConnector: Connector<OpenApiConfig> = {
  id: 'openapi',
  label: 'OpenAPI',
  defaultType: 'custom',
  fields: openApiFields,
  configSchema: openApiConfigSchema as z.ZodType<OpenApiConfig>,
  // Only a URL that names an OpenAPI/Swagger document is claimed without an explicit connector id.
  matchesUrl: (url) => /^https?:\/\/[^?#]*\/(openapi|swagger)[^/?#]*\.(json|ya?ml)(\?|#|$)/i.test(url.trim()),
  async open(config, context) {
    const { details, fetch } = openApiConnection('OpenAPI', openApiConfigSchema, config, context);
    try {
      const url = new URL(details.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
    } catch {
      throw new ConnectorError(
        'The OpenAPI document URL must be an http(s) URL, e.g. https://api.example.com/openapi.json.',
        'config',
      );
    }
    return new OpenApiSession(details as OpenApiConfig, fetch);
  },
};
