import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../connectors/connector';
import { col, lit, type Expr, type QuerySpec, type QueryResult } from '../connectors/query';
import type { EngineSystem } from '../engine';
import { connectedPglite } from '../engine/testing/eval-set';
import { seeded } from '../../lib/random';
import { withQuery } from '../systems/ran-query';
import { combinedSystems, sourceKeyOf } from './combined';
import { JoinEngine } from './duck';

/**
 * The federated plan against its oracle: the same QuerySpec run by one PostgreSQL holding both systems' tables.
 * The data is made to catch a wrong split: two accounts sharing a name (a join that repeats rows), accounts and
 * customers without a partner, NULL amounts and managers, and orders spread over years.
 */
const NAMES = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Wayne', 'Wonka', 'Tyrell', 'Cyberdyne'];
const MANAGERS = ['Cleo', 'Ben', 'Dana', null];

function data() {
  const r = seeded(7);
  const customers = NAMES.map((name, i) => ({ id: i + 1, name }));
  const orders = Array.from({ length: 400 }, (_, i) => ({
    id: i + 1,
    customer: 1 + r.int(0, NAMES.length - 1),
    amount: r.chance(0.05) ? null : r.int(100, 99_999) / 100,
    placed: `${r.pick([2023, 2024, 2025])}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
    status: r.pick(['open', 'shipped', 'cancelled']),
  }));
  // 'Stark' twice (two accounts, one company), no 'Wonka', 'Tyrell' or 'Cyberdyne'; two accounts no customer has.
  const accounts = [
    ...['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Stark', 'Stark', 'Wayne', 'Soylent', 'Massive'].map(
      (name, i) => ({ id: i + 1, name, manager: MANAGERS[i % MANAGERS.length], segment: i % 3 ? 'SMB' : 'Enterprise' }),
    ),
  ];
  return { customers, orders, accounts };
}

const sqlText = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v}'`);
const ERP_DDL = `CREATE TABLE customers (id int PRIMARY KEY, name text NOT NULL);
  CREATE TABLE orders (id int PRIMARY KEY, customer_id int NOT NULL REFERENCES customers, amount numeric(10,2), placed date NOT NULL, status text NOT NULL);`;
const CRM_DDL = `CREATE TABLE accounts (id int PRIMARY KEY, name text NOT NULL, manager text, segment text NOT NULL);`;

describe('federated plans against one database holding both systems', () => {
  const { customers, orders, accounts } = data();
  const inserts = {
    customers: customers.map((c) => `INSERT INTO customers VALUES (${c.id}, ${sqlText(c.name)});`).join('\n'),
    orders: orders
      .map(
        (o) =>
          `INSERT INTO orders VALUES (${o.id}, ${o.customer}, ${sqlText(o.amount)}, '${o.placed}', ${sqlText(o.status)});`,
      )
      .join('\n'),
    accounts: accounts
      .map((a) => `INSERT INTO accounts VALUES (${a.id}, ${sqlText(a.name)}, ${sqlText(a.manager)}, '${a.segment}');`)
      .join('\n'),
  };
  const dbs: PGlite[] = [];
  let combined: EngineSystem;
  let oracle: EngineSystem;
  let erp: EngineSystem;
  let crm: EngineSystem;
  let links: Parameters<typeof combinedSystems>[1];
  const join = new JoinEngine({ memoryLimit: '64MB' });

  beforeAll(async () => {
    const open = async (sql: string) => {
      const db = new PGlite();
      dbs.push(db);
      await db.exec(sql);
      return db;
    };
    erp = await connectedPglite(await open(`${ERP_DDL}\n${inserts.customers}\n${inserts.orders}`), 'ERP', 1);
    crm = await connectedPglite(await open(`${CRM_DDL}\n${inserts.accounts}`), 'CRM', 2);
    oracle = await connectedPglite(
      await open(`${ERP_DDL}\n${CRM_DDL}\n${inserts.customers}\n${inserts.orders}\n${inserts.accounts}`),
      'Oracle',
      3,
    );
    links = [
      {
        id: 1,
        method: 'key' as const,
        a: { source: sourceKeyOf(erp), entity: 'public.customers', column: 'name' },
        b: { source: sourceKeyOf(crm), entity: 'public.accounts', column: 'name' },
      },
    ];
    combined = combinedSystems([erp, crm], links, { engine: join, rowCap: 10_000 }).find(
      (s) => s.id === 'cross:system:1+system:2',
    )!;
  });
  afterAll(async () => {
    join.close();
    for (const db of dbs) await db.close();
  });

  const ACCOUNTS = 'system:2/public.accounts';
  const base = (type: 'inner' | 'left' = 'left'): Pick<QuerySpec, 'from' | 'joins'> => ({
    from: { entity: 'public.orders', alias: 'o' },
    joins: [
      { entity: 'public.customers', alias: 'c', type, on: [{ left: col('o', 'customer_id'), right: col('c', 'id') }] },
      { entity: ACCOUNTS, alias: 'a', type, on: [{ left: col('c', 'name'), right: col('a', 'name') }] },
    ],
  });
  const agg = (fn: 'sum' | 'count' | 'avg' | 'min' | 'max' | 'count_distinct' | 'median', arg: Expr | null): Expr => ({
    kind: 'agg',
    fn,
    arg,
  });
  const byManager = (measure: Expr, type: 'inner' | 'left' = 'left'): QuerySpec => ({
    ...base(type),
    select: [
      { alias: 'manager', expr: col('a', 'manager') },
      { alias: 'v', expr: measure },
    ],
    groupBy: [col('a', 'manager')],
  });

  /** The oracle's answer: the same spec on the database that holds every table. */
  const expected = (spec: QuerySpec) =>
    oracle.run(JSON.parse(JSON.stringify(spec).replaceAll(ACCOUNTS, 'public.accounts')) as QuerySpec);
  /** Rows as comparable text: numbers to 1e-3 (a ratio of doubles may differ in its last bits), dates as ISO. */
  const canonical = (r: QueryResult) =>
    r.rows.map((row) =>
      JSON.stringify(
        Object.fromEntries(
          Object.entries(row).map(([k, v]) => [
            k,
            typeof v === 'number' ? Math.round(v * 1000) / 1000 : v instanceof Date ? v.toISOString() : v,
          ]),
        ),
      ),
    );

  const cases: Array<[string, QuerySpec]> = [
    ['sum per manager (left join: unmatched customers under no manager)', byManager(agg('sum', col('o', 'amount')))],
    ['sum per manager, inner join', byManager(agg('sum', col('o', 'amount')), 'inner')],
    ['row count per manager (an account shared by two repeats its orders)', byManager(agg('count', null))],
    ['count of amounts (NULLs not counted)', byManager(agg('count', col('o', 'amount')))],
    ['average per manager', byManager(agg('avg', col('o', 'amount')))],
    [
      'first and last order per manager',
      {
        ...byManager(agg('min', col('o', 'placed'))),
        select: [
          { alias: 'manager', expr: col('a', 'manager') },
          { alias: 'first', expr: agg('min', col('o', 'placed')) },
          { alias: 'last', expr: agg('max', col('o', 'amount')) },
        ],
      },
    ],
    ['distinct customers per manager', byManager(agg('count_distinct', col('o', 'customer_id')))],
    ['median per manager (rows read whole)', byManager(agg('median', col('o', 'amount')))],
    [
      'filters on both sides, grouped by a year and a segment',
      {
        ...base('inner'),
        select: [
          { alias: 'year', expr: { kind: 'time', unit: 'year', mode: 'part', arg: col('o', 'placed') } },
          { alias: 'segment', expr: col('a', 'segment') },
          { alias: 'v', expr: agg('sum', col('o', 'amount')) },
        ],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'in', expr: col('o', 'status'), values: ['open', 'shipped'] },
            { kind: 'eq_ci', expr: col('a', 'segment'), value: 'smb' },
          ],
        },
        groupBy: [{ kind: 'time', unit: 'year', mode: 'part', arg: col('o', 'placed') }, col('a', 'segment')],
      },
    ],
    [
      'a ratio of two aggregates, ranked, with a having',
      {
        ...base('inner'),
        select: [
          { alias: 'manager', expr: col('a', 'manager') },
          {
            alias: 'per_order',
            expr: { kind: 'arith', op: '/', left: agg('sum', col('o', 'amount')), right: agg('count', null) },
          },
        ],
        groupBy: [col('a', 'manager')],
        having: { kind: 'cmp', op: '>', left: agg('count', null), right: lit(10) },
        orderBy: [{ expr: agg('sum', col('o', 'amount')), direction: 'desc' }],
        limit: 2,
      },
    ],
    [
      'a total over the matched rows (no grouping)',
      { ...base('inner'), select: [{ alias: 'v', expr: agg('sum', col('o', 'amount')) }] },
    ],
    [
      'rows, not figures: distinct customers of Cleo with an order in 2024',
      {
        ...base('inner'),
        select: [{ alias: 'customer', expr: col('c', 'name') }],
        where: {
          kind: 'and',
          conditions: [
            { kind: 'eq_ci', expr: col('a', 'manager'), value: 'Cleo' },
            { kind: 'cmp', op: '>=', left: col('o', 'placed'), right: lit('2024-01-01') },
            { kind: 'cmp', op: '<', left: col('o', 'placed'), right: lit('2025-01-01') },
          ],
        },
        distinct: true,
      },
    ],
  ];

  it.each(cases)('%s', async (_name, spec) => {
    const got = await combined.run(spec);
    const want = await expected(spec);
    expect(want.rows.length).toBeGreaterThan(0);
    if (spec.orderBy) expect(canonical(got)).toEqual(canonical(want));
    expect(canonical(got).sort()).toEqual(canonical(want).sort());
    expect(got.note).toMatch(/^ERP and CRM were joined on customers\.name = accounts\.name \(matched by shared keys\)/);
  });

  it('lists each system’s statement, as that system ran its part (the answer’s "Query")', async () => {
    // As the app runs a connected system: its result names the system that ran the statement (systems/ran-query.ts).
    const named = (system: EngineSystem): EngineSystem => ({
      ...system,
      run: async (spec) =>
        withQuery(await system.run(spec), { id: Number(system.id), name: system.name, connector: 'postgres' }, spec),
    });
    const both = combinedSystems([named(erp), named(crm)], links, { engine: join, rowCap: 10_000 }).find(
      (s) => s.id === 'cross:system:1+system:2',
    )!;
    const spec = byManager(agg('sum', col('o', 'amount')));
    const result = await both.run(spec);
    expect(canonical(result).sort()).toEqual(canonical(await expected(spec)).sort());
    expect(result.queries?.map((q) => [q.systemId, q.systemName, q.language, q.editable])).toEqual([
      [1, 'ERP', 'sql', true],
      [2, 'CRM', 'sql', true],
    ]);
    expect(result.queries![0]!.text).toContain('FROM "public"."orders"');
    expect(result.queries![0]!.text).not.toContain('"accounts"');
    expect(result.queries![1]!.text).toContain('FROM "public"."accounts"');
    // A plan on one system is that system's statement alone.
    const one = await both.run({
      from: { entity: 'public.orders', alias: 'o' },
      select: [{ alias: 'n', expr: agg('count', null) }],
    });
    expect(one.queries?.map((q) => q.systemName)).toEqual(['ERP']);
  });

  it('a plan on one system only runs there, whole', async () => {
    const spec: QuerySpec = {
      from: { entity: ACCOUNTS, alias: 'a' },
      select: [{ alias: 'n', expr: agg('count', null) }],
    };
    const result = await combined.run(spec);
    expect(result.rows).toEqual([{ n: accounts.length }]);
    expect(result.note).toBeUndefined();
  });

  it('refuses, in words, what cannot be split: a window across systems, a part past the row cap', async () => {
    const windowed: QuerySpec = {
      ...byManager(agg('sum', col('o', 'amount'))),
      select: [
        { alias: 'manager', expr: col('a', 'manager') },
        {
          alias: 'share',
          expr: { kind: 'window', fn: 'sum', arg: agg('sum', col('o', 'amount')) },
        },
      ],
    };
    const error = await combined.run(windowed).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as Error).message).toBe(
      'This question needs a ranking or share within groups across two systems, which SOE cannot combine yet. Ask it of one system.',
    );
    const small = combinedSystems(
      [oracle, { ...oracle, id: 4, name: 'CRM copy' }],
      [
        {
          id: 2,
          method: 'key',
          a: { source: 'system:3', entity: 'public.customers', column: 'name' },
          b: { source: 'system:4', entity: 'public.accounts', column: 'name' },
        },
      ],
      { engine: join, rowCap: 50 },
    ).find((s) => s.id === 'cross:system:3+system:4')!;
    const rows: QuerySpec = {
      from: { entity: 'public.orders', alias: 'o' },
      joins: [
        {
          entity: 'public.customers',
          alias: 'c',
          type: 'inner',
          on: [{ left: col('o', 'customer_id'), right: col('c', 'id') }],
        },
        {
          entity: 'system:4/public.accounts',
          alias: 'a',
          type: 'inner',
          on: [{ left: col('c', 'name'), right: col('a', 'name') }],
        },
      ],
      select: [
        { alias: 'id', expr: col('o', 'id') },
        { alias: 'manager', expr: col('a', 'manager') },
      ],
    };
    const capped = await small.run(rows).catch((e: unknown) => e);
    expect((capped as Error).message).toBe(
      'Oracle would hand over more than 50 rows for this question, more than SOE joins across systems. Narrow it with a period or a filter.',
    );
  });
});
