import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../../test/helpers';
import { CAP_PROJECT, startCapServer, type CapServer } from './testing/cap-server.mjs';

/**
 * Questions end to end on a real CAP ERP (the "done when"): connect
 * through the API, ask in plain language, compare with figures computed from
 * the service's CSV data. These depend on SOE Local's reading of the question
 * as much as on the connector (tested at the QuerySpec level in odata.cap.test.ts).
 */

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

function table(response: string): Array<Record<string, unknown>> {
  const m = /\[TABLE:(\{.*?\})\](?=\n|$)/s.exec(response);
  if (!m) throw new Error(`no table in: ${response}`);
  const t = JSON.parse(m[1]!) as { headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> };
  return t.rows.map((r) => Object.fromEntries(t.headers.map((h) => [h.key, r[h.key]])));
}

const quantityOf = (name: string) => {
  const id = products.find((p) => p.name === name)!.ID;
  return items.filter((i) => i.product_ID === id).reduce((s, i) => s + Number(i.quantity), 0);
};

describe('questions on a real CAP ERP, end to end', () => {
  let t: TestApp;
  let cap: CapServer;
  let c: TestClient;
  let systemId: number;
  const ask = async (prompt: string) => {
    const res = await c.post('/api/ask', { prompt, systemIds: [systemId] });
    expect(res.status, res.body).toBe(200);
    return res.json.response as string;
  };

  beforeAll(async () => {
    cap = await startCapServer();
    t = await createTestApp();
    c = new TestClient(t.app);
    await c.register('cap-asker');
    const system = await c.post('/api/systems', {
      name: 'CAP ERP',
      type: 'erp',
      connectionDetails: { connector: 'odata', url: cap.url },
    });
    expect(system.status, system.body).toBe(201);
    systemId = system.json.id;
  }, 90_000);
  afterAll(async () => {
    await t?.destroy();
    await cap?.close();
  });

  it('What is the total quantity of Product C sold?', async () => {
    const answer = await ask('What is the total quantity of Product C sold?');
    expect(answer).toContain(String(quantityOf('Product C')));
  });

  it('Top 3 products by total quantity sold', async () => {
    const answer = await ask('Top 3 products by total quantity sold');
    const expected = products
      .map((p) => [p.name!, quantityOf(p.name!)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);
    const rows = table(answer).map((r) => Object.values(r));
    expect(rows).toEqual(expected.map(([n, q]) => [n, q]));
  });

  // The months are ranked by their total (not the largest single order); the connector buckets months over a
  // bounded read (odata.cap.test.ts), and the answer names the month in words.
  it('Which month had the highest total net amount?', async () => {
    const answer = await ask('Which month had the highest total net amount?');
    const byMonth = new Map<string, number>();
    for (const o of orders)
      byMonth.set(
        o.orderDate!.slice(0, 7),
        (byMonth.get(o.orderDate!.slice(0, 7)) ?? 0) + Math.round(Number(o.netAmount) * 100),
      );
    const [month, cents] = [...byMonth].sort((a, b) => b[1] - a[1])[0]!;
    const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(answer).toContain(monthName);
    expect(answer.replace(/,/g, '')).toContain((cents / 100).toFixed(2));
  });
});
