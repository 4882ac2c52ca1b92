import { describe, expect, it } from 'vitest';
import { readEvalSet, useEvalDataset } from './testing/eval-set';

// Conditions of a question over the evaluation datasets, with questions written for these tests: 'or' across
// columns, records that are missing (through a linking table, with the clause's own conditions inside),
// values named in the plural or counted on their own. Each expected figure comes from SQL run here.

/** The figure in bold in an answer ('**1,234**'), as a number. */
function figure(text: string): number | null {
  const m = /\*\*([\d,.]+)\*\*/.exec(text);
  return m ? Number(m[1].replace(/,/g, '')) : null;
}

function onDataset(
  name: string,
  cases: (ask: (q: string) => Promise<string>, sql: (q: string) => Promise<number>) => void,
) {
  describe(`conditions on the ${name} dataset`, () => {
    const set = readEvalSet(name);
    const data = useEvalDataset(set.dataset, set.system, 900);
    const ask = async (q: string) => (await data.engine.answer(q, [data.system], { now: new Date(set.now) })).text;
    const sql = async (q: string) => Number((await data.db.query<unknown[]>(q, [], { rowMode: 'array' })).rows[0][0]);
    cases(ask, sql);
  });
}

onDataset('hr', (ask, sql) => {
  it("reads 'or' between conditions on two columns as either of them", async () => {
    const text = await ask('How many employees are in Legal or have a salary over 150000?');
    const expected = await sql(
      `SELECT count(*) FROM "tblEmployee" e JOIN "tblDept" d ON d."deptId" = e."empDeptId"
       WHERE d."deptName" = 'Legal' OR e."empBaseSalAmt" > 150000`,
    );
    expect(figure(text)).toBe(expected);
    expect(text).toMatch(/ or /);
  });

  it("keeps the other conditions outside the 'or' (and-ed with the group)", async () => {
    const text = await ask('How many active employees work remotely or are in Finance?');
    const expected = await sql(
      `SELECT count(*) FROM "tblEmployee" e JOIN "tblDept" d ON d."deptId" = e."empDeptId"
       WHERE e."empStatus" = 'Active' AND (d."deptName" = 'Finance' OR e."empIsRemote")`,
    );
    expect(figure(text)).toBe(expected);
  });

  it('counts the subjects with no related record of the kind the clause names', async () => {
    const text = await ask('How many employees have never taken any sick leave?');
    const expected = await sql(
      `SELECT count(*) FROM "tblEmployee" e WHERE NOT EXISTS
       (SELECT 1 FROM "tblLeaveReq" l WHERE l."lvEmpId" = e."empId" AND l."lvTypeCd" = 'SICK')`,
    );
    expect(figure(text)).toBe(expected);
  });

  it("keeps the clause's verb and a condition two joins away inside the missing records", async () => {
    const text = await ask('How many employees have not completed any technical training?');
    const expected = await sql(
      `SELECT count(*) FROM "tblEmployee" e WHERE NOT EXISTS
       (SELECT 1 FROM "tblEmpTraining" t JOIN "tblTrainingCrs" c ON c."crsId" = t."etCrsId"
        WHERE t."etEmpId" = e."empId" AND c."crsCategory" = 'Technical' AND t."etCompletedDt" IS NOT NULL)`,
    );
    expect(figure(text)).toBe(expected);
  });
});

onDataset('logistics', (ask, sql) => {
  it('finds the missing records through the table that links the named one to the subject', async () => {
    const text = await ask('How many products are in no shipment?');
    const expected = await sql(
      `SELECT count(*) FROM "Product" p WHERE NOT EXISTS (SELECT 1 FROM "ShipmentLine" l WHERE l."ProdId" = p."ProdId")`,
    );
    expect(figure(text)).toBe(expected);
  });

  it('reads a value named in the plural and counts the units moved of it', async () => {
    const text = await ask('How many steel water bottles were shipped?');
    const expected = await sql(
      `SELECT sum(l."QtyShipped") FROM "ShipmentLine" l JOIN "Product" p USING ("ProdId") WHERE p."ProdName" = 'Steel Water Bottle'`,
    );
    expect(figure(text)).toBe(expected);
  });
});

onDataset('saas', (ask, sql) => {
  it('counts the events of a kind named in the plural', async () => {
    const text = await ask('How many logins were there in 2025?');
    const expected = await sql(
      `SELECT count(*) FROM product.usage_events WHERE event_type = 'login'
       AND occurred_at >= '2025-01-01' AND occurred_at < '2026-01-01'`,
    );
    expect(figure(text)).toBe(expected);
  });

  it("puts the clause's condition on the records that hold it, not on the nearest table", async () => {
    const text = await ask('How many accounts have never had a login?');
    const expected = await sql(
      `SELECT count(*) FROM crm.accounts a WHERE NOT EXISTS
       (SELECT 1 FROM product.usage_events u WHERE u.account_id = a.account_id AND u.event_type = 'login')`,
    );
    expect(figure(text)).toBe(expected);
  });
});
