import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SoeLocal, type EngineSystem, type StoredReading } from '../index';
import { northwindDb } from '../testing/northwind/dataset';
import { discoverPglite, pgliteSystem } from '../testing/pglite-system';
import { loadScorer, type ExpectedAnswer } from '../testing/score-set';

const NOW = new Date('2026-11-22T12:00:00Z');
const LINE = 'od.quantity * od.unit_price * (1 - od.discount)';

describe('adjusting a stored reading (thumbs down → "Adjust the reading")', () => {
  let db: PGlite;
  let system: EngineSystem;
  let reading: StoredReading;
  const engine = new SoeLocal();

  beforeAll(async () => {
    db = await northwindDb();
    system = pgliteSystem(db, await discoverPglite(db), 'Northwind Trading', 2);
    const first = await engine.answer('Revenue by month in 2024', [system], { now: NOW });
    // The reading travels as JSON, as it does through the messages table.
    reading = JSON.parse(JSON.stringify(first.reading));
  }, 120_000);
  afterAll(async () => db?.close());

  async function rowsOf(sql: string, question: string): Promise<ExpectedAnswer> {
    const res = await db.query(sql, [], { rowMode: 'array' } as never);
    const rows = res.rows as unknown as unknown[][];
    return { id: 't', question, kind: 'values', rows: rows.map((r) => [String(r[0]), Number(r[1])]) };
  }

  it("offers the catalog's measures, groupings, filter and date columns, with the current reading chosen", async () => {
    const options = await engine.readingOptions(system, reading);
    expect(options.current).toMatchObject({ measure: 'revenue', groupings: ['time:month'], keepFilters: [] });
    const ids = (list: { id: string }[]) => list.map((c) => c.id);
    expect(ids(options.measures)).toEqual(expect.arrayContaining(['revenue', 'count:public.orders']));
    expect(ids(options.measures)).toContain('sum:public.orders.freight');
    expect(ids(options.groupings)).toEqual(expect.arrayContaining(['time:quarter', 'entity:public.categories']));
    expect(options.groupings.find((g) => g.id === 'entity:public.categories')?.label).toBe('By category');
    expect(ids(options.dateColumns)).toContain('public.orders.shipped_date');
    expect(ids(options.filterColumns)).toContain('public.orders.ship_country');
  });

  it('a new measure and date column: orders counted by the month they shipped, as SQL counts them', async () => {
    const adjusted = await engine.adjust(system, reading, {
      measure: 'count:public.orders',
      groupings: ['time:month'],
      keepFilters: [],
      dateColumn: 'public.orders.shipped_date',
    });
    if ('error' in adjusted) throw new Error(adjusted.error);
    expect(adjusted.text).toBe('Number of orders by month, in 2024');
    const answer = await engine.answerStored(adjusted.reading, [system], {
      now: NOW,
      question: 'Revenue by month in 2024',
    });
    const expected = await rowsOf(
      `SELECT to_char(shipped_date, 'YYYY-MM'), count(*) FROM orders WHERE shipped_date >= '2024-01-01' AND shipped_date < '2025-01-01' GROUP BY 1 ORDER BY 1`,
      'orders by shipped month',
    );
    const s = (await loadScorer())(expected, answer!.text);
    expect(s.pass, `${s.why}\n${answer!.text.slice(0, 600)}`).toBe(true);
    expect(answer!.reading?.interpretation.timeHints).toEqual(['shipped_date']);
  });

  it('an added filter: revenue by month only for Germany', async () => {
    const adjusted = await engine.adjust(system, reading, {
      measure: 'revenue',
      groupings: ['time:month'],
      keepFilters: [],
      addFilter: { column: 'public.orders.ship_country', value: 'Germany' },
      dateColumn: null,
    });
    if ('error' in adjusted) throw new Error(adjusted.error);
    const answer = await engine.answerStored(adjusted.reading, [system], { now: NOW });
    const expected = await rowsOf(
      `SELECT to_char(o.order_date, 'YYYY-MM'), sum(${LINE}) FROM order_details od JOIN orders o USING (order_id) WHERE o.ship_country = 'Germany' AND o.order_date >= '2024-01-01' AND o.order_date < '2025-01-01' GROUP BY 1 ORDER BY 1`,
      'revenue by month in Germany',
    );
    const s = (await loadScorer())(expected, answer!.text);
    expect(s.pass, `${s.why}\n${answer!.text.slice(0, 600)}`).toBe(true);
  });

  it('refuses a choice that is not one of the options, and a reading of another system', async () => {
    const base = { groupings: [], keepFilters: [], dateColumn: null };
    expect(await engine.adjust(system, reading, { ...base, measure: 'sum:public.orders.ship_country' })).toEqual({
      error: 'That measure is not one of the choices',
    });
    expect(await engine.adjust(system, reading, { ...base, measure: 'revenue', keepFilters: ['f:0'] })).toHaveProperty(
      'error',
    );
    expect(await engine.answerStored({ ...reading, systemId: 99 }, [system])).toBeNull();
  });

  it('a stored reading of a relative period is answered for the period as of now, not as of when it was stored', async () => {
    const then = await engine.answer('Revenue last month', [system], { now: NOW });
    const stored: StoredReading = JSON.parse(JSON.stringify(then.reading));
    expect(stored.interpretation.time?.start).toBe('2026-10-01');
    const later = new Date('2027-02-10T12:00:00Z');
    const answer = await engine.answerStored(stored, [system], { now: later, question: 'Revenue last month' });
    expect(answer?.reading?.interpretation.time?.start).toBe('2027-01-01');
    // Without the question the stored period stands.
    const asStored = await engine.answerStored(stored, [system], { now: later });
    expect(asStored?.reading?.interpretation.time?.start).toBe('2026-10-01');
  });
});
