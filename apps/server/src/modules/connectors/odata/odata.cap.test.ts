import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackContext } from '../api/testing';
import type { ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { odataConnector } from './connector';
import { CAP_PROJECT, startCapServer, type CapServer } from './testing/cap-server.mjs';

/**
 * The OData connector against a real SAP CAP service (@sap/cds 9 +
 * @cap-js/sqlite, in memory): QuerySpecs in, rows out, with the expected
 * figures computed from the service's own CSV data.
 */

const READ = { timeoutMs: 15_000, rowCap: 1000 };

function csv(name: string): Array<Record<string, string>> {
  const [head, ...lines] = readFileSync(path.join(CAP_PROJECT, 'db/data', `erp-${name}.csv`), 'utf8')
    .trim()
    .split('\n');
  const keys = head!.split(';');
  return lines.map((l) => Object.fromEntries(l.split(';').map((v, i) => [keys[i]!, v])));
}
const products = csv('Products');
const orders = csv('SalesOrders');
const items = csv('SalesOrderItems');
const cents = (n: number) => Math.round(n * 100);

const itemsWithProduct = (select: QuerySpec['select'], rest: Partial<QuerySpec> = {}): QuerySpec => ({
  from: { entity: 'SalesOrderItems', alias: 'i' },
  joins: [
    { entity: 'Products', alias: 'p', type: 'inner', on: [{ left: col('i', 'product_ID'), right: col('p', 'ID') }] },
  ],
  select,
  ...rest,
});

describe('OData connector against a real CAP service', () => {
  let cap: CapServer;
  let session: ConnectorSession;

  beforeAll(async () => {
    cap = await startCapServer();
    session = await odataConnector.open({ url: cap.url, connector: 'odata' }, loopbackContext());
  }, 90_000);
  afterAll(async () => {
    await session?.close();
    await cap?.close();
  });

  it('connects and discovers the sets with string keys, compound keys, navigation and row counts', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
    const schema = await session.discover();
    const byName = Object.fromEntries(schema.entities.map((e) => [e.name, e]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining(['Customers', 'Products', 'SalesOrders', 'SalesOrderItems']),
    );
    expect(byName.SalesOrders!.primaryKey).toEqual(['ID']);
    expect(byName.SalesOrderItems!.primaryKey).toEqual(['order_ID', 'itemNo']);
    expect(byName.SalesOrders!.rowCount).toBe(orders.length);
    expect(schema.relations).toEqual(
      expect.arrayContaining([expect.objectContaining({ fromEntity: 'SalesOrderItems', toEntity: 'Products' })]),
    );
    expect(session.operations().map((o) => o.id)).toEqual(
      expect.arrayContaining(['update_SalesOrders', 'create_SalesOrders', 'update_Customers']),
    );
  });

  it('sums the quantity of one product through $apply along the product navigation', async () => {
    const spec = itemsWithProduct([{ alias: 'total', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'quantity') } }], {
      where: { kind: 'cmp', op: '=', left: col('p', 'name'), right: lit('Product C') },
    });
    const id = products.find((p) => p.name === 'Product C')!.ID;
    const expected = items.filter((i) => i.product_ID === id).reduce((s, i) => s + Number(i.quantity), 0);
    const { rows } = await session.query(spec, READ);
    expect(rows).toEqual([{ total: expected }]);
    // CAP logs each request: the sum ran in the service, one request.
    expect(cap.output()).toContain(
      `'$apply': "filter((product_ID ne null) and (product/name eq 'Product C'))/aggregate(quantity with sum as a0)"`,
    );
  });

  it('ranks the top 3 products by quantity, ordered and capped', async () => {
    const spec = itemsWithProduct(
      [
        { alias: 'product', expr: col('p', 'name') },
        { alias: 'quantity', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'quantity') } },
      ],
      {
        groupBy: [col('p', 'name')],
        orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('i', 'quantity') }, direction: 'desc' }],
        limit: 3,
      },
    );
    const totals = new Map<string, number>();
    for (const i of items) {
      const name = products.find((p) => p.ID === i.product_ID)!.name!;
      totals.set(name, (totals.get(name) ?? 0) + Number(i.quantity));
    }
    const expected = [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([product, quantity]) => ({ product, quantity }));
    const { rows } = await session.query(spec, READ);
    expect(rows).toEqual(expected);
    expect(cap.output()).toMatch(
      /'\$apply': 'filter\(product_ID ne null\)\/groupby\(\(product\/name\),aggregate\(quantity with sum as a0\)\)',\s*'\$orderby': 'a0 desc',\s*'\$top': '3'/,
    );
  });

  it('finds the month with the highest net amount (months bucketed by SOE over a bounded read)', async () => {
    const month = { kind: 'time' as const, unit: 'month' as const, mode: 'trunc' as const, arg: col('o', 'orderDate') };
    const total = { kind: 'agg' as const, fn: 'sum' as const, arg: col('o', 'netAmount') };
    const spec: QuerySpec = {
      from: { entity: 'SalesOrders', alias: 'o' },
      select: [
        { alias: 'month', expr: month },
        { alias: 'total', expr: total },
      ],
      groupBy: [month],
      orderBy: [{ expr: total, direction: 'desc' }],
      limit: 1,
    };
    const byMonth = new Map<string, number>();
    for (const o of orders)
      byMonth.set(o.orderDate!.slice(0, 7), (byMonth.get(o.orderDate!.slice(0, 7)) ?? 0) + cents(Number(o.netAmount)));
    const [best] = [...byMonth].sort((a, b) => b[1] - a[1]);
    const result = await session.query(spec, READ);
    const { rows } = result;
    expect(rows).toHaveLength(1);
    expect((rows[0]!.month as Date).toISOString().slice(0, 7)).toBe(best![0]);
    expect(cents(rows[0]!.total as number)).toBe(best![1]);
    expect(result.note).toBe(
      `The service could not group this itself, so SOE grouped the ${orders.length} records it read (at most 100,000).`,
    );
  });

  it('reads one order by its string key, and filters by status and date range', async () => {
    const one = await session.query(
      {
        from: { entity: 'SalesOrders', alias: 'o' },
        select: [
          { alias: 'status', expr: col('o', 'status') },
          { alias: 'customer', expr: col('o', 'customer_ID') },
        ],
        where: { kind: 'cmp', op: '=', left: col('o', 'ID'), right: lit('SO00002') },
      },
      READ,
    );
    const so2 = orders.find((o) => o.ID === 'SO00002')!;
    expect(one.rows).toEqual([{ status: so2.status, customer: so2.customer_ID }]);
    const spring = await session.query(
      {
        from: { entity: 'SalesOrders', alias: 'o' },
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'cmp', op: '>=', left: col('o', 'orderDate'), right: lit('2025-03-01') },
            { kind: 'cmp', op: '<', left: col('o', 'orderDate'), right: lit('2025-06-01') },
          ],
        },
      },
      READ,
    );
    expect(spring.rows).toEqual([
      { n: orders.filter((o) => o.orderDate! >= '2025-03-01' && o.orderDate! < '2025-06-01').length },
    ]);
  });

  it('writes: updates an order by its string key (PATCH), and CAP holds the new value', async () => {
    const write = { timeoutMs: 10_000, allowWrite: true };
    await expect(
      session.invoke!('update_SalesOrders', { ID: 'SO00003', status: 'Shipped' }, { ...write, allowWrite: false }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    const result = await session.invoke!('update_SalesOrders', { ID: 'SO00003', status: 'Shipped' }, write);
    expect(result.rows?.[0]).toMatchObject({ ID: 'SO00003', status: 'Shipped' });
    const read = await session.query(
      {
        from: { entity: 'SalesOrders', alias: 'o' },
        select: [{ alias: 'status', expr: col('o', 'status') }],
        where: { kind: 'cmp', op: '=', left: col('o', 'ID'), right: lit('SO00003') },
      },
      READ,
    );
    expect(read.rows).toEqual([{ status: 'Shipped' }]);
  });
});
