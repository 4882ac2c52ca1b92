import { describe, expect, it } from 'vitest';
import { figureOf, tableOf } from './testing/answer-text';
import { askerOf, useScriptSystem } from './testing/eval-set';
import { readSchemaNames } from './catalog/names';
import { profileSchema } from './catalog/profile';
import { splitRunTogether } from './read/segment';
import type { DiscoveredSchema } from '../connectors/schema';

/**
 * The same business facts stored the ways real schemas store them: a `t_` prefix on tables and the table's short
 * name on columns, days as ISO text, no foreign key declared, and the main table partitioned by month (so its
 * primary key carries its day and any key pointing at it cannot be declared). A car-rental company: depots, sales
 * reps, rentals (partitioned by rental day; the agent who made each is a sales rep), and the extras added to a
 * rental, which point at it by its contract id. Every figure comes from SQL run on the same data.
 */
const RENTALS = `
CREATE TABLE t_depot (dp_depot_id int PRIMARY KEY, dp_depot_nm text NOT NULL, dp_city text NOT NULL);
INSERT INTO t_depot VALUES (1, 'Airport', 'Lyon'), (2, 'Station', 'Lyon'), (3, 'Harbour', 'Marseille');
CREATE TABLE t_sales_rep (sr_rep_id int PRIMARY KEY, sr_full_nm text NOT NULL, sr_region text NOT NULL);
INSERT INTO t_sales_rep VALUES (11, 'Ana Costa', 'South'), (12, 'Luc Marin', 'North'), (13, 'Ines Roy', 'North');
CREATE TABLE t_rental (rnt_contract_id int NOT NULL, rnt_depot_id int NOT NULL, rnt_agent_rep_id int NOT NULL,
  rnt_booked_dt varchar(10) NOT NULL, rnt_dt varchar(10) NOT NULL, rnt_fee_amt numeric(8,2) NOT NULL,
  PRIMARY KEY (rnt_contract_id, rnt_dt))
  PARTITION BY RANGE (rnt_dt);
CREATE TABLE t_rental_2025_h1 PARTITION OF t_rental FOR VALUES FROM ('2025-01-01') TO ('2025-07-01');
CREATE TABLE t_rental_2025_h2 PARTITION OF t_rental FOR VALUES FROM ('2025-07-01') TO ('2026-01-01');
CREATE TABLE t_rental_2026 PARTITION OF t_rental FOR VALUES FROM ('2026-01-01') TO ('2027-01-01');
INSERT INTO t_rental SELECT g, 1 + g % 3, 11 + g % 3,
  to_char(date '2025-01-01' + (g * 3) % 600 - (5 + g % 40), 'YYYY-MM-DD'),
  to_char(date '2025-01-01' + (g * 3) % 600, 'YYYY-MM-DD'), 30 + (g % 9) * 12.5
  FROM generate_series(1, 400) g;
CREATE TABLE t_rental_extra (rx_extra_id int PRIMARY KEY, rx_contract_id int NOT NULL, rx_item text NOT NULL,
  rx_qty int NOT NULL);
INSERT INTO t_rental_extra SELECT g, 1 + (g * 7) % 400, (ARRAY['child seat', 'snow chains', 'GPS'])[1 + g % 3],
  1 + g % 2 FROM generate_series(1, 300) g;
`;

const NOW = new Date('2026-06-15T12:00:00Z');

describe('a prefixed schema with ISO-text days, no declared keys and a fact table partitioned by month', () => {
  const open = useScriptSystem(RENTALS, 'Car rental', 988);
  const { ask, rows, figure } = askerOf(open, NOW);

  it("finds the relations: the partitioned table's key without its day, key names read without their prefixes", async () => {
    const profile = await profileSchema(open.system.schema, (spec) => open.system.run(spec));
    const found = profile.relations.map((r) => `${r.fromEntity}.${r.fromFields[0]} → ${r.toEntity}.${r.toFields[0]}`);
    expect(found.sort()).toEqual([
      // 'agent rep id' names no table, but ends in the noun that ends sales_rep.
      'public.t_rental.rnt_agent_rep_id → public.t_sales_rep.sr_rep_id',
      'public.t_rental.rnt_depot_id → public.t_depot.dp_depot_id',
      'public.t_rental_extra.rx_contract_id → public.t_rental.rnt_contract_id',
    ]);
    // The day in the partitioned table's key is a day kept as text, like the one outside it.
    expect([...profile.textDates].sort()).toEqual(['public.t_rental|rnt_booked_dt', 'public.t_rental|rnt_dt']);
  });

  it('dates a rental by its own day (rnt_dt), not by the day it was booked', async () => {
    const text = await ask('How many rentals in 2025?');
    expect(figureOf(text), text).toBe(
      await figure(`SELECT count(*) FROM t_rental WHERE rnt_dt >= '2025-01-01' AND rnt_dt < '2026-01-01'`),
    );
  });

  it('joins the extras to their rental and its depot', async () => {
    const text = await ask('Total extra quantity by depot name');
    const expected = await rows(
      `SELECT d.dp_depot_nm, sum(x.rx_qty)::int FROM t_rental_extra x
         JOIN t_rental r ON r.rnt_contract_id = x.rx_contract_id JOIN t_depot d ON d.dp_depot_id = r.rnt_depot_id
        GROUP BY 1 ORDER BY 1`,
    );
    expect(tableOf(text).sort(), text).toEqual(expected.map((r) => [r[0], r[1]]));
  });
});

/**
 * A clinic's visits with every column prefixed by the table's short name: the visit's own moment (`vis_dt`, a
 * timestamp) beside the day it was booked (`vis_booked_dt`, a date). Read without its prefix the first is a bare
 * "date", and a period would be read on the booking day.
 */
const VISITS = `
CREATE TABLE t_visit (vis_visit_id int PRIMARY KEY, vis_patient_nm text NOT NULL, vis_dt timestamp NOT NULL,
  vis_booked_dt date NOT NULL, vis_fee_amt numeric(8,2) NOT NULL);
INSERT INTO t_visit SELECT g, 'Patient ' || g % 50, timestamp '2024-12-01 09:00' + (g * 2) % 400 * interval '1 day',
  date '2024-12-01' + (g * 2) % 400 - (3 + g % 60), 40 + g % 7 * 10 FROM generate_series(1, 300) g;
`;

describe("a table's own date when every column carries the table's prefix", () => {
  const open = useScriptSystem(VISITS, 'Clinic visits', 989);
  const { ask, figure } = askerOf(open, NOW);

  it('reads a period on the visit time, not on the booking day', async () => {
    const text = await ask('How many visits in 2025?');
    expect(figureOf(text), text).toBe(
      await figure(`SELECT count(*) FROM t_visit WHERE vis_dt >= '2025-01-01' AND vis_dt < '2026-01-01'`),
    );
  });
});

/** A schema's names alone, as the catalog reads them (no data needed). */
function namesOf(tables: Record<string, string[]>) {
  const schema = {
    entities: Object.entries(tables).map(([t, cols]) => ({
      name: t,
      table: t,
      fields: cols.map((c) => ({ name: c, type: 'text' })),
    })),
  } as unknown as DiscoveredSchema;
  const names = readSchemaNames(schema);
  return (table: string, column?: string) =>
    (column === undefined ? names.entity(table) : names.column(table, column)).join(' ');
}

describe('names as encodings spell them', () => {
  it('splits a kind suffix off a name run together: a key, a code, a day, a Y/N flag', () => {
    const known = new Set(['rx', 'dx']);
    const split = (run: string) => splitRunTogether(run, known).join(' ');
    expect(split('insurerid')).toBe('insurer id');
    expect(split('smokeryn')).toBe('smoker yn');
    expect(split('statuscd')).toBe('status cd');
    expect(split('rxid')).toBe('rx id');
    expect(split('dxdt')).toBe('dx dt');
    expect(split('reorderpt')).toBe('reorder pt');
    expect(split('grossweightkg')).toBe('gross weight kg');
    // Words that merely end like a suffix stay whole.
    for (const word of ['paid', 'valid', 'android', 'piano', 'second']) expect(split(word)).toBe(word);
  });

  it('spells out the usual abbreviations of table names', () => {
    const read = namesOf({ appt: ['appt_id', 'appt_dt'], inv: ['inv_id'], shpmt: ['shpmt_id'], stu: ['stu_id'] });
    expect(read('appt')).toBe('appointment');
    expect(read('inv')).toBe('invoice');
    expect(read('shpmt')).toBe('shipment');
    expect(read('stu')).toBe('student');
    expect(read('appt', 'appt_dt')).toBe('appointment date');
  });

  it('spells out the plural of an abbreviation, but not an English word', () => {
    const read = namesOf({ stus: ['stu_id'], depts: ['dept_id'], pmts: ['pmt_id', 'cats'] });
    expect(read('stus')).toBe('students');
    expect(read('depts')).toBe('departments');
    expect(read('pmts')).toBe('payments');
    expect(read('pmts', 'cats')).toBe('cats');
  });

  it("drops a table's initials run together before its columns", () => {
    const read = namesOf({ roomrate: ['rrid', 'rrroomid', 'rrseasoncd', 'rrbaseamt', 'rrvaliddt'] });
    expect(read('roomrate')).toBe('room rate');
    expect(read('roomrate', 'rrroomid')).toBe('room id');
    expect(read('roomrate', 'rrseasoncd')).toBe('season code');
    expect(read('roomrate', 'rrbaseamt')).toBe('base amount');
  });

  it("keeps a table's column prefix where dropping it would leave a bare date", () => {
    const read = namesOf({
      t_visit: ['vis_visit_id', 'vis_dt', 'vis_booked_dt', 'vis_room_cd', 'vis_fee_amt'],
    });
    expect(read('t_visit', 'vis_dt')).toBe('visit date');
    expect(read('t_visit', 'vis_booked_dt')).toBe('booked date');
    expect(read('t_visit', 'vis_room_cd')).toBe('room code');
  });
});
