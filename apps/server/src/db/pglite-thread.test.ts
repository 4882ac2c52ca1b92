import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite, readOnlyRead } from './pglite-open.mjs';
import { openPgliteThread, sendableParams, type EmbeddedDatabase } from './pglite-thread';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const workerOf = (db: EmbeddedDatabase) => (db as unknown as { worker: Worker }).worker;

describe('the embedded database in its own thread', () => {
  let db: EmbeddedDatabase;
  let direct: PGlite;
  beforeAll(async () => {
    [db, direct] = await Promise.all([openPgliteThread({}), createPglite({})]);
    const schema = `CREATE TABLE item (id serial PRIMARY KEY, name text UNIQUE, amount numeric, at timestamptz,
      day date, tags text[], doc jsonb, big int8, data bytea);`;
    await db.exec(schema);
    await direct.exec(schema);
  });
  afterAll(async () => {
    await db?.close();
    await direct?.close();
  });

  it('runs statements with parameters and gives back the same rows and types as PGlite on the calling thread', async () => {
    const params = [
      'a',
      12.5,
      new Date('2024-03-01T10:00:00Z'),
      '2024-03-01',
      ['x', 'y'],
      { k: [1, 2] },
      9007199254740993n,
    ];
    const insert = `INSERT INTO item (name, amount, at, day, tags, doc, big) VALUES ($1, $2, $3, $4, $5, $6, $7)
      RETURNING id, name, amount, at, day, tags, doc, big, data`;
    const [threaded, local] = [await db.query(insert, params), await direct.query(insert, params)];
    expect(threaded.rows).toEqual(local.rows);
    expect(threaded.fields).toEqual(local.fields);
    expect(threaded.affectedRows).toBe(1);
    expect(threaded.rows[0]).toMatchObject({ name: 'a', at: new Date('2024-03-01T10:00:00Z'), tags: ['x', 'y'] });
    // Array rows, and the types a caller keeps as text (drizzle's timestamps) parsed by the caller's own parser.
    const options = { rowMode: 'array' as const, parsers: { 1184: (text: string) => `text:${text}` } };
    const [arrays, localArrays] = [
      await db.query('SELECT name, at FROM item', [], options),
      await direct.query('SELECT name, at FROM item', [], options),
    ];
    expect(arrays.rows).toEqual(localArrays.rows);
    expect(arrays.rows).toEqual([['a', 'text:2024-03-01 10:00:00+00']]);
    expect((await db.exec('SELECT 1 AS one; SELECT 2 AS two')).map((r) => r.rows)).toEqual([
      [{ one: 1 }],
      [{ two: 2 }],
    ]);
    await db.exec('DELETE FROM item');
  });

  it('a read in one request runs read-only, on this thread and in process alike, and leaves no transaction open', async () => {
    await db.exec(`INSERT INTO item (name, amount) VALUES ('kept', 3)`);
    await direct.exec(`INSERT INTO item (name, amount) VALUES ('kept', 3)`);
    const reads = [
      (sql: string, params: unknown[] = []) => db.readOnly!<{ name: string }>(sql, params, 5000),
      (sql: string, params: unknown[] = []) => readOnlyRead<{ name: string }>(direct, sql, params, 5000),
    ];
    for (const read of reads) {
      expect((await read('SELECT name FROM item WHERE amount = $1', [3])).rows).toEqual([{ name: 'kept' }]);
      for (const write of [
        `DELETE FROM item`,
        `UPDATE item SET name = 'changed'`,
        `WITH gone AS (DELETE FROM item RETURNING *) SELECT count(*) FROM gone`,
        `SET TRANSACTION READ WRITE`,
      ]) {
        const refused = await read(write).catch((e: { code?: string }) => e);
        expect(refused, write).toHaveProperty('code');
      }
      expect((await read('SELECT name FROM item WHERE amount = 3')).rows).toEqual([{ name: 'kept' }]);
    }
    // Nothing was left open: a plain write outside runs, and the statement timeout is the server's own again.
    await db.exec(`DELETE FROM item`);
    await direct.exec(`DELETE FROM item`);
    expect((await db.query<{ t: string }>(`SELECT current_setting('statement_timeout') AS t`)).rows[0].t).toBe('0');
  });

  it('round-trips bytes exactly: large, empty, and a Buffer that is a view of a shared pool', async () => {
    const large = randomBytes(300_000);
    const pooled = Buffer.from('pooled bytes');
    expect(pooled.byteOffset > 0 || pooled.buffer.byteLength > pooled.length).toBe(true);
    for (const bytes of [large, Buffer.alloc(0), pooled]) {
      const { rows } = await db.query<{ data: Uint8Array }>('INSERT INTO item (data) VALUES ($1) RETURNING data', [
        bytes,
      ]);
      expect(rows[0].data).toBeInstanceOf(Uint8Array);
      expect(Buffer.from(rows[0].data).equals(bytes)).toBe(true);
      const local = await direct.query<{ data: Uint8Array }>('SELECT $1::bytea AS data', [bytes]);
      expect(rows[0].data).toEqual(local.rows[0].data);
    }
    await db.exec('DELETE FROM item');
  });

  it('rejects with the PostgreSQL error fields code matches on', async () => {
    await db.query(`INSERT INTO item (name) VALUES ('dup')`);
    const duplicate = await db.query(`INSERT INTO item (name) VALUES ('dup')`).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({
      code: '23505',
      constraint: 'item_name_key',
      detail: 'Key (name)=(dup) already exists.',
      table: 'item',
      severity: 'ERROR',
    });
    const syntax = await db.query('SELECT * FROM missing_table').catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42P01', message: 'relation "missing_table" does not exist', position: '15' });
    // The thread goes on serving after an error.
    expect((await db.query('SELECT 1 AS ok')).rows).toEqual([{ ok: 1 }]);
    await db.exec('DELETE FROM item');
  });

  it('runs a transaction back to back: concurrent transactions and statements wait until it ends', async () => {
    await db.exec('CREATE TABLE step (n serial PRIMARY KEY, who text)');
    const events: string[] = [];
    const first = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO step (who) VALUES ('a1')`);
      // The caller awaits something else in the middle of its transaction; nothing may run in between.
      await sleep(100);
      await tx.query(`INSERT INTO step (who) VALUES ('a2')`);
      events.push('a done');
    });
    await sleep(10);
    const second = db.transaction(async (tx) => {
      await tx.query(`INSERT INTO step (who) VALUES ('b1')`);
      await sleep(20);
      await tx.query(`INSERT INTO step (who) VALUES ('b2')`);
    });
    const plain = db.query(`INSERT INTO step (who) VALUES ('p')`).then(() => events.push('plain done'));
    await Promise.all([first, second, plain]);
    const { rows } = await db.query<{ who: string }>('SELECT who FROM step ORDER BY n');
    const order = rows.map((r) => r.who).join(' ');
    expect(order.startsWith('a1 a2')).toBe(true);
    expect(order).toContain('b1 b2');
    expect(events).toEqual(['a done', 'plain done']);
  });

  it('rolls back a transaction whose function throws or that rolls itself back', async () => {
    await db.exec('CREATE TABLE kept (v text)');
    const error = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO kept VALUES ('thrown')`);
        throw new Error('changed my mind');
      })
      .catch((e: Error) => e);
    expect((error as Error).message).toBe('changed my mind');
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO kept VALUES ('rolled back')`);
      await tx.rollback();
      expect(tx.closed).toBe(true);
      await expect(tx.query('SELECT 1')).rejects.toThrow(/closed/);
    });
    // A failed statement inside the transaction rolls the whole of it back, with the statement's own error.
    const failed = await db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO kept VALUES ('before the error')`);
        await tx.query('SELECT 1/0');
      })
      .catch((e: unknown) => e);
    expect(failed).toMatchObject({ code: '22012' });
    await db.transaction(async (tx) => void (await tx.query(`INSERT INTO kept VALUES ('committed')`)));
    expect((await db.query('SELECT v FROM kept')).rows).toEqual([{ v: 'committed' }]);
  });

  it('delivers NOTIFY before the statement that sent it resolves, and stops when unlistened', async () => {
    const received: string[] = [];
    const stop = await db.listen('changes', (payload) => received.push(payload));
    await db.query(`SELECT pg_notify('changes', 'one')`);
    expect(received).toEqual(['one']);
    await stop();
    await db.query(`SELECT pg_notify('changes', 'two')`);
    expect(received).toEqual(['one']);
  });

  it('leaves the event loop free while a long statement runs', async () => {
    let worstGap = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last);
      last = now;
    }, 5);
    const t0 = performance.now();
    await db.query('SELECT count(*) FROM generate_series(1, 3000000) g, LATERAL (SELECT md5(g::text)) m');
    const statementMs = performance.now() - t0;
    clearInterval(ticker);
    // On the calling thread the loop would have been held for the whole statement.
    expect(statementMs).toBeGreaterThan(300);
    expect(worstGap).toBeLessThan(statementMs / 3);
  });
});

describe('parameters sent to the thread', () => {
  it('carry a view of a larger buffer as its own bytes only, handed over; whole arrays and other values as they are', () => {
    const upload = randomBytes(1_000_000);
    const part = upload.subarray(65_536, 131_072);
    const whole = new Uint8Array(16);
    const { params, transfer } = sendableParams([part, whole, 'text', 42, null]);
    const sent = params[0] as Uint8Array;
    expect(sent.buffer.byteLength).toBe(65_536);
    expect(Buffer.from(sent).equals(part)).toBe(true);
    expect(transfer).toEqual([sent.buffer]);
    expect(params.slice(1)).toEqual([whole, 'text', 42, null]);
    expect(params[1]).toBe(whole);
    // The caller's buffer is left as it was (nothing of it is transferred away).
    expect(upload.byteLength).toBe(1_000_000);
  });
});

describe('a stopped embedded database thread', () => {
  it('fails waiting and later requests with a clear error instead of hanging', async () => {
    const db = await openPgliteThread({});
    const waiting = db.query('SELECT pg_sleep(5)');
    await sleep(100);
    const t0 = performance.now();
    await workerOf(db).terminate();
    await expect(waiting).rejects.toThrow(/embedded database stopped/);
    expect(performance.now() - t0).toBeLessThan(2_000);
    await expect(db.query('SELECT 1')).rejects.toThrow(/embedded database stopped/);
    await expect(db.transaction(async () => 1)).rejects.toThrow(/embedded database stopped/);
    await db.close();
  });

  it('refuses requests once closed', async () => {
    const db = await openPgliteThread({});
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/closed/);
  });
});
