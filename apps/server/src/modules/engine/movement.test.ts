import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem } from './index';
import { sameEvent } from './read/lemma';
import { unitsText } from './plan/moved';
import { discoverPglite, pgliteSystem } from './testing/pglite-system';
import { figureOf, tableOf } from './testing/answer-text';

/**
 * Movements and what they cost, on two small schemas made here (snake_case, and prefixed camelCase): a verb that
 * names a kind of movement in a ledger ('receive' → RECEIPT rows), units counted on the quantity the verb names and
 * dated by the date it names, the rate of late deliveries ranked per group, and a catalogue's price totalled over
 * the records that use it. Every expected figure comes from SQL run here.
 */

const SNAKE = `
CREATE TABLE products (product_id int PRIMARY KEY, product_name text NOT NULL, category text NOT NULL, unit_cost numeric(8,2) NOT NULL);
INSERT INTO products VALUES (1,'Desk Lamp','Lighting',12.5),(2,'Floor Lamp','Lighting',30),(3,'Office Chair','Furniture',80),
  (4,'Standing Desk','Furniture',220),(5,'Cable Tray','Accessories',9);
CREATE TABLE sites (site_id int PRIMARY KEY, site_name text NOT NULL);
INSERT INTO sites VALUES (1,'North Depot'),(2,'South Depot'),(3,'East Depot');
CREATE TABLE stock_moves (move_id int PRIMARY KEY, product_id int NOT NULL REFERENCES products, site_id int NOT NULL REFERENCES sites,
  move_kind varchar(12) NOT NULL, qty int NOT NULL, moved_at timestamp NOT NULL);
INSERT INTO stock_moves SELECT g, 1 + g % 5, 1 + g % 3, (ARRAY['RECEIPT','SALE','SALE','RETURN','WRITEOFF'])[1 + (g / 5) % 5],
  1 + (g * 13) % 40, timestamp '2024-01-01' + g * interval '9 hours' FROM generate_series(1, 3000) g;
CREATE TABLE couriers (courier_id int PRIMARY KEY, courier_name text NOT NULL);
INSERT INTO couriers VALUES (1,'Swift Post'),(2,'Road Runner'),(3,'Blue Van');
CREATE TABLE parcels (parcel_id int PRIMARY KEY, courier_id int NOT NULL REFERENCES couriers, site_id int NOT NULL REFERENCES sites,
  dispatched_on date NOT NULL, promised_on date NOT NULL, delivered_on date, parcel_status varchar(12) NOT NULL);
INSERT INTO parcels SELECT g, 1 + g % 3, 1 + g % 2, date '2025-01-01' + g % 300, date '2025-01-01' + g % 300 + 3,
  CASE WHEN g % 11 = 0 THEN NULL ELSE date '2025-01-01' + g % 300 + (g * 7) % (4 + g % 3) END,
  CASE WHEN g % 11 = 0 THEN 'In Transit' WHEN g % 13 = 0 THEN 'Returned' ELSE 'Delivered' END FROM generate_series(1, 900) g;
CREATE TABLE services (service_id int PRIMARY KEY, service_name text NOT NULL, service_group text NOT NULL, fee numeric(8,2) NOT NULL);
INSERT INTO services VALUES (1,'Gift Wrap','Packaging',4),(2,'Box Upgrade','Packaging',6.5),(3,'Assembly','Labour',45),
  (4,'Installation','Labour',90),(5,'Insurance','Cover',12);
CREATE TABLE service_bookings (booking_id int PRIMARY KEY, service_id int NOT NULL REFERENCES services,
  site_id int NOT NULL REFERENCES sites, booked_on date NOT NULL);
INSERT INTO service_bookings SELECT g, 1 + (g * g) % 5, 1 + g % 3, date '2025-01-01' + g % 360 FROM generate_series(1, 400) g;
`;

const CAMEL = `
CREATE TABLE "tblArticle" ("artId" int PRIMARY KEY, "artName" text NOT NULL, "artGroup" text NOT NULL, "artPriceAmt" numeric(8,2) NOT NULL);
INSERT INTO "tblArticle" VALUES (1,'Paper Ream','Paper',5),(2,'Toner Black','Print',60),(3,'Stapler','Desk',11),(4,'Binder Clip','Desk',2);
CREATE TABLE "tblStockTxn" ("txnId" int PRIMARY KEY, "txnArtId" int NOT NULL REFERENCES "tblArticle"("artId"),
  "txnTypeCd" varchar(12) NOT NULL, "txnQty" int NOT NULL, "txnTs" timestamp NOT NULL);
INSERT INTO "tblStockTxn" SELECT g, 1 + g % 4, (ARRAY['RECEIPT','SHIPMENT','SHIPMENT','ADJUSTMENT','TRANSFER_IN'])[1 + (g / 4) % 5],
  1 + (g * 11) % 25, timestamp '2024-06-01' + g * interval '11 hours' FROM generate_series(1, 2000) g;
CREATE TABLE "tblOrd" ("ordId" int PRIMARY KEY, "ordCustNm" text NOT NULL, "ordPlacedDt" date NOT NULL, "ordShipDt" date,
  "ordDueDt" date NOT NULL);
INSERT INTO "tblOrd" SELECT g, 'Client ' || (g % 9), date '2024-11-01' + g % 400, date '2024-11-01' + g % 400 + 20 + g % 5,
  date '2024-11-01' + g % 400 + 24 FROM generate_series(1, 500) g;
CREATE TABLE "tblOrdLine" ("olOrdId" int NOT NULL REFERENCES "tblOrd"("ordId"), "olLineNo" int NOT NULL,
  "olArtId" int NOT NULL REFERENCES "tblArticle"("artId"), "olQtyOrdered" int NOT NULL, "olQtyShipped" int NOT NULL,
  PRIMARY KEY ("olOrdId", "olLineNo"));
INSERT INTO "tblOrdLine" SELECT 1 + g % 500, g, 1 + (g * 3) % 4, 5 + g % 7, 4 + g % 7 FROM generate_series(1, 1500) g;
CREATE TABLE "tblPlan" ("planId" int PRIMARY KEY, "planName" text NOT NULL, "planTier" text NOT NULL, "planFeeAmt" numeric(8,2) NOT NULL);
INSERT INTO "tblPlan" VALUES (1,'Starter','Basic',10),(2,'Team','Business',49),(3,'Scale','Business',99),(4,'Solo','Basic',5);
CREATE TABLE "tblSignup" ("suId" int PRIMARY KEY, "suPlanId" int NOT NULL REFERENCES "tblPlan"("planId"), "suDt" date NOT NULL);
INSERT INTO "tblSignup" SELECT g, 1 + (g * 7) % 4, date '2025-01-01' + g % 365 FROM generate_series(1, 300) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

function onSchema(title: string, script: string, cases: (ask: Asker) => void) {
  describe(title, () => {
    const engine = new SoeLocal();
    let db: PGlite;
    let system: EngineSystem;
    beforeAll(async () => {
      db = new PGlite();
      await db.exec(script);
      system = pgliteSystem(db, await discoverPglite(db), title, 950 + title.length);
      await engine.prepare(system);
    }, 120_000);
    afterAll(async () => db?.close());
    cases({
      text: async (q) => (await engine.answer(q, [system], { now: NOW })).text,
      rows: async (sql) => (await db.query<unknown[]>(sql, [], { rowMode: 'array' })).rows,
    });
  });
}

interface Asker {
  text: (question: string) => Promise<string>;
  rows: (sql: string) => Promise<unknown[][]>;
}

async function expectFigure(ask: Asker, question: string, sql: string): Promise<string> {
  const text = await ask.text(question);
  const [[expected]] = await ask.rows(sql);
  expect(figureOf(text), text).toBeCloseTo(Number(expected), 2);
  return text;
}

async function expectRows(ask: Asker, question: string, sql: string): Promise<string> {
  const text = await ask.text(question);
  const expected = await ask.rows(sql);
  const table = tableOf(text);
  expect(table.length, text).toBe(expected.length);
  for (const [label, value] of expected) {
    const row = table.find((r) => String(r[0]) === String(label));
    expect(row, `${String(label)} in ${text}`).toBeDefined();
    expect(Number(row![1])).toBeCloseTo(Number(value), 2);
  }
  return text;
}

describe('verb and noun forms of one event', () => {
  it('meet by their root', () => {
    for (const [a, b] of [
      ['receive', 'receipt'],
      ['received', 'receipts'],
      ['shipped', 'shipment'],
      ['sold', 'sale'],
      ['delivered', 'delivery'],
      ['cancelled', 'cancellation'],
      ['allocated', 'allocation'],
      ['returned', 'return'],
      ['registered', 'registrations'],
      ['administered', 'administration'],
      ['generated', 'generation'],
      ['operated', 'operation'],
    ])
      expect(sameEvent(a, b), `${a} ~ ${b}`).toBe(true);
    for (const [a, b] of [
      ['receive', 'return'],
      ['ship', 'shop'],
      ['sell', 'set'],
    ])
      expect(sameEvent(a, b), `${a} ≁ ${b}`).toBe(false);
  });

  it('names the counted units by the participle', () => {
    expect(unitsText('receive')).toBe('units received');
    expect(unitsText('ship')).toBe('units shipped');
    expect(unitsText('selling')).toBe('units sold');
    expect(unitsText(undefined)).toBe('units sold');
  });
});

onSchema('Depot ops', SNAKE, (ask) => {
  it('reads a verb as the kind of movement the ledger records by its noun', async () => {
    const text = await expectFigure(
      ask,
      'How many units did we receive in March 2025?',
      `SELECT sum(qty) FROM stock_moves WHERE move_kind = 'RECEIPT' AND moved_at >= '2025-03-01' AND moved_at < '2025-04-01'`,
    );
    expect(text).toMatch(/RECEIPT/);
  });

  it('counts the units of a thing moved so (an irregular verb: sold → SALE)', async () => {
    await expectFigure(
      ask,
      'How many desk lamps were sold in 2025?',
      `SELECT sum(m.qty) FROM stock_moves m JOIN products p USING (product_id) WHERE p.product_name = 'Desk Lamp'
       AND m.move_kind = 'SALE' AND m.moved_at >= '2025-01-01' AND m.moved_at < '2026-01-01'`,
    );
  });

  it('groups the units of one kind of movement', async () => {
    await expectRows(
      ask,
      'Units returned by site in 2025',
      `SELECT s.site_name, sum(m.qty) FROM stock_moves m JOIN sites s USING (site_id) WHERE m.move_kind = 'RETURN'
       AND m.moved_at >= '2025-01-01' AND m.moved_at < '2026-01-01' GROUP BY 1`,
    );
  });

  it('leaves the verb to another record the question names', async () => {
    // 'received' names no receipt here: the bookings are what the sites received.
    await expectRows(
      ask,
      'Which sites received more than 130 service bookings?',
      'SELECT s.site_name, count(*) FROM service_bookings b JOIN sites s USING (site_id) GROUP BY 1 HAVING count(*) > 130',
    );
  });

  it('ranks the groups by their rate of late deliveries, over the deliveries that could be judged', async () => {
    const text = await ask.text('Which courier has the highest late delivery rate?');
    const [[top, rate]] = await ask.rows(
      `SELECT c.courier_name, 100.0 * count(*) FILTER (WHERE p.delivered_on > p.promised_on) / count(*) AS v
       FROM parcels p JOIN couriers c USING (courier_id) WHERE p.parcel_status = 'Delivered' AND p.delivered_on IS NOT NULL
       GROUP BY 1 ORDER BY v DESC LIMIT 1`,
    );
    expect(text).toContain(`**${String(top)}**`);
    expect(tableOf(text)[0]).toEqual([top, expect.closeTo(Number(rate), 2)]);
    // The parcels not delivered yet are left out, and the answer says so.
    expect(text).toMatch(/delivered on is set/);
  });

  it('gives the on-time delivery rate per group', async () => {
    await expectRows(
      ask,
      'On-time delivery rate by courier',
      `SELECT c.courier_name, 100.0 * count(*) FILTER (WHERE p.delivered_on <= p.promised_on) / count(*)
       FROM parcels p JOIN couriers c USING (courier_id) WHERE p.parcel_status = 'Delivered' AND p.delivered_on IS NOT NULL
       GROUP BY 1`,
    );
  });

  it("totals a catalogue's price over the records that use it, and says so", async () => {
    const text = await expectRows(
      ask,
      'Total service fee by service group',
      'SELECT s.service_group, sum(s.fee) FROM service_bookings b JOIN services s USING (service_id) GROUP BY 1',
    );
    expect(text).toMatch(/counted once per service booking/);
  });

  it('totals the uses in a period by their own date', async () => {
    await expectFigure(
      ask,
      'Total service fee in June 2025',
      `SELECT sum(s.fee) FROM service_bookings b JOIN services s USING (service_id)
       WHERE b.booked_on >= '2025-06-01' AND b.booked_on < '2025-07-01'`,
    );
  });

  it('keeps a bare total that names the catalogue itself on the catalogue', async () => {
    await expectFigure(ask, 'What is the total fee of all our services?', 'SELECT sum(fee) FROM services');
  });

  it("keeps an average of a catalogue's price on the catalogue", async () => {
    await expectRows(
      ask,
      'Average service fee by service group',
      'SELECT service_group, avg(fee) FROM services GROUP BY 1',
    );
  });
});

onSchema('Office supply', CAMEL, (ask) => {
  it('reads a verb as the kind of movement the ledger records by its noun', async () => {
    await expectFigure(
      ask,
      'How many units did we receive in 2025?',
      `SELECT sum("txnQty") FROM "tblStockTxn" WHERE "txnTypeCd" = 'RECEIPT' AND "txnTs" >= '2025-01-01' AND "txnTs" < '2026-01-01'`,
    );
  });

  it('does not take the period after a verb for its particle', async () => {
    // 'transferred in 2025' is no 'TRANSFER_IN': the verb names no one kind, and the answer says it was not used.
    const text = await ask.text('How many units were transferred in 2025?');
    expect(text).not.toMatch(/TRANSFER_IN/);
    expect(text).toMatch(/Not used from the question: "transferred"/);
  });

  it('counts units on the quantity the verb names, dated by the date it names on the header', async () => {
    await expectFigure(
      ask,
      'How many staplers were shipped in 2025?',
      `SELECT sum(l."olQtyShipped") FROM "tblOrdLine" l JOIN "tblOrd" o ON o."ordId" = l."olOrdId"
       JOIN "tblArticle" a ON a."artId" = l."olArtId" WHERE a."artName" = 'Stapler'
       AND o."ordShipDt" >= '2025-01-01' AND o."ordShipDt" < '2026-01-01'`,
    );
  });

  it('counts units ordered on the quantity that carries the verb', async () => {
    await expectFigure(
      ask,
      'How many binder clips were ordered?',
      `SELECT sum(l."olQtyOrdered") FROM "tblOrdLine" l JOIN "tblArticle" a ON a."artId" = l."olArtId"
       WHERE a."artName" = 'Binder Clip'`,
    );
  });

  it("totals a catalogue's price over the records that use it", async () => {
    await expectRows(
      ask,
      'Total plan fee by plan tier',
      'SELECT p."planTier", sum(p."planFeeAmt") FROM "tblSignup" s JOIN "tblPlan" p ON p."planId" = s."suPlanId" GROUP BY 1',
    );
  });

  it("keeps an average of a catalogue's price on the catalogue", async () => {
    await expectRows(
      ask,
      'Average plan fee by plan tier',
      'SELECT "planTier", avg("planFeeAmt") FROM "tblPlan" GROUP BY 1',
    );
  });
});
