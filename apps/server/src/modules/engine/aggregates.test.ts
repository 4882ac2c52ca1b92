import { describe, expect, it } from 'vitest';
import { readEvalSet, useEvalDataset } from './testing/eval-set';
import { loadScorer, type ExpectedAnswer } from './testing/score-set';

/**
 * Aggregates of aggregates, asked in words of our own over the evaluation datasets: averages of per-entity totals,
 * conditions on a count or a sum per entity (and how many entities pass), distinct counts of moved things,
 * medians, and people ranked by a filtered count. Every expected figure comes from SQL run here.
 */
/** 'top': the answer names the SQL's first label as the one leading, in bold. */
type Case = { question: string; kind: ExpectedAnswer['kind'] | 'top'; sql: string };

const CASES: Record<string, Case[]> = {
  chinook: [
    {
      question: 'What is the median track length?',
      kind: 'scalar',
      sql: 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY milliseconds) FROM track',
    },
    {
      question: 'How many artists have more than 10 albums?',
      kind: 'scalar',
      sql: 'SELECT count(*) FROM (SELECT artist_id FROM album GROUP BY artist_id HAVING count(*) > 10) x',
    },
    {
      question: 'Which countries have more than 4 customers?',
      kind: 'list',
      sql: 'SELECT country FROM customer GROUP BY country HAVING count(*) > 4',
    },
    {
      question: 'On average, how many tracks did each customer buy?',
      kind: 'scalar',
      sql: `SELECT avg(t) FROM (SELECT sum(l.quantity) AS t FROM invoice_line l JOIN invoice i USING (invoice_id)
            GROUP BY i.customer_id) x`,
    },
    {
      question: 'What is the average invoice value?',
      kind: 'scalar',
      sql: 'SELECT avg(total) FROM invoice',
    },
    {
      question: 'How many playlists have more than 100 tracks?',
      kind: 'scalar',
      sql: 'SELECT count(*) FROM (SELECT playlist_id FROM playlist_track GROUP BY 1 HAVING count(*) > 100) x',
    },
  ],
  saas: [
    {
      // MRR is what running subscriptions bring (terms/recurring.ts): the answer says "where status is active".
      question: 'Average mrr per subscription by billing cycle',
      kind: 'set',
      sql: "SELECT billing_cycle, avg(mrr) FROM billing.subscriptions WHERE status = 'active' GROUP BY 1",
    },
    {
      question: 'Which sales rep owns the most churned accounts?',
      kind: 'top',
      sql: `SELECT r.full_name FROM crm.accounts a JOIN crm.sales_reps r ON r.rep_id = a.owner_rep_id
            WHERE a.churned_at IS NOT NULL GROUP BY r.rep_id, 1 ORDER BY count(*) DESC LIMIT 1`,
    },
    {
      question: 'How many countries have more than 5 enterprise accounts?',
      kind: 'scalar',
      sql: `SELECT count(*) FROM (SELECT country FROM crm.accounts WHERE is_enterprise GROUP BY 1
            HAVING count(*) > 5) x`,
    },
    {
      question: 'What is the average account value?',
      kind: 'scalar',
      sql: "SELECT avg(t) FROM (SELECT sum(amount) AS t FROM billing.invoices WHERE status = 'paid' GROUP BY account_id) x",
    },
    {
      question: 'How many different accounts logged in during September 2026?',
      kind: 'scalar',
      sql: `SELECT count(DISTINCT account_id) FROM product.usage_events WHERE event_type = 'login'
            AND occurred_at >= '2026-09-01' AND occurred_at < '2026-10-01'`,
    },
    {
      question: 'What is the median subscription mrr?',
      kind: 'scalar',
      sql: 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY mrr) FROM billing.subscriptions',
    },
    {
      question: 'Which accounts have more than 3 paid invoices?',
      kind: 'list',
      sql: `SELECT a.account_name FROM billing.invoices i JOIN crm.accounts a USING (account_id)
            WHERE i.status = 'paid' GROUP BY a.account_id, 1 HAVING count(*) > 3`,
    },
  ],
  logistics: [
    {
      question: 'Which warehouses hold more than 7000 units on hand?',
      kind: 'list',
      sql: `SELECT w."WhseName" FROM "StockLevel" s JOIN "Warehouse" w USING ("WhseId") GROUP BY w."WhseId", 1
            HAVING sum(s."QtyOnHand") > 7000`,
    },
    {
      question: 'How many distinct customers were shipped to in 2024?',
      kind: 'scalar',
      sql: `SELECT count(DISTINCT "CustId") FROM "Shipment" WHERE "ShipDt" >= '2024-01-01' AND "ShipDt" < '2025-01-01'`,
    },
    {
      question: 'How many distinct products were shipped in 2024?',
      kind: 'scalar',
      sql: `SELECT count(DISTINCT l."ProdId") FROM "ShipmentLine" l JOIN "Shipment" s USING ("ShipId")
            WHERE s."ShipDt" >= '2024-01-01' AND s."ShipDt" < '2025-01-01'`,
    },
    {
      question: 'How many distinct customers had delivered shipments in 2024?',
      kind: 'scalar',
      sql: `SELECT count(DISTINCT "CustId") FROM "Shipment" WHERE "ShipStatus" = 'Delivered'
            AND "ShipDt" >= '2024-01-01' AND "ShipDt" < '2025-01-01'`,
    },
    {
      question: 'How many carriers have more than 500 shipments?',
      kind: 'scalar',
      sql: 'SELECT count(*) FROM (SELECT "CarrierId" FROM "Shipment" GROUP BY 1 HAVING count(*) > 500) x',
    },
  ],
  hr: [
    {
      question: 'Which departments have more than 30 active employees?',
      kind: 'list',
      sql: `SELECT d."deptName" FROM "tblEmployee" e JOIN "tblDept" d ON d."deptId" = e."empDeptId"
            WHERE e."empStatus" = 'Active' GROUP BY d."deptId", 1 HAVING count(*) > 30`,
    },
    {
      question: 'What is the median base salary?',
      kind: 'scalar',
      sql: 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY "empBaseSalAmt") FROM "tblEmployee"',
    },
  ],
};

describe.each(Object.keys(CASES))('aggregates of aggregates over the %s dataset', (name) => {
  const set = readEvalSet(name);
  const data = useEvalDataset(set.dataset, set.system, 700 + Object.keys(CASES).indexOf(name));

  it.each(CASES[name].map((c) => [c.question, c] as const))('%s', async (_q, c) => {
    const rows = (await data.db.query<unknown[]>(c.sql, [], { rowMode: 'array' })).rows;
    if (c.kind === 'top') {
      const answer = await data.engine.answer(c.question, [data.system], { now: new Date(set.now) });
      expect(answer.text).toContain(`**${String(rows[0][0])}**`);
      return;
    }
    const expected: ExpectedAnswer = { id: c.question, question: c.question, kind: c.kind };
    if (c.kind === 'scalar') expected.value = Number(rows[0][0]);
    else if (c.kind === 'set') expected.rows = rows.map((r) => [String(r[0]), Number(r[1])]);
    else expected.labels = rows.map((r) => String(r[0]));
    if (c.kind === 'list') expect(expected.labels!.length).toBeGreaterThan(0);
    const answer = await data.engine.answer(c.question, [data.system], { now: new Date(set.now) });
    const score = (await loadScorer())(expected, answer.text);
    expect(score.pass, `${score.why ?? ''}\n${answer.text}`).toBe(true);
  });
});
