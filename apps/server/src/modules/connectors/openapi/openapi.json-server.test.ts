import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackContext } from '../api/testing';
import type { ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { openApiConnector } from './connector';
import { startErpJsonServer, type ErpJsonServer } from './testing/erp-json-server.mjs';

/**
 * The OpenAPI connector against a real json-server (from npm) described by
 * an OpenAPI document: paging (_page/_limit with Link and X-Total-Count,
 * _start/_limit), filters sent as query parameters, keys from path
 * parameters, row counts, and PATCH writes with named inputs.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const db = JSON.parse(readFileSync(path.join(here, 'testing/erp-db.json'), 'utf8')) as Record<
  string,
  Array<Record<string, unknown>>
>;
const READ = { timeoutMs: 10_000, rowCap: 1000 };
const count: QuerySpec['select'] = [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }];

describe('OpenAPI connector against a real json-server', () => {
  let api: ErpJsonServer;
  let session: ConnectorSession;
  const since = (n: number) => api.requests().slice(n);

  beforeAll(async () => {
    api = await startErpJsonServer();
    session = await openApiConnector.open({ url: api.url, connector: 'openapi' }, loopbackContext());
  }, 30_000);
  afterAll(async () => {
    await session?.close();
    await api?.close();
  });

  it('discovers lists with keys from their item paths and row counts from X-Total-Count', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    const schema = await session.discover();
    const orders = schema.entities.find((e) => e.name === 'salesOrders')!;
    expect(orders).toMatchObject({ primaryKey: ['id'], rowCount: db.salesOrders!.length });
    expect(schema.entities.find((e) => e.name === 'customers')).toMatchObject({
      primaryKey: ['id'],
      rowCount: db.customers!.length,
    });
    // No paging declared: no count request, so unknown.
    expect(schema.entities.find((e) => e.name === 'products')!.rowCount).toBeNull();
    const update = schema.operations!.find((o) => o.id === 'updateSalesOrder')!;
    expect(update).toMatchObject({ kind: 'write', entity: 'salesOrders', action: 'update' });
    expect(Object.keys(update.inputSchema.properties as object).sort()).toEqual([
      'customerId',
      'id',
      'netAmount',
      'orderDate',
      'status',
    ]);
  });

  it('reads every page with _page/_limit, following Link and stopping at X-Total-Count', async () => {
    const before = api.requests().length;
    const { rows } = await session.query({ from: { entity: 'salesOrders', alias: 'o' }, select: count }, READ);
    expect(rows).toEqual([{ n: db.salesOrders!.length }]);
    expect(since(before)).toEqual([
      'GET /salesOrders?_page=1&_limit=10',
      'GET /salesOrders?_page=2&_limit=10',
      'GET /salesOrders?_page=3&_limit=10',
      'GET /salesOrders?_page=4&_limit=10',
    ]);
  });

  it('pages with _start/_limit (offset and limit)', async () => {
    const before = api.requests().length;
    const { rows } = await session.query(
      {
        from: { entity: 'customers', alias: 'c' },
        select: [{ alias: 'name', expr: col('c', 'name') }],
        orderBy: [{ expr: col('c', 'name'), direction: 'asc' }],
      },
      READ,
    );
    expect(rows.map((r) => r.name)).toEqual(db.customers!.map((c) => c.name).sort());
    expect(since(before)).toEqual(['GET /customers?_start=0&_limit=100']);
  });

  it('sends equality (a one-value IN too) and range filters to the declared query parameters', async () => {
    const before = api.requests().length;
    const spec: QuerySpec = {
      from: { entity: 'salesOrders', alias: 'o' },
      select: [{ alias: 'total', expr: { kind: 'agg', fn: 'sum', arg: col('o', 'netAmount') } }],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'in', expr: col('o', 'status'), values: ['Open'] },
          { kind: 'cmp', op: '>=', left: col('o', 'orderDate'), right: lit('2025-03-01') },
          { kind: 'cmp', op: '<', left: col('o', 'orderDate'), right: lit('2025-09-01') },
        ],
      },
    };
    const matching = db.salesOrders!.filter(
      (o) => o.status === 'Open' && String(o.orderDate) >= '2025-03-01' && String(o.orderDate) < '2025-09-01',
    );
    const { rows } = await session.query(spec, READ);
    expect(Math.round((rows[0]!.total as number) * 100)).toBe(
      Math.round(matching.reduce((s, o) => s + Number(o.netAmount), 0) * 100),
    );
    expect(since(before)).toEqual([
      'GET /salesOrders?status=Open&orderDate_gte=2025-03-01&orderDate_lte=2025-09-01&_page=1&_limit=10',
    ]);
  });

  it('writes with named inputs (PATCH /salesOrders/{id}), and json-server holds the new value', async () => {
    const write = { timeoutMs: 10_000, allowWrite: true };
    await expect(
      session.invoke!('updateSalesOrder', { id: 'SO00007', status: 'Shipped' }, { ...write, allowWrite: false }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const result = await session.invoke!('updateSalesOrder', { id: 'SO00007', status: 'Shipped' }, write);
    expect(JSON.parse(result.text)).toMatchObject({ id: 'SO00007', status: 'Shipped' });
    expect(api.requests().at(-1)).toBe('PATCH /salesOrders/SO00007');
    const read = await session.query(
      {
        from: { entity: 'salesOrders', alias: 'o' },
        select: [{ alias: 'status', expr: col('o', 'status') }],
        where: { kind: 'cmp', op: '=', left: col('o', 'id'), right: lit('SO00007') },
      },
      READ,
    );
    expect(read.rows).toEqual([{ status: 'Shipped' }]);
  });
});
