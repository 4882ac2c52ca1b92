import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keyPredicate, queryCollection, type CollectionOptions } from './collection';
import { CsrfGate, MODIFYING_METHODS } from './csrf';
import { ODataRequestError } from './expression';
import { metadataDocument } from './metadata';
import { salesData, SALES_MODEL, setDef, type Entity, type EntitySetDef, type SalesData } from './model';

/**
 * An OData v4 service over HTTP (OData v4.01 Part 1 Protocol, Part 2 URL
 * Conventions, JSON Format, Data Aggregation): service document, $metadata,
 * collection reads with system query options and server-driven paging
 * (@odata.nextLink with a $skiptoken), /$count, entity create (POST) and
 * update (PATCH), errors as {"error":{"code","message"}}, and — when asked —
 * SAP Gateway's CSRF token handshake for modifying requests. Records every request.
 */

export interface ODataFakeOptions {
  /** Advertise and answer $apply (default true); without it $apply gets 501. */
  apply?: boolean;
  /** The $metadata version: 4.01 allows the `in` operator (default '4.01'). */
  version?: '4.0' | '4.01';
  /** Server-driven page size (default 20); a client's odata.maxpagesize may lower it. */
  pageSize?: number;
  /** Credentials the service requires; none by default. */
  auth?: { bearer: string } | { basic: { user: string; password: string } };
  /** Path of the service root (default SAP's layout for a sales order service). */
  servicePath?: string;
  /**
   * Require SAP Gateway CSRF tokens on modifying requests (default false: the
   * `X-CSRF-Token` header is ignored, as by services without CSRF protection).
   */
  csrf?: boolean;
}

export interface RecordedRequest {
  method: string;
  /** Path relative to the service root, e.g. 'SalesOrders' or '$metadata'. */
  resource: string;
  /** Raw query string as received (without '?'). */
  rawQuery: string;
  /** Decoded query options. */
  query: Record<string, string>;
  headers: Record<string, string>;
  body: unknown;
}

export interface ODataFake {
  /** Service root URL, ending in '/'. */
  url: string;
  requests: RecordedRequest[];
  data: SalesData;
  /** The next `times` requests answer `status` with an OData error body (and the given headers, e.g. Retry-After). */
  failNext(status: number, times?: number, headers?: Record<string, string>): void;
  /** With `csrf`: the current token and session expire now, so the next write with them gets 403 `x-csrf-token: Required`. */
  expireCsrfToken(): void;
  /** With `csrf`: the next `times` writes find their session expired even with a valid token (403 Required), also after a fresh fetch. */
  refuseCsrfNext(times?: number): void;
  close(): Promise<void>;
}

const JSON_TYPE = 'application/json;odata.metadata=minimal;charset=utf-8';

function parseQuery(raw: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of raw.split('&').filter(Boolean)) {
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    const value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(value);
    } catch {
      throw new ODataRequestError(400, 'BadRequest', `Malformed URL encoding in '${part}'.`);
    }
  }
  return out;
}

/** Content negotiation as a service does it: a client that accepts only other formats gets 406. */
function acceptable(req: http.IncomingMessage, type: 'application/json' | 'application/xml' | 'text/plain'): boolean {
  const accept = String(req.headers.accept ?? '*/*').toLowerCase();
  const [major] = type.split('/');
  return accept.split(',').some((part) => {
    const range = part.split(';')[0]!.trim();
    return (
      range === '*/*' ||
      range === type ||
      range === `${major}/*` ||
      (type === 'application/xml' && range === 'text/xml')
    );
  });
}
const notAcceptable = (type: string) =>
  new ODataRequestError(406, 'NotAcceptable', `The resource is available as ${type} only.`);

const KNOWN_OPTIONS = new Set([
  '$filter',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$count',
  '$apply',
  '$skiptoken',
  '$format',
]);

/** JSON values as the OData JSON format writes them; IEEE754Compatible=true makes Decimal and Int64 strings. */
function serialise(
  row: Record<string, unknown>,
  types: Map<string, string>,
  ieee754: boolean,
  prefix = '',
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    const path = prefix + k;
    if (v && typeof v === 'object') out[k] = serialise(v as Record<string, unknown>, types, ieee754, `${path}/`);
    else {
      const type = types.get(path);
      out[k] = ieee754 && typeof v === 'number' && (type === 'Edm.Decimal' || type === 'Edm.Int64') ? String(v) : v;
    }
  }
  return out;
}

function checkValue(set: EntitySetDef, name: string, value: unknown): void {
  const prop = set.properties.find((p) => p.name === name);
  if (!prop)
    throw new ODataRequestError(400, 'BadRequest', `The property '${name}' does not exist on type '${set.type}'.`);
  if (value === null) {
    if (!prop.nullable) throw new ODataRequestError(400, 'BadRequest', `The property '${name}' cannot be null.`);
    return;
  }
  const ok =
    prop.type === 'Edm.String'
      ? typeof value === 'string' && value.length <= (prop.maxLength ?? Infinity)
      : prop.type === 'Edm.Boolean'
        ? typeof value === 'boolean'
        : prop.type === 'Edm.Date'
          ? typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
          : prop.type === 'Edm.DateTimeOffset'
            ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
            : typeof value === 'number' ||
              (prop.type === 'Edm.Decimal' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (!ok) throw new ODataRequestError(400, 'BadRequest', `The value for '${name}' is not a valid ${prop.type}.`);
}

export async function startODataFake(options: ODataFakeOptions = {}): Promise<ODataFake> {
  const apply = options.apply ?? true;
  const version = options.version ?? '4.01';
  const servicePath = options.servicePath ?? '/sap/opu/odata4/sap/api_sales_order/srvd_a2x/sap/salesorder/0001/';
  const requests: RecordedRequest[] = [];
  const data = salesData();
  const failures: Array<{ status: number; headers: Record<string, string> }> = [];
  const csrf = options.csrf ? new CsrfGate() : undefined;
  let root = '';

  const authorised = (req: http.IncomingMessage): boolean => {
    if (!options.auth) return true;
    const header = req.headers.authorization ?? '';
    if ('bearer' in options.auth) return header === `Bearer ${options.auth.bearer}`;
    return (
      header === `Basic ${Buffer.from(`${options.auth.basic.user}:${options.auth.basic.password}`).toString('base64')}`
    );
  };

  const handle = async (
    req: http.IncomingMessage,
    body: unknown,
    resource: string,
    query: Record<string, string>,
    rawQuery: string,
  ) => {
    const ieee754 = /IEEE754Compatible=true/i.test(req.headers.accept ?? '');
    const json = (status: number, payload: unknown, headers: Record<string, string> = {}) => ({
      status,
      type: JSON_TYPE,
      payload: JSON.stringify(payload),
      headers,
    });
    if (resource === '$metadata' || /\/\$count$/.test(resource)) {
      const type = resource === '$metadata' ? 'application/xml' : 'text/plain';
      if (!acceptable(req, type)) throw notAcceptable(type);
    } else if (!acceptable(req, 'application/json')) {
      throw notAcceptable('application/json');
    }
    if (resource === '' && req.method === 'GET') {
      return json(200, {
        '@odata.context': `${root}$metadata`,
        value: SALES_MODEL.map((s) => ({ name: s.name, kind: 'EntitySet', url: s.name })),
      });
    }
    if (resource === '$metadata' && req.method === 'GET') {
      return { status: 200, type: 'application/xml', payload: metadataDocument({ apply, version }), headers: {} };
    }
    const m = /^(\w+)(?:\((.*)\))?(\/\$count)?$/s.exec(resource);
    const set = m ? setDef(m[1]!) : undefined;
    if (!m || !set)
      throw new ODataRequestError(
        404,
        'NotFound',
        `Resource not found for the segment '${resource.split(/[(/]/)[0]}'.`,
      );
    const rows = data[set.name as keyof SalesData];
    const types = new Map(set.properties.map((p) => [p.name, p.type]));
    for (const name of Object.keys(query))
      if (name.startsWith('$') && !KNOWN_OPTIONS.has(name))
        throw new ODataRequestError(501, 'NotImplemented', `The query option '${name}' is not supported.`);

    if (m[2] !== undefined) {
      const key = keyPredicate(set, m[2]);
      const index = rows.findIndex((r) => set.key.every((k) => String(r[k]) === String(key[k])));
      if (index < 0) throw new ODataRequestError(404, 'NotFound', `No ${set.type} with key (${m[2]}) exists.`);
      if (req.method === 'GET')
        return json(200, {
          '@odata.context': `${root}$metadata#${set.name}/$entity`,
          ...serialise(rows[index]!, types, ieee754),
        });
      if (req.method === 'PATCH') {
        if (!set.updatable) throw new ODataRequestError(405, 'MethodNotAllowed', `${set.name} cannot be updated.`);
        if (!body || typeof body !== 'object')
          throw new ODataRequestError(400, 'BadRequest', 'The request body must be a JSON object.');
        for (const [k, v] of Object.entries(body)) {
          if (set.key.includes(k))
            throw new ODataRequestError(400, 'BadRequest', `The key property '${k}' cannot be changed.`);
          checkValue(set, k, v);
        }
        Object.assign(rows[index]!, body);
        return { status: 204, type: '', payload: '', headers: {} };
      }
      throw new ODataRequestError(405, 'MethodNotAllowed', `${req.method} is not allowed on an entity of ${set.name}.`);
    }

    if (req.method === 'POST' && !m[3]) {
      if (!set.insertable)
        throw new ODataRequestError(405, 'MethodNotAllowed', `${set.name} does not allow creating entities.`);
      if (!body || typeof body !== 'object' || Array.isArray(body))
        throw new ODataRequestError(400, 'BadRequest', 'The request body must be a JSON object.');
      const entity: Entity = Object.fromEntries(set.properties.map((p) => [p.name, null]));
      for (const [k, v] of Object.entries(body)) {
        checkValue(set, k, v);
        entity[k] =
          typeof v === 'string' && set.properties.find((p) => p.name === k)?.type === 'Edm.Decimal'
            ? Number(v)
            : (v as Entity[string]);
      }
      // The service numbers new sales orders itself, as SAP does.
      if (set.name === 'SalesOrders' && entity.SalesOrderID === null)
        entity.SalesOrderID = String(Math.max(...rows.map((r) => Number(r.SalesOrderID))) + 1);
      for (const p of set.properties)
        if (!p.nullable && entity[p.name] === null)
          throw new ODataRequestError(400, 'BadRequest', `The property '${p.name}' is required.`);
      if (rows.some((r) => set.key.every((k) => r[k] === entity[k])))
        throw new ODataRequestError(409, 'Conflict', `A ${set.type} with this key already exists.`);
      rows.push(entity);
      const keyText =
        set.key.length === 1
          ? `'${entity[set.key[0]!]}'`
          : set.key.map((k) => `${k}=${typeof entity[k] === 'string' ? `'${entity[k]}'` : entity[k]}`).join(',');
      return json(
        201,
        { '@odata.context': `${root}$metadata#${set.name}/$entity`, ...serialise(entity, types, ieee754) },
        { location: `${root}${set.name}(${keyText})` },
      );
    }
    if (req.method !== 'GET')
      throw new ODataRequestError(405, 'MethodNotAllowed', `${req.method} is not allowed on ${set.name}.`);

    const collection: CollectionOptions = {
      apply: query.$apply,
      filter: query.$filter,
      orderby: query.$orderby,
      select: query.$select,
      top: query.$top,
      skip: query.$skip,
      count: query.$count,
    };
    const result = queryCollection(set, data, collection, apply);
    if (m[3]) return { status: 200, type: 'text/plain', payload: String(result.count), headers: {} };
    if (query.$count !== undefined && query.$count !== 'true' && query.$count !== 'false')
      throw new ODataRequestError(400, 'BadRequest', '$count must be true or false.');

    const preferred = /odata\.maxpagesize=(\d+)/.exec(String(req.headers.prefer ?? ''));
    const pageSize = Math.max(1, Math.min(options.pageSize ?? 20, preferred ? Number(preferred[1]) : Infinity));
    const offset = query.$skiptoken !== undefined ? Number(query.$skiptoken) : 0;
    if (!Number.isInteger(offset) || offset < 0) throw new ODataRequestError(400, 'BadRequest', 'Invalid $skiptoken.');
    const page = result.rows.slice(offset, offset + pageSize);
    const payload: Record<string, unknown> = { '@odata.context': `${root}$metadata#${set.name}` };
    if (query.$count === 'true') payload['@odata.count'] = result.count;
    payload.value = page.map((r) => serialise(r, result.types, ieee754));
    if (offset + pageSize < result.rows.length) {
      const rest = rawQuery.split('&').filter((p) => p && !p.startsWith('$skiptoken='));
      payload['@odata.nextLink'] = `${root}${set.name}?${[...rest, `$skiptoken=${offset + pageSize}`].join('&')}`;
    }
    return json(200, payload, preferred ? { 'preference-applied': `odata.maxpagesize=${pageSize}` } : {});
  };

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      body = raw;
    }
    const target = req.url ?? '/';
    const q = target.indexOf('?');
    const path = q < 0 ? target : target.slice(0, q);
    const rawQuery = q < 0 ? '' : target.slice(q + 1);
    let resource: string | null = null;
    let query: Record<string, string> = {};
    let malformed: ODataRequestError | undefined;
    try {
      resource = path.startsWith(servicePath) ? decodeURIComponent(path.slice(servicePath.length)) : null;
      query = parseQuery(rawQuery);
    } catch (err) {
      malformed =
        err instanceof ODataRequestError
          ? err
          : new ODataRequestError(400, 'BadRequest', 'Malformed URL encoding in the path.');
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
    );
    requests.push({ method: req.method ?? 'GET', resource: resource ?? path, rawQuery, query, headers, body });
    const send = (status: number, type: string, payload: string, extra: Record<string, string | string[]> = {}) => {
      res.writeHead(status, { ...(type ? { 'content-type': type } : {}), 'odata-version': '4.0', ...extra });
      res.end(payload);
    };
    const error = (status: number, code: string, message: string, extra: Record<string, string> = {}) =>
      send(status, JSON_TYPE, JSON.stringify({ error: { code, message } }), extra);
    const failure = failures.shift();
    if (failure)
      return error(
        failure.status,
        String(failure.status),
        failure.status === 429 ? 'Rate limit exceeded; retry later.' : 'Service temporarily unavailable.',
        failure.headers,
      );
    if (malformed) return error(malformed.status, malformed.code, malformed.message);
    if (resource === null) return error(404, 'NotFound', `No service at ${path}.`);
    if (!authorised(req))
      return error(401, 'Unauthorized', 'Logon failed: invalid or missing credentials.', {
        'www-authenticate': 'Basic realm="SAP"',
      });
    // SAP checks the CSRF token after the logon and before the request reaches the service: a refused write is never applied.
    const method = (req.method ?? 'GET').toUpperCase();
    if (csrf && MODIFYING_METHODS.has(method)) {
      const refusal = csrf.check(req);
      if (refusal) return send(refusal.status, refusal.type, refusal.payload, refusal.headers);
    }
    const issued = csrf && !MODIFYING_METHODS.has(method) ? csrf.issue(req) : {};
    try {
      const out = await handle(req, body, resource, query, rawQuery);
      send(out.status, out.type, out.payload, { ...out.headers, ...issued });
    } catch (err) {
      if (err instanceof ODataRequestError) return error(err.status, err.code, err.message);
      error(500, 'InternalError', 'Internal server error.');
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  root = `http://127.0.0.1:${port}${servicePath}`;
  return {
    url: root,
    requests,
    data,
    failNext(status, times = 1, headers = {}) {
      for (let i = 0; i < times; i++) failures.push({ status, headers });
    },
    expireCsrfToken() {
      if (!csrf) throw new Error('startODataFake({ csrf: true }) is needed to expire a CSRF token.');
      csrf.expire();
    },
    refuseCsrfNext(times = 1) {
      if (!csrf) throw new Error('startODataFake({ csrf: true }) is needed to refuse CSRF tokens.');
      csrf.refuseNext(times);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
