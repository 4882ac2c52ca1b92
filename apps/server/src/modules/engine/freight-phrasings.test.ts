import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets), asked here on a schema written for them:
 * - a size word before an aggregate word ranks ('the greatest total shipment amount' is the largest total, not the
 *   largest single shipment), and so does a ranking word before 'the amount of' ('the highest amount of shipments');
 * - 'Find the region which has the most …' and 'Find the region with the most …' rank the category named before the
 *   clause, as 'Which region has the most …' does, and name one when it is singular.
 * - a count kept on each row (`no_of_staff`) is added up over the rows asked about ('the number of staff in the
 *   warehouses in Lowlands'), or averaged when asked ('the average number of staff'), never a count of rows;
 * - 'types of accounts' names the column `acct_type` written the other way round, not the shipments' type;
 * - a verb between 'not' and a value keeps the negation: 'shipments not sent from Uplands', 'clients that do not make
 *   air shipments' (none of their shipments is by air);
 * - 'for the different regions' asks one figure for each region, as 'by region';
 * - 'the names of the clients and their total shipment amounts' is one total for each client.
 * The schema is a freight business written for these tests: the client with the largest single shipment is not the
 * one with the largest total, and the region with the most warehouses is neither the one with the most staff nor the
 * one with the largest single warehouse. Every expected answer comes from SQL run here.
 */
const FREIGHT = `
CREATE TABLE client (client_id int PRIMARY KEY, client_name text, acct_type text);
INSERT INTO client VALUES (1, 'Arden Mills', 'credit'), (2, 'Brisk Foods', 'prepaid'), (3, 'Cobalt Works', 'credit');
CREATE TABLE warehouse (warehouse_id int PRIMARY KEY, warehouse_name text, region text, no_of_staff int);
INSERT INTO warehouse VALUES (1, 'North Gate', 'Lowlands', 5), (2, 'Quay Side', 'Lowlands', 5), (3, 'Mill Yard', 'Lowlands', 5),
  (4, 'Pike Hall', 'Uplands', 25), (5, 'Stone Barn', 'Uplands', 20), (6, 'Tor Depot', 'Coast', 30);
CREATE TABLE shipment (shipment_id int PRIMARY KEY, client_id int REFERENCES client,
  warehouse_id int REFERENCES warehouse, amount numeric, shipment_type text);
INSERT INTO shipment VALUES (1, 1, 1, 100, 'air'), (2, 1, 2, 100, 'road'), (3, 1, 4, 100, 'sea'), (4, 2, 6, 250, 'rail'),
  (5, 3, 5, 40, 'air');
`;

const NOW = new Date('2026-03-01T12:00:00Z');

describe('phrasings others use, on a freight schema', () => {
  const open = useScriptSystem(FREIGHT, 'Freight', 996);
  const { ask, rows, figure } = askerOf(open, NOW);
  const first = async (sql: string) => (await rows(sql)).map((r) => String(r[0])).slice(0, 1);

  it("a size word before 'total', and 'the highest amount of', rank by the total", async () => {
    const expected = await first(
      `SELECT c.client_name FROM client c JOIN shipment s USING (client_id) GROUP BY c.client_name ORDER BY sum(s.amount) DESC`,
    );
    expect(expected).toEqual(['Arden Mills']);
    for (const q of [
      'Which client has the greatest total shipment amount?',
      'What is the name of the client who has the largest total shipment amount?',
      'Find the name of the client who has the highest amount of shipments.',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text).slice(0, 1), `${q}\n${text}`).toEqual(expected);
      expect(text, q).not.toMatch(/^I read this as|Maximum/);
    }
  });

  it("'Find the region which has the most …' ranks the region, one as asked", async () => {
    const expected = await first(`SELECT region FROM warehouse GROUP BY region ORDER BY sum(no_of_staff) DESC`);
    expect(expected).toEqual(['Uplands']);
    for (const q of [
      'Find the region which has the most number of staff.',
      'Find the region with the most number of staff.',
    ]) {
      const text = await ask(q);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(expected);
    }
  });

  it("'the number of staff in the warehouses in Lowlands' adds up the count each warehouse keeps", async () => {
    const total = await figure(`SELECT sum(no_of_staff) FROM warehouse WHERE region = 'Lowlands'`);
    const count = await figure(`SELECT count(*) FROM warehouse WHERE region = 'Lowlands'`);
    expect(total).not.toEqual(count);
    for (const q of [
      'Find the number of staff in the warehouses in Lowlands.',
      'What is the number of staff in the warehouses in Lowlands?',
    ]) {
      const text = await ask(q);
      expect(figureOf(text), `${q}\n${text}`).toBeCloseTo(total, 2);
    }
    const average = await figure(`SELECT avg(no_of_staff) FROM warehouse WHERE region = 'Uplands'`);
    const text = await ask('What is the average number of staff of the warehouses in Uplands?');
    expect(figureOf(text), text).toBeCloseTo(average, 2);
  });

  it("'the types of accounts' is the accounts' type (`acct_type`), read back to front", async () => {
    const distinct = await figure(`SELECT count(DISTINCT acct_type) FROM client`);
    expect(distinct).not.toEqual(await figure(`SELECT count(DISTINCT shipment_type) FROM shipment`));
    const text = await ask('How many distinct types of accounts are there?');
    expect(figureOf(text), text).toBe(distinct);
  });

  it("'not sent from Uplands', 'do not make air shipments': the verb after 'not' keeps the value negated", async () => {
    const notFrom = await figure(
      `SELECT count(*) FROM shipment s JOIN warehouse w USING (warehouse_id) WHERE w.region <> 'Uplands'`,
    );
    const text = await ask('How many shipments are not sent from Uplands?');
    expect(figureOf(text), text).toBe(notFrom);
    const none = (
      await rows(
        `SELECT client_name FROM client c WHERE NOT EXISTS (SELECT 1 FROM shipment s WHERE s.client_id = c.client_id AND s.shipment_type = 'air') ORDER BY 1`,
      )
    ).map((r) => String(r[0]));
    expect(none).toEqual(['Brisk Foods']);
    const clients = await ask('What are the names of clients that do not make air shipments?');
    expect(labelsOf(clients).sort(), clients).toEqual(none);
  });

  it("'for the different regions' is one figure for each region", async () => {
    const expected = (
      await rows(
        `SELECT region, sum(amount) FROM shipment JOIN warehouse USING (warehouse_id) GROUP BY region ORDER BY 1`,
      )
    ).map((r) => [String(r[0]), Number(r[1])]);
    const text = await ask('What is the total shipment amount of the warehouses for the different regions?');
    const got = tableOf(text).map(([label, value]) => [String(label), Number(value)]);
    expect(got.sort(), text).toEqual(expected);
  });

  it("'the clients and their total shipment amounts' is one total for each client", async () => {
    const expected = (
      await rows(`SELECT client_name, sum(amount) FROM shipment JOIN client USING (client_id) GROUP BY 1 ORDER BY 1`)
    ).map((r) => [String(r[0]), Number(r[1])]);
    for (const q of [
      'What are the names of the clients and their total shipment amounts?',
      'List the client names and their total shipment amounts.',
      'List the names of clients who have some shipment sorted by their total shipment amount.',
    ]) {
      const text = await ask(q);
      const got = tableOf(text).map(([label, value]) => [String(label), Number(value)]);
      expect(got.sort(), `${q}\n${text}`).toEqual(expected);
    }
  });
});
