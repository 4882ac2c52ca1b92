import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, rowsOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets: gas_company, school_finance, phone_market,
 * insurance_and_eClaims), asked here on a schema written for them: freight carriers, depots linked to carriers by a
 * table of links with a rank of the season, yearly depot budgets, routes stocked with trucks by depots, contracts of
 * carriers and claims on contracts.
 * - a list put in order: 'ordered by the count', '… are there in order?', 'order all depot locations by the opening
 *   year' (the verb first), 'ordered by descending revenue' (what follows 'by' orders, it is not a figure asked);
 * - 'the rank of every carrier': a column of the rows grouped by, with no aggregate word, is each row's own value;
 * - 'the carrier name with the number of depots': rows named, then their count after 'with'; reached through the
 *   table of links, a depot linked to no carrier is in no carrier's group;
 * - 'in year 2016 or before', 'in 2017 or later': the year and every year on one side;
 * - 'the budgeted amount', 'budget records', 'the number of records of each contract type', 'the contract type codes
 *   associated with the carrier X': a column written as said beats a table sharing its stem, words for rows, a key
 *   word after a column's own words, a participle of relation;
 * - 'the most frequently used sector', 'depots with number of docks greater than 4' (a count kept on each row,
 *   compared, is a condition), 'routes that have total number of trucks bigger than 10' (over each route's records);
 * - 'the sectors that have both carriers with rank at most 2 and carriers with rank above 4', 'all sectors
 *   without a carrier with revenue over 200': values of a column with rows of each kind, or of none;
 * - 'donors' and 'donations' for endowments with donator names (one root to the stemmer); 'all the donors except
 *   those whose donation amount is less than 9' is the opposite bound;
 * - 'type code "RETURN"' is the code, though a table is called Returns; 'the id and details of the shipper that has the
 *   largest number of shipments' ranks the shippers named by their details column; a quantity kept as text with one
 *   stray word among its numbers is added up;
 * - 'the largest amount claimed in a single claim' ranks by the one largest record; 'Find the carrier who signed a
 *   contract most recently'; 'the name of the carrier with the smallest revenue'.
 * Every expected answer comes from SQL run here.
 */
const FREIGHT = `
CREATE TABLE carrier (carrier_id integer PRIMARY KEY, carrier_name text, sector text, rank integer, revenue_million real);
CREATE TABLE depot (depot_id integer PRIMARY KEY, opening_year integer, location text, supervisor_name text, num_of_docks integer);
CREATE TABLE depot_carrier (depot_id integer REFERENCES depot, carrier_id integer REFERENCES carrier, rank_of_the_season integer, PRIMARY KEY (depot_id, carrier_id));
CREATE TABLE freight_budget (depot_id integer REFERENCES depot, "Year" integer, "Budgeted" integer, "Spent" integer, PRIMARY KEY (depot_id, "Year"));
CREATE TABLE route (route_id integer PRIMARY KEY, route_name text);
CREATE TABLE route_stock (route_id integer REFERENCES route, depot_id integer REFERENCES depot, num_of_trucks integer, PRIMARY KEY (route_id, depot_id));
CREATE TABLE "Contracts" (contract_id integer PRIMARY KEY, carrier_id integer NOT NULL REFERENCES carrier, contract_type_code char(12) NOT NULL, signed_date timestamp, end_date timestamp);
CREATE TABLE "Contract_Claims" (claim_id integer PRIMARY KEY, contract_id integer NOT NULL REFERENCES "Contracts", amount_claimed numeric(10,2));
INSERT INTO carrier VALUES (1, 'Northline', 'Rail', 3, 120.5), (2, 'Bluewave', 'Sea', 1, 410.0), (3, 'Skyhaul', 'Air', 4, 95.25),
  (4, 'Roadrun', 'Road', 2, 230.0), (5, 'Tidemark', 'Sea', 5, 60.0);
INSERT INTO depot VALUES (1, 1998, 'Harbour Gate', 'Ann Pike', 6), (2, 2004, 'Mill Lane', 'Bo Reyes', 3), (3, 2001, 'Quay Side', 'Ann Pike', 8),
  (4, 2010, 'Old Yard', 'Cy Dane', 2), (5, 2012, 'North Dock', 'Bo Reyes', 5), (6, 2015, 'Rail Cross', 'Ann Pike', 4);
INSERT INTO depot_carrier VALUES (1, 2, 1), (2, 2, 3), (3, 1, 2), (4, 4, 5), (5, 2, 4);
INSERT INTO freight_budget VALUES (1, 2015, 4000, 3500), (1, 2016, 5200, 5600), (2, 2016, 2800, 2900), (3, 2017, 6100, 4000),
  (4, 2014, 3300, 3400), (5, 2018, 7000, 6500), (6, 2016, 3600, 3000);
INSERT INTO route VALUES (1, 'Coastal'), (2, 'Inland'), (3, 'Northern'), (4, 'Express');
INSERT INTO route_stock VALUES (1, 1, 6), (1, 3, 7), (2, 2, 4), (2, 4, 3), (3, 5, 12), (4, 6, 2), (4, 1, 1);
INSERT INTO "Contracts" VALUES (1, 1, 'Annual', '2017-02-01', '2018-02-01'), (2, 2, 'Spot', '2017-09-12', NULL),
  (3, 2, 'Annual', '2016-05-05', '2017-05-05'), (4, 3, 'Seasonal', '2018-01-20', NULL), (5, 4, 'Annual', '2017-11-30', NULL),
  (6, 5, 'Spot', '2015-03-03', NULL);
INSERT INTO "Contract_Claims" VALUES (1, 2, 900.00), (2, 2, 150.00), (3, 3, 700.00), (4, 1, 480.00), (5, 4, 85.50),
  (6, 5, 300.00), (7, 5, 290.00), (8, 6, 40.00);
CREATE TABLE endowment (endowment_id integer PRIMARY KEY, depot_id integer REFERENCES depot, donator_name text, amount real);
INSERT INTO endowment VALUES (1, 1, 'Harbour Trust', 12.5), (2, 2, 'Mill Fund', 8.0), (3, 3, 'Quay Society', 9.75),
  (4, 5, 'North Guild', 4.5), (5, 6, 'Rail Friends', 15.0);
CREATE TABLE shippers (shipper_id integer PRIMARY KEY, shipper_details varchar(255));
CREATE TABLE "Ref_Shipment_Types" (shipment_type_code varchar(10) PRIMARY KEY, shipment_type_description varchar(80));
CREATE TABLE "Returns" (return_id integer PRIMARY KEY, reason text);
CREATE TABLE shipments (shipment_id integer PRIMARY KEY, shipper_id integer REFERENCES shippers,
  shipment_type_code varchar(10) REFERENCES "Ref_Shipment_Types", amount_of_shipment numeric(10,2), crate_quantity varchar(20),
  pallet_count integer);
INSERT INTO shippers VALUES (1, 'Ostrander'), (2, 'Pell'), (3, 'Quince');
INSERT INTO "Ref_Shipment_Types" VALUES ('RETURN', 'Goods sent back'), ('RUSH', 'Next day'), ('STD', 'Standard');
INSERT INTO "Returns" VALUES (1, 'damaged'), (2, 'late');
INSERT INTO shipments VALUES (1, 1, 'RETURN', 120, '4', 2), (2, 2, 'RUSH', 300, '12', 5), (3, 2, 'STD', 80, '7', 1),
  (4, 3, 'RETURN', 60, '9', 3), (5, 2, 'STD', 45, 'box', 2), (6, 1, 'RUSH', 210, '3', 1), (7, 2, 'RETURN', 95, '15', 1);
CREATE TABLE holdings (holding_id integer PRIMARY KEY, shipper_id integer REFERENCES shippers, share_count integer);
INSERT INTO holdings VALUES (1, 1, 120), (2, 2, 40), (3, 3, 75), (4, 1, 10);
CREATE TABLE "Ref_Outcomes" (outcome_code varchar(10) PRIMARY KEY, outcome_description varchar(80));
CREATE TABLE route_outcomes (route_id integer REFERENCES route, outcome_code varchar(10) REFERENCES "Ref_Outcomes");
INSERT INTO "Ref_Outcomes" VALUES ('OnTime', 'Delivered on time'), ('Late', 'Delivered late'), ('Lost', 'Cargo lost');
INSERT INTO route_outcomes VALUES (1, 'OnTime'), (1, 'OnTime'), (1, 'Late'), (1, 'OnTime'), (2, 'Late'), (3, 'OnTime'),
  (3, 'Late'), (3, 'Lost');
`;

const NOW = new Date('2018-03-26T12:00:00Z');

describe('lists in order, rows of their own, words for rows, counts kept and single records', () => {
  const open = useScriptSystem(FREIGHT, 'Freight', 994);
  const { ask, rows, figure } = askerOf(open, NOW);
  const column = async (sql: string) => (await rows(sql)).map((r) => String(r[0]));
  const pairs = async (sql: string) => (await rows(sql)).map((r) => [String(r[0]), Number(r[1])]);
  const tablePairs = (text: string) => tableOf(text).map((r) => [String(r[0]), Number(r[1])]);
  const byName = (a: (string | number)[], b: (string | number)[]) => String(a[0]).localeCompare(String(b[0]));

  it("a list put in order: 'ordered by the count', 'in order', the verb first, 'ordered by descending revenue'", async () => {
    const counts = await pairs(`SELECT location, count(*) FROM depot GROUP BY 1`);
    for (const q of [
      'Show all locations and the number of depots in each location ordered by the count.',
      'For each location, how many depots are there in order?',
    ]) {
      const text = await ask(q);
      expect(tablePairs(text).sort(byName), `${q}\n${text}`).toEqual(counts.sort(byName));
    }
    const locations = await column(`SELECT location FROM depot ORDER BY opening_year`);
    const ordered = await ask('order all depot locations by the opening year.');
    expect(
      rowsOf(ordered).map((r) => r.location),
      ordered,
    ).toEqual(locations);
    const carriers = await column(`SELECT carrier_name FROM carrier ORDER BY revenue_million DESC`);
    const ranks = await column(`SELECT rank FROM carrier ORDER BY revenue_million DESC`);
    const text = await ask('What is the name and rank of every carrier ordered by descending revenue?');
    expect(labelsOf(text), text).toEqual(carriers);
    expect(
      rowsOf(text).map((r) => String(r.rank)),
      text,
    ).toEqual(ranks);
  });

  it("'the rank of every carrier' is each carrier's own rank, not a total", async () => {
    const text = await ask('What is the rank of every carrier?');
    expect(text).not.toMatch(/total/i);
    const expected = await column(`SELECT carrier_name || ':' || rank FROM carrier ORDER BY 1`);
    expect(
      rowsOf(text)
        .map((r) => `${String(r.carrier_name ?? r.carrier)}:${String(r.rank)}`)
        .sort(),
      text,
    ).toEqual(expected);
  });

  it("'the carrier name with the number of depots' counts each carrier's linked depots, no group of none", async () => {
    const expected = await pairs(
      `SELECT c.carrier_name, count(*) FROM depot_carrier dc JOIN carrier c USING (carrier_id) GROUP BY 1`,
    );
    const text = await ask('Show the carrier name with the number of depots.');
    expect(tablePairs(text).sort(byName), text).toEqual(expected.sort(byName));
  });

  it("'in year 2016 or before', 'in 2017 or later': the year and every year on one side", async () => {
    const before = await figure(`SELECT count(*) FROM freight_budget WHERE "Year" <= 2016 AND "Budgeted" > 3000`);
    const q1 = 'How many budgets are above 3000 in year 2016 or before?';
    expect(figureOf(await ask(q1)), q1).toBe(before);
    const after = await figure(`SELECT count(*) FROM freight_budget WHERE "Year" >= 2017`);
    const q2 = 'How many budgets are there in 2017 or later?';
    expect(figureOf(await ask(q2)), q2).toBe(after);
  });

  it("'the budgeted amount', 'budget records', 'records of each contract type', 'associated with'", async () => {
    const budgeted = await figure(`SELECT count(*) FROM freight_budget WHERE "Year" <= 2016 AND "Budgeted" > 3500`);
    const q1 = 'Count the number of budgets in year 2016 or before whose budgeted amount is greater than 3500';
    const t1 = await ask(q1);
    expect(figureOf(t1), t1).toBe(budgeted);
    const smaller = await figure(`SELECT count(*) FROM freight_budget WHERE "Budgeted" < "Spent"`);
    const t2 = await ask('How many budget records have a budgeted amount smaller than the spent amount?');
    expect(figureOf(t2), t2).toBe(smaller);
    expect(t2).not.toMatch(/^I read this as/);
    const types = await pairs(`SELECT trim(contract_type_code), count(*) FROM "Contracts" GROUP BY 1`);
    const t3 = await ask('Find the number of records of each contract type and its type code.');
    expect(
      tablePairs(t3)
        .map(([k, v]) => [String(k).trim(), v])
        .sort(byName),
      t3,
    ).toEqual(types.sort(byName));
    const codes = await column(
      `SELECT DISTINCT trim(contract_type_code) FROM "Contracts" JOIN carrier USING (carrier_id) WHERE carrier_name = 'Bluewave' ORDER BY 1`,
    );
    const t4 = await ask('Find all the contract type codes associated with the carrier "Bluewave"');
    expect(t4).not.toMatch(/^I read this as/);
    expect(
      [...new Set(rowsOf(t4).map((r) => String(r.contract_type_code ?? r.contract_type).trim()))].sort(),
      t4,
    ).toEqual(codes);
  });

  it("'the most frequently used sector', a count kept on each row compared, a total over each row's records", async () => {
    const sector = await column(`SELECT sector FROM carrier GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const t1 = await ask('Show the most frequently used sector of the carriers.');
    expect(t1, t1).toContain(`**${sector[0]}**`);
    const routes = await column(
      `SELECT DISTINCT r.route_name FROM route r JOIN route_stock s USING (route_id) JOIN depot d USING (depot_id) WHERE d.num_of_docks > 4 ORDER BY 1`,
    );
    const t2 = await ask('Show the names of routes that are stocked by depots with number of docks greater than 4.');
    expect([...new Set(labelsOf(t2))].sort(), t2).toEqual(routes);
    const stocked = await column(
      `SELECT r.route_name FROM route r JOIN route_stock s USING (route_id) GROUP BY 1 HAVING sum(num_of_trucks) > 10 ORDER BY sum(num_of_trucks) DESC`,
    );
    const t3 = await ask(
      'Show the names of routes that have total number of trucks bigger than 10, in descending order of the total number of trucks.',
    );
    expect(labelsOf(t3), t3).toEqual(stocked);
  });

  it('the values of a column with rows of each kind the clause keeps, or with none', async () => {
    const both = await column(
      `SELECT sector FROM carrier GROUP BY 1 HAVING bool_or(rank <= 2) AND bool_or(rank > 4) ORDER BY 1`,
    );
    const t1 = await ask(
      'Show the sectors that have both carriers with rank at most 2 and carriers with rank above 4.',
    );
    expect(labelsOf(t1).sort(), t1).toEqual(both);
    // Said with a verb and 'by', the second kind pointed back at ('those').
    const t3 = await ask(
      'What are the sectors that are used by both carriers with rank above 4 and those with rank at most 2?',
    );
    expect(labelsOf(t3).sort(), t3).toEqual(both);
    const none = await column(
      `SELECT sector FROM carrier GROUP BY 1 HAVING NOT bool_or(revenue_million > 200) ORDER BY 1`,
    );
    const t2 = await ask('Show all sectors without a carrier with revenue over 200.');
    expect(labelsOf(t2).sort(), t2).toEqual(none);
  });

  it("'donors' and 'donations' of a table of endowments with donator names; 'except those whose …' is the opposite bound", async () => {
    const donors = await column(`SELECT donator_name FROM endowment ORDER BY 1`);
    const t1 = await ask('Show all donor names.');
    expect(
      rowsOf(t1)
        .map((r) => String(r.donator_name))
        .sort(),
      t1,
    ).toEqual(donors);
    const kept = await column(`SELECT donator_name FROM endowment WHERE amount >= 9 ORDER BY 1`);
    const t2 = await ask('Show the names of all the donors except those whose donation amount is less than 9.');
    expect(t2).not.toMatch(/^I read this as/);
    expect(
      rowsOf(t2)
        .map((r) => String(r.donator_name))
        .sort(),
      t2,
    ).toEqual(kept);
  });

  it('\'type code "RETURN"\' is the code, though a table is called Returns; rows named by their details column', async () => {
    const returns = await figure(`SELECT avg(amount_of_shipment) FROM shipments WHERE shipment_type_code = 'RETURN'`);
    const t1 = await ask('Show the average amount of shipments with type code "RETURN".');
    expect(t1).not.toMatch(/^I read this as/);
    expect(figureOf(t1), t1).toBeCloseTo(returns, 2);
    const busiest = await column(
      `SELECT shipper_details FROM shipments JOIN shippers USING (shipper_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const t2 = await ask('Show the id and details of the shipper that has the largest number of shipments.');
    expect(t2, t2).toContain(`**${busiest[0]}**`);
  });

  it("'the descriptions of the route outcomes' are of the kinds they point at; 'the most number of outcomes' counts the links", async () => {
    const descriptions = await column(
      `SELECT DISTINCT outcome_description FROM route_outcomes JOIN "Ref_Outcomes" USING (outcome_code) ORDER BY 1`,
    );
    const t1 = await ask('What are the descriptions of all the route outcomes?');
    expect([...new Set(labelsOf(t1))].sort(), t1).toEqual(descriptions);
    const most = await column(
      `SELECT route_name FROM route_outcomes JOIN route USING (route_id) GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
    );
    const t2 = await ask('Which route made the most number of outcomes?');
    expect(t2, t2).toContain(`**${most[0]}**`);
  });

  it("'the shipment type code that occurs the fewest times' counts the shipments of each code", async () => {
    const fewest = await column(`SELECT shipment_type_code FROM shipments GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`);
    const most = await column(`SELECT shipment_type_code FROM shipments GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
    const t1 = await ask('Show the shipment type code that occurs the fewest times.');
    expect(t1).not.toMatch(/^I read this as/);
    expect(t1, t1).toContain(`**${fewest[0]}**`);
    const t2 = await ask('Which shipment type code appears the most times?');
    expect(t2, t2).toContain(`**${most[0]}**`);
  });

  it("'the total share of holdings' adds up a share count, no share of a whole", async () => {
    const total = await figure(`SELECT sum(share_count) FROM holdings`);
    const text = await ask('What is the total share of holdings?');
    expect(figureOf(text), text).toBe(total);
    // A column named 'pallet count' stays a column, not 'the number of pallets', and the code beside it stays read.
    const least = await figure(
      `SELECT min(amount_of_shipment) FROM shipments WHERE shipment_type_code = 'RETURN' AND pallet_count > 1`,
    );
    const t2 = await ask(
      'Show the minimum amount of shipments whose type code is "RETURN" and whose pallet count is bigger than 1.',
    );
    expect(t2).not.toMatch(/^I read this as/);
    expect(figureOf(t2), t2).toBe(least);
  });

  it('a quantity kept as text with one stray word among its numbers is still added up', async () => {
    const total = await figure(`SELECT sum(crate_quantity::numeric) FROM shipments WHERE crate_quantity ~ '^[0-9]+$'`);
    const text = await ask('What is the total crate quantity of all shipments?');
    expect(figureOf(text), text).toBe(total);
  });

  it("'in a single claim' ranks by the one largest record; the latest record a verb names; a named row ranked", async () => {
    const largest = await column(
      `SELECT c.carrier_name FROM "Contract_Claims" JOIN "Contracts" USING (contract_id) JOIN carrier c USING (carrier_id) ORDER BY amount_claimed DESC LIMIT 1`,
    );
    const total = await column(
      `SELECT c.carrier_name FROM "Contract_Claims" JOIN "Contracts" USING (contract_id) JOIN carrier c USING (carrier_id) GROUP BY 1 ORDER BY sum(amount_claimed) DESC LIMIT 1`,
    );
    const smallest = await column(
      `SELECT c.carrier_name FROM "Contract_Claims" JOIN "Contracts" USING (contract_id) JOIN carrier c USING (carrier_id) ORDER BY amount_claimed LIMIT 1`,
    );
    const t1 = await ask('What is the name of the carrier who has made the largest amount claimed in a single claim?');
    expect(t1, t1).toContain(`**${largest[0]}**`);
    const t2 = await ask('Which carrier made the smallest amount claimed in one claim?');
    expect(t2, t2).toContain(`**${smallest[0]}**`);
    const t3 = await ask('Which carrier made the largest total amount claimed?');
    expect(t3, t3).toContain(`**${total[0]}**`);
    const signed = await column(
      `SELECT carrier_name FROM "Contracts" JOIN carrier USING (carrier_id) ORDER BY signed_date DESC LIMIT 1`,
    );
    const t4 = await ask('Find the carrier who signed a contract most recently.');
    expect(t4, t4).toContain(`**${signed[0]}**`);
    const poorest = await column(`SELECT carrier_name FROM carrier ORDER BY revenue_million LIMIT 1`);
    const t5 = await ask('List the name of the carrier with the smallest revenue.');
    expect(t5, t5).toContain(`**${poorest[0]}**`);
  });
});
