import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal } from './soe-local';
import { demoSystem } from './testing/demo-system';
import { askerOf, useEvalDataset } from './testing/eval-set';
import { figureOf } from './testing/answer-text';

// Questions asked in a business's words rather than the schema's: money named otherwise than 'revenue', roles people
// hold, verbs of a segment, units of a figure, and a filter reached through a one-to-many road.
const NOW = new Date('2026-11-28T12:00:00Z');

describe('the Demo Company asked in business words', () => {
  let demo: Awaited<ReturnType<typeof demoSystem>>;
  const engine = new SoeLocal();
  const ask = async (q: string) => (await engine.answer(q, [demo.system], { now: NOW })).text;
  const one = async (q: string) => Number(Object.values((await demo.sql(q))[0])[0]);
  beforeAll(async () => {
    demo = await demoSystem();
  }, 120_000);
  afterAll(async () => demo?.close());

  it("reads 'order value' as the revenue the company defined, per order", async () => {
    const text = await ask('What is our average order value in 2026?');
    expect(text).toMatch(/invoices\.total/);
    expect(figureOf(text), text).toBeCloseTo(
      await one(
        "SELECT avg(t) FROM (SELECT order_id, sum(total) t FROM demo.invoices WHERE invoice_date >= '2026-01-01' AND invoice_date < '2027-01-01' GROUP BY order_id) x",
      ),
      2,
    );
  });

  it("reads 'value of products in stock' as stock times price, not as revenue", async () => {
    const text = await ask('What is the total value of products in stock?');
    expect(figureOf(text), text).toBeCloseTo(
      await one('SELECT sum(units_in_stock * unit_price) FROM demo.products'),
      2,
    );
  });

  it("groups the people who hold a role ('each sales rep'), counting a segment by its verb ('win')", async () => {
    const text = await ask('How many deals did each sales rep win in 2026?');
    expect(text).toMatch(/by sales rep/);
    expect(text).toMatch(/deal stage is Won/);
    expect(text).toMatch(/\(by close date\)/);
    const [top] = await demo.sql(
      "SELECT e.first_name || ' ' || e.last_name AS rep, count(*)::int AS n FROM demo.deals d JOIN demo.employees e ON e.id = d.owner_id WHERE e.title = 'Sales Rep' AND d.stage = 'Won' AND d.close_date >= '2026-01-01' AND d.close_date < '2027-01-01' GROUP BY e.id, rep ORDER BY n DESC LIMIT 1",
    );
    expect(text).toContain(`**${String(top.rep)}** (${String(top.n)})`);
    // 'sales' inside 'sales rep' is the role, not the revenue term.
    expect(await ask('Which sales rep won the most deals this year?')).not.toMatch(/invoices/);
  });

  it('names rows as the question named them', async () => {
    expect(await ask('Top 5 customers by revenue')).toMatch(/^Top 5 customers by/);
    expect(await ask('How many customers do we have?')).toMatch(/^Number of customers: \*\*120\*\*/);
  });
});

describe('Chinook: units of a figure, and a filter reached through a playlist', () => {
  const open = useEvalDataset('chinook', 'Chinook', 907);
  const sql = askerOf(open, NOW);

  it('converts a figure to the unit asked for, and says so', async () => {
    const text = await sql.ask('What is the average track length in minutes?');
    expect(text).toMatch(/in minutes/);
    expect(figureOf(text), text).toBeCloseTo(await sql.figure('SELECT avg(milliseconds) / 60000.0 FROM track'), 2);
  });

  it('counts each invoice once when the condition is on a one-to-many road (playlists of its tracks)', async () => {
    const text = await sql.ask('Which 5 countries spent the most on music?');
    const usa = await sql.figure(
      "SELECT sum(i.total) FROM invoice i WHERE i.billing_country = 'USA' AND EXISTS (SELECT 1 FROM invoice_line l JOIN playlist_track pt USING (track_id) JOIN playlist p USING (playlist_id) WHERE l.invoice_id = i.invoice_id AND p.name = 'Music')",
    );
    expect(text).toContain(`**USA** leads with ${usa.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    // Never more than the country's whole revenue.
    expect(usa).toBeLessThanOrEqual(await sql.figure("SELECT sum(total) FROM invoice WHERE billing_country = 'USA'"));
  });
});
