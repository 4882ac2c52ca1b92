import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError, type ConnectorSession } from '../connector';
import { col, lit, type QuerySpec } from '../query';
import { createHostGuard } from '../net/guard';
import { MYSQL_HOST, MYSQL_PASSWORD, MYSQL_PORT, MYSQL_USER, reachable } from '../sql-discovery/test-servers';
import { mysqlConnector } from './connector';
import { detectFlavour, mysqlReadOnly, runMysqlReadOnly } from './read';

const available = await reachable(MYSQL_HOST, MYSQL_PORT);
const DB = 'soe_conn_test';
const CANARY = 'canary-My5qlPass-41c2aa';
const context = { guardHost: createHostGuard({ blockPrivate: false }) };
const rootUrl = (db = DB) =>
  `mysql://${MYSQL_USER}${MYSQL_PASSWORD ? `:${encodeURIComponent(MYSQL_PASSWORD)}` : ''}@${MYSQL_HOST}:${MYSQL_PORT}/${db}`;

const FIXTURE = [
  `DROP DATABASE IF EXISTS ${DB}`,
  `CREATE DATABASE ${DB}`,
  `USE ${DB}`,
  `CREATE TABLE regions (id int PRIMARY KEY AUTO_INCREMENT, name varchar(40) NOT NULL) ENGINE=InnoDB`,
  `CREATE TABLE customers (
     id int PRIMARY KEY,
     name varchar(80) NOT NULL COMMENT 'Trading name',
     region_id int NULL,
     referred_by int NULL,
     active tinyint(1) NOT NULL DEFAULT 1,
     tier enum('gold','silver') NULL,
     CONSTRAINT customers_region_fk FOREIGN KEY (region_id) REFERENCES regions(id),
     CONSTRAINT customers_referrer_fk FOREIGN KEY (referred_by) REFERENCES customers(id)
   ) ENGINE=InnoDB COMMENT='People and companies that buy from us'`,
  `CREATE TABLE orders (
     order_no int NOT NULL,
     customer_id int NOT NULL,
     placed_at datetime NOT NULL,
     ship_date date NULL,
     total decimal(12,2) NOT NULL,
     big_counter bigint NULL,
     PRIMARY KEY (order_no, customer_id),
     CONSTRAINT orders_customer_fk FOREIGN KEY (customer_id) REFERENCES customers(id)
   ) ENGINE=InnoDB`,
  `CREATE TABLE order_items (
     order_no int NOT NULL,
     customer_id int NOT NULL,
     line smallint NOT NULL,
     qty int NOT NULL,
     price decimal(10,2) NOT NULL,
     PRIMARY KEY (order_no, customer_id, line),
     CONSTRAINT order_items_order_fk FOREIGN KEY (order_no, customer_id) REFERENCES orders(order_no, customer_id)
   ) ENGINE=InnoDB`,
  `CREATE TABLE numbers (n int PRIMARY KEY, k int NOT NULL) ENGINE=InnoDB`,
  `INSERT INTO numbers SELECT seq, 1 FROM seq_1_to_3000`,
  `CREATE TABLE untouchable (id int PRIMARY KEY, note varchar(40)) ENGINE=InnoDB`,
  `INSERT INTO untouchable VALUES (1, 'keep me'), (2, 'keep me too')`,
  `CREATE VIEW big_orders AS SELECT order_no, customer_id, total FROM orders WHERE total > 100`,
  `INSERT INTO regions (name) VALUES ('North'), ('South')`,
  `INSERT INTO customers VALUES (1, 'Acme', 1, NULL, 1, 'gold'), (2, 'Globex', 2, 1, 1, 'silver'), (3, 'Initech', 1, 1, 0, NULL)`,
  `INSERT INTO orders VALUES
     (100, 1, '2025-01-15 10:00:00', '2025-01-17', 150.25, 9007199254740993),
     (101, 1, '2025-02-01 09:00:00', NULL, 99.99, 1),
     (100, 2, '2025-02-03 12:00:00', '2025-02-05', 300.10, 2)`,
  `INSERT INTO order_items VALUES (100, 1, 1, 2, 50.10), (100, 1, 2, 1, 50.05), (100, 2, 1, 3, 100.03)`,
  `DROP USER IF EXISTS 'soe_canary'@'%'`,
  `CREATE USER 'soe_canary'@'%' IDENTIFIED BY 'the-right-one'`,
];

async function admin() {
  return mysql.createConnection({
    host: MYSQL_HOST,
    port: MYSQL_PORT,
    user: MYSQL_USER,
    password: MYSQL_PASSWORD,
    multipleStatements: false,
  });
}

describe.skipIf(!available)('MySQL / MariaDB connector (local server)', () => {
  let session: ConnectorSession;

  beforeAll(async () => {
    const a = await admin();
    // MySQL has no seq_ tables (a MariaDB engine): fill numbers another way there.
    const [[{ v }]] = (await a.query('SELECT VERSION() AS v')) as unknown as [[{ v: string }]];
    for (const sql of FIXTURE) {
      if (sql.includes('seq_1_to_3000') && !/mariadb/i.test(v)) {
        await a.query(
          `INSERT INTO numbers WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s WHERE n < 3000) SELECT n, 1 FROM s`,
        );
      } else await a.query(sql);
    }
    await a.end();
    session = await mysqlConnector.open({ url: rootUrl() }, context);
  });

  afterAll(async () => {
    await session?.close();
    const a = await admin();
    await a.query(`DROP DATABASE IF EXISTS ${DB}`);
    await a.query(`DROP USER IF EXISTS 'soe_canary'@'%'`);
    await a.end();
  });

  it('test() connects', async () => {
    expect(await session.test()).toEqual({ status: 'connected' });
  });

  it('discover() finds tables, views, columns, keys, comments and row counts', async () => {
    const schema = await session.discover();
    expect(schema.entities.map((e) => e.name).sort()).toEqual([
      `${DB}.big_orders`,
      `${DB}.customers`,
      `${DB}.numbers`,
      `${DB}.order_items`,
      `${DB}.orders`,
      `${DB}.regions`,
      `${DB}.untouchable`,
    ]);
    const customers = schema.entities.find((e) => e.table === 'customers')!;
    expect(customers).toMatchObject({
      namespace: DB,
      description: 'People and companies that buy from us',
      primaryKey: ['id'],
      rowCount: 3,
    });
    const f = Object.fromEntries(customers.fields.map((x) => [x.name, x]));
    expect(f.id).toMatchObject({ type: 'integer', nullable: false, isPrimaryKey: true });
    expect(f.name).toMatchObject({
      type: 'text',
      nativeType: 'varchar(80)',
      nullable: false,
      description: 'Trading name',
    });
    expect(f.active.type).toBe('boolean');
    expect(f.tier).toMatchObject({ type: 'text', nullable: true });
    const orders = schema.entities.find((e) => e.table === 'orders')!;
    expect(orders.primaryKey).toEqual(['order_no', 'customer_id']);
    const o = Object.fromEntries(orders.fields.map((x) => [x.name, x]));
    expect(o.total).toMatchObject({ type: 'decimal', nativeType: 'decimal(12,2)' });
    expect(o.placed_at.type).toBe('timestamp');
    expect(o.ship_date.type).toBe('date');
    expect(schema.entities.find((e) => e.table === 'numbers')!.rowCount).toBe(3000);
    const view = schema.entities.find((e) => e.table === 'big_orders')!;
    expect(view.rowCount).toBeNull();
    expect(view.description).toBeUndefined();

    expect([...schema.relations].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      {
        name: 'customers_referrer_fk',
        fromEntity: `${DB}.customers`,
        fromFields: ['referred_by'],
        toEntity: `${DB}.customers`,
        toFields: ['id'],
      },
      {
        name: 'customers_region_fk',
        fromEntity: `${DB}.customers`,
        fromFields: ['region_id'],
        toEntity: `${DB}.regions`,
        toFields: ['id'],
      },
      {
        name: 'order_items_order_fk',
        fromEntity: `${DB}.order_items`,
        fromFields: ['order_no', 'customer_id'],
        toEntity: `${DB}.orders`,
        toFields: ['order_no', 'customer_id'],
      },
      {
        name: 'orders_customer_fk',
        fromEntity: `${DB}.orders`,
        fromFields: ['customer_id'],
        toEntity: `${DB}.customers`,
        toFields: ['id'],
      },
    ]);
  });

  describe('query()', () => {
    const options = { timeoutMs: 10_000, rowCap: 100 };

    it('runs a compiled aggregate; decimals and counts arrive as numbers', async () => {
      const spec: QuerySpec = {
        from: { entity: `${DB}.orders`, alias: 'o' },
        joins: [
          {
            entity: `${DB}.customers`,
            alias: 'c',
            type: 'inner',
            on: [{ left: col('o', 'customer_id'), right: col('c', 'id') }],
          },
        ],
        select: [
          { alias: 'customer', expr: col('c', 'name') },
          { alias: 'revenue', expr: { kind: 'agg', fn: 'sum', arg: col('o', 'total') } },
          { alias: 'orders', expr: { kind: 'agg', fn: 'count', arg: null } },
          { alias: 'avg_total', expr: { kind: 'agg', fn: 'avg', arg: col('o', 'total') } },
        ],
        groupBy: [col('c', 'name')],
        orderBy: [{ expr: { kind: 'agg', fn: 'sum', arg: col('o', 'total') }, direction: 'desc' }],
      };
      const result = await session.query(spec, options);
      expect(result.rows).toEqual([
        { customer: 'Globex', revenue: 300.1, orders: 1, avg_total: 300.1 },
        { customer: 'Acme', revenue: 250.24, orders: 2, avg_total: 125.12 },
      ]);
      expect(result.truncated).toBe(false);
    });

    it('dates as UTC instants, big integers exact, time buckets and text filters work', async () => {
      const result = await session.query(
        {
          from: { entity: `${DB}.orders`, alias: 'o' },
          select: [
            { alias: 'ship', expr: col('o', 'ship_date') },
            { alias: 'placed', expr: col('o', 'placed_at') },
            { alias: 'big', expr: col('o', 'big_counter') },
            {
              alias: 'quarter_start',
              expr: { kind: 'time', unit: 'quarter', mode: 'trunc', arg: col('o', 'placed_at') },
            },
          ],
          where: {
            kind: 'and',
            conditions: [
              { kind: 'cmp', op: '=', left: col('o', 'order_no'), right: lit(100) },
              { kind: 'contains', expr: col('o', 'total'), value: '.' },
            ],
          },
          orderBy: [{ expr: col('o', 'customer_id'), direction: 'asc' }],
        },
        options,
      );
      expect(result.rows[0].ship).toEqual(new Date('2025-01-17T00:00:00Z'));
      expect(result.rows[0].placed).toEqual(new Date('2025-01-15T10:00:00Z'));
      expect(result.rows[0].big).toBe('9007199254740993');
      expect(result.rows[1].big).toBe(2);
      expect(result.rows[0].quarter_start).toEqual(new Date('2025-01-01T00:00:00Z'));
    });

    it('caps rows at the source and reports truncation', async () => {
      const spec: QuerySpec = {
        from: { entity: `${DB}.numbers`, alias: 'n' },
        select: [{ alias: 'n', expr: col('n', 'n') }],
        orderBy: [{ expr: col('n', 'n'), direction: 'asc' }],
      };
      const capped = await session.query(spec, { timeoutMs: 10_000, rowCap: 25 });
      expect(capped.rows).toHaveLength(25);
      expect(capped.truncated).toBe(true);
      expect(capped.rows[24]).toEqual({ n: 25 });
      expect((await session.query({ ...spec, limit: 5 }, { timeoutMs: 10_000, rowCap: 25 })).truncated).toBe(false);
    });

    it('stops a slow query at the statement timeout with a clear message', async () => {
      const on = (a: string, b: string) => [{ left: col(a, 'k'), right: col(b, 'k') }];
      const spec: QuerySpec = {
        from: { entity: `${DB}.numbers`, alias: 'a' },
        joins: [
          { entity: `${DB}.numbers`, alias: 'b', type: 'inner', on: on('a', 'b') },
          { entity: `${DB}.numbers`, alias: 'c', type: 'inner', on: on('b', 'c') },
        ],
        select: [{ alias: 'n', expr: { kind: 'agg', fn: 'sum', arg: col('c', 'n') } }],
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
        .query({ from: { entity: `${DB}.nope`, alias: 'x' }, select: [{ alias: 'a', expr: col('x', 'a') }] }, options)
        .catch((e) => e);
      expect(err).toBeInstanceOf(ConnectorError);
      expect(err.message).toBe(`Table '${DB}.nope' doesn't exist`);
    });
  });

  describe('read-only enforcement (security check 9, docs/security.md)', () => {
    let pool: mysql.Pool;
    let victim: mysql.Connection;
    const checksum = async () => {
      const a = await admin();
      const [rows] = await a.query(
        `SELECT (SELECT GROUP_CONCAT(id, ':', note ORDER BY id) FROM ${DB}.untouchable) AS u, (SELECT COUNT(*) FROM ${DB}.customers) AS c`,
      );
      await a.end();
      return rows;
    };
    let before: unknown;

    beforeAll(async () => {
      pool = mysql.createPool({
        host: MYSQL_HOST,
        port: MYSQL_PORT,
        user: MYSQL_USER,
        password: MYSQL_PASSWORD,
        database: DB,
        connectionLimit: 2,
        multipleStatements: false,
      });
      pool.on('connection', (conn) => {
        (conn as unknown as { query: (s: string, cb: () => void) => void }).query(
          'SET SESSION TRANSACTION READ ONLY',
          () => {},
        );
      });
      victim = await admin();
      before = await checksum();
    });
    afterAll(async () => {
      await victim.end().catch(() => {});
      await pool.end();
    });

    it('the read path refuses every write or side effect, and nothing changes', async () => {
      const flavour = await detectFlavour(pool);
      const id = victim.threadId;
      const attacks = {
        DELETE: `DELETE FROM ${DB}.untouchable`,
        UPDATE: `UPDATE ${DB}.untouchable SET note = 'pwned'`,
        'WITH … DELETE': `WITH x AS (SELECT 1) DELETE FROM ${DB}.untouchable`,
        'SELECT 1; DROP': `SELECT 1; DROP TABLE ${DB}.untouchable`,
        KILL: `KILL ${id}`,
        'DROP TABLE': `DROP TABLE ${DB}.untouchable`,
        'INTO OUTFILE': `SELECT * FROM ${DB}.untouchable INTO OUTFILE '/tmp/soe-leak.txt'`,
        LOAD_FILE: `SELECT LOAD_FILE('/etc/passwd')`,
        SLEEP: 'SELECT SLEEP(5)',
        'executable comment': `SELECT 1 /*!50000 , (DELETE FROM untouchable) */`,
        'FOR UPDATE': `SELECT * FROM ${DB}.untouchable FOR UPDATE`,
      };
      for (const [name, sql] of Object.entries(attacks)) {
        const err = await runMysqlReadOnly(pool, flavour, sql, [], { timeoutMs: 5000 }).then(
          () => null,
          (e) => e,
        );
        expect(err, name).toBeInstanceOf(ConnectorError);
      }
      expect(await checksum()).toEqual(before);
      const [rows] = await victim.query('SELECT 1 AS ok');
      expect(rows).toEqual([{ ok: 1 }]);
    });

    it('the READ ONLY transaction alone refuses DELETE, UPDATE, DROP and multi-statement text', async () => {
      const flavour = await detectFlavour(pool);
      const raw = {
        DELETE: `DELETE FROM ${DB}.untouchable`,
        UPDATE: `UPDATE ${DB}.untouchable SET note = 'pwned'`,
        'WITH … DELETE': `WITH x AS (SELECT 1) DELETE FROM ${DB}.untouchable`,
        'SELECT 1; DROP': `SELECT 1; DROP TABLE ${DB}.untouchable`,
        // DDL commits implicitly; the READ ONLY session still refuses it.
        DROP: `DROP TABLE ${DB}.untouchable`,
        INSERT: `INSERT INTO ${DB}.untouchable VALUES (3, 'x')`,
      };
      for (const [name, sql] of Object.entries(raw)) {
        const err = await mysqlReadOnly(pool, flavour, 5000, (tx) => tx.query(sql)).then(
          () => null,
          (e) => e,
        );
        expect(err, name).not.toBeNull();
      }
      expect(await checksum()).toEqual(before);
    });
  });

  describe('errors are clear and never carry the password', () => {
    it('a wrong password gives the server reason and never the password', async () => {
      const s = await mysqlConnector.open(
        { url: `mysql://soe_canary:${encodeURIComponent(CANARY)}@${MYSQL_HOST}:${MYSQL_PORT}/${DB}` },
        context,
      );
      const result = await s.test();
      expect(result.status).toBe('error');
      expect(result.message).toMatch(/^Access denied for user 'soe_canary'@'[^']+' \(using password: YES\)$/);
      expect(JSON.stringify(result)).not.toContain(CANARY);
      const err = await s.discover().catch((e) => e);
      expect(err.code).toBe('auth');
      expect(String(err.message) + String(err.stack)).not.toContain(CANARY);
      await s.close();
    });

    it('an unknown database', async () => {
      const s = await mysqlConnector.open({ url: rootUrl('soe_conn_test_missing') }, context);
      expect(await s.test()).toEqual({ status: 'error', message: "Unknown database 'soe_conn_test_missing'" });
      await s.close();
    });

    it('nothing listening on the port', async () => {
      const s = await mysqlConnector.open({ url: `mysql://root:${CANARY}@127.0.0.1:1/x` }, context);
      expect(await s.test()).toEqual({ status: 'error', message: 'Could not reach 127.0.0.1:1' });
      await s.close();
    });

    it('refused hosts are blocked before connecting', async () => {
      const s = await mysqlConnector.open({ url: `mysql://root:${CANARY}@[::ffff:169.254.169.254]/x` }, context);
      expect(await s.test()).toEqual({
        status: 'error',
        message: 'Connections to ::ffff:a9fe:a9fe are not allowed (link-local / metadata address)',
      });
      const strict = await mysqlConnector.open(
        { url: rootUrl() },
        { guardHost: createHostGuard({ blockPrivate: true }) },
      );
      expect((await strict.test()).message).toBe(`Connections to ${MYSQL_HOST} are not allowed (loopback address)`);
    });
  });
});

describe('MySQL connector without a server', () => {
  it('matches mysql and mariadb URLs', () => {
    expect(mysqlConnector.matchesUrl('mysql://u@h/db')).toBe(true);
    expect(mysqlConnector.matchesUrl('mariadb://u@h/db')).toBe(true);
    expect(mysqlConnector.matchesUrl('postgresql://u@h/db')).toBe(false);
  });

  it('rejects bad URLs without echoing them', async () => {
    await expect(mysqlConnector.open({ url: `mysql://h/db` }, {})).rejects.toThrow('needs a user name');
    await expect(
      mysqlConnector.open({ url: `mysql://u:${CANARY}@h/db?socketPath=/tmp/mysql.sock` }, {}),
    ).rejects.toThrow('local socket');
    const err = await mysqlConnector.open({ url: `mysql://u:${CANARY}@h/db?ssl-mode=bogus` }, {}).catch((e) => e);
    expect(err.message).toContain('Unknown ssl-mode');
    expect(err.message).not.toContain(CANARY);
  });
});
