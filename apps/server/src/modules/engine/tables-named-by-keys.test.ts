import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf, NOT_STATED, pairsOf, rowsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Phrasings of questions others wrote (Spider's train sets county_public_safety, cre_Doc_Tracking_DB and
 * cre_Docs_and_Epenses), asked here on schemas written for them: districts kept in a table named for its figures,
 * payment methods in a table of reference codes, invoices and the refunds keyed by the invoice they are.
 * - `district_health_stats` keyed by `District_ID`: its rows are districts ('how many districts', 'the district with
 *   the greatest population');
 * - 'the different boards of districts that are not located in the North': the values of the rows kept by the
 *   condition, which 'located' says on the column Location;
 * - 'the most corresponding districts': the word of relation says what the join says;
 * - `Ref_Payment_Methods`: a table of reference codes is asked for as 'payment methods', and its description or code
 *   asked for a value of its own ('the description for payment method name Cheque') is its own;
 * - 'the code of the payment method that is most common': the key asked of the rows, shown in place of their name;
 * - 'listed in the database' says nothing of which rows;
 * - 'how many invoices have refunds': invoices with at least one refund;
 * - 'invoice 3', 'the invoice with the id 3': the row of that key.
 * Every expected answer comes from SQL run here.
 */
const DISTRICTS = `
CREATE TABLE district_health_stats (District_ID integer PRIMARY KEY, Name text, Population integer,
  Clinics integer, Health_board text, Location text, Number_beds integer);
CREATE TABLE town (Town_ID integer PRIMARY KEY, District_ID integer REFERENCES district_health_stats, Name text,
  Elderly real);
INSERT INTO district_health_stats VALUES (1, 'Ashford', 52000, 4, 'Kent Care', 'South', 310),
  (2, 'Barrow', 31000, 2, 'Lakes Trust', 'North', 120), (3, 'Corby', 61000, 5, 'Kent Care', 'North', 95),
  (4, 'Dover', 28000, 3, 'Coast Health', 'East', 240), (5, 'Ely', 19000, 1, 'Fen Board', 'East', 60),
  (6, 'Frome', 24000, 2, 'Fen Board', 'North', 150);
INSERT INTO town VALUES (1, 1, 'Aldington', 21.5), (2, 1, 'Brook', 18.0), (3, 2, 'Dalton', 25.1),
  (4, 3, 'Weldon', 16.2), (5, 4, 'Deal', 27.9), (6, 4, 'Walmer', 30.2), (7, 5, 'Soham', 19.9), (8, 6, 'Nunney', 22.4);
`;

const INVOICES = `
CREATE TABLE Ref_Payment_Methods (payment_method_code char(10) PRIMARY KEY, payment_method_name varchar(40) NOT NULL,
  payment_method_description varchar(80) NOT NULL);
CREATE TABLE Ref_Refund_Reasons (refund_reason_code char(10) PRIMARY KEY, refund_reason_description varchar(80));
CREATE TABLE Invoices (invoice_id integer PRIMARY KEY, payment_method_code char(10) NOT NULL REFERENCES Ref_Payment_Methods,
  invoice_date timestamp, invoice_name varchar(40), invoice_description varchar(80));
CREATE TABLE Invoice_Refunds (invoice_id integer PRIMARY KEY REFERENCES Invoices,
  refund_reason_code char(10) NOT NULL REFERENCES Ref_Refund_Reasons, refund_details varchar(80));
INSERT INTO Ref_Payment_Methods VALUES ('CHQ', 'Cheque', 'paid by cheque'), ('CRD', 'Card', 'paid by card'),
  ('CSH', 'Cash', 'paid in cash'), ('GFT', 'Gift card', 'paid with a gift card');
INSERT INTO Ref_Refund_Reasons VALUES ('DMG', 'damaged goods'), ('LATE', 'late delivery');
INSERT INTO Invoices VALUES (1, 'CRD', '2024-01-03', 'January rent', NULL), (2, 'CRD', '2024-02-03', 'February rent', NULL),
  (3, 'CHQ', '2024-02-11', 'Office chairs', 'six chairs'), (4, 'CRD', '2024-03-03', 'March rent', NULL),
  (5, 'CSH', '2024-03-09', 'Coffee', NULL), (6, 'CRD', '2024-03-20', 'Printer', 'laser printer');
INSERT INTO Invoice_Refunds VALUES (3, 'DMG', 'two chairs broken'), (6, 'LATE', 'came a week late');
`;

const MEMBERS = `
CREATE TABLE members (member_id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE loyalty (member_id integer PRIMARY KEY REFERENCES members, points integer NOT NULL);
CREATE TABLE wallet (member_id integer PRIMARY KEY REFERENCES members, credit numeric(8,2) NOT NULL);
INSERT INTO members VALUES (1, 'Asha'), (2, 'Bram'), (3, 'Cleo'), (4, 'Dag');
INSERT INTO loyalty VALUES (1, 1200), (2, 80), (3, 455), (4, 960);
INSERT INTO wallet VALUES (1, 15.50), (2, 42.00), (3, 0.00);
CREATE TABLE purchases (purchase_id integer PRIMARY KEY, member_id integer REFERENCES members, amount numeric(8,2));
INSERT INTO purchases VALUES (1, 1, 20.00), (2, 1, 5.50), (3, 2, 99.90), (4, 4, 12.00), (5, 4, 1.25), (6, 4, 3.00);
`;

const NOW = new Date('2025-03-01T12:00:00Z');

describe('a table named for its figures is asked for by the rows its key names', () => {
  const open = useScriptSystem(DISTRICTS, 'District Health', 998);
  const { ask, figure, column } = askerOf(open, NOW);

  it("'how many districts', 'the district with the greatest population', 'the most corresponding districts'", async () => {
    const count = await ask('How many districts are there?');
    expect(count, count).not.toMatch(NOT_STATED);
    expect(figureOf(count), count).toBe(await figure('SELECT count(*) FROM district_health_stats'));
    const top = await ask('What is the name of the district with the greatest population?');
    expect(top, top).not.toMatch(NOT_STATED);
    expect(labelsOf(top), top).toEqual(
      await column('SELECT Name FROM district_health_stats ORDER BY Population DESC LIMIT 1'),
    );
    const corresponding = await ask('Which location has the most corresponding districts?');
    expect(corresponding, corresponding).not.toMatch(NOT_STATED);
    const location = await column(
      `SELECT Location FROM district_health_stats GROUP BY Location ORDER BY count(*) DESC, Location LIMIT 1`,
    );
    expect(corresponding, corresponding).toContain(`**${location[0]}**`);
  });

  it("'the different boards of districts that are not located in the North' lists the boards of the rows kept", async () => {
    const text = await ask('What are the different health boards of districts that are not located in the North?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(`SELECT DISTINCT Health_board FROM district_health_stats WHERE Location <> 'North' ORDER BY 1`),
    );
  });

  it("'whose number beds is more than the average number of beds' compares each with the average", async () => {
    const text = await ask('Find the names of districts whose number beds is more than the average number of beds.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text).sort(), text).toEqual(
      await column(
        'SELECT Name FROM district_health_stats WHERE Number_beds > (SELECT avg(Number_beds) FROM district_health_stats) ORDER BY 1',
      ),
    );
  });

  it("'towns in the district with the most clinics' are the towns of that district", async () => {
    const towns = await ask('What are the names of towns that are in the district with the most clinics?');
    expect(towns, towns).not.toMatch(NOT_STATED);
    expect(labelsOf(towns).sort(), towns).toEqual(
      await column(
        'SELECT t.Name FROM town t JOIN district_health_stats d USING (District_ID) WHERE d.Clinics = (SELECT max(Clinics) FROM district_health_stats) ORDER BY 1',
      ),
    );
    const count = await ask('How many towns are in the district with the smallest population?');
    expect(count, count).not.toMatch(NOT_STATED);
    expect(figureOf(count), count).toBe(
      await figure(
        'SELECT count(*) FROM town t JOIN district_health_stats d USING (District_ID) WHERE d.Population = (SELECT min(Population) FROM district_health_stats)',
      ),
    );
  });
});

describe('reference codes, refunds keyed by their invoice, and rows named by their key', () => {
  const open = useScriptSystem(INVOICES, 'Invoices', 999);
  const { ask, figure, column } = askerOf(open, NOW);

  it("a reference table's description or code asked for a value of its own is its own", async () => {
    for (const q of [
      'What is the payment method description for payment method named Cheque?',
      "Show the description for payment method name 'Cheque'.",
    ]) {
      const text = await ask(q);
      expect(text, text).toContain('paid by cheque');
      expect(text, text).toMatch(/\(from Invoices, table ref_payment_methods\)/i);
    }
    const code = await ask('What is the payment method code for payment method "Cheque"?');
    expect(labelsOf(code), code).toEqual(['CHQ']);
  });

  it("'the code of the payment method that is most common' shows its code", async () => {
    const text = await ask('Return the code of the payment method that is most common.');
    expect(text, text).not.toMatch(NOT_STATED);
    const want = await column(
      'SELECT payment_method_code FROM Invoices GROUP BY payment_method_code ORDER BY count(*) DESC LIMIT 1',
    );
    expect(text, text).toContain(`**${want[0].trim()}**`);
  });

  it("'listed in the database' and 'have refunds' count the rows they say", async () => {
    const listed = await ask('How many payment methods are listed in the database?');
    expect(listed, listed).not.toMatch(NOT_STATED);
    expect(figureOf(listed), listed).toBe(await figure('SELECT count(*) FROM Ref_Payment_Methods'));
    const refunded = await ask('How many invoices have refunds?');
    expect(figureOf(refunded), refunded).toBe(await figure('SELECT count(*) FROM Invoice_Refunds'));
  });

  it("'payment methods that have not showed up in any invoice' have no invoice, said so", async () => {
    const text = await ask('List the payment methods that have not showed up in any invoice.');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(labelsOf(text), text).toEqual(
      await column(
        'SELECT payment_method_name FROM Ref_Payment_Methods WHERE payment_method_code NOT IN (SELECT payment_method_code FROM Invoices)',
      ),
    );
  });

  it("'how many payment methods did not get invoiced' counts those no invoice uses", async () => {
    const text = await ask('How many payment methods did not get invoiced?');
    expect(text, text).not.toMatch(NOT_STATED);
    expect(figureOf(text), text).toBe(
      await figure(
        'SELECT count(*) FROM Ref_Payment_Methods WHERE payment_method_code NOT IN (SELECT payment_method_code FROM Invoices)',
      ),
    );
  });

  it("'invoice 3' and 'the invoice with the id 3' are the row of that key", async () => {
    const want = await column('SELECT invoice_name FROM Invoices WHERE invoice_id = 3');
    for (const q of ['What is the invoice date of invoice 3?', 'Show the invoice date of the invoice with the id 3.']) {
      const text = await ask(q);
      expect(labelsOf(text), text).toEqual(want);
    }
  });
});

describe('tables keyed by the rows they extend', () => {
  const open = useScriptSystem(MEMBERS, 'Members', 1001);
  const { ask, rows, pairs } = askerOf(open, NOW);

  it("'the name and wallet credit of all members' shows each member's one wallet row", async () => {
    const text = await ask('Show the name and wallet credit of all members.');
    expect(text, text).not.toMatch(NOT_STATED);
    const want = await rows('SELECT m.name, w.credit FROM members m LEFT JOIN wallet w USING (member_id) ORDER BY 1');
    const got = Object.fromEntries(rowsOf(text).map((r) => [String(r.name), r.wallet_credit ?? null]));
    expect(got, text).toEqual(Object.fromEntries(want.map((r) => [String(r[0]), r[1] === null ? null : Number(r[1])])));
  });

  it("'the member with the lowest loyalty points' ranks the members by the table extending them", async () => {
    const text = await ask('Find the name and wallet credit of the member with the lowest loyalty points.');
    expect(text, text).not.toMatch(NOT_STATED);
    const [[name, credit]] = await rows(
      'SELECT m.name, w.credit FROM members m JOIN loyalty l USING (member_id) LEFT JOIN wallet w USING (member_id) ORDER BY l.points LIMIT 1',
    );
    expect(labelsOf(text), text).toEqual([name]);
    expect(text, text).toContain(String(Number(credit)));
  });

  it("'the names of members and the total amount of their purchases' is one total for each member", async () => {
    const text = await ask('Show the names of members and the total amount of their purchases.');
    expect(text, text).not.toMatch(NOT_STATED);
    const want = await pairs(
      'SELECT m.name, sum(p.amount) FROM members m JOIN purchases p USING (member_id) GROUP BY m.member_id, m.name',
    );
    expect(pairsOf(text), text).toEqual(want);
  });
});
