import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkReadOnlySql } from '../../assistant/sql/read-only-sql';
import { withoutHiddenFields } from '../../systems/secret-fields';
import { ConnectorError, StatementTimeout, type ConnectorSession, type ReadOptions } from '../connector';
import { createHostGuard } from '../net/guard';
import { col, lit, type QuerySpec } from '../query';
import type { DiscoveredSchema } from '../schema';
import { PG_HOST, PG_PASSWORD, PG_PORT, PG_USER, reachable } from '../sql-discovery/test-servers';
import { postgresConnector } from './connector';

const available = await reachable(PG_HOST, PG_PORT);
const DB = `soe_run_sql_pg_${process.pid}`;
const url = `postgresql://${PG_USER}:${encodeURIComponent(PG_PASSWORD)}@${PG_HOST}:${PG_PORT}/${DB}`;

async function admin(db = 'postgres') {
  const client = new pg.Client({ host: PG_HOST, port: PG_PORT, user: PG_USER, password: PG_PASSWORD, database: db });
  await client.connect();
  return client;
}

const FIXTURE = `
CREATE SCHEMA crm;
CREATE TABLE crm.users (id integer PRIMARY KEY, name text NOT NULL, country text, password_hash text NOT NULL);
CREATE TABLE crm.invoice (id integer PRIMARY KEY, user_id integer REFERENCES crm.users(id), total numeric(10,2), issued_on date);
INSERT INTO crm.users VALUES (1, 'Ann', 'DE', 'hash-ann-SECRET'), (2, 'O''Brien', 'FR', 'hash-ob-SECRET'), (3, 'Cy', NULL, 'hash-cy-SECRET');
INSERT INTO crm.invoice SELECT g, 1 + g % 3, g * 10.5, DATE '2025-01-01' + g FROM generate_series(1, 40) g;
`;

const read = (rowCap = 1000, timeoutMs = 10_000, signal?: AbortSignal): ReadOptions => ({ rowCap, timeoutMs, signal });

describe.skipIf(!available)('run_sql on PostgreSQL (local server)', () => {
  let session: ConnectorSession;
  let served: DiscoveredSchema;
  const run = async (sql: string, options = read()) => {
    const check = checkReadOnlySql(sql, 'postgres', served);
    if (!check.ok) throw new Error(check.message);
    return session.runSql!(check.sql, options);
  };

  beforeAll(async () => {
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await a.query(`CREATE DATABASE ${DB}`);
    await a.end();
    const c = await admin(DB);
    await c.query(FIXTURE);
    await c.end();
    session = await postgresConnector.open({ url }, { guardHost: createHostGuard({ blockPrivate: false }) });
    // What SystemsService serves: the secret field taken out.
    served = withoutHiddenFields(await session.discover(), []);
  });
  afterAll(async () => {
    await session?.close();
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await a.end();
  });

  it('serves the users table without its secret column', () => {
    expect(served.entities.find((e) => e.name === 'crm.users')!.fields.map((f) => f.name)).toEqual([
      'id',
      'name',
      'country',
    ]);
  });

  it('runs the statement as checked, with exact values and the columns in order', async () => {
    const result = await run(
      `SELECT u.name, count(*) AS invoices, sum(i.total) AS total FROM users u JOIN invoice i ON i.user_id = u.id
       GROUP BY u.name HAVING sum(i.total) > 0 ORDER BY total DESC`,
    );
    expect(result.columns).toEqual(['name', 'invoices', 'total']);
    // The same figures as the database gives for the statement written directly.
    const c = await admin(DB);
    const direct = await c.query(
      `SELECT u.name, count(*)::int AS invoices, sum(i.total)::float8 AS total FROM crm.users u JOIN crm.invoice i
       ON i.user_id = u.id GROUP BY u.name ORDER BY total DESC`,
    );
    await c.end();
    expect(result.rows).toEqual(direct.rows);
    expect(result.rows.map((r) => r.name)).toContain("O'Brien");
    expect(result.truncated).toBe(false);
  });

  it('runs every form the checker writes (the written SQL is valid PostgreSQL)', async () => {
    const statements = [
      'SELECT * FROM users',
      'WITH big AS (SELECT user_id, sum(total) AS t FROM invoice GROUP BY user_id) SELECT b.t, u.name FROM big b JOIN users u ON u.id = b.user_id',
      'WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r',
      'SELECT q.n FROM (SELECT count(*) AS n FROM invoice) AS q',
      'SELECT name FROM users UNION SELECT country FROM users ORDER BY 1',
      'SELECT name, rank() OVER (PARTITION BY country ORDER BY id DESC) FROM users',
      'SELECT sum(total) OVER (ORDER BY issued_on ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) FROM invoice',
      "SELECT CASE WHEN total > 100 THEN 'big' ELSE 'small' END AS size, total::numeric(10,2), CAST(id AS text) FROM invoice",
      "SELECT date_trunc('month', issued_on) AS month, extract(year FROM issued_on), issued_on + interval '1 day' FROM invoice",
      "SELECT coalesce(country, '?'), upper(name), length(name) FROM users WHERE name ILIKE 'a%' OR country IN ('DE', 'FR')",
      'SELECT name FROM users u WHERE EXISTS (SELECT 1 FROM invoice i WHERE i.user_id = u.id) AND id NOT IN (SELECT user_id FROM invoice WHERE total < 0)',
      'SELECT name FROM users WHERE id = ANY (SELECT user_id FROM invoice)',
      "SELECT string_agg(name, ', ' ORDER BY name), percentile_cont(0.5) WITHIN GROUP (ORDER BY id), count(DISTINCT country) FROM users",
      'SELECT sum(total) FILTER (WHERE total > 100), now(), current_date FROM invoice',
      'SELECT u.name, i.total FROM users u JOIN invoice i USING (id)',
      "SELECT 'O''Brien' = name, E'a\\\\b', $$it's$$ FROM users WHERE name LIKE 'O!_%' ESCAPE '!'",
      'SELECT DISTINCT ON (country) country, name FROM users ORDER BY country, name',
    ];
    for (const sql of statements) await expect(run(sql), sql).resolves.toMatchObject({ truncated: false });
    const quoted = await run("SELECT name FROM users WHERE name = 'O''Brien'");
    expect(quoted.rows).toEqual([{ name: "O'Brien" }]);
  });

  it('runs the statement an answer showed (a compiled query, its values written in) as it was edited', async () => {
    const specs: QuerySpec[] = [
      {
        from: { entity: 'crm.users', alias: 'u' },
        joins: [
          {
            entity: 'crm.invoice',
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
        from: { entity: 'crm.invoice', alias: 'i' },
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
        from: { entity: 'crm.invoice', alias: 'i' },
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

  it('never returns the secret column: * is the served columns', async () => {
    const result = await run('SELECT * FROM users u ORDER BY id');
    expect(result.columns).toEqual(['id', 'name', 'country']);
    expect(JSON.stringify(result)).not.toContain('SECRET');
  });

  it('groups and orders by a select alias as the alias, never as the hidden column of the same name', async () => {
    // By name, PostgreSQL would read GROUP BY password_hash as users.password_hash (a FROM column comes first).
    await expect(run('SELECT min(id) AS password_hash, count(*) FROM users GROUP BY password_hash')).rejects.toThrow(
      /could not answer|aggregate|GROUP BY/i,
    );
    const ordered = await run('SELECT name AS password_hash FROM users ORDER BY password_hash');
    expect(ordered.rows.map((r) => r.password_hash)).toEqual(['Ann', 'Cy', "O'Brien"]);
  });

  it('caps the rows at the source and says the result was cut', async () => {
    const result = await run('SELECT id FROM invoice ORDER BY id', read(5));
    expect(result.rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
    expect(result.truncated).toBe(true);
    const exact = await run('SELECT id FROM invoice ORDER BY id DESC LIMIT 5', read(5));
    expect(exact.truncated).toBe(false);
    expect(exact.rows[0]).toEqual({ id: 40 });
  });

  it('stops at the statement timeout, and when the signal aborts', async () => {
    const slow = 'SELECT count(*) FROM invoice a, invoice b, invoice c, invoice d, invoice e';
    await expect(run(slow, read(10, 200))).rejects.toBeInstanceOf(StatementTimeout);
    const controller = new AbortController();
    const running = run(slow, read(10, 30_000, controller.signal));
    setTimeout(() => controller.abort(), 200);
    await expect(running).rejects.toThrow(/cancelled/);
  });

  it('runs in a READ ONLY transaction: text that writes is refused by the database itself', async () => {
    // Only the checker's own text reaches runSql; this proves the second lock holds if anything else did.
    await expect(session.runSql!('SELECT id FROM crm.users FOR UPDATE', read())).rejects.toBeInstanceOf(ConnectorError);
    const c = await admin(DB);
    expect((await c.query('SELECT count(*)::int AS n FROM crm.users')).rows[0].n).toBe(3);
    await c.end();
  });
});
