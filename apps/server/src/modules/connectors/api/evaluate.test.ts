import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { col, lit, type Condition, type Expr, type QueryResult, type QuerySpec } from '../query';
import { compileSql } from '../sql';
import { evaluateQuery, type SourceRow } from './evaluate';

/**
 * The evaluator is checked against PostgreSQL itself: every spec below runs
 * through compileSql in PGlite and through evaluateQuery over the same rows,
 * and the results must be equal (ratios and averages to 9 decimals).
 */

const d = (iso: string) => new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

const DATA: Record<string, { ddl: string; rows: SourceRow[] }> = {
  account: {
    ddl: 'CREATE TABLE account (id integer PRIMARY KEY, name text NOT NULL, industry text, region text, employees integer)',
    rows: [
      { id: 1, name: 'Acme Corp', industry: 'Manufacturing', region: 'North', employees: 1200 },
      { id: 2, name: 'globex', industry: 'Technology', region: 'South', employees: 300 },
      { id: 3, name: 'Initech', industry: 'Technology', region: null, employees: null },
      { id: 4, name: 'Umbrella 50%_off', industry: null, region: 'North', employees: 75 },
      { id: 5, name: 'Zürich Re', industry: 'Financial Services', region: 'South', employees: 5000 },
      { id: 6, name: 'Lonely Ltd', industry: 'Retail', region: 'East', employees: 10 },
    ],
  },
  opportunity: {
    ddl: `CREATE TABLE opportunity (id integer PRIMARY KEY, account_id integer, name text, stage text, amount numeric(12,2),
      probability integer, close_date date, created_at timestamptz, is_won boolean)`,
    rows: [
      {
        id: 10,
        account_id: 1,
        name: 'Office refit',
        stage: 'Closed Won',
        amount: 150.25,
        probability: 100,
        close_date: d('2025-01-15'),
        created_at: d('2024-12-30T10:00:00Z'),
        is_won: true,
      },
      {
        id: 11,
        account_id: 1,
        name: 'Laptops',
        stage: 'Negotiation',
        amount: 99.99,
        probability: 60,
        close_date: d('2025-02-01'),
        created_at: d('2025-01-05T09:30:00Z'),
        is_won: false,
      },
      {
        id: 12,
        account_id: 2,
        name: 'Network',
        stage: 'Closed Won',
        amount: 300.1,
        probability: 100,
        close_date: d('2025-02-03'),
        created_at: d('2025-01-20T12:00:00Z'),
        is_won: true,
      },
      {
        id: 13,
        account_id: 2,
        name: 'Printers',
        stage: 'Prospecting',
        amount: null,
        probability: 10,
        close_date: d('2025-03-31'),
        created_at: d('2025-02-28T23:59:59Z'),
        is_won: false,
      },
      {
        id: 14,
        account_id: 3,
        name: 'Renewal',
        stage: 'Closed Lost',
        amount: 0.1,
        probability: 0,
        close_date: d('2024-12-31'),
        created_at: d('2024-11-01T00:00:00Z'),
        is_won: false,
      },
      {
        id: 15,
        account_id: 3,
        name: 'Renewal 2',
        stage: 'Closed Won',
        amount: 0.2,
        probability: 100,
        close_date: d('2025-01-01'),
        created_at: d('2024-11-15T08:00:00Z'),
        is_won: true,
      },
      {
        id: 16,
        account_id: 5,
        name: 'Big deal',
        stage: 'Negotiation',
        amount: 12345.67,
        probability: 75,
        close_date: d('2025-06-30'),
        created_at: d('2025-04-01T00:00:00Z'),
        is_won: false,
      },
      {
        id: 17,
        account_id: 5,
        name: 'Small deal',
        stage: null,
        amount: 19.99,
        probability: null,
        close_date: null,
        created_at: d('2025-04-02T00:00:00Z'),
        is_won: null,
      },
      {
        id: 18,
        account_id: 99,
        name: 'Orphan',
        stage: 'Prospecting',
        amount: 42,
        probability: 20,
        close_date: d('2025-05-05'),
        created_at: d('2025-05-01T00:00:00Z'),
        is_won: false,
      },
      {
        id: 19,
        account_id: null,
        name: 'No account',
        stage: 'Closed Won',
        amount: 19.99,
        probability: 100,
        close_date: d('2025-02-14'),
        created_at: d('2025-02-01T00:00:00Z'),
        is_won: true,
      },
    ],
  },
  contact: {
    ddl: 'CREATE TABLE contact (id integer PRIMARY KEY, account_id integer, first_name text, last_name text, email text)',
    rows: [
      { id: 100, account_id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@acme.example' },
      { id: 101, account_id: 1, first_name: null, last_name: 'Turing', email: null },
      { id: 102, account_id: 2, first_name: 'Grace', last_name: null, email: 'GRACE@globex.example' },
      { id: 103, account_id: null, first_name: 'Solo', last_name: 'Person', email: 'solo@example.org' },
    ],
  },
};

const sum = (arg: Expr): Expr => ({ kind: 'agg', fn: 'sum', arg });
const count = (arg: Expr | null = null): Expr => ({ kind: 'agg', fn: 'count', arg });
const o = (c: string) => col('o', c);
const a = (c: string) => col('a', c);
const opp = { entity: 'opportunity', alias: 'o' };
const oppJoinAccount = (type: 'inner' | 'left' = 'inner') => [
  { entity: 'account', alias: 'a', type, on: [{ left: o('account_id'), right: a('id') }] },
];
const cmp = (op: '=' | '<>' | '<' | '<=' | '>' | '>=', left: Expr, right: Expr): Condition => ({
  kind: 'cmp',
  op,
  left,
  right,
});

const CASES: Array<[string, QuerySpec, { approx?: boolean; unordered?: boolean; empty?: boolean }?]> = [
  [
    'plain select in id order',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        { alias: 'amount', expr: o('amount') },
        { alias: 'close', expr: o('close_date') },
        { alias: 'won', expr: o('is_won') },
      ],
      orderBy: [{ expr: o('id'), direction: 'asc' }],
    },
  ],
  [
    'numeric filter with a decimal literal',
    {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      where: cmp('>=', o('amount'), lit(99.99)),
      orderBy: [{ expr: o('id'), direction: 'desc' }],
    },
  ],
  [
    'three-valued NOT over nulls',
    {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      where: { kind: 'not', condition: cmp('>', o('amount'), lit(100)) },
    },
    { unordered: true },
  ],
  [
    'OR with unknowns',
    {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      where: { kind: 'or', conditions: [cmp('=', o('stage'), lit('Closed Won')), cmp('<', o('probability'), lit(50))] },
    },
    { unordered: true },
  ],
  [
    'IN with a null in the list, and NOT IN',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        { alias: 'in', expr: o('stage') },
      ],
      where: {
        kind: 'or',
        conditions: [
          { kind: 'in', expr: o('stage'), values: ['Negotiation', null] },
          {
            kind: 'not',
            condition: { kind: 'in', expr: o('stage'), values: ['Closed Won', 'Closed Lost', 'Negotiation', null] },
          },
        ],
      },
    },
    { unordered: true },
  ],
  [
    'eq_ci and contains (with % and _ as plain characters)',
    {
      from: { entity: 'account', alias: 'a' },
      select: [{ alias: 'name', expr: a('name') }],
      where: {
        kind: 'or',
        conditions: [
          { kind: 'eq_ci', expr: a('name'), value: 'GLOBEX' },
          { kind: 'contains', expr: a('name'), value: '50%_O' },
          { kind: 'contains', expr: a('employees'), value: '20' },
        ],
      },
    },
    { unordered: true },
  ],
  [
    'is_null and is not null',
    {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'is_null', expr: o('stage'), negate: true },
          { kind: 'is_null', expr: o('account_id'), negate: false },
        ],
      },
    },
    { unordered: true },
  ],
  [
    'inner join, group, sum, order by the sum, limit',
    {
      from: opp,
      joins: oppJoinAccount(),
      select: [
        { alias: 'account', expr: a('name') },
        { alias: 'total', expr: sum(o('amount')) },
      ],
      groupBy: [a('name')],
      orderBy: [{ expr: sum(o('amount')), direction: 'desc' }],
      limit: 3,
    },
  ],
  [
    'left join counts zero matches; count(*) counts the null-extended row',
    {
      from: { entity: 'account', alias: 'a' },
      joins: [{ entity: 'opportunity', alias: 'o', type: 'left', on: [{ left: a('id'), right: o('account_id') }] }],
      select: [
        { alias: 'name', expr: a('name') },
        { alias: 'deals', expr: count(o('id')) },
        { alias: 'rows', expr: count() },
        { alias: 'value', expr: sum(o('amount')) },
      ],
      groupBy: [a('name')],
      orderBy: [{ expr: a('name'), direction: 'asc' }],
    },
  ],
  [
    'aggregates: count distinct, min/max of text and dates, avg',
    {
      from: opp,
      select: [
        { alias: 'stages', expr: { kind: 'agg', fn: 'count_distinct', arg: o('stage') } },
        { alias: 'first', expr: { kind: 'agg', fn: 'min', arg: o('name') } },
        { alias: 'last', expr: { kind: 'agg', fn: 'max', arg: o('close_date') } },
        { alias: 'avg', expr: { kind: 'agg', fn: 'avg', arg: o('amount') } },
        { alias: 'total', expr: sum(o('amount')) },
        { alias: 'n', expr: count(o('amount')) },
      ],
    },
    { approx: true },
  ],
  [
    'exact decimal sums (0.1 + 0.2, 150.25 + 99.99)',
    {
      from: opp,
      select: [
        { alias: 'account', expr: o('account_id') },
        { alias: 'total', expr: sum(o('amount')) },
      ],
      groupBy: [o('account_id')],
      orderBy: [{ expr: o('account_id'), direction: 'asc' }],
    },
  ],
  [
    'group by null keys; nulls last ascending',
    {
      from: opp,
      select: [
        { alias: 'stage', expr: o('stage') },
        { alias: 'n', expr: count() },
      ],
      groupBy: [o('stage')],
      orderBy: [{ expr: o('stage'), direction: 'asc' }],
    },
  ],
  [
    'nulls last descending',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        { alias: 'p', expr: o('probability') },
      ],
      orderBy: [
        { expr: o('probability'), direction: 'desc' },
        { expr: o('id'), direction: 'asc' },
      ],
    },
  ],
  [
    'month buckets of a date',
    {
      from: opp,
      select: [
        { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: o('close_date') } },
        { alias: 'total', expr: sum(o('amount')) },
      ],
      groupBy: [{ kind: 'time', unit: 'month', mode: 'trunc', arg: o('close_date') }],
      orderBy: [{ expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: o('close_date') }, direction: 'asc' }],
    },
  ],
  [
    'year, quarter, week and day of timestamps',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        ...(['year', 'quarter', 'week', 'day', 'month'] as const).flatMap((unit) => [
          { alias: `${unit}_part`, expr: { kind: 'time', unit, mode: 'part', arg: o('created_at') } as Expr },
          { alias: `${unit}_trunc`, expr: { kind: 'time', unit, mode: 'trunc', arg: o('created_at') } as Expr },
        ]),
      ],
      orderBy: [{ expr: o('id'), direction: 'asc' }],
    },
  ],
  [
    'ISO weeks around new year',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        { alias: 'w', expr: { kind: 'time', unit: 'week', mode: 'part', arg: o('close_date') } },
        { alias: 'wt', expr: { kind: 'time', unit: 'week', mode: 'trunc', arg: o('close_date') } },
      ],
      orderBy: [{ expr: o('id'), direction: 'asc' }],
    },
  ],
  [
    'coalesce and concat skipping nulls',
    {
      from: { entity: 'contact', alias: 'c' },
      select: [
        { alias: 'id', expr: col('c', 'id') },
        {
          alias: 'who',
          expr: { kind: 'concat', separator: ' ', args: [col('c', 'first_name'), col('c', 'last_name')] },
        },
        { alias: 'mail', expr: { kind: 'coalesce', args: [col('c', 'email'), lit('none')] } },
      ],
      orderBy: [{ expr: col('c', 'id'), direction: 'asc' }],
    },
  ],
  [
    'arithmetic: weighted amount, exact products, division by zero is null',
    {
      from: opp,
      select: [
        { alias: 'id', expr: o('id') },
        {
          alias: 'weighted',
          expr: {
            kind: 'arith',
            op: '*',
            left: o('amount'),
            right: { kind: 'arith', op: '/', left: o('probability'), right: lit(100) },
          },
        },
        { alias: 'triple', expr: { kind: 'arith', op: '*', left: o('amount'), right: lit(3) } },
        { alias: 'less', expr: { kind: 'arith', op: '-', left: o('amount'), right: lit(0.01) } },
        { alias: 'ratio', expr: { kind: 'arith', op: '/', left: o('amount'), right: o('probability') } },
      ],
      orderBy: [{ expr: o('id'), direction: 'asc' }],
    },
    { approx: true },
  ],
  [
    'sum of an expression',
    {
      from: opp,
      select: [
        {
          alias: 'x',
          expr: sum({
            kind: 'arith',
            op: '*',
            left: o('amount'),
            right: { kind: 'arith', op: '-', left: lit(1), right: lit(0.15) },
          }),
        },
      ],
    },
  ],
  [
    'having on an aggregate',
    {
      from: opp,
      joins: oppJoinAccount(),
      select: [
        { alias: 'industry', expr: a('industry') },
        { alias: 'n', expr: count() },
      ],
      groupBy: [a('industry')],
      having: cmp('>=', count(), lit(2)),
      orderBy: [{ expr: a('industry'), direction: 'asc' }],
    },
  ],
  [
    'distinct values in order',
    {
      from: opp,
      select: [{ alias: 'stage', expr: o('stage') }],
      distinct: true,
      orderBy: [{ expr: o('stage'), direction: 'desc' }],
    },
  ],
  [
    'aggregates over no rows: count 0, sum null',
    {
      from: opp,
      select: [
        { alias: 'n', expr: count() },
        { alias: 's', expr: sum(o('amount')) },
        { alias: 'm', expr: { kind: 'agg', fn: 'max', arg: o('name') } },
      ],
      where: cmp('>', o('amount'), lit(1e9)),
    },
  ],
  [
    'grouped query over no rows has no rows',
    {
      from: opp,
      select: [
        { alias: 'stage', expr: o('stage') },
        { alias: 'n', expr: count() },
      ],
      where: cmp('>', o('amount'), lit(1e9)),
      groupBy: [o('stage')],
    },
    { empty: true },
  ],
  [
    'timestamps against date text',
    {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      where: {
        kind: 'and',
        conditions: [cmp('>=', o('created_at'), lit('2025-01-01')), cmp('<', o('created_at'), lit('2025-03-01'))],
      },
      orderBy: [{ expr: o('created_at'), direction: 'asc' }],
    },
  ],
  [
    'order by an aggregate that is not selected',
    {
      from: opp,
      joins: oppJoinAccount(),
      select: [{ alias: 'name', expr: a('name') }],
      groupBy: [a('name')],
      orderBy: [
        { expr: count(), direction: 'desc' },
        { expr: a('name'), direction: 'asc' },
      ],
    },
  ],
  [
    'two joins from contacts through accounts to deals',
    {
      from: { entity: 'contact', alias: 'c' },
      joins: [
        { entity: 'account', alias: 'a', type: 'inner', on: [{ left: col('c', 'account_id'), right: a('id') }] },
        { entity: 'opportunity', alias: 'o', type: 'left', on: [{ left: o('account_id'), right: a('id') }] },
      ],
      select: [
        { alias: 'contact', expr: col('c', 'last_name') },
        { alias: 'open', expr: count(o('id')) },
      ],
      where: {
        kind: 'or',
        conditions: [{ kind: 'is_null', expr: o('is_won'), negate: false }, cmp('=', o('is_won'), lit(false))],
      },
      groupBy: [col('c', 'last_name')],
      orderBy: [{ expr: col('c', 'last_name'), direction: 'asc' }],
    },
  ],
  [
    'text order by code point (C collation)',
    {
      from: { entity: 'account', alias: 'a' },
      select: [{ alias: 'name', expr: a('name') }],
      orderBy: [{ expr: a('name'), direction: 'asc' }],
    },
  ],
  [
    'boolean equality and ordering',
    {
      from: opp,
      select: [
        { alias: 'won', expr: o('is_won') },
        { alias: 'n', expr: count() },
      ],
      groupBy: [o('is_won')],
      orderBy: [{ expr: o('is_won'), direction: 'desc' }],
    },
  ],
];

let db: PGlite;
const rowsOf = (entity: string) => {
  const t = DATA[entity];
  if (!t) throw new Error(`no table ${entity}`);
  return t.rows;
};

beforeAll(async () => {
  db = new PGlite();
  for (const [name, t] of Object.entries(DATA)) {
    await db.exec(t.ddl);
    const cols = Object.keys(t.rows[0]);
    for (const r of t.rows) {
      await db.query(
        `INSERT INTO ${name} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')})`,
        cols.map((c) => r[c]),
      );
    }
  }
});
afterAll(() => db?.close());

const NUMERIC_OIDS = new Set([20, 21, 23, 700, 701, 1700]);

async function inPostgres(spec: QuerySpec): Promise<QueryResult['rows']> {
  const { sql, params } = compileSql(spec, 'postgres');
  const res = await db.query<Record<string, unknown>>(sql, params);
  const numeric = new Set(res.fields.filter((f) => NUMERIC_OIDS.has(f.dataTypeID)).map((f) => f.name));
  return res.rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        v === null || v === undefined ? null : numeric.has(k) ? Number(v) : (v as string | boolean | Date),
      ]),
    ),
  );
}

const round = (rows: QueryResult['rows']) =>
  rows.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 1e9) / 1e9 : v])),
  );
const sorted = (rows: QueryResult['rows']) =>
  [...rows].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y)));

describe('evaluateQuery matches PostgreSQL', () => {
  it.each(CASES)('%s', async (_name, spec, how = {}) => {
    const expected = await inPostgres(spec);
    const actual = evaluateQuery(spec, rowsOf, { rowCap: 1000 });
    expect(actual.columns).toEqual(spec.select.map((s) => s.alias));
    expect(actual.truncated).toBe(false);
    let [x, y] = [actual.rows, expected];
    if (how.approx) [x, y] = [round(x), round(y)];
    if (how.unordered) [x, y] = [sorted(x), sorted(y)];
    expect(x).toEqual(y);
    // Only the cases named so may agree on an empty answer.
    expect(expected.length > 0).toBe(!how.empty);
  });

  it('is exact where floating point is not', () => {
    const r = evaluateQuery(CASES[10][1], rowsOf, { rowCap: 100 });
    expect(r.rows.find((row) => row.account === 3)?.total).toBe(0.3);
    expect(r.rows.find((row) => row.account === 1)?.total).toBe(250.24);
  });
});

describe('evaluateQuery', () => {
  it('cuts at the row cap and says so; LIMIT within the cap does not', () => {
    const spec: QuerySpec = {
      from: opp,
      select: [{ alias: 'id', expr: o('id') }],
      orderBy: [{ expr: o('id'), direction: 'asc' }],
    };
    const capped = evaluateQuery(spec, rowsOf, { rowCap: 4 });
    expect(capped.rows.map((r) => r.id)).toEqual([10, 11, 12, 13]);
    expect(capped.truncated).toBe(true);
    const limited = evaluateQuery({ ...spec, limit: 4 }, rowsOf, { rowCap: 4 });
    expect(limited.truncated).toBe(false);
  });

  it('reads ISO date text from APIs as UTC dates, and numeric text as numbers', () => {
    const rows = [
      { day: '2025-01-31', at: '2025-02-01T00:30:00+01:00', amount: '10.10' },
      { day: '2025-02-01', at: '2025-02-01 00:30', amount: '5.05' },
    ];
    const spec: QuerySpec = {
      from: { entity: 'x', alias: 'x' },
      select: [
        { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('x', 'at') } },
        { alias: 'total', expr: sum(col('x', 'amount')) },
      ],
      where: cmp('>=', col('x', 'day'), lit('2025-01-31')),
      groupBy: [{ kind: 'time', unit: 'month', mode: 'trunc', arg: col('x', 'at') }],
      orderBy: [{ expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('x', 'at') }, direction: 'asc' }],
    };
    expect(evaluateQuery(spec, () => rows, { rowCap: 10 }).rows).toEqual([
      { month: new Date('2025-01-01T00:00:00Z'), total: 10.1 },
      { month: new Date('2025-02-01T00:00:00Z'), total: 5.05 },
    ]);
  });

  it('joins ids sent as text to ids sent as numbers', () => {
    const spec: QuerySpec = {
      from: { entity: 'deal', alias: 'd' },
      joins: [
        { entity: 'company', alias: 'c', type: 'inner', on: [{ left: col('d', 'companyId'), right: col('c', 'id') }] },
      ],
      select: [{ alias: 'name', expr: col('c', 'name') }],
    };
    const rows = (e: string) => (e === 'deal' ? [{ companyId: 7 }] : [{ id: '7', name: 'Seven' }]);
    expect(evaluateQuery(spec, rows, { rowCap: 10 }).rows).toEqual([{ name: 'Seven' }]);
  });

  it('refuses malformed specs with a clear ConnectorError', () => {
    const base: QuerySpec = { from: opp, select: [{ alias: 'id', expr: o('id') }] };
    const bad: Array<[QuerySpec, RegExp]> = [
      [{ ...base, select: [] }, /at least one selected column/],
      [{ ...base, select: [{ alias: 'x', expr: col('nope', 'id') }] }, /Unknown table alias: nope/],
      [{ ...base, limit: 1.5 }, /whole number/],
      [{ ...base, where: cmp('>', sum(o('amount')), lit(1)) }, /aggregate cannot be used here/],
      [{ ...base, select: [{ alias: 'x', expr: sum(o('name')) }] }, /not numbers/],
      [
        {
          ...base,
          select: [
            { alias: 'x', expr: o('id') },
            { alias: 'x', expr: o('name') },
          ],
        },
        /distinct names/,
      ],
    ];
    for (const [spec, message] of bad) {
      expect(() => evaluateQuery(spec, rowsOf, { rowCap: 10 })).toThrow(message);
      expect(() => evaluateQuery(spec, rowsOf, { rowCap: 10 })).toThrow(ConnectorError);
    }
  });
});
