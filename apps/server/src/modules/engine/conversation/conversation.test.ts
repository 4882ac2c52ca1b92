import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineAnswer, type EngineSystem } from '../index';
import { northwindDb } from '../testing/northwind/dataset';
import { discoverPglite, pgliteSystem } from '../testing/pglite-system';
import { loadScorer, type ExpectedAnswer } from '../testing/score-set';

const NOW = new Date('2026-11-22T12:00:00Z');
const LINE = 'od.quantity * od.unit_price * (1 - od.discount)';

/** A turn of a conversation and the SQL its answer must equal. */
interface Turn {
  question: string;
  kind: ExpectedAnswer['kind'];
  sql: string;
  /** The answer's first words: how the follow-up was read. */
  says?: RegExp;
}

const CONVERSATIONS: Array<{ title: string; turns: Turn[] }> = [
  {
    title: 'period, filter, then grouping and limit',
    turns: [
      {
        question: 'Revenue by month in 2024',
        kind: 'values',
        sql: `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' GROUP BY 1 ORDER BY 1`,
      },
      {
        question: 'what about 2025?',
        kind: 'values',
        says: /^Same as before, for 2025/,
        sql: `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.order_date >= '2025-01-01' AND o.order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
      },
      {
        question: 'only for Germany',
        kind: 'values',
        says: /only Germany/,
        sql: `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.ship_country = 'Germany' AND o.order_date >= '2025-01-01' AND o.order_date < '2026-01-01' GROUP BY 1 ORDER BY 1`,
      },
    ],
  },
  {
    title: 'regrouping, a cut and another aggregate',
    turns: [
      {
        question: 'Total sales by category',
        kind: 'set',
        sql: `SELECT c.category_name, sum(${LINE}) FROM order_details od JOIN products p USING (product_id) JOIN categories c USING (category_id) GROUP BY 1`,
      },
      {
        question: 'by supplier instead',
        kind: 'set',
        says: /by supplier instead/,
        sql: `SELECT s.company_name, sum(${LINE}) FROM order_details od JOIN products p USING (product_id) JOIN suppliers s USING (supplier_id) GROUP BY s.supplier_id, 1`,
      },
      {
        question: 'just the top 3',
        kind: 'ranked',
        says: /top 3/,
        sql: `SELECT s.company_name, sum(${LINE}) AS v FROM order_details od JOIN products p USING (product_id) JOIN suppliers s USING (supplier_id) GROUP BY s.supplier_id, 1 ORDER BY v DESC LIMIT 3`,
      },
    ],
  },
  {
    title: 'a measure changed and a period added',
    turns: [
      {
        question: 'Total freight by shipper',
        kind: 'set',
        sql: 'SELECT s.company_name, sum(o.freight) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1',
      },
      {
        question: 'and the average?',
        kind: 'set',
        says: /average/,
        sql: 'SELECT s.company_name, avg(o.freight) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via GROUP BY 1',
      },
      {
        question: 'and in 2024?',
        kind: 'set',
        says: /for 2024/,
        sql: `SELECT s.company_name, avg(o.freight) FROM orders o JOIN shippers s ON s.shipper_id = o.ship_via WHERE o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' GROUP BY 1`,
      },
    ],
  },
];

describe('SOE Local holds a conversation: a partial question edits the previous query', () => {
  let db: PGlite;
  let system: EngineSystem;
  const engine = new SoeLocal();

  beforeAll(async () => {
    db = await northwindDb();
    system = pgliteSystem(db, await discoverPglite(db), 'Northwind Trading', 2);
  });
  afterAll(async () => db?.close());

  async function expected(turn: Turn): Promise<ExpectedAnswer> {
    const res = await db.query(turn.sql, [], { rowMode: 'array' } as never);
    const rows = res.rows as unknown as unknown[][];
    if (turn.kind === 'scalar') return { id: 't', question: turn.question, kind: 'scalar', value: Number(rows[0][0]) };
    return {
      id: 't',
      question: turn.question,
      kind: turn.kind,
      rows: rows.map((r) => [String(r[0]), Number(r[1])] as [string, number]),
    };
  }

  for (const c of CONVERSATIONS) {
    it(c.title, async () => {
      const score = await loadScorer();
      let previous: EngineAnswer | null = null;
      for (const turn of c.turns) {
        // The reading travels as JSON, as it does through the messages table.
        const stored = previous?.reading ? JSON.parse(JSON.stringify(previous.reading)) : null;
        const answer = await engine.answer(turn.question, [system], { now: NOW, previous: stored });
        const s = score(await expected(turn), answer.text);
        expect(s.pass, `${turn.question}: ${s.why}\n${answer.text.slice(0, 600)}`).toBe(true);
        if (turn.says) expect(answer.text).toMatch(turn.says);
        expect(answer.reading).toBeTruthy();
        previous = answer;
      }
    });
  }

  it('a question that stands on its own is not read as an edit', async () => {
    const first = await engine.answer('Revenue in 2024', [system], { now: NOW });
    const second = await engine.answer('How many customers are there?', [system], {
      now: NOW,
      previous: first.reading,
    });
    expect(second.text).not.toMatch(/Same as before/);
    expect(second.text).toMatch(/\*\*\d+\*\*/);
  });
});
