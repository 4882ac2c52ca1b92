import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { createHostGuard } from '../net/guard';
import { PG_HOST, PG_PASSWORD, PG_PORT, PG_USER, reachable } from '../sql-discovery/test-servers';
import { postgresConnector } from './connector';
import { startRefusingPgServer } from '@soe/fakes/postgres';
import { createPgPool, poolExecutor } from './pool';
import { readOnlyTransaction, runReadOnly } from './read';

const available = await reachable(PG_HOST, PG_PORT);
const DB = 'soe_conn_test_pg';
const CANARY = 'canary-Pa55word-7f3e91';
// With trust auth any password is accepted, so the canary rides along; a real password is used when one is set.
const url = (db = DB, password = PG_PASSWORD || CANARY) =>
  `postgresql://${PG_USER}:${encodeURIComponent(password)}@${PG_HOST}:${PG_PORT}/${db}`;
const context = { guardHost: createHostGuard({ blockPrivate: false }) };

/** A pool on the test database, as the connector makes one (pipeline mode included). */
const testPool = (max?: number) =>
  createPgPool({
    address: PG_HOST,
    port: PG_PORT,
    user: PG_USER,
    password: PG_PASSWORD,
    database: DB,
    ssl: false,
    max,
  });

async function admin(db = 'postgres') {
  const client = new pg.Client({ host: PG_HOST, port: PG_PORT, user: PG_USER, password: PG_PASSWORD, database: db });
  await client.connect();
  return client;
}

const FIXTURE = `
CREATE SCHEMA sales;
CREATE TYPE sales.tier AS ENUM ('gold', 'silver');
CREATE DOMAIN sales.money2 AS numeric(12,2);
CREATE TABLE sales.regions (id serial PRIMARY KEY, name text NOT NULL);
CREATE TABLE sales.customers (
  id integer PRIMARY KEY,
  name varchar(80) NOT NULL,
  tier sales.tier,
  region_id integer REFERENCES sales.regions(id),
  referred_by integer REFERENCES sales.customers(id),
  active boolean NOT NULL DEFAULT true,
  profile jsonb
);
COMMENT ON TABLE sales.customers IS 'People and companies that buy from us';
COMMENT ON COLUMN sales.customers.referred_by IS 'Customer who referred this one';
CREATE TABLE sales.orders (
  order_no integer NOT NULL,
  customer_id integer NOT NULL REFERENCES sales.customers(id),
  placed_at timestamptz NOT NULL,
  ship_date date,
  total sales.money2 NOT NULL,
  weight double precision,
  big_counter bigint,
  PRIMARY KEY (order_no, customer_id)
);
CREATE TABLE sales.order_items (
  order_no integer NOT NULL,
  customer_id integer NOT NULL,
  line smallint NOT NULL,
  qty integer NOT NULL,
  price numeric(10,2) NOT NULL,
  PRIMARY KEY (order_no, customer_id, line),
  CONSTRAINT order_items_order_fk FOREIGN KEY (order_no, customer_id) REFERENCES sales.orders(order_no, customer_id)
);
CREATE TABLE sales.numbers (n integer PRIMARY KEY, k integer NOT NULL);
INSERT INTO sales.numbers SELECT g, 1 FROM generate_series(1, 3000) g;
CREATE VIEW sales.big_orders AS SELECT order_no, customer_id, total FROM sales.orders WHERE total > 100;
INSERT INTO sales.regions (name) VALUES ('North'), ('South');
INSERT INTO sales.customers VALUES
  (1, 'Acme', 'gold', 1, NULL, true, '{"a":1}'),
  (2, 'Globex', 'silver', 2, 1, true, NULL),
  (3, 'Initech', NULL, 1, 1, false, NULL);
INSERT INTO sales.orders VALUES
  (100, 1, '2025-01-15 10:00+00', '2025-01-17', 150.25, 1.5, 9007199254740993),
  (101, 1, '2025-02-01 09:00+00', NULL, 99.99, NULL, 1),
  (100, 2, '2025-02-03 12:00+00', '2025-02-05', 300.10, 2.25, 2);
INSERT INTO sales.order_items VALUES (100, 1, 1, 2, 50.10), (100, 1, 2, 1, 50.05), (100, 2, 1, 3, 100.03);
CREATE TABLE public.untouchable (id integer PRIMARY KEY, note text);
INSERT INTO public.untouchable VALUES (1, 'keep me'), (2, 'keep me too');
ANALYZE sales.numbers;
`;

describe.skipIf(!available)('PostgreSQL connector (local server)', () => {
  let session: ConnectorSession;

  beforeAll(async () => {
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await a.query(`CREATE DATABASE ${DB}`);
    await a.end();
    const c = await admin(DB);
    await c.query(FIXTURE);
    await c.end();
    session = await postgresConnector.open({ url: url() }, context);
  });

  afterAll(async () => {
    await session?.close();
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await a.end();
  });

  it('test() connects', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
  });

  describe('discover()', () => {
    it('finds user tables and views, not system catalogs', async () => {
      const schema = await session.discover();
      const names = schema.entities.map((e) => e.name).sort();
      expect(names).toEqual([
        'public.untouchable',
        'sales.big_orders',
        'sales.customers',
        'sales.numbers',
        'sales.order_items',
        'sales.orders',
        'sales.regions',
      ]);
      expect(Date.parse(schema.discoveredAt)).not.toBeNaN();
    });

    it('maps columns: type, native type, nullability, primary key, comments', async () => {
      const schema = await session.discover();
      const customers = schema.entities.find((e) => e.name === 'sales.customers')!;
      expect(customers).toMatchObject({
        table: 'customers',
        namespace: 'sales',
        description: 'People and companies that buy from us',
        primaryKey: ['id'],
      });
      const f = Object.fromEntries(customers.fields.map((x) => [x.name, x]));
      expect(f.id).toMatchObject({ type: 'integer', nativeType: 'integer', nullable: false, isPrimaryKey: true });
      expect(f.name).toMatchObject({
        type: 'text',
        nativeType: 'character varying(80)',
        nullable: false,
        isPrimaryKey: false,
      });
      expect(f.tier).toMatchObject({ type: 'text', nativeType: 'sales.tier', nullable: true });
      expect(f.active).toMatchObject({ type: 'boolean' });
      expect(f.profile).toMatchObject({ type: 'json' });
      expect(f.referred_by.description).toBe('Customer who referred this one');
      const orders = schema.entities.find((e) => e.name === 'sales.orders')!;
      const o = Object.fromEntries(orders.fields.map((x) => [x.name, x]));
      expect(orders.primaryKey).toEqual(['order_no', 'customer_id']);
      expect(o.total).toMatchObject({ type: 'decimal', nativeType: 'sales.money2' }); // a domain maps by its base type
      expect(o.placed_at.type).toBe('timestamp');
      expect(o.ship_date.type).toBe('date');
      expect(o.weight.type).toBe('decimal');
      expect(o.big_counter.type).toBe('integer');
      const view = schema.entities.find((e) => e.name === 'sales.big_orders')!;
      expect(view.fields.map((x) => x.name)).toEqual(['order_no', 'customer_id', 'total']);
      expect(view.rowCount).toBeNull();
    });

    it('finds foreign keys, including composite and self-references', async () => {
      const { relations } = await session.discover();
      const sorted = relations.map((r) => ({ ...r })).sort((a, b) => a.name.localeCompare(b.name));
      expect(sorted).toEqual([
        {
          name: 'customers_referred_by_fkey',
          fromEntity: 'sales.customers',
          fromFields: ['referred_by'],
          toEntity: 'sales.customers',
          toFields: ['id'],
        },
        {
          name: 'customers_region_id_fkey',
          fromEntity: 'sales.customers',
          fromFields: ['region_id'],
          toEntity: 'sales.regions',
          toFields: ['id'],
        },
        {
          name: 'order_items_order_fk',
          fromEntity: 'sales.order_items',
          fromFields: ['order_no', 'customer_id'],
          toEntity: 'sales.orders',
          toFields: ['order_no', 'customer_id'],
        },
        {
          name: 'orders_customer_id_fkey',
          fromEntity: 'sales.orders',
          fromFields: ['customer_id'],
          toEntity: 'sales.customers',
          toFields: ['id'],
        },
      ]);
    });

    it('row counts: planner estimate when analysed, exact count for small unanalysed tables', async () => {
      const { entities } = await session.discover();
      const count = (name: string) => entities.find((e) => e.name === name)!.rowCount;
      expect(count('sales.numbers')).toBe(3000);
      expect(count('sales.customers')).toBe(3);
      expect(count('sales.orders')).toBe(3);
    });
  });

  describe('query()', () => {
    const options = { timeoutMs: 10_000, rowCap: 100 };

    it('runs a compiled aggregate with joins; numeric and bigint arrive as numbers', async () => {
      const spec: QuerySpec = {
        from: { entity: 'sales.orders', alias: 'o' },
        joins: [
          {
            entity: 'sales.customers',
            alias: 'c',
            type: 'inner',
            on: [{ left: col('o', 'customer_id'), right: col('c', 'id') }],
          },
        ],
        select: [
          { alias: 'customer', expr: col('c', 'name') },
          { alias: 'revenue', expr: { kind: 'agg', fn: 'sum', arg: col('o', 'total') } },
          { alias: 'orders', expr: { kind: 'agg', fn: 'count', arg: null } },
        ],
        groupBy: [col('c', 'name')],
        orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('o', 'total') }, direction: 'desc' }],
      };
      const result = await session.query(spec, options);
      expect(result.columns).toEqual(['customer', 'revenue', 'orders']);
      expect(result.rows).toEqual([
        { customer: 'Globex', revenue: 300.1, orders: 1 },
        { customer: 'Acme', revenue: 250.24, orders: 2 },
      ]);
      expect(result.truncated).toBe(false);
      expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
    });

    it('returns dates as UTC instants and keeps bigints beyond 2^53 exact as text', async () => {
      const result = await session.query(
        {
          from: { entity: 'sales.orders', alias: 'o' },
          select: [
            { alias: 'ship', expr: col('o', 'ship_date') },
            { alias: 'placed', expr: col('o', 'placed_at') },
            { alias: 'big', expr: col('o', 'big_counter') },
            { alias: 'month', expr: { kind: 'time', unit: 'month', mode: 'trunc', arg: col('o', 'ship_date') } },
          ],
          where: { kind: 'cmp', op: '=', left: col('o', 'order_no'), right: lit(100) },
          orderBy: [{ expr: col('o', 'customer_id'), direction: 'asc' }],
        },
        options,
      );
      expect(result.rows[0].ship).toEqual(new Date('2025-01-17T00:00:00Z'));
      expect(result.rows[0].placed).toEqual(new Date('2025-01-15T10:00:00Z'));
      expect(result.rows[0].big).toBe('9007199254740993');
      expect(result.rows[1].big).toBe(2);
      expect(result.rows[0].month).toBeInstanceOf(Date);
    });

    it('caps rows at the source and reports truncation', async () => {
      const spec: QuerySpec = {
        from: { entity: 'sales.numbers', alias: 'n' },
        select: [{ alias: 'n', expr: col('n', 'n') }],
        orderBy: [{ expr: col('n', 'n'), direction: 'asc' }],
      };
      const capped = await session.query(spec, { timeoutMs: 10_000, rowCap: 50 });
      expect(capped.rows).toHaveLength(50);
      expect(capped.truncated).toBe(true);
      expect(capped.rows[49]).toEqual({ n: 50 });
      const limited = await session.query({ ...spec, limit: 10 }, { timeoutMs: 10_000, rowCap: 50 });
      expect(limited.rows).toHaveLength(10);
      expect(limited.truncated).toBe(false);
      const exact = await session.query({ ...spec, limit: 50 }, { timeoutMs: 10_000, rowCap: 50 });
      expect(exact.truncated).toBe(false);
    });

    it('stops a slow query at the statement timeout with a clear message', async () => {
      // 3000³ rows to count: far beyond 300 ms.
      const on = (a: string, b: string) => [{ left: col(a, 'k'), right: col(b, 'k') }];
      const spec: QuerySpec = {
        from: { entity: 'sales.numbers', alias: 'a' },
        joins: [
          { entity: 'sales.numbers', alias: 'b', type: 'inner', on: on('a', 'b') },
          { entity: 'sales.numbers', alias: 'c', type: 'inner', on: on('b', 'c') },
        ],
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'count', arg: null } }],
      };
      const started = Date.now();
      const err = await session.query(spec, { timeoutMs: 300, rowCap: 10 }).catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.code).toBe('timeout');
      expect(err.message).toBe('The query took longer than 0.3 s and was stopped');
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('reports an unknown table clearly, without SQL text', async () => {
      const err = await session
        .query({ from: { entity: 'sales.nope', alias: 'x' }, select: [{ alias: 'a', expr: col('x', 'a') }] }, options)
        .catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.message).toBe('relation "sales.nope" does not exist');
      expect(err.message).not.toMatch(/SELECT|FROM/);
    });
  });

  describe('read-only enforcement (security check 9, docs/security.md)', () => {
    let pool: pg.Pool;
    let victim: pg.Client;
    const db = () => poolExecutor(pool);
    const options = { timeoutMs: 5000 };
    const checksum = async () => {
      const c = await admin(DB);
      const { rows } = await c.query(
        `SELECT (SELECT string_agg(id || ':' || note, ',' ORDER BY id) FROM public.untouchable) AS u, (SELECT count(*) FROM sales.customers)::int AS c`,
      );
      await c.end();
      return rows[0];
    };
    let before: unknown;

    beforeAll(async () => {
      pool = testPool();
      victim = await admin(DB);
      before = await checksum();
    });
    afterAll(async () => {
      await victim.end().catch(() => {});
      await pool.end();
    });

    /** Writes sent straight to a read transaction, past the statement check: the transaction alone must refuse each. */
    const RAW_WRITES = {
      DELETE: 'DELETE FROM public.untouchable',
      UPDATE: `UPDATE public.untouchable SET note = 'pwned'`,
      'WITH … DELETE': 'WITH x AS (DELETE FROM public.untouchable RETURNING *) SELECT count(*) FROM x',
      'SELECT 1; DROP': 'SELECT 1; DROP TABLE public.untouchable',
      DROP: 'DROP TABLE public.untouchable',
      'nextval-free INSERT': `INSERT INTO public.untouchable VALUES (3, 'x')`,
      'SET TRANSACTION READ WRITE': 'SET TRANSACTION READ WRITE',
    };

    const attacks = () => {
      const pid = (victim as unknown as { processID: number }).processID;
      return {
        DELETE: 'DELETE FROM public.untouchable',
        UPDATE: `UPDATE public.untouchable SET note = 'pwned'`,
        'WITH … DELETE': 'WITH x AS (DELETE FROM public.untouchable RETURNING *) SELECT count(*) FROM x',
        'SELECT 1; DROP': 'SELECT 1; DROP TABLE public.untouchable',
        pg_terminate_backend: `SELECT pg_terminate_backend(${pid})`,
        'quoted pg_terminate_backend': `SELECT "pg_terminate_backend"(${pid})`,
        'DROP TABLE': 'DROP TABLE public.untouchable',
        'SELECT … FOR UPDATE': 'SELECT * FROM public.untouchable FOR UPDATE',
        'COMMIT then write': 'SELECT 1; COMMIT; DELETE FROM public.untouchable',
        'dollar-quoted DO': `DO $$ BEGIN DELETE FROM public.untouchable; END $$`,
        pg_read_file: `SELECT pg_read_file('/etc/passwd')`,
        'set_config escape': `SELECT set_config('default_transaction_read_only', 'off', false)`,
      };
    };

    it('the read path refuses every write or side effect, and nothing changes', async () => {
      for (const [name, sql] of Object.entries(attacks())) {
        const err = await runReadOnly(db(), sql, [], options).then(
          () => null,
          (e) => e,
        );
        expect(err, name).toBeInstanceOf(ConnectorError);
        expect(err.message, name).not.toMatch(/untouchable|pg_terminate/);
      }
      expect(await checksum()).toEqual(before);
      // The victim connection survived pg_terminate_backend.
      expect((await victim.query('SELECT 1 AS ok')).rows[0].ok).toBe(1);
    });

    it('the READ ONLY transaction alone refuses DELETE, UPDATE, WITH … DELETE, DROP and multi-statement text', async () => {
      for (const [name, sql] of Object.entries(RAW_WRITES)) {
        const err = await readOnlyTransaction(db(), 5000, async (tx) => {
          await tx.query('SELECT 1'); // a statement has run: the mode can no longer change
          return tx.query(sql);
        }).then(
          () => null,
          (e) => e,
        );
        expect(err, name).not.toBeNull();
      }
      expect(await checksum()).toEqual(before);
    });

    it('multi-statement text is refused by the protocol even outside a transaction', async () => {
      await expect(db().query('SELECT 1; DROP TABLE public.untouchable')).rejects.toThrow(/multiple commands/);
      expect(await checksum()).toEqual(before);
    });

    it('a statement timeout applies inside the read transaction', async () => {
      const err = await readOnlyTransaction(db(), 200, (tx) => tx.query('SELECT pg_sleep(3)')).catch((e) => e);
      expect(err.code).toBe('57014');
    });

    describe('one statement in one round trip (readOnce)', () => {
      // Straight to the executor, past the statement check: the transaction sent in one write must hold alone.
      const once = (sql: string) => db().readOnce!(sql, [], options);

      it('reads with values, and its READ ONLY transaction refuses every write', async () => {
        const read = await db().readOnce!('SELECT name FROM sales.customers WHERE id = $1', [2], options);
        expect(read.rows).toEqual([{ name: 'Globex' }]);
        expect(read.fields[0]).toMatchObject({ name: 'name' });
        for (const [name, sql] of Object.entries(RAW_WRITES)) {
          const err = await once(sql).then(
            () => null,
            (e) => e,
          );
          expect(err, name).not.toBeNull();
        }
        expect(await checksum()).toEqual(before);
      });

      it('stops at its statement timeout, and a stopped or failed read leaves its connection as it found it', async () => {
        const single = testPool(1);
        try {
          const exec = poolExecutor(single);
          const slow = await exec.readOnce!('SELECT pg_sleep(3)', [], { timeoutMs: 200 }).catch((e) => e);
          expect(slow.code).toBe('57014');
          const wrong = await exec.readOnce!('SELECT nope FROM sales.customers', [], options).catch((e) => e);
          expect(wrong.code).toBe('42703');
          // The one connection is idle again, out of any transaction, with the server's own settings back.
          const after = await single.query(
            `SELECT current_setting('transaction_read_only') AS ro, current_setting('statement_timeout') AS timeout, now() = statement_timestamp() AS fresh`,
          );
          expect(after.rows[0]).toEqual({ ro: 'off', timeout: '0', fresh: true });
          const stop = new AbortController();
          const started = performance.now();
          const cancelled = exec.readOnce!('SELECT pg_sleep(5)', [], { timeoutMs: 30_000, signal: stop.signal });
          setTimeout(() => stop.abort(), 200);
          expect((await cancelled.catch((e) => e)).code).toBe('57014');
          expect(performance.now() - started).toBeLessThan(4000);
          expect((await exec.readOnce!('SELECT 2 AS two', [], options)).rows).toEqual([{ two: 2 }]);
        } finally {
          await single.end();
        }
      });
    });
  });

  describe('errors are clear and never carry the password', () => {
    it('a database that does not exist', async () => {
      const s = await postgresConnector.open({ url: url('soe_conn_test_missing') }, context);
      const result = await s.test();
      await s.close();
      expect(result).toEqual({ status: 'error', message: 'database "soe_conn_test_missing" does not exist' });
      expect(JSON.stringify(result)).not.toContain(CANARY);
    });

    it('nothing listening on the port', async () => {
      const s = await postgresConnector.open({ url: `postgresql://${PG_USER}:${CANARY}@127.0.0.1:1/x` }, context);
      const result = await s.test();
      await s.close();
      expect(result).toEqual({ status: 'error', message: 'Could not reach 127.0.0.1:1' });
    });

    it('a refused host is blocked before connecting', async () => {
      const s = await postgresConnector.open({ url: `postgresql://u:${CANARY}@169.254.169.254/x` }, context);
      expect(await s.test()).toEqual({
        status: 'error',
        message: 'Connections to 169.254.169.254 are not allowed (link-local / metadata address)',
      });
      const strict = await postgresConnector.open(
        { url: url() },
        { guardHost: createHostGuard({ blockPrivate: true }) },
      );
      expect((await strict.test()).message).toBe(`Connections to ${PG_HOST} are not allowed (loopback address)`);
      await expect(strict.discover()).rejects.toThrow('(loopback address)');
    });
  });
});

describe('PostgreSQL connector without a server', () => {
  it('a wrong password gives the server reason and never the password', async () => {
    const fake = await startRefusingPgServer();
    try {
      const s = await postgresConnector.open(
        { url: `postgresql://soe_user:${encodeURIComponent(CANARY)}@127.0.0.1:${fake.port}/app` },
        context,
      );
      const result = await s.test();
      await s.close();
      expect(fake.received).toContain(CANARY); // the canary really went over the wire …
      expect(result).toEqual({ status: 'error', message: 'password authentication failed for user "soe_user"' });
      expect(JSON.stringify(result)).not.toContain(CANARY); // … and never came back
      const err = await (
        await postgresConnector.open({ url: `postgresql://soe_user:${CANARY}@127.0.0.1:${fake.port}/app` }, context)
      )
        .discover()
        .catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.code).toBe('auth');
      expect(String(err.message) + String(err.stack)).not.toContain(CANARY);
    } finally {
      await fake.close();
    }
  });

  it('rejects bad URLs without echoing them', async () => {
    await expect(postgresConnector.open({ url: `postgresql://${CANARY}` }, {})).rejects.toThrow(
      'The connection URL needs a user name',
    );
    await expect(
      postgresConnector.open({ url: `postgresql://u:${CANARY}@h/db?host=/var/run/postgresql` }, {}),
    ).rejects.toThrow('local socket');
    await expect(postgresConnector.open({ url: `postgresql://u:${CANARY}@a,b/db` }, {})).rejects.toThrow(
      'Only one host',
    );
    await expect(postgresConnector.open({ url: `postgresql://u:${CANARY}@h/db?sslmode=bogus` }, {})).rejects.toThrow(
      'Unknown sslmode',
    );
    const err = await postgresConnector.open({ url: `mysql://u:${CANARY}@h/db` }, {}).catch((e) => e);
    expect(err.message).not.toContain(CANARY);
  });

  it('matches postgres URLs only', () => {
    expect(postgresConnector.matchesUrl('postgresql://u@h/db')).toBe(true);
    expect(postgresConnector.matchesUrl('Postgres://u@h/db')).toBe(true);
    expect(postgresConnector.matchesUrl('mysql://u@h/db')).toBe(false);
  });
});
