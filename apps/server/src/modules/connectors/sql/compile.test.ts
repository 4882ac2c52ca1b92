import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, lit, type QuerySpec } from '../query';
import { compileSql, QuerySpecError } from './compile';

const revenueByCountry: QuerySpec = {
  from: { entity: 'public.invoice', alias: 'i' },
  joins: [
    {
      entity: 'public.customer',
      alias: 'c',
      type: 'inner',
      on: [{ left: col('i', 'customer_id'), right: col('c', 'customer_id') }],
    },
  ],
  select: [
    { alias: 'country', expr: col('c', 'country') },
    { alias: 'revenue', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'total') } },
  ],
  where: {
    kind: 'and',
    conditions: [
      { kind: 'cmp', op: '>=', left: col('i', 'invoice_date'), right: lit('2023-01-01') },
      { kind: 'eq_ci', expr: col('c', 'country'), value: 'canada' },
    ],
  },
  groupBy: [col('c', 'country')],
  orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('i', 'total') }, direction: 'desc' }],
  limit: 5,
};

describe('compileSql (postgres)', () => {
  it('quotes identifiers, binds values and refers to selected expressions', () => {
    const { sql, params } = compileSql(revenueByCountry, 'postgres');
    expect(sql).toBe(
      [
        'SELECT "c"."country" AS "country", SUM("i"."total") AS "revenue"',
        'FROM "public"."invoice" AS "i"',
        'JOIN "public"."customer" AS "c" ON "i"."customer_id" = "c"."customer_id"',
        'WHERE ("i"."invoice_date" >= $1 AND lower(CAST("c"."country" AS text)) = lower($2))',
        'GROUP BY 1',
        'ORDER BY "revenue" DESC NULLS LAST',
        'LIMIT 5',
      ].join('\n'),
    );
    expect(params).toEqual(['2023-01-01', 'canada']);
  });

  it('applies the namespace option and refuses entities outside it', () => {
    const spec: QuerySpec = {
      from: { entity: 'orders', alias: 'o' },
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
    };
    expect(compileSql(spec, 'postgres', { namespace: 'demo' }).sql).toContain('FROM "demo"."orders" AS "o"');
    expect(
      compileSql({ ...spec, from: { entity: 'demo.orders', alias: 'o' } }, 'postgres', { namespace: 'demo' }).sql,
    ).toContain('"demo"."orders"');
    expect(() =>
      compileSql({ ...spec, from: { entity: 'pg_catalog.pg_authid', alias: 'o' } }, 'postgres', { namespace: 'demo' }),
    ).toThrow(QuerySpecError);
  });

  it('compiles time buckets, parts, concat, contains and typed numbers', () => {
    const spec: QuerySpec = {
      from: { entity: 'sales', alias: 's' },
      select: [
        { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('s', 'at') } },
        { alias: 'q', expr: { kind: 'time', unit: 'quarter', mode: 'part', arg: col('s', 'at') } },
        { alias: 'who', expr: { kind: 'concat', separator: ' ', args: [col('s', 'first'), col('s', 'last')] } },
        {
          alias: 'net',
          expr: {
            kind: 'agg',
            fn: 'sum',
            arg: {
              kind: 'arith',
              op: '*',
              left: col('s', 'qty'),
              right: { kind: 'arith', op: '-', left: lit(1), right: col('s', 'discount') },
            },
          },
        },
        { alias: 'ratio', expr: { kind: 'arith', op: '/', left: col('s', 'a'), right: col('s', 'b') } },
      ],
      where: {
        kind: 'or',
        conditions: [
          { kind: 'contains', expr: col('s', 'name'), value: '50%_off' },
          { kind: 'cmp', op: '>', left: col('s', 'qty'), right: lit(2.5) },
        ],
      },
      groupBy: [
        { kind: 'time', unit: 'month', mode: 'trunc', arg: col('s', 'at') },
        { kind: 'concat', separator: ' ', args: [col('s', 'first'), col('s', 'last')] },
      ],
    };
    const { sql, params } = compileSql(spec, 'postgres');
    expect(sql).toContain(`date_trunc('month', "s"."at") AS "month"`);
    expect(sql).toContain(`CAST(EXTRACT(QUARTER FROM "s"."at") AS integer) AS "q"`);
    expect(sql).toContain('concat_ws($1, "s"."first", "s"."last")');
    expect(sql).toContain('(CAST($2 AS bigint) - "s"."discount")');
    expect(sql).toContain('(CAST("s"."a" AS numeric) / NULLIF("s"."b", 0))');
    expect(sql).toContain('strpos(lower(CAST("s"."name" AS text)), lower($3)) > 0');
    expect(sql).toContain('"s"."qty" > CAST($4 AS numeric)');
    expect(sql).toContain('GROUP BY 1, 3');
    expect(params).toEqual([' ', 1, '50%_off', 2.5]);
  });

  it('rejects malformed specs', () => {
    const base: QuerySpec = { from: { entity: 't', alias: 't' }, select: [{ alias: 'x', expr: col('t', 'x') }] };
    expect(() => compileSql({ ...base, select: [{ alias: 'x', expr: col('nope', 'x') }] }, 'postgres')).toThrow(
      /Unknown table alias/,
    );
    expect(() => compileSql({ ...base, limit: 1.5 }, 'postgres')).toThrow(/whole number/);
    expect(() => compileSql({ ...base, limit: -1 }, 'postgres')).toThrow(/whole number/);
    expect(() => compileSql({ ...base, limit: '1; DROP TABLE t' as unknown as number }, 'postgres')).toThrow(
      /whole number/,
    );
    expect(() =>
      compileSql(
        { ...base, where: { kind: 'cmp', op: '= 1 OR 1 =' as '=', left: col('t', 'x'), right: lit(1) } },
        'postgres',
      ),
    ).toThrow(/Unknown comparison/);
    expect(() =>
      compileSql(
        { ...base, select: [{ alias: 'x', expr: { kind: 'agg', fn: 'pg_sleep' as 'sum', arg: lit(1) } }] },
        'postgres',
      ),
    ).toThrow(/Unknown aggregate/);
    expect(() =>
      compileSql(
        {
          ...base,
          select: [
            {
              alias: 'x',
              expr: { kind: 'time', unit: "day') || pg_sleep(1) --" as 'day', mode: 'trunc', arg: col('t', 'x') },
            },
          ],
        },
        'postgres',
      ),
    ).toThrow(/Unknown time unit/);
    expect(() => compileSql({ ...base, select: [{ alias: 'x', expr: lit(Number.NaN) }] }, 'postgres')).toThrow(
      /finite/,
    );
    expect(() =>
      compileSql(
        {
          ...base,
          select: [
            { alias: 'x', expr: col('t', 'x') },
            { alias: 'x', expr: col('t', 'y') },
          ],
        },
        'postgres',
      ),
    ).toThrow(/distinct names/);
  });
});

describe('compileSql (mysql): a grouped join sums the fact table per join key first', () => {
  it('keeps the grouping, order and limit; conditions go to the table they read; parameters stay in text order', () => {
    const { sql, params } = compileSql(revenueByCountry, 'mysql');
    expect(sql).toBe(
      [
        'SELECT `c`.`country` AS `country`, SUM(`i`.`a0`) AS `revenue`',
        'FROM (SELECT `i`.`customer_id` AS `k0`, SUM(`i`.`total`) AS `a0`',
        'FROM `public`.`invoice` AS `i` USE INDEX FOR GROUP BY ()',
        'WHERE `i`.`invoice_date` >= ?',
        'GROUP BY 1) AS `i`',
        'JOIN `public`.`customer` AS `c` ON `i`.`k0` = `c`.`customer_id`',
        'WHERE LOWER(CAST(`c`.`country` AS CHAR)) = lower(?)',
        'GROUP BY 1',
        'ORDER BY `revenue` DESC',
        'LIMIT 5',
      ].join('\n'),
    );
    expect(params).toEqual(['2023-01-01', 'canada']);
    // PostgreSQL plans the join and the grouping well by itself: its statement is as written.
    expect(compileSql(revenueByCountry, 'postgres').sql).not.toContain('AS "k0"');
  });

  it('re-aggregates COUNT by SUM and MIN / MAX by themselves, and groups by the dimension’s key and name', () => {
    const spec: QuerySpec = {
      from: { entity: 'orders', alias: 't0' },
      joins: [
        {
          entity: 'customers',
          alias: 't1',
          type: 'left',
          on: [{ left: col('t0', 'customer_id'), right: col('t1', 'id') }],
        },
      ],
      select: [
        { alias: 'customer', expr: col('t1', 'name') },
        { alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } },
        { alias: 'first', expr: { kind: 'agg', fn: 'min', arg: col('t0', 'placed_at') } },
        { alias: 'last', expr: { kind: 'agg', fn: 'max', arg: col('t0', 'placed_at') } },
      ],
      groupBy: [col('t1', 'id'), col('t1', 'name')],
      orderBy: [
        { expr: { kind: 'agg', fn: 'count', arg: null }, direction: 'desc' },
        { expr: col('t1', 'name'), direction: 'asc' },
      ],
      limit: 10,
    };
    expect(compileSql(spec, 'mysql').sql).toBe(
      [
        'SELECT `t1`.`name` AS `customer`, SUM(`t0`.`a0`) AS `n`, MIN(`t0`.`a1`) AS `first`, MAX(`t0`.`a2`) AS `last`',
        'FROM (SELECT `t0`.`customer_id` AS `k0`, COUNT(*) AS `a0`, MIN(`t0`.`placed_at`) AS `a1`, MAX(`t0`.`placed_at`) AS `a2`',
        'FROM `orders` AS `t0` USE INDEX FOR GROUP BY ()',
        'GROUP BY 1) AS `t0`',
        'LEFT JOIN `customers` AS `t1` ON `t0`.`k0` = `t1`.`id`',
        'GROUP BY `t1`.`id`, 1',
        'ORDER BY `n` DESC, (`customer` IS NULL), `customer` ASC',
        'LIMIT 10',
      ].join('\n'),
    );
  });

  it('sums the fact table per key before a chain of joins (revenue by category: orders → products → categories)', () => {
    const sum = { kind: 'agg', fn: 'sum', arg: col('t0', 'amount') } as const;
    const spec: QuerySpec = {
      from: { entity: 'orders', alias: 't0' },
      joins: [
        {
          entity: 'products',
          alias: 't1',
          type: 'left',
          on: [{ left: col('t0', 'product_id'), right: col('t1', 'id') }],
        },
        {
          entity: 'categories',
          alias: 't2',
          type: 'left',
          on: [{ left: col('t1', 'category_id'), right: col('t2', 'id') }],
        },
      ],
      select: [
        { alias: 'category', expr: col('t2', 'name') },
        { alias: 'sum_amount', expr: sum },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'cmp', op: '>=', left: col('t0', 'order_date'), right: lit('2025-01-01') },
          { kind: 'cmp', op: '<>', left: col('t2', 'name'), right: lit('Cables') },
        ],
      },
      groupBy: [col('t2', 'id'), col('t2', 'name')],
      orderBy: [
        { expr: sum, direction: 'desc' },
        { expr: col('t2', 'name'), direction: 'asc' },
      ],
    };
    const { sql, params } = compileSql(spec, 'mysql');
    expect(sql).toBe(
      [
        'SELECT `t2`.`name` AS `category`, SUM(`t0`.`a0`) AS `sum_amount`',
        'FROM (SELECT `t0`.`product_id` AS `k0`, SUM(`t0`.`amount`) AS `a0`',
        'FROM `orders` AS `t0` USE INDEX FOR GROUP BY ()',
        'WHERE `t0`.`order_date` >= ?',
        'GROUP BY 1) AS `t0`',
        'LEFT JOIN `products` AS `t1` ON `t0`.`k0` = `t1`.`id`',
        'LEFT JOIN `categories` AS `t2` ON `t1`.`category_id` = `t2`.`id`',
        'WHERE `t2`.`name` <> ?',
        'GROUP BY `t2`.`id`, 1',
        'ORDER BY `sum_amount` DESC, (`category` IS NULL), `category` ASC',
      ].join('\n'),
    );
    expect(params).toEqual(['2025-01-01', 'Cables']);
  });

  const base: QuerySpec = {
    from: { entity: 'orders', alias: 'o' },
    joins: [
      { entity: 'customers', alias: 'c', type: 'left', on: [{ left: col('o', 'customer_id'), right: col('c', 'id') }] },
    ],
    select: [
      { alias: 'country', expr: col('c', 'country') },
      { alias: 'total', expr: { kind: 'agg', fn: 'sum', arg: col('o', 'total') } },
    ],
    groupBy: [col('c', 'country')],
  };
  it.each<[string, Partial<QuerySpec>]>([
    [
      'an average',
      { select: [base.select[0], { alias: 'avg', expr: { kind: 'agg', fn: 'avg', arg: col('o', 'total') } }] },
    ],
    [
      'a distinct count',
      { select: [base.select[0], { alias: 'n', expr: { kind: 'agg', fn: 'count_distinct', arg: col('o', 'id') } }] },
    ],
    ['HAVING', { having: { kind: 'cmp', op: '>', left: { kind: 'agg', fn: 'count', arg: null }, right: lit(2) } }],
    [
      'a condition on both tables',
      { where: { kind: 'cmp', op: '=', left: col('o', 'region'), right: col('c', 'region') } },
    ],
    [
      'grouping by the fact table',
      { groupBy: [col('o', 'status')], select: [{ alias: 's', expr: col('o', 'status') }, base.select[1]] },
    ],
    [
      'an aggregate of the dimension',
      { select: [base.select[0], { alias: 'm', expr: { kind: 'agg', fn: 'max', arg: col('c', 'since') } }] },
    ],
    [
      'a literal in the select list',
      {
        select: [
          { alias: 'label', expr: { kind: 'coalesce', args: [col('c', 'country'), lit('none')] } },
          base.select[1],
        ],
        groupBy: [{ kind: 'coalesce', args: [col('c', 'country'), lit('none')] }],
      },
    ],
    [
      'two joins that reach the fact table (the sums could be as many as the orders)',
      {
        joins: [
          ...base.joins!,
          {
            entity: 'products',
            alias: 'p',
            type: 'left',
            on: [{ left: col('o', 'product_id'), right: col('p', 'id') }],
          },
        ],
      },
    ],
    [
      'ordering by an aggregate not selected',
      { orderBy: [{ expr: { kind: 'agg', fn: 'count', arg: null }, direction: 'desc' }] },
    ],
  ])('leaves the statement as written with %s', (_, change) => {
    const spec = { ...base, ...change } as QuerySpec;
    expect(compileSql(spec, 'mysql').sql).toBe(compileSql(spec, 'mysql', { preAggregate: false }).sql);
  });
});

describe('compileSql (mysql)', () => {
  it('uses backticks, ? placeholders and MySQL time functions', () => {
    const { sql, params } = compileSql(revenueByCountry, 'mysql', { preAggregate: false });
    expect(sql).toBe(
      [
        'SELECT `c`.`country` AS `country`, SUM(`i`.`total`) AS `revenue`',
        'FROM `public`.`invoice` AS `i`',
        'JOIN `public`.`customer` AS `c` ON `i`.`customer_id` = `c`.`customer_id`',
        'WHERE (`i`.`invoice_date` >= ? AND LOWER(CAST(`c`.`country` AS CHAR)) = lower(?))',
        'GROUP BY 1',
        'ORDER BY `revenue` DESC',
        'LIMIT 5',
      ].join('\n'),
    );
    expect(params).toEqual(['2023-01-01', 'canada']);
  });

  it('compiles every time unit and ascending order with nulls last', () => {
    const units = ['year', 'quarter', 'month', 'week', 'day'] as const;
    const spec: QuerySpec = {
      from: { entity: 'orders', alias: 'o' },
      select: [
        ...units.map((u) => ({
          alias: `t_${u}`,
          expr: { kind: 'time', unit: u, mode: 'trunc', arg: col('o', 'd') } as const,
        })),
        ...units.map((u) => ({
          alias: `p_${u}`,
          expr: { kind: 'time', unit: u, mode: 'part', arg: col('o', 'd') } as const,
        })),
      ],
      where: { kind: 'contains', expr: col('o', 'name'), value: 'x' },
      orderBy: [{ expr: col('o', 'd'), direction: 'asc' }],
    };
    const { sql } = compileSql(spec, 'mysql');
    expect(sql).toContain('MAKEDATE(YEAR(`o`.`d`), 1) AS `t_year`');
    expect(sql).toContain('(MAKEDATE(YEAR(`o`.`d`), 1) + INTERVAL (QUARTER(`o`.`d`) - 1) QUARTER) AS `t_quarter`');
    expect(sql).toContain('DATE_SUB(DATE(`o`.`d`), INTERVAL (DAYOFMONTH(`o`.`d`) - 1) DAY) AS `t_month`');
    expect(sql).toContain('QUARTER(`o`.`d`) AS `p_quarter`');
    expect(sql).toContain('WEEK(`o`.`d`, 3) AS `p_week`');
    expect(sql).toContain('LOCATE(LOWER(?), LOWER(CAST(`o`.`name` AS CHAR))) > 0');
    expect(sql).toContain('ORDER BY (`o`.`d` IS NULL), `o`.`d` ASC');
  });

  it('samples a table: page sampling on PostgreSQL, the first rows on MySQL, and refuses a bad percentage', () => {
    const spec: QuerySpec = {
      from: { entity: 'orders', alias: 'o', sample: { percent: 0.4, rows: 100_000 } },
      select: [{ alias: 's', expr: col('o', 'status') }],
    };
    expect(compileSql(spec, 'postgres').sql).toContain('FROM "orders" AS "o" TABLESAMPLE SYSTEM (0.4)');
    expect(compileSql(spec, 'mysql').sql).toContain('FROM (SELECT * FROM `orders` LIMIT 100000) AS `o`');
    expect(() => compileSql({ ...spec, from: { ...spec.from, sample: { percent: 0, rows: 1 } } }, 'postgres')).toThrow(
      QuerySpecError,
    );
  });

  it('doubles backticks inside hostile names', () => {
    const { sql } = compileSql(
      { from: { entity: 'a`; DROP TABLE x; --', alias: 't`' }, select: [{ alias: 'c`', expr: col('t`', 'x`y') }] },
      'mysql',
    );
    expect(sql).toBe('SELECT `t```.`x``y` AS `c``` \nFROM `a``; DROP TABLE x; --` AS `t```'.replace(' \n', '\n'));
  });
});

describe('compiled SQL on a real PostgreSQL (PGlite)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`
      CREATE TABLE "we""ird" ("na""me" text, "qty" integer, "at" timestamp);
      INSERT INTO "we""ird" VALUES ('Robert''); DROP TABLE "we""ird"; --', 3, '2024-02-10'), ('50%_off', 5, '2024-05-01'), ('plain', 7, '2025-01-01');
      CREATE TABLE secrets (s text); INSERT INTO secrets VALUES ('top secret');
    `);
  });
  afterAll(async () => db.close());

  const run = async (spec: QuerySpec) => {
    const { sql, params } = compileSql(spec, 'postgres');
    return (await db.query<Record<string, unknown>>(sql, params)).rows;
  };

  it('treats a hostile value as data, not SQL', async () => {
    const rows = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      where: { kind: 'eq_ci', expr: col('w', 'na"me'), value: `robert'); drop table "we""ird"; --` },
    });
    expect(Number(rows[0].n)).toBe(1);
    const still = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
    });
    expect(Number(still[0].n)).toBe(3);
  });

  it('matches % and _ literally in contains', async () => {
    const rows = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: col('w', 'na"me') }],
      where: { kind: 'contains', expr: col('w', 'na"me'), value: '%_O' },
    });
    expect(rows.map((r) => r.n)).toEqual(['50%_off']);
  });

  it('cannot reach another table through a hostile identifier', async () => {
    await expect(
      run({ from: { entity: 'we"ird" AS w, secrets --', alias: 'w' }, select: [{ alias: 's', expr: col('w', 's') }] }),
    ).rejects.toThrow(/does not exist/);
  });

  it('runs grouped time queries with typed parameters', async () => {
    const year = { kind: 'time', unit: 'year', mode: 'part', arg: col('w', 'at') } as const;
    const rows = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [
        { alias: 'year', expr: year },
        {
          alias: 'total',
          expr: { kind: 'agg', fn: 'sum', arg: { kind: 'arith', op: '*', left: col('w', 'qty'), right: lit(1.5) } },
        },
      ],
      where: { kind: 'cmp', op: '>', left: col('w', 'qty'), right: lit(2.5) },
      groupBy: [year],
      having: { kind: 'cmp', op: '>', left: { kind: 'agg', fn: 'count', arg: null }, right: lit(0) },
      orderBy: [{ expr: year, direction: 'asc' }],
      limit: 10,
    });
    expect(rows.map((r) => [r.year, Number(r.total)])).toEqual([
      [2024, 12],
      [2025, 10.5],
    ]);
  });

  it('runs derived tables, windows, EXISTS, CASE, text patterns and date arithmetic', async () => {
    // Top 1 row per name by qty (a window over a derived table), filtered in the outer query.
    const ranked: QuerySpec = {
      from: {
        entity: 'we"ird',
        alias: 'g',
        query: {
          from: { entity: 'we"ird', alias: 'w' },
          select: [
            { alias: 'name', expr: col('w', 'na"me') },
            { alias: 'qty', expr: col('w', 'qty') },
            {
              alias: 'rn',
              expr: {
                kind: 'window',
                fn: 'row_number',
                arg: null,
                partitionBy: [col('w', 'na"me')],
                orderBy: [{ expr: col('w', 'qty'), direction: 'desc' }],
              },
            },
          ],
        },
      },
      select: [
        { alias: 'name', expr: col('g', 'name') },
        { alias: 'qty', expr: col('g', 'qty') },
      ],
      where: { kind: 'cmp', op: '=', left: col('g', 'rn'), right: lit(1) },
      orderBy: [{ expr: col('g', 'name'), direction: 'asc' }],
    };
    expect((await run(ranked)).length).toBeGreaterThan(0);
    const share = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [
        {
          alias: 'big',
          expr: {
            kind: 'agg',
            fn: 'sum',
            arg: {
              kind: 'case',
              when: { kind: 'cmp', op: '>', left: col('w', 'qty'), right: lit(2.5) },
              then: col('w', 'qty'),
              else: lit(0),
            },
          },
        },
        { alias: 'all', expr: { kind: 'agg', fn: 'sum', arg: col('w', 'qty') } },
        { alias: 'median', expr: { kind: 'agg', fn: 'median', arg: col('w', 'qty') } },
      ],
    });
    expect(Number(share[0].big)).toBeLessThanOrEqual(Number(share[0].all));
    const pattern = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: col('w', 'na"me') }],
      where: { kind: 'text', expr: col('w', 'na"me'), mode: 'starts', value: '50%' },
    });
    expect(pattern.map((r) => r.n)).toEqual(['50%_off']);
    const none = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: col('w', 'na"me') }],
      where: { kind: 'text', expr: col('w', 'na"me'), mode: 'starts', value: '5_' },
    });
    expect(none).toEqual([]);
    const anti = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      where: {
        kind: 'exists',
        negate: true,
        query: {
          from: { entity: 'we"ird', alias: 'x' },
          select: [{ alias: 'one', expr: lit(1) }],
          where: { kind: 'cmp', op: '>', left: col('x', 'qty'), right: col('w', 'qty') },
        },
      },
    });
    expect(Number(anti[0].n)).toBeGreaterThan(0);
    const days = await run({
      from: { entity: 'we"ird', alias: 'w' },
      select: [
        { alias: 'd', expr: { kind: 'days_between', from: col('w', 'at'), to: col('w', 'at') } },
        { alias: 'wd', expr: { kind: 'weekday', arg: col('w', 'at') } },
      ],
      limit: 1,
    });
    expect(Number(days[0].d)).toBe(0);
    expect(Number(days[0].wd)).toBeGreaterThanOrEqual(1);
  });

  it('keeps a derived table from seeing the outer query', () => {
    expect(() =>
      compileSql(
        {
          from: {
            entity: 't',
            alias: 'o',
            query: { from: { entity: 't', alias: 'i' }, select: [{ alias: 'x', expr: col('o', 'x') }] },
          },
          select: [{ alias: 'x', expr: col('o', 'x') }],
        },
        'postgres',
      ),
    ).toThrow(QuerySpecError);
  });
});
