import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadOnlySql } from '../../assistant/sql/read-only-sql';
import { withoutHiddenFields } from '../../systems/secret-fields';
import { ConnectorError, type ConnectorSession, type ReadOptions } from '../connector';
import { createHostGuard } from '../net/guard';
import { col, lit, type QuerySpec } from '../query';
import type { DiscoveredSchema } from '../schema';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { mysqlConnector } from './connector';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
const DB = `soe_run_sql_my_${process.pid}`;
const url = `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}`;

const FIXTURE = [
  `DROP DATABASE IF EXISTS ${DB}`,
  `CREATE DATABASE ${DB}`,
  `USE ${DB}`,
  `CREATE TABLE users (id int PRIMARY KEY, name varchar(40) NOT NULL, country varchar(2), password_hash varchar(80) NOT NULL)`,
  `CREATE TABLE invoice (id int PRIMARY KEY, user_id int, total decimal(10,2), issued_on date)`,
  `INSERT INTO users VALUES (1, 'Ann', 'DE', 'hash-ann-SECRET'), (2, 'O''Brien', 'FR', 'hash-ob-SECRET'), (3, 'Cy', NULL, 'hash-cy-SECRET')`,
  `INSERT INTO invoice SELECT seq, 1 + seq % 3, seq * 10.5, DATE '2025-01-01' + INTERVAL seq DAY FROM seq_1_to_40`,
];

async function admin() {
  return mysql.createConnection({ host: MYSQL_HOST, port: MYSQL_PORT, user: MYSQL_USER, password: MYSQL_PASSWORD });
}

const read = (rowCap = 1000, timeoutMs = 10_000, signal?: AbortSignal): ReadOptions => ({ rowCap, timeoutMs, signal });

describe.skipIf(!available)('run_sql on MySQL / MariaDB (local server)', () => {
  let session: ConnectorSession;
  let served: DiscoveredSchema;
  const run = async (sql: string, options = read()) => {
    const check = checkReadOnlySql(sql, 'mysql', served);
    if (!check.ok) throw new Error(check.message);
    return session.runSql!(check.sql, options);
  };

  beforeAll(async () => {
    const a = await admin();
    for (const statement of FIXTURE) await a.query(statement);
    await a.end();
    session = await mysqlConnector.open({ url }, { guardHost: createHostGuard({ blockPrivate: false }) });
    served = withoutHiddenFields(await session.discover(), []);
  });
  afterAll(async () => {
    await session?.close();
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB}`);
    await a.end();
  });

  it('runs the statement as checked, with the figures the database gives for it directly', async () => {
    const result = await run(
      `SELECT u.name, count(*) AS invoices, sum(i.total) AS total FROM users u JOIN invoice i ON i.user_id = u.id
       GROUP BY u.name ORDER BY total DESC`,
    );
    const a = await admin();
    const [direct] = await a.query(
      `SELECT u.name, count(*) AS invoices, sum(i.total) + 0.0 AS total FROM ${DB}.users u JOIN ${DB}.invoice i
       ON i.user_id = u.id GROUP BY u.name ORDER BY total DESC`,
    );
    await a.end();
    expect(result.columns).toEqual(['name', 'invoices', 'total']);
    expect(result.rows).toEqual(
      (direct as Array<Record<string, unknown>>).map((r) => ({ ...r, total: Number(r.total) })),
    );
  });

  it('keeps the order of a wrapped statement (MariaDB drops a subquery’s ORDER BY without a LIMIT)', async () => {
    const result = await run('SELECT id FROM invoice ORDER BY total DESC');
    expect(result.rows.slice(0, 3)).toEqual([{ id: 40 }, { id: 39 }, { id: 38 }]);
  });

  it('runs every form the checker writes (the written SQL is valid MySQL)', async () => {
    const statements = [
      'SELECT * FROM users',
      'WITH big AS (SELECT user_id, sum(total) AS t FROM invoice GROUP BY user_id) SELECT b.t, u.name FROM big b JOIN users u ON u.id = b.user_id',
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r',
      'SELECT q.n FROM (SELECT count(*) AS n FROM invoice) AS q',
      'SELECT name FROM users UNION SELECT country FROM users ORDER BY 1',
      'SELECT name, rank() OVER (PARTITION BY country ORDER BY id DESC) FROM users',
      "SELECT CASE WHEN total > 100 THEN 'big' ELSE 'small' END AS size, CAST(total AS DECIMAL(10,2)), CAST(id AS CHAR) FROM invoice",
      "SELECT DATE_FORMAT(issued_on, '%Y-%m') AS month, YEAR(issued_on), issued_on + INTERVAL 1 DAY, DATE_SUB(issued_on, INTERVAL 2 MONTH) FROM invoice",
      "SELECT IF(total > 100, 'a', 'b'), IFNULL(country, '?'), upper(name) FROM users u JOIN invoice i ON i.user_id = u.id WHERE name LIKE 'a%' OR country IN ('DE', 'FR')",
      'SELECT name FROM users u WHERE EXISTS (SELECT 1 FROM invoice i WHERE i.user_id = u.id) AND id NOT IN (SELECT user_id FROM invoice WHERE total < 0)',
      "SELECT group_concat(DISTINCT name ORDER BY name SEPARATOR '; '), count(DISTINCT country) FROM users",
      "SELECT 'x\\' y', \"dq\", `name` FROM users LIMIT 1, 1",
      'SELECT u.name, i.total FROM users u JOIN invoice i USING (id)',
      'SELECT now(), CURDATE(), current_date, extract(year FROM issued_on) FROM invoice',
    ];
    for (const sql of statements) await expect(run(sql), sql).resolves.toMatchObject({ truncated: false });
    expect((await run("SELECT 'x\\' y' AS v")).rows).toEqual([{ v: "x' y" }]);
  });

  it('runs the statement an answer showed (a compiled query, its values written in) as it was edited', async () => {
    const specs: QuerySpec[] = [
      {
        from: { entity: `${DB}.users`, alias: 'u' },
        joins: [
          {
            entity: `${DB}.invoice`,
            alias: 'i',
            type: 'inner',
            on: [{ left: col('i', 'user_id'), right: col('u', 'id') }],
          },
        ],
        select: [
          { alias: 'country', expr: col('u', 'country') },
          { alias: 'revenue', expr: { kind: 'agg', fn: 'sum', arg: col('i', 'total') } },
        ],
        where: {
          kind: 'or',
          conditions: [
            { kind: 'in', expr: col('u', 'name'), values: ["O'Brien", 'Ann'] },
            { kind: 'contains', expr: col('u', 'name'), value: 'y' },
          ],
        },
        groupBy: [col('u', 'country')],
        orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('i', 'total') }, direction: 'desc' }],
      },
      {
        from: { entity: `${DB}.invoice`, alias: 'i' },
        select: [
          { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('i', 'issued_on') } },
          { alias: 'invoices', expr: { kind: 'agg', fn: 'count', arg: null } },
        ],
        groupBy: [{ kind: 'time', unit: 'month', mode: 'trunc', arg: col('i', 'issued_on') }],
        orderBy: [
          { expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('i', 'issued_on') }, direction: 'asc' },
        ],
      },
      {
        from: { entity: `${DB}.invoice`, alias: 'i' },
        select: [
          { alias: 'id', expr: col('i', 'id') },
          {
            alias: 'place',
            expr: {
              kind: 'window',
              fn: 'rank',
              arg: null,
              partitionBy: [col('i', 'user_id')],
              orderBy: [{ expr: col('i', 'total'), direction: 'desc' }],
            },
          },
        ],
        where: { kind: 'cmp', op: '>', left: col('i', 'total'), right: lit(100) },
        orderBy: [{ expr: col('i', 'id'), direction: 'asc' }],
      },
    ];
    for (const spec of specs) {
      const shown = await session.query(spec, read());
      const text = shown.statement!.text;
      const edited = await run(text);
      expect(edited.rows, text).toEqual(shown.rows);
    }
  });

  it('never returns the secret column, caps rows at the source and stops at the timeout', async () => {
    const all = await run('SELECT * FROM users ORDER BY id');
    expect(all.columns).toEqual(['id', 'name', 'country']);
    expect(JSON.stringify(all)).not.toContain('SECRET');
    const capped = await run('SELECT id FROM invoice ORDER BY id', read(5));
    expect(capped.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(capped.truncated).toBe(true);
    const empty = await run('SELECT id, name FROM users WHERE id < 0');
    expect(empty).toMatchObject({ columns: ['id', 'name'], rows: [], truncated: false });
    const slow = 'SELECT count(*) FROM invoice a, invoice b, invoice c, invoice d, invoice e';
    await expect(run(slow, read(10, 300))).rejects.toBeInstanceOf(ConnectorError);
  });
});
