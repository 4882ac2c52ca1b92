import mysql, { type Pool, type PoolConnection } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { col, lit, type QuerySpec } from '../query';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { detectFlavour, queryMysql } from './read';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
const DB = 'soe_statement_test';

/**
 * The pool with every statement its connections send kept as the text mysql2 sends (it writes the values in on
 * the client: `query`, not `execute`).
 */
function recordingPool(pool: Pool) {
  const sent: string[] = [];
  const recording = {
    async getConnection() {
      const conn = await pool.getConnection();
      return new Proxy(conn, {
        get(target, key, receiver) {
          if (key !== 'query') return Reflect.get(target, key, receiver);
          return (options: string | { sql: string; values?: unknown[] }, values?: unknown[]) => {
            const o = typeof options === 'string' ? { sql: options, values } : options;
            sent.push(target.format(o.sql, o.values ?? []));
            return target.query(options as never, values as never);
          };
        },
      }) as PoolConnection;
    },
  } as unknown as Pool;
  return { pool: recording, sent };
}

describe.skipIf(!available)('queryMysql reports the statement it ran (local server)', () => {
  let pool: Pool;

  beforeAll(async () => {
    const admin = await mysql.createConnection({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
    });
    for (const sql of [
      `DROP DATABASE IF EXISTS ${DB}`,
      `CREATE DATABASE ${DB}`,
      `CREATE TABLE ${DB}.clients (id int PRIMARY KEY, name varchar(80) NOT NULL, active tinyint(1) NOT NULL, credit decimal(10,2) NULL)`,
      `INSERT INTO ${DB}.clients VALUES (1, 'O''Brien \\\\ Sons', 1, 120.50), (2, '50% Off Ltd', 1, -3.25), (3, 'Quiet Co', 0, NULL), (4, 'Plain Trading', 1, 10)`,
    ])
      await admin.query(sql);
    await admin.end();
    pool = mysql.createPool({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
      database: DB,
    });
  });

  afterAll(async () => {
    await pool?.end();
    const admin = await mysql.createConnection({
      host: MYSQL_HOST,
      port: MYSQL_PORT,
      user: MYSQL_USER,
      password: MYSQL_PASSWORD,
    });
    await admin.query(`DROP DATABASE IF EXISTS ${DB}`);
    await admin.end();
  });

  it('equals the text the server received, and gives the same rows when run as shown', async () => {
    const { pool: recording, sent } = recordingPool(pool);
    const spec: QuerySpec = {
      from: { entity: `${DB}.clients`, alias: 'c' },
      select: [
        { alias: 'name', expr: col('c', 'name') },
        { alias: 'credit', expr: col('c', 'credit') },
      ],
      where: {
        kind: 'and',
        conditions: [
          { kind: 'cmp', op: '=', left: col('c', 'active'), right: lit(true) },
          { kind: 'cmp', op: '>', left: col('c', 'credit'), right: lit(-10) },
          {
            kind: 'or',
            conditions: [
              { kind: 'in', expr: col('c', 'name'), values: ["O'Brien \\ Sons", 'Plain Trading'] },
              { kind: 'contains', expr: col('c', 'name'), value: '50%' },
            ],
          },
        ],
      },
      orderBy: [{ expr: col('c', 'name'), direction: 'asc' }],
    };
    const flavour = await detectFlavour(pool);
    const result = await queryMysql(recording, flavour, spec, { timeoutMs: 5000, rowCap: 100 });
    expect(result.rows.map((r) => r.name)).toEqual(['50% Off Ltd', "O'Brien \\ Sons", 'Plain Trading']);

    const read = sent.filter((s) => /^SELECT\s/.test(s)).at(-1);
    expect(result.statement).toEqual({ language: 'sql', text: read });
    const text = result.statement!.text;
    expect(text).not.toContain('?');
    expect(text).not.toContain('--');
    expect(text).toContain("'O\\'Brien \\\\ Sons'");
    expect(text).toContain('LIMIT 101');
    const [shown] = (await pool.query(text)) as unknown as [Array<{ name: string }>];
    expect(shown.map((r) => r.name)).toEqual(result.rows.map((r) => r.name));
  });
});
