import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildProperties,
  buildRecords,
  DEAL_PIPELINES,
  TICKET_PIPELINES,
  type HsProperty,
  type HsRecord,
} from './data';
import { search, SearchError, validate, type SearchRequest } from './search';

/**
 * A fake HubSpot account speaking the CRM v3 API as documented: properties,
 * pipelines, object list / search / create / update, and v4 association batch
 * reads, behind a private-app Bearer token with per-object scopes. Errors
 * have HubSpot's shape {status, message, correlationId, category}. Search
 * pages are small so paging is exercised.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization?: string;
}

export interface HubSpotFake {
  url: string;
  token: string;
  requests: RecordedRequest[];
  /** The bodies of the search calls received, in order, with the object type. */
  searches(): Array<{ objectType: string; body: SearchRequest }>;
  records: Record<string, HsRecord[]>;
  properties: Record<string, HsProperty[]>;
  setToken(token: string): void;
  /** The next n requests answer with this status and HubSpot's error body. */
  failNext(status: number, n?: number, headers?: Record<string, string>): void;
  /** Objects the token has no scope for (403 MISSING_SCOPES). line_items and products by default. */
  deniedObjects: Set<string>;
  /** Most results per search page, whatever the limit asked. */
  pageSize: number;
  close(): Promise<void>;
}

const SEARCH_MAX = 10_000;
const NOW = '2025-06-01T12:00:00.000Z';

export async function startHubSpotFake(options: { token?: string; pageSize?: number } = {}): Promise<HubSpotFake> {
  const properties = buildProperties();
  const { records, associations } = buildRecords();
  const requests: RecordedRequest[] = [];
  const failures: Array<{ status: number; headers: Record<string, string> }> = [];
  let nextId = 20_000;

  const fake: HubSpotFake = {
    url: '',
    token: options.token ?? 'pat-na1-11111111-2222-3333-4444-555555555555',
    requests,
    searches: () =>
      requests
        .map((r) => ({ r, m: /^\/crm\/v3\/objects\/(\w+)\/search$/.exec(r.path) }))
        .filter((x) => x.m && x.r.method === 'POST')
        .map((x) => ({ objectType: x.m![1], body: x.r.body as SearchRequest })),
    records,
    properties,
    setToken(token) {
      fake.token = token;
    },
    failNext(status, n = 1, headers = {}) {
      failures.push(...Array.from({ length: n }, () => ({ status, headers })));
    },
    deniedObjects: new Set(['line_items', 'products']),
    pageSize: options.pageSize ?? 4,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers }).end(JSON.stringify(body));
  const error = (
    res: ServerResponse,
    status: number,
    category: string,
    message: string,
    extra: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => send(res, status, { status: 'error', message, correlationId: randomUUID(), category, ...extra }, headers);

  const recordOut = (type: string, r: HsRecord, wanted?: string[]) => {
    const names = wanted?.length
      ? [...new Set([...wanted, 'hs_object_id', 'createdate', 'hs_lastmodifieddate'])]
      : Object.keys(r.properties);
    const props = Object.fromEntries(
      names.filter((n) => properties[type].some((p) => p.name === n)).map((n) => [n, r.properties[n] ?? null]),
    );
    return {
      id: r.id,
      properties: props,
      createdAt: r.createdAt,
      updatedAt: r.properties.hs_lastmodifieddate ?? r.createdAt,
      archived: false,
    };
  };

  function checkValues(
    type: string,
    values: Record<string, unknown>,
    res: ServerResponse,
  ): Record<string, string | null> | null {
    const problems: Array<Record<string, unknown>> = [];
    const out: Record<string, string | null> = {};
    for (const [name, value] of Object.entries(values)) {
      const p = properties[type].find((x) => x.name === name);
      if (!p)
        problems.push({
          isValid: false,
          message: `Property "${name}" does not exist`,
          error: 'PROPERTY_DOESNT_EXIST',
          name,
        });
      else if (p.modificationMetadata.readOnlyValue)
        problems.push({
          isValid: false,
          message: `"${name}" is a read only property; its value cannot be set.`,
          error: 'READ_ONLY_VALUE',
          name,
        });
      else if (value !== null && p.type === 'enumeration' && !p.options.some((o) => o.value === String(value))) {
        problems.push({
          isValid: false,
          message: `${String(value)} was not one of the allowed options: [${p.options.map((o) => o.value).join(', ')}]`,
          error: 'INVALID_OPTION',
          name,
        });
      } else if (value !== null && p.type === 'number' && !Number.isFinite(Number(value))) {
        problems.push({
          isValid: false,
          message: `${String(value)} was not a valid number.`,
          error: 'INVALID_FLOAT',
          name,
        });
      } else out[name] = value === null ? null : String(value);
    }
    if (problems.length) {
      error(res, 400, 'VALIDATION_ERROR', `Property values were not valid: ${JSON.stringify(problems)}`);
      return null;
    }
    return out;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://fake');
    const raw = await new Promise<string>((resolve) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => resolve(b));
    });
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return error(res, 400, 'VALIDATION_ERROR', 'Invalid input JSON on line 1');
    }
    requests.push({
      method: req.method!,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    });

    const failure = failures.shift();
    if (failure) {
      if (failure.status === 429) {
        return error(
          res,
          429,
          'RATE_LIMITS',
          'You have reached your secondly limit.',
          { errorType: 'RATE_LIMIT', policyName: 'SECONDLY' },
          failure.headers,
        );
      }
      return error(
        res,
        failure.status,
        failure.status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR',
        failure.status === 502 ? 'Bad gateway' : 'internal error',
        {},
        failure.headers,
      );
    }
    if (req.headers.authorization !== `Bearer ${fake.token}`) {
      return error(
        res,
        401,
        'INVALID_AUTHENTICATION',
        'Authentication credentials not found. This API supports OAuth 2.0 authentication and you can find more details at https://developers.hubspot.com/docs/methods/auth/oauth-overview',
      );
    }
    const objectType = /^\/crm\/v[34]\/(?:objects|properties|pipelines|associations)\/(\w+)/.exec(url.pathname)?.[1];
    if (objectType && fake.deniedObjects.has(objectType)) {
      return error(
        res,
        403,
        'MISSING_SCOPES',
        "This app hasn't been granted all required scopes to make this call. Read more about required scopes here: https://developers.hubspot.com/scopes.",
        {
          errors: [
            {
              message: 'One or more of the following scopes are required.',
              context: { requiredGranularScopes: [`crm.objects.${objectType}.read`] },
            },
          ],
        },
      );
    }
    const known = (type: string) => Object.hasOwn(properties, type);
    const method = req.method!;
    let m: RegExpExecArray | null;

    if (method === 'GET' && (m = /^\/crm\/v3\/properties\/(\w+)$/.exec(url.pathname))) {
      if (!known(m[1])) return error(res, 400, 'VALIDATION_ERROR', `Unable to infer object type from: ${m[1]}`);
      return send(res, 200, { results: properties[m[1]] });
    }
    if (method === 'GET' && (m = /^\/crm\/v3\/pipelines\/(\w+)$/.exec(url.pathname))) {
      if (m[1] === 'deals') return send(res, 200, { results: DEAL_PIPELINES });
      if (m[1] === 'tickets') return send(res, 200, { results: TICKET_PIPELINES });
      return error(res, 400, 'VALIDATION_ERROR', `Pipelines are not supported for ${m[1]}`);
    }
    if (method === 'GET' && (m = /^\/crm\/v3\/objects\/(\w+)$/.exec(url.pathname))) {
      if (!known(m[1])) return error(res, 400, 'VALIDATION_ERROR', `Unable to infer object type from: ${m[1]}`);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
      const after = Number(url.searchParams.get('after') ?? 0);
      const list = records[m[1]].slice(after, after + limit);
      const more = after + limit < records[m[1]].length;
      return send(res, 200, {
        results: list.map((r) => recordOut(m![1], r, url.searchParams.get('properties')?.split(','))),
        ...(more ? { paging: { next: { after: String(after + limit) } } } : {}),
      });
    }
    if (method === 'POST' && (m = /^\/crm\/v3\/objects\/(\w+)\/search$/.exec(url.pathname))) {
      if (!known(m[1])) return error(res, 400, 'VALIDATION_ERROR', `Unable to infer object type from: ${m[1]}`);
      const q = (body ?? {}) as SearchRequest;
      try {
        validate(q, properties[m[1]]);
      } catch (err) {
        if (err instanceof SearchError) return error(res, 400, 'VALIDATION_ERROR', err.message);
        throw err;
      }
      const all = search(records[m[1]], q, properties[m[1]]);
      const limit = q.limit ?? 10;
      const after = Number(q.after ?? 0);
      if (after + limit > SEARCH_MAX)
        return error(res, 400, 'VALIDATION_ERROR', 'The search API returns at most 10,000 results per query.');
      const size = Math.min(limit, fake.pageSize);
      const page = all.slice(after, after + size);
      const more = after + size < all.length;
      return send(res, 200, {
        total: all.length,
        results: page.map((r) => recordOut(m![1], r, q.properties)),
        ...(more ? { paging: { next: { after: String(after + size) } } } : {}),
      });
    }
    if (method === 'POST' && (m = /^\/crm\/v3\/objects\/(\w+)$/.exec(url.pathname))) {
      if (!known(m[1])) return error(res, 400, 'VALIDATION_ERROR', `Unable to infer object type from: ${m[1]}`);
      const values = checkValues(
        m[1],
        ((body ?? {}) as { properties?: Record<string, unknown> }).properties ?? {},
        res,
      );
      if (!values) return;
      const id = String(++nextId);
      const record: HsRecord = {
        id,
        createdAt: NOW,
        properties: { ...values, hs_object_id: id, createdate: NOW, hs_lastmodifieddate: NOW },
      };
      records[m[1]].push(record);
      return send(res, 201, recordOut(m[1], record));
    }
    if (method === 'PATCH' && (m = /^\/crm\/v3\/objects\/(\w+)\/(\w+)$/.exec(url.pathname))) {
      if (!known(m[1])) return error(res, 400, 'VALIDATION_ERROR', `Unable to infer object type from: ${m[1]}`);
      const record = records[m[1]].find((r) => r.id === m![2]);
      if (!record)
        return error(res, 404, 'OBJECT_NOT_FOUND', 'Object not found.  objectId are usually numeric.', {
          context: { id: [m[2]] },
        });
      const values = checkValues(
        m[1],
        ((body ?? {}) as { properties?: Record<string, unknown> }).properties ?? {},
        res,
      );
      if (!values) return;
      Object.assign(record.properties, values, { hs_lastmodifieddate: NOW });
      return send(res, 200, recordOut(m[1], record));
    }
    if (method === 'POST' && (m = /^\/crm\/v4\/associations\/(\w+)\/(\w+)\/batch\/read$/.exec(url.pathname))) {
      const links = associations[`${m[1]}/${m[2]}`] ?? {};
      const inputs = ((body ?? {}) as { inputs?: Array<{ id: string }> }).inputs ?? [];
      if (inputs.length > 1000) return error(res, 400, 'VALIDATION_ERROR', 'Too many inputs (maximum 1000).');
      const results = inputs
        .filter((i) => links[String(i.id)]?.length)
        .map((i) => ({
          from: { id: String(i.id) },
          to: links[String(i.id)].map((l) => ({
            toObjectId: l.toObjectId,
            associationTypes: [
              ...(l.primary ? [{ category: 'HUBSPOT_DEFINED', typeId: 5, label: 'Primary' }] : []),
              { category: 'HUBSPOT_DEFINED', typeId: 341, label: null },
            ],
          })),
        }));
      const missing = inputs.filter((i) => !links[String(i.id)]?.length);
      const status = missing.length ? 207 : 200;
      return send(res, status, {
        status: 'COMPLETE',
        results,
        ...(missing.length
          ? {
              numErrors: missing.length,
              errors: missing.map((i) => ({
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: `No ${m![2]} is associated with ${m![1]} ${i.id}.`,
                context: { fromObjectId: [String(i.id)] },
              })),
            }
          : {}),
        startedAt: NOW,
        completedAt: NOW,
      });
    }
    return error(res, 404, 'OBJECT_NOT_FOUND', 'resource not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => error(res, 500, 'INTERNAL_ERROR', err.message));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
