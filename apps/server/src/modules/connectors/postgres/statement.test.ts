import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlExecutor } from '../connector';
import { demoConnector } from '../demo/connector';
import { ensureDemoData } from '../demo/ensure';
import { col, lit, type QuerySpec } from '../query';
import { queryPostgres } from './read';
import { pgLiteral, pgStatementText } from './statement';

/** PGlite as the app's executor, keeping every statement it is given with its parameters. */
function recordingExecutor(client: PGlite) {
  const ran: Array<{ sql: string; params: unknown[] }> = [];
  const run = async (q: Pick<PGlite, 'query'>, sql: string, params: unknown[] = []) => {
    ran.push({ sql, params });
    const r = await q.query(sql, params);
    return { rows: r.rows as never[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) };
  };
  const executor: SqlExecutor = {
    query: (sql, params) => run(client, sql, params),
    transaction: (fn) => client.transaction((tx) => fn({ query: (sql, params) => run(tx, sql, params) })),
  };
  // The read itself: the statements around it set the transaction up.
  const lastRead = () => ran.filter((r) => /^SELECT\s/.test(r.sql) && !r.sql.includes('set_config')).at(-1)!;
  return { executor, ran, lastRead };
}

describe('a PostgreSQL statement as shown', () => {
  it('writes each parameter in as a literal, and leaves names and strings that hold "$1" alone', () => {
    const sql = `SELECT "t"."price $1" AS "a$2", 'cost $1' AS "b" FROM "t" WHERE "t"."n" = CAST($1 AS bigint) AND "t"."s" = $2 AND "t"."f" = $3 AND "t"."x" IS NOT DISTINCT FROM $4`;
    expect(pgStatementText(sql, [-5, "O'Brien", true, null])).toBe(
      `SELECT "t"."price $1" AS "a$2", 'cost $1' AS "b" FROM "t" WHERE "t"."n" = CAST(-5 AS bigint) AND "t"."s" = 'O''Brien' AND "t"."f" = TRUE AND "t"."x" IS NOT DISTINCT FROM NULL`,
    );
    // $10 is the tenth parameter, not the first followed by a zero.
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(pgStatementText('SELECT $1, $10', ten)).toBe('SELECT 1, 10');
  });

  it('never opens a comment and reads a backslash the same under any standard_conforming_strings', () => {
    expect(pgStatementText('SELECT 1 -$1', [-2])).toBe('SELECT 1 - -2');
    expect(pgStatementText('SELECT $1', ['-- not a comment /* nor this */'])).toBe(
      "SELECT '-- not a comment /* nor this */'",
    );
    expect(pgLiteral("a\\b'c")).toBe("E'a\\\\b''c'");
    expect(pgLiteral(12.5)).toBe('12.5');
    expect(pgLiteral(false)).toBe('FALSE');
  });
});

describe('queryPostgres reports the statement it ran (PGlite)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(`
      CREATE SCHEMA shop;
      CREATE TABLE shop."client list" (id int PRIMARY KEY, "name $1" text NOT NULL, active boolean NOT NULL, credit numeric(10,2));
      INSERT INTO shop."client list" VALUES
        (1, 'O''Brien \\ Sons', true, 120.50),
        (2, '50% Off Ltd', true, -3.25),
        (3, 'Quiet Co', false, NULL),
        (4, 'Plain Trading', true, 10);
    `);
  });
  afterAll(async () => client?.close());

  it('equals the executed statement with its values written in, and gives the same rows when run as shown', async () => {
    const { executor, lastRead } = recordingExecutor(client);
    const spec: QuerySpec = {
      from: { entity: 'shop.client list', alias: 'c' },
      select: [
        { alias: 'name', expr: col('c', 'name $1') },
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
              { kind: 'in', expr: col('c', 'name $1'), values: ["O'Brien \\ Sons", 'Plain Trading'] },
              { kind: 'contains', expr: col('c', 'name $1'), value: '50%' },
            ],
          },
        ],
      },
      orderBy: [{ expr: col('c', 'name $1'), direction: 'asc' }],
    };
    const result = await queryPostgres(executor, spec, { timeoutMs: 5000, rowCap: 100 });
    expect(result.rows.map((r) => r.name)).toEqual(['50% Off Ltd', "O'Brien \\ Sons", 'Plain Trading']);

    const ran = lastRead();
    expect(ran.params.length).toBeGreaterThan(0);
    expect(result.statement).toEqual({ language: 'sql', text: pgStatementText(ran.sql, ran.params) });
    const text = result.statement!.text;
    // One statement, every value written in, nothing left to bind, and no comment.
    expect(text.replaceAll('"name $1"', '')).not.toMatch(/\$\d/);
    expect(text).not.toContain('--');
    expect(text).not.toContain(';');
    expect(text).toContain(`E'O''Brien \\\\ Sons'`);
    expect(text).toContain('CAST(-10 AS bigint)');
    expect(text).toContain('LIMIT 101');
    const shown = await client.query<Record<string, unknown>>(text);
    expect(shown.rows.map((r) => r.name)).toEqual(result.rows.map((r) => r.name));
  });
});

describe('the Demo Company reports the statement it ran (PGlite)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await ensureDemoData(recordingExecutor(client).executor);
  });
  afterAll(async () => client?.close());

  it('top 5 customers by invoiced revenue: the SELECT on schema demo, runnable as shown', async () => {
    const { executor, lastRead } = recordingExecutor(client);
    const session = await demoConnector.open({ url: 'demo://company' }, { appDb: executor });
    const revenue = { kind: 'agg', fn: 'sum', arg: col('i', 'total') } as const;
    const spec: QuerySpec = {
      from: { entity: 'invoices', alias: 'i' },
      joins: [
        {
          entity: 'accounts',
          alias: 'a',
          type: 'inner',
          on: [{ left: col('i', 'account_id'), right: col('a', 'id') }],
        },
      ],
      select: [
        { alias: 'customer', expr: col('a', 'name') },
        { alias: 'revenue', expr: revenue },
      ],
      where: { kind: 'eq_ci', expr: col('i', 'status'), value: 'paid' },
      groupBy: [col('a', 'name')],
      orderBy: [{ expr: revenue, direction: 'desc' }],
      limit: 5,
    };
    const result = await session.query(spec, { timeoutMs: 10_000, rowCap: 1000 });
    expect(result.rows).toHaveLength(5);
    const ran = lastRead();
    expect(result.statement?.text).toBe(pgStatementText(ran.sql, ran.params));
    expect(result.statement?.text).toMatch(/^SELECT /);
    expect(result.statement?.text).toContain('FROM "demo"."invoices" AS "i"');
    expect(result.statement?.text).toContain("lower('paid')");
    const shown = await client.query<{ customer: string; revenue: string }>(result.statement!.text);
    expect(shown.rows.map((r) => [r.customer, Number(r.revenue)])).toEqual(
      result.rows.map((r) => [r.customer, r.revenue]),
    );
  });
});
