import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { useEvalDataset } from './testing/eval-set';
import { loadScorer, type ExpectedAnswer } from './testing/score-set';

/**
 * Changes between periods, ranking of groups (months, quarters, entities) and top N within each group, asked in
 * words of our own over the evaluation datasets; every expected figure comes from the SQL next to it.
 */
interface Case {
  question: string;
  kind: ExpectedAnswer['kind'];
  sql: string;
}

const NOW = new Date('2026-11-22T12:00:00Z');
const Y = (c: string, y: number) => `${c} >= '${y}-01-01' AND ${c} < '${y + 1}-01-01'`;
const R = (c: string, a: string, b: string) => `${c} >= '${a}' AND ${c} < '${b}'`;
const change = (expr: string, before: string, after: string) =>
  `sum(${expr}) FILTER (WHERE ${after}) - sum(${expr}) FILTER (WHERE ${before})`;
const percent = (expr: string, before: string, after: string) =>
  `100.0 * (${change(expr, before, after)}) / sum(${expr}) FILTER (WHERE ${before})`;

const SETS: Record<string, { system: string; cases: Case[] }> = {
  hr: {
    system: 'People HR',
    cases: [
      {
        question: 'How did the number of hires change from 2023 to 2024?',
        kind: 'scalar',
        sql: `SELECT ${change('1', Y('"empHireDt"', 2023), Y('"empHireDt"', 2024))} FROM "tblEmployee"`,
      },
      {
        question: 'By what percent did new hires grow in 2024 versus 2023?',
        kind: 'scalar',
        sql: `SELECT ${percent('1', Y('"empHireDt"', 2023), Y('"empHireDt"', 2024))} FROM "tblEmployee"`,
      },
      {
        question: 'Which quarter of 2024 had the most new hires?',
        kind: 'ranked',
        sql: `SELECT 'Q' || extract(quarter FROM "empHireDt") || ' 2024', count(*) v FROM "tblEmployee" WHERE ${Y('"empHireDt"', 2024)} GROUP BY 1 ORDER BY v DESC LIMIT 1`,
      },
      {
        question: 'Who is the lowest-paid employee in each department?',
        kind: 'set',
        sql: `SELECT e."empFirstName" || ' ' || e."empLastName", e."empBaseSalAmt" FROM "tblEmployee" e WHERE e."empBaseSalAmt" = (SELECT min(x."empBaseSalAmt") FROM "tblEmployee" x WHERE x."empDeptId" = e."empDeptId")`,
      },
    ],
  },
  logistics: {
    system: 'Logistics WMS',
    cases: [
      {
        question: 'How did the number of shipments change from Q1 to Q2 2025?',
        kind: 'scalar',
        sql: `SELECT ${change('1', R('"ShipDt"', '2025-01-01', '2025-04-01'), R('"ShipDt"', '2025-04-01', '2025-07-01'))} FROM "Shipment"`,
      },
      {
        question: 'Percentage change in freight cost from 2023 to 2024',
        kind: 'scalar',
        sql: `SELECT ${percent('"FreightAmt"', Y('"ShipDt"', 2023), Y('"ShipDt"', 2024))} FROM "Shipment"`,
      },
      {
        question: 'Which month of 2024 had the fewest shipments?',
        kind: 'ranked',
        sql: `SELECT to_char("ShipDt", 'YYYY-MM'), count(*) v FROM "Shipment" WHERE ${Y('"ShipDt"', 2024)} GROUP BY 1 ORDER BY v, 1 LIMIT 1`,
      },
      {
        question: 'Which day of the week had the most shipments in 2024?',
        kind: 'ranked',
        sql: `SELECT trim(to_char("ShipDt", 'Day')), count(*) v FROM "Shipment" WHERE ${Y('"ShipDt"', 2024)} GROUP BY 1 ORDER BY v DESC LIMIT 1`,
      },
      {
        question: 'Which warehouse shipped the fewest units in 2024?',
        kind: 'ranked',
        sql: `SELECT w."WhseName", sum(l."QtyShipped") v FROM "ShipmentLine" l JOIN "Shipment" s USING ("ShipId") JOIN "Warehouse" w ON w."WhseId" = s."OrigWhseId" WHERE ${Y('s."ShipDt"', 2024)} GROUP BY 1 ORDER BY v LIMIT 1`,
      },
      {
        question: 'Top 2 products in each category by units shipped',
        kind: 'set',
        sql: `SELECT name, v FROM (SELECT p."ProdName" name, sum(l."QtyShipped") v, row_number() OVER (PARTITION BY p."ProdCategory" ORDER BY sum(l."QtyShipped") DESC) rn FROM "ShipmentLine" l JOIN "Product" p USING ("ProdId") GROUP BY p."ProdId", p."ProdName", p."ProdCategory") x WHERE rn <= 2`,
      },
    ],
  },
  saas: {
    system: 'CloudMetrics',
    cases: [
      {
        question: 'How did the number of sign-ups change between 2023 and 2024?',
        kind: 'scalar',
        sql: `SELECT ${change('1', Y('signup_date', 2023), Y('signup_date', 2024))} FROM crm.accounts`,
      },
      {
        question: 'Which month of 2025 brought the highest revenue?',
        kind: 'ranked',
        sql: `SELECT to_char(issued_on, 'YYYY-MM'), sum(amount) v FROM billing.invoices WHERE status = 'paid' AND ${Y('issued_on', 2025)} GROUP BY 1 ORDER BY v DESC LIMIT 1`,
      },
      {
        question: 'Which account has the highest MRR in each country?',
        kind: 'set',
        sql: `WITH m AS (SELECT a.country, a.account_name, sum(s.mrr) v FROM billing.subscriptions s JOIN crm.accounts a USING (account_id) WHERE s.status = 'active' GROUP BY a.account_id, 1, 2) SELECT account_name, v FROM m WHERE v = (SELECT max(v) FROM m m2 WHERE m2.country = m.country)`,
      },
    ],
  },
  chinook: {
    system: 'Chinook',
    cases: [
      {
        question: 'How did revenue change from 2022 to 2023?',
        kind: 'scalar',
        sql: `SELECT ${change('total', Y('invoice_date', 2022), Y('invoice_date', 2023))} FROM invoice`,
      },
      {
        question: 'Which quarter of 2023 had the highest revenue?',
        kind: 'ranked',
        sql: `SELECT 'Q' || extract(quarter FROM invoice_date) || ' 2023', sum(total) v FROM invoice WHERE ${Y('invoice_date', 2023)} GROUP BY 1 ORDER BY v DESC LIMIT 1`,
      },
    ],
  },
};

async function expected(db: PGlite, c: Case, id: string): Promise<ExpectedAnswer> {
  const rows = (await db.query<unknown[]>(c.sql, [], { rowMode: 'array' })).rows;
  if (c.kind === 'scalar') return { id, question: c.question, kind: 'scalar', value: Number(rows[0][0]) };
  return {
    id,
    question: c.question,
    kind: c.kind,
    rows: rows.map((r) => [String(r[0]), Number(r[1])] as [string, number]),
  };
}

describe.each(Object.keys(SETS))('periods and ranked groups on %s', (name) => {
  const { system: systemName, cases } = SETS[name];
  const data = useEvalDataset(name, systemName, 700 + Object.keys(SETS).indexOf(name));

  it.each(cases.map((c, i) => [c.question, i] as const))('%s', async (_q, i) => {
    const c = cases[i];
    const score = await loadScorer();
    const want = await expected(data.db, c, `${name}-${i}`);
    const answer = await data.engine.answer(c.question, [data.system], { now: NOW });
    const s = score(want, answer.text);
    expect(s.pass, `${s.why}\n${answer.text.slice(0, 600)}`).toBe(true);
  });
});
