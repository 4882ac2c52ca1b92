import { describe, expect, it } from 'vitest';
import { labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Lists asked in an order: 'Sort sailor names by their age' orders the sailors by age (the column after 'by' is
 * no grouping when a sort is asked and nothing is counted); 'in descending order' is the order of a list, not the
 * verb 'to order' of a schema with supply orders; and a column whose name ends with the scale of its figures
 * ('fleet_value_million') is asked about without it ('fleet value'); 'in alphabetical order' lists names A to Z; 'aged either 27 or 31' keeps either age. The schema is a shipping line written for these
 * tests; every expected answer comes from SQL run here.
 */
const SHIPPING = `
CREATE TABLE sailor (sailor_id int PRIMARY KEY, name text, age int, city text);
INSERT INTO sailor VALUES
  (1, 'Ana Ruiz', 34, 'Porto'), (2, 'Ben Okoro', 27, 'Lagos'), (3, 'Cai Wen', 45, 'Porto'),
  (4, 'Dita Lind', 31, 'Oslo'), (5, 'Eli Marsh', 52, 'Porto'), (6, 'Fay Dunn', 23, 'Oslo');
CREATE TABLE shipping_company (company_id int PRIMARY KEY, name text, fleet_value_million numeric, head_office text);
INSERT INTO shipping_company VALUES
  (1, 'Blue Anchor', 410.5, 'Oslo'), (2, 'Gull Lines', 95.2, 'Porto'), (3, 'Tern Freight', 230, 'Lagos'),
  (4, 'Kite Shipping', 1200.75, 'Oslo');
CREATE TABLE supply_order (order_id int PRIMARY KEY, sailor_id int REFERENCES sailor, item text, quantity int);
INSERT INTO supply_order VALUES (1, 1, 'rope', 4), (2, 3, 'flare', 2), (3, 3, 'rope', 1), (4, 6, 'lamp', 3);
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('lists asked in an order', () => {
  const open = useScriptSystem(SHIPPING, 'Shipping', 996);
  const { ask, rows } = askerOf(open, NOW);
  const names = async (sql: string) => (await rows(sql)).map((r) => String(r[0]));

  it("'Sort sailor names by their age' lists every sailor in age order, not a count per age", async () => {
    const descending = await names(`SELECT name FROM sailor ORDER BY age DESC`);
    for (const q of [
      'Sort sailor names by their age in descending order.',
      'Sort the names of sailors by their age in descending order.',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(descending);
    }
    const ascending = await names(`SELECT name FROM sailor ORDER BY age ASC`);
    const text = await ask('Sort sailor names by age.');
    expect(labelsOf(text), text).toEqual(ascending);
  });

  it("'in descending order' orders a list where the schema has orders", async () => {
    const expected = (await rows(`SELECT city, count(*) FROM sailor GROUP BY city ORDER BY count(*) DESC`)).map(
      ([c, n]) => [c, Number(n)],
    );
    const text = await ask('Number of sailors by city in descending order');
    expect(tableOf(text), text).toEqual(expected);
  });

  it("'fleet value' names fleet_value_million: the scale of a column's figures is left unsaid", async () => {
    const expected = await names(`SELECT name FROM shipping_company ORDER BY fleet_value_million ASC`);
    const text = await ask('List the names of shipping companies in ascending order of fleet value.');
    expect(labelsOf(text), text).toEqual(expected);
    const [[value]] = await rows(`SELECT fleet_value_million FROM shipping_company WHERE name = 'Tern Freight'`);
    expect(await ask('What is the fleet value of Tern Freight?')).toContain(String(Number(value)));
  });

  it("'in alphabetical order' lists names A to Z (Z to A in reverse), each once when 'distinct'", async () => {
    const az = await names(`SELECT name FROM sailor ORDER BY name`);
    for (const q of ['List all sailor names in alphabetical order.', 'List the names of the sailors alphabetically.']) {
      const text = await ask(q);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(az);
      expect(text, q).not.toMatch(/^I read this as/);
    }
    const reverse = await ask('List all sailor names in reverse alphabetical order.');
    expect(labelsOf(reverse), reverse).toEqual([...az].reverse());
    const items = await names(`SELECT DISTINCT item FROM supply_order ORDER BY item`);
    const text = await ask('List all the distinct items of supply orders in alphabetical order.');
    expect(labelsOf(text), text).toEqual(items);
  });

  it("'aged either 27 or 31', 'whose age is 34 or 45': the sailors of either age", async () => {
    for (const [q, ages] of [
      ['Show the names of sailors aged either 27 or 31.', [27, 31]],
      ['What are the names of the sailors whose age is 34 or 45?', [34, 45]],
    ] as const) {
      const expected = await names(`SELECT name FROM sailor WHERE age IN (${ages.join(', ')}) ORDER BY name`);
      const text = await ask(q);
      expect(labelsOf(text).sort(), `${q}\n${text}`).toEqual(expected);
      expect(text, q).not.toMatch(/^I read this as/);
    }
  });
});
