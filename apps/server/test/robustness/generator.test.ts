import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEncoding, canonicalDump, ddlOf, ENCODINGS, namesOf, readBack } from './encodings';
import { checksumOf, readModel, type LogicalModel } from './model';
import { abbreviate, shortName, wordsOf } from './words';

describe('the logical words of a physical name', () => {
  it('splits snake_case, camelCase, PascalCase, UPPER_SNAKE and the listed run-together names', () => {
    expect(wordsOf('invoice_line_id')).toEqual(['invoice', 'line', 'id']);
    expect(wordsOf('empHireDt')).toEqual(['emp', 'hire', 'dt']);
    expect(wordsOf('QtyOnHand')).toEqual(['qty', 'on', 'hand']);
    expect(wordsOf('SKUCode')).toEqual(['sku', 'code']);
    expect(wordsOf('APPT_STATUS_CD')).toEqual(['appt', 'status', 'cd']);
    expect(wordsOf('majordeptid')).toEqual(['major', 'dept', 'id']);
    expect(wordsOf('building')).toEqual(['building']);
  });

  it("drops a table prefix that is a convention, not a word (hr's tblEmployee)", () => {
    expect(wordsOf('tblEmployee', true)).toEqual(['employee']);
    expect(wordsOf('tblEmployee')).toEqual(['tbl', 'employee']);
  });

  it('abbreviates from the table, plurals as their singular, and keeps what it does not list', () => {
    expect(['customer', 'name', 'date', 'quantity', 'amount'].map(abbreviate)).toEqual([
      'cust',
      'nm',
      'dt',
      'qty',
      'amt',
    ]);
    expect(abbreviate('departments')).toBe('depts');
    expect(abbreviate('genre')).toBe('genre');
    expect(shortName(['customer'])).toBe('cust');
    expect(shortName(['invoice', 'line'])).toBe('il');
    expect(shortName(['genre'])).toBe('genr');
  });
});

// A small schema with every kind of column the encodings change: a Y/N flag, a boolean, a date, a midnight
// timestamp, a timestamp with times, a composite key, a foreign key to the fact table and one from it.
const SCRIPT = `
CREATE SCHEMA shop;
CREATE TABLE shop."Customer" ("CustomerId" integer PRIMARY KEY, "CustomerName" text NOT NULL, "IsVip" boolean NOT NULL,
  "ActiveYN" char(1) NOT NULL, "SignupDate" date NOT NULL);
CREATE TABLE shop."SalesOrder" ("OrderId" integer PRIMARY KEY, "CustomerId" integer NOT NULL REFERENCES shop."Customer",
  "OrderDate" timestamp NOT NULL, "ShippedAt" timestamp, "TotalAmount" numeric(10,2) NOT NULL);
CREATE TABLE shop."OrderLine" ("OrderId" integer NOT NULL REFERENCES shop."SalesOrder", "LineNo" integer NOT NULL,
  "Quantity" integer NOT NULL, PRIMARY KEY ("OrderId", "LineNo"));
INSERT INTO shop."Customer" SELECT i, 'C' || i, i % 3 = 0, CASE WHEN i % 2 = 0 THEN 'Y' ELSE 'N' END,
  date '2024-01-01' + i FROM generate_series(1, 40) i;
INSERT INTO shop."SalesOrder" SELECT i, 1 + i % 40, timestamp '2024-01-01' + (i * 3) * interval '1 day',
  CASE WHEN i % 4 = 0 THEN NULL ELSE timestamp '2024-01-02 10:30' + (i * 3) * interval '1 day' END, i * 1.25
  FROM generate_series(1, 200) i;
INSERT INTO shop."OrderLine" SELECT 1 + i % 200, i, i % 7 + 1 FROM generate_series(1, 500) i;`;

describe('the encodings of a dataset', () => {
  let original: PGlite;
  let encoded: PGlite;
  let model: LogicalModel;
  beforeAll(async () => {
    [original, encoded] = await Promise.all([PGlite.create(), PGlite.create()]);
    await original.exec(SCRIPT);
    model = await readModel(original);
  });
  afterAll(async () => Promise.all([original?.close(), encoded?.close()]));

  it('reads flags, days and the fact table from the data', () => {
    const kinds = Object.fromEntries(model.tables.flatMap((t) => t.columns.map((c) => [c.name, c.kind])));
    expect(kinds).toMatchObject({ IsVip: 'flag', ActiveYN: 'flag', SignupDate: 'date', OrderDate: 'date' });
    expect(kinds.ShippedAt).toBe('plain');
    expect(model.fact?.table.name).toBe('SalesOrder');
    expect(model.fact?.column.name).toBe('OrderDate');
  });

  it('spells names in each encoding, and no two alike', () => {
    const order = model.tables.find((t) => t.name === 'SalesOrder')!;
    const col = (name: string) => order.columns.find((c) => c.name === name)!;
    const spelt = Object.fromEntries(
      ENCODINGS.map((e) => [e.id, `${namesOf(model, e).table(order)}.${namesOf(model, e).column(col('TotalAmount'))}`]),
    );
    expect(spelt).toEqual({
      snake: 'sales_order.total_amount',
      camel: 'salesOrder.totalAmount',
      lowercamel: 'salesorder.totalamount',
      prefixed: 't_sales_order.so_total_amount',
      abbrev: 'sales_ord.tot_amt',
      upper: 'SALES_ORDER.TOTAL_AMOUNT',
    });
  });

  it('partitions the fact by month and leaves undeclared the keys that point at it', async () => {
    const camel = ENCODINGS.find((e) => e.id === 'camel')!;
    const ddl = await ddlOf(original, model, camel);
    expect(ddl.find((s) => s.includes('PARTITION BY RANGE'))).toContain('PRIMARY KEY ("orderId", "orderDate")');
    expect(ddl.filter((s) => s.includes('PARTITION OF')).length).toBeGreaterThanOrEqual(20);
    expect(ddl.some((s) => s.startsWith('ALTER TABLE') && s.includes('"orderLine"'))).toBe(false);
    expect(ddl.some((s) => s.startsWith('ALTER TABLE') && s.includes('"salesOrder"'))).toBe(true);
  });

  it.each(ENCODINGS)('holds the same rows in $label (row counts and checksums of canonical values)', async (enc) => {
    const rows = await canonicalDump(original, model);
    await buildEncoding(encoded, original, model, rows, enc);
    const back = await readBack(encoded, model, enc);
    for (const t of model.tables)
      expect(checksumOf(back.get(t)!), `${enc.id} ${t.name}`).toEqual(checksumOf(rows.get(t)!));
    const stored = await encoded.query<{ table_name: string; data_type: string }>(
      `SELECT table_name, data_type FROM information_schema.columns WHERE table_schema = 'shop'`,
    );
    const types = new Set(stored.rows.map((r) => r.data_type));
    expect(types.has({ boolean: 'boolean', int01: 'smallint', yn: 'character' }[enc.flags as 'boolean'])).toBe(true);
    const keys = await encoded.query(`SELECT 1 FROM pg_constraint WHERE contype = 'f'`);
    expect(keys.rows.length > 0).toBe(enc.foreignKeys === 'declared');
  });

  it('notices a value changed in an encoding', async () => {
    const rows = await canonicalDump(original, model);
    const enc = ENCODINGS[0];
    await buildEncoding(encoded, original, model, rows, enc);
    await encoded.exec(`UPDATE shop.order_line SET quantity = quantity + 1 WHERE line_no = 7`);
    const back = await readBack(encoded, model, enc);
    const line = model.tables.find((t) => t.name === 'OrderLine')!;
    expect(checksumOf(back.get(line)!)).not.toEqual(checksumOf(rows.get(line)!));
  });
});
