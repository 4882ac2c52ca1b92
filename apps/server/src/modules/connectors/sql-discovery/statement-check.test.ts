import { describe, expect, it } from 'vitest';
import { ConnectorError } from '../connector';
import { col, lit, type Expr, type QuerySpec } from '../query';
import { compileSql } from '../sql';
import { assertReadStatement, type SqlFlavour } from './statement-check';
import { parseDbUrl } from './db-url';
import { mysqlFieldType, pgFieldType } from './field-types';

const refused = (sql: string, flavour: SqlFlavour) => {
  try {
    assertReadStatement(sql, flavour);
    return null;
  } catch (err) {
    expect(err).toBeInstanceOf(ConnectorError);
    return (err as ConnectorError).message;
  }
};

describe('everything compileSql emits passes the statement check', () => {
  const units = ['year', 'quarter', 'month', 'week', 'day'] as const;
  const time = (unit: (typeof units)[number], mode: 'trunc' | 'part'): Expr => ({
    kind: 'time',
    unit,
    mode,
    arg: col('o', 'order_date'),
  });
  const spec: QuerySpec = {
    from: { entity: 'shop.orders', alias: 'o' },
    joins: [
      {
        entity: 'shop.accounts',
        alias: 'a',
        type: 'left',
        on: [{ left: col('o', 'account_id'), right: col('a', 'id') }],
      },
      {
        entity: 'shop.employees',
        alias: 'e',
        type: 'inner',
        on: [{ left: col('o', 'employee_id'), right: col('e', 'id') }],
      },
    ],
    select: [
      ...units.flatMap((u) => [
        { alias: `${u}_t`, expr: time(u, 'trunc') },
        { alias: `${u}_p`, expr: time(u, 'part') },
      ]),
      { alias: 'rep', expr: { kind: 'concat', args: [col('e', 'first_name'), col('e', 'last_name')], separator: ' ' } },
      { alias: 'label', expr: { kind: 'coalesce', args: [col('a', 'name'), lit('(none)')] } },
      { alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } },
      { alias: 'd', expr: { kind: 'agg', fn: 'count_distinct', arg: col('a', 'id') } },
      {
        alias: 's',
        expr: {
          kind: 'agg',
          fn: 'sum',
          arg: { kind: 'arith', op: '*', left: col('o', 'qty'), right: col('o', 'price') },
        },
      },
      {
        alias: 'ratio',
        expr: {
          kind: 'arith',
          op: '/',
          left: { kind: 'agg', fn: 'sum', arg: col('o', 'paid') },
          right: { kind: 'agg', fn: 'avg', arg: col('o', 'total') },
        },
      },
      { alias: 'lo', expr: { kind: 'agg', fn: 'min', arg: col('o', 'total') } },
      { alias: 'hi', expr: { kind: 'agg', fn: 'max', arg: col('o', 'total') } },
    ],
    where: {
      kind: 'and',
      conditions: [
        { kind: 'in', expr: col('o', 'status'), values: ['Shipped', 'Delivered'] },
        { kind: 'eq_ci', expr: col('a', 'country'), value: "Côte d'Ivoire; DROP TABLE x --" },
        { kind: 'contains', expr: col('a', 'name'), value: "'); DELETE FROM x; --" },
        { kind: 'not', condition: { kind: 'is_null', expr: col('o', 'shipped_date'), negate: false } },
        {
          kind: 'or',
          conditions: [
            { kind: 'cmp', op: '>=', left: col('o', 'total'), right: lit(10.5) },
            { kind: 'cmp', op: '<>', left: col('o', 'flag'), right: lit(true) },
          ],
        },
        { kind: 'in', expr: col('o', 'id'), values: [] },
      ],
    },
    groupBy: [time('month', 'trunc')],
    having: { kind: 'cmp', op: '>', left: { kind: 'agg', fn: 'count', arg: null }, right: lit(2) },
    orderBy: [
      { expr: { kind: 'agg', fn: 'count', arg: null }, direction: 'desc' },
      { expr: col('a', 'name'), direction: 'asc' },
    ],
    limit: 101,
    distinct: true,
  };

  it.each(['postgres', 'mysql'] as const)('%s', (dialect) => {
    const { sql } = compileSql(spec, dialect);
    expect(refused(sql, dialect)).toBeNull();
  });

  // The forms of SOE Local (share, growth, top N per group, absence, date arithmetic, text patterns,
  // medians) compile to windows, CASE, EXISTS, LIKE … ESCAPE and percentile_cont: all must pass too.
  const forms: QuerySpec = {
    from: { entity: 'shop.orders', alias: 'o' },
    select: [
      { alias: 'days', expr: { kind: 'days_between', from: col('o', 'ordered_at'), to: col('o', 'paid_at') } },
      { alias: 'dow', expr: { kind: 'weekday', arg: col('o', 'ordered_at') } },
      {
        alias: 'won',
        expr: {
          kind: 'case',
          when: { kind: 'in', expr: col('o', 'status'), values: ['Won'] },
          then: col('o', 'total'),
          else: lit(0),
        },
      },
      {
        alias: 'rk',
        expr: {
          kind: 'window',
          fn: 'row_number',
          arg: null,
          partitionBy: [col('o', 'region')],
          orderBy: [{ expr: col('o', 'total'), direction: 'desc' }],
        },
      },
    ],
    where: {
      kind: 'and',
      conditions: [
        { kind: 'text', expr: col('o', 'email'), mode: 'contains', value: '@gmail.' },
        { kind: 'text', expr: col('o', 'name'), mode: 'starts', value: "Mc'%_" },
        {
          kind: 'exists',
          negate: true,
          query: {
            from: { entity: 'shop.returns', alias: 'r' },
            select: [{ alias: 'one', expr: lit(1) }],
            where: { kind: 'cmp', op: '=', left: col('r', 'order_id'), right: col('o', 'id') },
          },
        },
      ],
    },
  };
  it.each(['postgres', 'mysql'] as const)('the forms on %s', (dialect) => {
    expect(refused(compileSql(forms, dialect).sql, dialect)).toBeNull();
  });
  it('a median on PostgreSQL', () => {
    const median: QuerySpec = {
      from: { entity: 'shop.orders', alias: 'o' },
      select: [{ alias: 'm', expr: { kind: 'agg', fn: 'median', arg: col('o', 'total') } }],
    };
    expect(refused(compileSql(median, 'postgres').sql, 'postgres')).toBeNull();
  });

  it('identifiers that look like attacks stay quoted and pass', () => {
    const nasty: QuerySpec = {
      from: { entity: 'we"ird.ta`ble; DROP', alias: 'x"y' },
      select: [{ alias: 'DELETE FROM t', expr: col('x"y', 'pg_terminate_backend') }],
    };
    for (const d of ['postgres', 'mysql'] as const) expect(refused(compileSql(nasty, d).sql, d)).toBeNull();
  });
});

describe('the index hint SOE writes for MySQL is read as a read', () => {
  it('passes USE INDEX FOR GROUP BY () on MySQL only', () => {
    expect(() =>
      assertReadStatement('SELECT `a` FROM `t` AS `t0` USE INDEX FOR GROUP BY () GROUP BY 1', 'mysql'),
    ).not.toThrow();
    expect(refused('SELECT a FROM t USE INDEX FOR GROUP BY () GROUP BY 1', 'postgres')).toMatch(/refused/);
  });
});

describe('anything else is refused', () => {
  it.each([
    ['DELETE FROM t', 'it is not a SELECT'],
    ['UPDATE t SET a = 1', 'it is not a SELECT'],
    ['WITH x AS (DELETE FROM t RETURNING *) SELECT * FROM x', 'it contains DELETE'],
    ['SELECT 1; DROP TABLE t', 'it contains more than one statement'],
    ['SELECT pg_terminate_backend(123)', 'it calls a function that is not allowed'],
    ['SELECT "pg_terminate_backend"(123)', 'it calls a function that is not allowed'],
    ['SELECT pg_catalog.pg_terminate_backend (123)', 'it calls a function that is not allowed'],
    ['SELECT pg_sleep(10)', 'it calls a function that is not allowed'],
    ["SELECT pg_read_file('/etc/passwd')", 'it calls a function that is not allowed'],
    ['SELECT lo_import($1)', 'it calls a function that is not allowed'],
    ['SELECT * FROM t FOR UPDATE', 'it contains FOR'],
    ['SELECT 1 -- comment', 'it contains a comment'],
    ['SELECT 1 /* c */', 'it contains a comment'],
    ['SELECT $$x$$', 'it contains a quoted block'],
    ["SELECT E'\\x41'", 'it contains a literal string'],
    ["SELECT 'a'';DROP TABLE t;--'", 'it contains a literal string'],
    ['SELECT "unterminated', 'unterminated identifier'],
    ['', 'it is empty'],
    ['COPY t TO STDOUT', 'it is not a SELECT'],
    ['SELECT set_config($1, $2, false)', 'it calls a function that is not allowed'],
    ['SELECT 1 FROM t; SET TRANSACTION READ WRITE', 'it contains more than one statement'],
    ['SELECT a FROM t WHERE set = 1', 'it contains SET'],
  ])('postgres: %s', (sql, why) => {
    expect(refused(sql, 'postgres')).toBe(`The query was refused: ${why}.`);
  });

  it.each([
    ['SELECT SLEEP(5)', 'it calls a function that is not allowed'],
    ['SELECT BENCHMARK(1000000, MD5(1))', 'it calls a function that is not allowed'],
    ["SELECT LOAD_FILE('/etc/passwd')", 'it calls a function that is not allowed'],
    ["SELECT * FROM t INTO OUTFILE '/tmp/x'", 'it contains INTO'],
    ['SELECT 1 /*!50000 , SLEEP(5) */', 'it contains a comment'],
    ['SELECT 1 # comment', 'it contains a comment'],
    ['SELECT @@version', 'it contains an unexpected character'],
    ['SELECT "text"', 'it contains an unexpected character'],
    ['KILL 12', 'it is not a SELECT'],
    ['SELECT GET_LOCK(`a`, 10)', 'it calls a function that is not allowed'],
    ['SELECT * FROM t LOCK IN SHARE MODE', 'it contains LOCK'],
    ['SELECT 1; DROP TABLE t', 'it contains more than one statement'],
    ['SELECT * FROM t USE INDEX FOR GROUP BY () FOR UPDATE', 'it contains FOR'],
    ['SELECT * FROM t USE INDEX FOR GROUP BY (a)', 'it contains FOR'],
    ['SELECT * FROM t FORCE INDEX FOR GROUP BY ()', 'it contains FOR'],
  ])('mysql: %s', (sql, why) => {
    expect(refused(sql, 'mysql')).toBe(`The query was refused: ${why}.`);
  });
});

describe('database URLs', () => {
  it('decodes user, password and database; never echoes the URL in errors', () => {
    const u = parseDbUrl(
      'postgresql://us%40er:p%3Ass%2Fw@db.example.com:6543/my%20db?sslmode=require',
      ['postgresql'],
      5432,
    );
    expect(u).toMatchObject({
      host: 'db.example.com',
      port: 6543,
      user: 'us@er',
      password: 'p:ss/w',
      database: 'my db',
    });
    expect(parseDbUrl('postgresql://u@[::1]/d', ['postgresql'], 5432).host).toBe('::1');
    expect(parseDbUrl('mysql://u@h', ['mysql'], 3306)).toMatchObject({ port: 3306, password: '' });
    expect(() => parseDbUrl('postgresql://u:secret@h:99999/d', ['postgresql'], 5432)).toThrow(/not valid|invalid port/);
    expect(() => parseDbUrl('not a url secret', ['postgresql'], 5432)).toThrow('The connection URL is not valid.');
    expect(() => parseDbUrl('postgresql:///d', ['postgresql'], 5432)).toThrow('no host');
  });
});

describe('field types', () => {
  it('maps PostgreSQL and MySQL types', () => {
    expect(pgFieldType('int8', 'b')).toBe('integer');
    expect(pgFieldType('numeric', 'b')).toBe('decimal');
    expect(pgFieldType('timestamptz', 'b')).toBe('timestamp');
    expect(pgFieldType('mood', 'e')).toBe('text');
    expect(pgFieldType('money', 'b')).toBe('other');
    expect(mysqlFieldType('tinyint', 'tinyint(1)')).toBe('boolean');
    expect(mysqlFieldType('tinyint', 'tinyint(4)')).toBe('integer');
    expect(mysqlFieldType('decimal', 'decimal(10,2)')).toBe('decimal');
    expect(mysqlFieldType('datetime', 'datetime')).toBe('timestamp');
    expect(mysqlFieldType('enum', "enum('a','b')")).toBe('text');
  });
});
