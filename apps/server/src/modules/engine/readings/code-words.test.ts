import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from '../testing/answer-text';
import { useScriptSystem } from '../testing/eval-set';
import { readCodeWords } from './code-words';

/**
 * Coded statuses and types asked about in words: 'completed' for CMPL or CMP (the word's consonants), 'pending' for
 * PEND (how it begins) or PND, 'no-shows' for NS (initials, with the ordinary 'no'), 'cancelled' for CXL (a
 * convention) or CNCL, 'paid' for PD, 'new' for NEW beside its column's word; the table named anywhere in the
 * question, or the code the only one of the schema the word fits. Never a country code ('usage' is no 'USA',
 * 'cancelled' no 'CAN'), never a noun's consonants ('company' is no CMP). Two schemas, named in two styles, with the
 * figures from SQL.
 */

const SNAKE = `
CREATE TABLE technicians (technician_id integer PRIMARY KEY, full_name text NOT NULL);
CREATE TABLE customers (customer_id integer PRIMARY KEY, customer_name text NOT NULL, country_code char(3) NOT NULL,
  signed_up_on date NOT NULL);
CREATE TABLE service_orders (order_id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(customer_id),
  technician_id integer NOT NULL REFERENCES technicians(technician_id), opened_on date NOT NULL,
  job_type_cd varchar(4) NOT NULL, order_status_cd varchar(4) NOT NULL, duration_minutes integer NOT NULL);
CREATE TABLE invoices (invoice_id integer PRIMARY KEY, order_id integer NOT NULL REFERENCES service_orders(order_id),
  issued_on date NOT NULL, amount numeric(10,2) NOT NULL, invoice_status_cd varchar(4) NOT NULL);
CREATE TABLE usage_readings (reading_id integer PRIMARY KEY, customer_id integer NOT NULL REFERENCES customers(customer_id),
  read_on date NOT NULL, kwh numeric(10,2) NOT NULL);
INSERT INTO technicians VALUES (1, 'Ada Moss'), (2, 'Ben Nunez'), (3, 'Cleo Okafor'), (4, 'Dev Park');
INSERT INTO customers
  SELECT g, 'Customer ' || g, (ARRAY['USA','CAN','MEX'])[1 + g % 3], date '2023-01-01' + g * 20 FROM generate_series(1, 40) g;
INSERT INTO service_orders
  SELECT g, 1 + g % 40, 1 + g % 4, date '2024-06-01' + g * 2, (ARRAY['NEW','RPR','INSP'])[1 + g % 3],
    (ARRAY['CMPL','CXL','NS','SCHD','CMPL','PEND','CMPL'])[1 + g % 7], 20 + (g * 7) % 95
  FROM generate_series(1, 400) g;
INSERT INTO invoices
  SELECT g, g, date '2024-06-05' + g * 2, 80 + (g * 13) % 400, (ARRAY['PD','OPEN','VOID','PD','PD'])[1 + g % 5]
  FROM generate_series(1, 300) g;
INSERT INTO usage_readings
  SELECT g, 1 + g % 40, date '2025-01-01' + g, 100 + (g * 17) % 300 FROM generate_series(1, 200) g;
`;

const PREFIXED = `
CREATE TABLE "FieldTech" ("ftId" integer PRIMARY KEY, "ftFirstName" text NOT NULL, "ftLastName" text NOT NULL);
CREATE TABLE "Client" ("clId" integer PRIMARY KEY, "clName" text NOT NULL, "clCtryCd" char(3) NOT NULL,
  "clSinceDt" date NOT NULL);
CREATE TABLE "WorkOrder" ("woId" integer PRIMARY KEY, "woClId" integer NOT NULL REFERENCES "Client"("clId"),
  "woTechId" integer NOT NULL REFERENCES "FieldTech"("ftId"), "woOpenDt" date NOT NULL, "woKindCd" varchar(5) NOT NULL,
  "woStatCd" varchar(4) NOT NULL, "woMinutes" integer NOT NULL);
INSERT INTO "FieldTech" VALUES (1, 'Kai', 'Abe'), (2, 'Lena', 'Bose'), (3, 'Milo', 'Cruz');
INSERT INTO "Client"
  SELECT g, 'Client ' || g, (ARRAY['USA','CAN','MEX'])[1 + g % 3], date '2022-03-01' + g * 30 FROM generate_series(1, 30) g;
INSERT INTO "WorkOrder"
  SELECT g, 1 + g % 30, 1 + g % 3, date '2024-09-01' + g * 3, (ARRAY['MAINT','INST','MAINT'])[1 + g % 3],
    (ARRAY['CMP','CNCL','NS','PND','CMP'])[1 + g % 5], 15 + (g * 11) % 80
  FROM generate_series(1, 220) g;
`;

interface On {
  ask: (q: string) => Promise<string>;
  sql: (q: string) => Promise<unknown[][]>;
  read: (q: string) => Promise<string>;
}

function onSchema(title: string, script: string, id: number, cases: (on: On) => void) {
  describe(title, () => {
    const open = useScriptSystem(script, 'Field service', id);
    cases({
      ask: async (q) => (await open.engine.answer(q, [open.system], { now: new Date('2026-03-01T12:00:00Z') })).text,
      sql: async (q) => (await open.db.query<unknown[]>(q, [], { rowMode: 'array' })).rows,
      read: async (q) => {
        const k = await open.engine.knowledgeFor(open.system);
        return readCodeWords(q, k.catalog, k.values!);
      },
    });
  });
}

const number = async (rows: Promise<unknown[][]>) => Number((await rows)[0][0]);

onSchema('coded statuses in snake_case', SNAKE, 7301, ({ ask, sql, read }) => {
  it("reads 'completed' as the code its consonants spell, with the table named anywhere in the question", async () => {
    expect(await read('How many service orders opened in 2025 were completed?')).toBe(
      'How many service orders opened in 2025 were CMPL?',
    );
    const text = await ask('How many service orders opened in 2025 were completed?');
    const expected = await number(
      sql(`SELECT count(*) FROM service_orders WHERE order_status_cd = 'CMPL'
           AND opened_on >= '2025-01-01' AND opened_on < '2026-01-01'`),
    );
    expect(figureOf(text)).toBe(expected);
  });

  it("reads 'no-shows' as the initials NS with no table named, the only code the words fit", async () => {
    expect(await read('How many no-shows were there in 2025?')).toBe('How many NS were there in 2025?');
    const text = await ask('How many no-shows were there in 2025?');
    const expected = await number(
      sql(`SELECT count(*) FROM service_orders WHERE order_status_cd = 'NS'
           AND opened_on >= '2025-01-01' AND opened_on < '2026-01-01'`),
    );
    expect(figureOf(text)).toBe(expected);
  });

  it("takes no initials from 'never' ('never served' is no NS)", async () => {
    expect(await read('How many customers were never served?')).toBe('How many customers were never served?');
  });

  it("reads 'cancelled' as the conventional CXL, not the country code CAN it begins with", async () => {
    expect(await read('How many service orders in 2025 were cancelled or no-shows?')).toBe(
      'How many service orders in 2025 were CXL or NS?',
    );
    const text = await ask('How many service orders in 2025 were cancelled or no-shows?');
    const expected = await number(
      sql(`SELECT count(*) FROM service_orders WHERE order_status_cd IN ('CXL', 'NS')
           AND opened_on >= '2025-01-01' AND opened_on < '2026-01-01'`),
    );
    expect(figureOf(text)).toBe(expected);
  });

  it("reads 'scheduled' and 'pending' by their consonants and their beginning, per group", async () => {
    expect(await read('Scheduled service orders by technician')).toBe('SCHD service orders by technician');
    const text = await ask('Scheduled service orders by technician');
    const expected = await sql(
      `SELECT t.full_name, count(*)::int FROM service_orders o JOIN technicians t USING (technician_id)
       WHERE o.order_status_cd = 'SCHD' GROUP BY 1 ORDER BY 2 DESC, 1`,
    );
    expect(tableOf(text).sort()).toEqual(expected.sort());
    expect(await read('How many pending service orders are there?')).toBe('How many PEND service orders are there?');
  });

  it("reads 'paid' as PD, all its consonants", async () => {
    const text = await ask('How many invoices were paid?');
    const expected = await number(sql(`SELECT count(*) FROM invoices WHERE invoice_status_cd = 'PD'`));
    expect(figureOf(text)).toBe(expected);
  });

  it("reads the ordinary word 'new' as the code NEW only beside a word of its column", async () => {
    const text = await ask('What is the average duration of a new customer job, in minutes?');
    const expected = await number(
      sql(`SELECT round(avg(duration_minutes), 2) FROM service_orders WHERE job_type_cd = 'NEW'`),
    );
    expect(figureOf(text)).toBe(expected);
    expect(await read('How many new customers signed up in 2025?')).toBe('How many new customers signed up in 2025?');
  });

  it("never reads 'usage' as the country USA, nor a country's code from any word", async () => {
    for (const q of [
      'Which customers had the highest usage in 2025?',
      'What was the total usage per customer?',
      'How many customers have usage readings?',
    ])
      expect(await read(q)).toBe(q);
    // A country's code is no abbreviation of a word, even beside the table that holds it.
    expect(await read('Which customers cancelled in 2025?')).toBe('Which customers CXL in 2025?');
  });
});

onSchema('coded statuses in prefixed camelCase', PREFIXED, 7302, ({ ask, sql, read }) => {
  it("reads 'completed' as CMP, the first consonants of a verb's form", async () => {
    expect(await read('How many completed work orders were there in 2025?')).toBe(
      'How many CMP work orders were there in 2025?',
    );
    const text = await ask('How many completed work orders were there in 2025?');
    const expected = await number(
      sql(`SELECT count(*) FROM "WorkOrder" WHERE "woStatCd" = 'CMP'
           AND "woOpenDt" >= '2025-01-01' AND "woOpenDt" < '2026-01-01'`),
    );
    expect(figureOf(text)).toBe(expected);
  });

  it("reads 'cancelled' as CNCL and 'pending' as PND by their consonants, with the table named further off", async () => {
    expect(await read('How many work orders opened in 2025 were cancelled or pending?')).toBe(
      'How many work orders opened in 2025 were CNCL or PND?',
    );
    const text = await ask('How many work orders opened in 2025 were cancelled or pending?');
    const expected = await number(
      sql(`SELECT count(*) FROM "WorkOrder" WHERE "woStatCd" IN ('CNCL', 'PND')
           AND "woOpenDt" >= '2025-01-01' AND "woOpenDt" < '2026-01-01'`),
    );
    expect(figureOf(text)).toBe(expected);
  });

  it("reads 'no-shows' as NS by initials, per technician", async () => {
    expect(await read('How many no-shows did each technician have?')).toBe('How many NS did each technician have?');
  });

  it('reads no code from a noun, a country or an ordinary word away from its column', async () => {
    for (const q of [
      'Which company had the most work orders?',
      'Which clients had the highest usage?',
      'How many new clients joined in 2025?',
      'How many clients are in Canada?',
    ])
      expect(await read(q)).toBe(q);
  });
});
