import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';

const NOW = new Date('2026-11-22T12:00:00Z');
const figure = (text: string) => Number(/\*\*([\d,.]+)\*\*/.exec(text)?.[1]?.replace(/,/g, ''));

/**
 * "How many members bought products from the Summer Sale collection": the members are who bought, each counted
 * once through the one-to-many road (member → orders → lines → products → collections), not the order lines the
 * road passes. A schema of the test's own: a shop's members, and a wholesaler's accounts (not people) that order.
 */
describe('how many of the buyers: the subject of the verb, counted distinct', () => {
  const engine = new SoeLocal();
  let db: PGlite;
  let shop: EngineSystem;
  let wholesale: EngineSystem;
  const count = async (q: string) => Number((await db.query<{ n: number }>(q)).rows[0].n);

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      CREATE SCHEMA shop;
      CREATE TABLE shop.members (member_id int PRIMARY KEY, first_name text NOT NULL, last_name text NOT NULL,
                                 email text);
      CREATE TABLE shop.collections (collection_id int PRIMARY KEY, collection_name text NOT NULL);
      CREATE TABLE shop.products (product_id int PRIMARY KEY, product_name text NOT NULL, price numeric(8,2));
      CREATE TABLE shop.product_collections (product_id int REFERENCES shop.products(product_id),
                                             collection_id int REFERENCES shop.collections(collection_id),
                                             PRIMARY KEY (product_id, collection_id));
      CREATE TABLE shop.orders (order_id int PRIMARY KEY, member_id int REFERENCES shop.members(member_id),
                                ordered_on date NOT NULL);
      CREATE TABLE shop.order_lines (line_id int PRIMARY KEY, order_id int REFERENCES shop.orders(order_id),
                                     product_id int REFERENCES shop.products(product_id), qty int NOT NULL);
      INSERT INTO shop.members SELECT g, 'First' || g, 'Last' || g, 'm' || g || '@example.com'
        FROM generate_series(1, 40) g;
      INSERT INTO shop.collections VALUES (1, 'Summer Sale'), (2, 'Winter Warmers'), (3, 'Garden Tools');
      INSERT INTO shop.products SELECT g, 'Product ' || g, 5 + g FROM generate_series(1, 30) g;
      INSERT INTO shop.product_collections SELECT g, 1 + g % 3 FROM generate_series(1, 30) g;
      INSERT INTO shop.product_collections SELECT g, 1 FROM generate_series(1, 30) g WHERE g % 3 = 1 AND g % 2 = 0;
      INSERT INTO shop.orders SELECT g, 1 + (g * 7) % 25, DATE '2026-01-01' + g FROM generate_series(1, 120) g;
      INSERT INTO shop.order_lines SELECT g, 1 + g % 120, 1 + (g * 11) % 30, 1 + g % 4 FROM generate_series(1, 400) g;
      CREATE SCHEMA trade;
      CREATE TABLE trade.accounts (account_id int PRIMARY KEY, account_name text NOT NULL, region text);
      CREATE TABLE trade.items (item_id int PRIMARY KEY, item_name text NOT NULL, category text NOT NULL);
      CREATE TABLE trade.purchase_orders (po_id int PRIMARY KEY, account_id int REFERENCES trade.accounts(account_id),
                                          placed_on date NOT NULL);
      CREATE TABLE trade.po_lines (po_line_id int PRIMARY KEY, po_id int REFERENCES trade.purchase_orders(po_id),
                                   item_id int REFERENCES trade.items(item_id), quantity int NOT NULL);
      INSERT INTO trade.accounts SELECT g, 'Account ' || g, CASE WHEN g % 2 = 0 THEN 'North' ELSE 'South' END
        FROM generate_series(1, 30) g;
      INSERT INTO trade.items SELECT g, 'Item ' || g, CASE WHEN g % 4 = 0 THEN 'Fasteners' ELSE 'Paint' END
        FROM generate_series(1, 20) g;
      INSERT INTO trade.purchase_orders SELECT g, 1 + (g * 5) % 22, DATE '2026-02-01' + g FROM generate_series(1, 90) g;
      INSERT INTO trade.po_lines SELECT g, 1 + g % 90, 1 + (g * 3) % 20, 1 + g % 9 FROM generate_series(1, 300) g;`);
    shop = pgliteSystem(db, await discoverPglite(db, 'shop'), 'Shop', 1);
    wholesale = pgliteSystem(db, await discoverPglite(db, 'trade'), 'Wholesale', 2);
  }, 120_000);
  afterAll(async () => db?.close());

  it('"how many members bought products from the Summer Sale collection" counts members, once each', async () => {
    const members = await count(
      `SELECT count(DISTINCT o.member_id) AS n FROM shop.orders o JOIN shop.order_lines l USING (order_id)
       JOIN shop.product_collections pc USING (product_id) JOIN shop.collections c USING (collection_id)
       WHERE c.collection_name = 'Summer Sale'`,
    );
    const lines = await count(
      `SELECT count(*) AS n FROM shop.order_lines l JOIN shop.product_collections pc USING (product_id)
       JOIN shop.collections c USING (collection_id) WHERE c.collection_name = 'Summer Sale'`,
    );
    // The schema is built so that the wrong readings give other figures.
    expect(members).not.toBe(lines);
    expect(members).toBeLessThan(40);
    const a = await engine.answer('How many members bought products from the Summer Sale collection', [shop], {
      now: NOW,
    });
    expect(a.understood, a.text).toBe(true);
    expect(figure(a.text), a.text).toBe(members);
    expect(a.text).toMatch(/distinct members/);
  });

  it('a buyer that is not a person, with an object after the verb, is counted distinct too', async () => {
    const accounts = await count(
      `SELECT count(DISTINCT p.account_id) AS n FROM trade.purchase_orders p JOIN trade.po_lines l USING (po_id)
       JOIN trade.items i USING (item_id) WHERE i.category = 'Fasteners'`,
    );
    expect(accounts).toBeLessThan(22);
    const a = await engine.answer('How many accounts ordered Fasteners items?', [wholesale], { now: NOW });
    expect(figure(a.text), a.text).toBe(accounts);
    expect(a.text).toMatch(/distinct accounts/);
  });

  it('"how many items were ordered" still counts what was moved: the units', async () => {
    const units = await count(`SELECT sum(quantity) AS n FROM trade.po_lines`);
    const a = await engine.answer('How many items were ordered?', [wholesale], { now: NOW });
    expect(figure(a.text), a.text).toBe(units);
  });
});
