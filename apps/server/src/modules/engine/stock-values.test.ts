import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { northwindDb } from './testing/northwind/dataset';
import { useScriptSystem } from './testing/eval-set';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';

// A figure compared with a limit of the row (readings/limits.ts: 'below their reorder point', 'over their credit
// limit'), across a join when the figure is kept in another table; the value of what is held (readings/
// holdings.ts: quantity on hand × unit cost of the product it points at); revenue of lines that keep no price,
// priced by the product they point at (catalog/joined-revenue.ts). Two schemas named in different styles; every
// expected figure comes from SQL run here.

const NOW = new Date('2026-06-15T12:00:00Z');

/** The figure in bold of an answer's headline. */
function figure(text: string): number {
  const m = /\*\*(-?[0-9][0-9,]*(?:\.[0-9]+)?)/.exec(text);
  if (!m) throw new Error(`no figure in: ${text.slice(0, 300)}`);
  return Number(m[1].replace(/,/g, ''));
}

/** The rows of an answer's table: first column → second column (or '' when there is one column). */
function table(text: string): Map<string, unknown> {
  const m = /^\[TABLE:(.*)\]$/m.exec(text);
  if (!m) throw new Error(`no table in: ${text.slice(0, 300)}`);
  const t = JSON.parse(m[1]) as { headers: Array<{ key: string }>; rows: Array<Record<string, unknown>> };
  return new Map(t.rows.map((r) => [String(r[t.headers[0].key]), t.headers[1] ? r[t.headers[1].key] : '']));
}

function onSchema(title: string, script: string) {
  const ctx = useScriptSystem(script, title, 950);
  const ask = async (q: string) => (await ctx.engine.answer(q, [ctx.system], { now: NOW })).text;
  const rows = async (q: string) =>
    (await ctx.db.query<unknown[]>(q, [], { rowMode: 'array' })).rows.map((r) => [String(r[0]), r[1]] as const);
  return { ask, rows };
}

const SNAKE = `
CREATE TABLE depots (depot_id integer PRIMARY KEY, depot_name text NOT NULL, city text NOT NULL,
  pallet_capacity integer NOT NULL);
CREATE TABLE items (item_id integer PRIMARY KEY, item_name text NOT NULL, unit_cost numeric(8,2) NOT NULL,
  list_price numeric(8,2) NOT NULL, min_stock_level integer NOT NULL);
CREATE TABLE inventory (depot_id integer NOT NULL REFERENCES depots, item_id integer NOT NULL REFERENCES items,
  qty_available integer NOT NULL, qty_allocated integer NOT NULL, counted_on date NOT NULL,
  PRIMARY KEY (depot_id, item_id));
CREATE TABLE customers (customer_id integer PRIMARY KEY, customer_name text NOT NULL, credit_limit numeric(10,2) NOT NULL,
  current_balance numeric(10,2) NOT NULL);
CREATE TABLE orders (order_id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers, order_date date NOT NULL);
CREATE TABLE order_lines (order_id integer NOT NULL REFERENCES orders, line_no integer NOT NULL,
  item_id integer NOT NULL REFERENCES items, quantity integer NOT NULL, PRIMARY KEY (order_id, line_no));
INSERT INTO depots VALUES (1, 'Leeds Yard', 'Leeds', 30), (2, 'Bristol Park', 'Bristol', 60), (3, 'Derby Cross', 'Derby', 5);
INSERT INTO items VALUES
  (1, 'Lamp', 12.50, 30.00, 40), (2, 'Chair', 45.00, 99.00, 10), (3, 'Desk', 120.00, 260.00, 5),
  (4, 'Shelf', 30.00, 70.00, 25), (5, 'Rug', 22.00, 55.00, 15), (6, 'Mirror', 18.00, 49.00, 8);
INSERT INTO inventory VALUES
  (1, 1, 35, 5, '2026-05-01'), (1, 2, 12, 11, '2026-05-01'), (1, 3, 2, 0, '2026-05-01'), (1, 4, 20, 9, '2026-05-01'),
  (1, 5, 40, 1, '2026-05-01'), (2, 1, 55, 4, '2026-05-02'), (2, 2, 4, 4, '2026-05-02'), (2, 6, 9, 0, '2026-05-02'),
  (3, 3, 7, 1, '2026-05-03'), (3, 5, 3, 3, '2026-05-03'), (3, 6, 2, 2, '2026-05-03');
INSERT INTO customers VALUES
  (1, 'Acme', 5000, 6200), (2, 'Birch', 8000, 1200), (3, 'Cobalt', 3000, 3050), (4, 'Delta', 10000, 9999);
INSERT INTO orders VALUES
  (1, 1, '2025-03-04'), (2, 2, '2025-07-19'), (3, 3, '2026-01-11'), (4, 1, '2026-02-23'), (5, 4, '2025-11-30');
INSERT INTO order_lines VALUES
  (1, 1, 1, 3), (1, 2, 2, 1), (2, 1, 3, 2), (3, 1, 4, 5), (3, 2, 5, 1), (4, 1, 1, 10), (5, 1, 6, 4), (5, 2, 2, 2);
`;

describe('limits and stock values on a snake_case schema', () => {
  const { ask, rows } = onSchema('Depot stock', SNAKE);

  it('compares the stock held in one depot with the limit kept on the item', async () => {
    const want = await rows(`SELECT i.item_name FROM inventory v JOIN items i USING (item_id)
      JOIN depots d USING (depot_id) WHERE d.city = 'Leeds' AND v.qty_available < i.min_stock_level ORDER BY 1`);
    const got = table(await ask('Which items are under their minimum stock level in the Leeds depot?'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('lists each item once when its stock is low in several depots', async () => {
    const want = await rows(`SELECT DISTINCT i.item_name FROM inventory v JOIN items i USING (item_id)
      WHERE v.qty_available < i.min_stock_level ORDER BY 1`);
    const got = table(await ask('Items below minimum stock level'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('uses the figure the question names before the comparison', async () => {
    const want = await rows(`SELECT DISTINCT i.item_name FROM inventory v JOIN items i USING (item_id)
      WHERE v.qty_allocated > i.min_stock_level ORDER BY 1`);
    expect(want.length).toBeGreaterThan(0);
    const got = table(await ask('Which items have allocated quantity above the minimum stock level?'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('compares two columns of one row when the limit and the holding share a table', async () => {
    const want = await rows(`SELECT customer_name FROM customers WHERE current_balance > credit_limit ORDER BY 1`);
    const got = table(await ask('Which customers are over their credit limit?'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('gives no figure when nothing held can be compared with a limit on a total', async () => {
    // A depot's capacity bounds all it holds, in pallets: no single stock row is compared with it.
    const text = await ask('Which depots are over their capacity?');
    expect(text).toMatch(/no figure/);
    expect(text).not.toMatch(/\[TABLE:/);
  });

  it('values the stock held at the unit cost of the item it points at', async () => {
    const want = await rows(`SELECT d.depot_name, sum(v.qty_available * i.unit_cost) FROM inventory v
      JOIN items i USING (item_id) JOIN depots d USING (depot_id) GROUP BY 1`);
    const got = table(await ask('Inventory value by depot'));
    expect(got.size).toBe(want.length);
    for (const [name, value] of want) expect(Number(got.get(name))).toBeCloseTo(Number(value), 2);
  });

  it('gives the total value of the stock as one figure', async () => {
    const [[, want]] = await rows(
      `SELECT 'all', sum(v.qty_available * i.unit_cost) FROM inventory v JOIN items i USING (item_id)`,
    );
    expect(figure(await ask('What is the total value of our stock?'))).toBeCloseTo(Number(want), 2);
  });

  it('prices lines that keep no price by the item they point at, for revenue', async () => {
    const [[, want]] = await rows(`SELECT 'all', sum(l.quantity * i.list_price) FROM order_lines l
      JOIN items i USING (item_id) JOIN orders o USING (order_id)
      WHERE o.order_date >= '2025-01-01' AND o.order_date < '2026-01-01'`);
    expect(figure(await ask('What was our revenue in 2025?'))).toBeCloseTo(Number(want), 2);
  });
});

const PREFIXED = `
CREATE TABLE "tblStore" ("storeId" integer PRIMARY KEY, "storeName" text NOT NULL, "storeCity" text NOT NULL);
CREATE TABLE "tblSku" ("skuId" integer PRIMARY KEY, "skuName" text NOT NULL, "skuUnitCostAmt" numeric(8,2) NOT NULL,
  "skuRetailPriceAmt" numeric(8,2) NOT NULL, "skuReorderLvl" integer NOT NULL);
CREATE TABLE "tblStockBal" ("sbStoreId" integer NOT NULL REFERENCES "tblStore", "sbSkuId" integer NOT NULL REFERENCES "tblSku",
  "sbOnHandQty" integer NOT NULL, "sbLastCountDt" date NOT NULL, PRIMARY KEY ("sbStoreId", "sbSkuId"));
INSERT INTO "tblStore" VALUES (1, 'Oslo Central', 'Oslo'), (2, 'Bergen Quay', 'Bergen');
INSERT INTO "tblSku" VALUES (1, 'Kettle', 14.00, 35.00, 20), (2, 'Toaster', 19.50, 45.00, 12), (3, 'Blender', 31.00, 79.00, 6),
  (4, 'Scale', 8.25, 19.00, 30);
INSERT INTO "tblStockBal" VALUES (1, 1, 18, '2026-04-01'), (1, 2, 25, '2026-04-01'), (1, 3, 3, '2026-04-01'),
  (1, 4, 31, '2026-04-01'), (2, 1, 40, '2026-04-02'), (2, 2, 5, '2026-04-02'), (2, 4, 12, '2026-04-02');
`;

describe('limits and stock values on a prefixed camelCase schema', () => {
  const { ask, rows } = onSchema('Store stock', PREFIXED);

  it("reads an abbreviated limit ('Lvl') and the stock kept in a balance table", async () => {
    const want = await rows(`SELECT k."skuName" FROM "tblStockBal" b JOIN "tblSku" k ON k."skuId" = b."sbSkuId"
      JOIN "tblStore" s ON s."storeId" = b."sbStoreId" WHERE s."storeCity" = 'Oslo' AND b."sbOnHandQty" < k."skuReorderLvl"
      ORDER BY 1`);
    const got = table(await ask('Which products are below their reorder level in the Oslo store?'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('values the stock at cost rather than at the retail price', async () => {
    const want = await rows(`SELECT s."storeName", sum(b."sbOnHandQty" * k."skuUnitCostAmt") FROM "tblStockBal" b
      JOIN "tblSku" k ON k."skuId" = b."sbSkuId" JOIN "tblStore" s ON s."storeId" = b."sbStoreId" GROUP BY 1`);
    const got = table(await ask('Stock value by store'));
    expect(got.size).toBe(want.length);
    for (const [name, value] of want) expect(Number(got.get(name))).toBeCloseTo(Number(value), 2);
  });

  it('values the stock at the retail price when the question says so', async () => {
    const [[, want]] = await rows(`SELECT 'all', sum(b."sbOnHandQty" * k."skuRetailPriceAmt") FROM "tblStockBal" b
      JOIN "tblSku" k ON k."skuId" = b."sbSkuId"`);
    expect(figure(await ask('What is the retail value of our inventory?'))).toBeCloseTo(Number(want), 2);
  });
});

describe('limits and stock values on Northwind (the stock kept on the product itself)', () => {
  const ctx = { engine: new SoeLocal(), db: null as unknown as PGlite, system: null as unknown as EngineSystem };
  beforeAll(async () => {
    ctx.db = await northwindDb();
    ctx.system = pgliteSystem(ctx.db, await discoverPglite(ctx.db), 'Northwind', 951);
    await ctx.engine.prepare(ctx.system);
  }, 120_000);
  afterAll(async () => ctx.db?.close());
  const ask = async (q: string) => (await ctx.engine.answer(q, [ctx.system], { now: NOW })).text;
  const rows = async (q: string) =>
    (await ctx.db.query<unknown[]>(q, [], { rowMode: 'array' })).rows.map((r) => [String(r[0]), r[1]] as const);

  it('compares the units in stock with the reorder level of the same product', async () => {
    const want = await rows(`SELECT product_name FROM products WHERE units_in_stock < reorder_level ORDER BY 1`);
    const got = table(await ask('Which products are below their reorder level?'));
    expect([...got.keys()]).toEqual(want.map((r) => r[0]));
  });

  it('values the units in stock at the unit price when no cost is kept', async () => {
    const [[, want]] = await rows(`SELECT 'all', sum(units_in_stock * unit_price) FROM products`);
    expect(figure(await ask('What is the value of our inventory?'))).toBeCloseTo(Number(want), 2);
  });
});
