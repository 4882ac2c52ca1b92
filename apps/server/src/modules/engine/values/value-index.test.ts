import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../catalog/build-catalog';
import { SoeLocal } from '../soe-local';
import { discoverPglite, pgliteSystem } from '../testing/pglite-system';
import type { DiscoveredSchema } from '../../connectors/schema';
import { buildValueIndex, likelyColumns, lookup, statsKey } from './value-index';

// 20,000 orders whose statuses are common but for three 'cancelled' ones, on a table that the
// discovery reports as far larger than it is, so the value index reads it from a sample.
describe('value index on large tables', () => {
  let db: PGlite;
  let schema: DiscoveredSchema;
  const sqls: string[] = [];

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL);
      INSERT INTO customers SELECT i, 'Customer ' || i FROM generate_series(1, 50) i;
      CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers(id), order_date date NOT NULL, amount numeric(10,2) NOT NULL, status text NOT NULL);
      INSERT INTO orders SELECT g, 1 + g % 50, date '2025-01-01' + g % 300, 10 + g % 90, CASE WHEN g IN (7, 7777, 17777) THEN 'cancelled' WHEN g % 3 = 0 THEN 'shipped' ELSE 'completed' END
      FROM generate_series(1, 20000) g;
      CREATE INDEX ON orders (status);`);
    schema = await discoverPglite(db);
    schema.entities.find((e) => e.table === 'orders')!.rowCount = 60_000_000;
  });
  afterAll(async () => db?.close());

  it('samples a table above the row limit instead of skipping it or reading it whole', async () => {
    const system = pgliteSystem(db, schema, 'Shop', 1, (sql) => sqls.push(sql));
    const index = await buildValueIndex(buildCatalog('Shop', schema), (spec) => system.run(spec));
    const statusSql = sqls.find((s) => s.includes('"status"'))!;
    expect(statusSql).toMatch(/TABLESAMPLE SYSTEM \(0\.166667\)/);
    // Not skipped: the column is known to be sampled, and a small table is still read whole.
    expect(index.stats.get(statsKey('public.orders', ['status']))).toMatchObject({ sampled: true, complete: false });
    expect(index.stats.get(statsKey('public.customers', ['name']))).toMatchObject({ complete: true, distinct: 50 });
  });

  it('looks up a word the sample missed, on the likely columns, with a bounded query', async () => {
    const catalog = buildCatalog('Shop', schema);
    const system = pgliteSystem(db, schema, 'Shop');
    const index = await buildValueIndex(catalog, (spec) => system.run(spec));
    index.byText.delete('cancelled');
    const columns = likelyColumns(index, catalog, ['public.orders']);
    expect(columns).toContainEqual({ entity: 'public.orders', column: 'status' });
    const seen: string[] = [];
    const hits = await lookup(index, 'Cancelled', columns, (spec) =>
      pgliteSystem(db, schema, 'Shop', 1, (sql) => seen.push(sql)).run(spec),
    );
    expect(hits).toEqual([{ entity: 'public.orders', columns: ['status'], value: 'cancelled', rows: 1 }]);
    expect(seen[0]).toMatch(/WHERE "t"\."status" IN \(.*\)\nLIMIT 1/);
    // Found values join the index; a word found nowhere is not looked up again.
    expect(index.byText.get('cancelled')).toHaveLength(1);
    seen.length = 0;
    expect(
      await lookup(index, 'teleported', columns, (spec) =>
        pgliteSystem(db, schema, 'Shop', 1, (sql) => seen.push(sql)).run(spec),
      ),
    ).toEqual([]);
    const queries = seen.length;
    await lookup(index, 'teleported', columns, (spec) =>
      pgliteSystem(db, schema, 'Shop', 1, (sql) => seen.push(sql)).run(spec),
    );
    expect(seen.length).toBe(queries);
  });

  it('answers "cancelled orders" exactly when the sample held no cancelled order', async () => {
    const engine = new SoeLocal();
    const system = pgliteSystem(db, schema, 'Shop');
    const reading = await engine.knowledgeFor(system);
    reading.values!.byText.delete('cancelled');
    const answer = await engine.answer('How many cancelled orders are there?', [system]);
    expect(answer.text).toContain('3');
    expect(answer.text).not.toContain('Not used');
    expect(answer.text).not.toContain('20,000');
  });
});
