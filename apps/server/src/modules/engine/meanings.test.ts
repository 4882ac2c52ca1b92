import { describe, expect, it } from 'vitest';
import { useEvalDataset } from './testing/eval-set';

// Business meanings (understand/meanings.ts, understand/rates.ts, plan/shares.ts): headcount and payroll on the
// current people, shares whose whole keeps the subject's filters, ratios of two values of one column, '<event>
// rate', money collected, a year's cycle, a destination. Questions of our own over the evaluation datasets; each
// expected figure comes from SQL run here.

const NOW = new Date('2026-11-22T12:00:00Z');

/** The figure in bold of an answer's headline ('**23.87 %**', '**1,234.5**'). */
function figure(text: string): number {
  const m = /\*\*(-?[0-9][0-9,]*(?:\.[0-9]+)?)/.exec(text);
  if (!m) throw new Error(`no figure in: ${text.slice(0, 300)}`);
  return Number(m[1].replace(/,/g, ''));
}

/** The rows of an answer's table, keyed by the first column's value. */
function table(text: string): Map<string, Record<string, unknown>> {
  const m = /^\[TABLE:(.*)\]$/m.exec(text);
  if (!m) throw new Error(`no table in: ${text.slice(0, 300)}`);
  const t = JSON.parse(m[1]) as { headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> };
  return new Map(t.rows.map((r) => [String(r[t.headers[0].key]), r]));
}

function setUp(dataset: string) {
  const ctx = useEvalDataset(dataset, dataset, 1);
  const ask = async (q: string) => (await ctx.engine.answer(q, [ctx.system], { now: NOW })).text;
  const sql = async (q: string) => Number(Object.values((await ctx.db.query<Record<string, unknown>>(q)).rows[0])[0]);
  return { ask, sql };
}

describe('business meanings on the HR dataset', () => {
  const { ask, sql } = setUp('hr');

  it('reads payroll as the current people’s pay, per group', async () => {
    const rows = table(await ask('Payroll by department'));
    const want = await sql(
      `SELECT sum(e."empBaseSalAmt") FROM "tblEmployee" e JOIN "tblDept" d ON d."deptId" = e."empDeptId" WHERE e."empTermDt" IS NULL AND d."deptName" = 'Finance'`,
    );
    expect(Number(Object.values(rows.get('Finance')!)[1])).toBeCloseTo(want, 2);
  });

  it('reads former employees as those with an end date', async () => {
    const want = await sql(`SELECT count(*) FROM "tblEmployee" WHERE "empTermDt" IS NOT NULL`);
    expect(figure(await ask('How many former employees are there?'))).toBe(want);
  });

  it('keeps the subject’s filter in a share’s whole and reads women as the F code', async () => {
    const want = await sql(
      `SELECT 100.0 * count(*) FILTER (WHERE "empGenderCd" = 'F') / count(*) FROM "tblEmployee" WHERE "empIsRemote"`,
    );
    expect(figure(await ask('What share of remote employees are women?'))).toBeCloseTo(want, 2);
  });

  it('reads a year’s review cycle on the year column', async () => {
    const want = await sql(`SELECT count(*) FROM "tblPerfReview" WHERE "revPeriodYr" = 2024`);
    expect(figure(await ask('How many reviews were there in the 2024 review cycle?'))).toBe(want);
  });

  it('does not group an annual salary by year', async () => {
    const want = await sql(`SELECT sum("empBaseSalAmt") FROM "tblEmployee" WHERE "empStatus" = 'On Leave'`);
    expect(figure(await ask('Total annual salary of employees on leave'))).toBeCloseTo(want, 2);
  });
});

describe('business meanings on the logistics dataset', () => {
  const { ask, sql } = setUp('logistics');

  it('reads a rate as the event’s share of the filtered rows', async () => {
    const want = await sql(
      `SELECT 100.0 * count(*) FILTER (WHERE s."ShipStatus" = 'Returned') / count(*) FROM "Shipment" s JOIN "Warehouse" w ON w."WhseId" = s."OrigWhseId" WHERE w."WhseName" = 'Madrid Central'`,
    );
    expect(figure(await ask('What is the return rate of shipments from Madrid Central?'))).toBeCloseTo(want, 2);
  });

  it('reads a rate per group within each group', async () => {
    const rows = table(await ask('Delivery rate by warehouse'));
    const want = await sql(
      `SELECT 100.0 * count(*) FILTER (WHERE s."ShipStatus" = 'Delivered') / count(*) FROM "Shipment" s JOIN "Warehouse" w ON w."WhseId" = s."OrigWhseId" WHERE w."WhseName" = 'Lyon South'`,
    );
    expect(Number(rows.get('Lyon South')!.share_percent)).toBeCloseTo(want, 2);
  });

  it('reads a destination as the customer’s place', async () => {
    const rows = table(await ask('Total freight by destination city'));
    const want = await sql(
      `SELECT sum(s."FreightAmt") FROM "Shipment" s JOIN "Customer" c ON c."CustId" = s."CustId" WHERE c."CustCity" = 'Barcelona'`,
    );
    expect(Number(Object.values(rows.get('Barcelona')!)[1])).toBeCloseTo(want, 2);
  });

  it('keeps an adjective of the counted rows in a share’s whole', async () => {
    const want = await sql(
      `SELECT 100.0 * count(*) FILTER (WHERE c."TransportMode" = 'Road') / count(*) FROM "Shipment" s JOIN "Carrier" c ON c."CarrierId" = s."CarrierId" WHERE s."ShipStatus" = 'Delivered'`,
    );
    expect(figure(await ask('What percentage of delivered shipments went by road?'))).toBeCloseTo(want, 2);
  });
});

describe('business meanings on the SaaS dataset', () => {
  const { ask, sql } = setUp('saas');

  it('reads a churn rate per group on the churn date', async () => {
    const rows = table(await ask('Churn rate by industry'));
    const want = await sql(`SELECT 100.0 * count(churned_at) / count(*) FROM crm.accounts WHERE industry = 'Media'`);
    expect(Number(rows.get('Media')!.share_percent)).toBeCloseTo(want, 2);
  });

  it('reads a ratio of two billing cycles', async () => {
    const want = await sql(
      `SELECT count(*) FILTER (WHERE billing_cycle = 'annual')::numeric / count(*) FILTER (WHERE billing_cycle = 'monthly') FROM billing.subscriptions`,
    );
    expect(figure(await ask('Ratio of annual to monthly subscriptions'))).toBeCloseTo(want, 2);
  });

  it('reads money collected as the paid rows', async () => {
    const want = await sql(
      `SELECT sum(i.amount) FROM billing.invoices i JOIN crm.accounts a ON a.account_id = i.account_id WHERE a.industry = 'Healthcare' AND i.status = 'paid' AND i.issued_on >= '2025-01-01' AND i.issued_on < '2026-01-01'`,
    );
    expect(figure(await ask('How much did we collect from Healthcare accounts in 2025?'))).toBeCloseTo(want, 2);
  });

  it('reads a cadence before an entity as its value, not a grouping', async () => {
    const want = await sql(
      `SELECT count(*) FROM billing.subscriptions WHERE billing_cycle = 'monthly' AND status = 'active'`,
    );
    expect(figure(await ask('How many monthly subscriptions are active?'))).toBe(want);
  });
});
