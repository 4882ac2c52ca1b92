import { startODataFake, type ODataFake } from '@soe/fakes/odata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';

/** The [TABLE:{…}] block of an answer. */
function table(response: string): { headers: Array<{ key: string; label: string }>; rows: Array<Record<string, unknown>> } {
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
    const ftp = await user.post('/api/systems', { name: 'SAP', type: 'erp', connectionDetails: { connector: 'odata', url: 'ftp://sap.example.com/odata/' } });
    expect(ftp.status).toBe(400);
    expect(ftp.json.message).toBe('The OData service URL must start with https:// (or http://).');
    const wrong = await user.post('/api/systems', { name: 'SAP', type: 'erp', connectionDetails: { connector: 'odata', url: fake.url, apiKey: 'not-the-token-000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/refused the access token \(401/);

    const res = await user.post('/api/systems', { name: 'SAP Sales', type: 'erp', connectionDetails: { connector: 'odata', url: fake.url, apiKey: token } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ name: 'SAP Sales', status: 'connected', connectionDetails: { connector: 'odata', hasApiKey: true } });
    systemId = res.json.id;
    const schema = (await user.get(`/api/systems/${systemId}/schema`)).json;
    expect(schema.entities.map((e: { name: string }) => e.name)).toEqual(['Customers', 'Products', 'SalesOrders', 'SalesOrderItems']);
    expect(JSON.stringify([res.json, schema, (await user.get('/api/systems')).json])).not.toContain(token);
  });

  it('answers "total sales order amount by customer" with the exact totals', async () => {
    const asked = await user.post('/api/ask', { prompt: 'total sales order amount by customer', systemIds: [systemId] });
    expect(asked.status).toBe(200);
    expect(asked.json.systemSources).toEqual(['SAP Sales']);
    const totals = new Map<string, number>();
    for (const o of fake.data.SalesOrders) totals.set(String(o.CustomerID), (totals.get(String(o.CustomerID)) ?? 0) + Math.round(Number(o.TotalAmount) * 100));
    const expected = [...totals].map(([id, cents]) => [fake.data.Customers.find((c) => c.CustomerID === id)!.CustomerName, cents / 100]);
    // Pushed down: one $apply grouping along the _Customer navigation, ordered and capped by the service.
    expect(fake.requests.at(-1)!.query.$apply).toBe('groupby((_Customer/CustomerID,_Customer/CustomerName),aggregate(TotalAmount with sum as a0))');
    const { headers, rows } = table(asked.json.response);
    const [name, amount] = [headers[0]!.key, headers.at(-1)!.key];
    expect(rows.map((r) => [r[name], r[amount]]).sort()).toEqual(expected.sort());
  });

  it('answers "how many sales orders per month in 2025" with the exact counts', async () => {
    const asked = await user.post('/api/ask', { prompt: 'how many sales orders per month in 2025', systemIds: [systemId] });
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
    expect(fake.requests.at(-1)!.query).toMatchObject({ $filter: 'OrderDate ge 2025-01-01 and OrderDate lt 2026-01-01' });
  });
});
