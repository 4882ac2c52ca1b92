import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../connector';
import { discoverPostgres } from './discover';

/** PGlite as the SqlExecutor discovery runs on. */
const executorOf = (db: PGlite): SqlExecutor => ({
  query: async (sql, params) => db.query(sql, params) as never,
  transaction: (fn) => db.transaction((tx) => fn({ query: async (sql, params) => tx.query(sql, params) as never })),
});

describe('PostgreSQL discovery of never-analysed tables', () => {
  let db: PGlite;
  let executor: SqlExecutor;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`CREATE TABLE a (id int PRIMARY KEY); CREATE TABLE b (id int PRIMARY KEY); CREATE TABLE c (id int PRIMARY KEY);
      INSERT INTO a VALUES (1); INSERT INTO b VALUES (1), (2); INSERT INTO c VALUES (1), (2), (3);`);
    executor = executorOf(db);
  });
  afterAll(async () => db?.close());

  it('counts small tables exactly, up to the limit, and leaves the rest unknown', async () => {
    const all = await discoverPostgres(executor, { schemas: ['public'] });
    expect(all.entities.map((e) => [e.table, e.rowCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    const capped = await discoverPostgres(executor, { schemas: ['public'], exactCountMaxTables: 2 });
    expect(capped.entities.map((e) => [e.table, e.rowCount])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', null],
    ]);
  });
});

/**
 * Tables split into parts are read as their parent: a table partitioned by month (foreign keys declared on each
 * partition, as a schema migrated partition by partition has them, or on the parent), and an inheritance parent
 * with its children. The parent's row count is its parts', its relations are theirs, and no part is a table of
 * its own.
 */
describe('PostgreSQL discovery of partitioned and inherited tables', () => {
  let db: PGlite;
  let executor: SqlExecutor;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      CREATE TABLE shops (shop_id int PRIMARY KEY, shop_name text NOT NULL);
      INSERT INTO shops VALUES (1, 'North'), (2, 'South');
      CREATE TABLE products (product_id int PRIMARY KEY, product_name text NOT NULL);
      INSERT INTO products VALUES (1, 'Tea'), (2, 'Coffee'), (3, 'Cocoa');
      CREATE TABLE sales (sale_id int NOT NULL, shop_id int NOT NULL, product_id int NOT NULL REFERENCES products,
        sold_on date NOT NULL, amount numeric(8,2) NOT NULL) PARTITION BY RANGE (sold_on);
      CREATE TABLE sales_2025_01 PARTITION OF sales FOR VALUES FROM ('2025-01-01') TO ('2025-02-01');
      CREATE TABLE sales_2025_02 PARTITION OF sales FOR VALUES FROM ('2025-02-01') TO ('2025-03-01');
      ALTER TABLE sales_2025_01 ADD CONSTRAINT s1_shop FOREIGN KEY (shop_id) REFERENCES shops;
      ALTER TABLE sales_2025_02 ADD CONSTRAINT s2_shop FOREIGN KEY (shop_id) REFERENCES shops;
      INSERT INTO sales SELECT g, 1 + g % 2, 1 + g % 3, date '2025-01-01' + g % 59, 10 + g FROM generate_series(1, 40) g;
      CREATE TABLE events (event_id int NOT NULL, shop_id int NOT NULL, happened_on date NOT NULL);
      CREATE TABLE events_2024 () INHERITS (events);
      CREATE TABLE events_2025 () INHERITS (events);
      INSERT INTO events_2024 SELECT g, 1, date '2024-03-01' + g FROM generate_series(1, 5) g;
      INSERT INTO events_2025 SELECT g, 2, date '2025-03-01' + g FROM generate_series(1, 7) g;`);
    executor = executorOf(db);
  });
  afterAll(async () => db?.close());

  it('reads each split table as its parent, with its parts’ rows and keys', async () => {
    const schema = await discoverPostgres(executor, { schemas: ['public'] });
    expect(schema.entities.map((e) => [e.table, e.rowCount])).toEqual([
      ['events', 12],
      ['products', 3],
      ['sales', 40],
      ['shops', 2],
    ]);
    const relations = schema.relations.map((r) => `${r.fromEntity}.${r.fromFields} → ${r.toEntity}.${r.toFields}`);
    expect(relations.sort()).toEqual([
      'public.sales.product_id → public.products.product_id',
      'public.sales.shop_id → public.shops.shop_id',
    ]);
    await db.exec('ANALYZE');
    const analysed = await discoverPostgres(executor, { schemas: ['public'] });
    expect(analysed.entities.find((e) => e.table === 'sales')?.rowCount).toBe(40);
    expect(analysed.entities.find((e) => e.table === 'events')?.rowCount).toBe(12);
  });
});
