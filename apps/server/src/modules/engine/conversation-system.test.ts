import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { demoSystem } from './testing/demo-system';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';
import { rowsOf } from './testing/answer-text';

const NOW = new Date('2026-11-22T12:00:00Z');
const figure = (text: string) => /\*\*([\d,.]+)\*\*/.exec(text)?.[1]?.replace(/,/g, '');

/**
 * The Demo Company (sales 2024–2026) beside a second system holding the sales of 2023.
 * As engine note 19 (docs/engine-notes.md) has it: the system a conversation is on answers what it reads nearly as
 * well as another, and a question it has no figure for goes to the system that has one.
 */
describe('a conversation stays on its system; no figure tries the others', () => {
  const engine = new SoeLocal();
  let demo: Awaited<ReturnType<typeof demoSystem>>;
  let db: PGlite;
  let ledger: EngineSystem;
  let both: EngineSystem[];
  const ledgerSql = async (q: string) => (await db.query<Record<string, unknown>>(q)).rows;

  beforeAll(async () => {
    demo = await demoSystem(1);
    db = new PGlite();
    await db.exec(`
      CREATE TABLE customers (customer_id int PRIMARY KEY, customer_name text NOT NULL, country text);
      CREATE TABLE sales (sale_id int PRIMARY KEY, customer_id int REFERENCES customers(customer_id),
                          amount numeric(12,2) NOT NULL, sold_on date NOT NULL);
      INSERT INTO customers VALUES (1,'Harbor Foods','Norway'),(2,'Pine Logistics','Canada'),(3,'Atlas Tools','Chile'),
        (4,'Quartz Labs','Japan'),(5,'Meadow Farms','Kenya'),(6,'Cobalt Works','Peru');
      INSERT INTO sales
      SELECT g, 1 + g % 6, (g * 37 % 900) + 100.25, DATE '2023-01-01' + (g * 11 % 365)
      FROM generate_series(1, 60) g;`);
    ledger = pgliteSystem(db, await discoverPglite(db), 'Ledger 2023', 2);
    both = [demo.system, ledger];
  }, 120_000);
  afterAll(async () => {
    await demo?.close();
    await db?.close();
  });

  it('"total sales in 2023": the Demo Company has no figure, so the answer comes from the system that has it', async () => {
    const [expected] = await ledgerSql(
      `SELECT sum(amount)::float AS v FROM sales WHERE sold_on >= '2023-01-01' AND sold_on < '2024-01-01'`,
    );
    const demoAlone = await engine.answer('What were total sales in 2023?', [demo.system], { now: NOW });
    expect(demoAlone.understood, demoAlone.text).toBe(true);
    expect(demoAlone.empty, demoAlone.text).toBe(true);
    expect(demoAlone.text).toMatch(/no value/);
    // Whichever system reads it first, and even when the conversation is on the Demo Company.
    for (const prefer of [undefined, 1, 2]) {
      const a = await engine.answer('What were total sales in 2023?', both, { now: NOW, prefer });
      expect(a.systemSources, a.text).toEqual(['Ledger 2023']);
      expect(Number(figure(a.text))).toBeCloseTo(Number(expected.v), 2);
      expect(a.empty).toBeUndefined();
      expect(a.reading?.systemId).toBe(2);
    }
    const onDemo = await engine.answer('What were total sales in 2023?', both, { now: NOW, prefer: 1 });
    expect(onDemo.text).toMatch(/^Demo Company has no figure for this; answered from Ledger 2023\./);
  });

  it('a question both systems read stays on the system the conversation is on', async () => {
    const question = 'Top 5 customers by revenue';
    const expected = await ledgerSql(
      `SELECT c.customer_name AS n, sum(s.amount)::float AS v FROM sales s JOIN customers c USING (customer_id)
       GROUP BY 1 ORDER BY v DESC LIMIT 5`,
    );
    const onLedger = await engine.answer(question, both, { now: NOW, prefer: 2 });
    expect(onLedger.systemSources, onLedger.text).toEqual(['Ledger 2023']);
    expect(rowsOf(onLedger.text).map((r) => Object.values(r)[0])).toEqual(expected.map((r) => r.n));
    const onDemo = await engine.answer(question, both, { now: NOW, prefer: 1 });
    expect(onDemo.systemSources, onDemo.text).toEqual(['Demo Company']);
    // The other system is still offered beside the answer.
    expect(onDemo.alternatives?.map((a) => a.label)).toEqual(['Ask Ledger 2023 instead']);
  });

  it('a question only the other system reads leaves the conversation’s system', async () => {
    const a = await engine.answer('What is the open pipeline by stage?', both, { now: NOW, prefer: 2 });
    expect(a.systemSources, a.text).toEqual(['Demo Company']);
  });
});
