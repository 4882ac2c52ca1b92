import { CSRF_SESSION_COOKIE, startODataFake, type ODataFake } from '@soe/fakes/odata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';

/** The [TABLE:{…}] block of an answer. */
function table(response: string): {
  headers: Array<{ key: string; label: string }>;
  rows: Array<Record<string, unknown>>;
} {
  const m = /\[TABLE:(\{.*?\})\](?=\n|$)/s.exec(response);
  if (!m) throw new Error(`no table in: ${response}`);
  return JSON.parse(m[1]!);
}

describe('OData system end to end: connect, discover, ask', () => {
  let t: TestApp;
  let user: TestClient;
  let fake: ODataFake;
  let systemId: number;
  const token = 'odata-canary-token-5521';

  beforeAll(async () => {
    fake = await startODataFake({ auth: { bearer: token }, pageSize: 10 });
    t = await createTestApp();
    user = new TestClient(t.app);
    await user.register('odata-user');
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('connects with POST /api/systems, stores the token sealed, and discovers the sales model', async () => {
    const ftp = await user.post('/api/systems', {
      name: 'SAP',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: 'ftp://sap.example.com/odata/' },
    });
    expect(ftp.status).toBe(400);
    expect(ftp.json.message).toBe('The OData service URL must start with https:// (or http://).');
    const wrong = await user.post('/api/systems', {
      name: 'SAP',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: fake.url, apiKey: 'not-the-token-000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/refused the access token \(401/);

    const res = await user.post('/api/systems', {
      name: 'SAP Sales',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: fake.url, apiKey: token },
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      name: 'SAP Sales',
      status: 'connected',
      connectionDetails: { connector: 'odata', hasApiKey: true },
    });
    systemId = res.json.id;
    const schema = (await user.get(`/api/systems/${systemId}/schema`)).json;
    expect(schema.entities.map((e: { name: string }) => e.name)).toEqual([
      'Customers',
      'Products',
      'SalesOrders',
      'SalesOrderItems',
    ]);
    expect(JSON.stringify([res.json, schema, (await user.get('/api/systems')).json])).not.toContain(token);
  });

  it('answers "total sales order amount by customer" with the exact totals', async () => {
    const asked = await user.post('/api/ask', {
      prompt: 'total sales order amount by customer',
      systemIds: [systemId],
    });
    expect(asked.status).toBe(200);
    expect(asked.json.systemSources).toEqual(['SAP Sales']);
    const totals = new Map<string, number>();
    for (const o of fake.data.SalesOrders)
      totals.set(
        String(o.CustomerID),
        (totals.get(String(o.CustomerID)) ?? 0) + Math.round(Number(o.TotalAmount) * 100),
      );
    const expected = [...totals].map(([id, cents]) => [
      fake.data.Customers.find((c) => c.CustomerID === id)!.CustomerName,
      cents / 100,
    ]);
    // Pushed down: one $apply grouping along the _Customer navigation, ordered and capped by the service.
    expect(fake.requests.at(-1)!.query.$apply).toBe(
      'groupby((_Customer/CustomerID,_Customer/CustomerName),aggregate(TotalAmount with sum as a0))',
    );
    const { headers, rows } = table(asked.json.response);
    const [name, amount] = [headers[0]!.key, headers.at(-1)!.key];
    expect(rows.map((r) => [r[name], r[amount]]).sort()).toEqual(expected.sort());
  });

  it('answers "how many sales orders per month in 2025" with the exact counts', async () => {
    const asked = await user.post('/api/ask', {
      prompt: 'how many sales orders per month in 2025',
      systemIds: [systemId],
    });
    expect(asked.status).toBe(200);
    const perMonth = new Map<string, number>();
    for (const o of fake.data.SalesOrders) {
      const month = String(o.OrderDate).slice(0, 7);
      if (month.startsWith('2025')) perMonth.set(month, (perMonth.get(month) ?? 0) + 1);
    }
    const { headers, rows } = table(asked.json.response);
    const [period, count] = [headers[0]!.key, headers.at(-1)!.key];
    expect(rows.map((r) => [r[period], r[count]])).toEqual([...perMonth].sort());
    expect(asked.json.response).toMatch(/in 2025/);
    // Month buckets are not in $apply: the year's filter is pushed and the months counted here.
    expect(fake.requests.at(-1)!.query).toMatchObject({
      $filter: 'OrderDate ge 2025-01-01 and OrderDate lt 2026-01-01',
    });
  });
});

describe('OData writes through proposals on an SAP service that requires CSRF tokens', () => {
  let t: TestApp;
  let writer: TestClient;
  let fake: ODataFake;
  let systemId: number;
  let conversationId: number;
  const password = 'comm-user-pass-8841';
  const responses: unknown[] = [];
  const isFetch = (r: ODataFake['requests'][number]) => r.headers['x-csrf-token']?.toLowerCase() === 'fetch';
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await writer.request(method, url, body);
    responses.push(res.json);
    return res;
  };
  const proposeAndConfirm = async (operationId: string, input: Record<string, unknown>) => {
    const proposed = await call('POST', '/api/writes', { conversationId, systemId, operationId, input });
    expect(proposed.status, proposed.body).toBe(201);
    const confirmed = await call('POST', `/api/writes/${proposed.json.id}/confirm`);
    expect(confirmed.status, confirmed.body).toBe(200);
    await call('GET', `/api/writes/${proposed.json.id}`);
    return { proposed: proposed.json, confirmed: confirmed.json };
  };

  beforeAll(async () => {
    fake = await startODataFake({ csrf: true, auth: { basic: { user: 'SOE_COMM', password } } });
    t = await createTestApp();
    const owner = new TestClient(t.app);
    await owner.register('odata-csrf-owner');
    writer = new TestClient(t.app);
    const { id } = await writer.register('odata-csrf-writer');
    expect((await owner.put(`/api/admin/users/${id}`, { subscriptionTier: 'pro', accessLevel: 'write' })).status).toBe(
      200,
    );
    const system = await call('POST', '/api/systems', {
      name: 'S/4HANA Sales',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: fake.url, username: 'SOE_COMM', password },
    });
    expect(system.status, system.body).toBe(201);
    systemId = system.json.id;
    conversationId = (await writer.post('/api/conversations', { title: 'Orders' })).json.id;
  });
  afterAll(async () => {
    await t?.destroy();
    await fake?.close();
  });

  it('proposes without a token, confirms with one fetch, and refetches once after expiry; nothing is applied twice', async () => {
    const proposed = await call('POST', '/api/writes', {
      conversationId,
      systemId,
      operationId: 'create_SalesOrders',
      input: {
        CustomerID: 'C002',
        OrderDate: '2026-03-02',
        TotalAmount: 410,
        Currency: 'EUR',
        Status: 'Open',
        PurchaseOrderRef: 'PO-CSRF-APP',
      },
    });
    expect(proposed.status, proposed.body).toBe(201);
    // A proposal only reads: no token is fetched and nothing is sent to change anything.
    expect(fake.requests.filter((r) => isFetch(r) || r.method !== 'GET')).toEqual([]);
    const confirmed = await call('POST', `/api/writes/${proposed.json.id}/confirm`);
    expect(confirmed.json, confirmed.body).toMatchObject({ status: 'done' });
    expect(fake.requests.filter(isFetch)).toHaveLength(1);
    const created = fake.data.SalesOrders.filter((o) => o.PurchaseOrderRef === 'PO-CSRF-APP');
    expect(created).toHaveLength(1);

    fake.expireCsrfToken();
    const { confirmed: updated } = await proposeAndConfirm('update_SalesOrders', {
      SalesOrderID: created[0]!.SalesOrderID,
      Status: 'Completed',
    });
    expect(updated.status).toBe('done');
    expect(fake.requests.filter(isFetch)).toHaveLength(2);
    expect(fake.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { Status: 'Completed' },
      { Status: 'Completed' },
    ]);
    expect(fake.data.SalesOrders.filter((o) => o.PurchaseOrderRef === 'PO-CSRF-APP')).toEqual([
      expect.objectContaining({ Status: 'Completed' }),
    ]);
  });

  it('a write refused twice fails with a plain message and changes nothing', async () => {
    const before = fake.data.SalesOrders.length;
    fake.refuseCsrfNext(2);
    const { confirmed } = await proposeAndConfirm('create_SalesOrders', {
      CustomerID: 'C004',
      OrderDate: '2026-03-03',
      TotalAmount: 12,
      Currency: 'EUR',
      Status: 'Open',
      PurchaseOrderRef: 'PO-CSRF-NO',
    });
    expect(confirmed).toMatchObject({ status: 'failed', result: null });
    expect(confirmed.error).toMatch(
      /refused the CSRF token again after a fresh one was fetched \(403, x-csrf-token: Required\); nothing was changed/,
    );
    expect(fake.data.SalesOrders).toHaveLength(before);
  });

  it('never shows the CSRF token, the session cookies or the password in any answer or audit entry', async () => {
    const written = fake.requests.filter((r) => r.method !== 'GET');
    const secrets = new Set<string>([password]);
    for (const r of written) {
      secrets.add(r.headers['x-csrf-token']!);
      for (const pair of r.headers.cookie!.split('; '))
        if (pair.startsWith(`${CSRF_SESSION_COOKIE}=`)) secrets.add(pair.slice(CSRF_SESSION_COOKIE.length + 1));
    }
    expect(secrets.size).toBeGreaterThanOrEqual(1 + 2 * 2); // the password, and at least two tokens and two sessions
    for (const url of [
      '/api/systems',
      `/api/systems/${systemId}/schema`,
      `/api/conversations/${conversationId}/messages`,
    ])
      expect((await call('GET', url)).status, url).toBe(200);
    const audit = await t.ctx.database.db.select().from(schema.auditLog);
    const seen = JSON.stringify([responses, audit]);
    expect(seen).toContain('PO-CSRF-APP'); // the answers were collected
    for (const secret of secrets) expect(seen).not.toContain(secret);
    expect(seen).not.toMatch(/SAP_SESSIONID|x-csrf-token: (?!Required)/i);
  });
});
