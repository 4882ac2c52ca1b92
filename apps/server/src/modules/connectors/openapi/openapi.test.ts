import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedItems, startInventoryService, type InventoryService } from '@soe/fakes/openapi-service';
import { ConnectorError, type ConnectorContext, type ConnectorSession } from '../connector';
import { createGuardedAgent, guardedFetch } from '../net';
import { col, lit, type QuerySpec } from '../query';
import { resolveConnector } from '../registry';
import { openApiConnector } from './connector';
import { parseDocument } from './document';
import type { ParamPlan } from './params';
import { detectPaging, nextCursor, nextLink, pageQuery, totalCount } from './paging';

const guard = { blockPrivate: false };
const agent = createGuardedAgent(guard);
const context: ConnectorContext = {
  fetch: (url, init) => guardedFetch(url, init, { ...guard, agent, maxRedirects: 3 }),
};
const TOKEN = 'inventory-token';
const read = { timeoutMs: 10_000, rowCap: 1000 };

describe('OpenAPI connector against an OpenAPI-described inventory service', () => {
  let api: InventoryService;
  const sessions: ConnectorSession[] = [];
  const open = async (details: Record<string, unknown>) => {
    const session = await openApiConnector.open(
      { url: `${api.url}/openapi.json`, apiKey: TOKEN, ...details } as never,
      context,
    );
    sessions.push(session);
    return session;
  };

  beforeAll(async () => {
    api = await startInventoryService({ token: TOKEN });
  });
  afterEach(async () => {
    await Promise.all(sessions.splice(0).map((s) => s.close()));
    api.requests.length = 0;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('is chosen for a document URL or by id, never for an arbitrary https URL', () => {
    expect(resolveConnector({ url: 'https://api.example.com/v2/openapi.yaml' }).id).toBe('openapi');
    expect(resolveConnector({ url: 'https://api.example.com/swagger.json' }).id).toBe('openapi');
    expect(resolveConnector({ url: 'https://example.com/anything', connector: 'openapi' }).id).toBe('openapi');
    expect(() => resolveConnector({ url: 'https://example.com/data.json' })).toThrow(ConnectorError);
  });

  it('discovers operations (GET reads, others writes) and list operations as tabular entities', async () => {
    const schema = await (await open({})).discover();
    const ops = Object.fromEntries((schema.operations ?? []).map((o) => [o.id, o]));
    expect(Object.keys(ops).sort()).toEqual([
      'createItem',
      'delete_items_itemId',
      'getItem',
      'listCategories',
      'listItems',
      'listSuppliers',
    ]);
    expect(ops.listItems).toMatchObject({ kind: 'read', title: 'List stock items', entity: 'items' });
    expect(ops.createItem).toMatchObject({ kind: 'write' });
    expect(ops.delete_items_itemId).toMatchObject({ kind: 'write', title: 'Delete a stock item' });
    // Path-level parameters are merged in; $refs are resolved; required inputs are listed.
    expect(ops.getItem!.inputSchema).toMatchObject({
      required: ['itemId'],
      properties: { itemId: { type: 'integer', 'x-in': 'path' } },
    });
    // The body's fields are inputs of their own: no raw JSON, no nesting under "body".
    expect(ops.createItem!.inputSchema).toMatchObject({
      required: ['sku', 'name', 'category', 'quantity', 'unitPrice'],
      properties: {
        'X-Request-Id': { 'x-in': 'header' },
        sku: { type: 'string', 'x-in': 'body' },
        quantity: { 'x-in': 'body' },
      },
    });
    expect(ops.createItem!.inputSchema.properties).not.toHaveProperty('body');
    expect(ops.createItem).toMatchObject({ entity: 'items', action: 'create' });
    expect(ops.delete_items_itemId).toMatchObject({ entity: 'items', action: 'delete' });
    expect(JSON.stringify(schema.operations)).not.toContain('x-soe-');

    expect(schema.entities.map((e) => e.name).sort()).toEqual(['categories', 'items', 'suppliers']);
    const items = schema.entities.find((e) => e.name === 'items')!;
    const types = Object.fromEntries(items.fields.map((f) => [f.name, f.type]));
    expect(types).toEqual({
      id: 'integer',
      sku: 'text',
      name: 'text',
      category: 'text',
      quantity: 'integer',
      unitPrice: 'decimal',
      active: 'boolean',
      updatedAt: 'timestamp',
      supplier: 'json',
    });
    expect(items.primaryKey).toEqual(['id']);
    expect(items.fields.find((f) => f.name === 'active')!.nullable).toBe(true);
    // The recursive category tree ends as a JSON field instead of recursing forever.
    expect(schema.entities.find((e) => e.name === 'categories')!.fields.map((f) => [f.name, f.type])).toEqual([
      ['name', 'text'],
      ['children', 'json'],
    ]);
    expect(api.requests[0]).toMatchObject({ method: 'GET', path: '/openapi.json' });
  });

  it('reads the same document as YAML', async () => {
    const schema = await (await open({ url: `${api.url}/openapi.yaml` })).discover();
    expect(schema.entities.map((e) => e.name).sort()).toEqual(['categories', 'items', 'suppliers']);
    expect(schema.operations).toHaveLength(6);
  });

  it('tests the key with one record of the first list; a wrong key is a clear error', async () => {
    expect(await (await open({})).test()).toEqual({ status: 'connected' });
    expect(api.requests.at(-1)).toMatchObject({
      path: '/api/v1/items',
      query: { limit: '1' },
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const wrong = await (await open({ apiKey: 'wrong-canary-key' })).test();
    expect(wrong.status).toBe('error');
    expect(wrong.message).toBe(
      'Inventory API refused the access token (401: Invalid or missing bearer token). Reconnect with a new token.',
    );
    expect(wrong.message).not.toContain('wrong-canary-key');
  });

  it('answers a query by reading every page (limit/offset as declared) and evaluating it exactly', async () => {
    const session = await open({});
    await session.discover();
    api.requests.length = 0;
    const spec: QuerySpec = {
      from: { entity: 'items', alias: 'i' },
      select: [
        { alias: 'category', expr: col('i', 'category') },
        { alias: 'units', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'quantity') } },
        {
          alias: 'value',
          expr: {
            kind: 'agg',
            fn: 'sum',
            arg: { kind: 'arith', op: '*', left: col('i', 'quantity'), right: col('i', 'unitPrice') },
          },
        },
      ],
      groupBy: [col('i', 'category')],
      orderBy: [{ expr: col('i', 'category'), direction: 'asc' }],
    };
    const result = await session.query(spec, read);
    const expected = new Map<string, { units: number; value: number }>();
    for (const item of seedItems()) {
      const e = expected.get(item.category) ?? { units: 0, value: 0 };
      e.units += item.quantity;
      e.value = Math.round((e.value + item.quantity * item.unitPrice) * 100) / 100;
      expected.set(item.category, e);
    }
    expect(result.rows).toEqual(
      [...expected.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([category, e]) => ({ category, ...e })),
    );
    expect(result.truncated).toBe(false);
    // 25 items at the declared maximum of 10 per page: three pages, the last one short.
    expect(api.requests.map((r) => [r.path, r.query])).toEqual([
      ['/api/v1/items', { offset: '0', limit: '10' }],
      ['/api/v1/items', { offset: '10', limit: '10' }],
      ['/api/v1/items', { offset: '20', limit: '10' }],
    ]);
  });

  it('sends an equality filter the list operation takes as a query parameter, and still applies every condition', async () => {
    const session = await open({});
    await session.discover();
    api.requests.length = 0;
    const result = await session.query(
      {
        from: { entity: 'items', alias: 'i' },
        select: [{ alias: 'sku', expr: col('i', 'sku') }],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'cmp', op: '=', left: col('i', 'category'), right: lit('Tools') },
            { kind: 'cmp', op: '>', left: col('i', 'quantity'), right: lit(10) },
          ],
        },
        orderBy: [{ expr: col('i', 'sku'), direction: 'asc' }],
      },
      read,
    );
    const expected = seedItems()
      .filter((i) => i.category === 'Tools' && i.quantity > 10)
      .map((i) => ({ sku: i.sku }));
    expect(result.rows).toEqual(expected);
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]!.query).toEqual({ category: 'Tools', offset: '0', limit: '10' });
  });

  it('reads a bare-array list with one request and caps the result rows', async () => {
    const session = await open({});
    await session.discover();
    api.requests.length = 0;
    const result = await session.query(
      {
        from: { entity: 'suppliers', alias: 's' },
        select: [{ alias: 'name', expr: col('s', 'name') }],
        orderBy: [{ expr: col('s', 'name'), direction: 'asc' }],
      },
      { ...read, rowCap: 2 },
    );
    expect(result.rows).toEqual([{ name: 'Acme Supply' }, { name: 'Kanto Trading' }]);
    expect(result.truncated).toBe(true);
    expect(api.requests.map((r) => r.path)).toEqual(['/api/v1/suppliers']);
  });

  it('invokes a read with its path parameter and returns the record as text', async () => {
    const session = await open({});
    const result = await session.invoke!('getItem', { itemId: 3 }, { timeoutMs: 5000, allowWrite: false });
    expect(JSON.parse(result.text)).toMatchObject({ id: 3, sku: 'SKU-0003' });
    expect(api.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: '/api/v1/items/3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    const listed = await session.invoke!(
      'listItems',
      { limit: 2, category: 'Paint' },
      { timeoutMs: 5000, allowWrite: false },
    );
    expect(listed.rows?.map((r) => r.category)).toEqual(['Paint', 'Paint']);
    expect(listed.columns).toContain('unitPrice');
    expect(api.requests.at(-1)!.query).toEqual({ limit: '2', category: 'Paint' });
  });

  it('refuses a write without write access before any request; with it, sends the JSON body and headers', async () => {
    const session = await open({});
    await session.discover();
    api.requests.length = 0;
    const body = { sku: 'SKU-NEW', name: 'Ladder', category: 'Tools', quantity: 4, unitPrice: 89.5 };
    const refused = await session.invoke!('createItem', body, { timeoutMs: 5000, allowWrite: false }).catch((e) => e);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect(refused.code).toBe('forbidden');
    expect(refused.message).toMatch(/needs write access/);
    const deleteRefused = await session.invoke!(
      'delete_items_itemId',
      { itemId: 1 },
      { timeoutMs: 5000, allowWrite: false },
    ).catch((e) => e);
    expect(deleteRefused.code).toBe('forbidden');
    expect(api.requests).toHaveLength(0);

    const created = await session.invoke!(
      'createItem',
      { ...body, 'X-Request-Id': 'req-1' },
      { timeoutMs: 5000, allowWrite: true },
    );
    expect(JSON.parse(created.text)).toMatchObject({ id: 26, sku: 'SKU-NEW' });
    expect(api.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/v1/items',
        body,
        headers: expect.objectContaining({ 'x-request-id': 'req-1', 'content-type': 'application/json' }),
      }),
    ]);
    api.items.pop();
  });

  it('refuses missing, unknown and path-escaping inputs with clear messages, and reports the API’s own errors', async () => {
    const session = await open({});
    const call = (id: string, input: Record<string, unknown>) =>
      session.invoke!(id, input, { timeoutMs: 5000, allowWrite: true }).catch((e: Error) => e.message);
    expect(await call('getItem', {})).toBe('getItem needs "itemId".');
    expect(await call('getItem', { itemId: 1, color: 'red' })).toMatch(/does not take "color"/);
    expect(await call('getItem', { itemId: '..' })).toMatch(/not a valid value for "itemId"/);
    expect(await call('getItem', { itemId: '999' })).toBe(
      'Inventory API has no such resource (404: Item 999 not found).',
    );
    expect(await call('createItem', { name: 'x' })).toBe(
      'createItem needs "sku", "category", "quantity", "unitPrice".',
    );
    expect(await call('createItem', { body: { name: 'x' } })).toMatch(/does not take "body"/);
    expect(await call('nope', {})).toMatch(/has no operation "nope"/);
  });

  it('a URL that is not an OpenAPI 3 document fails with a reason', async () => {
    expect((await (await open({ url: `${api.url}/api/v1/suppliers` })).test()).message).toBe(
      'The URL did not return an OpenAPI document (expected a JSON or YAML object).',
    );
    expect(() => parseDocument('swagger: "2.0"\npaths: {}')).toThrow(/Swagger 2\.0 document/);
    expect(() => parseDocument('{not json')).toThrow(/neither valid JSON nor valid YAML/);
    expect(() =>
      parseDocument(
        JSON.stringify({
          openapi: '3.0.0',
          paths: { '/a': { get: { responses: { '200': { $ref: '#/components/responses/Missing' } } } } },
        }),
      ),
    ).toThrow(/refers to #\/components\/responses\/Missing/);
    const bad = await openApiConnector
      .open({ url: 'ftp://example.com/openapi.json' } as never, context)
      .catch((e: Error) => e.message);
    expect(bad).toMatch(/must be an http\(s\) URL/);
  });

  it('refuses a document on a link-local address before any request', async () => {
    const session = await open({ url: 'http://169.254.169.254/openapi.json' });
    const result = await session.test();
    expect(result.status).toBe('error');
    expect(result.message).toMatch(/not allowed/i);
  });

  it('shares one resolved copy of a schema referenced many times', () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 300; i++) {
      paths[`/r${i}`] = {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Big' } } },
              },
            },
          },
        },
      };
    }
    const big = {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: 50 }, (_, i) => [`f${i}`, { $ref: '#/components/schemas/Leaf' }]),
      ),
    };
    const doc = parseDocument(
      JSON.stringify({ openapi: '3.1.0', paths, components: { schemas: { Big: big, Leaf: { type: 'string' } } } }),
    );
    const a = (doc.paths['/r0'] as any).get.responses['200'].content['application/json'].schema.items;
    const b = (doc.paths['/r299'] as any).get.responses['200'].content['application/json'].schema.items;
    expect(a).toBe(b);
  });

  it('detects page-number, json-server and cursor paging', () => {
    const param = (name: string, schema: Record<string, unknown> = {}): ParamPlan => ({
      name,
      in: 'query',
      key: name,
      required: false,
      schema: schema as never,
    });
    const paging = detectPaging([param('page', { minimum: 1 }), param('per_page', { maximum: 50 })])!;
    expect(paging).toEqual({
      kind: 'page',
      position: 'page',
      size: 'per_page',
      first: 1,
      pageSize: 50,
      sizeKnown: true,
    });
    expect(pageQuery(paging, 2, 100)).toEqual({ page: 3, per_page: 50 });
    expect(detectPaging([param('page'), param('pageSize')])).toMatchObject({
      first: 1,
      pageSize: 100,
      sizeKnown: false,
    });
    expect(detectPaging([param('_page'), param('_limit', { maximum: 100 })])).toMatchObject({
      kind: 'page',
      position: '_page',
      size: '_limit',
      pageSize: 100,
    });
    expect(detectPaging([param('_start'), param('_limit')])).toMatchObject({
      kind: 'offset',
      position: '_start',
      size: '_limit',
    });
    const cursor = detectPaging([param('cursor'), param('limit')])!;
    expect(cursor).toMatchObject({ kind: 'cursor', position: 'cursor', size: 'limit' });
    expect(pageQuery(cursor, 0, 0)).toEqual({ limit: 100 });
    expect(pageQuery(cursor, 1, 100, 'abc')).toEqual({ cursor: 'abc', limit: 100 });
    expect(nextCursor({ items: [], next_cursor: 'n2' })).toBe('n2');
    expect(nextCursor({ data: [], meta: { nextCursor: 'n3' } })).toBe('n3');
    expect(nextCursor({ data: [], has_more: false, next_cursor: 'x' })).toBeUndefined();
    expect(nextCursor({ data: [] })).toBeUndefined();
    const link =
      '<https://api.example.com/items?page=1>; rel="first", <https://api.example.com/items?page=3>; rel="next", <https://evil.example.com/x>; rel="last"';
    expect(nextLink(link, 'https://api.example.com/items')).toBe('https://api.example.com/items?page=3');
    expect(
      nextLink('<https://evil.example.com/items?page=2>; rel="next"', 'https://api.example.com/items'),
    ).toBeUndefined();
    expect(totalCount(new Headers({ 'X-Total-Count': '42' }))).toBe(42);
  });
});
