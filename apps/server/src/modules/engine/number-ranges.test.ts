import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Figures bounded in more ways: 'costing between 600 and 700' (both bounds included, as SQL's BETWEEN), 'lower than
 * 300 or higher than 900' (the second bound names no column and is of the first's), 'price greater than 900 or weight
 * larger than 20' (two thresholds, not the price compared with the weight), and 'the total balance across savings
 * accounts' as one figure.
 * The schema is a hardware shop written for these tests; every expected answer comes from SQL run here.
 */
const SHOP = `
CREATE TABLE customer (customer_id int PRIMARY KEY, customer_name text, city text);
INSERT INTO customer VALUES (1, 'Iris Vale', 'Leeds'), (2, 'Omar Tell', 'York'), (3, 'Uma Pike', 'Leeds'),
  (4, 'Ada Wren', 'Hull'), (5, 'Bo Lark', 'York'), (6, 'Cy Finch', 'Bath'), (7, 'Di Crane', 'Leeds'),
  (8, 'Ed Swan', 'Hull'), (9, 'Flo Teal', 'Bath'), (10, 'Gus Rook', 'York'), (11, 'Hal Kite', 'Leeds');
CREATE TABLE product (product_id int PRIMARY KEY, product_name text, product_price numeric, weight numeric);
INSERT INTO product VALUES
  (1, 'drill', 640.5, 2.5), (2, 'saw', 120, 1.2), (3, 'lathe', 950, 80), (4, 'sander', 700, 3), (5, 'router', 600, 4),
  (6, 'planer', 880, 30), (7, 'clamp', 35.9, 0.5), (8, 'grinder', 310, 25);
CREATE TABLE purchase (purchase_id int PRIMARY KEY, customer_id int REFERENCES customer,
  product_id int REFERENCES product, quantity int);
INSERT INTO purchase VALUES (1, 1, 1, 1), (2, 2, 3, 1), (3, 3, 2, 4), (4, 1, 6, 2);
CREATE TABLE savings_account (account_id int PRIMARY KEY, customer_id int REFERENCES customer, balance numeric);
INSERT INTO savings_account VALUES (1, 1, 2500), (2, 2, 400.25), (3, 3, 12000);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('figures bounded in more ways', () => {
  const open = useScriptSystem(SHOP, 'Hardware', 997);
  const { ask, rows, figure } = askerOf(open, NOW);
  const names = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).sort();

  it("'costing between 600 and 700' keeps both bounds, on the products named", async () => {
    const expected = await names(`SELECT product_name FROM product WHERE product_price BETWEEN 600 AND 700`);
    for (const q of [
      'What are the names of products costing between 600 and 700?',
      'List the names and ids of products whose price is between 700 and 600.',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text).sort(), `${q}\n${text}`).toEqual(expected);
    }
  });

  it("'lower than 300 or higher than 900': the second bound is on the first's column", async () => {
    const expected = await names(`SELECT product_name FROM product WHERE product_price < 300 OR product_price > 900`);
    const text = await ask('What are the names of products whose price is lower than 300 or higher than 900?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'price greater than 900 or weight larger than 20' is two thresholds, not one column compared with the other", async () => {
    const expected = await names(`SELECT product_name FROM product WHERE product_price > 900 OR weight > 20`);
    const text = await ask('Find the names of products with price greater than 900 or weight larger than 20');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'the total balance across savings accounts' is one figure, not one per account", async () => {
    const total = await figure(`SELECT sum(balance) FROM savings_account`);
    const text = await ask('What is the total balance across savings accounts?');
    expect(figureOf(text), text).toBeCloseTo(total, 2);
  });
});
