import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets: customers_and_addresses, restaurant_1,
 * customer_deliveries), asked here on a schema written for them: a quantity kept as text (`line_quantity`), an amount
 * named by a past participle (`spent`), a code kept as text (`post_code`), a client with a date of its own
 * (`date_joined`) beside the dates of its purchases, and a table of wares with no name but its details.
 * - 'how much did X spend' adds up the column the verb names (`spent`), with no revenue in the schema;
 * - 'the total quantity of wares purchased by X' adds up the quantity kept as text;
 * - 'purchased the most number of times', 'most often', 'most frequently' count the purchase lines of each ware, not
 *   the units (here the two rank different wares first), and name the one ware asked for;
 * - 'channel codes used fewer than 2 times' counts each code's rows;
 * - 'the pay methods used by clients' lists the methods ('by' after a participle names who, not a grouping);
 * - 'post code 633' is a value of the code kept as text;
 * - 'clients who made purchases between two days' reads the days on the purchases (the clause's records), not on
 *   the clients' own date; a day, or a moment ('before 2018-03-16 08:15:00'), bounds the period;
 * - 'the first 3 clients' are the earliest by the one date the table keeps of them;
 * - 'who made the latest purchase' names the client of the latest purchase;
 * - 'clients who purchased both Espresso and Scone' keeps the clients with a purchase of each;
 * - 'the client called Ben Cole' reads 'called' as the word before a name.
 * Every expected answer comes from SQL run here.
 */
const CAFE = `
CREATE TABLE clients (client_id integer PRIMARY KEY, client_name varchar(60), pay_method varchar(20), date_joined timestamp, post_code varchar(10));
CREATE TABLE wares (ware_id integer PRIMARY KEY, ware_details varchar(60));
CREATE TABLE purchases (purchase_id integer PRIMARY KEY, client_id integer REFERENCES clients, purchase_status varchar(20), purchase_date timestamp, purchase_notes varchar(200));
CREATE TABLE purchase_lines (purchase_id integer REFERENCES purchases, ware_id integer REFERENCES wares, line_quantity varchar(10));
CREATE TABLE client_channels (client_id integer REFERENCES clients, channel_code varchar(15), channel_number varchar(30), active_from timestamp);
CREATE TABLE cafe_visits (client_id integer REFERENCES clients, visited_at timestamp, spent double precision);
INSERT INTO clients VALUES
 (1,'Ada Brook','Card','2017-01-05 10:00:00','411'),(2,'Ben Cole','Cash','2017-02-11 09:00:00','522'),
 (3,'Cara Dunn','Card','2017-03-20 12:00:00','633'),(4,'Dov Eads','Cheque','2017-04-02 08:00:00','744'),
 (5,'Eve Finch','Card','2017-05-15 16:00:00','855'),(6,'Fay Gale','Cash','2017-06-30 11:00:00','966'),
 (7,'Gus Hale','Card','2017-07-07 07:00:00','177');
INSERT INTO wares VALUES (1,'Espresso'),(2,'Mocha'),(3,'Scone'),(4,'Bagel');
INSERT INTO purchases VALUES
 (1,1,'Done','2018-03-01 09:00:00','window seat times two'),(2,1,'Cancelled','2018-03-05 10:00:00','none'),
 (3,2,'Done','2018-03-10 11:30:00','none'),(4,3,'Done','2018-03-16 08:15:00','none'),
 (5,3,'Done','2018-03-18 14:00:00','none'),(6,5,'Cancelled','2018-03-20 15:00:00','none'),
 (7,6,'Done','2018-03-22 17:45:00','none');
INSERT INTO purchase_lines VALUES
 (1,1,'3'),(1,2,'1'),(2,3,'5'),(3,1,'2'),(3,4,'4'),(4,2,'6'),(5,1,'1'),(5,3,'2'),(6,4,'7'),(7,1,'2'),(7,2,'2');
INSERT INTO client_channels VALUES
 (1,'Email','a@x.org','2017-01-05'),(2,'Email','b@x.org','2017-02-11'),(3,'Phone','555-0103','2017-03-20'),
 (4,'Email','d@x.org','2017-04-02'),(5,'Fax','555-0105','2017-05-15'),(6,'Email','f@x.org','2017-06-30'),
 (7,'Email','g@x.org','2017-07-07'),(1,'Phone','555-0101','2017-02-01'),(2,'Pager','555-0102','2017-03-01');
INSERT INTO cafe_visits VALUES (1,'2018-01-02 10:00',4.5),(1,'2018-01-09 10:00',3.25),(2,'2018-01-03 10:00',6),(3,'2018-01-04 10:00',2.5);
CREATE TABLE addresses (address_id integer PRIMARY KEY, address_details varchar(80), city varchar(40), county varchar(40));
CREATE TABLE client_addresses (client_id integer REFERENCES clients, address_id integer REFERENCES addresses, since date);
INSERT INTO addresses VALUES (1, '4 Mill Lane', 'Leeds', 'Yorkshire'), (2, '9 Kings Road', 'Leeds', 'Kent'),
  (3, '12 Abbey Street', 'Bath', 'Somerset'), (4, '3 Quay Side', 'Bath', 'Yorkshire'), (5, '88 High Street', 'York', 'Yorkshire');
INSERT INTO client_addresses VALUES (1, 1, '2017-01-05'), (2, 3, '2017-02-11'), (3, 5, '2017-03-20'), (4, 2, '2017-04-02');
CREATE TABLE loyalty_members (member_id integer PRIMARY KEY, member_name varchar(40), home_address varchar(60));
INSERT INTO loyalty_members VALUES (1, 'Ann Ives', 'Hull'), (2, 'Bo Lund', 'Ripon'), (3, 'Cy Moss', 'Hull'),
  (4, 'Di Nash', 'Selby'), (5, 'Ed Orr', 'Hull');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('quantities kept as text, amounts named by a verb, periods of the records a clause names', () => {
  const open = useScriptSystem(CAFE, 'Cafe', 994);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0]));

  it("'how much did X spend' adds up the column the verb names", async () => {
    const spent = await figure(
      `SELECT sum(spent) FROM cafe_visits v JOIN clients c USING (client_id) WHERE client_name = 'Ada Brook'`,
    );
    const text = await ask('How much did Ada Brook spend in total?');
    expect(figureOf(text), text).toBeCloseTo(spent, 2);
    expect(text).not.toMatch(/^I (read|could)/);
  });

  it("'the total quantity of wares purchased by X' adds up the quantity kept as text", async () => {
    const quantity = await figure(
      `SELECT sum(line_quantity::int) FROM purchase_lines JOIN purchases USING (purchase_id)
       JOIN clients USING (client_id) WHERE client_name = 'Cara Dunn'`,
    );
    const text = await ask('What is the total quantity of wares purchased by "Cara Dunn"?');
    expect(figureOf(text), text).toBe(quantity);
  });

  it("'purchased the most number of times' counts the purchase lines of each ware, not its units", async () => {
    const often = await column(
      `SELECT ware_details FROM purchase_lines JOIN wares USING (ware_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const units = await column(
      `SELECT ware_details FROM purchase_lines JOIN wares USING (ware_id) GROUP BY 1 ORDER BY sum(line_quantity::int) DESC LIMIT 1`,
    );
    expect(often).not.toEqual(units);
    for (const q of [
      'Which ware has been purchased the most number of times?',
      'Which ware was purchased most often?',
      'What is the most frequently purchased ware?',
    ]) {
      const text = await ask(q);
      expect(text, q).toContain(`**${often[0]}**`);
      expect(labelsOf(text), `${q}\n${text}`).toEqual(often);
    }
  });

  it("'channel codes used fewer than 2 times' counts the rows of each code", async () => {
    const expected = await column(`SELECT channel_code FROM client_channels GROUP BY 1 HAVING count(*) < 2 ORDER BY 1`);
    const text = await ask('List the channel codes used fewer than 2 times.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'the pay methods used by clients' lists the methods, 'by' naming who used them", async () => {
    const expected = await column(`SELECT DISTINCT pay_method FROM clients ORDER BY 1`);
    for (const q of ['Return the distinct pay methods used by clients.', 'List the pay methods used by clients.']) {
      const text = await ask(q);
      expect(labelsOf(text).sort(), `${q}\n${text}`).toEqual(expected);
    }
  });

  it("'post code 633' is a value of the code kept as text", async () => {
    const expected = await column(`SELECT client_name FROM clients WHERE post_code = '633'`);
    const text = await ask('Which client is post code 633?');
    expect(labelsOf(text), text).toEqual(expected);
  });

  it('a period said in a relative clause is read on the records the clause names', async () => {
    const expected = await column(
      `SELECT client_name FROM clients c WHERE EXISTS (SELECT 1 FROM purchases p WHERE p.client_id = c.client_id
       AND p.purchase_date >= '2018-03-09' AND p.purchase_date < '2018-03-18') ORDER BY 1`,
    );
    const joined = await column(
      `SELECT client_name FROM clients WHERE date_joined >= '2018-03-09' AND date_joined < '2018-03-18'`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(joined).toEqual([]);
    const text = await ask('Give me the names of clients who made purchases between 2018-03-09 and 2018-03-17.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it('a moment bounds the period of the records moved', async () => {
    const quantity = await figure(
      `SELECT sum(line_quantity::int) FROM purchase_lines JOIN purchases USING (purchase_id)
       WHERE purchase_date < '2018-03-16 08:15:00'`,
    );
    const text = await ask('What is the total quantity of wares purchased before 2018-03-16 08:15:00?');
    expect(figureOf(text), text).toBe(quantity);
  });

  it("'the first 3 clients' are the earliest by the date the table keeps of them", async () => {
    const expected = await column(`SELECT client_name FROM clients ORDER BY date_joined LIMIT 3`);
    const text = await ask('Find the name of the first 3 clients.');
    expect(labelsOf(text), text).toEqual(expected);
  });

  it("'who made the latest purchase' names the client of the latest purchase", async () => {
    for (const [q, dir] of [
      ['Who made the latest purchase?', 'DESC'],
      ['Who made the earliest purchase?', 'ASC'],
    ]) {
      const [who] = await column(
        `SELECT client_name FROM purchases JOIN clients USING (client_id) ORDER BY purchase_date ${dir} LIMIT 1`,
      );
      const text = await ask(q);
      expect(text, q).toContain(`**${who}**`);
    }
  });

  it("'clients who purchased both Espresso and Scone' keeps the clients with a purchase of each", async () => {
    const bought = (ware: string) =>
      `SELECT client_name FROM clients JOIN purchases USING (client_id) JOIN purchase_lines USING (purchase_id)
       JOIN wares USING (ware_id) WHERE ware_details = '${ware}'`;
    const expected = await column(`${bought('Espresso')} INTERSECT ${bought('Scone')} ORDER BY 1`);
    const text = await ask('Find the names of clients who purchased both Espresso and Scone.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("'the client called Ben Cole' reads 'called' before the name", async () => {
    const text = await ask('What is the name of the client called Ben Cole?');
    expect(labelsOf(text), text).toEqual(['Ben Cole']);
    expect(text).not.toMatch(/called/);
  });

  it("'in Leeds, Yorkshire or in Bath, Somerset' is either pair, each said of one address", async () => {
    const expected = await column(
      `SELECT address_details FROM addresses WHERE (city = 'Leeds' AND county = 'Yorkshire')
       OR (city = 'Bath' AND county = 'Somerset') ORDER BY 1`,
    );
    expect(expected).toHaveLength(2);
    const text = await ask('Find all the addresses in Leeds, Yorkshire or in Bath, Somerset.');
    expect(labelsOf(text).sort(), text).toEqual(expected);
  });

  it("an address is named by its details: 'the address details of the client named Ada Brook'", async () => {
    const expected = await column(
      `SELECT address_details FROM addresses JOIN client_addresses USING (address_id) JOIN clients USING (client_id)
       WHERE client_name = 'Ada Brook'`,
    );
    const text = await ask('What is the address of the client named "Ada Brook"?');
    expect(labelsOf(text), text).toEqual(expected);
  });

  it("'members not living in Hull' looks the town up in a free-text address column", async () => {
    const figureNot = await figure(`SELECT count(*) FROM loyalty_members WHERE home_address <> 'Hull'`);
    const text = await ask('How many loyalty members are not living in Hull?');
    expect(figureOf(text), text).toBe(figureNot);
  });

  it("'the name of the client that made the purchase with the largest quantity' names its client", async () => {
    const expected = await column(
      `SELECT DISTINCT client_name FROM clients JOIN purchases USING (client_id) JOIN purchase_lines USING (purchase_id)
       WHERE line_quantity::int = (SELECT max(line_quantity::int) FROM purchase_lines) ORDER BY 1`,
    );
    const text = await ask('What is the name of the client that made the purchase with the largest quantity?');
    expect(labelsOf(text).sort(), text).toEqual(expected);
    expect(text).toContain(`**${expected[0]}**`);
  });

  it("'the city where the most clients live' ranks the cities by their clients", async () => {
    const [top] = await column(
      `SELECT city FROM addresses JOIN client_addresses USING (address_id) GROUP BY city
       ORDER BY count(DISTINCT client_id) DESC LIMIT 1`,
    );
    const text = await ask('Find the city where the most clients live.');
    expect(text).toContain(`**${top}**`);
  });
});
