import net from 'node:net';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { PipelinedPool } from './pipeline';

// The pipelined lanes need a PostgreSQL server (the embedded database is one connection and has no pool).
const url = process.env.DATABASE_URL;

describe.runIf(url)('PipelinedPool', () => {
  const pools: PipelinedPool[] = [];
  const open = (lanes = 2, stallMs = 25, extra: pg.PoolConfig = {}) => {
    const pool = new PipelinedPool(
      { connectionString: url, max: 4, application_name: 'soe-test', connectionTimeoutMillis: 5_000, ...extra },
      { lanes, stallMs },
    );
    pool.on('error', () => {});
    pools.push(pool);
    return pool;
  };
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((p) => p.end().catch(() => {})));
  });
  const admin = () => {
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {});
    return c;
  };
  const backends = async (name: string) => {
    const c = admin();
    await c.connect();
    try {
      return (await c.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [name])).rows.map(
        (r) => r.pid as number,
      );
    } finally {
      await c.end();
    }
  };

  it('answers many concurrent statements, each with its own rows, over the lanes only', async () => {
    const pool = open(2);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => pool.query('SELECT $1::int AS n, pg_backend_pid() AS pid', [i])),
    );
    expect(answers.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 200 }, (_, i) => i));
    const pids = new Set(answers.map((r) => r.rows[0].pid));
    expect(pids.size).toBeLessThanOrEqual(2);
    expect(await backends('soe-test-pipeline')).toEqual(expect.arrayContaining([...pids]));
    // The ordinary pool opened nothing: every statement went through a lane.
    expect(pool.totalCount).toBe(0);
  });

  it('keeps one statement’s error to itself', async () => {
    const pool = open(1);
    const { pid } = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0];
    const results = await Promise.allSettled([
      pool.query('SELECT 1 AS n'),
      pool.query('SELECT 1/0'),
      pool.query('SELECT 3 AS n'),
      pool.query('SELEC broken'),
      pool.query('SELECT 5 AS n'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'rejected', 'fulfilled']);
    expect(
      results
        .filter((r) => r.status === 'fulfilled')
        .map((r) => (r as PromiseFulfilledResult<pg.QueryResult>).value.rows[0].n),
    ).toEqual([1, 3, 5]);
    expect(String((results[1] as PromiseRejectedResult).reason.message)).toMatch(/division by zero/);
    // A statement's error leaves its connection in service.
    expect((await pool.query('SELECT pg_backend_pid() AS pid')).rows[0].pid).toBe(pid);
  });

  it('sends new statements around a lane whose oldest statement is slow, so a slow read holds up no one', async () => {
    const pool = open(1, 25);
    let slowDone = false;
    const slow = pool.query('SELECT pg_sleep(1.5)').then(() => (slowDone = true));
    await new Promise((r) => setTimeout(r, 100));
    // The lane is stalled: this one runs on the ordinary pool and answers while the slow one still runs.
    const quick = await pool.query('SELECT 42 AS n');
    expect(quick.rows[0].n).toBe(42);
    expect(slowDone).toBe(false);
    expect(pool.totalCount).toBe(1);
    await slow;
  });

  it('fails the statements of a lane whose connection is killed, and reconnects for the next', async () => {
    const pool = open(1);
    // The lane's own backend (a lane of an earlier test may still be leaving pg_stat_activity).
    const { pid } = (await pool.query('SELECT pg_backend_pid() AS pid')).rows[0];
    const inFlight = pool.query('SELECT pg_sleep(5)').then(
      () => 'answered',
      (error: Error) => error,
    );
    await new Promise((r) => setTimeout(r, 100));
    const c = admin();
    await c.connect();
    await c.query('SELECT pg_terminate_backend($1)', [pid]);
    await c.end();
    expect(await inFlight).toBeInstanceOf(Error);
    // At once, before the dead socket has necessarily closed: every one of these reaches a new connection.
    const again = await Promise.all(Array.from({ length: 5 }, () => pool.query('SELECT pg_backend_pid() AS pid')));
    expect(again.every((r) => r.rows[0].pid !== pid)).toBe(true);
  });

  it('fails at once when the database refuses connections', async () => {
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as net.AddressInfo).port;
    await new Promise<void>((r) => server.close(() => r()));
    const pool = open(2, 25, { connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    const started = performance.now();
    await expect(pool.query('SELECT 1')).rejects.toThrow(/ECONNREFUSED/);
    // Refused, not timed out: well under the 5 s connection timeout.
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  it('runs transactions on a connection of their own, never a shared lane', async () => {
    const pool = open(1);
    const tx = await pool.connect();
    try {
      await tx.query('BEGIN');
      await tx.query('CREATE TEMP TABLE pipeline_tx (n int) ON COMMIT DROP');
      await tx.query('INSERT INTO pipeline_tx VALUES (7)');
      // A lane statement does not see the transaction's uncommitted table.
      await expect(pool.query('SELECT n FROM pipeline_tx')).rejects.toThrow(/does not exist/);
      expect((await tx.query('SELECT n FROM pipeline_tx')).rows).toEqual([{ n: 7 }]);
      await tx.query('COMMIT');
    } finally {
      tx.release();
    }
  });

  it('refuses statements once ended', async () => {
    const pool = open(1);
    await pool.query('SELECT 1');
    await pool.end();
    // A backend leaves pg_stat_activity a moment after its client has gone.
    await expect.poll(() => backends('soe-test-pipeline'), { timeout: 5_000, interval: 50 }).toEqual([]);
    await expect(pool.query('SELECT 1')).rejects.toThrow();
  });
});
