import { describe, expect, it } from 'vitest';
import { figureOf, labelsOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';

/**
 * Codes people type as values: a port's code is its text primary key, and voyages point at it. A question that
 * quotes a code ('RTM', "HAM") filters on that key (through the foreign key when it counts the referencing rows),
 * and asks for another column of the row the code names. Every figure comes from SQL run here.
 */
const SHIPPING = `
CREATE TABLE ports (port_code text PRIMARY KEY, port_name text NOT NULL, country text NOT NULL);
INSERT INTO ports VALUES ('RTM', 'Rotterdam', 'Netherlands'), ('HAM', 'Hamburg', 'Germany'),
  ('ANR', 'Antwerp', 'Belgium'), ('FXT', 'Felixstowe', 'United Kingdom'), ('GOT', 'Gothenburg', 'Sweden');
CREATE TABLE vessels (vessel_id int PRIMARY KEY, vessel_name text NOT NULL);
INSERT INTO vessels SELECT g, 'Vessel ' || g FROM generate_series(1, 12) g;
CREATE TABLE voyages (voyage_id int PRIMARY KEY, vessel_id int NOT NULL REFERENCES vessels,
  dest_port_code text NOT NULL REFERENCES ports, cargo_tonnes int NOT NULL, sailed_on date NOT NULL);
INSERT INTO voyages SELECT g, 1 + g % 12,
  (ARRAY['RTM', 'HAM', 'ANR', 'FXT', 'RTM', 'HAM', 'RTM'])[1 + (g * 5) % 7], 500 + (g * 37) % 900,
  date '2025-01-01' + g % 300 FROM generate_series(1, 140) g;
`;

const NOW = new Date('2026-11-22T12:00:00Z');

describe('codes kept as text keys are values people type', () => {
  const open = useScriptSystem(SHIPPING, 'Shipping line', 983);
  const { ask, rows, figure } = askerOf(open, NOW);

  it("the row a quoted code names: 'What is the port name for port code RTM?'", async () => {
    const [[name]] = await rows(`SELECT port_name FROM ports WHERE port_code = 'RTM'`);
    const text = await ask("What is the port name for port code 'RTM'?");
    expect(labelsOf(text), text).toEqual([name]);
  });

  it('a code counts the rows that point at it through the foreign key', async () => {
    const expected = await figure(`SELECT count(*) FROM voyages WHERE dest_port_code = 'HAM'`);
    const text = await ask("How many voyages go to the port with code 'HAM'?");
    expect(figureOf(text), text).toBe(expected);
  });
});

describe('codes grouped and asked for', () => {
  const open = useScriptSystem(SHIPPING, 'Shipping line', 983);
  const { ask, rows } = askerOf(open, NOW);

  it('"port codes and the number of voyages for each" groups by the code', async () => {
    const expected = await rows(`SELECT dest_port_code, count(*) FROM voyages GROUP BY 1 ORDER BY 1`);
    const text = await ask('Show all port codes and the number of voyages for each.');
    expect(labelsOf(text).sort(), text).toEqual(expected.map((r) => r[0]));
  });

  it('"which port code is used by the most voyages" names the code', async () => {
    const [[top]] = await rows(`SELECT dest_port_code FROM voyages GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`);
    const text = await ask('Which port code is used by the most voyages?');
    expect(labelsOf(text)[0], text).toBe(top);
  });

  it('"the port code for port name Antwerp" is the one row\'s code', async () => {
    const [[code]] = await rows(`SELECT port_code FROM ports WHERE port_name = 'Antwerp'`);
    const text = await ask('What is the port code for port name "Antwerp"?');
    expect(labelsOf(text), text).toEqual([code]);
  });
});

/**
 * A warehouse whose tables declare no keys: the stock classes are keyed by their code only in the data (every
 * item's class code is one of them), and people type those codes too.
 */
const WAREHOUSE = `
CREATE TABLE stock_classes (class_code text NOT NULL, class_description text NOT NULL);
INSERT INTO stock_classes VALUES ('FRZ', 'Frozen goods'), ('AMB', 'Ambient shelf'), ('CHL', 'Chilled'),
  ('HAZ', 'Hazardous'), ('BLK', 'Bulk pallet');
CREATE TABLE stock_items (sku text NOT NULL, item_name text NOT NULL, class_code text NOT NULL, on_hand int NOT NULL);
INSERT INTO stock_items SELECT 'SKU-' || lpad(g::text, 4, '0'), 'Item ' || g,
  (ARRAY['FRZ', 'AMB', 'CHL', 'AMB', 'BLK', 'AMB'])[1 + g % 6], (g * 13) % 200 FROM generate_series(1, 60) g;
`;

describe('codes in a schema that declares no keys', () => {
  const open = useScriptSystem(WAREHOUSE, 'Warehouse', 984);
  const { ask, rows } = askerOf(open, NOW);

  it("the description of the class with code 'CHL'", async () => {
    const [[description]] = await rows(`SELECT class_description FROM stock_classes WHERE class_code = 'CHL'`);
    const text = await ask("What is the class description for class code 'CHL'?");
    expect(labelsOf(text), text).toEqual([description]);
  });
});
