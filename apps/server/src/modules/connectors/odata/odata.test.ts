import { startODataFake, type ODataFake, type ODataFakeOptions } from '@soe/fakes/odata';
import { afterEach, describe, expect, it } from 'vitest';
import { loopbackContext } from '../api/testing';
import { ConnectorError, type ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { odataConnector } from './connector';

const READ = { timeoutMs: 10_000, rowCap: 1000 };
const fakes: ODataFake[] = [];
const sessions: ConnectorSession[] = [];
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
  await Promise.all(fakes.splice(0).map((f) => f.close()));
});

async function connect(options: ODataFakeOptions = {}, details: Record<string, string> = {}) {
  const fake = await startODataFake(options);
  fakes.push(fake);
  const session = await odataConnector.open({ url: fake.url, connector: 'odata', ...details }, loopbackContext());
  sessions.push(session);
  return { fake, session };
}

/** The collection reads the fake received for a set (not $metadata or /$count). */
const readsOf = (fake: ODataFake, resource: string) => fake.requests.filter((r) => r.resource === resource);
const cents = (n: number) => Math.round(n * 100);

/** Total order amount per customer, computed directly from the fake's data. */
function totalsByCustomer(fake: ODataFake) {
  const totals = new Map<string, number>();
  for (const o of fake.data.SalesOrders)
    totals.set(String(o.CustomerID), (totals.get(String(o.CustomerID)) ?? 0) + cents(Number(o.TotalAmount)));
  return [...totals]
    .map(([id, c]) => ({
      id,
      name: String(fake.data.Customers.find((x) => x.CustomerID === id)!.CustomerName),
      total: c / 100,
    }))
    .sort((a, b) => b.total - a.total);
}

const byCustomer: QuerySpec = {
  from: { entity: 'SalesOrders', alias: 't0' },
  joins: [
    {
      entity: 'Customers',
      alias: 't1',
      type: 'inner',
      on: [{ left: col('t0', 'CustomerID'), right: col('t1', 'CustomerID') }],
    },
  ],
  select: [
    { alias: 'customer', expr: col('t1', 'CustomerName') },
    { alias: 'total', expr: { kind: 'agg', fn: 'sum', arg: col('t0', 'TotalAmount') } },
  ],
  groupBy: [col('t1', 'CustomerID'), col('t1', 'CustomerName')],
  orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('t0', 'TotalAmount') }, direction: 'desc' }],
  limit: 3,
};

describe('OData v4 connector', () => {
  it('discovers entity sets, typed fields, keys, relations, counts and declared writes from $metadata', async () => {
    const { fake, session } = await connect();
    expect(await session.test()).toEqual({ status: 'connected' });
    const schema = await session.discover();
    expect(schema.entities.map((e) => [e.name, e.rowCount, e.primaryKey])).toEqual([
      ['Customers', 8, ['CustomerID']],
      ['Products', 6, ['ProductID']],
      ['SalesOrders', 48, ['SalesOrderID']],
      ['SalesOrderItems', fake.data.SalesOrderItems.length, ['SalesOrderID', 'ItemPosition']],
    ]);
    const orders = schema.entities.find((e) => e.name === 'SalesOrders')!;
    expect(orders.label).toBe('Sales Order');
    expect(orders.fields.map((f) => [f.name, f.type, f.nativeType, f.nullable])).toContainEqual([
      'OrderDate',
      'date',
      'Edm.Date',
      false,
    ]);
    expect(orders.fields.find((f) => f.name === 'TotalAmount')).toMatchObject({ type: 'decimal', isPrimaryKey: false });
    expect(
      schema.relations.map((r) => `${r.fromEntity}(${r.fromFields}) → ${r.toEntity}(${r.toFields})`).sort(),
    ).toEqual([
      'SalesOrderItems(ProductID) → Products(ProductID)',
      'SalesOrderItems(SalesOrderID) → SalesOrders(SalesOrderID)',
      'SalesOrders(CustomerID) → Customers(CustomerID)',
    ]);
    // Capabilities: Customers and Products are read-only master data.
    expect(schema.operations!.map((o) => `${o.kind}:${o.id}`)).toEqual([
      'write:create_SalesOrders',
      'write:update_SalesOrders',
      'write:create_SalesOrderItems',
      'write:update_SalesOrderItems',
    ]);
    expect(session.operations().map((o) => o.id)).toContain('update_SalesOrders');
    expect(fake.requests.map((r) => r.resource)).toEqual(
      expect.arrayContaining(['', '$metadata', 'SalesOrders/$count']),
    );
    // $metadata is XML and /$count plain text: neither is asked for as JSON (a service would answer 406).
    expect(fake.requests.find((r) => r.resource === '$metadata')!.headers.accept).not.toMatch(/json/);
    expect(fake.requests.find((r) => r.resource === 'SalesOrders/$count')!.headers.accept).not.toMatch(/json/);
  });

  it('pushes filters, selection, order and limit into the URL, with literals per the ABNF', async () => {
    const { fake, session } = await connect();
    const spec: QuerySpec = {
      from: { entity: 'SalesOrders', alias: 't' },
      select: [
        { alias: 'id', expr: col('t', 'SalesOrderID') },
        { alias: 'amount', expr: col('t', 'TotalAmount') },
        { alias: 'date', expr: col('t', 'OrderDate') },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'eq_ci', expr: col('t', 'Status'), value: 'COMPLETED' },
          { kind: 'cmp', op: '>=', left: col('t', 'OrderDate'), right: lit('2025-01-01') },
          { kind: 'in', expr: col('t', 'CustomerID'), values: ['C001', 'C002', 'C006'] },
          { kind: 'cmp', op: '>', left: col('t', 'TotalAmount'), right: lit(99.5) },
        ],
      },
      orderBy: [{ expr: col('t', 'TotalAmount'), direction: 'desc' }],
      limit: 4,
    };
    const res = await session.query(spec, READ);
    const [read] = readsOf(fake, 'SalesOrders');
    expect(read!.query).toEqual({
      $filter:
        "tolower(Status) eq 'completed' and OrderDate ge 2025-01-01 and CustomerID in ('C001','C002','C006') and TotalAmount gt 99.5",
      $select: 'SalesOrderID,TotalAmount,OrderDate,Status,CustomerID',
      $orderby: 'TotalAmount desc',
      $top: '4',
    });
    // Decimals are asked for as exact strings.
    expect(read!.headers.accept).toBe('application/json;odata.metadata=minimal;IEEE754Compatible=true');
    // Spaces as %20, never '+' (the URL parser percent-encodes the quotes itself).
    expect(read!.rawQuery).toContain(
      '$filter=tolower(Status)%20eq%20%27completed%27%20and%20OrderDate%20ge%202025-01-01%20and%20CustomerID%20in%20(%27C001%27,',
    );
    const expected = fake.data.SalesOrders.filter(
      (o) =>
        o.Status === 'Completed' &&
        String(o.OrderDate) >= '2025-01-01' &&
        ['C001', 'C002', 'C006'].includes(String(o.CustomerID)) &&
        Number(o.TotalAmount) > 99.5,
    )
      .sort((a, b) => Number(b.TotalAmount) - Number(a.TotalAmount))
      .slice(0, 4);
    expect(res.rows.map((r) => [r.id, r.amount])).toEqual(expected.map((o) => [o.SalesOrderID, o.TotalAmount]));
    expect(res.rows[0]!.date).toEqual(new Date(`${expected[0]!.OrderDate}T00:00:00Z`));
    expect(res.truncated).toBe(false);
  });

  it('quotes and encodes text values exactly, and compares date-times in UTC', async () => {
    const { fake, session } = await connect();
    const names = ["O'Neil Supplies", 'Dupont & Fils', 'Müller Maschinenbau GmbH'];
    const res = await session.query(
      {
        from: { entity: 'Customers', alias: 'c' },
        select: [{ alias: 'name', expr: col('c', 'CustomerName') }],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'in', expr: col('c', 'CustomerName'), values: names },
            { kind: 'cmp', op: '>=', left: col('c', 'CreatedAt'), right: lit('2023-02-01') },
          ],
        },
      },
      READ,
    );
    const [read] = readsOf(fake, 'Customers');
    expect(read!.query.$filter).toBe(
      "CustomerName in ('O''Neil Supplies','Dupont & Fils','Müller Maschinenbau GmbH') and CreatedAt ge 2023-02-01T00:00:00Z",
    );
    expect(read!.rawQuery).toContain('Dupont%20%26%20Fils');
    expect(res.rows.map((r) => r.name).sort()).toEqual(['Dupont & Fils', "O'Neil Supplies"]);
  });

  it('keeps SQL null semantics: a negated match never returns rows whose value is null', async () => {
    const { fake, session } = await connect();
    const res = await session.query(
      {
        from: { entity: 'Customers', alias: 'c' },
        select: [{ alias: 'id', expr: col('c', 'CustomerID') }],
        where: { kind: 'not', condition: { kind: 'cmp', op: '=', left: col('c', 'City'), right: lit('Boston') } },
        orderBy: [{ expr: col('c', 'City'), direction: 'asc' }],
      },
      READ,
    );
    const [read] = readsOf(fake, 'Customers');
    expect(read!.query.$filter).toBe("City ne 'Boston' and City ne null");
    // Ascending on a nullable property is sorted here (OData puts nulls first, SQL last): no $orderby sent.
    expect(read!.query.$orderby).toBeUndefined();
    const expected = fake.data.Customers.filter((c) => c.City !== null && c.City !== 'Boston').sort((a, b) =>
      String(a.City).localeCompare(String(b.City)),
    );
    expect(res.rows.map((r) => r.id)).toEqual(expected.map((c) => c.CustomerID));
  });

  it('aggregates with $apply along a navigation path when the service supports it', async () => {
    const { fake, session } = await connect({ apply: true });
    const res = await session.query(byCustomer, READ);
    const reads = readsOf(fake, 'SalesOrders');
    expect(reads).toHaveLength(1);
    expect(reads[0]!.query).toEqual({
      $apply: 'groupby((_Customer/CustomerID,_Customer/CustomerName),aggregate(TotalAmount with sum as a0))',
      $orderby: 'a0 desc',
      $top: '3',
    });
    expect(readsOf(fake, 'Customers')).toHaveLength(0);
    expect(res.rows).toEqual(
      totalsByCustomer(fake)
        .slice(0, 3)
        .map((t) => ({ customer: t.name, total: t.total })),
    );
  });

  it('sends the WHERE as filter() before groupby and evaluates HAVING on the groups', async () => {
    const { fake, session } = await connect({ apply: true });
    const count = { kind: 'agg', fn: 'count', arg: null } as const;
    const res = await session.query(
      {
        from: { entity: 'SalesOrders', alias: 't' },
        select: [
          { alias: 'status', expr: col('t', 'Status') },
          { alias: 'orders', expr: count },
          { alias: 'average', expr: { kind: 'agg', fn: 'avg', arg: col('t', 'TotalAmount') } },
        ],
        where: { kind: 'cmp', op: '<', left: col('t', 'OrderDate'), right: lit('2025-07-01') },
        groupBy: [col('t', 'Status')],
        having: { kind: 'cmp', op: '>', left: count, right: lit(2) },
        orderBy: [{ expr: col('t', 'Status'), direction: 'asc' }],
      },
      READ,
    );
    expect(readsOf(fake, 'SalesOrders')[0]!.query).toEqual({
      $apply:
        'filter(OrderDate lt 2025-07-01)/groupby((Status),aggregate($count as a0,TotalAmount with average as a1))',
    });
    const early = fake.data.SalesOrders.filter((o) => String(o.OrderDate) < '2025-07-01');
    const expected = [...new Set(early.map((o) => String(o.Status)))]
      .sort()
      .map((s) => {
        const group = early.filter((o) => o.Status === s);
        return {
          status: s,
          orders: group.length,
          average: group.reduce((a, o) => a + cents(Number(o.TotalAmount)), 0) / 100 / group.length,
        };
      })
      .filter((g) => g.orders > 2);
    expect(res.rows.map((r) => [r.status, r.orders])).toEqual(expected.map((g) => [g.status, g.orders]));
    res.rows.forEach((r, i) => expect(r.average).toBeCloseTo(expected[i]!.average, 6));
  });

  it('without $apply support, reads the rows it needs and computes the same answer', async () => {
    const withApply = await connect({ apply: true });
    const plain = await connect({ apply: false });
    const expected = await withApply.session.query(byCustomer, READ);
    const res = await plain.session.query(byCustomer, READ);
    expect(res.rows).toEqual(expected.rows);
    expect(plain.fake.requests.some((r) => r.query.$apply !== undefined)).toBe(false);
    expect(readsOf(plain.fake, 'SalesOrders')[0]!.query.$select).toBe('TotalAmount,CustomerID');
    expect(readsOf(plain.fake, 'Customers')[0]!.query.$select).toBe('CustomerName,CustomerID');

    // A bare count still goes to the service, as /$count.
    const count = await plain.session.query(
      {
        from: { entity: 'SalesOrders', alias: 't' },
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
        where: { kind: 'cmp', op: '=', left: col('t', 'Status'), right: lit('Open') },
      },
      READ,
    );
    expect(readsOf(plain.fake, 'SalesOrders/$count').at(-1)!.query).toEqual({ $filter: "Status eq 'Open'" });
    expect(count.rows).toEqual([{ n: plain.fake.data.SalesOrders.filter((o) => o.Status === 'Open').length }]);
  });

  it('groups by month in memory over the rows the filter selects (time buckets are not in $apply)', async () => {
    const { fake, session } = await connect({ apply: true });
    const month = { kind: 'time', unit: 'month', mode: 'trunc', arg: col('t', 'OrderDate') } as const;
    const res = await session.query(
      {
        from: { entity: 'SalesOrders', alias: 't' },
        select: [
          { alias: 'month', expr: month },
          { alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } },
        ],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'cmp', op: '>=', left: col('t', 'OrderDate'), right: lit('2025-01-01') },
            { kind: 'cmp', op: '<', left: col('t', 'OrderDate'), right: lit('2026-01-01') },
          ],
        },
        groupBy: [month],
        orderBy: [{ expr: month, direction: 'asc' }],
      },
      READ,
    );
    expect(readsOf(fake, 'SalesOrders')[0]!.query).toEqual({
      $filter: 'OrderDate ge 2025-01-01 and OrderDate lt 2026-01-01',
      $select: 'OrderDate',
    });
    const perMonth = new Map<string, number>();
    for (const o of fake.data.SalesOrders)
      if (String(o.OrderDate).startsWith('2025'))
        perMonth.set(String(o.OrderDate).slice(0, 7), (perMonth.get(String(o.OrderDate).slice(0, 7)) ?? 0) + 1);
    expect(res.rows.map((r) => [(r.month as Date).toISOString().slice(0, 7), r.n])).toEqual([...perMonth].sort());
  });

  it('follows @odata.nextLink across pages and stops at the row cap', async () => {
    const { fake, session } = await connect({ pageSize: 5 });
    const all = await session.query(
      { from: { entity: 'SalesOrders', alias: 't' }, select: [{ alias: 'id', expr: col('t', 'SalesOrderID') }] },
      { ...READ, rowCap: 100 },
    );
    const pages = readsOf(fake, 'SalesOrders');
    expect(pages).toHaveLength(10);
    expect(pages[0]!.query).toEqual({ $select: 'SalesOrderID', $top: '101' });
    expect(pages[0]!.headers.prefer).toBe('odata.maxpagesize=101');
    expect(pages.slice(1).map((p) => p.query.$skiptoken)).toEqual([
      '5',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
    ]);
    expect(all.rows.map((r) => r.id)).toEqual(fake.data.SalesOrders.map((o) => o.SalesOrderID));
    expect(all.truncated).toBe(false);

    const capped = await session.query(
      { from: { entity: 'SalesOrders', alias: 't' }, select: [{ alias: 'id', expr: col('t', 'SalesOrderID') }] },
      { ...READ, rowCap: 7 },
    );
    expect(
      readsOf(fake, 'SalesOrders')
        .slice(10)
        .map((p) => p.query.$top ?? `skip ${p.query.$skiptoken}`),
    ).toEqual(['8', '8']);
    expect(capped.rows).toHaveLength(7);
    expect(capped.truncated).toBe(true);
  });

  it('writes `in` as an or-chain for an OData 4.0 service', async () => {
    const { fake, session } = await connect({ version: '4.0' });
    await session.query(
      {
        from: { entity: 'Products', alias: 'p' },
        select: [{ alias: 'n', expr: col('p', 'ProductName') }],
        where: { kind: 'in', expr: col('p', 'Category'), values: ['Parts', 'Services'] },
      },
      READ,
    );
    expect(readsOf(fake, 'Products')[0]!.query.$filter).toBe("Category eq 'Parts' or Category eq 'Services'");
  });

  it('reports refused credentials clearly, for a bearer token and for basic authentication', async () => {
    const bearer = await connect({ auth: { bearer: 'right-token-123' } }, { apiKey: 'wrong-token-456' });
    const tested = await bearer.session.test();
    expect(tested.status).toBe('error');
    expect(tested.message).toBe(
      'OData service refused the access token (401: Logon failed: invalid or missing credentials.). Reconnect with a new token.',
    );
    await expect(bearer.session.discover()).rejects.toMatchObject({ code: 'auth' });

    const basic = await connect(
      { auth: { basic: { user: 'COMM_USER', password: 'right-pass' } } },
      { username: 'COMM_USER', password: 'wrong-pass' },
    );
    expect((await basic.session.test()).message).toBe(
      'OData service refused the user name and password (401: Logon failed: invalid or missing credentials.). Check them and reconnect.',
    );

    const good = await connect(
      { auth: { basic: { user: 'COMM_USER', password: 'right-pass' } } },
      { username: 'COMM_USER', password: 'right-pass' },
    );
    expect(await good.session.test()).toEqual({ status: 'connected' });
    expect(good.fake.requests[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('COMM_USER:right-pass').toString('base64')}`,
    );
    expect(good.fake.requests[0]!.headers['odata-maxversion']).toBe('4.01');
  });

  it('retries 429 with Retry-After through the shared client, then succeeds', async () => {
    const { fake, session } = await connect();
    fake.failNext(429, 2, { 'retry-after': '0' });
    const res = await session.query(
      { from: { entity: 'Products', alias: 'p' }, select: [{ alias: 'n', expr: col('p', 'ProductName') }] },
      READ,
    );
    expect(res.rows).toHaveLength(6);
    // $metadata was asked three times: two 429s, then the answer.
    expect(fake.requests.filter((r) => r.resource === '$metadata')).toHaveLength(3);
  });

  it('refuses writes without write access before any request, and creates and updates with it', async () => {
    const { fake, session } = await connect();
    const before = fake.requests.length;
    const refused = await session.invoke!(
      'create_SalesOrders',
      { CustomerID: 'C001' },
      { timeoutMs: 5000, allowWrite: false },
    ).catch((e) => e);
    expect(refused).toBeInstanceOf(ConnectorError);
    expect(refused.code).toBe('forbidden');
    expect(fake.requests.length).toBe(before);

    const created = await session.invoke!(
      'create_SalesOrders',
      {
        CustomerID: 'C003',
        OrderDate: '2026-01-15',
        TotalAmount: 1250.5,
        Currency: 'EUR',
        Status: 'Open',
        PurchaseOrderRef: "PO-'X'",
      },
      { timeoutMs: 5000, allowWrite: true },
    );
    const post = fake.requests.find((r) => r.method === 'POST')!;
    expect(post.resource).toBe('SalesOrders');
    expect(post.body).toEqual({
      CustomerID: 'C003',
      OrderDate: '2026-01-15',
      TotalAmount: 1250.5,
      Currency: 'EUR',
      Status: 'Open',
      PurchaseOrderRef: "PO-'X'",
    });
    expect(created.rows![0]).toMatchObject({ SalesOrderID: '5000049', TotalAmount: 1250.5, OrderDate: '2026-01-15' });
    expect(fake.data.SalesOrders).toHaveLength(49);

    await session.invoke!(
      'update_SalesOrders',
      { SalesOrderID: '5000049', Status: 'Completed' },
      { timeoutMs: 5000, allowWrite: true },
    );
    const patch = fake.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.resource).toBe("SalesOrders('5000049')");
    expect(patch.body).toEqual({ Status: 'Completed' });
    expect(fake.data.SalesOrders.at(-1)!.Status).toBe('Completed');

    await session.invoke!(
      'update_SalesOrderItems',
      { SalesOrderID: '5000001', ItemPosition: 10, Quantity: 3 },
      { timeoutMs: 5000, allowWrite: true },
    );
    expect(fake.requests.filter((r) => r.method === 'PATCH').at(-1)!.resource).toBe(
      "SalesOrderItems(SalesOrderID='5000001',ItemPosition=10)",
    );

    await expect(
      session.invoke!('create_Products', { ProductName: 'X' }, { timeoutMs: 5000, allowWrite: true }),
    ).rejects.toThrow(/no operation "create_Products"/);
    await expect(
      session.invoke!(
        'update_SalesOrders',
        { SalesOrderID: '5000049', Bogus: 1 },
        { timeoutMs: 5000, allowWrite: true },
      ),
    ).rejects.toThrow(/no writable property "Bogus"/);
    await expect(
      session.invoke!(
        'update_SalesOrders',
        { SalesOrderID: '5000049', OrderDate: 'yesterday' },
        { timeoutMs: 5000, allowWrite: true },
      ),
    ).rejects.toThrow(/not a valid Date/);
    // The service's own refusal reaches the user with its text.
    await expect(
      session.invoke!(
        'create_SalesOrderItems',
        { SalesOrderID: '5000001', ItemPosition: 10, ProductID: 'P001', Quantity: 1, NetAmount: 1 },
        { timeoutMs: 5000, allowWrite: true },
      ),
    ).rejects.toThrow(/rejected the request \(409: A SalesOrderItem with this key already exists\.\)/);
  });

  it('explains a URL that is not an OData service and an entity set that is gone', async () => {
    const { fake, session } = await connect();
    const wrong = await odataConnector.open(
      { url: fake.url.replace('/0001/', '/9999/'), connector: 'odata' },
      loopbackContext(),
    );
    expect((await wrong.test()).message).toMatch(/OData service has no such resource \(404: No service at/);
    await expect(
      session.query({ from: { entity: 'Invoices', alias: 'i' }, select: [{ alias: 'x', expr: col('i', 'Id') }] }, READ),
    ).rejects.toThrow('The OData service has no entity set "Invoices". Refresh the system\'s schema.');
    const ftp = await odataConnector.open({ url: 'ftp://x/y', connector: 'odata' }, loopbackContext());
    expect(await ftp.test()).toEqual({
      status: 'error',
      message: 'The OData service URL must start with https:// (or http://).',
    });
    await expect(ftp.discover()).rejects.toMatchObject({ code: 'config' });
  });
});
