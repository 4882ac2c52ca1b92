import type { StructuredQueryInput } from '@soe/shared';
import { structuredQuerySchema } from '@soe/shared';
import { describe, expect, it } from 'vitest';
import { askerOf, useEvalDataset } from '../testing/eval-set';
import { parseFormula } from './formula';
import { StructuredQueryError } from './compile';

const open = useEvalDataset('chinook', 'Chinook', 71);
const run = async (query: StructuredQueryInput) => {
  const { result, compiled } = await open.engine.runStructured(open.system, structuredQuerySchema.parse(query));
  return { rows: result.rows.map((r) => compiled.columns.map((c) => r[c.key])), compiled };
};
const refused = async (query: unknown) => {
  try {
    await open.engine.runStructured(open.system, structuredQuerySchema.parse(query));
  } catch (error) {
    expect(error).toBeInstanceOf(StructuredQueryError);
    return (error as Error).message;
  }
  throw new Error('the query was not refused');
};
const num = (rows: unknown[][]) =>
  rows.map((r) => r.map((v) => (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v)));

describe('structured queries on Chinook', () => {
  const sql = askerOf(open, new Date('2026-01-01'));

  it('counts rows and sums a column, with a period', async () => {
    const { rows } = await run({
      from: 'invoice',
      measures: [
        { agg: 'count', name: 'invoices' },
        { agg: 'sum', column: 'total', name: 'revenue' },
      ],
      time: { column: 'invoice_date', from: '2024-01-01', to: '2025-01-01' },
    });
    expect(num(rows)).toEqual(
      num(
        await sql.rows(
          "SELECT count(*), sum(total) FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01'",
        ),
      ),
    );
  });

  it('joins along relations by the names of columns of other tables', async () => {
    const { rows, compiled } = await run({
      from: 'invoice_line',
      measures: [{ agg: 'sum', formula: 'unit_price * quantity', name: 'revenue' }],
      dimensions: [{ column: 'genre.name', name: 'genre' }],
      orderBy: [{ by: 'revenue', dir: 'desc' }],
      limit: 3,
    });
    expect(compiled.tables).toEqual(expect.arrayContaining(['public.invoice_line', 'public.track', 'public.genre']));
    expect(num(rows)).toEqual(
      num(
        await sql.rows(
          'SELECT g.name, sum(l.unit_price * l.quantity) r FROM invoice_line l JOIN track t USING (track_id) JOIN genre g USING (genre_id) GROUP BY g.genre_id, g.name ORDER BY r DESC LIMIT 3',
        ),
      ),
    );
  });

  it('groups by a table shown by its name, people by first and last name', async () => {
    const { rows } = await run({
      from: 'invoice',
      measures: [{ agg: 'sum', column: 'total', name: 'sales' }],
      dimensions: [{ column: 'customer' }],
      orderBy: [{ by: 'sales', dir: 'desc' }],
      limit: 1,
    });
    expect(num(rows)).toEqual(
      num(
        await sql.rows(
          "SELECT c.first_name || ' ' || c.last_name, sum(i.total) s FROM invoice i JOIN customer c USING (customer_id) GROUP BY c.customer_id ORDER BY s DESC LIMIT 1",
        ),
      ),
    );
  });

  it('follows a named relation (support rep) and buckets by month', async () => {
    const { rows } = await run({
      from: 'invoice',
      measures: [{ agg: 'sum', column: 'total', name: 'sales' }],
      dimensions: [{ column: 'employee.last_name', name: 'rep' }],
      via: ['customer.support_rep_id'],
      time: { column: 'invoice_date', from: '2025-01-01', to: '2025-04-01', bucket: 'month' },
      orderBy: [{ by: 'month' }, { by: 'rep' }],
    });
    expect(num(rows.map((r) => [(r[0] as Date).toISOString().slice(0, 7), r[1], r[2]]))).toEqual(
      num(
        await sql.rows(
          "SELECT to_char(date_trunc('month', i.invoice_date), 'YYYY-MM'), e.last_name, sum(i.total) FROM invoice i JOIN customer c USING (customer_id) JOIN employee e ON e.employee_id = c.support_rep_id WHERE i.invoice_date >= '2025-01-01' AND i.invoice_date < '2025-04-01' GROUP BY 1, 2 ORDER BY 1, 2",
        ),
      ),
    );
  });

  it('keeps the top rows per group, filters related rows, and aggregates conditionally', async () => {
    const top = await run({
      from: 'track',
      measures: [{ agg: 'count', name: 'tracks' }],
      dimensions: [
        { column: 'genre.name', name: 'genre' },
        { column: 'media_type.name', name: 'media' },
      ],
      filters: [{ column: 'genre.name', op: 'in', value: ['rock', 'Jazz'] }],
      orderBy: [{ by: 'tracks', dir: 'desc' }],
      limit: 1,
      limitPer: 'genre',
    });
    expect(top.rows.map((r) => r[0])).toEqual(['Jazz', 'Rock']);

    const idle = await run({
      from: 'artist',
      measures: [{ agg: 'count', name: 'artists' }],
      filters: [{ related: 'album', exists: false }],
    });
    expect(num(idle.rows)).toEqual(
      num(
        await sql.rows(
          'SELECT count(*) FROM artist a WHERE NOT EXISTS (SELECT 1 FROM album b WHERE b.artist_id = a.artist_id)',
        ),
      ),
    );

    const rockCustomers = await run({
      from: 'customer',
      measures: [{ agg: 'count', name: 'customers' }],
      filters: [{ related: 'invoice_line', exists: true, where: [{ column: 'genre.name', op: '=', value: 'rock' }] }],
    });
    expect(num(rockCustomers.rows)).toEqual(
      num(
        await sql.rows(
          "SELECT count(DISTINCT i.customer_id) FROM invoice i JOIN invoice_line l USING (invoice_id) JOIN track t USING (track_id) JOIN genre g USING (genre_id) WHERE g.name = 'Rock'",
        ),
      ),
    );

    const share = await run({
      from: 'invoice',
      measures: [
        { agg: 'count', name: 'all' },
        { agg: 'count', name: 'big', where: [{ column: 'total', op: '>=', value: 10 }] },
        { formula: 'sum(total) / count(*)', name: 'average' },
      ],
    });
    expect(num(share.rows)).toEqual(
      num(await sql.rows('SELECT count(*), count(*) FILTER (WHERE total >= 10), sum(total) / count(*) FROM invoice')),
    );
  });

  it('shows a figure as a share of the total, and lists rows', async () => {
    const { rows } = await run({
      from: 'customer',
      measures: [{ agg: 'count', name: 'share', shareOfTotal: true }],
      dimensions: [{ column: 'country' }],
      orderBy: [{ by: 'share', dir: 'desc' }],
      limit: 1,
    });
    expect(rows[0][0]).toBe('USA');
    expect(Number(rows[0][1])).toBeCloseTo((13 / 59) * 100, 6);

    const list = await run({
      from: 'track',
      columns: ['name', 'album.title', 'milliseconds'],
      orderBy: [{ by: 'milliseconds', dir: 'desc' }],
      limit: 2,
    });
    expect(num(list.rows)).toEqual(
      num(
        await sql.rows(
          'SELECT t.name, a.title, t.milliseconds FROM track t JOIN album a USING (album_id) ORDER BY t.milliseconds DESC LIMIT 2',
        ),
      ),
    );
  });

  it('computes a formula over the measures before it (a percentage, a change between two periods)', async () => {
    const { rows } = await run({
      from: 'invoice',
      measures: [
        { name: 'big', agg: 'count', where: [{ column: 'total', op: '>=', value: 10 }] },
        { name: 'all', agg: 'count' },
        {
          name: 'in_2024',
          agg: 'sum',
          column: 'total',
          where: [{ column: 'invoice_date', op: '<', value: '2025-01-01' }],
        },
        { name: 'share', formula: '100 * big / all' },
        // Inside an aggregation a name is a column: count(billing_state) counts the rows that have one.
        { name: 'with state', formula: 'count(billing_state) - in_2024 * 0' },
      ],
    });
    expect(num(rows)).toEqual(
      num(
        await sql.rows(
          "SELECT count(*) FILTER (WHERE total >= 10), count(*), sum(total) FILTER (WHERE invoice_date < '2025-01-01'), 100.0 * count(*) FILTER (WHERE total >= 10) / count(*), count(billing_state) FROM invoice",
        ),
      ),
    );
    expect(
      await refused({
        from: 'invoice',
        measures: [
          { name: 'n', agg: 'count' },
          { agg: 'sum', formula: 'n * 2' },
        ],
      }),
    ).toMatch(/aggregates by itself/);
    expect(
      await refused({ from: 'invoice', measures: [{ name: 'n', agg: 'count' }, { formula: 'total / n' }] }),
    ).toMatch(/'total' must be an aggregation of it/);
  });

  it('computes values per row from dates, used as columns in filters, dimensions and measures', async () => {
    const weekend = await run({
      from: 'invoice',
      computed: [{ name: 'weekday', formula: 'weekday(invoice_date)' }],
      measures: [{ agg: 'count', name: 'invoices' }],
      dimensions: [{ column: 'weekday' }],
      filters: [{ column: 'weekday', op: 'in', value: [6, 7] }],
      orderBy: [{ by: 'weekday' }],
    });
    expect(num(weekend.rows)).toEqual(
      num(
        await sql.rows(
          'SELECT extract(isodow FROM invoice_date)::int d, count(*) FROM invoice WHERE extract(isodow FROM invoice_date) IN (6, 7) GROUP BY 1 ORDER BY 1',
        ),
      ),
    );

    const people = await run({
      from: 'employee',
      computed: [
        { name: 'hire_month', formula: 'month(hire_date)' },
        { name: 'birth_month', formula: 'month(birth_date)' },
      ],
      measures: [
        { name: 'days', agg: 'avg', formula: 'days_between(birth_date, hire_date)' },
        { name: 'age', agg: 'avg', formula: "age(birth_date, '2026-01-01')" },
        { name: 'until', agg: 'max', formula: "days_between(hire_date, '2026-01-01')" },
        { name: 'same month', agg: 'count', where: [{ column: 'hire_month', op: '<>', otherColumn: 'birth_month' }] },
      ],
    });
    expect(num(people.rows)).toEqual(
      num(
        await sql.rows(
          "SELECT avg(hire_date::date - birth_date::date), avg(extract(year FROM age(date '2026-01-01', birth_date))), max(date '2026-01-01' - hire_date::date), count(*) FILTER (WHERE extract(month FROM hire_date) <> extract(month FROM birth_date)) FROM employee",
        ),
      ),
    );

    expect(
      await refused({
        from: 'invoice',
        computed: [{ name: 'd', formula: 'days_between(invoice_date, total)' }],
        measures: [{ agg: 'count' }],
      }),
    ).toMatch(/not a date/);
    expect(
      await refused({
        from: 'invoice',
        measures: [{ agg: 'avg', formula: "days_between(invoice_date, '2026-02-30')" }],
      }),
    ).toMatch(/not a day of the calendar/);
    expect(
      await refused({
        from: 'invoice',
        computed: [{ name: 't', formula: 'sum(total)' }],
        measures: [{ agg: 'count' }],
      }),
    ).toMatch(/cannot aggregate/);
    expect(
      await refused({
        from: 'invoice',
        computed: [{ name: 'total', formula: 'total * 2' }],
        measures: [{ agg: 'count' }],
      }),
    ).toMatch(/already a column/);
    expect(await refused({ from: 'invoice', measures: [{ agg: 'avg', formula: "month('2026-01-01')" }] })).toMatch(
      /reads a date column/,
    );
  });

  it('compares a column with one figure over the rows of a table (above the average)', async () => {
    const longer = await run({
      from: 'track',
      measures: [{ agg: 'count' }],
      filters: [{ column: 'milliseconds', op: '>', figure: { agg: 'avg', column: 'track.milliseconds' } }],
    });
    expect(num(longer.rows)).toEqual(
      num(await sql.rows('SELECT count(*) FROM track WHERE milliseconds > (SELECT avg(milliseconds) FROM track)')),
    );

    const aboveUsa = await run({
      from: 'invoice',
      measures: [{ agg: 'count' }],
      filters: [
        {
          column: 'total',
          op: '>',
          figure: {
            agg: 'max',
            column: 'invoice.total',
            where: [{ column: 'billing_country', op: '=', value: 'usa' }],
          },
        },
        { column: 'customer.country', op: '<>', value: 'USA' },
      ],
    });
    expect(num(aboveUsa.rows)).toEqual(
      num(
        await sql.rows(
          "SELECT count(*) FROM invoice i JOIN customer c USING (customer_id) WHERE c.country <> 'USA' AND i.total > (SELECT max(total) FROM invoice WHERE billing_country = 'USA')",
        ),
      ),
    );
    expect(
      await refused({
        from: 'track',
        measures: [{ agg: 'count' }],
        filters: [{ column: 'milliseconds', op: '>', figure: { agg: 'avg', column: 'track.name' } }],
      }),
    ).toMatch(/not a number/);
  });

  it('keeps rows whose related rows meet a condition on their figure, or do not (rows with none included)', async () => {
    const spent = (exists: boolean) =>
      run({
        from: 'customer',
        measures: [{ agg: 'count' }],
        filters: [{ related: 'invoice', exists, having: { agg: 'sum', column: 'total', op: '>', value: 45 } }],
      });
    const expected = async (not: string) =>
      num(
        await sql.rows(
          `SELECT count(*) FROM customer c WHERE c.customer_id ${not} IN (SELECT customer_id FROM invoice GROUP BY 1 HAVING sum(total) > 45)`,
        ),
      );
    expect(num((await spent(true)).rows)).toEqual(await expected(''));
    expect(num((await spent(false)).rows)).toEqual(await expected('NOT'));
  });

  it('aggregates the groups once more (the average of per-customer totals, how many customers meet having)', async () => {
    const average = await run({
      from: 'invoice',
      measures: [{ name: 'spend', agg: 'sum', column: 'total' }],
      dimensions: [{ column: 'customer' }],
      ofGroups: { agg: 'avg', measure: 'spend' },
    });
    const counted = await run({
      from: 'invoice',
      measures: [{ name: 'invoices', agg: 'count' }],
      dimensions: [{ column: 'customer_id' }],
      time: { column: 'invoice_date', from: '2024-01-01', to: '2025-01-01' },
      having: [{ measure: 'invoices', op: '>=', value: 2 }],
      ofGroups: { agg: 'count' },
    });
    expect(num([...average.rows, ...counted.rows])).toEqual(
      num([
        ...(await sql.rows('SELECT avg(s) FROM (SELECT sum(total) s FROM invoice GROUP BY customer_id) x')),
        ...(await sql.rows(
          "SELECT count(*) FROM (SELECT customer_id FROM invoice WHERE invoice_date >= '2024-01-01' AND invoice_date < '2025-01-01' GROUP BY 1 HAVING count(*) >= 2) x",
        )),
      ]),
    );
    expect(average.compiled.shape).toBe('scalar');
    expect(await refused({ from: 'invoice', measures: [{ agg: 'count' }], ofGroups: { agg: 'count' } })).toMatch(
      /groups of `dimensions`/,
    );
    expect(
      await refused({
        from: 'invoice',
        measures: [{ agg: 'count' }],
        dimensions: [{ column: 'billing_country' }],
        ofGroups: { agg: 'avg' },
      }),
    ).toMatch(/which measure/);
  });

  it("reads a column through a foreign key, also of the row's own table (an employee's manager)", async () => {
    const reports = await run({
      from: 'employee',
      columns: ['employee'],
      filters: [{ column: 'reports_to.last_name', op: '=', value: 'Edwards' }],
      orderBy: [{ by: 'employee_id' }],
    });
    expect(reports.rows).toEqual(
      await sql.rows(
        "SELECT e.first_name || ' ' || e.last_name FROM employee e JOIN employee m ON m.employee_id = e.reports_to WHERE m.last_name = 'Edwards' ORDER BY e.employee_id",
      ),
    );
    const byRep = await run({
      from: 'invoice',
      measures: [{ name: 'sales', agg: 'sum', column: 'total' }],
      dimensions: [{ column: 'customer.support_rep_id.last_name', name: 'rep' }],
      orderBy: [{ by: 'rep' }],
    });
    expect(num(byRep.rows)).toEqual(
      num(
        await sql.rows(
          'SELECT e.last_name, sum(i.total) FROM invoice i JOIN customer c USING (customer_id) JOIN employee e ON e.employee_id = c.support_rep_id GROUP BY 1 ORDER BY 1',
        ),
      ),
    );
  });

  it('refuses names the catalog does not have, saying what it has', async () => {
    expect(await refused({ from: 'invoices_x', measures: [{ agg: 'count' }] })).toMatch(
      /Unknown table 'invoices_x'.*did you mean/,
    );
    expect(await refused({ from: 'invoice', measures: [{ agg: 'sum', column: 'totl' }] })).toMatch(
      /Unknown column 'totl' in table public\.invoice; did you mean 'total'/,
    );
    expect(await refused({ from: 'invoice', measures: [{ agg: 'sum', column: 'billing_city' }] })).toMatch(
      /not a number/,
    );
    expect(
      await refused({
        from: 'invoice',
        measures: [{ agg: 'count' }],
        dimensions: [{ column: 'total', bucket: 'month' }],
      }),
    ).toMatch(/not a date.*invoice_date/);
    expect(
      await refused({
        from: 'invoice',
        measures: [{ agg: 'count' }],
        filters: [{ column: 'total', op: '>', value: 'ten' }],
      }),
    ).toMatch(/holds numbers/);
    expect(await refused({ from: 'invoice', measures: [{ agg: 'count' }], dimensions: [{ column: 'name' }] })).toMatch(
      /several tables/,
    );
    expect(await refused({ from: 'invoice', measures: [{ formula: 'sum(total) +' }] })).toMatch(/ends too early/);
    expect(await refused({ from: 'invoice', measures: [{ formula: 'pg_sleep(10)' }] })).toMatch(/Unknown function/);
  });
});

describe('formulas', () => {
  it('reads precedence, parentheses, aggregates and quoted names', () => {
    expect(parseFormula('a + b * 2')).toEqual({
      kind: 'arith',
      op: '+',
      left: { kind: 'column', name: 'a' },
      right: { kind: 'arith', op: '*', left: { kind: 'column', name: 'b' }, right: { kind: 'number', value: 2 } },
    });
    expect(parseFormula('sum("Order Lines"."Unit Price") / count(*)')).toMatchObject({
      op: '/',
      left: { kind: 'agg', fn: 'sum', arg: { kind: 'column', name: '"Order Lines"."Unit Price"' } },
      right: { kind: 'agg', fn: 'count', arg: null },
    });
    expect(() => parseFormula('a; drop table x')).toThrow(/cannot be read/);
    expect(() => parseFormula("a || 'x'")).toThrow(/cannot be read/);
  });
});

describe("SOE Local's statements written back as structured queries", () => {
  it('give the same rows as the statement, for every Chinook question they can express', async () => {
    const { conversationsOf, readEvalSet } = await import('../testing/eval-set');
    const { structuredFromSpec } = await import('./from-spec');
    const { catalog } = await open.engine.knowledgeFor(open.system);
    const rowsOf = (rows: Array<Record<string, unknown>>) =>
      rows
        .map((r) => JSON.stringify(Object.values(r).map((v) => (v instanceof Date ? v.toISOString() : String(v)))))
        .sort();
    let converted = 0;
    const questions = conversationsOf(readEvalSet('chinook')).flatMap((c) => c.turns);
    for (const q of questions) {
      const answer = await open.engine.answer(q.question, [open.system], { now: new Date('2026-01-01') });
      if (!answer.spec) continue;
      const structured = structuredFromSpec(answer.spec, catalog);
      if (!structured) continue;
      converted++;
      const expected = await open.system.run(answer.spec);
      const { result } = await open.engine
        .runStructured(open.system, structuredQuerySchema.parse(structured))
        .catch((error: Error) => {
          throw new Error(`${q.id}: ${error.message} in ${JSON.stringify(structured)}`);
        });
      expect(rowsOf(result.rows), `${q.id}: ${JSON.stringify(structured)}`).toEqual(rowsOf(expected.rows));
    }
    expect(converted).toBeGreaterThanOrEqual(Math.ceil(questions.length * 0.9));
  });
});
