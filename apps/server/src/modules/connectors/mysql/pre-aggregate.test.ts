import mysql, { type Pool } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, lit, type QuerySpec } from '../query';
import { compileSql } from '../sql';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { detectFlavour, runMysqlReadOnly, type ServerFlavour } from './read';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
// Databases this test makes start with SOE_TEST_DB_PREFIX when set (machines shared by several checkouts).
const DB = `${process.env.SOE_TEST_DB_PREFIX ?? 'soe'}_mysql_preagg`;

/**
 * The same answers with and without the pre-aggregation (sql/pre-aggregate.ts) on a real server, on data made
 * to catch a wrong rewrite: ties on the total, customers without a name, orders without a customer, orders whose
 * customer does not exist (no foreign key), two customers sharing an id (a join that repeats rows), NULL totals;
 * and a second join hanging off the customers (their countries' regions) that repeats and drops rows too.
 */
const FIXTURE = [
  `DROP DATABASE IF EXISTS ${DB}`,
  `CREATE DATABASE ${DB}`,
  `CREATE TABLE ${DB}.customers (id int NULL, name varchar(40) NULL, country varchar(20) NULL, KEY (id))`,
  `INSERT INTO ${DB}.customers VALUES (1,'Ann','DE'),(2,'Bob','FR'),(3,NULL,'DE'),(4,'Cid',NULL),(5,'Ann','FR'),(6,'Dee','FR'),(6,'Dee twin','DE'),(7,'Eve','DE')`,
  `CREATE TABLE ${DB}.orders (id int PRIMARY KEY, customer_id int NULL, total decimal(10,2) NULL, placed_at date NOT NULL, status varchar(10) NOT NULL, KEY (customer_id))`,
  `INSERT INTO ${DB}.orders VALUES
     (1,1,10,'2024-01-05','done'),(2,1,20,'2024-02-01','done'),(3,2,30,'2024-02-03','open'),(4,3,15,'2024-03-01','done'),
     (5,3,15,'2024-03-02','done'),(6,4,30,'2024-04-01','done'),(7,5,5,'2023-12-30','open'),(8,6,7,'2024-05-01','done'),
     (9,NULL,100,'2024-06-01','done'),(10,99,40,'2024-06-02','done'),(11,98,40,'2024-06-03','open'),(12,7,NULL,'2024-06-04','done'),
     (13,5,25,'2024-07-01','done'),(14,2,NULL,'2024-07-02','open')`,
  // Reached through the customers (a chain of joins): France in two regions, Japan in one with no customers.
  `CREATE TABLE ${DB}.regions (country varchar(20) NULL, region varchar(20) NULL, KEY (country))`,
  `INSERT INTO ${DB}.regions VALUES ('DE','Europe'),('FR','Europe'),('FR','Francophone'),('JP','Asia'),(NULL,'Nowhere')`,
];

const join = (type: 'left' | 'inner') => [
  { entity: `${DB}.customers`, alias: 't1', type, on: [{ left: col('t0', 'customer_id'), right: col('t1', 'id') }] },
];
const sum = { kind: 'agg', fn: 'sum', arg: col('t0', 'total') } as const;
const count = { kind: 'agg', fn: 'count', arg: null } as const;
const specs: Array<[string, QuerySpec]> = (['left', 'inner'] as const).flatMap((type) => [
  [
    `${type}: top customers by total, ties and missing names ordered as before`,
    {
      from: { entity: `${DB}.orders`, alias: 't0' },
      joins: join(type),
      select: [
        { alias: 'customer', expr: col('t1', 'name') },
        { alias: 'sum_total', expr: sum },
      ],
      groupBy: [col('t1', 'id'), col('t1', 'name')],
      orderBy: [
        { expr: sum, direction: 'desc' },
        { expr: col('t1', 'name'), direction: 'asc' },
      ],
      limit: 4,
    },
  ],
  [
    `${type}: orders, first and last date per country, in 2024, for done orders of FR and DE`,
    {
      from: { entity: `${DB}.orders`, alias: 't0' },
      joins: join(type),
      select: [
        { alias: 'country', expr: col('t1', 'country') },
        { alias: 'n', expr: count },
        { alias: 'first', expr: { kind: 'agg', fn: 'min', arg: col('t0', 'placed_at') } },
        { alias: 'last', expr: { kind: 'agg', fn: 'max', arg: col('t0', 'placed_at') } },
        { alias: 'biggest', expr: { kind: 'agg', fn: 'max', arg: col('t0', 'total') } },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'cmp', op: '>=', left: col('t0', 'placed_at'), right: lit('2024-01-01') },
          { kind: 'eq_ci', expr: col('t0', 'status'), value: 'DONE' },
          ...(type === 'inner' ? [{ kind: 'in' as const, expr: col('t1', 'country'), values: ['FR', 'DE'] }] : []),
        ],
      },
      groupBy: [col('t1', 'country')],
      orderBy: [
        { expr: count, direction: 'desc' },
        { expr: col('t1', 'country'), direction: 'asc' },
      ],
    },
  ],
  [
    `${type}: totals by customer name (names shared by two customers)`,
    {
      from: { entity: `${DB}.orders`, alias: 't0' },
      joins: join(type),
      select: [
        { alias: 'name', expr: col('t1', 'name') },
        { alias: 'total', expr: sum },
        { alias: 'n', expr: count },
      ],
      groupBy: [col('t1', 'name')],
      orderBy: [{ expr: col('t1', 'name'), direction: 'desc' }],
    },
  ],
  [
    `${type}: total, orders and last date by region, through the customers (a chain of two joins)`,
    {
      from: { entity: `${DB}.orders`, alias: 't0' },
      joins: [
        ...join(type),
        {
          entity: `${DB}.regions`,
          alias: 't2',
          type,
          on: [{ left: col('t1', 'country'), right: col('t2', 'country') }],
        },
      ],
      select: [
        { alias: 'region', expr: col('t2', 'region') },
        { alias: 'sum_total', expr: sum },
        { alias: 'n', expr: count },
        { alias: 'last', expr: { kind: 'agg', fn: 'max', arg: col('t0', 'placed_at') } },
      ],
      where: { kind: 'cmp', op: '>=', left: col('t0', 'placed_at'), right: lit('2024-01-01') },
      groupBy: [col('t2', 'region')],
      orderBy: [
        { expr: sum, direction: 'desc' },
        { expr: col('t2', 'region'), direction: 'asc' },
      ],
    },
  ],
  [
    `${type}: orders by customer name in European regions (a condition on the second join)`,
    {
      from: { entity: `${DB}.orders`, alias: 't0' },
      joins: [
        ...join(type),
        {
          entity: `${DB}.regions`,
          alias: 't2',
          type,
          on: [{ left: col('t1', 'country'), right: col('t2', 'country') }],
        },
      ],
      select: [
        { alias: 'customer', expr: col('t1', 'name') },
        { alias: 'n', expr: count },
        { alias: 'sum_total', expr: sum },
      ],
      where: { kind: 'in', expr: col('t2', 'region'), values: ['Europe', 'Francophone'] },
      groupBy: [col('t1', 'id'), col('t1', 'name')],
      orderBy: [
        { expr: count, direction: 'desc' },
        { expr: col('t1', 'name'), direction: 'asc' },
      ],
    },
  ],
]);

describe.skipIf(!available)('MySQL / MariaDB: a grouped join summed per key first answers exactly as before', () => {
  let pool: Pool;
  let flavour: ServerFlavour;
  beforeAll(async () => {
    const admin = await mysql.createConnection({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
    });
    for (const sql of FIXTURE) await admin.query(sql);
    await admin.end();
    pool = mysql.createPool({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
      decimalNumbers: true,
      timezone: 'Z',
      connectionLimit: 2,
    });
    flavour = await detectFlavour(pool);
  });
  afterAll(async () => {
    await pool?.query(`DROP DATABASE IF EXISTS ${DB}`);
    await pool?.end();
  });

  it.each(specs)('%s', async (_, spec) => {
    const run = async (preAggregate: boolean) => {
      const { sql, params } = compileSql(spec, 'mysql', { preAggregate });
      return { sql, rows: await runMysqlReadOnly(pool, flavour, sql, params, { timeoutMs: 10_000 }) };
    };
    const plain = await run(false);
    const summed = await run(true);
    expect(summed.sql).toContain('USE INDEX FOR GROUP BY ()');
    expect(plain.rows.length).toBeGreaterThan(0);
    // Numbers compare as numbers: a re-aggregated COUNT comes back as a DECIMAL.
    const norm = (rows: Record<string, unknown>[]) =>
      rows.map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^\d+(\.\d+)?$/.test(v) ? Number(v) : v]),
        ),
      );
    expect(norm(summed.rows)).toEqual(norm(plain.rows));
  });
});
