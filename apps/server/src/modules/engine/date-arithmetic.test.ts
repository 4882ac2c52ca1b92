import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { connectedPglite, EVAL_DIR, readEvalSet } from './testing/eval-set';
import { northwindDb } from './testing/northwind/dataset';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';
import { pgliteFromScript } from './testing/pglite-system';
import { figureOf, tableOf } from './testing/answer-text';

/**
 * Date arithmetic on two dates of one row (understand/dates.ts, plan/dates.ts, plan/date-share.ts): questions of
 * our own over the evaluation datasets and Northwind; every expected figure comes from SQL run here.
 */

interface Case {
  question: string;
  /** One figure, or [label, figure] rows (in any order). */
  sql: string;
  rows?: boolean;
}

const round2 = (v: number) => Math.round(v * 100) / 100;

function datasetSuite(
  title: string,
  open: () => Promise<{ db: PGlite; system: EngineSystem; now: Date }>,
  cases: Case[],
  refusals: string[],
) {
  describe(title, () => {
    const engine = new SoeLocal();
    let db: PGlite;
    let system: EngineSystem;
    let now: Date;
    beforeAll(async () => {
      ({ db, system, now } = await open());
    }, 120_000);
    afterAll(async () => db?.close());

    it.each(cases)('$question', async ({ question, sql, rows }) => {
      const expected = (await db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows;
      const answer = await engine.answer(question, [system], { now });
      expect(answer.understood, answer.text).toBe(true);
      if (!rows) {
        expect(figureOf(answer.text), answer.text).toBeCloseTo(round2(Number(expected[0][0])), 2);
        return;
      }
      const table = tableOf(answer.text);
      for (const [label, value] of expected) {
        const row = table.find((r) => String(r[0]) === String(label));
        expect(row, `${String(label)} in ${answer.text}`).toBeDefined();
        expect(Number(row![1])).toBeCloseTo(Number(value), 4);
      }
    });

    it.each(refusals)('gives no figure for %s', async (question) => {
      const answer = await engine.answer(question, [system], { now });
      expect(answer.text).toMatch(/could not tell/);
      expect(answer.text).not.toMatch(/\*\*/);
    });
  });
}

function evalDataset(name: string) {
  return async () => {
    const set = readEvalSet(name);
    const db = await pgliteFromScript(new URL(`datasets/${set.dataset}.sql`, EVAL_DIR).pathname);
    return { db, system: await connectedPglite(db, set.system, 900), now: new Date(set.now) };
  };
}

datasetSuite(
  'date arithmetic on logistics',
  evalDataset('logistics'),
  [
    {
      question: 'Maximum delivery time in days',
      sql: 'SELECT max("DeliveredDt" - "ShipDt") FROM "Shipment"',
    },
    {
      question: 'How many shipments were delivered at least 5 days after the promised date?',
      sql: 'SELECT count(*) FROM "Shipment" WHERE "DeliveredDt" - "PromisedDt" >= 5',
    },
    {
      question: 'What percentage of shipments arrived late?',
      sql: `SELECT 100.0 * count(*) FILTER (WHERE "DeliveredDt" > "PromisedDt") / count(*) FROM "Shipment" WHERE "DeliveredDt" IS NOT NULL AND "PromisedDt" IS NOT NULL`,
    },
    {
      question: 'Average days between ship date and delivery by carrier',
      sql: `SELECT c."CarrierName", avg(s."DeliveredDt" - s."ShipDt") FROM "Shipment" s JOIN "Carrier" c USING ("CarrierId") GROUP BY 1`,
      rows: true,
    },
  ],
  [],
);

datasetSuite(
  'date arithmetic on saas',
  evalDataset('saas'),
  [
    {
      question: 'Average days between invoice issue and due date',
      sql: 'SELECT avg(due_on - issued_on) FROM billing.invoices',
    },
    {
      question: 'How many invoices were paid more than 10 days late?',
      sql: 'SELECT count(*) FROM billing.invoices WHERE paid_on - due_on > 10',
    },
    {
      question: 'Median days from signup to churn',
      sql: 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY churned_at - signup_date) FROM crm.accounts',
    },
  ],
  ['Average days between signup and delivery'],
);

datasetSuite(
  'date arithmetic on hr',
  evalDataset('hr'),
  [
    {
      question: 'How many employees were hired in the same month as they were born?',
      sql: 'SELECT count(*) FROM "tblEmployee" WHERE extract(month FROM "empHireDt") = extract(month FROM "empBirthDt")',
    },
    {
      question: 'Average days from enrollment to completion',
      sql: 'SELECT avg("etCompletedDt" - "etEnrollDt") FROM "tblEmpTraining"',
    },
    {
      question: 'Average days between leave request and leave start by leave type',
      sql: 'SELECT "lvTypeCd", avg("lvStartDt" - "lvReqDt") FROM "tblLeaveReq" GROUP BY 1',
      rows: true,
    },
  ],
  [],
);

datasetSuite(
  'date arithmetic on northwind',
  async () => {
    const db = await northwindDb();
    return {
      db,
      system: pgliteSystem(db, await discoverPglite(db), 'Northwind', 901),
      now: new Date('2026-11-22T12:00:00Z'),
    };
  },
  [
    { question: 'Average days from order to shipment', sql: 'SELECT avg(shipped_date - order_date) FROM orders' },
    {
      question: 'How many orders were shipped late?',
      sql: 'SELECT count(*) FROM orders WHERE shipped_date > required_date',
    },
  ],
  [],
);
