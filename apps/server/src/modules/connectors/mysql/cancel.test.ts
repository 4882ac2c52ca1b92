import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, StatementTimeout, type ConnectorSession } from '../connector';
import type { QuerySpec } from '../query';
import { createHostGuard } from '../net/guard';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { mysqlConnector } from './connector';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
// Databases this test makes start with SOE_TEST_DB_PREFIX when set (machines shared by several checkouts).
const DB = `${process.env.SOE_TEST_DB_PREFIX ?? 'soe'}_mysql_cancel`;
const url = `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}`;
const admin = () =>
  mysql.createConnection({ host: MYSQL_HOST, port: MYSQL_PORT, user: MYSQL_USER, password: MYSQL_PASSWORD });

/** A view that sleeps half a second per row: counting it takes 10 s. */
const SLOW: QuerySpec = {
  from: { entity: `${DB}.slow_rows`, alias: 's' },
  select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
};

async function running(): Promise<number> {
  const conn = await admin();
  try {
    const [rows] = await conn.query(
      `SELECT count(*) AS n FROM information_schema.PROCESSLIST WHERE db = ? AND command = 'Query' AND info LIKE '%slow_rows%' AND id <> CONNECTION_ID()`,
      [DB],
    );
    return Number((rows as Array<{ n: number }>)[0].n);
  } finally {
    await conn.end();
  }
}

describe.skipIf(!available)('MariaDB / MySQL: stopping a statement', () => {
  let session: ConnectorSession;
  beforeAll(async () => {
    const conn = await admin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.query(`CREATE DATABASE ${DB}`);
    await conn.query(`CREATE TABLE ${DB}.t (id int PRIMARY KEY)`);
    await conn.query(`INSERT INTO ${DB}.t VALUES ${Array.from({ length: 20 }, (_, i) => `(${i + 1})`).join(',')}`);
    await conn.query(`CREATE VIEW ${DB}.slow_rows AS SELECT id FROM ${DB}.t WHERE SLEEP(0.5) = 0`);
    await conn.end();
    session = await mysqlConnector.open({ url }, { guardHost: createHostGuard({ blockPrivate: false }) });
  });
  afterAll(async () => {
    await session?.close();
    const conn = await admin();
    await conn.query(`DROP DATABASE IF EXISTS ${DB}`);
    await conn.end();
  });

  it('the user’s stop runs KILL QUERY: the statement is gone from the server at once', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const query = session.query(SLOW, { timeoutMs: 30_000, rowCap: 10, signal: controller.signal });
    const settled = query.catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await running()).toBe(1);
    controller.abort();
    const error = await settled;
    expect(error).toBeInstanceOf(ConnectorError);
    expect(error).not.toBeInstanceOf(StatementTimeout);
    expect((error as Error).message).toBe('The query was cancelled');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await running()).toBe(0);
    // The connection is fine for the next question.
    const ok = await session.query(
      {
        from: { entity: `${DB}.t`, alias: 't' },
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      },
      { timeoutMs: 5000, rowCap: 10 },
    );
    expect(ok.rows).toEqual([{ n: 20 }]);
  });

  it('a statement past the timeout is a StatementTimeout carrying the timeout', async () => {
    const error = await session.query(SLOW, { timeoutMs: 1000, rowCap: 10 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatementTimeout);
    expect((error as StatementTimeout).timeoutMs).toBe(1000);
  });
});
