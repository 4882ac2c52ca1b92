import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../../test/helpers';

/** The Demo Company's flagship answers, checked against SQL on the same demo data. */
describe('Demo Company answers a finance person would sign', () => {
  let t: TestApp;
  let owner: TestClient;
  const sql = async (q: string) => (await t.ctx.database.sql.query(q)).rows as Array<Record<string, unknown>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = new TestClient(t.app);
    await owner.register('demo-owner');
  });
  afterAll(async () => t?.destroy());

  it('revenue is the invoiced amount, by invoice date', async () => {
    const res = await owner.post('/api/ask', { prompt: 'What was our total revenue in 2025?' });
    const [row] = await sql(
      `SELECT sum(total)::float AS v FROM demo.invoices WHERE invoice_date >= '2025-01-01' AND invoice_date < '2026-01-01'`,
    );
    const shown = res.json.response.replace(/,/g, '');
    expect(shown).toContain(Number(row.v).toFixed(2));
    expect(res.json.response).toMatch(/invoices/);
  });

  it('top 5 customers by revenue rank accounts by what was invoiced to them, one row each', async () => {
    const res = await owner.post('/api/ask', { prompt: 'Top 5 customers by revenue' });
    const rows = await sql(
      `SELECT a.name, sum(i.total)::float AS v FROM demo.invoices i JOIN demo.accounts a ON a.id = i.account_id GROUP BY a.id, a.name ORDER BY v DESC LIMIT 5`,
    );
    const text: string = res.json.response;
    let at = -1;
    for (const r of rows) {
      const i = text.indexOf(String(r.name), at + 1);
      expect(i, `${r.name} in order`).toBeGreaterThan(at);
      at = i;
    }
    expect(new Set(rows.map((r) => r.name)).size).toBe(5);
  });

  it('the pipeline is the open deals, and won deals are counted by close date', async () => {
    const pipeline = await owner.post('/api/ask', { prompt: 'What is our pipeline?' });
    const [open] = await sql(`SELECT sum(amount)::float AS v FROM demo.deals WHERE stage NOT IN ('Won', 'Lost')`);
    expect(pipeline.json.response.replace(/,/g, '')).toContain(Number(open.v).toFixed(2));
    const won = await owner.post('/api/ask', { prompt: 'How many won deals in 2025?' });
    const [w] = await sql(
      `SELECT count(*)::int AS v FROM demo.deals WHERE stage = 'Won' AND close_date >= '2025-01-01' AND close_date < '2026-01-01'`,
    );
    expect(won.json.response).toContain(`**${Number(w.v).toLocaleString('en-US')}**`);
  });
});
