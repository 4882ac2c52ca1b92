import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildObjects, buildRecords, NOISE_OBJECTS, STAGES, type SfObject, type SfRecord } from './data';
import { SoqlRunner, type OutRecord } from './run-soql';
import { parseSoql, SoqlError } from './soql';

/**
 * A fake Salesforce org speaking the REST API as documented (REST API
 * Developer Guide): describeGlobal, describe, query with nextRecordsUrl
 * paging, limits, and sObject create/update, behind a Bearer access token.
 * Errors are Salesforce's arrays of {message, errorCode}. Pages are small on
 * purpose so paging is always exercised.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization?: string;
  /** The SOQL text of a query call. */
  soql?: string;
}

export interface SalesforceFake {
  /** The instance URL, as a connected app would see it (…my.salesforce.com). */
  url: string;
  token: string;
  requests: RecordedRequest[];
  /** The SOQL texts received, in order. */
  soql(): string[];
  /** The org's live records by object (writes change them). */
  records: Record<string, SfRecord[]>;
  objects: SfObject[];
  setToken(token: string): void;
  /** The next n requests answer with this status (429, 503, 500…) and Salesforce's error body. */
  failNext(status: number, n?: number, headers?: Record<string, string>): void;
  /** Makes an object unqueryable for this token (as missing object permissions do). */
  setQueryable(objectName: string, queryable: boolean): void;
  pageSize: number;
  close(): Promise<void>;
}

const FAILURES: Record<number, { message: string; errorCode: string }> = {
  429: { message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' },
  503: { message: 'Server temporarily unavailable. Please try again later.', errorCode: 'SERVER_UNAVAILABLE' },
  500: {
    message: 'An unexpected error occurred. Please include this ErrorId if you contact support: 1234-5678 (-1)',
    errorCode: 'UNKNOWN_EXCEPTION',
  },
};
// A fixed clock keeps created records deterministic.
const NOW = '2025-06-01T12:00:00.000+0000';

export async function startSalesforceFake(
  options: { token?: string; pageSize?: number } = {},
): Promise<SalesforceFake> {
  const objects = buildObjects();
  const records = buildRecords();
  const requests: RecordedRequest[] = [];
  const cursors = new Map<string, OutRecord[]>();
  const failures: Array<{ status: number; headers: Record<string, string> }> = [];
  let cursorId = 0;
  let idCounter = 1000;

  const fake: SalesforceFake = {
    url: '',
    token: options.token ?? '00Dfake!AQ0AQFakeAccessToken.salesforce',
    requests,
    soql: () => requests.filter((r) => r.soql !== undefined).map((r) => r.soql!),
    records,
    objects,
    setToken(token) {
      fake.token = token;
    },
    failNext(status, n = 1, headers = {}) {
      failures.push(...Array.from({ length: n }, () => ({ status, headers })));
    },
    setQueryable(name, queryable) {
      objects.find((o) => o.name === name)!.queryable = queryable;
    },
    pageSize: options.pageSize ?? 5,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
    if (body === undefined) res.writeHead(status, headers).end();
    else
      res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers }).end(JSON.stringify(body));
  };
  const error = (
    res: ServerResponse,
    status: number,
    message: string,
    errorCode: string,
    extra: Record<string, unknown> = {},
  ) => send(res, status, [{ message, errorCode, ...extra }]);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url!, 'http://fake');
    const raw = await new Promise<string>((resolve) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => resolve(b));
    });
    let body: unknown = undefined;
    try {
      body = raw ? JSON.parse(raw) : undefined;
    } catch {
      return error(res, 400, 'The request body is not valid JSON', 'JSON_PARSER_ERROR');
    }
    const recorded: RecordedRequest = {
      method: req.method!,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    };
    requests.push(recorded);

    const failure = failures.shift();
    if (failure) {
      const f = FAILURES[failure.status] ?? { message: 'Request failed', errorCode: 'UNKNOWN_EXCEPTION' };
      return send(res, failure.status, [f], failure.headers);
    }
    if (req.headers.authorization !== `Bearer ${fake.token}` && req.headers.authorization !== `OAuth ${fake.token}`) {
      return error(res, 401, 'Session expired or invalid', 'INVALID_SESSION_ID');
    }

    const m = /^\/services\/data\/(v\d+\.\d)(\/.*)?$/.exec(url.pathname);
    if (!m) return error(res, 404, 'The requested resource does not exist', 'NOT_FOUND');
    const apiPath = `/services/data/${m[1]}`;
    const path = m[2] ?? '/';
    const runner = new SoqlRunner(objects, records, apiPath);
    const method = req.method!;

    if (method === 'GET' && path === '/limits') {
      return send(res, 200, { DailyApiRequests: { Max: 15000, Remaining: 15000 - requests.length } });
    }
    if (method === 'GET' && path === '/sobjects') {
      return send(res, 200, {
        encoding: 'UTF-8',
        maxBatchSize: 200,
        sobjects: [
          ...objects.map((o) => ({ ...globalEntry(o, apiPath) })),
          ...NOISE_OBJECTS.map((o) => ({
            ...globalEntry(
              { ...o, labelPlural: o.label, keyPrefix: null, createable: false, updateable: false },
              apiPath,
            ),
          })),
        ],
      });
    }
    let sm = /^\/sobjects\/([A-Za-z0-9_]+)\/describe$/.exec(path);
    if (method === 'GET' && sm) {
      const o = objects.find((x) => x.name.toLowerCase() === sm![1].toLowerCase());
      if (!o) return error(res, 404, `The requested resource does not exist`, 'NOT_FOUND');
      return send(res, 200, {
        ...globalEntry(o, apiPath),
        fields: o.fields.map((f) => ({
          ...f,
          length: f.type === 'string' ? 255 : 0,
          precision: f.type === 'currency' ? 18 : 0,
          scale: f.type === 'currency' ? 2 : 0,
        })),
      });
    }
    if (method === 'GET' && (path === '/query' || path === '/query/')) {
      const soql = url.searchParams.get('q') ?? '';
      recorded.soql = soql;
      let result;
      try {
        result = runner.run(parseSoql(soql));
      } catch (err) {
        if (!(err instanceof SoqlError)) throw err;
        // Salesforce echoes the statement and a position before the reason.
        return error(res, 400, `\n${soql.slice(0, 80)}\n^\nERROR at Row:1:Column:1\n${err.message}`, err.errorCode);
      }
      if (result.count !== undefined) return send(res, 200, { totalSize: result.count, done: true, records: [] });
      const aggregate =
        result.records[0]?.attributes && (result.records[0].attributes as { type: string }).type === 'AggregateResult';
      if (aggregate) return send(res, 200, { totalSize: result.records.length, done: true, records: result.records });
      return sendPage(res, apiPath, `01g${String(++cursorId).padStart(12, '0')}AAB`, result.records, 0);
    }
    const qm = /^\/query\/([A-Za-z0-9]+)-(\d+)$/.exec(path);
    if (method === 'GET' && qm) {
      const rows = cursors.get(qm[1]);
      if (!rows) return error(res, 400, 'invalid query locator', 'INVALID_QUERY_LOCATOR');
      return sendPage(res, apiPath, qm[1], rows, Number(qm[2]));
    }
    sm = /^\/sobjects\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'POST' && sm) return create(res, sm[1], body, apiPath);
    sm = /^\/sobjects\/([A-Za-z0-9_]+)\/([A-Za-z0-9]{15,18})$/.exec(path);
    if (method === 'PATCH' && sm) return update(res, sm[1], sm[2], body);
    return error(res, 404, 'The requested resource does not exist', 'NOT_FOUND');
  }

  function sendPage(res: ServerResponse, apiPath: string, locator: string, rows: OutRecord[], offset: number) {
    cursors.set(locator, rows);
    const end = offset + fake.pageSize;
    const done = end >= rows.length;
    send(res, 200, {
      totalSize: rows.length,
      done,
      ...(done ? {} : { nextRecordsUrl: `${apiPath}/query/${locator}-${end}` }),
      records: rows.slice(offset, end),
    });
  }

  function writable(
    res: ServerResponse,
    name: string,
    body: unknown,
    mode: 'create' | 'update',
  ): { o: SfObject; values: SfRecord } | null {
    const o = objects.find((x) => x.name.toLowerCase() === name.toLowerCase());
    if (!o) {
      error(res, 404, `The requested resource does not exist`, 'NOT_FOUND');
      return null;
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      error(res, 400, 'The request body must be a JSON object of field values', 'JSON_PARSER_ERROR');
      return null;
    }
    const values: SfRecord = {};
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const f = o.fields.find((x) => x.name.toLowerCase() === key.toLowerCase());
      if (!f) {
        error(res, 400, `No such column '${key}' on sobject of type ${o.name}`, 'INVALID_FIELD');
        return null;
      }
      if (!(mode === 'create' ? f.createable : f.updateable)) {
        error(
          res,
          400,
          `Unable to create/update fields: ${f.name}. Please check the security settings of this field and verify that it is read/write for your profile or permission set.`,
          'INVALID_FIELD_FOR_INSERT_UPDATE',
          { fields: [f.name] },
        );
        return null;
      }
      const bad =
        value !== null &&
        (((f.type === 'currency' || f.type === 'double' || f.type === 'percent' || f.type === 'int') &&
          typeof value !== 'number') ||
          (f.type === 'boolean' && typeof value !== 'boolean') ||
          (f.type === 'date' && !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))) ||
          (['string', 'picklist', 'textarea', 'email', 'phone', 'url', 'reference'].includes(f.type) &&
            typeof value !== 'string'));
      if (bad) {
        error(res, 400, `${f.label}: value not of required type: ${JSON.stringify(value)}`, 'JSON_PARSER_ERROR');
        return null;
      }
      if (f.type === 'picklist' && value !== null && !f.picklistValues.some((p) => p.value === value)) {
        error(
          res,
          400,
          `${f.label}: bad value for restricted picklist field: ${String(value)}`,
          'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
          { fields: [f.name] },
        );
        return null;
      }
      values[f.name] = value as SfRecord[string];
    }
    return { o, values };
  }

  function derive(o: SfObject, r: SfRecord) {
    if (o.name === 'Opportunity') {
      const stage = STAGES.find((s) => s.name === r.StageName);
      if (stage)
        Object.assign(r, { IsClosed: stage.closed, IsWon: stage.won, Probability: r.Probability ?? stage.probability });
    }
    if (o.name === 'Contact') r.Name = [r.FirstName, r.LastName].filter(Boolean).join(' ');
  }

  function create(res: ServerResponse, name: string, body: unknown, apiPath: string) {
    const w = writable(res, name, body, 'create');
    if (!w) return;
    const missing = w.o.fields
      .filter(
        (f) =>
          !f.nillable &&
          f.createable &&
          !f.defaultedOnCreate &&
          (w.values[f.name] === undefined || w.values[f.name] === null),
      )
      .map((f) => f.name);
    if (missing.length)
      return error(res, 400, `Required fields are missing: [${missing.join(', ')}]`, 'REQUIRED_FIELD_MISSING', {
        fields: missing,
      });
    const record: SfRecord = Object.fromEntries(w.o.fields.map((f) => [f.name, null]));
    Object.assign(record, w.values, {
      Id: `${w.o.keyPrefix}${String(++idCounter).padStart(12, '0')}AAA`,
      CreatedDate: NOW,
    });
    derive(w.o, record);
    (records[w.o.name] ??= []).push(record);
    send(
      res,
      201,
      { id: record.Id, success: true, errors: [] },
      { location: `${apiPath}/sobjects/${w.o.name}/${record.Id}` },
    );
  }

  function update(res: ServerResponse, name: string, id: string, body: unknown) {
    const w = writable(res, name, body, 'update');
    if (!w) return;
    const record = records[w.o.name]?.find((r) => r.Id === id);
    if (!record)
      return error(res, 404, 'Provided external ID field does not exist or is not accessible: ' + id, 'NOT_FOUND');
    Object.assign(record, w.values);
    derive(w.o, record);
    send(res, 204);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => error(res, 500, err.message, 'UNKNOWN_EXCEPTION'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function globalEntry(
  o: Pick<SfObject, 'name' | 'label' | 'labelPlural' | 'custom' | 'queryable' | 'createable' | 'updateable'> & {
    keyPrefix: string | null;
  },
  apiPath: string,
) {
  return {
    name: o.name,
    label: o.label,
    labelPlural: o.labelPlural,
    keyPrefix: o.keyPrefix,
    custom: o.custom,
    queryable: o.queryable,
    createable: o.createable,
    updateable: o.updateable,
    deletable: o.createable,
    searchable: o.queryable,
    layoutable: o.queryable,
    deprecatedAndHidden: false,
    urls: {
      sobject: `${apiPath}/sobjects/${o.name}`,
      describe: `${apiPath}/sobjects/${o.name}/describe`,
      rowTemplate: `${apiPath}/sobjects/${o.name}/{ID}`,
    },
  };
}
