import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { demoSystem } from './testing/demo-system';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';
import { rowsOf } from './testing/answer-text';
import { LEDGER_2023 } from './testing/ledger';

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
    await db.exec(LEDGER_2023);
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

  it('a first question both systems read goes to the first connected, and offers the other', async () => {
    const question = 'Top 5 customers by revenue';
    const first = await engine.answer(question, both, { now: NOW });
    expect(first.systemSources, first.text).toEqual(['Demo Company']);
    expect(first.text).toContain('Answered from Demo Company; Ledger 2023 could answer this too.');
    expect(first.alternatives).toEqual([{ label: 'Ask Ledger 2023 instead', question: `${question} in Ledger 2023` }]);
    // Connection order decides, not which schema is the Demo Company.
    const reversed = await engine.answer(question, [ledger, demo.system], { now: NOW });
    expect(reversed.systemSources, reversed.text).toEqual(['Ledger 2023']);
    expect(reversed.alternatives?.map((a) => a.label)).toEqual(['Ask Demo Company instead']);
    // The system the user last asked in (the chat passes it for a new conversation) comes before connection order.
    const lastAsked = await engine.answer(question, both, { now: NOW, prefer: 2 });
    expect(lastAsked.systemSources, lastAsked.text).toEqual(['Ledger 2023']);
  });

  it('the first connected system with no figure never answers "no value" while the other has it', async () => {
    // The Demo Company comes first and reads the question as well, but holds no sales of 2023.
    const a = await engine.answer('Total sales in 2023 by customer', both, { now: NOW });
    expect(a.systemSources, a.text).toEqual(['Ledger 2023']);
    expect(a.empty).toBeUndefined();
    expect(a.text).not.toMatch(/no value/);
    expect(a.text).toMatch(/^Demo Company has no figure for this; answered from Ledger 2023\./);
    const expected = await ledgerSql(
      `SELECT c.customer_name AS n FROM sales s JOIN customers c USING (customer_id)
       WHERE sold_on >= '2023-01-01' AND sold_on < '2024-01-01' GROUP BY 1 ORDER BY sum(s.amount) DESC`,
    );
    expect(rowsOf(a.text).map((r) => Object.values(r)[0])).toEqual(expected.map((r) => r.n));
  });

  it('a follow-up with no figure on the conversation’s system is asked, in words, of the system that has it', async () => {
    const first = await engine.answer('Revenue by month in 2025', both, { now: NOW, prefer: 1 });
    expect(first.systemSources, first.text).toEqual(['Demo Company']);
    const demoAlone = await engine.answer('what about 2023?', [demo.system], { now: NOW, previous: first.reading });
    expect(demoAlone.empty, demoAlone.text).toBe(true);

    const a = await engine.answer('what about 2023?', both, { now: NOW, prefer: 1, previous: first.reading });
    expect(a.systemSources, a.text).toEqual(['Ledger 2023']);
    expect(a.empty).toBeUndefined();
    expect(a.text).toMatch(/^Demo Company has no figure for this; answered from Ledger 2023, asked as "[^"]*2023"\./);
    const months = await ledgerSql(
      `SELECT to_char(sold_on, 'YYYY-MM') AS m, sum(amount)::float AS v FROM sales GROUP BY 1 ORDER BY 1`,
    );
    const rows = rowsOf(a.text);
    expect(rows).toHaveLength(12);
    expect(rows.map((r) => Math.round(Number(Object.values(r)[1]) * 100))).toEqual(
      months.map((r) => Math.round(Number(r.v) * 100)),
    );
    // The conversation goes on from the system that answered.
    expect(a.reading?.systemId).toBe(2);
  });

  it('a question only the other system reads leaves the conversation’s system', async () => {
    const a = await engine.answer('What is the open pipeline by stage?', both, { now: NOW, prefer: 2 });
    expect(a.systemSources, a.text).toEqual(['Demo Company']);
  });
});
