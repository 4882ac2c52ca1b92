import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * A warehouse schema written in camelCase without quotes, as PostgreSQL then keeps it: every name lower-case and
 * run together behind a shared prefix (`whshipline`, `whshipdate`). The prefix is no word, so splitting whole names
 * cut them into nonsense and nothing was answered; a price on the item and a quantity on the lines let "by quantity"
 * rank items by their unit cost (the 'unit' of unit cost read as a synonym of quantity); "monthly count of …" read
 * "monthly count" as a thing counted. Every figure comes from SQL run here.
 */
const WAREHOUSE = `
CREATE TABLE whSite (whSiteId int PRIMARY KEY, whSiteName text NOT NULL, whRegion text NOT NULL);
INSERT INTO whSite VALUES (1, 'Dock A', 'North'), (2, 'Dock B', 'North'), (3, 'Yard C', 'South'), (4, 'Yard D', 'West');
CREATE TABLE whItem (whItemId int PRIMARY KEY, whItemName text NOT NULL, whItemGroup text NOT NULL,
  whUnitCost numeric(8,2) NOT NULL);
INSERT INTO whItem SELECT g, 'Part ' || g, (ARRAY['Bolts', 'Panels', 'Cables'])[1 + g % 3], 3 + (g * 7) % 90
  FROM generate_series(1, 36) g;
CREATE TABLE whShipment (whShipId int PRIMARY KEY, whSiteId int NOT NULL REFERENCES whSite, whShipDate date NOT NULL,
  whShipStatus text NOT NULL);
INSERT INTO whShipment SELECT g, 1 + g % 4, date '2024-09-01' + (g * 3) % 600,
  (ARRAY['sent', 'sent', 'held', 'returned'])[1 + g % 4] FROM generate_series(1, 900) g;
CREATE TABLE whShipLine (whShipLineId int PRIMARY KEY, whShipId int NOT NULL REFERENCES whShipment,
  whItemId int NOT NULL REFERENCES whItem, whQty int NOT NULL, whCaseUnit text NOT NULL);
INSERT INTO whShipLine SELECT g, 1 + (g * 7) % 900, 1 + (g * g) % 36, 1 + (g * 5) % 17, (ARRAY['box', 'crate'])[1 + g % 2]
  FROM generate_series(1, 2600) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('first contact with a run-together, prefixed schema', () => {
  const open = useScriptSystem(WAREHOUSE, 'Warehouse', 984);
  const { ask, rows, figure } = askerOf(open, NOW);

  it('reads the names behind the shared prefix', async () => {
    const sites = await ask('How many sites are there?');
    expect(figureOf(sites), sites).toBe(4);
    const byRegion = await ask('Number of shipments by region');
    const expected = await rows(
      'SELECT s.whregion, count(*)::int FROM whshipment x JOIN whsite s USING (whsiteid) GROUP BY 1 ORDER BY 1',
    );
    expect(tableOf(byRegion).sort(), byRegion).toEqual(expected);
    expect(await open.engine.suggest(open.system, NOW)).not.toContainEqual(expect.stringMatching(/\bwh[a-z]{4,}/));
  });

  it('ranks items by the quantity on their lines, not by a price named with "unit"', async () => {
    const text = await ask('Top 3 items by quantity');
    const expected = await rows(
      'SELECT i.whitemname, sum(l.whqty)::int FROM whshipline l JOIN whitem i USING (whitemid) GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 3',
    );
    expect(
      tableOf(text).map((r) => r[1]),
      text,
    ).toEqual(expected.map((r) => r[1]));
  });

  it('groups a monthly count by month', async () => {
    const text = await ask('Monthly count of shipments in 2025');
    expect(text).not.toMatch(/Not used/);
    expect(tableOf(text).length, text).toBe(12);
    const march = tableOf(text).find((r) => String(r[0]).startsWith('2025-03'));
    expect(march?.[1], text).toBe(
      await figure(`SELECT count(*) FROM whshipment WHERE whshipdate >= '2025-03-01' AND whshipdate < '2025-04-01'`),
    );
  });
});
